import { describe, expect, it } from "vitest";
import { landingSlugProblem, mappingAddressProblem, notFoundLogPath } from "./landing-addresses";

describe("mappingAddressProblem", () => {
  it.each([
    ["/fiberglass-pools", null],
    ["/old/pools", null],
    ["/a/b/c", null],
    ["/pools/old-model", null],
    ["/pool deals", null],
    ["/100%-financing", null],
    ["/", "real-route"],
    ["/pools", "real-route"],
    ["/blog/some-post", "real-route"],
    ["/pool-detail/12", "real-route"],
    ["/enhanced-test", "real-route"],
    ["/enhanced-test/some-page", "real-route"],
    ["/api/anything", "real-route"],
    ["/sitemap.xml", "real-route"],
    ["/a/b/c/d", "too-deep"],
    ["/admin", "staff-area"],
    ["/admin/old", "staff-area"],
    ["/admin-dashboard", "staff-area"],
    [`/${"a".repeat(500)}`, "too-long"],
  ] as const)("%s → %s", (path, expected) => {
    expect(mappingAddressProblem(path)).toBe(expected);
  });
});

describe("landingSlugProblem", () => {
  it.each([
    ["pool-services-tampa-fl", null],
    ["pools-in-ocala", null],
    ["pools", "real-route"],
    ["estimate", "real-route"],
    ["test-landing", "real-route"],
    ["enhanced-test", "real-route"],
    ["admin-login", "real-route"],
    ["Pool-Services", "format"],
    ["-leading", "format"],
    ["with space", "format"],
    ["a".repeat(256), "format"],
  ] as const)("%s → %s", (slug, expected) => {
    expect(landingSlugProblem(slug)).toBe(expected);
  });
});

describe("notFoundLogPath", () => {
  it("counts a path as a legacy URL is stored: no query, no trailing slash, lower-case, decoded", () => {
    expect(notFoundLogPath("/Old-Pools/")).toBe("/old-pools");
    expect(notFoundLogPath("/old%20pools")).toBe("/old pools");
    expect(notFoundLogPath("/services/pools.html")).toBe("/services/pools.html");
    expect(notFoundLogPath("/old.php")).toBe("/old.php");
  });

  it("leaves out files, scanners' probes and paths too long to map", () => {
    for (const path of [
      "/favicon.ico",
      "/assets/app-123.js",
      "/images/pool.JPG",
      "/feed.xml",
      "/.env",
      "/.git/config",
      "/.well-known/security.txt",
      "/wp-login.php",
      "/blog/wp-admin/setup.php",
      "/xmlrpc.php",
      "/cgi-bin/test",
      "/",
      `/${"a".repeat(501)}`,
    ]) {
      expect(notFoundLogPath(path), path).toBeNull();
    }
  });
});

describe("server folders", () => {
  it("refuses landing pages and mappings where the server answers files itself", () => {
    expect(landingSlugProblem("uploads")).toBe("real-route");
    expect(landingSlugProblem("assets")).toBe("real-route");
    expect(mappingAddressProblem("/uploads/old-photo")).toBe("real-route");
    expect(mappingAddressProblem("/assets")).toBe("real-route");
    expect(landingSlugProblem("uploads-and-more")).toBeNull();
  });
});
