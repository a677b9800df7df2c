import { describe, expect, it } from "vitest";
import {
  ALL_POOLS_CATEGORY,
  HOME_GALLERY_LIMIT,
  RECOMMENDATION_LIMIT,
  galleryCategories,
  poolsInGalleryCategory,
  recommendationsForTier,
} from "./home-gallery";

const pool = (id: number, shape: string | null, sizeCategory: string | null) => ({ id, shape, sizeCategory });

describe("galleryCategories", () => {
  it("lists All Pools, the shapes alphabetically, then the sizes smallest first", () => {
    const pools = [
      pool(1, "Rectangle", "Large"),
      pool(2, "Freeform", "Small"),
      pool(3, "Rectangle", "X-Large"),
      pool(4, "Kidney", "Medium"),
    ];
    expect(galleryCategories(pools)).toEqual([
      ALL_POOLS_CATEGORY,
      "Freeform",
      "Kidney",
      "Rectangle",
      "Small",
      "Medium",
      "Large",
      "X-Large",
    ]);
  });

  it("shows a name that is both a shape and a size once, and skips blanks", () => {
    const pools = [pool(1, "Plunge", "Plunge"), pool(2, " ", null), pool(3, null, "X-Small"), pool(4, "Lap", "Small")];
    expect(galleryCategories(pools)).toEqual([ALL_POOLS_CATEGORY, "Lap", "Plunge", "Small", "X-Small"]);
  });

  it("is just All Pools without pools", () => {
    expect(galleryCategories([])).toEqual([ALL_POOLS_CATEGORY]);
  });
});

describe("poolsInGalleryCategory", () => {
  const many = Array.from({ length: 20 }, (_, i) => pool(i + 1, i % 2 ? "Freeform" : "Rectangle", "Medium"));

  it("shows the first six pools for All Pools (the page-weight budgets hold six)", () => {
    expect(HOME_GALLERY_LIMIT).toBe(6);
    expect(poolsInGalleryCategory(many, ALL_POOLS_CATEGORY).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("matches a category by shape or by size category", () => {
    const pools = [pool(1, "Plunge", "Small"), pool(2, "Rectangle", "Plunge"), pool(3, "Rectangle", "Small")];
    expect(poolsInGalleryCategory(pools, "Plunge").map((p) => p.id)).toEqual([1, 2]);
    expect(poolsInGalleryCategory(pools, "Small").map((p) => p.id)).toEqual([1, 3]);
    const freeform = poolsInGalleryCategory(many, "Freeform");
    expect(freeform).toHaveLength(HOME_GALLERY_LIMIT);
    expect(freeform.every((p) => p.shape === "Freeform")).toBe(true);
  });

  it("is empty for a category nobody has", () => {
    expect(poolsInGalleryCategory(many, "Kidney")).toEqual([]);
  });
});

describe("recommendationsForTier", () => {
  it("takes up to 6 pools of the tier, in list order", () => {
    expect(RECOMMENDATION_LIMIT).toBe(6);
    const pools = [
      ...Array.from({ length: 8 }, (_, i) => pool(i + 1, "Rectangle", "Large")),
      pool(20, "Plunge", "Plunge"),
    ];
    expect(recommendationsForTier(pools, "Large").map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(recommendationsForTier(pools, "Plunge").map((p) => p.id)).toEqual([20]);
    expect(recommendationsForTier(pools, "Small")).toEqual([]);
  });

  it("matches the size category, not the shape", () => {
    expect(recommendationsForTier([pool(1, "Plunge", "Small")], "Plunge")).toEqual([]);
  });
});
