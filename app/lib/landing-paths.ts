import { matchRoutes } from "react-router";

// Which addresses the dynamic landing route actually answers. The router ranks static routes above a
// slug, so a landing page or mapping whose address a real page owns (a slug "pools", a mapping "/blog/x")
// is never shown; the sitemap must not list it either. Kept in step with app/routes.ts by a unit test.

/** Every path pattern of app/routes.ts that is not the landing route (nor the catch-all 404). */
export const STATIC_ROUTE_PATHS = [
  "api/pools",
  "api/manufacturers",
  "api/estimates",
  "api/blog",
  "api/landing-pages/:slug",
  "api/landing-pages/:slug/track-view",
  "api/url-mappings",
  "api/admin/me",
  "api/admin/users",
  "api/admin/leads/export",
  "api/*",
  "robots.txt",
  "sitemap.xml",
  "pool-plans/:file",
  "admin-login",
  "admin-logout",
  "admin-dashboard",
  "admin/admin-estimates",
  "admin/estimates",
  "admin/contacts",
  "admin/pools",
  "admin/manufacturers",
  "admin/blog",
  "admin/landing-pages",
  "admin/users",
  "admin/users/new",
  "admin/users/:userId",
  "admin/settings",
  "admin/account",
  "admin/leads/:leadId",
  "admin/financing-partners",
  "admin/financing-partners/new",
  "admin/financing-partners/:partnerId",
  "admin/faq",
  "admin/faq/new",
  "admin/faq/:faqId",
  "admin/resources",
  "admin/resources/new",
  "admin/resources/:resourceId",
  "pool/:id",
  "above-ground",
  "/",
  "pools",
  "pools-modern",
  "pool-detail/:id",
  "pool-detail/slug/:slug",
  "latham-pools",
  "san-juan-pools",
  "above-ground-pools",
  "10x20-fiberglass-pool",
  "10x20-pool",
  "compact-fiberglass-pools",
  "fiberglass-by-size/small-pools",
  "fiberglass-by-size/compact-pools",
  "pool-sizes/10x20",
  "installation",
  "design",
  "about",
  "resources",
  "privacy-policy",
  "terms-of-service",
  "legal-disclaimers",
  "cookie-policy",
  "sitemap",
  "fiberglass-pools-ocala",
  "south-florida-promotion",
  "estimate",
  "contact",
  "financing",
  "calculator",
  "resurfacing",
  "packages",
  "blog",
  "blog-database",
  "blog/:slug",
  "test-landing",
  // The preview route shares the landing module but never resolves mappings or published pages by path.
  "enhanced-test/:slug",
] as const;

/** The paths the landing route module answers by slug. */
export const LANDING_ROUTE_PATHS = [":slug", ":slug/:subsection", ":slug/:subsection/:item"] as const;

const RANKED_ROUTES = [
  ...STATIC_ROUTE_PATHS.map((path) => ({ id: "static", path })),
  ...LANDING_ROUTE_PATHS.map((path) => ({ id: "landing", path })),
];

/** True when a request for this path reaches the dynamic landing route (same ranking as the router). */
export function isLandingRoutePath(pathname: string): boolean {
  const matches = matchRoutes(RANKED_ROUTES, pathname);
  return matches?.at(-1)?.route.id === "landing";
}
