import { describe, expect, it } from "vitest";
import {
  isVariantKey,
  largestVariantWidth,
  parseUploadUrl,
  uploadFolder,
  uploadPicture,
  uploadSrcSet,
  variantHeight,
  variantKey,
  variantWidthsFor,
} from "./image-variants";

const HASH = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const FOLDER = "0123456789abcdef0123456789abcdef";

describe("variant widths", () => {
  it("makes the standard widths below the largest, and the largest, never wider than the original", () => {
    expect(largestVariantWidth(4000)).toBe(1600);
    expect(largestVariantWidth(1000)).toBe(1000);
    expect(variantWidthsFor(1600)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidthsFor(1000)).toEqual([400, 800, 1000]);
    expect(variantWidthsFor(400)).toEqual([400]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });

  it("skips a standard width just below the largest (no two near-identical files)", () => {
    expect(variantWidthsFor(820)).toEqual([400, 820]);
    expect(variantWidthsFor(1250)).toEqual([400, 800, 1250]);
    expect(variantWidthsFor(430)).toEqual([430]);
  });

  it("keeps the aspect ratio in the heights", () => {
    expect(variantHeight({ width: 1600, height: 1200 }, 400)).toBe(300);
    expect(variantHeight({ width: 1600, height: 1067 }, 800)).toBe(534);
    expect(variantHeight({ width: 1600, height: 2 }, 400)).toBe(1);
  });
});

describe("URL scheme", () => {
  it("names a folder by hash and largest size, and a file by width and format", () => {
    const folder = uploadFolder(HASH, { width: 1600, height: 1200 });
    expect(folder).toBe(`${FOLDER}-1600x1200`);
    expect(variantKey(folder, 800, "avif")).toBe(`${FOLDER}-1600x1200/800.avif`);
    expect(isVariantKey(`${FOLDER}-1600x1200/800.avif`)).toBe(true);
  });

  it("accepts no other storage key (no way out of the uploads folder)", () => {
    for (const key of [
      `../${FOLDER}-1600x1200/800.avif`,
      `${FOLDER}-1600x1200/../../db/800.avif`,
      `${FOLDER}-1600x1200/800.avif/..`,
      `${FOLDER}-1600x1200/800.svg`,
      `/${FOLDER}-1600x1200/800.webp`,
      `${FOLDER.toUpperCase()}-1600x1200/800.webp`,
    ]) {
      expect(isVariantKey(key), key).toBe(false);
    }
  });

  it("reads local and object-storage upload URLs, and nothing else", () => {
    expect(parseUploadUrl(`/uploads/${FOLDER}-1600x1200/1600.webp`)).toEqual({
      base: "/uploads/",
      folder: `${FOLDER}-1600x1200`,
      width: 1600,
      height: 1200,
    });
    expect(parseUploadUrl(`https://cdn.example.com/media/uploads/${FOLDER}-800x600/800.webp`)?.base).toBe(
      "https://cdn.example.com/media/uploads/",
    );
    for (const url of [
      "/images/pool-generic.svg",
      "https://img.example/one.jpg",
      `/uploads/${FOLDER}-1600x1200/1600.jpg`,
      `/uploads/${FOLDER}-0x1200/1600.webp`,
      `/uploads/${FOLDER}-3200x1200/1600.webp`,
      `//evil.example/uploads/${FOLDER}-1600x1200/1600.webp`,
      `javascript:/uploads/${FOLDER}-1600x1200/1600.webp`,
      `/uploads/${FOLDER}-1600x1200/1600.webp?x=1`,
    ]) {
      expect(parseUploadUrl(url), url).toBeNull();
    }
  });
});

describe("srcset", () => {
  it("lists every variant of a format with its width", () => {
    const parts = parseUploadUrl(`/uploads/${FOLDER}-1000x750/1000.webp`)!;
    expect(uploadSrcSet(parts, "avif")).toBe(
      `/uploads/${FOLDER}-1000x750/400.avif 400w, /uploads/${FOLDER}-1000x750/800.avif 800w, /uploads/${FOLDER}-1000x750/1000.avif 1000w`,
    );
  });

  it("gives a picture AVIF first, then WebP, with the size and an 800 px fallback", () => {
    const picture = uploadPicture(`https://cdn.example.com/uploads/${FOLDER}-1600x900/1600.webp`)!;
    expect(picture.width).toBe(1600);
    expect(picture.height).toBe(900);
    expect(picture.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(picture.sources[1]!.srcSet).toContain(`https://cdn.example.com/uploads/${FOLDER}-1600x900/1200.webp 1200w`);
    expect(picture.src).toBe(`https://cdn.example.com/uploads/${FOLDER}-1600x900/800.webp`);
    expect(uploadPicture(`/uploads/${FOLDER}-300x200/300.webp`)!.src).toBe(`/uploads/${FOLDER}-300x200/300.webp`);
    expect(uploadPicture("/images/coming-soon.svg")).toBeNull();
  });
});
