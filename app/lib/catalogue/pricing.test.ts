import { describe, expect, it } from "vitest";
import { BASE_POOL_PRICE, SIZE_TIERS, estimatedTotalForTier, formatUsd } from "./pricing";

describe("size tier pricing", () => {
  it("uses the published base price and add-ons", () => {
    expect(BASE_POOL_PRICE).toBe(42_200);
    expect(SIZE_TIERS.map((t) => [t.name, t.addOn, t.dimensions])).toEqual([
      ["Plunge", 0, "8'x12'"],
      ["Small", 2_000, "12'x24'"],
      ["Medium", 7_700, "16'x32'"],
      ["Large", 12_000, "18'x36'"],
      ["X-Large", 24_000, "20'x40'"],
    ]);
  });

  it("adds the tier's add-on to the base price", () => {
    expect(estimatedTotalForTier("Plunge")).toBe(42_200);
    expect(estimatedTotalForTier("Medium")).toBe(49_900);
    expect(estimatedTotalForTier("X-Large")).toBe(66_200);
  });

  it("formats whole dollars", () => {
    expect(formatUsd(49_900)).toBe("$49,900");
  });
});
