import { describe, expect, it } from "vitest";
import { englishRouteSegment } from "~/lib/i18n/locale";
import routes from "~/routes";
import {
  ADMIN_ROUTES,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  UNGUARDED_ADMIN_PATTERNS,
  adminRouteFor,
  can,
  isAdminPath,
  navFor,
} from "./permissions";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every full path of the route table (app/routes.ts). */
function allPaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const segment = englishRouteSegment(entry.path);
    const path = segment ? `${parent}/${segment}`.replace(/\/+/g, "/") : parent;
    return [...(segment ? [path] : []), ...allPaths(entry.children ?? [], path)];
  });
}

describe("permission table", () => {
  it("has an entry for every admin route of app/routes.ts, and no stale entry", () => {
    const adminPaths = allPaths(routes as RouteEntry[]).filter(isAdminPath);
    const guarded = adminPaths.filter((p) => !(UNGUARDED_ADMIN_PATTERNS as readonly string[]).includes(p));
    expect(guarded.length).toBeGreaterThan(10);
    for (const path of guarded) expect(adminRouteFor(path), `${path} needs a line in ADMIN_ROUTES`).toBeDefined();
    for (const entry of ADMIN_ROUTES) expect(adminPaths, `${entry.pattern} is not a route`).toContain(entry.pattern);
  });

  it("gives admin everything, operations leads and content, sales leads only", () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) expect(can("admin", permission)).toBe(true);
    expect(can("operations", "content.manage")).toBe(true);
    expect(can("operations", "leads.bulk")).toBe(true);
    expect(can("operations", "users.manage")).toBe(false);
    expect(can("operations", "settings.manage")).toBe(false);
    expect(ROLE_PERMISSIONS.sales).toEqual(["account.self", "dashboard.view", "leads.view", "leads.update"]);
    expect(can("owner", "dashboard.view")).toBe(false);
    expect(STAFF_ROLES).toEqual(["admin", "operations", "sales"]);
  });

  it("shows each role only the menu entries it may open", () => {
    expect(navFor("sales").map((i) => i.href)).toEqual([
      "/admin-dashboard",
      "/admin/new-today",
      "/admin/tasks",
      "/admin/estimates",
      "/admin/contacts",
      "/admin/spam",
      "/admin/projects",
      "/admin/consultations",
    ]);
    expect(navFor("operations").map((i) => i.label)).not.toContain("Users");
    expect(navFor("admin").map((i) => i.label)).toEqual(
      expect.arrayContaining(["Dashboard", "All leads", "Pools", "Users", "Settings"]),
    );
  });

  it("matches patterns with or without a trailing slash", () => {
    expect(adminRouteFor("/admin/users/:userId/")?.permission).toBe("users.manage");
    expect(adminRouteFor("admin-dashboard")?.permission).toBe("dashboard.view");
    expect(adminRouteFor("/admin/unknown")).toBeUndefined();
  });

  it("recognises staff-area paths", () => {
    for (const path of ["/admin-login", "/admin-dashboard", "/admin", "/admin/users", "/api/admin/me"]) {
      expect(isAdminPath(path)).toBe(true);
    }
    for (const path of ["/", "/administration-tips", "/api/pools", "/blog/admin"])
      expect(isAdminPath(path)).toBe(false);
  });
});
