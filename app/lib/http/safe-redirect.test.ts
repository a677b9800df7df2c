import { describe, expect, it } from "vitest";
import { safeRedirect, signInPathFor } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/admin/users")).toBe("/admin/users");
    expect(safeRedirect("/admin/estimates?status=new&page=2")).toBe("/admin/estimates?status=new&page=2");
    expect(safeRedirect("/admin/users/3#reset")).toBe("/admin/users/3#reset");
  });

  it("refuses other sites, protocol-relative and backslash tricks", () => {
    for (const bad of [
      "https://evil.example/admin",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " /admin",
      "javascript:alert(1)",
      "admin/users",
      "",
      "/admin\\..\\x",
      // Dot segments that resolve to a protocol-relative "//evil.example/...".
      "/.//evil.example/phish",
      "/%2e//evil.example/",
      "/%2E//evil.example/",
      "/x/..//evil.example",
      "/admin/../..//evil.example",
      undefined,
      null,
      42,
    ]) {
      expect(safeRedirect(bad)).toBe("/admin-dashboard");
    }
  });

  it("never sends back to the sign-in or sign-out page", () => {
    expect(safeRedirect("/admin-login?redirectTo=/x")).toBe("/admin-dashboard");
    expect(safeRedirect("/admin-logout")).toBe("/admin-dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", "/admin/account")).toBe("/admin/account");
  });
});

describe("signInPathFor", () => {
  it("carries the page asked for, except the dashboard (the default)", () => {
    expect(signInPathFor("/admin/users?x=1")).toBe("/admin-login?redirectTo=%2Fadmin%2Fusers%3Fx%3D1");
    expect(signInPathFor("/admin-dashboard")).toBe("/admin-login");
    expect(signInPathFor("//evil")).toBe("/admin-login");
  });
});
