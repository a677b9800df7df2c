import { describe, expect, it, vi } from "vitest";
import {
  type LandingPageLike,
  type MappingLike,
  findMappingForPath,
  isLandingSlug,
  landingSlugForPath,
  normalizeMappingPath,
  resolveLandingPath,
} from "./landing-resolution";

interface Mapping extends MappingLike {
  id: number;
}

const mapping = (id: number, legacyUrl: string, targetPage: string, priority = 0): Mapping => ({
  id,
  legacyUrl,
  targetPage,
  priority,
});

const landing = (slug: string, contentType = "html", localPagePath: string | null = null): LandingPageLike => ({
  slug,
  contentType,
  localPagePath,
});

function sources(mappings: Mapping[], pages: LandingPageLike[]) {
  const mappingsFor = vi.fn(async () => mappings);
  const publishedLandingPage = vi.fn(async (slug: string) => pages.find((p) => p.slug === slug) ?? null);
  return { mappingsFor, publishedLandingPage };
}

describe("normalizeMappingPath", () => {
  it.each([
    ["/fiberglass-pools", "/fiberglass-pools"],
    ["/fiberglass-pools/", "/fiberglass-pools"],
    ["/fiberglass-pools//", "/fiberglass-pools"],
    ["fiberglass-pools", "/fiberglass-pools"],
    ["/old/pools?page=2#top", "/old/pools"],
    ["https://old.example.com/old/pools/", "/old/pools"],
    ["/pool%20deals", "/pool deals"],
    ["/Old/Pools.HTML", "/old/pools.html"],
    ["HTTPS://Old.Example.com/Deals/?Q=1", "/deals"],
    ["/", "/"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeMappingPath(input)).toBe(expected);
  });
});

describe("findMappingForPath", () => {
  it("ignores a trailing slash on either side", () => {
    const m = mapping(1, "/pool-packages/", "PackagesPage");
    expect(findMappingForPath([m], "/pool-packages")).toBe(m);
    expect(findMappingForPath([mapping(2, "/pool-packages", "PackagesPage")], "/pool-packages/")?.id).toBe(2);
  });

  it("takes the highest priority when several mappings match", () => {
    const found = findMappingForPath(
      [mapping(1, "/deals", "PoolsPage", 1), mapping(2, "/deals/", "PackagesPage", 9), mapping(3, "/other", "X", 99)],
      "/deals",
    );
    expect(found?.id).toBe(2);
  });

  it("matches nested paths exactly", () => {
    const m = mapping(1, "/services/pool-resurfacing", "ResurfacingPage");
    expect(findMappingForPath([m], "/services/pool-resurfacing/")).toBe(m);
    expect(findMappingForPath([m], "/services")).toBeUndefined();
    expect(findMappingForPath([m], "/services/pool-resurfacing/more")).toBeUndefined();
  });
});

describe("landingSlugForPath", () => {
  it("takes the one segment of a landing address", () => {
    expect(landingSlugForPath("/pool-services-tampa-fl")).toBe("pool-services-tampa-fl");
    expect(landingSlugForPath("/pool-services-tampa-fl/")).toBe("pool-services-tampa-fl");
  });

  it("has no slug for nested paths, the preview segment or invalid slugs", () => {
    expect(landingSlugForPath("/pool-services-tampa-fl/extra")).toBeNull();
    expect(landingSlugForPath("/a/b/c")).toBeNull();
    expect(landingSlugForPath("/")).toBeNull();
    expect(landingSlugForPath("/enhanced-test")).toBeNull();
    expect(landingSlugForPath("/Pool-Services")).toBeNull();
    expect(landingSlugForPath("/-leading-dash")).toBeNull();
    expect(landingSlugForPath("/%3Cscript%3E")).toBeNull();
    expect(landingSlugForPath(`/${"a".repeat(256)}`)).toBeNull();
  });

  it("accepts the schema's longest slug", () => {
    expect(isLandingSlug("a".repeat(255))).toBe(true);
  });
});

describe("resolveLandingPath", () => {
  it("prefers a URL mapping over a landing page with the same address", async () => {
    const src = sources([mapping(1, "/tampa", "PoolsPage")], [landing("tampa")]);
    const result = await resolveLandingPath("/tampa/", src);
    expect(result).toMatchObject({ kind: "mapping", page: { name: "PoolsPage", path: "/pools" } });
    expect(src.publishedLandingPage).not.toHaveBeenCalled();
  });

  it("shows the Configuration Error for a mapping to an unknown page, even when a landing page exists", async () => {
    const src = sources([mapping(1, "/tampa", "NoSuchPage", 5)], [landing("tampa")]);
    expect(await resolveLandingPath("/tampa", src)).toMatchObject({
      kind: "configuration-error",
      targetPage: "NoSuchPage",
    });
  });

  it("matches built-in page names exactly", async () => {
    const src = sources([mapping(1, "/x", "poolspage")], []);
    expect((await resolveLandingPath("/x", src)).kind).toBe("configuration-error");
  });

  it("falls back to a published landing page by slug", async () => {
    const src = sources([mapping(1, "/other", "PoolsPage")], [landing("pool-services-tampa-fl")]);
    expect(await resolveLandingPath("/pool-services-tampa-fl", src)).toMatchObject({
      kind: "landing-html",
      landing: { slug: "pool-services-tampa-fl" },
    });
    expect(src.publishedLandingPage).toHaveBeenCalledWith("pool-services-tampa-fl");
  });

  it("renders the built-in page of a page-type landing page, and the HTML when the page name is unknown", async () => {
    const src = sources([], [landing("psl", "page", "ResurfacingPage"), landing("odd", "page", "Nope")]);
    expect(await resolveLandingPath("/psl", src)).toMatchObject({
      kind: "landing-page",
      page: { name: "ResurfacingPage" },
    });
    expect((await resolveLandingPath("/odd", src)).kind).toBe("landing-html");
  });

  it("answers Page Not Found when nothing matches", async () => {
    const src = sources([mapping(1, "/a", "PoolsPage")], [landing("b")]);
    expect(await resolveLandingPath("/c", src)).toEqual({ kind: "not-found" });
  });

  it("serves landing pages at one segment only: nested paths need a mapping", async () => {
    const src = sources([mapping(1, "/services/resurfacing", "ResurfacingPage")], [landing("tampa")]);
    expect((await resolveLandingPath("/tampa/extra", src)).kind).toBe("not-found");
    expect((await resolveLandingPath("/services/resurfacing", src)).kind).toBe("mapping");
    expect(src.publishedLandingPage).not.toHaveBeenCalled();
  });

  it("fetches nothing for no slug or the bare enhanced-test segment", async () => {
    for (const path of ["/", "", "/enhanced-test", "/enhanced-test/"]) {
      const src = sources([mapping(1, "/enhanced-test", "PoolsPage")], [landing("enhanced-test")]);
      expect(await resolveLandingPath(path, src)).toEqual({ kind: "not-found" });
      expect(src.mappingsFor).not.toHaveBeenCalled();
      expect(src.publishedLandingPage).not.toHaveBeenCalled();
    }
  });
});
