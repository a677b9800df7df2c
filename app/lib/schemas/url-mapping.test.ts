import { describe, expect, it } from "vitest";
import { MAPPING_ADDRESS_MESSAGES, URL_MAPPING_MESSAGES, UrlMappingSchema } from "./url-mapping";

const valid = {
  legacyUrl: "/old-pools",
  targetPage: "PoolsPage",
  description: "",
  priority: "5",
  isActive: "on",
  metaTitle: "",
  metaDescription: "",
};

function errorsOf(input: Record<string, unknown>) {
  const result = UrlMappingSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("UrlMappingSchema", () => {
  it("stores the legacy URL as its path: lower-case, no scheme, host, query, fragment or trailing slash", () => {
    for (const [typed, stored] of [
      ["/old-pools", "/old-pools"],
      ["old-pools/", "/old-pools"],
      ["https://www.Old-Site.com/Pools/Fiberglass.HTML?ref=ad#top", "/pools/fiberglass.html"],
      ["  /Pool%20Deals  ", "/pool deals"],
    ]) {
      expect(UrlMappingSchema.parse({ ...valid, legacyUrl: typed }).legacyUrl).toBe(stored);
    }
    expect(UrlMappingSchema.parse(valid)).toMatchObject({ priority: 5, isActive: true, description: undefined });
    expect(UrlMappingSchema.parse({ ...valid, isActive: undefined }).isActive).toBe(false);
  });

  it("refuses an address a real route owns, the staff area, deep or empty addresses", () => {
    expect(errorsOf({ ...valid, legacyUrl: "/pools/" }).legacyUrl).toBe(MAPPING_ADDRESS_MESSAGES["real-route"]);
    expect(errorsOf({ ...valid, legacyUrl: "https://old.example.com/" }).legacyUrl).toBe(
      MAPPING_ADDRESS_MESSAGES["real-route"],
    );
    expect(errorsOf({ ...valid, legacyUrl: "/blog/old-post" }).legacyUrl).toBe(MAPPING_ADDRESS_MESSAGES["real-route"]);
    expect(errorsOf({ ...valid, legacyUrl: "/admin/old" }).legacyUrl).toBe(MAPPING_ADDRESS_MESSAGES["staff-area"]);
    expect(errorsOf({ ...valid, legacyUrl: "/a/b/c/d" }).legacyUrl).toBe(MAPPING_ADDRESS_MESSAGES["too-deep"]);
    expect(errorsOf({ ...valid, legacyUrl: " " }).legacyUrl).toBe(URL_MAPPING_MESSAGES.legacyUrlRequired);
  });

  it("accepts only the built-in page names as the target", () => {
    expect(errorsOf({ ...valid, targetPage: "" }).targetPage).toBe(URL_MAPPING_MESSAGES.targetPage);
    expect(errorsOf({ ...valid, targetPage: "poolspage" }).targetPage).toBe(URL_MAPPING_MESSAGES.targetPage);
    expect(errorsOf({ ...valid, targetPage: "TenByTwentyFiberglassPool" })).toEqual({});
  });

  it("bounds priority and the texts", () => {
    expect(errorsOf({ ...valid, priority: "-1" }).priority).toBe(URL_MAPPING_MESSAGES.priority);
    expect(errorsOf({ ...valid, priority: "" }).priority).toBe(URL_MAPPING_MESSAGES.priority);
    expect(errorsOf({ ...valid, metaTitle: "x".repeat(256) }).metaTitle).toBe(URL_MAPPING_MESSAGES.metaTitleTooLong);
    expect(errorsOf({ ...valid, metaDescription: "x".repeat(501) }).metaDescription).toBe(
      URL_MAPPING_MESSAGES.metaDescriptionTooLong,
    );
  });
});
