import { describe, expect, it } from "vitest";
import {
  LANDING_PAGE_MESSAGES,
  LANDING_SLUG_MESSAGES,
  LandingPageSchema,
  NEW_LANDING_PAGE_VALUES,
} from "./landing-page";

const valid = {
  ...NEW_LANDING_PAGE_VALUES,
  title: "Pool Services in Naples, FL",
  slug: "pool-services-naples-fl",
  content: "<h2>Naples pools</h2><p>Local crews.</p>",
  targetKeywords: "pools naples, pool builder naples\npools naples",
};

function errorsOf(input: Record<string, unknown>) {
  const result = LandingPageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("LandingPageSchema", () => {
  it("parses a page, with keywords de-duplicated and the default strategy", () => {
    expect(LandingPageSchema.parse(valid)).toMatchObject({
      slug: "pool-services-naples-fl",
      contentType: "html",
      targetKeywords: ["pools naples", "pool builder naples"],
      status: "draft",
      strategy: "standard",
      city: undefined,
    });
  });

  it("makes the slug from what was typed, or from the title when it is empty", () => {
    expect(LandingPageSchema.parse({ ...valid, slug: " /Pool Services Naples/ " }).slug).toBe("pool-services-naples");
    expect(LandingPageSchema.parse({ ...valid, slug: "" }).slug).toBe("pool-services-in-naples-fl");
    expect(errorsOf({ ...valid, slug: "!!!" }).slug).toBe(LANDING_SLUG_MESSAGES.format);
    expect(errorsOf({ ...valid, title: "", slug: "" }).slug).toBe(LANDING_PAGE_MESSAGES.slugRequired);
  });

  it("refuses a slug a real route owns", () => {
    for (const slug of ["pools", "Estimate", "blog", "enhanced-test", "test-landing"]) {
      expect(errorsOf({ ...valid, slug }).slug, slug).toBe(LANDING_SLUG_MESSAGES["real-route"]);
    }
  });

  it("needs a built-in page name for type page, and content for type html", () => {
    expect(errorsOf({ ...valid, contentType: "page" }).localPagePath).toBe(LANDING_PAGE_MESSAGES.localPageRequired);
    expect(errorsOf({ ...valid, contentType: "page", localPagePath: "NoSuchPage" }).localPagePath).toBe(
      "Choose the page to show",
    );
    expect(errorsOf({ ...valid, contentType: "page", localPagePath: "EstimatePage", content: "" })).toEqual({});
    expect(errorsOf({ ...valid, content: "   " }).content).toBe(LANDING_PAGE_MESSAGES.contentRequired);
    expect(errorsOf({ ...valid, contentType: "pdf" }).contentType).toBe(LANDING_PAGE_MESSAGES.contentType);
  });

  it("bounds the texts", () => {
    expect(errorsOf({ ...valid, content: "x".repeat(50_001) }).content).toBe(LANDING_PAGE_MESSAGES.contentTooLong);
    expect(errorsOf({ ...valid, city: "x".repeat(101) }).city).toBe(LANDING_PAGE_MESSAGES.cityTooLong);
    expect(errorsOf({ ...valid, targetKeywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join(",") })).toEqual({
      targetKeywords: LANDING_PAGE_MESSAGES.keywordsTooMany,
    });
  });
});
