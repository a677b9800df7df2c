// Visits to landing pages (decision 033): counted by the server
// before the response cache into landing_page_visits, shown by the source
// report. The worker's database is shared with other test files (which visit
// the local pages too), so every count here is of a landing page or campaign
// made by this file, read as a difference or under its own names.
import { request as httpRequest } from "node:http";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPageVisits, landingPages } from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";
import { landingPageFields } from "../support/landing-page-fields.ts";
import { type ExtraApp, getTestApp, startAppWith } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";
import { BROWSER_USER_AGENT } from "../support/http.ts";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const NAME = `it-visits-${process.pid}`;
const PAGE = `/${NAME}-page`;
const DRAFT = `/${NAME}-draft`;
const staff = signedInStaffOfEveryRole();

/** Publishes (or drafts) a landing page the way staff do, through the admin form. */
async function createLandingPage(slug: string, status: "published" | "draft") {
  const response = await staffPost(
    "/admin/landing-pages/new",
    staff.operations.cookie,
    landingPageFields(slug, { status }),
  );
  expect(response.status, await response.clone().text()).toBe(302);
}

beforeAll(async () => {
  await createLandingPage(PAGE.slice(1), "published");
  await createLandingPage(DRAFT.slice(1), "draft");
});

afterAll(async () => {
  const { db } = await getTestApp();
  await db.delete(landingPages).where(inArray(landingPages.slug, [PAGE.slice(1), DRAFT.slice(1)]));
  await db.delete(landingPageVisits).where(like(landingPageVisits.landingPath, `/${NAME}%`));
  await db.delete(landingPageVisits).where(like(landingPageVisits.utmCampaign, `${NAME}%`));
});

/** A visitor's browser asking for a page. */
function browse(path: string, init: RequestInit = {}, app: { request: ExtraApp["request"] } | null = null) {
  const headers = new Headers(init.headers);
  if (!headers.has("User-Agent")) headers.set("User-Agent", BROWSER_USER_AGENT);
  return (app ?? { request: async (p: string, i?: RequestInit) => (await getTestApp()).request(p, i) }).request(path, {
    ...init,
    headers,
  });
}

/** Visits stored for a landing path and campaign, all days together ('' for no campaign). */
async function storedVisits(landingPath: string, utmCampaign = ""): Promise<number> {
  const { db } = await getTestApp();
  const [row] = await db
    .select({ visits: sql<number>`coalesce(sum(${landingPageVisits.visits}), 0)`.mapWith(Number) })
    .from(landingPageVisits)
    .where(and(eq(landingPageVisits.landingPath, landingPath), eq(landingPageVisits.utmCampaign, utmCampaign)));
  return row!.visits;
}

/** Lets the answered requests be counted, then writes the counts (the server does this every 10 s by itself). */
async function flushed(app: { flushVisits(): Promise<void> }) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await app.flushVisits();
}

describe("counting visits to landing pages", () => {
  it("counts a view of a published landing page, right after staff published it", async () => {
    const app = await getTestApp();
    const before = await storedVisits(PAGE);
    const response = await browse(PAGE);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Naples Pools");
    await flushed(app);
    expect(await storedVisits(PAGE)).toBe(before + 1);
    // Counted again, not stored twice: the day's row grows.
    await (await browse(PAGE)).text();
    await flushed(app);
    expect(await storedVisits(PAGE)).toBe(before + 2);
  });

  it("counts a tagged view under the page view's own source, medium and campaign, on today's Florida day", async () => {
    const app = await getTestApp();
    const campaign = `${NAME}-spring`;
    const response = await browse(`${PAGE}?utm_source=itsearch&utm_medium=cpc&utm_campaign=${campaign}&gclid=abc`);
    expect(response.status).toBe(200);
    await response.text();
    await flushed(app);
    const { db } = await getTestApp();
    const rows = await db.select().from(landingPageVisits).where(eq(landingPageVisits.utmCampaign, campaign));
    expect(rows).toEqual([
      {
        day: officeToday(),
        landingPath: PAGE,
        utmSource: "itsearch",
        utmMedium: "cpc",
        utmCampaign: campaign,
        visits: 1,
      },
    ]);
  });

  it("counts the built-in local pages, whatever the case of the address", async () => {
    const app = await getTestApp();
    const campaign = `${NAME}-local`;
    for (const path of ["/fiberglass-pools-ocala", "/Fiberglass-Pools-Ocala", "/south-florida-promotion"]) {
      const response = await browse(`${path}?utm_source=itlocal&utm_medium=email&utm_campaign=${campaign}`);
      expect(response.status, path).toBe(200);
      await response.text();
    }
    await flushed(app);
    expect(await storedVisits("/fiberglass-pools-ocala", campaign)).toBe(2);
    expect(await storedVisits("/south-florida-promotion", campaign)).toBe(1);
  });

  it("does not count crawlers, prefetches, scripts' and client navigations' requests, HEAD, staff, other pages and 404s", async () => {
    const app = await getTestApp();
    const campaign = `${NAME}-refused`;
    const tags = `utm_source=itrefused&utm_medium=cpc&utm_campaign=${campaign}`;
    const answered = async (path: string, init: RequestInit = {}) => {
      const response = await browse(`${path}${path.includes("?") ? "&" : "?"}${tags}`, init);
      await response.arrayBuffer();
      return response.status;
    };

    expect(await answered(PAGE, { headers: { "User-Agent": GOOGLEBOT } })).toBe(200);
    expect(await answered(PAGE, { headers: { Purpose: "prefetch" } })).toBe(200);
    expect(await answered(PAGE, { headers: { "Sec-Purpose": "prefetch;prerender" } })).toBe(200);
    expect(await answered(PAGE, { headers: { "Sec-Fetch-Dest": "empty" } })).toBe(200);
    expect(await answered(PAGE, { method: "HEAD" })).toBe(200);
    expect(await answered(`${PAGE}.data`)).toBe(200);
    await answered(`${PAGE}?_data=routes%2Fsite%2Flanding`);
    expect(await answered(PAGE, { headers: { Cookie: staff.admin.cookie } })).toBe(200);
    expect(await answered("/pools")).toBe(200);
    expect(await answered("/api/pools")).toBe(200);
    expect(await answered(`/api/landing-pages${PAGE}`)).toBe(200);
    expect(await answered("/assets/it-visits-missing.js")).toBe(404);
    expect(await answered(`/${NAME}-no-such-page`)).toBe(404);
    expect(await answered(DRAFT)).toBe(404);
    expect(await answered(`/fiberglass-pools-ocala/${NAME}`)).toBe(404);
    // No user agent at all (fetch always sends one).
    const { baseUrl } = await getTestApp();
    const status = await new Promise<number>((resolve, reject) => {
      httpRequest(`${baseUrl}${PAGE}?${tags}`, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
        .on("error", reject)
        .end();
    });
    expect(status).toBe(200);
    await flushed(app);

    const { db } = await getTestApp();
    const countedRows = () => db.select().from(landingPageVisits).where(eq(landingPageVisits.utmCampaign, campaign));
    expect(await countedRows()).toEqual([]);

    // The same address from a person's browser is counted: what kept the others out was the request.
    expect(await answered(PAGE)).toBe(200);
    await flushed(app);
    expect((await countedRows()).map((row) => [row.landingPath, row.visits])).toEqual([[PAGE, 1]]);
  });
});

describe("with the response cache", () => {
  let cached: ExtraApp;

  beforeAll(async () => {
    cached = await startAppWith({ responseCacheMs: 60_000 });
  });

  afterAll(async () => {
    await cached.close();
  });

  it("counts a view answered from memory exactly like a rendered one, and the page stays cacheable", async () => {
    const campaign = `${NAME}-cached`;
    const path = `${PAGE}?utm_source=itcache&utm_medium=cpc&utm_campaign=${campaign}`;
    let views = 0;
    let fromCache: Response | null = null;
    for (let attempt = 0; attempt < 50 && !fromCache; attempt++) {
      const response = await browse(path, {}, cached);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      views++;
      // Stored answers carry script hashes in their policy instead of a nonce.
      if (response.headers.get("content-security-policy")?.includes("'sha256-")) fromCache = response;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fromCache, "the landing page was never answered from the cache").not.toBeNull();
    // Two more from memory, one of them a 304 for a browser that has the page.
    const again = await browse(path, {}, cached);
    expect(again.headers.get("content-security-policy")).toContain("'sha256-");
    await again.arrayBuffer();
    const notModified = await browse(path, { headers: { "If-None-Match": again.headers.get("etag")! } }, cached);
    expect(notModified.status).toBe(304);
    views += 2;
    // A crawler's copy from memory is not a visit.
    await (await browse(path, { headers: { "User-Agent": GOOGLEBOT } }, cached)).arrayBuffer();

    await flushed(cached);
    expect(await storedVisits(PAGE, campaign)).toBe(views);
  });
});

describe("the source report", () => {
  it("shows the day's visits per campaign and per landing page, on the page and in its CSV", async () => {
    const app = await getTestApp();
    const campaign = `${NAME}-report`;
    for (let i = 0; i < 3; i++) {
      await (await browse(`${PAGE}?utm_source=itreport&utm_medium=social&utm_campaign=${campaign}`)).text();
    }
    await flushed(app);
    const today = officeToday();
    const label = `itreport / social / ${campaign}`;

    const csv = await staffRequest(
      `/admin/reports/sources.csv?from=${today}&to=${today}&group=campaign`,
      staff.admin.cookie,
    );
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).split("\r\n").map((line) => line.split(","));
    expect(rows.find((row) => row[0] === label)?.slice(0, 3)).toEqual([label, "3", "0"]);

    const page = await staffRequest(
      `/admin/reports/sources?from=${today}&to=${today}&group=campaign`,
      staff.operations.cookie,
    );
    expect(page.status).toBe(200);
    const html = await pageText(page);
    const row = html.match(new RegExp(`<th scope="row"[^>]*>${label}</th>((?:<td[^>]*>[^<]*</td>){7})`))?.[1];
    expect(row, "the campaign's row").toBeDefined();
    expect([...row!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]).slice(0, 2)).toEqual(["3", "0"]);

    // By landing page: every counted view of the page today, tagged or not.
    const { db } = await getTestApp();
    const [{ visits }] = (await db
      .select({ visits: sql<number>`sum(${landingPageVisits.visits})`.mapWith(Number) })
      .from(landingPageVisits)
      .where(and(eq(landingPageVisits.landingPath, PAGE), eq(landingPageVisits.day, today)))) as [{ visits: number }];
    const byPage = await staffRequest(
      `/admin/reports/sources.csv?from=${today}&to=${today}&group=landing`,
      staff.admin.cookie,
    );
    const pageRow = (await byPage.text()).split("\r\n").find((line) => line.startsWith(`${PAGE},`));
    expect(pageRow?.split(",")[1]).toBe(String(visits));
    expect(visits).toBeGreaterThanOrEqual(3);
  });
});
