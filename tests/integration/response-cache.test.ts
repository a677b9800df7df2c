import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, resources } from "#db/schema/index.ts";
import { ATTRIBUTION_COOKIE, parseAttributionCookie } from "~/lib/attribution/attribution";
import { estimatePayload } from "../support/lead-payloads.ts";
import { type ExtraApp, getTestApp, inProcessBroadcasts, startAppWith } from "../setup/test-app.ts";
import { signedInStaffOfEveryRole } from "../support/staff-sessions.ts";
import { BROWSER_USER_AGENT, rawAnswer } from "../support/http.ts";

// The production server keeps finished public answers in memory
// (server/response-cache.ts). The shared test app runs without it; this file
// starts a server with it on the same database and checks what a visitor, a
// crawler and a staff member get from it.

const PREFIX = "Zz Cache Guide";
const staff = signedInStaffOfEveryRole();
let cached: ExtraApp;

beforeAll(async () => {
  cached = await startAppWith({ responseCacheMs: 60_000 });
});

afterAll(async () => {
  await cached.close();
  const { db } = await getTestApp();
  await db.delete(resources).where(like(resources.title, `${PREFIX}%`));
});

/** A person's request to `server` (the file's cached server unless told). */
function visitOn(server: ExtraApp, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("User-Agent")) headers.set("User-Agent", BROWSER_USER_AGENT);
  return server.request(path, { ...init, headers });
}

function visit(path: string, init: RequestInit = {}) {
  return visitOn(cached, path, init);
}

/** An operations member publishes a resource on `server` (a change every visitor of /resources sees). */
function publishResource(server: ExtraApp, title: string) {
  return visitOn(server, "/admin/resources/new", {
    method: "POST",
    headers: {
      Cookie: staff.operations.cookie,
      Origin: server.baseUrl,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      title,
      description: "Made by the cache test.",
      category: "Zz Test Category",
      type: "guide",
      fileUrl: "/downloads/test-guide.pdf",
      pages: "8",
      status: "published",
      displayOrder: "",
    }).toString(),
  });
}

/** Gets `path` until the cache answers (its answers carry hashes in the policy instead of a nonce). */
async function storedAnswer(path: string, headers: Record<string, string> = {}, server = cached) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await visitOn(server, path, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.headers.get("content-security-policy")?.includes("'sha256-")) return { response, body };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never answered from the cache`);
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\ssrc=/.test(m[1] ?? ""));

describe("the response cache", () => {
  it("sends a page again byte for byte, its inline scripts allowed by hash instead of a nonce", async () => {
    const first = await storedAnswer("/pools");
    const again = await visit("/pools");
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(first.body)).toBe(true);

    const html = first.body.toString("utf8");
    expect(html).toContain("Premium Pool Collection");
    expect(html).not.toMatch(/\snonce="/);
    const policy = first.response.headers.get("content-security-policy")!;
    expect(policy).not.toContain("'nonce-");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, , code] of scripts) {
      expect(policy).toContain(
        `'sha256-${createHash("sha256")
          .update(code ?? "")
          .digest("base64")}'`,
      );
    }
    // Every visitor still gets the site's other protections and a request id of their own.
    expect(again.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(again.headers.get("x-request-id")).not.toBe(first.response.headers.get("x-request-id"));
  });

  it("sends Brotli, gzip or plain bytes of the same page as asked, and 304 when the visitor has it", async () => {
    const { body, response } = await storedAnswer("/installation", { "Accept-Encoding": "identity" });
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const raw = (encoding: string) =>
      visit("/installation", { headers: { "Accept-Encoding": encoding } }).then(async (r) => ({
        encoding: r.headers.get("content-encoding"),
        // fetch undoes the encoding; the bytes must be the same page either way.
        body: Buffer.from(await r.arrayBuffer()),
      }));
    for (const encoding of ["br", "gzip", "gzip, br;q=0"]) {
      const answer = await raw(encoding);
      expect(answer.body.equals(body)).toBe(true);
    }
    expect((await raw("br, gzip")).encoding).toBe("br");
    expect((await raw("gzip, br;q=0")).encoding).toBe("gzip");
    // The stored compressed copies decode to the same page (read without fetch's own decoding).
    const { body: brBytes } = await rawAnswer(cached.baseUrl, "/installation", "br");
    expect(brotliDecompressSync(brBytes).equals(body)).toBe(true);
    expect(gunzipSync((await rawAnswer(cached.baseUrl, "/installation", "gzip")).body).equals(body)).toBe(true);

    const notModified = await visit("/installation", { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    const head = await visit("/installation", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("shows a staff change at once: a successful post empties the cache", async () => {
    await storedAnswer("/resources");
    const title = `${PREFIX} ${Date.now()}`;
    const created = await publishResource(cached, title);
    expect(created.status).toBe(302);
    expect(await (await visit("/resources")).text()).toContain(title);
  });

  it("never stores or serves staff pages, signed-in requests, missing pages or answers that set a cookie", async () => {
    const signedIn = { Cookie: staff.admin.cookie };
    for (let i = 0; i < 2; i++) {
      const dashboard = await visit("/admin-dashboard", { headers: signedIn });
      expect(dashboard.status).toBe(200);
      expect(dashboard.headers.get("content-security-policy")).toContain("'nonce-");
      expect(dashboard.headers.get("cache-control")).toContain("no-store");
    }
    for (let i = 0; i < 2; i++) {
      const missing = await visit("/no-such-page-for-the-cache");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-security-policy")).toContain("'nonce-");
    }
    await storedAnswer("/about");
    const asStaff = await visit("/about", { headers: signedIn });
    expect(asStaff.headers.get("content-security-policy")).toContain("'nonce-");

    // A campaign visit still gets its attribution cookie although the page is stored.
    await storedAnswer("/financing");
    const campaign = await visit("/financing?utm_source=newsletter&utm_campaign=spring");
    expect(campaign.status).toBe(200);
    expect(campaign.headers.get("set-cookie")).toContain("ffp_attribution=");
  });

  it("keeps crawlers' and people's copies apart (crawlers get the whole page at once)", async () => {
    const crawler = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const forCrawler = await storedAnswer("/blog", crawler);
    expect(forCrawler.body.toString()).toContain("<h1");
    const person = await visit("/blog");
    expect(person.headers.get("content-security-policy")).toContain("'nonce-");
  });
});

/** The attribution this answer's Set-Cookie records, and the cookie to send back. */
function attributionOf(response: Response) {
  const header = response.headers.get("set-cookie") ?? "";
  expect(header).toMatch(new RegExp(`^${ATTRIBUTION_COOKIE}=`));
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Lax/);
  const pair = header.split(";")[0]!;
  return { cookie: pair, attribution: parseAttributionCookie(pair.slice(ATTRIBUTION_COOKIE.length + 1)) };
}

const isStored = (response: Response) => response.headers.get("content-security-policy")!.includes("'sha256-");

describe("campaign visits", () => {
  const LANDING = "/fiberglass-pools-ocala";
  const TAGS = "utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc";

  it("are answered from the cache with the untagged page and a cookie with their own tags", async () => {
    const plain = await storedAnswer(LANDING);
    const tagged = await visit(`${LANDING}?${TAGS}`);
    expect(tagged.status).toBe(200);
    expect(isStored(tagged)).toBe(true);
    expect(Buffer.from(await tagged.arrayBuffer()).equals(plain.body)).toBe(true);
    expect(attributionOf(tagged).attribution?.last).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      gclid: "abc",
      landingPath: LANDING,
    });
    // The visitor's cookie is never stored: the next untagged visitor gets none.
    const after = await visit(LANDING);
    expect(isStored(after)).toBe(true);
    expect(after.headers.get("set-cookie")).toBeNull();
    // A visitor who has the page gets a 304, and still the cookie.
    const revalidated = await visit(`${LANDING}?${TAGS}`, {
      headers: { "If-None-Match": plain.response.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
    expect(attributionOf(revalidated).attribution?.last.gclid).toBe("abc");
  });

  it("give two visitors with different tags the same body and each their own cookie", async () => {
    const page = "/resurfacing";
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
    // Arriving together at a page not stored yet: one renders it, the other gets it from that render.
    const [a, b] = await Promise.all([
      visit(`${page}?utm_source=facebook&utm_campaign=summer&fbclid=fb1`),
      visit(`${page}?utm_source=bing&utm_medium=cpc&msclkid=ms2`),
    ]);
    expect(withoutNonce(await a.text())).toBe(withoutNonce(await b.text()));
    const [aTouch, bTouch] = [attributionOf(a).attribution!.last, attributionOf(b).attribution!.last];
    expect(aTouch).toMatchObject({ utmSource: "facebook", utmCampaign: "summer", fbclid: "fb1" });
    expect(aTouch.msclkid).toBeUndefined();
    expect(bTouch).toMatchObject({ utmSource: "bing", utmMedium: "cpc", msclkid: "ms2" });
    expect(bTouch.fbclid).toBeUndefined();
  });

  it("store a page first rendered for a tagged visit, for every visitor", async () => {
    const page = "/design";
    const first = await visit(`${page}?utm_source=newsletter&gclid=first`);
    expect(first.status).toBe(200);
    expect(attributionOf(first).attribution?.last.gclid).toBe("first");
    const stored = await storedAnswer(page);
    expect(stored.body.toString()).toContain("</html>");
    expect(stored.response.headers.get("set-cookie")).toBeNull();
    expect(stored.body.toString()).not.toContain("gclid");
  });

  it("bring the tags and click ids of the first and last visit to the lead posted afterwards", async () => {
    const first = await visit(`${LANDING}?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=g-first`, {
      headers: { Referer: "https://www.google.com/" },
    });
    expect(isStored(first)).toBe(true);
    const second = await visit(`/pools?utm_source=bing&utm_medium=cpc&msclkid=ms-last`, {
      headers: { Cookie: attributionOf(first).cookie },
    });
    const payload = estimatePayload();
    const posted = await cached.request("/api/estimates", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: attributionOf(second).cookie },
      body: JSON.stringify(payload),
    });
    expect(posted.status).toBe(201);
    const { db } = await getTestApp();
    const [lead] = await db.select().from(leads).where(eq(leads.phone, payload.phone));
    expect(lead!.firstTouch).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      gclid: "g-first",
      referrer: "www.google.com",
      landingPath: LANDING,
    });
    expect(lead!.lastTouch).toMatchObject({
      utmSource: "bing",
      utmMedium: "cpc",
      msclkid: "ms-last",
      landingPath: "/pools",
    });
  });
});

describe("what empties the cache", () => {
  // Two processes of one site: a change on A reaches B through the broadcast, as PostgreSQL NOTIFY carries it.
  const broadcasts = inProcessBroadcasts();
  let a: ExtraApp;
  let b: ExtraApp;

  beforeAll(async () => {
    a = await startAppWith({ responseCacheMs: 60_000, broadcasts });
    b = await startAppWith({ responseCacheMs: 60_000, broadcasts });
  });

  afterAll(async () => {
    await a.close();
    await b.close();
  });

  /** Stores `path` on both processes; the ETags each will send again while the answer stays stored. */
  async function storedOnBoth(path: string) {
    const onA = await storedAnswer(path, {}, a);
    const onB = await storedAnswer(path, {}, b);
    return { a: onA.response.headers.get("etag")!, b: onB.response.headers.get("etag")! };
  }

  /** Whether both processes still send the answers stored before (not a new render). */
  async function stillStored(path: string, etags: { a: string; b: string }) {
    for (const [server, etag] of [
      [a, etags.a],
      [b, etags.b],
    ] as const) {
      const again = await visitOn(server, path);
      expect(isStored(again), `${path} answered from the cache`).toBe(true);
      expect(again.headers.get("etag")).toBe(etag);
    }
  }

  it("is not a visitor's post: a view counted, a lead (spam or not), a post to a staff address", async () => {
    const etags = await storedOnBoth("/pools");
    const broadcastsBefore = broadcasts.sent.length;
    const json = { "Content-Type": "application/json" };

    const view = await a.request("/api/landing-pages/pool-services-tampa-fl/track-view", { method: "POST" });
    expect(view.status).toBe(204);
    await stillStored("/pools", etags);

    const spam = await a.request("/api/estimates", {
      method: "POST",
      headers: json,
      body: JSON.stringify(estimatePayload({ website: "https://spam.example" })),
    });
    expect(spam.status).toBe(201);
    const lead = await a.request("/api/estimates", {
      method: "POST",
      headers: json,
      body: JSON.stringify(estimatePayload()),
    });
    expect(lead.status).toBe(201);
    await stillStored("/pools", etags);

    // Anonymous, or with a made-up session cookie: sent to sign in, nothing changed.
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: a.baseUrl };
    for (const cookie of [undefined, `__Host-ffp_staff=${"A".repeat(43)}`, "ffp_staff=x"]) {
      const posted = await visitOn(a, "/admin/resources/new", {
        method: "POST",
        headers: { ...form, ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ title: `${PREFIX} never` }).toString(),
      });
      expect(posted.status).toBe(302);
      expect(posted.headers.get("location")).toMatch(/^\/admin-login\?redirectTo=/);
    }
    await stillStored("/pools", etags);
    expect(broadcasts.sent.length).toBe(broadcastsBefore);
  });

  it("is a staff save: it empties this process's cache and, through the broadcast, the others'", async () => {
    await storedOnBoth("/resources");
    const broadcastsBefore = broadcasts.sent.length;
    const title = `${PREFIX} both ${Date.now()}`;
    const created = await publishResource(a, title);
    expect(created.status).toBe(302);
    expect(broadcasts.sent.length).toBeGreaterThan(broadcastsBefore);
    for (const server of [a, b]) {
      const page = await visitOn(server, "/resources");
      expect(isStored(page)).toBe(false);
      expect(await page.text()).toContain(title);
    }
  });

  it("is not a staff post that was refused (bad input changes nothing)", async () => {
    const etags = await storedOnBoth("/about");
    const refused = await visitOn(a, "/admin/resources/new", {
      method: "POST",
      headers: {
        Cookie: staff.operations.cookie,
        Origin: a.baseUrl,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ title: "" }).toString(),
    });
    expect(refused.status).toBe(400);
    await stillStored("/about", etags);
  });
});

describe("who gets stored answers", () => {
  it("everyone but a signed-in staff member: made-up session cookies are served from the cache", async () => {
    const { response } = await storedAnswer("/packages");
    const etag = response.headers.get("etag");
    const made = [
      "ffp_staff=x",
      "__Host-ffp_staff=x",
      `__Host-ffp_staff=${"A".repeat(43)}`,
      `ffp_staff=${"B".repeat(43)}`,
      `xffp_staff=${"C".repeat(43)}; other=__Host-ffp_staff=${"D".repeat(43)}`,
      // The development name of a real session: this server reads only the Secure one.
      `ffp_staff=${staff.admin.cookie.split("=")[1]}`,
    ];
    for (const cookie of made) {
      for (let i = 0; i < 2; i++) {
        const answer = await visit("/packages", { headers: { Cookie: cookie } });
        expect(isStored(answer), cookie).toBe(true);
        expect(answer.headers.get("etag")).toBe(etag);
      }
    }
    // A real session is never served a stored answer, however often it comes (its check is remembered).
    for (let i = 0; i < 3; i++) {
      const asStaff = await visit("/packages", { headers: { Cookie: `other=1; ${staff.sales.cookie}` } });
      expect(asStaff.status).toBe(200);
      expect(isStored(asStaff)).toBe(false);
    }
  });

  it("the design success screen is its visitor's own, only where the browser sends its cookie", async () => {
    await storedAnswer("/about");
    const withLeadCookie = { Cookie: "ffp_design_lead=123.456.abc" };
    expect(isStored(await visit("/about", { headers: withLeadCookie }))).toBe(true);
    const summary = "/design/summary?pool=oasis&sent=1";
    // Stored for everyone else (no lead cookie: the summary without the booking offer)...
    await storedAnswer(summary);
    // ...never for the visitor who just sent the design.
    for (let i = 0; i < 2; i++) {
      const own = await visit(summary, { headers: withLeadCookie });
      expect(own.status).toBe(200);
      expect(isStored(own)).toBe(false);
    }
  });

  it("keeps the free consultation times exact although a booking no longer empties the cache", async () => {
    const slotsOf = async () => {
      const response = await visit("/api/consultations/slots?officeId=orlando");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return ((await response.json()) as { slots: { start: string; free: number }[] }).slots;
    };
    const [slot] = await slotsOf();
    await slotsOf();
    const posted = await cached.request("/api/estimates", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(estimatePayload()),
    });
    const lead = (await posted.json()) as { id: number; leadToken: string };
    const booked = await cached.request("/api/consultations", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ leadId: lead.id, leadToken: lead.leadToken, officeId: "orlando", start: slot!.start }),
    });
    expect(booked.status).toBe(201);
    const after = (await slotsOf()).find((s) => s.start === slot!.start);
    expect(after?.free ?? 0).toBe(slot!.free - 1);
  });
});

describe("what one client cannot do to the cache", () => {
  /** Waits until no render is under way, so every answer that will be stored is. */
  async function rendersSettled() {
    await expect.poll(() => cached.responseCache!.pending().rendering, { interval: 20 }).toBe(0);
  }

  it("keeps an address cacheable after a conditional request answered 304 while it was cold", async () => {
    const first = await visit("/api/pools?page=1");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    // The same list at an address nobody has asked for yet, asked by a browser that holds it already.
    const conditional = await visit("/api/pools?page=1&limit=100", { headers: { "If-None-Match": etag! } });
    expect(conditional.status).toBe(304);
    await rendersSettled();
    const before = cached.responseCache!.size();
    await (await visit("/api/pools?page=1&limit=100")).arrayBuffer();
    await rendersSettled();
    expect(cached.responseCache!.size()).toBe(before + 1);
  });

  it("stores at most 50 made-up query strings of one path, so they cannot push other pages out", async () => {
    await rendersSettled();
    const before = cached.responseCache!.size();
    for (let i = 0; i < 60; i++) await (await visit(`/about?made-up=${i}`)).arrayBuffer();
    await rendersSettled();
    expect(cached.responseCache!.size() - before).toBe(50);
    const stored = await visit("/about?made-up=3");
    expect(isStored(stored)).toBe(true);
    const past = await visit("/about?made-up=59");
    expect(isStored(past)).toBe(false);
  });
});
