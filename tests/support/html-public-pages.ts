import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import type { Database } from "#db/index.server.ts";
import { listBlogCategoryOptions } from "~/models/blog.server";
import { listPublishedLandingPages } from "~/models/landing-pages.server";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { type PublicPool, listActivePools } from "~/models/pools.server";
import { listSitemapEntries } from "~/models/sitemap.server";
import { listActiveUrlMappings } from "~/models/url-mappings.server";
import { isBuiltInPageName } from "~/lib/content/built-in-page-names";
import { isLandingRoutePath } from "~/lib/content/landing-paths";
import { normalizeMappingPath } from "~/lib/content/landing-resolution";
import { englishRouteSegment, localizedPath } from "~/lib/i18n/locale";
import routes from "~/routes";
import { isPublicPagePattern } from "./public-routes.ts";

// Every public page of the site, derived from the route table and the database rather than written out,
// so that a new page is checked without editing a list, and a new kind of page that nothing here reaches
// is named by publicRoutesWithoutPage.

/** A request to render and the status its answer must have. */
export interface PublicPage {
  path: string;
  status: 200 | 400 | 403 | 404 | 410;
  /** Form fields to post; absent for a GET. */
  form?: Record<string, string>;
}

interface RouteInfo {
  id: string;
  /** The full path pattern, "" for the home page. */
  pattern: string;
}

const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

/** The route table as the router matches it (ids only), to find the route that answers a path. */
function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: routeId(entry), index: true }
      : { id: routeId(entry), path: entry.path, children: entry.children && toRouteObjects(entry.children) },
  );
}

/** Routes that render something (layouts left out) with their full path patterns. */
function answeringRoutes(entries: readonly RouteConfigEntry[], parent = ""): RouteInfo[] {
  return entries.flatMap((entry) => {
    const segment = englishRouteSegment(entry.path);
    const pattern = segment ? [parent, segment].filter(Boolean).join("/") : parent;
    const own = entry.index || segment ? [{ id: routeId(entry), pattern }] : [];
    return [...own, ...answeringRoutes(entry.children ?? [], pattern)];
  });
}

const ROUTE_OBJECTS = toRouteObjects(routes);
const PUBLIC_ROUTES = answeringRoutes(routes).filter(({ pattern }) => isPublicPagePattern(pattern));

/** The id of the route that answers a path (query ignored), as the router ranks them. */
function answeringRouteId(path: string): string | undefined {
  return matchRoutes(ROUTE_OBJECTS, path.split("?")[0]!)?.at(-1)?.route.id;
}

/** Public routes (as "id (pattern)") that none of these pages reaches. */
export function publicRoutesWithoutPage(pages: readonly PublicPage[]): string[] {
  const reached = new Set(pages.map((page) => answeringRouteId(page.path)));
  return PUBLIC_ROUTES.filter(({ id }) => !reached.has(id)).map(({ id, pattern }) => `${id} (/${pattern})`);
}

const isStatic = (pattern: string) => !/[:*]/.test(pattern);

/** Static pages that answer a request without the lead's signed token (from the success screen) as refused. */
const REFUSED_WITHOUT_TOKEN: ReadonlyMap<string, PublicPage["status"]> = new Map([["/consultation/book", 403]]);

/** Other states the server renders from the query: filters, empty results, a second page, a request type. */
const QUERY_STATES = [
  "/pools?brand=San+Juan&size=Small&view=list&filters=open",
  "/pools?q=no-such-pool-anywhere",
  "/pools-modern?spa=yes",
  "/latham-pools?series=Milan",
  "/blog?page=2",
  "/blog?search=no-such-post-anywhere",
  "/compare?pools=31,43,63,26,8,abc&diff=1",
  "/compare?pools=8&add=astoria",
  "/estimate?type=consultation",
  "/estimate?poolSize=10x20&sourcePage=10x20-fiberglass-pool",
];

/** Not-found answers, one for each kind of route that gives one. */
const NOT_FOUND_PATHS = [
  "/no-such-page",
  "/no-such/page",
  "/no/such/page",
  "/no/such/page/anywhere",
  "/pool-detail/slug/no-such-pool",
  "/pool-detail/999999",
  "/blog/no-such-post",
];

/** Forms posted without JavaScript and answered with their errors. */
const FORMS_WITH_ERRORS = [
  "/?index",
  "/estimate",
  "/contact",
  "/newsletter",
  "/project",
  "/admin-login",
  "/es?index",
  "/es/estimate",
  "/es/contact",
  "/es/newsletter",
  "/es/project",
];

/**
 * The pool pages (77 when seeded) share one template and differ by manufacturer and series (colours, features, similar
 * pools) and by having pictures or only the plan drawing: one pool of each kind keeps the run short.
 */
function onePoolOfEachKind(pools: readonly PublicPool[]): PublicPool[] {
  const byKind = new Map<string, PublicPool>();
  for (const pool of pools) {
    const kind = [pool.manufacturer ?? pool.brand, pool.series, pool.images.length > 0].join("|");
    if (!byKind.has(kind)) byKind.set(kind, pool);
  }
  return [...byKind.values()];
}

const isPoolPage = (path: string) => path.startsWith("/pool-detail/");

/** Every public page: each static route, each database-backed page, query states, 404s and form errors. */
export async function listPublicPages(db: Database): Promise<PublicPage[]> {
  const [entries, pools, categories, landingPages, mappings] = await Promise.all([
    listSitemapEntries(db),
    listActivePools(db),
    listBlogCategoryOptions(db),
    listPublishedLandingPages(db),
    listActiveUrlMappings(db),
  ]);
  const ok = (path: string): PublicPage => ({ path, status: 200 });
  const staticPaths = PUBLIC_ROUTES.filter(({ pattern }) => isStatic(pattern)).map(({ pattern }) => `/${pattern}`);
  const firstPool = pools[0];
  return [
    ...staticPaths.map((path): PublicPage => ({ path, status: REFUSED_WITHOUT_TOKEN.get(path) ?? 200 })),
    // Every static page's Spanish twin (decision 047), and a Spanish not-found page.
    ...staticPaths.map((path): PublicPage => {
      const spanish = localizedPath("es", path);
      return { path: spanish, status: REFUSED_WITHOUT_TOKEN.get(path) ?? 200 };
    }),
    { path: "/es/no-such-page", status: 404 },
    // Every visible blog post and landing page; pools by slug, as the sitemap links them.
    ...entries.filter((entry) => !isPoolPage(entry.path)).map((entry) => ok(entry.path)),
    // Legacy addresses still show their page, though the sitemap leaves them out.
    ...mappings
      .filter((m) => isBuiltInPageName(m.targetPage))
      .map((m) => normalizeMappingPath(m.legacyUrl))
      .filter(isLandingRoutePath)
      .map((path) => ok(encodeURI(path))),
    ...onePoolOfEachKind(pools).map((pool) => ok(poolDetailHref(pool))),
    ...(firstPool ? [ok(`/pool-detail/${firstPool.id}`), ok(`/estimate?poolId=${firstPool.id}`)] : []),
    ...categories.map((category) => ok(`/blog?category=${encodeURIComponent(category.slug)}`)),
    ...landingPages.map((page) => ok(`/enhanced-test/${encodeURIComponent(page.slug)}`)),
    ...QUERY_STATES.map(ok),
    ...NOT_FOUND_PATHS.map((path): PublicPage => ({ path, status: 404 })),
    // A consultation's own page needs its e-mailed link; a link that is not one (or no longer) says so.
    { path: "/consultation/not-a-consultation-link", status: 410 },
    // The newsletter's e-mailed links: one that is not genuine says so.
    { path: "/newsletter/confirm/not-a-newsletter-link", status: 410 },
    { path: "/newsletter/unsubscribe/not-a-newsletter-link", status: 404 },
    // A pool project's page needs its e-mailed link; any other link answers as an unknown one.
    { path: "/project/not-a-project-link", status: 404 },
    { path: "/es/project/not-a-project-link", status: 404 },
    ...FORMS_WITH_ERRORS.map((path): PublicPage => ({ path, status: 400, form: { website: "" } })),
  ];
}
