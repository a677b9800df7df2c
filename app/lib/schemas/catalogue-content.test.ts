import { describe, expect, it } from "vitest";
import { manufacturers as seedManufacturers } from "#db/seed/content/manufacturers.ts";
import { poolColors as seedColors } from "#db/seed/content/pool-colors.ts";
import { testimonials as seedTestimonials } from "#db/seed/content/testimonials.ts";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import { isImageAddress, isSitePath } from "./image-address";
import { MANUFACTURER_MESSAGES, ManufacturerSchema, manufacturerFormValues } from "./manufacturer";
import { POOL_COLOR_MESSAGES, PoolColorSchema, normalizeHexColor, poolColorFormValues } from "./pool-color";
import { TESTIMONIAL_MESSAGES, TestimonialSchema, testimonialFormValues } from "./testimonial";
import type { z } from "./zod";

function errorsOf(schema: z.ZodType, input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

describe("image addresses", () => {
  it("accepts site paths and https addresses only", () => {
    for (const ok of ["/uploads/0a1b-800x600/800.webp", "/images/brands/latham.svg", "https://cdn.example.com/a.png"]) {
      expect(isImageAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      "//evil.example/x.png",
      "/a/../b.png",
      "/a b.png",
      "http://x.example/a.png",
      "javascript:alert(1)",
    ]) {
      expect(isImageAddress(bad), bad).toBe(false);
    }
    expect(isSitePath("/uploads/x.webp?v=1")).toBe(false);
  });
});

describe("ManufacturerSchema", () => {
  it("reads every seeded manufacturer back from its form values", () => {
    for (const seed of seedManufacturers) {
      const values = manufacturerFormValues({
        ...seed,
        description: seed.description ?? null,
        website: seed.website ?? null,
      });
      expect(ManufacturerSchema.parse(values)).toMatchObject({
        name: seed.name,
        logo: seed.logo,
        iconLogo: seed.iconLogo,
      });
    }
  });

  it("takes an image address or a short text mark as the logo, nothing else", () => {
    const base = { name: "Acme", enabled: "on" };
    expect(ManufacturerSchema.parse({ ...base, logo: "🌊", iconLogo: "AB" })).toMatchObject({
      logo: "🌊",
      iconLogo: "AB",
    });
    for (const logo of ["data:image/png;base64,AAAA", "http://acme.example/logo.png", "x".repeat(17)]) {
      expect(errorsOf(ManufacturerSchema, { ...base, logo }).logo, logo).toBe(MANUFACTURER_MESSAGES.logo);
    }
    expect(errorsOf(ManufacturerSchema, { ...base, website: "ftp://acme.example" }).website).toBe(
      MANUFACTURER_MESSAGES.website,
    );
    expect(errorsOf(ManufacturerSchema, { name: "  " }).name).toBe(MANUFACTURER_MESSAGES.nameRequired);
  });
});

describe("PoolColorSchema", () => {
  it("stores hex colors as #RRGGBB", () => {
    expect(normalizeHexColor("1f6fb5")).toBe("#1F6FB5");
    expect(normalizeHexColor(" #16b ")).toBe("#1166BB");
    expect(normalizeHexColor("#12345G")).toBeNull();
    expect(normalizeHexColor("#1234")).toBeNull();
  });

  it("reads every seeded color back from its form values", () => {
    for (const seed of seedColors) {
      const values = poolColorFormValues({
        ...seed,
        colorSeries: seed.colorSeries ?? null,
        colorType: seed.colorType ?? null,
        colorHex: seed.colorHex ?? null,
        gradientFrom: seed.gradientFrom ?? null,
        gradientTo: seed.gradientTo ?? null,
        description: seed.description ?? null,
        displayOrder: 0,
      });
      expect(PoolColorSchema.parse(values)).toMatchObject({ colorName: seed.colorName, colorHex: seed.colorHex });
    }
  });

  it("needs a color or a whole gradient", () => {
    const base = { manufacturer: "Latham", colorName: "Teal" };
    expect(errorsOf(PoolColorSchema, base).colorHex).toBe(POOL_COLOR_MESSAGES.colorOrGradient);
    expect(errorsOf(PoolColorSchema, { ...base, gradientFrom: "#fff" }).gradientTo).toBe(
      POOL_COLOR_MESSAGES.gradientPair,
    );
    expect(errorsOf(PoolColorSchema, { ...base, gradientTo: "#fff" }).gradientFrom).toBe(
      POOL_COLOR_MESSAGES.gradientPair,
    );
    const gradientOnly = PoolColorSchema.parse({ ...base, gradientFrom: "#fff", gradientTo: "#000" });
    expect(gradientOnly).toMatchObject({ gradientFrom: "#FFFFFF", gradientTo: "#000000" });
    expect(gradientOnly.colorHex).toBeUndefined();
  });
});

describe("TestimonialSchema", () => {
  it("reads every seeded testimonial back from its form values", () => {
    for (const seed of seedTestimonials) {
      const values = testimonialFormValues({
        ...seed,
        beforeImage: null,
        afterImage: null,
        googleReviewId: null,
        googlePlaceId: null,
      });
      expect(TestimonialSchema.parse(values)).toMatchObject({ customerName: seed.customerName, rating: seed.rating });
    }
  });

  it("checks rating, state, year and pictures", () => {
    const base = { customerName: "Ann B.", content: "Great crew.", rating: "5", source: "manual" };
    expect(TestimonialSchema.parse({ ...base, state: "fl", projectValue: "$52,000" })).toMatchObject({
      state: "FL",
      projectValue: 52000,
      isFeatured: false,
    });
    const errors = errorsOf(TestimonialSchema, {
      ...base,
      rating: "0",
      state: "Fla",
      installationYear: String(new Date().getFullYear() + 2),
      afterImage: "data:image/png;base64,AAAA",
    });
    expect(errors).toMatchObject({
      rating: TESTIMONIAL_MESSAGES.rating,
      state: TESTIMONIAL_MESSAGES.state,
      installationYear: TESTIMONIAL_MESSAGES.installationYear,
      afterImage: TESTIMONIAL_MESSAGES.image,
    });
  });
});
