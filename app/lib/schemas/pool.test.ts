import { describe, expect, it } from "vitest";
import { POOL_MAX_IMAGES, POOL_MESSAGES, PoolSchema, poolFormValues } from "./pool";

const valid = { name: "Gulf Breeze 12x20", manufacturer: "San Juan", material: "Fiberglass" };

function errorsOf(fields: Record<string, unknown>) {
  const result = PoolSchema.safeParse({ ...valid, ...fields });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("PoolSchema", () => {
  it("reads a form post: numbers, lists, the checkbox and defaults", () => {
    const pool = PoolSchema.parse({
      ...valid,
      lengthFt: "20",
      widthFt: "12.5",
      price: "$48,500",
      rating: "4.8",
      features: "Tanning ledge\nBench\ntanning ledge",
      images: "/uploads/abc.webp\n\nhttps://img.example/pool.jpg",
      isActive: "on",
      builtInSpa: "",
      slug: "Gulf-Breeze",
    });
    expect(pool).toMatchObject({
      lengthFt: 20,
      widthFt: 12.5,
      price: 48500,
      rating: 4.8,
      features: ["Tanning ledge", "Bench"],
      images: ["/uploads/abc.webp", "https://img.example/pool.jpg"],
      isActive: true,
      builtInSpa: "No",
      slug: "gulf-breeze",
    });
    expect(PoolSchema.parse(valid).isActive).toBe(false);
  });

  it("says what is wrong with each field", () => {
    expect(errorsOf({ name: " ", manufacturer: "" })).toMatchObject({
      name: POOL_MESSAGES.nameRequired,
      manufacturer: POOL_MESSAGES.manufacturerRequired,
    });
    expect(errorsOf({ slug: "Gulf Breeze!" }).slug).toBe(POOL_MESSAGES.slug);
    expect(errorsOf({ lengthFt: "32 ft" }).lengthFt).toBe(POOL_MESSAGES.length);
    expect(errorsOf({ lengthFt: "0" }).lengthFt).toBe(POOL_MESSAGES.length);
    expect(errorsOf({ price: "-5" }).price).toBe(POOL_MESSAGES.price);
    expect(errorsOf({ rating: "5.5" }).rating).toBe(POOL_MESSAGES.rating);
    expect(errorsOf({ rating: "4.75" }).rating).toBe(POOL_MESSAGES.rating);
    expect(errorsOf({ shallowDepthFt: "7", deepDepthFt: "4" }).shallowDepthFt).toBe(POOL_MESSAGES.shallowBelowDeep);
    expect(errorsOf({ productUrl: "http://maker.example" }).productUrl).toBe(POOL_MESSAGES.productUrl);
    expect(errorsOf({ builtInSpa: "Maybe" }).builtInSpa).toBe(POOL_MESSAGES.builtInSpa);
  });

  it("accepts uploaded, site and https images only, at most 15", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "http://img.example/a.jpg",
      "//evil.example/a.jpg",
      "/images/../db",
    ]) {
      expect(errorsOf({ images: url }).images, url).toBe(POOL_MESSAGES.imageUrl);
    }
    const many = Array.from({ length: POOL_MAX_IMAGES + 1 }, (_, i) => `/images/pool-${i}.jpg`).join("\n");
    expect(errorsOf({ images: many }).images).toBe(POOL_MESSAGES.imagesTooMany);
  });
});

describe("poolFormValues", () => {
  it("puts a separate main image first in the picture list", () => {
    const values = poolFormValues({
      name: "A",
      model: null,
      slug: "a",
      manufacturer: "Latham",
      brand: null,
      series: null,
      shape: null,
      description: null,
      lengthFt: 32,
      widthFt: null,
      shallowDepthFt: null,
      deepDepthFt: null,
      size: null,
      dimensions: null,
      depth: null,
      gallons: 7700,
      builtInSpa: "No",
      features: ["Bench", "Steps"],
      material: "Fiberglass",
      warranty: null,
      finishOptions: null,
      productUrl: null,
      price: null,
      rating: 4.5,
      installationTime: null,
      imageUrl: "/images/main.jpg",
      images: ["/images/one.jpg", "/images/main.jpg"],
      isActive: false,
    });
    expect(values).toMatchObject({
      lengthFt: "32",
      widthFt: "",
      gallons: "7700",
      features: "Bench\nSteps",
      rating: "4.5",
      images: "/images/main.jpg\n/images/one.jpg",
      isActive: "",
    });
  });
});
