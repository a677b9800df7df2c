import { describe, expect, it } from "vitest";
import { collectionTitle, groupColorsBySeries } from "./color-collections";
import { swatchBackground } from "./color-swatch";

const color = (id: number, name: string, series: string | null) => ({
  id,
  name,
  series,
  hex: "#1F6FB5",
  gradientFrom: null,
  gradientTo: null,
});

describe("groupColorsBySeries", () => {
  it("keeps the order colours arrive in, grouped by series", () => {
    const groups = groupColorsBySeries([
      color(1, "Sapphire Blue", "Crystal"),
      color(2, "Ocean Blue", "Crystal"),
      color(3, "Sapphire Blue", "Classic"),
      color(4, "Pearl White", "Crystal"),
      color(5, "Mystery", null),
    ]);
    expect(groups.map((g) => [g.series, g.colors.map((c) => c.id)])).toEqual([
      ["Crystal", [1, 2, 4]],
      ["Classic", [3]],
      ["Signature", [5]],
    ]);
  });
});

describe("collectionTitle", () => {
  it("names a series as a collection unless it already is one", () => {
    expect(collectionTitle("Crystal")).toBe("Crystal Collection");
    expect(collectionTitle("Gelcoat Colors")).toBe("Gelcoat Colors");
    expect(collectionTitle("Signature Collection")).toBe("Signature Collection");
  });
});

describe("swatchBackground", () => {
  it("uses the gradient, else the flat colour, and ignores values that are not hex colours", () => {
    expect(swatchBackground({ hex: "#111111", gradientFrom: "#3A8FD6", gradientTo: "#124C86" })).toBe(
      "linear-gradient(135deg, #3A8FD6 0%, #124C86 100%)",
    );
    expect(swatchBackground({ hex: "#111111", gradientFrom: null, gradientTo: null })).toBe(
      "linear-gradient(135deg, #111111 0%, #111111 100%)",
    );
    expect(swatchBackground({ hex: "red;background:url(x)", gradientFrom: null, gradientTo: null })).toBe(
      "linear-gradient(135deg, #0b93d1 0%, #0b93d1 100%)",
    );
  });
});
