// The lead forms' fill-time signal with the response cache on, as production serves the pages: the page body is
// shared, and each visitor gets a signed cookie with the time they were served it. A post is checked: without the
// cookie, with a forged one, or with one a lead already used, it is stored as spam with its reason and answered
// exactly like a real lead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_SERVED_COOKIE } from "~/services/leads/form-token.server";
import { estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { type ExtraApp, startAppWith } from "../setup/test-app.ts";
import { BROWSER_USER_AGENT, servedFormCookie } from "../support/http.ts";
import { leadsWithPhone } from "../support/leads.ts";

let cached: ExtraApp;

beforeAll(async () => {
  cached = await startAppWith({ responseCacheMs: 60_000 });
});

afterAll(async () => {
  await cached.close();
});

const FORGED = `${FORM_SERVED_COOKIE}=${Date.now() - 60_000}.${"n".repeat(16)}.${"A".repeat(43)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function visit(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("User-Agent", BROWSER_USER_AGENT);
  if (!headers.has("Accept")) headers.set("Accept", "text/html");
  return cached.request(path, { ...init, headers });
}

/** The form-time cookie an answer sets, as the browser sends it back (name=value), or undefined. */
function formCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${FORM_SERVED_COOKIE}=`))
    ?.split(";")[0];
}

const servedAtOf = (cookie: string) => Number(cookie.split("=")[1]!.split(".")[0]);

/** Gets `path` until the cache answers it (its answers carry script hashes in the policy instead of a nonce). */
async function storedPage(path: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await visit(path);
    const body = await response.text();
    if (response.headers.get("content-security-policy")?.includes("'sha256-")) return { response, body };
    await sleep(50);
  }
  throw new Error(`${path} was never answered from the cache`);
}

/** A form post without scripts (the page answers); `cookie` null: none sent. */
function postForm(path: string, fields: Record<string, string>, cookie: string | null) {
  return visit(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ website: "", ...fields }).toString(),
  });
}

const contactFields = (phone: string) => ({
  name: "Ana Silva",
  email: "ana@example.com",
  phone,
  message: "Do you install in Stuart?",
  consentToContact: "on",
});

/** The answer's text with what differs between any two leads (ids, lead tokens, times, nonces) reduced to its form. */
function shapeOf(text: string) {
  return text
    .replace(/\b\d+\.\d{10}\.[\w-]{43}\b/g, "<lead-token>")
    .replace(/\/api\/estimates\/\d+/g, "/api/estimates/<id>")
    .replace(/"id":\d+/g, '"id":<id>');
}

describe("the form-time cookie beside a cached page", () => {
  it("gives two visitors served the same stored page the same body and each their own serve time", async () => {
    const { body: stored } = await storedPage("/contact");
    const before = Date.now();
    const first = await visit("/contact");
    await sleep(20);
    const second = await visit("/contact");
    const after = Date.now();
    const [a, b] = [formCookieOf(first), formCookieOf(second)];
    expect(await first.text()).toBe(stored);
    expect(await second.text()).toBe(stored);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    expect(servedAtOf(a!)).toBeGreaterThanOrEqual(before);
    expect(servedAtOf(b!)).toBeGreaterThan(servedAtOf(a!));
    expect(servedAtOf(b!)).toBeLessThanOrEqual(after);
    // Nothing of a visitor's cookie is in the shared page.
    expect(stored).not.toContain(a!.split(".")[1]);
    const header = first.headers.getSetCookie().find((c) => c.startsWith(`${FORM_SERVED_COOKIE}=`))!;
    expect(header).toContain("HttpOnly");
    expect(header).toContain("Path=/");
    // A navigation with scripts reaches a form page through its data: it is served a time too.
    expect(formCookieOf(await visit("/contact.data", { headers: { Accept: "*/*" } }))).toBeDefined();
    // Files and the JSON API are no pages: no cookie.
    expect(formCookieOf(await visit("/api/pools", { headers: { Accept: "application/json" } }))).toBeUndefined();
  });

  it("measures a lead's fill time from this visitor's serve, not from the cached render", async () => {
    await storedPage("/contact");
    // The stored page is older than a second by the time this visitor comes.
    await sleep(1_200);
    const served = await visit("/contact");
    const cookie = formCookieOf(served)!;
    const phone = uniquePhone();
    const answer = await postForm("/contact", contactFields(phone), cookie);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Thank you for your inquiry!");
    const [lead] = await leadsWithPhone(phone);
    expect(lead).toMatchObject({ status: "new", spamReason: null });
    expect(lead!.sentAfterMs).toBeLessThan(1_000);
  });
});

describe("a post checked on its form-time cookie", () => {
  const cases = [
    { name: "without the cookie", cookie: () => null, reason: "form-token-missing" },
    { name: "with a forged cookie", cookie: () => FORGED, reason: "form-token-forged" },
  ] as const;

  it.each(cases)("a contact form $name: spam ($reason), the same page as a lead's", async ({ cookie, reason }) => {
    const [real, spam] = [uniquePhone(), uniquePhone()];
    const realAnswer = await postForm("/contact", contactFields(real), servedFormCookie());
    const spamAnswer = await postForm("/contact", contactFields(spam), cookie());
    expect(spamAnswer.status).toBe(realAnswer.status);
    expect(formCookieOf(spamAnswer)).toBeDefined();
    expect(formCookieOf(realAnswer)).toBeDefined();
    const [realHtml, spamHtml] = [await realAnswer.text(), await spamAnswer.text()];
    expect(spamHtml).toContain("Thank you for your inquiry!");
    expect(spamHtml.length).toBe(realHtml.length);
    expect((await leadsWithPhone(real))[0]).toMatchObject({ status: "new", spamReason: null });
    expect((await leadsWithPhone(spam))[0]).toMatchObject({ status: "spam", spamReason: reason, sentAfterMs: null });
  });

  it("a cookie used once is spent: the same serve sent again is spam, answered byte for byte the same", async () => {
    const cookie = formCookieOf(await visit("/contact"))!;
    const [first, again] = [uniquePhone(), uniquePhone()];
    // With scripts the form posts through a fetcher: the answer is the action's data.
    const post = (phone: string) =>
      visit("/contact.data", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Accept: "*/*" },
        body: new URLSearchParams({ website: "", ...contactFields(phone) }).toString(),
      });
    const firstAnswer = await post(first);
    const againAnswer = await post(again);
    expect(againAnswer.status).toBe(firstAnswer.status);
    expect(await againAnswer.text()).toBe(await firstAnswer.text());
    expect((await leadsWithPhone(first))[0]).toMatchObject({ status: "new", spamReason: null });
    expect((await leadsWithPhone(again))[0]).toMatchObject({
      status: "spam",
      spamReason: "form-token-forged",
      sentAfterMs: null,
    });
    // The answer's fresh cookie lets the same visitor send another request.
    const next = uniquePhone();
    await postForm("/contact", contactFields(next), formCookieOf(firstAnswer)!);
    expect((await leadsWithPhone(next))[0]).toMatchObject({ status: "new" });
  });

  it("the estimate form: a replayed cookie gets the same success screen and consultation offer", async () => {
    const cookie = formCookieOf(await visit("/estimate"))!;
    const fields = (phone: string) => ({
      firstName: "Maria",
      lastName: "Lopez",
      phone,
      email: "maria@example.com",
      consentToContact: "on",
      requestType: "estimate",
      sourcePage: "estimate",
      nearestBranch: "ORLANDO",
    });
    const [real, spam] = [uniquePhone(), uniquePhone()];
    const realAnswer = await postForm("/estimate", fields(real), cookie);
    const spamAnswer = await postForm("/estimate", fields(spam), cookie);
    expect(spamAnswer.status).toBe(realAnswer.status);
    const [realHtml, spamHtml] = [await realAnswer.text(), await spamAnswer.text()];
    expect(spamHtml).toContain("Thank You!");
    expect(spamHtml).toContain("Book this time");
    expect(shapeOf(spamHtml).length).toBe(shapeOf(realHtml).length);
    expect((await leadsWithPhone(spam))[0]).toMatchObject({ status: "spam", spamReason: "form-token-forged" });
    expect((await leadsWithPhone(real))[0]).toMatchObject({ status: "new" });
  });

  it("the home form without scripts, and the designer: spam is answered as a lead is", async () => {
    const home = (phone: string, cookie: string | null) =>
      postForm(
        "/?index",
        { name: "Lucia Fernandez", email: "l@example.com", phone, message: "A pool for our patio in Jupiter." },
        cookie,
      );
    const [real, spam] = [uniquePhone(), uniquePhone()];
    const [realHome, spamHome] = [await home(real, servedFormCookie()), await home(spam, null)];
    expect(spamHome.status).toBe(realHome.status);
    expect(await spamHome.text()).toContain("Message Sent Successfully");
    expect((await leadsWithPhone(spam))[0]).toMatchObject({ status: "spam", spamReason: "form-token-missing" });
    expect((await leadsWithPhone(real))[0]).toMatchObject({ status: "new" });

    const design = (phone: string, cookie: string | null) =>
      postForm(
        "/design",
        {
          firstName: "Cara Design",
          phone,
          // With an address, the real lead's answer says a copy was e-mailed: the spam's must say so too.
          email: "cara@example.com",
          poolId: "8",
          addons: "heat-pump",
          nearestBranch: "ORLANDO",
          consentToContact: "on",
        },
        cookie,
      );
    const [realPhone, spamPhone] = [uniquePhone(), uniquePhone()];
    const [realDesign, spamDesign] = [await design(realPhone, servedFormCookie()), await design(spamPhone, FORGED)];
    expect(spamDesign.status).toBe(302);
    expect(realDesign.status).toBe(302);
    expect(spamDesign.headers.get("location")).toBe(realDesign.headers.get("location"));
    const cookieNames = (r: Response) =>
      r.headers.getSetCookie().map((c) => shapeOf(c.replace(/=\d{13}\.[\w-]{16}\.[\w-]{43}/, "=<served>")));
    expect(cookieNames(spamDesign)).toEqual(cookieNames(realDesign));
    expect((await leadsWithPhone(spamPhone))[0]).toMatchObject({ status: "spam", spamReason: "form-token-forged" });
    expect((await leadsWithPhone(realPhone))[0]).toMatchObject({ status: "new" });
  });
});

describe("POST /api/estimates", () => {
  function postApi(payload: unknown, cookie: string | null) {
    return visit("/api/estimates", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(payload),
    });
  }

  it("answers spam (a replayed or forged cookie) with the same status, fields and token form as a lead", async () => {
    const cookie = formCookieOf(await visit("/"))!;
    const [real, replayed, forged] = [estimatePayload(), estimatePayload(), estimatePayload()];
    const answers = [await postApi(real, cookie), await postApi(replayed, cookie), await postApi(forged, FORGED)];
    const bodies = await Promise.all(answers.map(async (a) => (await a.json()) as Record<string, unknown>));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(201);
      expect(answer.headers.get("location")).toBe(`/api/estimates/${bodies[i]!.id}`);
      expect(Object.keys(bodies[i]!).sort()).toEqual(["id", "leadToken", "message"]);
      expect(bodies[i]!.leadToken).toMatch(new RegExp(`^${bodies[i]!.id}\\.\\d{10}\\.[\\w-]{43}$`));
      expect(formCookieOf(answer)).toBeDefined();
    }
    expect((await leadsWithPhone(real.phone))[0]).toMatchObject({ id: bodies[0]!.id, status: "new" });
    expect((await leadsWithPhone(replayed.phone))[0]).toMatchObject({
      id: bodies[1]!.id,
      status: "spam",
      spamReason: "form-token-forged",
    });
    expect((await leadsWithPhone(forged.phone))[0]).toMatchObject({ status: "spam", spamReason: "form-token-forged" });
  });

  it("stays open to scripts: a post without any cookie is a lead, within the per-address limit", async () => {
    const payload = estimatePayload();
    const answer = await postApi(payload, null);
    expect(answer.status).toBe(201);
    expect((await leadsWithPhone(payload.phone))[0]).toMatchObject({ status: "new", sentAfterMs: null });
  });
});
