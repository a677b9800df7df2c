import { describe, expect, it } from "vitest";
import { toHomePool } from "./home-pool";
import { primaryPoolImage, slideshowPoolImages } from "./pool-image";

const base = {
  id: 3,
  slug: "bermuda-12",
  name: "Bermuda 12",
  model: "Bermuda",
  manufacturer: "Latham",
  brand: "Latham",
  series: null,
  shape: "Rectangle",
  size: "12' x 24'",
  sizeCategory: "Small",
  dimensions: "12' x 24'",
  length: 24,
  width: 12,
  depth: "3'6\" - 5'",
  volume: 7000,
  price: 45900,
  builtInSpa: "No",
  planImageUrl: "/pool-plans/bermuda-12.svg",
};

describe("toHomePool", () => {
  it("keeps the shown fields and drops the rest", () => {
    const pool = toHomePool({
      ...base,
      imageUrl: "/pool-plans/bermuda-12.svg",
      description: "Long text",
      features: ["steps"],
    } as Parameters<typeof toHomePool>[0]);
    expect(pool).not.toHaveProperty("description");
    expect(pool).not.toHaveProperty("features");
    expect(pool).toMatchObject({ id: 3, slug: "bermuda-12", name: "Bermuda 12", sizeCategory: "Small" });
  });

  it("keeps the slideshow order of the full pool, imageUrl1 first", () => {
    const full = {
      ...base,
      imageUrl: "https://img.example/main.jpg",
      imageUrl1: "https://img.example/one.jpg",
      imageUrl2: "placeholder.jpg",
      image1Url: "/uploads/six.jpg",
      images: ["https://img.example/one.jpg"],
    };
    const pool = toHomePool(full);
    expect(pool.images).toEqual(slideshowPoolImages(full));
    expect(slideshowPoolImages(pool)).toEqual([
      "https://img.example/one.jpg",
      "https://img.example/main.jpg",
      "/uploads/six.jpg",
    ]);
    expect(primaryPoolImage(pool)).toBe("https://img.example/one.jpg");
  });

  it("has no images when the pool has none usable", () => {
    const noImages = { ...base, imageUrl: "" };
    expect(toHomePool(noImages).images).toEqual([]);
  });
});
