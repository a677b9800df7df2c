import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, newsletterSubscribers } from "#db/schema/index.ts";
import {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_CHECKBOX_CONSENT_TEXT,
  NEWSLETTER_RATE_LIMITED,
} from "~/content/newsletter";
import { newsletterBoxConsentText } from "~/content/texts/blog.server";
import { issueConfirmToken, issueUnsubscribeToken } from "~/lib/newsletter/newsletter-links.server";
import { NEWSLETTER_EMAIL_MESSAGE } from "~/lib/schemas/newsletter";
import { NEWSLETTER_CONFIRM_JOB } from "~/models/newsletter-subscribers.server";
import { NEWSLETTER_SIGNUPS_PER_HOUR } from "~/services/newsletter/newsletter-signup.server";
import { createNewsletterSweep } from "../../server/newsletter-sweep.ts";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";
import { getPage, postForm, postJson } from "../support/http.ts";
import { contactPagePayload, estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { leadsWithPhone } from "../support/leads.ts";
import { insertSubscriber, subscriberOf, uniqueSubscriberEmail } from "../support/newsletter.ts";
import { clearRateLimits } from "../support/rate-limits.ts";
import { startOutbox } from "../support/smtp.ts";
import { signedInStaffOfEveryRole, staffRequest } from "../support/staff-sessions.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => clearRateLimits("newsletter:"));

/** The confirmation jobs queued for a subscriber. */
async function confirmationJobs(subscriberId: number) {
  const { db } = await getTestApp();
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, NEWSLETTER_CONFIRM_JOB), sql`${jobs.payload}->>'subscriberId' = ${String(subscriberId)}`));
}

const subscribe = (email: string, extra: Record<string, string> = {}) =>
  postForm("/newsletter", { email, page: "/blog/florida-pool-care", ...extra });

describe("the blog's newsletter box, without scripts", () => {
  it("is a form posting the address to /newsletter, with the page it is on", async () => {
    const { html } = await getPage("/blog");
    expect(html).toMatch(/<form[^>]*action="\/newsletter" method="post"/);
    expect(html).toContain('name="email"');
    expect(html).toMatch(/<input type="hidden" name="page" value="\/blog"\/>/);
    expect(html).not.toContain("has not launched yet");
  });

  it("stores the address pending with its consent and queues one confirmation e-mail", async () => {
    const email = uniqueSubscriberEmail();
    const before = Date.now();
    const { status, html } = await subscribe(`  ${email}  `);
    expect(status).toBe(200);
    expect(html).toContain(NEWSLETTER_CHECK_INBOX);
    const row = await subscriberOf(email);
    expect(row).toMatchObject({
      email,
      status: "pending",
      consentPage: "/blog/florida-pool-care",
      consentText: newsletterBoxConsentText("en"),
      confirmedAt: null,
      leadId: null,
    });
    expect(row!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await confirmationJobs(row!.id)).toHaveLength(1);
  });

  it("refuses a bad address with its message, keeps what was typed and stores nothing", async () => {
    const { status, html } = await subscribe("maria@example");
    expect(status).toBe(400);
    expect(html).toContain(NEWSLETTER_EMAIL_MESSAGE);
    expect(html).toContain('value="maria@example"');
    expect(await subscriberOf("maria@example")).toBeUndefined();
    expect((await subscribe("")).status).toBe(400);
  });

  it("answers a filled honeypot like any sign-up and stores nothing", async () => {
    const email = uniqueSubscriberEmail("bot");
    const { status, html } = await subscribe(email, { website: "http://spam.example" });
    expect(status).toBe(200);
    expect(html).toContain(NEWSLETTER_CHECK_INBOX);
    expect(await subscriberOf(email)).toBeUndefined();
  });

  it("says the same for a confirmed address and sends it nothing new", async () => {
    const reader = await insertSubscriber({ status: "confirmed", confirmedAt: new Date() });
    const { status, html } = await subscribe(reader.email.toUpperCase());
    expect(status).toBe(200);
    expect(html).toContain(NEWSLETTER_CHECK_INBOX);
    expect(await subscriberOf(reader.email)).toMatchObject({ status: "confirmed", consentText: reader.consentText });
    expect(await confirmationJobs(reader.id)).toHaveLength(0);
  });

  it("mails a pending address at most once a day, however often it is given", async () => {
    const email = uniqueSubscriberEmail();
    await subscribe(email);
    await subscribe(email);
    await subscribe(email);
    const row = (await subscriberOf(email))!;
    expect(await confirmationJobs(row.id)).toHaveLength(1);
    const { db } = await getTestApp();
    const yesterday = new Date(Date.now() - DAY_MS - 60_000);
    await db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: yesterday, consentAt: yesterday })
      .where(eq(newsletterSubscribers.id, row.id));
    await subscribe(email);
    expect(await confirmationJobs(row.id)).toHaveLength(2);
  });

  it("limits sign-ups per connection: past the limit, refused with a message and nothing stored", async () => {
    for (let i = 0; i < NEWSLETTER_SIGNUPS_PER_HOUR; i++) {
      expect((await subscribe(uniqueSubscriberEmail())).status).toBe(200);
    }
    const email = uniqueSubscriberEmail();
    const { status, html, response } = await subscribe(email);
    expect(status).toBe(429);
    expect(html).toContain(NEWSLETTER_RATE_LIMITED);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await subscriberOf(email)).toBeUndefined();
  });
});

describe("double opt-in and unsubscribing", () => {
  let outbox: Awaited<ReturnType<typeof startOutbox>>;
  beforeAll(async () => {
    outbox = await startOutbox({
      notifyTo: "office@pools.example.com",
      workerId: "newsletter-test",
      sessionSecret: TEST_SESSION_SECRET,
    });
  });
  afterAll(() => outbox.smtp.close());

  it("e-mails the signed link; opening it asks, and its post confirms", async () => {
    const email = uniqueSubscriberEmail();
    await subscribe(email);
    await outbox.runner.drain();
    const mail = outbox.smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const link = /https:\/\/pools\.example\.com(\/newsletter\/confirm\/[\w.-]+)/.exec(mail!.body.replace(/=\r\n/g, ""));
    expect(link).not.toBeNull();
    const path = link![1]!;

    const opened = await getPage(path);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get("cache-control")).toBe("no-store");
    expect(opened.response.headers.get("x-robots-tag")).toContain("noindex");
    expect(opened.html).toContain("Confirm my subscription");
    // Opening the link (as a mail scanner does) confirms nothing.
    expect((await subscriberOf(email))!.status).toBe("pending");

    const { status, html } = await postForm(path, {}, { cookie: null });
    expect(status).toBe(200);
    expect(html).toContain("Your subscription to our pool tips is confirmed");
    const row = (await subscriberOf(email))!;
    expect(row.status).toBe("confirmed");
    expect(row.confirmedAt).not.toBeNull();
    expect((await getPage(path)).html).toContain("You Are Subscribed");
  });

  it("refuses a forged or expired confirmation link and changes nothing", async () => {
    const expired = await insertSubscriber({ consentAt: new Date(Date.now() - 8 * DAY_MS) });
    const expiredPath = `/newsletter/confirm/${issueConfirmToken(expired, TEST_SESSION_SECRET)}`;
    expect((await getPage(expiredPath)).response.status).toBe(410);
    expect((await postForm(expiredPath, {}, { cookie: null })).status).toBe(410);
    const pending = await insertSubscriber();
    const forged = `${issueConfirmToken(pending, TEST_SESSION_SECRET).slice(0, -4)}AAAA`;
    const { status, html } = await postForm(`/newsletter/confirm/${forged}`, {}, { cookie: null });
    expect(status).toBe(410);
    expect(html).toContain("This confirmation link has expired or is not valid");
    expect((await subscriberOf(expired.email))!.status).toBe("pending");
    expect((await subscriberOf(pending.email))!.status).toBe("pending");
  });

  it("unsubscribes by the link: the page asks, its form's post unsubscribes", async () => {
    const reader = await insertSubscriber({ status: "confirmed", confirmedAt: new Date() });
    const path = `/newsletter/unsubscribe/${issueUnsubscribeToken(reader.id, TEST_SESSION_SECRET)}`;
    const opened = await getPage(path);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get("cache-control")).toBe("no-store");
    expect(opened.html).toContain("Unsubscribe From Pool Tips");
    expect((await subscriberOf(reader.email))!.status).toBe("confirmed");
    const { status, html } = await postForm(path, {});
    expect(status).toBe(200);
    expect(html).toContain("You will not receive our pool tips anymore");
    const row = (await subscriberOf(reader.email))!;
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribedAt).not.toBeNull();
  });

  it("unsubscribes by the one-click POST of RFC 8058: no cookie, no token, answered 200", async () => {
    const { request } = await getTestApp();
    for (const encoding of ["urlencoded", "multipart"] as const) {
      const reader = await insertSubscriber({ status: "confirmed", confirmedAt: new Date() });
      const body =
        encoding === "urlencoded"
          ? new URLSearchParams({ "List-Unsubscribe": "One-Click" })
          : (() => {
              const form = new FormData();
              form.set("List-Unsubscribe", "One-Click");
              return form;
            })();
      const response = await request(
        `/newsletter/unsubscribe/${issueUnsubscribeToken(reader.id, TEST_SESSION_SECRET)}`,
        { method: "POST", body },
      );
      expect(response.status).toBe(200);
      expect((await subscriberOf(reader.email))!.status).toBe("unsubscribed");
    }
  });

  it("refuses a forged unsubscribe link and changes nothing", async () => {
    const reader = await insertSubscriber({ status: "confirmed", confirmedAt: new Date() });
    const forged = `${reader.id}.${"A".repeat(43)}`;
    const { request } = await getTestApp();
    const response = await request(`/newsletter/unsubscribe/${forged}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(response.status).toBe(404);
    expect((await subscriberOf(reader.email))!.status).toBe("confirmed");
  });
});

describe("the hourly purge of unconfirmed addresses", () => {
  it("deletes addresses unconfirmed for 7 days, and nothing else", async () => {
    const { db } = await getTestApp();
    const old = await insertSubscriber({ consentAt: new Date(Date.now() - 7 * DAY_MS - 60_000) });
    const recent = await insertSubscriber({ consentAt: new Date(Date.now() - 6 * DAY_MS) });
    const confirmed = await insertSubscriber({
      status: "confirmed",
      consentAt: new Date(Date.now() - 30 * DAY_MS),
      confirmedAt: new Date(Date.now() - 30 * DAY_MS),
    });
    const sweep = createNewsletterSweep({ db, logger: pino({ level: "silent" }) });
    expect(await sweep.sweepOnce()).toBeGreaterThanOrEqual(1);
    expect(await subscriberOf(old.email)).toBeUndefined();
    expect(await subscriberOf(recent.email)).toBeDefined();
    expect(await subscriberOf(confirmed.email)).toBeDefined();
  });
});

describe('the lead forms\' "Send me pool tips" box', () => {
  it("ticked on the contact page: the address is pending, with the lead, the page and the words shown", async () => {
    const email = uniqueSubscriberEmail("contact");
    const phone = uniquePhone();
    const { status } = await postForm("/contact", {
      name: "Ana Maria Silva",
      email,
      phone,
      message: "Do you install in Port St. Lucie?",
      consentToContact: "on",
      newsletter: "on",
    });
    expect(status).toBe(200);
    const [lead] = await leadsWithPhone(phone);
    const row = (await subscriberOf(email))!;
    expect(row).toMatchObject({
      status: "pending",
      leadId: lead!.id,
      consentPage: "/contact",
      consentText: NEWSLETTER_CHECKBOX_CONSENT_TEXT,
    });
    expect(await confirmationJobs(row.id)).toHaveLength(1);
  });

  it("unticked (the default), no address is signed up", async () => {
    const email = uniqueSubscriberEmail("contact");
    const { html } = await getPage("/contact");
    expect(html).toContain("Send me pool tips");
    expect(html).not.toMatch(/<input[^>]*name="newsletter"[^>]*checked/);
    const payload = contactPagePayload({ email });
    await postForm("/contact", {
      name: "Ana Maria Silva",
      email,
      phone: payload.phone,
      message: payload.message,
      consentToContact: "on",
    });
    expect(await leadsWithPhone(payload.phone)).toHaveLength(1);
    expect(await subscriberOf(email)).toBeUndefined();
  });

  it("ticked on the estimate wizard posted without scripts", async () => {
    const email = uniqueSubscriberEmail("estimate");
    const phone = uniquePhone();
    const { status } = await postForm("/estimate", {
      firstName: "Maria",
      lastName: "Lopez",
      phone,
      email,
      address: "123 Palm Way, Wellington, FL",
      zip: "33414",
      consentToContact: "on",
      newsletter: "on",
    });
    expect(status).toBe(200);
    const [lead] = await leadsWithPhone(phone);
    expect(await subscriberOf(email)).toMatchObject({ status: "pending", leadId: lead!.id, consentPage: "/estimate" });
  });

  it("ticked on the home page's form posted without scripts", async () => {
    const email = uniqueSubscriberEmail("home");
    const phone = uniquePhone();
    const { status } = await postForm("/?index", {
      name: "John Carter",
      email,
      phone,
      message: "Please call me about a pool for our backyard.",
      nearestBranch: "WEST PALM BEACH",
      newsletter: "on",
    });
    expect(status).toBe(200);
    const [lead] = await leadsWithPhone(phone);
    expect(await subscriberOf(email)).toMatchObject({ status: "pending", leadId: lead!.id, consentPage: "/" });
  });

  it('ticked on the designer\'s "Send me this design"', async () => {
    const email = uniqueSubscriberEmail("design");
    const phone = uniquePhone();
    const { status } = await postForm("/design?poolId=8&addons=heat-pump", {
      firstName: "Lou Designer",
      phone,
      email,
      poolId: "8",
      addons: "heat-pump",
      nearestBranch: "ORLANDO",
      consentToContact: "true",
      newsletter: "true",
    });
    expect(status).toBe(302);
    const [lead] = await leadsWithPhone(phone);
    expect(await subscriberOf(email)).toMatchObject({ status: "pending", leadId: lead!.id, consentPage: "/design" });
  });

  it("sent as JSON by the home page's form: the page is the one that sent it", async () => {
    const email = uniqueSubscriberEmail("home");
    const { baseUrl } = await getTestApp();
    const response = await postJson("/api/estimates", estimatePayload({ email, newsletter: true }), {
      Referer: `${baseUrl}/`,
    });
    expect(response.status).toBe(201);
    expect(await subscriberOf(email)).toMatchObject({ status: "pending", consentPage: "/" });
  });

  it("refuses a newsletter value that is not true or false, storing nothing", async () => {
    const email = uniqueSubscriberEmail("api");
    const response = await postJson("/api/estimates", estimatePayload({ email, newsletter: "yes please" }));
    expect(response.status).toBe(400);
    expect(await subscriberOf(email)).toBeUndefined();
  });

  it("signs nobody up from a lead stored as spam", async () => {
    const email = uniqueSubscriberEmail("spam");
    const payload = estimatePayload({ email, newsletter: true, website: "http://spam.example" });
    expect((await postJson("/api/estimates", payload)).status).toBe(201);
    expect(await subscriberOf(email)).toBeUndefined();
  });
});

describe("the staff's subscriber list and its CSV", () => {
  const staff = signedInStaffOfEveryRole();

  it("shows managers the list, newest first, with counts by status, and finds an address", async () => {
    const older = await insertSubscriber({ email: uniqueSubscriberEmail("older") });
    const newer = await insertSubscriber({ email: uniqueSubscriberEmail("newer"), status: "confirmed" });
    for (const role of ["admin", "operations"] as const) {
      const response = await staffRequest("/admin/newsletter/subscribers", staff[role].cookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Subscribers by status");
      expect(html.indexOf(newer.email)).toBeLessThan(html.indexOf(older.email));
    }
    const searched = await staffRequest(
      `/admin/newsletter/subscribers?q=${encodeURIComponent(older.email)}`,
      staff.admin.cookie,
    );
    const html = await searched.text();
    expect(html).toContain(older.email);
    expect(html).not.toContain(newer.email);
  });

  it("exports the list as CSV with the consent, status and times", async () => {
    const reader = await insertSubscriber({
      email: uniqueSubscriberEmail("csv"),
      status: "unsubscribed",
      consentPage: "/blog/pool-care",
      consentText: newsletterBoxConsentText("en"),
      consentAt: new Date("2026-03-10T14:30:00Z"),
      confirmedAt: new Date("2026-03-10T15:00:00Z"),
      unsubscribedAt: new Date("2026-04-01T12:00:00Z"),
    });
    const response = await staffRequest(
      `/admin/newsletter/subscribers.csv?q=${encodeURIComponent(reader.email)}`,
      staff.operations.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="newsletter-subscribers-/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "ID,E-mail,Status,Consent given (Eastern),Consent page,Consent text,Confirmed (Eastern),Unsubscribed (Eastern),Lead ID",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reader.id},${reader.email},unsubscribed,2026-03-10 10:30,/blog/pool-care,`);
    expect(lines[1]).toContain(newsletterBoxConsentText("en"));
    expect(lines[1]).toContain("2026-03-10 11:00,2026-04-01 08:00,");
  });

  it("refuses sales reps and anonymous visitors", async () => {
    expect((await staffRequest("/admin/newsletter/subscribers", staff.sales.cookie)).status).toBe(403);
    expect((await staffRequest("/admin/newsletter/subscribers.csv", staff.sales.cookie)).status).toBe(403);
    const anonymous = await staffRequest("/admin/newsletter/subscribers.csv", null, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });
});
