import { describe, expect, it } from "vitest";
import {
  COMPACT_SIZE_CATEGORIES,
  SIZE_CATEGORIES,
  isCompactSizeCategory,
  isSizeCategory,
  sizeCategoryForLength,
} from "./pool-size";

describe("SIZE_CATEGORIES", () => {
  it("lists the tiers smallest first", () => {
    expect(SIZE_CATEGORIES).toEqual(["Plunge", "Small", "Medium", "Large", "X-Large"]);
  });
});

describe("sizeCategoryForLength", () => {
  it.each([
    [0, "Plunge"],
    [8, "Plunge"],
    [13.08, "Plunge"],
    [13.99, "Plunge"],
    [14, "Small"],
    [20, "Small"],
    [24, "Small"],
    [24.01, "Medium"],
    [28, "Medium"],
    [32, "Medium"],
    [32.01, "Large"],
    [36, "Large"],
    [38, "Large"],
    [38.01, "X-Large"],
    [45, "X-Large"],
  ] as const)("%s ft → %s", (length, expected) => {
    expect(sizeCategoryForLength(length)).toBe(expected);
  });

  it("handles odd numbers without throwing", () => {
    expect(sizeCategoryForLength(-3)).toBe("Plunge");
    expect(sizeCategoryForLength(Number.NaN)).toBe("Plunge");
    expect(sizeCategoryForLength(Number.POSITIVE_INFINITY)).toBe("X-Large");
  });

  it("always returns a member of SIZE_CATEGORIES", () => {
    for (let l = 0; l <= 60; l += 0.25) {
      expect(SIZE_CATEGORIES).toContain(sizeCategoryForLength(l));
    }
  });
});

describe("isSizeCategory", () => {
  it("accepts only known tiers", () => {
    expect(isSizeCategory("Large")).toBe(true);
    expect(isSizeCategory("X-Small")).toBe(false);
    expect(isSizeCategory("large")).toBe(false);
    expect(isSizeCategory(3)).toBe(false);
  });
});

describe("compact categories", () => {
  it("lists X-Small, Small and Plunge", () => {
    expect(COMPACT_SIZE_CATEGORIES).toEqual(["X-Small", "Small", "Plunge"]);
  });

  it.each([
    ["X-Small", true],
    ["Small", true],
    ["Plunge", true],
    [" Small ", true],
    ["Medium", false],
    ["Large", false],
    ["X-Large", false],
    ["", false],
    [null, false],
    [undefined, false],
  ] as const)("isCompactSizeCategory(%j) = %s", (value, expected) => {
    expect(isCompactSizeCategory(value)).toBe(expected);
  });
});
