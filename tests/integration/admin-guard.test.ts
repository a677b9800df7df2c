import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminUsers,
  blogPosts,
  designAddOns,
  faqItems,
  financingOptions,
  landingPages,
  resources,
  urlMappings,
} from "#db/schema/index.ts";
import { manufacturers, poolColors, pools, testimonials } from "#db/schema/index.ts";
import {
  ADMIN_ROUTES,
  type AdminRouteAccess,
  STAFF_ROLES,
  type StaffRole,
  UNGUARDED_ADMIN_PATTERNS,
  adminRouteFor,
  can,
  isAdminPath,
} from "~/lib/staff/permissions";
import { englishRouteSegment } from "~/lib/i18n/locale";
import routes from "~/routes";
import { createNewsletterIssue } from "~/models/newsletter-issues.server";
import { addProjectDocument } from "~/models/project-files.server";
import { makeLead, uniqueSource } from "../support/leads.ts";
import { makeProject } from "../support/projects.ts";
import { getTestApp } from "../setup/test-app.ts";
import {
  clearSignInCounters,
  createTestStaff,
  pageText,
  postSignIn,
  sessionCookieFrom,
  signedInStaff,
  staffPost,
  staffRequest,
  type TestStaff,
} from "../support/staff-sessions.ts";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function allPaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const segment = englishRouteSegment(entry.path);
    const path = segment ? `${parent}/${segment}`.replace(/\/+/g, "/") : parent;
    return [...(segment ? [path] : []), ...allPaths(entry.children ?? [], path)];
  });
}

const staff = {} as Record<StaffRole, TestStaff & { cookie: string }>;

/** A concrete URL of a route pattern (params filled with records that exist). */
/** A real record for each route parameter, so a guarded page answers 200 for the roles that may see it. */
const example: Record<string, string> = {};

function urlOf(route: AdminRouteAccess): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (example[name]) return example[name];
    throw new Error(`No example value for :${name} in ${route.pattern}: add one to urlOf() in this test`);
  });
}

beforeAll(async () => {
  await clearSignInCounters();
  for (const role of STAFF_ROLES) staff[role] = await signedInStaff(role);
  const { db } = await getTestApp();
  example.userId = String(staff.sales.id);
  // The sales user's own lead: a sales rep opens their office's leads and the ones assigned to them.
  example.leadId = String(await makeLead({ sourcePage: uniqueSource("guard"), salesRepId: staff.sales.id }));
  // Seeded content rows.
  example.partnerId = String((await db.select({ id: financingOptions.id }).from(financingOptions).limit(1))[0]!.id);
  example.faqId = String((await db.select({ id: faqItems.id }).from(faqItems).limit(1))[0]!.id);
  example.resourceId = String((await db.select({ id: resources.id }).from(resources).limit(1))[0]!.id);
  example.postId = String((await db.select({ id: blogPosts.id }).from(blogPosts).limit(1))[0]!.id);
  example.landingPageId = String((await db.select({ id: landingPages.id }).from(landingPages).limit(1))[0]!.id);
  example.mappingId = String((await db.select({ id: urlMappings.id }).from(urlMappings).limit(1))[0]!.id);
  example.manufacturerId = String((await db.select({ id: manufacturers.id }).from(manufacturers).limit(1))[0]!.id);
  example.colorId = String((await db.select({ id: poolColors.id }).from(poolColors).limit(1))[0]!.id);
  example.testimonialId = String((await db.select({ id: testimonials.id }).from(testimonials).limit(1))[0]!.id);
  example.poolId = String((await db.select({ id: pools.id }).from(pools).limit(1))[0]!.id);
  example.addOnId = String((await db.select({ id: designAddOns.id }).from(designAddOns).limit(1))[0]!.id);
  // A project of the guard's own, with a private document.
  const project = await makeProject({ startedById: staff.admin.id });
  example.projectId = String(project.id);
  example.documentId = String(
    (
      await addProjectDocument(db, {
        projectId: project.id,
        kind: "contract",
        title: "Contract",
        fileName: "contract.pdf",
        mimeType: "application/pdf",
        content: Buffer.from("%PDF-1.4\n%%EOF\n"),
        addedById: staff.admin.id,
      })
    ).id,
  );
  // Newsletter issues are not seeded: a draft of the guard's own.
  example.issueId = String(
    (await createNewsletterIssue(db, { subject: "Guard test issue", intro: "Hello.", postIds: [] }, staff.admin.id)).id,
  );
});

beforeEach(async () => {
  await clearSignInCounters();
});

describe("the permission table covers the staff area", () => {
  it("has an entry for every admin route in app/routes.ts", () => {
    const guarded = allPaths(routes as RouteEntry[])
      .filter(isAdminPath)
      .filter((path) => !(UNGUARDED_ADMIN_PATTERNS as readonly string[]).includes(path));
    const missing = guarded.filter((path) => !adminRouteFor(path));
    expect(missing, "add these routes to ADMIN_ROUTES in app/lib/staff/permissions.ts").toEqual([]);
    expect(guarded.length).toBe(ADMIN_ROUTES.length);
  });
});

describe("role-by-route matrix", () => {
  for (const route of ADMIN_ROUTES) {
    describe(`${route.pattern} (${route.permission})`, () => {
      it("anonymous: sign-in redirect (page) or 401 (JSON)", async () => {
        const url = urlOf(route);
        const response = await staffRequest(url, null);
        expect(response.headers.get("cache-control")).toBe("no-store");
        if (route.kind !== "api") {
          expect(response.status).toBe(302);
          const expected =
            url === "/admin-dashboard" ? "/admin-login" : `/admin-login?redirectTo=${encodeURIComponent(url)}`;
          expect(response.headers.get("location")).toBe(expected);
        } else {
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual({ message: "Sign in to continue." });
        }
      });

      for (const role of STAFF_ROLES) {
        const allowed = can(role, route.permission);
        it(`${role}: ${allowed ? "allowed" : "403"}`, async () => {
          const response = await staffRequest(urlOf(route), staff[role].cookie);
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect(response.headers.get("x-robots-tag")).toContain("noindex");
          if (allowed) {
            expect(response.status).toBe(200);
            return;
          }
          expect(response.status).toBe(403);
          if (route.kind === "api") {
            expect(await response.json()).toEqual({ message: "You do not have permission for this request." });
          } else if (route.kind === "download") {
            // No file: the refusal's message instead.
            expect(response.headers.get("content-disposition")).toBeNull();
            expect(await response.text()).toContain("You do not have permission to open this page.");
          } else {
            const html = await pageText(response);
            expect(html).toContain("Access denied");
            expect(html).toContain("You do not have permission to open this page.");
            // The refusal keeps the staff member's menu and name.
            expect(html).toContain(staff[role].username);
            expect(html).toContain('aria-label="Staff menu"');
          }
        });
      }
    });
  }

  it("client-side navigations (.data requests) are guarded the same way", async () => {
    const anonymous = await staffRequest("/admin/users.data", null);
    expect(anonymous.status).toBe(202);
    expect(await anonymous.text()).toContain("/admin-login?redirectTo=%2Fadmin%2Fusers");

    const refused = await staffRequest("/admin/users.data", staff.sales.cookie);
    expect(refused.status).toBe(403);
    const body = await refused.text();
    expect(body).toContain("admin-forbidden");
    expect(body).not.toContain(staff.admin.email);

    const allowed = await staffRequest("/admin/users.data", staff.admin.cookie);
    expect(allowed.status).toBe(200);
  });
});

describe("the side menu follows the role", () => {
  it("shows sales only the lead pages", async () => {
    const html = await pageText(await staffRequest("/admin-dashboard", staff.sales.cookie));
    for (const href of ["/admin/estimates", "/admin/contacts"]) expect(html).toContain(`href="${href}"`);
    for (const href of ["/admin/users", "/admin/settings", "/admin/pools", "/admin/admin-estimates"]) {
      expect(html).not.toContain(`href="${href}"`);
    }
  });

  it("shows operations content but not users or settings", async () => {
    const html = await pageText(await staffRequest("/admin-dashboard", staff.operations.cookie));
    for (const href of ["/admin/pools", "/admin/blog", "/admin/admin-estimates"])
      expect(html).toContain(`href="${href}"`);
    for (const href of ["/admin/users", "/admin/settings"]) expect(html).not.toContain(`href="${href}"`);
  });

  it("greets the staff member on the dashboard with name and role", async () => {
    const html = await pageText(await staffRequest("/admin-dashboard", staff.operations.cookie));
    expect(html).toMatch(new RegExp(`Good (morning|afternoon|evening), ${staff.operations.username}`));
    expect(html).toContain("Operations");
    expect(html).toContain("Sign out");
  });
});

describe("actions check the permission on the server", () => {
  it("refuses a user-management post from sales and operations", async () => {
    for (const role of ["sales", "operations"] as const) {
      const response = await staffPost("/admin/users/new", staff[role].cookie, {
        username: `made-by-${role}`,
        email: `made-by-${role}@example.com`,
        role: "admin",
        password: "a long enough password",
      });
      expect(response.status).toBe(403);
      const { db } = await getTestApp();
      expect(
        await db
          .select()
          .from(adminUsers)
          .where(eq(adminUsers.username, `made-by-${role}`)),
      ).toHaveLength(0);
    }
    const api = await staffRequest("/api/admin/users", staff.operations.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: (await getTestApp()).baseUrl },
      body: JSON.stringify({
        username: "api-by-ops",
        email: "api-by-ops@example.com",
        role: "admin",
        password: "x".repeat(12),
      }),
    });
    expect(api.status).toBe(403);
  });
});

describe("temporary passwords", () => {
  it("hold the staff member on the account page until they choose their own", async () => {
    const user = await createTestStaff("admin", { mustChangePassword: true });
    const signIn = await postSignIn({ identifier: user.username, password: user.password, redirectTo: "/admin/users" });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/admin/account?redirectTo=%2Fadmin%2Fusers");
    const cookie = (await sessionCookieFrom(signIn))!;

    const dashboard = await staffRequest("/admin-dashboard", cookie);
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/admin/account?redirectTo=%2Fadmin-dashboard");
    expect((await staffRequest("/api/admin/users", cookie)).status).toBe(403);
    const account = await staffRequest("/admin/account", cookie);
    expect(account.status).toBe(200);
    expect(await pageText(account)).toContain("Choose your own password to continue.");
  });
});

describe("cross-site posts", () => {
  it("refuses a foreign Origin on admin pages, single-fetch posts and the JSON API", async () => {
    const { db, baseUrl } = await getTestApp();
    const fields = {
      username: "cross-site-made",
      email: "cross-site-made@example.com",
      role: "admin",
      password: "a long enough password",
    };
    const page = await staffPost("/admin/users/new", staff.admin.cookie, fields, "https://evil.example");
    expect([400, 403]).toContain(page.status);
    const dataPost = await staffPost("/admin/users/new.data", staff.admin.cookie, fields, "https://evil.example");
    expect([400, 403]).toContain(dataPost.status);
    const api = await staffRequest("/api/admin/users", staff.admin.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify(fields),
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: "Cross-site request refused." });
    const fetchMetadata = await staffRequest("/api/admin/users", staff.admin.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify(fields),
    });
    expect(fetchMetadata.status).toBe(403);
    expect(await db.select().from(adminUsers).where(eq(adminUsers.username, fields.username))).toHaveLength(0);

    // The same post from the site itself works.
    const own = await staffPost("/admin/users/new", staff.admin.cookie, fields, baseUrl);
    expect(own.status).toBe(302);
    expect(await db.select().from(adminUsers).where(eq(adminUsers.username, fields.username))).toHaveLength(1);
  });
});
