import { describe, expect, it } from "vitest";
import {
  favoritesEstimateHref,
  COMPACT_POOL_ESTIMATE_HREF,
  catalogueGridEstimateHref,
  catalogueListEstimateHref,
  compareEstimateHref,
  estimateHref,
  homeGalleryEstimateHref,
  homeRecommendationEstimateHref,
  poolDetailEstimateHref,
  resurfacingEstimateHref,
  sanJuanEstimateHref,
} from "./estimate-links";

const pool = {
  id: 8,
  name: "Milan 10.20",
  model: "Milan 10.20",
  series: "Milan",
  shape: "Plunge",
  size: "10' x 20'",
  dimensions: `10' x 20'`,
  depth: `4' - 4'10"`,
  length: 20,
  width: 10,
  manufacturer: "Latham",
};

const params = (href: string) => {
  const url = new URL(href, "http://x");
  expect(url.pathname).toBe("/estimate");
  return [...url.searchParams.entries()];
};

describe("estimate links", () => {
  it("catalogue grid carries the pool's facts and sourcePage=pools", () => {
    expect(params(catalogueGridEstimateHref(pool)).map(([k]) => k)).toEqual([
      "poolName",
      "poolSeries",
      "poolShape",
      "poolSize",
      "poolLength",
      "poolWidth",
      "poolDepth",
      "poolManufacturer",
      "sourcePage",
    ]);
    expect(new URL(catalogueGridEstimateHref(pool), "http://x").searchParams.get("sourcePage")).toBe("pools");
  });

  it("catalogue list carries poolId, poolName and poolDimensions only", () => {
    expect(params(catalogueListEstimateHref(pool))).toEqual([
      ["poolId", "8"],
      ["poolName", "Milan 10.20"],
      ["poolDimensions", "10' x 20'"],
    ]);
  });

  it("home carousel and gallery links", () => {
    expect(params(homeRecommendationEstimateHref(pool)).map(([k]) => k)).toEqual([
      "pool",
      "model",
      "manufacturer",
      "series",
      "dimensions",
      "depth",
      "shape",
      "size",
      "sourcePage",
    ]);
    expect(params(homeGalleryEstimateHref(pool))).toEqual([
      ["poolId", "8"],
      ["poolName", "Milan 10.20"],
      ["poolDimensions", "10' x 20'"],
      ["sourcePage", "home"],
    ]);
  });

  it("San Juan, compare, compact and plain links", () => {
    expect(sanJuanEstimateHref(pool)).toBe("/estimate?poolId=8&sourcePage=san-juan-pools");
    expect(compareEstimateHref(pool)).toBe("/estimate?poolId=8&sourcePage=compare");
    expect(COMPACT_POOL_ESTIMATE_HREF).toBe("/estimate?poolSize=10x20&sourcePage=10x20-fiberglass-pool");
    expect(estimateHref()).toBe("/estimate");
    expect(estimateHref({ sourcePage: "home" })).toBe("/estimate?sourcePage=home");
  });

  it("pool detail carries the pool id and its facts", () => {
    const entries = Object.fromEntries(params(poolDetailEstimateHref(pool)));
    expect(entries).toMatchObject({
      poolId: "8",
      poolName: "Milan 10.20",
      poolManufacturer: "Latham",
      sourcePage: "pool-detail",
    });
  });

  it("resurfacing links carry service, sourcePage, source and interest", () => {
    expect(resurfacingEstimateHref("hero")).toBe(
      "/estimate?service=resurfacing&sourcePage=resurfacing&source=hero&interest=pool-resurfacing",
    );
    expect(params(resurfacingEstimateHref("epoxy", "epoxy-resurfacing"))[0]).toEqual(["service", "epoxy-resurfacing"]);
  });

  it("leaves out empty values", () => {
    expect(catalogueListEstimateHref({ id: 1, name: "X", dimensions: null })).toBe("/estimate?poolId=1&poolName=X");
  });
});

describe("favoritesEstimateHref", () => {
  it("names the pools as one readable comma list, cleaned like the saved list", () => {
    expect(favoritesEstimateHref([3, 7, 3])).toBe("/estimate?interestedPoolIds=3,7&sourcePage=favorites");
    expect(favoritesEstimateHref([12], "compare")).toBe("/estimate?interestedPoolIds=12&sourcePage=compare");
  });

  it("is the plain estimate page for an empty list", () => {
    expect(favoritesEstimateHref([])).toBe("/estimate?sourcePage=favorites");
  });
});
