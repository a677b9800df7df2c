// What one client (or many) can add to the figures anonymous requests feed: landing-page visits, the
// landing pages' Views and call clicks. A server of its own, as production runs it (response cache on,
// behind a proxy so each test address is its own client through X-Forwarded-For, the per-address visit
// limit as shipped). Counts are read under this file's own pages, campaigns and paths.
import { and, eq, gte, inArray, like, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callClicks, landingPageVisits, landingPages, rateLimitCounters } from "#db/schema/index.ts";
import { CALL_CLICKS_PER_HOUR } from "~/lib/attribution/call-clicks";
import { LANDING_VIEWS_PER_HOUR } from "~/lib/attribution/landing-visits";
import { officeToday } from "~/lib/company/office-time";
import { OTHER_TAGS, OTHER_TAGS_LABEL, TAG_SETS_PER_DAY } from "~/lib/attribution/visit-tag-limit";
import { createCounterSweep } from "../../server/counter-sweep.ts";
import { VISITS_PER_ADDRESS_PER_HOUR } from "../../server/visit-counter.ts";
import { landingPageFields } from "../support/landing-page-fields.ts";
import { type ExtraApp, getTestApp, startAppWith } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";
import { BROWSER_USER_AGENT } from "../support/http.ts";

const NAME = `it-flood-${process.pid}`;
const ONE_CLIENT_PAGE = `${NAME}-one`;
const MANY_CLIENTS_PAGE = `${NAME}-many`;
const CALL_PATH = `/${NAME}-call`;
/** Test addresses (RFC 5737 documentation ranges): one per client. */
const address = (n: number) => `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`;
const staff = signedInStaffOfEveryRole();
let app: ExtraApp;

beforeAll(async () => {
  for (const slug of [ONE_CLIENT_PAGE, MANY_CLIENTS_PAGE]) {
    const response = await staffPost("/admin/landing-pages/new", staff.operations.cookie, landingPageFields(slug));
    expect(response.status, await response.clone().text()).toBe(302);
  }
  app = await startAppWith({
    responseCacheMs: 30_000,
    trustProxy: true,
    visitsPerAddressPerHour: VISITS_PER_ADDRESS_PER_HOUR,
    logger: pino({ level: "silent" }),
  });
});

afterAll(async () => {
  await app.close();
  const { db } = await getTestApp();
  await db.delete(landingPages).where(inArray(landingPages.slug, [ONE_CLIENT_PAGE, MANY_CLIENTS_PAGE]));
  await db.delete(landingPageVisits).where(like(landingPageVisits.landingPath, `/${NAME}%`));
  await db.delete(callClicks).where(eq(callClicks.pagePath, CALL_PATH));
});

/** A request from the client at `from`, read to the end (a visit counts once its answer is sent). */
async function fromClient(from: string, path: string, init: RequestInit = {}) {
  const response = await app.request(path, {
    ...init,
    headers: { "User-Agent": BROWSER_USER_AGENT, "X-Forwarded-For": from, ...init.headers },
  });
  await response.arrayBuffer();
  return response.status;
}

async function visitRows(landingPath: string) {
  const { db } = await getTestApp();
  return db.select().from(landingPageVisits).where(eq(landingPageVisits.landingPath, landingPath));
}

async function flushed() {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await app.flushVisits();
}

describe("a flood of landing-page visits", () => {
  it("counts at most the per-address limit of one client's cached views with made-up campaigns", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      statuses.push(
        await fromClient(address(0), `/${ONE_CLIENT_PAGE}?utm_source=x&utm_medium=y&utm_campaign=fake-${i}`),
      );
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    await flushed();
    const rows = await visitRows(`/${ONE_CLIENT_PAGE}`);
    expect(rows.reduce((sum, row) => sum + row.visits, 0)).toBe(VISITS_PER_ADDRESS_PER_HOUR);
    expect(rows.length).toBeLessThanOrEqual(VISITS_PER_ADDRESS_PER_HOUR);
    // Another client is still counted.
    await fromClient(address(1), `/${ONE_CLIENT_PAGE}`);
    await flushed();
    const after = await visitRows(`/${ONE_CLIENT_PAGE}`);
    expect(after.find((row) => row.utmCampaign === "")?.visits).toBe(1);
  });

  it("counts the day's first tag sets of a page on their own and the rest as other, shown so in the report", async () => {
    const clients = TAG_SETS_PER_DAY + 10;
    for (let i = 0; i < clients; i++) {
      const status = await fromClient(
        address(10 + i),
        `/${MANY_CLIENTS_PAGE}?utm_source=${NAME}&utm_medium=cpc&utm_campaign=made-up-${i}`,
      );
      expect(status).toBe(200);
    }
    await flushed();
    const rows = await visitRows(`/${MANY_CLIENTS_PAGE}`);
    expect(rows).toHaveLength(TAG_SETS_PER_DAY + 1);
    expect(rows.reduce((sum, row) => sum + row.visits, 0)).toBe(clients);
    const other = rows.find((row) => row.utmCampaign === OTHER_TAGS.utmCampaign);
    expect(other).toMatchObject({ ...OTHER_TAGS, day: officeToday(), visits: 10 });

    const today = officeToday();
    const report = await staffRequest(
      `/admin/reports/sources?from=${today}&to=${today}&group=campaign`,
      staff.admin.cookie,
    );
    expect(report.status).toBe(200);
    expect(await pageText(report)).toContain(OTHER_TAGS_LABEL);
    const csv = await staffRequest(
      `/admin/reports/sources.csv?from=${today}&to=${today}&group=campaign`,
      staff.admin.cookie,
    );
    const line = (await csv.text()).split("\r\n").find((row) => row.startsWith(OTHER_TAGS_LABEL));
    expect(line?.split(",")[1]).toBe("10");
  });
});

describe("a flood of track-view and call-click posts", () => {
  it("raises a landing page's Views by at most the per-address limit", async () => {
    const { db } = await getTestApp();
    const views = async () =>
      (await db.select().from(landingPages).where(eq(landingPages.slug, ONE_CLIENT_PAGE)))[0]!.views;
    const before = await views();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      statuses.push(
        await fromClient(address(100), `/api/landing-pages/${ONE_CLIENT_PAGE}/track-view`, { method: "POST" }),
      );
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(LANDING_VIEWS_PER_HOUR);
    expect(statuses.slice(LANDING_VIEWS_PER_HOUR).every((status) => status === 429)).toBe(true);
    expect(await views()).toBe(before + LANDING_VIEWS_PER_HOUR);
    // Another visitor's view still counts.
    expect(await fromClient(address(101), `/api/landing-pages/${ONE_CLIENT_PAGE}/track-view`, { method: "POST" })).toBe(
      204,
    );
    expect(await views()).toBe(before + LANDING_VIEWS_PER_HOUR + 1);
  });

  it("stores at most the per-address limit of one client's call clicks", async () => {
    const { db } = await getTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      statuses.push(
        await fromClient(address(200), "/api/call-clicks", {
          method: "POST",
          headers: { "Content-Type": "text/plain;charset=UTF-8" },
          body: JSON.stringify({ path: CALL_PATH, office: "orlando" }),
        }),
      );
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(CALL_CLICKS_PER_HOUR);
    const [stored] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(callClicks)
      .where(eq(callClicks.pagePath, CALL_PATH));
    expect(stored!.count).toBe(CALL_CLICKS_PER_HOUR);
  });
});

describe("retention", () => {
  it("deletes visits and call clicks older than the report's longest range, and passed rate-limit windows", async () => {
    const { db } = await getTestApp();
    // A clock in 2005: the longest range (731 days) ending on 2005-06-01 starts on 2003-06-02 (Florida days).
    const now = new Date("2005-06-01T16:00:00Z");
    const path = `/${NAME}-old`;
    await db.insert(landingPageVisits).values([
      { day: "2003-06-01", landingPath: path, visits: 4 },
      { day: "2003-06-02", landingPath: path, visits: 5 },
    ]);
    await db.insert(callClicks).values([
      { pagePath: CALL_PATH, createdAt: new Date("2003-06-02T03:59:00Z") }, // 23:59 on June 1 in Florida
      { pagePath: CALL_PATH, createdAt: new Date("2003-06-02T04:01:00Z") },
    ]);
    await db.insert(rateLimitCounters).values({
      key: `${NAME}-expired`,
      windowStart: new Date("2005-05-01T00:00:00Z"),
      expiresAt: new Date("2005-05-01T01:00:00Z"),
      count: 3,
    });

    const sweep = createCounterSweep({ db, logger: pino({ level: "silent" }) });
    expect(await sweep.sweepOnce(now)).toEqual({ visitRows: 1, callClicks: 1 });

    expect((await visitRows(path)).map((row) => row.day)).toEqual(["2003-06-02"]);
    const clicks = await db
      .select()
      .from(callClicks)
      .where(and(eq(callClicks.pagePath, CALL_PATH), gte(callClicks.createdAt, new Date("2003-01-01"))));
    expect(clicks.filter((click) => click.createdAt.getFullYear() === 2003)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `${NAME}-expired`)),
    ).toEqual([]);
  });
});
