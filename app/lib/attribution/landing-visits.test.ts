import { describe, expect, it } from "vitest";
import { campaignTagsOf } from "./attribution";
import { OCALA_SOURCE_PAGE, SOUTH_FLORIDA_SOURCE_PAGE } from "~/content/local-pages";
import { LOCAL_PAGE_PATHS, countedLandingPaths, landingVisitPath } from "./landing-visits";

describe("landingVisitPath", () => {
  it("gives the path a landing page could answer at, as the router and the landing route read it", () => {
    expect(landingVisitPath("/fiberglass-pools-ocala")).toBe("/fiberglass-pools-ocala");
    // The router matches the local pages whatever their case and a trailing slash: one row per page.
    expect(landingVisitPath("/Fiberglass-Pools-Ocala/")).toBe("/fiberglass-pools-ocala");
    expect(landingVisitPath("/south-florida-promotion")).toBe("/south-florida-promotion");
    expect(landingVisitPath("/pool-services-tampa-fl")).toBe("/pool-services-tampa-fl");
    expect(landingVisitPath("/pool-services-tampa-fl/")).toBe("/pool-services-tampa-fl");
  });

  it("gives nothing for addresses no landing page answers", () => {
    for (const path of [
      "/",
      "/api/pools",
      "/assets/entry.client-abc.js",
      "/fiberglass-pools-ocala.data",
      "/pool-services-tampa-fl.data",
      "/blog/some-post",
      "/enhanced-test",
      "/Pool-Services-Tampa",
      "/favicon.ico",
    ]) {
      expect(landingVisitPath(path), path).toBeNull();
    }
  });
});

describe("countedLandingPaths", () => {
  it("holds the local pages and the published slugs a visitor is shown, not those a route or mapping owns", () => {
    const paths = countedLandingPaths(["pool-services-tampa-fl", "pools", "mapped-over"], ["/Mapped-Over/"]);
    expect([...paths].sort()).toEqual([
      "/fiberglass-pools-ocala",
      "/pool-services-tampa-fl",
      "/south-florida-promotion",
    ]);
  });
});

describe("campaignTagsOf", () => {
  it("reads the page view's own source, medium and campaign, cleaned as the attribution cookie keeps them", () => {
    expect(
      campaignTagsOf(new URLSearchParams("utm_source=google&utm_medium=cpc&utm_campaign=%20Spring%0A&gclid=x")),
    ).toEqual({ utmSource: "google", utmMedium: "cpc", utmCampaign: "Spring" });
    expect(campaignTagsOf(new URLSearchParams("utm_campaign=" + "x".repeat(300))).utmCampaign).toHaveLength(200);
    expect(campaignTagsOf(new URLSearchParams(""))).toEqual({ utmSource: "", utmMedium: "", utmCampaign: "" });
  });
});

describe("the local pages counted as landing pages", () => {
  it("are the built-in local pages, at their source page names", () => {
    expect([...LOCAL_PAGE_PATHS]).toEqual([`/${OCALA_SOURCE_PAGE}`, `/${SOUTH_FLORIDA_SOURCE_PAGE}`]);
  });
});
