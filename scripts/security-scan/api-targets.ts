// The public /api routes, each with a request it accepts. Pages and forms are
// found by crawling the site; the JSON API is not linked from any page, so it
// is listed here, and `checkApiCoverage` fails the scan when app/routes.ts
// gains a public /api route that has no entry below.
import { publicApiRoutes } from "./route-table.ts";
import { SAMPLE_LEAD } from "./sample-values.ts";
import { MARKER, type ScanTarget } from "./targets.ts";

const LEAD = {
  ...SAMPLE_LEAD,
  requestType: "estimate",
  sourcePage: "pools",
  nearestBranch: "OCALA",
  consentToContact: true,
  poolId: 8,
  poolName: "Milan 10.20",
  service: "Installation",
};

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** A lead sent through the API and booked into a free slot: what POST /api/consultations needs to get past its checks. */
export interface BookedLead {
  leadId: number;
  leadToken: string;
  officeId: string;
  start: string;
}

/**
 * Sends a lead and books its first free slot, so that the scanned booking request carries a valid token and
 * reaches the booking itself (answered 409 "already booked" from then on, whatever the payloads do).
 */
export async function bookedLead(baseUrl: string): Promise<BookedLead> {
  const postJson = (path: string, body: unknown) =>
    fetch(baseUrl + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const sent = await postJson("/api/estimates", { ...LEAD, email: "booking-scan@example.com" });
  if (sent.status !== 201) throw new Error(`POST /api/estimates for the booking target answered ${sent.status}`);
  const { id: leadId, leadToken } = (await sent.json()) as { id: number; leadToken: string };
  const officeId = "ocala";
  const free = await fetch(`${baseUrl}${query("/api/consultations/slots", { officeId })}`);
  const { slots } = (await free.json()) as { slots: { start: string }[] };
  const start = slots[0]?.start;
  if (!start) throw new Error("no free consultation slot at Ocala for the booking target");
  const booked = await postJson("/api/consultations", { leadId, leadToken, officeId, start });
  if (booked.status !== 201)
    throw new Error(`POST /api/consultations for the booking target answered ${booked.status}`);
  return { leadId, leadToken, officeId, start };
}

/**
 * `landingSlug`: a published landing page (for the routes that take one in their path); `booking`: a lead
 * already booked (see bookedLead).
 */
export function apiTargets(baseUrl: string, landingSlug: string, booking: BookedLead): ScanTarget[] {
  const get = (routeId: string, pathAndQuery: string, params: string[]): ScanTarget => ({
    name: `GET ${pathAndQuery.split("?")[0]?.replaceAll(MARKER, "")}`,
    routeId,
    method: "GET",
    url: baseUrl + pathAndQuery,
    params,
    expectedStatus: "2xx",
  });
  const blogQuery = {
    page: "1",
    limit: "9",
    status: "published",
    category: "installation",
    author: "",
    search: "pool",
  };
  return [
    // Today /api/pools and /api/manufacturers read no query; scanned with one in case they start to.
    get("routes/api/pools", query("/api/pools", { manufacturer: "Latham", page: "1", limit: "10" }), [
      "manufacturer",
      "page",
      "limit",
    ]),
    get("routes/api/manufacturers", query("/api/manufacturers", { enabled: "true" }), ["enabled"]),
    get("routes/api/blog", query("/api/blog", blogQuery), Object.keys(blogQuery)),
    get("routes/api/url-mappings", query("/api/url-mappings", { legacyUrl: "/old-pools-page" }), ["legacyUrl"]),
    get("routes/api/landing-page", `/api/landing-pages/${landingSlug}${MARKER}`, []),
    get("routes/api/consultation-slots", query("/api/consultations/slots", { officeId: "ocala" }), ["officeId"]),
    {
      name: "POST /api/consultations (JSON)",
      routeId: "routes/api/consultations",
      method: "POST",
      url: `${baseUrl}/api/consultations`,
      body: JSON.stringify(booking),
      params: Object.keys(booking),
      expectedStatus: 409,
    },
    {
      name: "POST /api/call-clicks (beacon)",
      routeId: "routes/api/call-clicks",
      method: "POST",
      url: `${baseUrl}/api/call-clicks`,
      body: JSON.stringify({ path: "/pools", office: "ocala" }),
      params: ["path", "office"],
      expectedStatus: 204,
    },
    {
      name: "POST /api/landing-pages/:slug/track-view",
      routeId: "routes/api/landing-page-track-view",
      method: "POST",
      url: `${baseUrl}/api/landing-pages/${landingSlug}${MARKER}/track-view`,
      params: [],
      expectedStatus: 204,
    },
    {
      name: "POST /api/estimates (JSON)",
      routeId: "routes/api/estimates",
      method: "POST",
      url: `${baseUrl}/api/estimates`,
      body: JSON.stringify(LEAD),
      // The user agent is stored with the lead.
      params: [...Object.keys(LEAD), "user-agent"],
      expectedStatus: 201,
    },
  ];
}

/** Public /api routes in app/routes.ts that no target above covers (the scan fails on any). */
export function checkApiCoverage(targets: ScanTarget[]): string[] {
  const covered = new Set(targets.map((t) => t.routeId));
  return publicApiRoutes()
    .filter((route) => !covered.has(route.id))
    .map((route) => `/${route.path} (${route.id})`);
}
