import { describe, expect, it } from "vitest";
import {
  COMING_SOON_IMAGE,
  GENERIC_POOL_IMAGE,
  LATHAM_LOGO,
  POOL_IMAGE_FIELD_NAMES,
  SAN_JUAN_LOGO,
  brandLogoFor,
  imageFallbackChain,
  isLatham,
  isSanJuan,
  isUsableImageUrl,
  nextFallback,
  poolBrandLogo,
  primaryPoolImage,
  slideshowPoolImages,
} from "./pool-image";

describe("constants", () => {
  it("points at the static images", () => {
    expect(COMING_SOON_IMAGE).toBe("/images/coming-soon.svg");
    expect(GENERIC_POOL_IMAGE).toBe("/images/pool-generic.svg");
    expect(LATHAM_LOGO).toBe("/images/brands/latham.svg");
    expect(SAN_JUAN_LOGO).toBe("/images/brands/san-juan.svg");
  });

  it("knows every image field name", () => {
    expect(POOL_IMAGE_FIELD_NAMES).toContain("imageUrl");
    expect(POOL_IMAGE_FIELD_NAMES).toContain("image_url");
    expect(POOL_IMAGE_FIELD_NAMES).toContain("imageUrl5");
    expect(POOL_IMAGE_FIELD_NAMES).toContain("image_url_5");
    expect(POOL_IMAGE_FIELD_NAMES).toContain("image10Url");
    expect(POOL_IMAGE_FIELD_NAMES).toContain("image_10_url");
    expect(POOL_IMAGE_FIELD_NAMES).toHaveLength(2 + 10 + 20);
  });
});

describe("isUsableImageUrl", () => {
  it.each([
    ["https://cdn.example.com/pool.jpg", true],
    ["http://cdn.example.com/pool.jpg", true],
    ["HTTPS://CDN.EXAMPLE.COM/POOL.JPG", true],
    ["/uploads/pool.jpg", true],
    ["/", true],
    ["  /uploads/pool.jpg  ", true],
    ["", false],
    ["   ", false],
    ["\n\t", false],
    ["uploads/pool.jpg", false],
    ["pool.jpg", false],
    ["./pool.jpg", false],
    ["//cdn.example.com/pool.jpg", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["ftp://example.com/pool.jpg", false],
    ["httpfoo", false],
    ["/images/placeholder.jpg", false],
    ["https://x.com/PLACEHOLDER-pool.png", false],
    ["/images/coming-soon.svg", false],
    ["/images/Coming_Soon.png", false],
    ["https://x.com/ComingSoon.webp", false],
  ])("%j → %s", (value, expected) => {
    expect(isUsableImageUrl(value)).toBe(expected);
  });

  it.each([null, undefined, 0, 42, true, {}, [], ["/a.jpg"]])("rejects non-string %j", (value) => {
    expect(isUsableImageUrl(value)).toBe(false);
  });

  it("narrows the type", () => {
    const v: unknown = "/a.jpg";
    if (isUsableImageUrl(v)) {
      expect(v.length).toBe(6);
    } else {
      throw new Error("expected usable");
    }
  });
});

describe("primaryPoolImage", () => {
  it("returns null for nothing usable", () => {
    expect(primaryPoolImage(null)).toBeNull();
    expect(primaryPoolImage(undefined)).toBeNull();
    expect(primaryPoolImage({})).toBeNull();
    expect(
      primaryPoolImage({
        imageUrl: "",
        image_url: "   ",
        images: ["placeholder.png", "relative.jpg"],
        imageUrl1: "/img/coming-soon.jpg",
        image1Url: 5,
      }),
    ).toBeNull();
  });

  it("prefers imageUrl", () => {
    expect(
      primaryPoolImage({
        imageUrl: "/a.jpg",
        image_url: "/b.jpg",
        imageUrl1: "/c.jpg",
      }),
    ).toBe("/a.jpg");
  });

  it("then image_url", () => {
    expect(
      primaryPoolImage({
        imageUrl: "",
        image_url: "/b.jpg",
        images: ["/c.jpg"],
      }),
    ).toBe("/b.jpg");
  });

  it("then images[] in order, skipping unusable entries", () => {
    expect(
      primaryPoolImage({
        images: [null, "", "/placeholder.png", "/c.jpg", "/d.jpg"],
      }),
    ).toBe("/c.jpg");
  });

  it("ignores a non-array images field", () => {
    expect(primaryPoolImage({ images: "/x.jpg", imageUrl2: "/y.jpg" })).toBe("/y.jpg");
  });

  it("then imageUrl1..5 with snake_case right after each", () => {
    expect(primaryPoolImage({ imageUrl3: "/3.jpg", image_url_2: "/s2.jpg" })).toBe("/s2.jpg");
    expect(primaryPoolImage({ imageUrl2: "/2.jpg", image_url_2: "/s2.jpg" })).toBe("/2.jpg");
    expect(primaryPoolImage({ image_url_5: "/s5.jpg", image1Url: "/n1.jpg" })).toBe("/s5.jpg");
  });

  it("then image1Url..10Url with snake_case", () => {
    expect(primaryPoolImage({ image10Url: "/10.jpg", image_9_url: "/s9.jpg" })).toBe("/s9.jpg");
    expect(primaryPoolImage({ image_10_url: "https://x.com/10.jpg" })).toBe("https://x.com/10.jpg");
  });

  it("trims the returned value", () => {
    expect(primaryPoolImage({ imageUrl: "  https://x.com/a.jpg \n" })).toBe("https://x.com/a.jpg");
  });

  it("accepts typed records without index signatures", () => {
    interface Pool {
      id: number;
      imageUrl: string | null;
    }
    const pool: Pool = { id: 1, imageUrl: "/p.jpg" };
    expect(primaryPoolImage(pool)).toBe("/p.jpg");
  });
});

describe("slideshowPoolImages", () => {
  it("is empty when nothing is usable", () => {
    expect(slideshowPoolImages(null)).toEqual([]);
    expect(slideshowPoolImages({ imageUrl: "placeholder", images: [""] })).toEqual([]);
  });

  it("puts imageUrl1 first, then imageUrl, images, imageNUrl", () => {
    const pool = {
      image2Url: "/n2.jpg",
      image1Url: "/n1.jpg",
      images: ["/arr1.jpg", "/arr2.jpg"],
      imageUrl: "/main.jpg",
      image_url: "/main-snake.jpg",
      imageUrl2: "/u2.jpg",
      imageUrl1: "/u1.jpg",
      image_url_1: "/u1-snake.jpg",
      image_1_url: "/n1-snake.jpg",
    };
    expect(slideshowPoolImages(pool)).toEqual([
      "/u1.jpg",
      "/u1-snake.jpg",
      "/u2.jpg",
      "/main.jpg",
      "/main-snake.jpg",
      "/arr1.jpg",
      "/arr2.jpg",
      "/n1.jpg",
      "/n1-snake.jpg",
      "/n2.jpg",
    ]);
  });

  it("deduplicates (after trimming), keeping the first position", () => {
    const pool = {
      imageUrl: "/a.jpg",
      imageUrl1: "/b.jpg",
      image_url_1: " /a.jpg ",
      images: ["/b.jpg", "/c.jpg", "/c.jpg"],
      image1Url: "/a.jpg",
    };
    expect(slideshowPoolImages(pool)).toEqual(["/b.jpg", "/a.jpg", "/c.jpg"]);
  });

  it("skips unusable values everywhere", () => {
    const pool = {
      imageUrl1: "relative.jpg",
      imageUrl2: "//cdn.x.com/a.jpg",
      imageUrl3: "/ok.jpg",
      images: ["/coming_soon.png", 7, "https://x.com/z.jpg"],
      image5Url: "   ",
    };
    expect(slideshowPoolImages(pool)).toEqual(["/ok.jpg", "https://x.com/z.jpg"]);
  });

  it("covers up to image10Url and image_10_url", () => {
    expect(slideshowPoolImages({ image10Url: "/10.jpg", image_10_url: "/10s.jpg" })).toEqual(["/10.jpg", "/10s.jpg"]);
  });

  it("ignores fields beyond the known range", () => {
    expect(slideshowPoolImages({ imageUrl6: "/6.jpg", image11Url: "/11.jpg" })).toEqual([]);
  });

  it("contains the primary image whenever there is one", () => {
    const pool = { imageUrl: "/main.jpg", imageUrl1: "/u1.jpg" };
    expect(slideshowPoolImages(pool)).toContain(primaryPoolImage(pool));
  });
});

describe("brandLogoFor", () => {
  it.each([
    ["Latham", LATHAM_LOGO],
    ["LATHAM POOLS", LATHAM_LOGO],
    ["latham fiberglass", LATHAM_LOGO],
    ["San Juan", SAN_JUAN_LOGO],
    ["San Juan Pools", SAN_JUAN_LOGO],
    ["SANJUAN", SAN_JUAN_LOGO],
    ["sanjuan fiberglass", SAN_JUAN_LOGO],
    ["Viking", null],
    ["Juan", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (brand, expected) => {
    expect(brandLogoFor(brand)).toBe(expected);
  });
});

describe("isSanJuan / isLatham", () => {
  it("reads manufacturer", () => {
    expect(isSanJuan({ manufacturer: "San Juan" })).toBe(true);
    expect(isLatham({ manufacturer: "Latham" })).toBe(true);
    expect(isSanJuan({ manufacturer: "Latham" })).toBe(false);
    expect(isLatham({ manufacturer: "San Juan" })).toBe(false);
  });

  it("reads brand when manufacturer does not match", () => {
    expect(isSanJuan({ manufacturer: "Other", brand: "sanjuan" })).toBe(true);
    expect(isLatham({ manufacturer: null, brand: "Latham Pool Products" })).toBe(true);
  });

  it("is case-insensitive", () => {
    expect(isSanJuan({ brand: "SAN JUAN POOLS" })).toBe(true);
    expect(isLatham({ brand: "lAtHaM" })).toBe(true);
  });

  it("is false for missing or non-string values", () => {
    expect(isSanJuan(null)).toBe(false);
    expect(isLatham(undefined)).toBe(false);
    expect(isSanJuan({})).toBe(false);
    expect(isLatham({ manufacturer: 12 })).toBe(false);
  });
});

describe("poolBrandLogo", () => {
  it("uses manufacturer, else brand", () => {
    expect(poolBrandLogo({ manufacturer: "Latham", brand: "San Juan" })).toBe(LATHAM_LOGO);
    expect(poolBrandLogo({ manufacturer: "Other", brand: "San Juan" })).toBe(SAN_JUAN_LOGO);
    expect(poolBrandLogo({ manufacturer: "Other" })).toBeNull();
  });
});

describe("imageFallbackChain", () => {
  it("is logo then coming-soon for a branded pool", () => {
    expect(imageFallbackChain({ manufacturer: "Latham" })).toEqual([LATHAM_LOGO, COMING_SOON_IMAGE]);
    expect(imageFallbackChain({ brand: "San Juan Pools" })).toEqual([SAN_JUAN_LOGO, COMING_SOON_IMAGE]);
  });

  it("is only coming-soon otherwise", () => {
    expect(imageFallbackChain({ manufacturer: "Viking" })).toEqual([COMING_SOON_IMAGE]);
    expect(imageFallbackChain(null)).toEqual([COMING_SOON_IMAGE]);
  });
});

describe("nextFallback", () => {
  const chain = [LATHAM_LOGO, COMING_SOON_IMAGE];

  it("starts the chain when the failed image is not in it", () => {
    expect(nextFallback("https://cdn.x.com/pool.jpg", chain)).toBe(LATHAM_LOGO);
    expect(nextFallback("", chain)).toBe(LATHAM_LOGO);
  });

  it("walks to the next item", () => {
    expect(nextFallback(LATHAM_LOGO, chain)).toBe(COMING_SOON_IMAGE);
  });

  it("returns null when exhausted", () => {
    expect(nextFallback(COMING_SOON_IMAGE, chain)).toBeNull();
    expect(nextFallback("/x.jpg", [])).toBeNull();
  });

  it("matches the absolute URL a browser reports for a fallback", () => {
    expect(nextFallback(`http://localhost:5173${LATHAM_LOGO}`, chain)).toBe(COMING_SOON_IMAGE);
    expect(nextFallback(`https://example.com${COMING_SOON_IMAGE}`, chain)).toBeNull();
    expect(nextFallback(`https://example.com/other${COMING_SOON_IMAGE}`, chain)).toBe(LATHAM_LOGO);
  });

  it("terminates when followed from any start", () => {
    let current: string | null = "https://cdn.x.com/broken.jpg";
    const seen: string[] = [];
    while (current !== null && seen.length < 10) {
      current = nextFallback(current, chain);
      if (current) seen.push(current);
    }
    expect(seen).toEqual(chain);
  });
});
