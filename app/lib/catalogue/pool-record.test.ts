import { describe, expect, it } from "vitest";
import { FALLBACK_POOL_SLUG, poolColumnsFrom, poolSlugBase } from "./pool-record";
import { PoolSchema } from "~/lib/schemas/pool";

const parse = (fields: Record<string, unknown>) =>
  PoolSchema.parse({ name: "Gulf Breeze 12x20", manufacturer: "San Juan", material: "Fiberglass", ...fields });

describe("poolSlugBase", () => {
  it("makes the address name from the pool's name", () => {
    expect(poolSlugBase("Gulf Breeze 12x20")).toBe("gulf-breeze-12x20");
    expect(poolSlugBase("Caesar's Palace & Spa")).toBe("caesars-palace-and-spa");
  });

  it("falls back when the name has nothing to make one from", () => {
    expect(poolSlugBase("!!!")).toBe(FALLBACK_POOL_SLUG);
  });
});

describe("poolColumnsFrom", () => {
  it("derives the size category and the size texts from the measurements, like the seed", () => {
    const columns = poolColumnsFrom(
      parse({ lengthFt: "32", widthFt: "13.83", shallowDepthFt: "3.5", deepDepthFt: "6.08" }),
    );
    expect(columns).toMatchObject({
      sizeCategory: "Medium",
      size: "14' x 32'",
      dimensions: `13'10" x 32'`,
      depth: `3'6" - 6'1"`,
      brand: "San Juan",
    });
  });

  it("keeps texts staff typed, and leaves what nothing implies empty", () => {
    const typed = poolColumnsFrom(parse({ lengthFt: "20", widthFt: "10", size: "10 x 20", brand: "SJ" }));
    expect(typed).toMatchObject({ size: "10 x 20", dimensions: "10' x 20'", sizeCategory: "Small", brand: "SJ" });
    const bare = poolColumnsFrom(parse({}));
    expect(bare).toMatchObject({ sizeCategory: null, size: null, dimensions: null, depth: null, price: null });
  });

  it("stores the images in order, the first as the main image", () => {
    const columns = poolColumnsFrom(parse({ images: "/uploads/a.webp\nhttps://img.example/b.jpg" }));
    expect(columns.images).toEqual(["/uploads/a.webp", "https://img.example/b.jpg"]);
    expect(columns.imageUrl).toBe("/uploads/a.webp");
    expect(poolColumnsFrom(parse({})).imageUrl).toBeNull();
  });
});
