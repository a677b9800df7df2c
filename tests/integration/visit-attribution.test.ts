import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { callClicks, rateLimitCounters } from "#db/schema/index.ts";
import { CALL_CLICKS_PER_HOUR } from "~/lib/attribution/call-clicks";
import { getTestApp } from "../setup/test-app.ts";
import { postJson, servedFormCookie } from "../support/http.ts";
import { estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { leadsWithPhone } from "../support/leads.ts";

// A tagged visit's click ids and campaign end up as columns of the lead (docs/decisions/033), and tel: clicks
// are counted by a beacon that stores no personal data and refuses anything else.

const TAGS = "utm_source=google&utm_medium=cpc&utm_campaign=spring-pools&gclid=G-123&fbclid=FB-456&msclkid=MS-789";

/** The attribution cookie a visit to `address` from `referrer` leaves, as the browser sends it back. */
async function visit(address: string, referrer?: string): Promise<string> {
  const app = await getTestApp();
  const response = await app.request(address, { headers: referrer ? { Referer: referrer } : {} });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

const leadWithPhone = async (phone: string) => (await leadsWithPhone(phone))[0]!;

const EXPECTED_COLUMNS = {
  gclid: "G-123",
  fbclid: "FB-456",
  msclkid: "MS-789",
  gbraid: null,
  wbraid: null,
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring-pools",
  landingPath: "/fiberglass-pools-ocala",
  referrerHost: "www.google.com",
};

describe("a tagged visit, then a lead", () => {
  // The first render compiles the pages' modules; a busy machine can take longer than one test's time.
  beforeAll(async () => {
    const app = await getTestApp();
    await app.request("/fiberglass-pools-ocala");
    await app.request("/contact");
    await app.request("/pools");
  }, 240_000);

  it("stores the click ids, campaign, landing page and referrer host as columns (POST /api/estimates)", async () => {
    const before = Date.now();
    const cookie = await visit(`/fiberglass-pools-ocala?${TAGS}`, "https://www.google.com/search?q=pool");
    const payload = estimatePayload();
    expect((await postJson("/api/estimates", payload, { Cookie: cookie })).status).toBe(201);
    const lead = await leadWithPhone(payload.phone);
    expect(lead).toMatchObject(EXPECTED_COLUMNS);
    // Meta's form: fb.1.<ms of the visit that carried the fbclid>.<fbclid>
    const [, , ms, fbclid] = lead.fbc!.split(".");
    expect(lead.fbc).toMatch(/^fb\.1\.\d{13}\.FB-456$/);
    expect(Number(ms)).toBeGreaterThanOrEqual(before - 1000);
    expect(Number(ms)).toBeLessThanOrEqual(Date.now());
    expect(fbclid).toBe("FB-456");
  });

  it("stores them through the contact form too (a plain form post)", async () => {
    const app = await getTestApp();
    const cookie = await visit(`/fiberglass-pools-ocala?${TAGS}`, "https://www.google.com/search?q=pool");
    const phone = uniquePhone();
    const response = await app.request("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${cookie}; ${servedFormCookie()}` },
      body: new URLSearchParams({
        website: "",
        name: "Ana Silva",
        email: "ana@example.com",
        phone,
        message: "Call me about a pool",
        consentToContact: "on",
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await leadWithPhone(phone)).toMatchObject(EXPECTED_COLUMNS);
  });

  it("takes the last touch's campaign whole and keeps the first touch's click id and landing page", async () => {
    const first = await visit("/fiberglass-pools-ocala?utm_source=google&utm_medium=cpc&gclid=OLD-G");
    const app = await getTestApp();
    const second = await app.request("/pools?utm_source=newsletter&utm_campaign=november", {
      headers: { Cookie: first },
    });
    const cookie = second.headers.get("set-cookie")!.split(";")[0]!;
    const payload = estimatePayload();
    expect((await postJson("/api/estimates", payload, { Cookie: cookie })).status).toBe(201);
    expect(await leadWithPhone(payload.phone)).toMatchObject({
      gclid: "OLD-G",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "november",
      landingPath: "/fiberglass-pools-ocala",
      referrerHost: null,
      fbc: null,
    });
  });

  it("a lead without a cookie has none of the columns", async () => {
    const payload = estimatePayload();
    expect((await postJson("/api/estimates", payload)).status).toBe(201);
    expect(await leadWithPhone(payload.phone)).toMatchObject({ gclid: null, utmSource: null, landingPath: null });
  });
});

async function sendBeacon(body: string, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  return app.request("/api/call-clicks", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers },
    body,
  });
}

async function latestClick() {
  const { db } = await getTestApp();
  const [click] = await db.select().from(callClicks).orderBy(desc(callClicks.id)).limit(1);
  return click ?? null;
}

describe("POST /api/call-clicks", () => {
  it("stores the page, the office's branch label and the visit's attribution, nothing personal", async () => {
    const cookie = await visit(`/fiberglass-pools-ocala?${TAGS}`);
    const response = await sendBeacon(JSON.stringify({ path: "/pools/the-lagoon", office: "port-st-lucie" }), {
      Cookie: cookie,
      "User-Agent": "Mozilla/5.0 Beacon test",
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const click = await latestClick();
    expect(click).toMatchObject({
      pagePath: "/pools/the-lagoon",
      branch: "PORT ST. LUCIE",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-pools",
      landingPath: "/fiberglass-pools-ocala",
      hasGclid: true,
    });
    // The table has no column for the address, the browser or the number.
    expect(Object.keys(click!).sort()).toEqual(
      [
        "branch",
        "createdAt",
        "hasGclid",
        "id",
        "landingPath",
        "pagePath",
        "utmCampaign",
        "utmMedium",
        "utmSource",
      ].sort(),
    );
  });

  it("stores the main number's click without an office and without attribution when there is no cookie", async () => {
    expect((await sendBeacon(JSON.stringify({ path: "/" }))).status).toBe(204);
    expect(await latestClick()).toMatchObject({ pagePath: "/", branch: null, utmSource: null, hasGclid: false });
  });

  it.each([
    ["bad JSON", "{path:"],
    ["not an object", JSON.stringify(["/"])],
    ["a path of the wrong type", JSON.stringify({ path: 42 })],
    ["a path not starting with /", JSON.stringify({ path: "pools" })],
    ["another site's address", JSON.stringify({ path: "//evil.example/x" })],
    ["a path with a query", JSON.stringify({ path: "/pools?phone=5551234567" })],
    ["a path too long", JSON.stringify({ path: `/${"a".repeat(300)}` })],
    ["an unknown office", JSON.stringify({ path: "/", office: "miami" })],
    ["an office of the wrong type", JSON.stringify({ path: "/", office: 1 })],
    ["an unknown field", JSON.stringify({ path: "/", phone: "5551234567" })],
  ])("refuses %s quietly, storing nothing", async (_, body) => {
    const before = await latestClick();
    const response = await sendBeacon(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("");
    expect((await latestClick())?.id).toBe(before?.id);
  });

  it("refuses an oversized body, storing nothing", async () => {
    const before = await latestClick();
    const response = await sendBeacon(JSON.stringify({ path: "/", padding: "x".repeat(2000) }));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("");
    expect((await latestClick())?.id).toBe(before?.id);
  });

  it("answers only POST", async () => {
    const app = await getTestApp();
    expect((await app.request("/api/call-clicks")).status).toBe(405);
  });

  it("stops counting a client past the hourly limit", async () => {
    const { db } = await getTestApp();
    // One click creates this client's counter; then it is put at the limit.
    expect((await sendBeacon(JSON.stringify({ path: "/" }))).status).toBe(204);
    const counter = and(
      like(rateLimitCounters.key, "call-click:%"),
      eq(rateLimitCounters.windowStart, new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000)),
    );
    await db.update(rateLimitCounters).set({ count: CALL_CLICKS_PER_HOUR }).where(counter);
    const before = await latestClick();
    try {
      const response = await sendBeacon(JSON.stringify({ path: "/" }));
      expect(response.status).toBe(429);
      expect(await response.text()).toBe("");
      expect((await latestClick())?.id).toBe(before?.id);
    } finally {
      await db.update(rateLimitCounters).set({ count: 0 }).where(counter);
    }
  });
});
