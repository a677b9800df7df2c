// Finds what takes input on the running site: every form on every page of the
// sitemap (and the staff sign-in, which is not in it), every kind of query
// string the pages link to, every route with a path parameter, and the /api
// routes. Forms and links come from the pages themselves, so a new form is
// scanned without anyone adding it here. One target per form (set of field
// names) and one per route's query string (every name seen), however many
// pages repeat them.
import { apiTargets, bookedLead, checkApiCoverage } from "./api-targets.ts";
import { type FormField, parseForms, parseLinks } from "./html.ts";
import { matchRoute, pathParameterRoutes } from "./route-table.ts";
import { fieldValue } from "./sample-values.ts";
import { MARKER, type ScanTarget, dataUrl } from "./targets.ts";
import type { WapitiPass } from "./wapiti.ts";

/** Pages with input that the sitemap leaves out (it lists what search engines should index). */
// The designer's details form shows once a model is chosen (pool 8 is in the seed).
const PAGES_NOT_IN_SITEMAP = ["/admin-login", "/design?poolId=8"];
/** A sign-in with an account that does not exist fails with 401; everything else accepts the sample request. */
const EXPECTED_STATUS: Record<string, number> = { "routes/admin/login": 401 };
const FETCH_CONCURRENCY = 4;

export interface Discovery {
  targets: ScanTarget[];
  /** wapiti's two passes: the pages with forms (one per set of fields), and one link per route's query string. */
  wapiti: { forms: WapitiPass; queries: WapitiPass };
  pagesRead: number;
  /** A published landing page's slug (the landing-page API and the probes need one). */
  landingSlug: string;
}

async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => {
    const url = new URL(loc.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
}

async function readPages(baseUrl: string, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const url = baseUrl + paths[next++];
      const response = await fetch(url);
      const html = await response.text();
      if (response.ok && (response.headers.get("content-type") ?? "").includes("text/html")) pages.set(url, html);
    }
  };
  await Promise.all(Array.from({ length: FETCH_CONCURRENCY }, worker));
  return pages;
}

/** "/pool-detail/slug/aruba" → "/pool-detail/slug/:slug" for the report. */
function pattern(pathname: string, params: Record<string, string>): string {
  const names = new Map(Object.entries(params).map(([name, value]) => [encodeURIComponent(value), name]));
  return pathname
    .split("/")
    .map((segment) => (names.has(segment) ? `:${names.get(segment)}` : segment))
    .join("/");
}

/** The URL with a `*` after each path parameter's segment: where sqlmap puts its payloads. */
function markPathParameters(url: URL, params: Record<string, string>): URL {
  const values = new Set(Object.values(params).map(encodeURIComponent));
  const marked = new URL(url);
  marked.search = "";
  marked.pathname = url.pathname
    .split("/")
    .map((segment) => (values.has(segment) ? segment + MARKER : segment))
    .join("/");
  return marked;
}

/** A landing page that staff published (the sitemap also lists built-in pages at /:slug, which the API does not serve). */
async function publishedLandingSlug(baseUrl: string, pageUrls: string[]): Promise<string> {
  for (const url of pageUrls) {
    if (matchRoute(new URL(url).pathname)?.id !== "landing-slug") continue;
    const slug = new URL(url).pathname.slice(1);
    const response = await fetch(`${baseUrl}/api/landing-pages/${slug}`);
    await response.arrayBuffer();
    if (response.ok) return slug;
  }
  throw new Error("no published landing page in the sitemap: the /api/landing-pages targets need one");
}

type QueryGroup = { routeId: string; url: URL; values: Map<string, string>; alsoAt: string[] };

/**
 * Routes that take the same query names are one target: /latham-pools, /san-juan-pools and /pools-modern show
 * one catalogue with one set of filters (their loaders do not read the query at all).
 */
function groupQueries(queries: Map<string, { url: URL; values: Map<string, string> }>): QueryGroup[] {
  const groups = new Map<string, QueryGroup>();
  for (const [routeId, query] of queries) {
    const names = [...query.values.keys()].sort().join(",");
    const group = groups.get(names);
    if (group) group.alsoAt.push(query.url.pathname);
    else groups.set(names, { routeId, ...query, alsoAt: [] });
  }
  return [...groups.values()];
}

function queryTargets(groups: QueryGroup[]): ScanTarget[] {
  return groups.map(({ routeId, url, values, alsoAt }) => {
    const withAll = new URL(url.pathname, url);
    for (const [name, value] of values) withAll.searchParams.set(name, value);
    const also = alsoAt.length > 0 ? ` (also ${alsoAt.join(", ")})` : "";
    return {
      name: `GET ${url.pathname}?${[...values.keys()].join("&")}${also}`,
      routeId,
      method: "GET",
      url: dataUrl(withAll),
      params: [...values.keys()],
      expectedStatus: "2xx",
    };
  });
}

/**
 * Routes with path parameters that no page links to (a pool by id, staff previews, landing sub-pages): scanned
 * at their pattern with "1" for each parameter; they may answer 404 or redirect, never 5xx.
 */
function unlinkedPathTargets(found: Map<string, ScanTarget>, baseUrl: string): ScanTarget[] {
  const scanned = new Set([...found.values()].map((t) => t.routeId));
  return pathParameterRoutes()
    .filter((route) => !scanned.has(route.id))
    .map((route) => ({
      name: `GET /${route.path}`,
      routeId: route.id,
      method: "GET",
      url: dataUrl(new URL(`/${route.path}`.replace(/:\w+/g, `1${MARKER}`), baseUrl)),
      params: [],
      expectedStatus: "not-5xx",
    }));
}

export async function discover(baseUrl: string): Promise<Discovery> {
  const paths = [...new Set([...(await sitemapPaths(baseUrl)), ...PAGES_NOT_IN_SITEMAP])];
  const pages = await readPages(baseUrl, paths);
  const targets = new Map<string, ScanTarget>();
  // Each page with a new form, and its number of fields.
  const formPages = new Map<string, number>();

  const addPostForm = (action: URL, fields: FormField[], pageUrl: string) => {
    const route = matchRoute(action.pathname);
    if (!route) return;
    const names = fields.map((f) => f.name);
    // One target per set of fields: /free-estimate (a landing page) posts the estimate form to the estimate action.
    const key = `POST ${[...names].sort().join(",")}`;
    if (targets.has(key)) return;
    formPages.set(pageUrl, names.length);
    targets.set(key, {
      name: `POST ${action.pathname}${action.search} (form)`,
      routeId: route.id,
      method: "POST",
      url: dataUrl(action),
      body: new URLSearchParams(fields.map((f) => [f.name, fieldValue(f)])).toString(),
      // Leads store the user agent too.
      params: [...names, "user-agent"],
      expectedStatus: EXPECTED_STATUS[route.id] ?? "2xx",
    });
  };

  // Query strings by route: every name any link or form uses, each with the first value seen.
  const queries = new Map<string, { url: URL; values: Map<string, string> }>();
  const addQuery = (url: URL) => {
    const route = matchRoute(url.pathname);
    if (!route || url.searchParams.size === 0) return;
    const query = queries.get(route.id) ?? { url, values: new Map<string, string>() };
    queries.set(route.id, query);
    for (const [name, value] of url.searchParams) if (!query.values.has(name)) query.values.set(name, value);
  };

  const addPathParameters = (url: URL) => {
    const route = matchRoute(url.pathname);
    if (!route || Object.keys(route.params).length === 0) return;
    const key = `PATH ${route.id}`;
    if (targets.has(key)) return;
    targets.set(key, {
      name: `GET ${pattern(url.pathname, route.params)}`,
      routeId: route.id,
      method: "GET",
      url: dataUrl(markPathParameters(url, route.params)),
      params: [],
      expectedStatus: "2xx",
    });
  };

  for (const [pageUrl, html] of pages) {
    addPathParameters(new URL(pageUrl));
    for (const form of parseForms(html, pageUrl)) {
      const action = new URL(form.action);
      if (form.method === "POST") {
        addPostForm(action, form.fields, pageUrl);
      } else {
        for (const field of form.fields) action.searchParams.append(field.name, fieldValue(field));
        addQuery(action);
      }
    }
    for (const link of parseLinks(html, pageUrl)) {
      if (link.search) addQuery(link);
      else addPathParameters(link);
    }
  }

  const queryGroups = groupQueries(queries);
  for (const target of [...unlinkedPathTargets(targets, baseUrl), ...queryTargets(queryGroups)]) {
    targets.set(target.name, target);
  }

  const landingSlug = await publishedLandingSlug(baseUrl, [...pages.keys()]);
  const api = apiTargets(baseUrl, landingSlug, await bookedLead(baseUrl));
  const uncovered = checkApiCoverage(api);
  if (uncovered.length > 0) {
    throw new Error(`public /api routes without a scan target (add them to api-targets.ts): ${uncovered.join(", ")}`);
  }
  return {
    targets: [...targets.values(), ...api],
    wapiti: {
      // Smallest form first (after the home page's: wapiti reads the site's root first): wapiti checks its time
      // limit only between one page or form and the next, and its blindsql module alone spends over a minute on
      // the 13 fields of the estimate form once it has begun.
      forms: { name: "forms", startUrls: [...formPages].sort(([, a], [, b]) => a - b).map(([url]) => url) },
      // As the site links them: the page renders what they say (the JSON API is left to sqlmap). First a campaign
      // visit: its utm_* values go into the attribution cookie (stored with leads), which the cookie check reads.
      queries: {
        name: "query strings",
        startUrls: [
          `${baseUrl}/?utm_source=security-scan&utm_medium=scan`,
          ...[...queryGroups.values()].map(({ url }) => url.href),
        ],
      },
    },
    pagesRead: pages.size,
    landingSlug,
  };
}
