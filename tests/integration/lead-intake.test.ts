import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "#db/schema/index.ts";
import { FORM_SERVED_COOKIE } from "~/services/leads/form-token.server";
import { RATE_LIMIT_MESSAGE, addressKey } from "~/services/leads/lead-intake.server";
import { consumeRateLimits } from "~/models/rate-limits.server";
import { estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";
import { ARRIVAL_JOB_KINDS, jobKindsOfLead, leadsWithPhone } from "../support/leads.ts";
import { postJson, servedFormCookie } from "../support/http.ts";

describe("spam signals classify, they never discard", () => {
  it("a filled honeypot: stored as spam with its reason, nobody notified, answered like any lead", async () => {
    const payload = estimatePayload({ website: "http://spam.example" });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; message: string; leadToken: string };
    expect(Object.keys(body).sort()).toEqual(["id", "leadToken", "message"]);
    expect(response.headers.get("location")).toBe(`/api/estimates/${body.id}`);
    const [lead, ...more] = await leadsWithPhone(payload.phone);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({ id: body.id, status: "spam", spamReason: "honeypot", salesRepId: null });
    expect(await jobKindsOfLead(lead!.id)).toEqual([]);
  });

  it("a form sent 0.2 s after it was shown is a lead like any other, notified, with the time kept", async () => {
    const payload = estimatePayload();
    const response = await postJson("/api/estimates", payload, { Cookie: servedFormCookie(200) });
    expect(response.status).toBe(201);
    const [lead] = await leadsWithPhone(payload.phone);
    expect(lead).toMatchObject({ status: "new", spamReason: null });
    expect(lead!.sentAfterMs).toBeGreaterThanOrEqual(200);
    expect(lead!.sentAfterMs).toBeLessThan(10_000);
    expect(await jobKindsOfLead(lead!.id)).toEqual(ARRIVAL_JOB_KINDS);
  });

  it("a forged form-time cookie: stored as spam, nobody notified", async () => {
    const payload = estimatePayload();
    const forged = `${FORM_SERVED_COOKIE}=${Date.now() - 60_000}.${"n".repeat(16)}.${"A".repeat(43)}`;
    const response = await postJson("/api/estimates", payload, { Cookie: forged });
    expect(response.status).toBe(201);
    const [lead] = await leadsWithPhone(payload.phone);
    expect(lead).toMatchObject({ status: "spam", spamReason: "form-token-forged", sentAfterMs: null });
    expect(await jobKindsOfLead(lead!.id)).toEqual([]);
  });

  it("an API client without the cookie was never served a page: a lead, without a form time", async () => {
    const payload = estimatePayload();
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
    const [lead] = await leadsWithPhone(payload.phone);
    expect(lead).toMatchObject({ status: "new", spamReason: null, sentAfterMs: null });
    expect(await jobKindsOfLead(lead!.id)).toEqual(ARRIVAL_JOB_KINDS);
  });

  it("a form left open for three days and then sent is stored as a lead", async () => {
    const threeDaysAgo = Date.now() - 3 * 24 * 60 * 60 * 1000;
    const payload = estimatePayload();
    const response = await postJson("/api/estimates", payload, { Cookie: servedFormCookie(Date.now() - threeDaysAgo) });
    expect(response.status).toBe(201);
    const [lead] = await leadsWithPhone(payload.phone);
    expect(lead).toMatchObject({ status: "new", spamReason: null });
    expect(lead!.sentAfterMs).toBeGreaterThanOrEqual(3 * 24 * 60 * 60 * 1000);
  });

  it("a spam-flagged submission that is invalid gets its errors like any other, and nothing is stored", async () => {
    const payload = estimatePayload({ website: "http://spam.example", email: "not-an-email" });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      email: "Please enter a valid email address",
    });
    expect(await leadsWithPhone(payload.phone)).toHaveLength(0);
  });

  it("a real request after a bot's post with the same phone is not marked as its duplicate", async () => {
    const phone = uniquePhone();
    const spam = await postJson("/api/estimates", estimatePayload({ phone, website: "x" }));
    const { id: spamId } = (await spam.json()) as { id: number };
    const real = await postJson("/api/estimates", estimatePayload({ phone }));
    const { id: realId } = (await real.json()) as { id: number };
    const rows = await leadsWithPhone(phone);
    expect(rows.find((row) => row.id === spamId)!.status).toBe("spam");
    expect(rows.find((row) => row.id === realId)!.possibleDuplicateOf).toBeNull();
    // A bot's post after a real request points to it, for whoever reviews the spam.
    const later = await postJson("/api/estimates", estimatePayload({ phone, website: "x" }));
    const { id: laterId } = (await later.json()) as { id: number };
    expect((await leadsWithPhone(phone)).find((row) => row.id === laterId)!.possibleDuplicateOf).toBe(realId);
  });
});

const LOOPBACK_ADDRESSES = ["127.0.0.1", "::ffff:127.0.0.1", "::1"];

describe("rate limit per address", () => {
  it("refuses leads past the hourly limit with a clear 429, spam counted too, in the database", async () => {
    const app = await getTestApp();
    const previous = app.config.leadRateLimitPerHour;
    // Counts already made by this worker's other tests must not matter: use a limit relative to them.
    const probe = await postJson("/api/estimates", estimatePayload());
    expect(probe.status).toBe(201);
    const { rateLimitCounters } = await import("#db/schema/index.ts");
    const [{ used } = { used: 0 }] = await app.db
      .select({ used: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.windowStart, new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000)),
          // This test's own address (the in-process requests come from the loopback): the table also holds other
          // addresses' counters and the call-click beacon's.
          inArray(
            rateLimitCounters.key,
            LOOPBACK_ADDRESSES.map((ip) => `lead:${addressKey(ip, TEST_SESSION_SECRET)}`),
          ),
        ),
      );
    app.config.leadRateLimitPerHour = used + 2;
    try {
      expect((await postJson("/api/estimates", estimatePayload())).status).toBe(201);
      // Spam counts too: an anonymous client must not be able to fill the table with it.
      expect((await postJson("/api/estimates", estimatePayload({ website: "x" }))).status).toBe(201);
      const refused = estimatePayload();
      const response = await postJson("/api/estimates", refused);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
      expect(await leadsWithPhone(refused.phone)).toHaveLength(0);
    } finally {
      app.config.leadRateLimitPerHour = previous;
    }
  });

  it("counts atomically: concurrent hits get distinct counts", async () => {
    const { db } = await getTestApp();
    const key = `test:${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => (await consumeRateLimits(db, [{ key, limit: 5, windowMs: 60_000 }]))[0]!),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("counts several hits at once each as if alone, every address apart", async () => {
    const { db } = await getTestApp();
    const [a, b] = [`test:a:${Date.now()}`, `test:b:${Date.now()}`];
    const results = await consumeRateLimits(
      db,
      [a, b, a, a, b].map((key) => ({ key, limit: 2, windowMs: 60_000 })),
    );
    expect(results.map((r) => r.count)).toEqual([1, 1, 2, 3, 2]);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, true]);
    const [next] = await consumeRateLimits(db, [{ key: a, limit: 2, windowMs: 60_000 }]);
    expect(next!.count).toBe(4);
  });
});

describe("attribution", () => {
  it("keeps first- and last-touch UTM parameters and the referrer in a first-party cookie, stored with the lead", async () => {
    const app = await getTestApp();
    const first = await app.request("/?utm_source=google&utm_medium=cpc&utm_campaign=spring", {
      headers: { Referer: "https://www.google.com/search?q=fiberglass+pools" },
    });
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^ffp_attribution=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const value = cookie.split(";")[0]!;

    const second = await app.request("/pools?utm_source=newsletter&utm_campaign=november", {
      headers: { Cookie: value },
    });
    const updated = second.headers.get("set-cookie")!.split(";")[0]!;

    const plain = await app.request("/pools", { headers: { Cookie: updated } });
    expect(plain.headers.get("set-cookie")).toBeNull();

    const payload = estimatePayload();
    const response = await postJson("/api/estimates", payload, {
      Cookie: updated,
      "User-Agent": "AttributionTest/1.0",
    });
    expect(response.status).toBe(201);
    const [lead] = await leadsWithPhone(payload.phone);
    expect(lead!.firstTouch).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      referrer: "www.google.com/search",
      landingPath: "/",
    });
    expect(lead!.lastTouch).toMatchObject({ utmSource: "newsletter", utmCampaign: "november", landingPath: "/pools" });
    expect(lead!.userAgent).toBe("AttributionTest/1.0");
  });

  it("records click ids, and no page repeats the tags in its body (the response cache shares it, decision 024)", async () => {
    const app = await getTestApp();
    const tags = "utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=pool&utm_content=ad&gclid=g1&fbclid=f1";
    // The pages with lead forms, whose action goes back to the page's own address.
    for (const page of ["/", "/estimate", "/contact", "/free-estimate", "/fiberglass-pools-ocala", "/pools"]) {
      const response = await app.request(`${page}?${tags}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      for (const name of ["utm_", "gclid", "fbclid"]) expect(html, `${page} repeats ${name}`).not.toContain(name);
      const cookie = decodeURIComponent(response.headers.get("set-cookie")!.split(";")[0]!);
      expect(cookie).toContain('"gclid":"g1"');
      expect(cookie).toContain('"fbclid":"f1"');
    }
  });

  it("ignores a tampered cookie", async () => {
    const payload = estimatePayload();
    const response = await postJson("/api/estimates", payload, { Cookie: "ffp_attribution=%7B%22first%22%3A1%7D" });
    expect(response.status).toBe(201);
    const [lead] = await leadsWithPhone(payload.phone);
    expect(lead!.firstTouch).toBeNull();
  });
});

describe("under load", () => {
  it("stores 200 concurrent submissions, each exactly once", async () => {
    const { db } = await getTestApp();
    const [before] = await db.select({ n: count() }).from(leads);
    const payloads = Array.from({ length: 200 }, () => estimatePayload({ phone: uniquePhone(), email: undefined }));
    const responses = await Promise.all(payloads.map((p) => postJson("/api/estimates", p)));
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(200);
    const [after] = await db.select({ n: count() }).from(leads);
    expect(after!.n - before!.n).toBe(200);
    const stored = await db.select({ phone: leads.phone }).from(leads).where(inArray(leads.id, ids));
    expect(stored.map((s) => s.phone).sort()).toEqual(payloads.map((p) => p.phone).sort());
  });
});
