import { describe, expect, it } from "vitest";
import { compactPools, poolDetailHref } from "./pool-links";

describe("poolDetailHref", () => {
  it("uses the slug when there is one, else the id", () => {
    expect(poolDetailHref({ id: 8, slug: "milan-10-20" })).toBe("/pool-detail/slug/milan-10-20");
    expect(poolDetailHref({ id: 8, slug: null })).toBe("/pool-detail/8");
    expect(poolDetailHref({ id: 8, slug: "" })).toBe("/pool-detail/8");
  });
});

describe("compactPools", () => {
  it("keeps active or status-less X-Small, Small and Plunge pools, at most 6", () => {
    const pools = [
      { id: 1, sizeCategory: "Small", status: "active" },
      { id: 2, sizeCategory: "Medium", status: "active" },
      { id: 3, sizeCategory: "Plunge", status: null },
      { id: 4, sizeCategory: "X-Small" },
      { id: 5, sizeCategory: "Small", status: "inactive" },
      ...Array.from({ length: 6 }, (_, i) => ({ id: 10 + i, sizeCategory: "Small", status: "active" })),
    ];
    expect(compactPools(pools).map((p) => p.id)).toEqual([1, 3, 4, 10, 11, 12]);
  });
});
