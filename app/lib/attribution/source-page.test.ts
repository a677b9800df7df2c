import { describe, expect, it } from "vitest";
import { deriveSourcePage } from "./source-page";

describe("deriveSourcePage", () => {
  it("takes sourcePage, then source, then from", () => {
    expect(deriveSourcePage("/estimate?sourcePage=pools&source=hero&from=x", "estimate")).toBe("pools");
    expect(deriveSourcePage("/estimate?source=blog&from=x", "estimate")).toBe("blog");
    expect(deriveSourcePage("/contact?from=san-juan-pools", "contact")).toBe("san-juan-pools");
  });

  it("normalises what a link put in the query", () => {
    expect(deriveSourcePage("/estimate?sourcePage=San%20Juan%20Pools", "estimate")).toBe("san-juan-pools");
    expect(deriveSourcePage("/estimate?sourcePage=%3Cscript%3E", "estimate")).toBe("script");
  });

  it.each([
    ["/", "contact", "home"],
    ["/contact", "contact", "contact"],
    ["/pool-detail/8", "contact", "pool-detail"],
    ["/pool-detail/slug/milan-10-20", "estimate", "pool-detail"],
    ["/pools", "contact", "pools"],
    ["/pools/", "contact", "pools"],
    ["/resurfacing", "estimate", "resurfacing"],
    ["/packages", "contact", "packages"],
    ["/estimate", "estimate", "estimate"],
    ["/financing", "contact", "contact"],
    ["/financing", "estimate", "website"],
    ["/pools-modern", "estimate", "website"],
    // A landing page's own address credits the landing page (its conversions count these leads).
    ["/pool-services-tampa-fl", "estimate", "pool-services-tampa-fl"],
    ["/free-estimate/", "estimate", "free-estimate"],
    ["/old/nested/address", "estimate", "website"],
  ] as const)("derives %s on the %s form as %s", (path, form, expected) => {
    expect(deriveSourcePage(path, form)).toBe(expected);
  });
});
