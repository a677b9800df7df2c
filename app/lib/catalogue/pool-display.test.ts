import { describe, expect, it } from "vitest";
import {
  formatDepthRange,
  formatDimensions,
  formatFeetInches,
  formatGallons,
  formatThousands,
  nominalSize,
  poolDisplayDepth,
  poolDisplayName,
  poolDisplaySeries,
  poolDisplaySize,
} from "./pool-display";

describe("poolDisplayName", () => {
  it("uses name, then model, then Premium Pool", () => {
    expect(poolDisplayName({ name: "Apollo", model: "Apollo 14" })).toBe("Apollo");
    expect(poolDisplayName({ model: "Apollo 14" })).toBe("Apollo 14");
    expect(poolDisplayName({ name: "   ", model: " Apollo 14 " })).toBe("Apollo 14");
    expect(poolDisplayName({ name: "", model: "" })).toBe("Premium Pool");
    expect(poolDisplayName({ name: null, model: undefined })).toBe("Premium Pool");
    expect(poolDisplayName({})).toBe("Premium Pool");
    expect(poolDisplayName(null)).toBe("Premium Pool");
  });

  it("trims", () => {
    expect(poolDisplayName({ name: "  Bermuda 14  " })).toBe("Bermuda 14");
  });
});

describe("poolDisplaySeries / Size / Depth", () => {
  it("falls back when missing or blank", () => {
    expect(poolDisplaySeries({ series: null })).toBe("Classic Series");
    expect(poolDisplaySeries({ series: "  " })).toBe("Classic Series");
    expect(poolDisplaySize({})).toBe("Custom Size");
    expect(poolDisplaySize({ size: "" })).toBe("Custom Size");
    expect(poolDisplayDepth(undefined)).toBe("Varies");
    expect(poolDisplayDepth({ depth: "\t" })).toBe("Varies");
  });

  it("uses the value when present", () => {
    expect(poolDisplaySeries({ series: " Astoria " })).toBe("Astoria");
    expect(poolDisplaySize({ size: "14' x 32'" })).toBe("14' x 32'");
    expect(poolDisplayDepth({ depth: `3'6" - 6'1"` })).toBe(`3'6" - 6'1"`);
  });

  it("shows numbers as text and ignores other types", () => {
    expect(poolDisplayDepth({ depth: 6 })).toBe("6");
    expect(poolDisplaySize({ size: { w: 1 } })).toBe("Custom Size");
    expect(poolDisplayDepth({ depth: Number.NaN })).toBe("Varies");
  });
});

describe("formatFeetInches", () => {
  it.each([
    [13.83, `13'10"`],
    [32, `32'`],
    [3.5, `3'6"`],
    [6.08, `6'1"`],
    [11.99, `12'`],
    [15.83, `15'10"`],
    [5.58, `5'7"`],
    [4.75, `4'9"`],
    [0.5, `0'6"`],
    [0, `0'`],
    [-1.5, `-1'6"`],
  ])("%s → %s", (ft, expected) => {
    expect(formatFeetInches(ft)).toBe(expected);
  });

  it("is empty for non-finite numbers", () => {
    expect(formatFeetInches(Number.NaN)).toBe("");
    expect(formatFeetInches(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatDimensions", () => {
  it("writes width x length", () => {
    expect(formatDimensions(13.83, 32)).toBe(`13'10" x 32'`);
    expect(formatDimensions(8.5, 34)).toBe(`8'6" x 34'`);
  });
});

describe("formatDepthRange", () => {
  it("writes shallow - deep", () => {
    expect(formatDepthRange(3.5, 6.08)).toBe(`3'6" - 6'1"`);
  });

  it("collapses equal depths", () => {
    expect(formatDepthRange(4, 4)).toBe(`4'`);
    expect(formatDepthRange(4.83, 4.83)).toBe(`4'10"`);
    expect(formatDepthRange(4.0, 4.01)).toBe(`4'`);
  });

  it("uses the single known depth", () => {
    expect(formatDepthRange(null, 5.58)).toBe(`5'7"`);
    expect(formatDepthRange(3.5, undefined)).toBe(`3'6"`);
    expect(formatDepthRange(null, null)).toBe("");
    expect(formatDepthRange(Number.NaN, undefined)).toBe("");
  });

  it("orders shallow before deep", () => {
    expect(formatDepthRange(6, 3.5)).toBe(`3'6" - 6'`);
  });
});

describe("nominalSize", () => {
  it("rounds to whole feet", () => {
    expect(nominalSize(13.83, 32)).toBe(`14' x 32'`);
    expect(nominalSize(8.17, 16.17)).toBe(`8' x 16'`);
    expect(nominalSize(12.5, 24.49)).toBe(`13' x 24'`);
  });
});

describe("formatGallons / formatThousands", () => {
  it.each([
    [7700, "7,700 gallons"],
    [15300, "15,300 gallons"],
    [1234567, "1,234,567 gallons"],
    [950, "950 gallons"],
    [0, "0 gallons"],
    [1, "1 gallon"],
    [7699.6, "7,700 gallons"],
  ])("%s → %s", (n, expected) => {
    expect(formatGallons(n)).toBe(expected);
  });

  it("handles odd input", () => {
    expect(formatGallons(Number.NaN)).toBe("");
    expect(formatThousands(-12345)).toBe("-12,345");
    expect(formatThousands(999)).toBe("999");
  });
});
