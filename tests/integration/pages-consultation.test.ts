// The consultation pages as a browser without JavaScript meets them (decision 031): the estimate's success
// page offers the nearest office's free times, /consultation/book books one, and the signed link
// /consultation/:token shows, moves and cancels it. Slots are whatever the seeded hours give from today on.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consultationBookings, consultationClosedDates, jobs, leadStatusHistory, leads } from "#db/schema/index.ts";
import { issueLeadToken } from "~/lib/consultations/consultation-links.server";
import {
  BOOKING_ATTEMPTS_PER_HOUR,
  BOOKING_CHANGES_PER_DAY,
  BOOKING_LINK_RESENDS_PER_DAY,
  BOOKING_RATE_LIMIT_MESSAGE,
  LINK_RESEND_MESSAGE,
} from "~/services/consultations/consultation-pages.server";
import { SLOT_REFUSAL_MESSAGES } from "~/lib/consultations/consultation-slots";
import { bookConsultation, listFreeSlots } from "~/models/consultations.server";
import { estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { clearRateLimits } from "../support/rate-limits.ts";
import { postForm, postJson, readPage } from "../support/http.ts";
import { offeredStarts, visibleText } from "../support/html.ts";

/** The estimate form posted without JavaScript, as the header's nearest office West Palm Beach. */
async function sendEstimate() {
  const phone = uniquePhone();
  const { response, html } = await postForm("/estimate", {
    website: "",
    firstName: "Maria",
    lastName: "Lopez",
    phone,
    email: "maria@example.com",
    consentToContact: "on",
    requestType: "estimate",
    sourcePage: "estimate",
    nearestBranch: "WEST PALM BEACH",
  });
  expect(response.status).toBe(200);
  const leadToken = /name="lead" value="([^"]+)"/.exec(html)?.[1];
  const [lead] = await (await getTestApp()).db.select().from(leads).where(eq(leads.phone, phone));
  return { html, leadToken: leadToken!, lead: lead! };
}

async function newLead() {
  const response = await postJson("/api/estimates", estimatePayload());
  return (await response.json()) as { id: number; leadToken: string };
}

/** Books a slot for the form's lead and follows the redirect to the booking's page. */
async function book(leadToken: string, office: string, start: string) {
  const { response } = await postForm("/consultation/book", { lead: leadToken, office, start });
  expect(response.status).toBe(302);
  const location = response.headers.get("location")!;
  expect(location).toMatch(/^\/consultation\/\d+\.\d+\.\d+\.[\w-]+\?booked=1$/);
  return location;
}

beforeAll(async () => {
  await readPage("/estimate");
}, 180_000);

describe("the estimate's success page", () => {
  it("offers the nearest office's free times as a form, with the lead's token", async () => {
    const { html, leadToken, lead } = await sendEstimate();
    expect(html).toContain("Pick a time for your free consultation");
    expect(leadToken.split(".")[0]).toBe(String(lead.id));
    expect(html).toMatch(/<option value="west-palm-beach" selected="">West Palm Beach<\/option>/);
    const { db } = await getTestApp();
    const free = await listFreeSlots(db, "west-palm-beach");
    expect(offeredStarts(html)).toEqual(free.map((slot) => slot.start.toISOString()));
    // Days first: each day a disclosure whose summary names it, its times inside.
    expect(html).toMatch(new RegExp(`<summary[^>]*>${free[0]!.dayLabel}<span`));
    expect(html).toContain(`<legend class="sr-only">${free[0]!.dayLabel}</legend>`);
    expect(html).toContain('action="/consultation/book"');
  });
});

describe("/consultation/book", () => {
  it("switches office with a GET form and is never cached", async () => {
    const { leadToken } = await sendEstimate();
    const { response, html } = await readPage(
      `/consultation/book?lead=${encodeURIComponent(leadToken)}&office=orlando`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(/<option value="orlando" selected="">Orlando<\/option>/);
    const free = await listFreeSlots((await getTestApp()).db, "orlando");
    expect(offeredStarts(html)).toEqual(free.map((slot) => slot.start.toISOString()));
  });

  it("books the chosen time, schedules the lead and confirms on the booking's page", async () => {
    const { html, leadToken, lead } = await sendEstimate();
    const start = offeredStarts(html)[1]!;
    const location = await book(leadToken, "west-palm-beach", start);
    const { db } = await getTestApp();
    const [stored] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe("consultation scheduled");

    const page = await readPage(location);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("cache-control")).toBe("no-store");
    expect(page.html).toContain("Your Free Consultation Is Booked");
    expect(page.html).toContain("(Florida time)");
    expect(page.html).toContain("West Palm Beach");
    expect(page.html).toContain("Add to calendar (.ics)");

    const token = location.split("/")[2]!.split("?")[0]!;
    const ics = await readPage(`/consultation/${token}/calendar.ics`);
    expect(ics.response.headers.get("content-type")).toContain("text/calendar");
    expect(ics.response.headers.get("content-disposition")).toBe('attachment; filename="consultation.ics"');
    expect(ics.html).toContain("BEGIN:VEVENT");
    expect(ics.html).toContain("TZID=America/New_York");

    // One booking per request: a second one is refused with the message, and nothing is booked twice.
    const again = await postForm("/consultation/book", { lead: leadToken, office: "west-palm-beach", start });
    expect(again.response.status).toBe(409);
    expect(again.html).toContain("You already have a consultation booked.");
  });

  it("answers a full time with the message and the next free times", async () => {
    const { db } = await getTestApp();
    const [slot] = await listFreeSlots(db, "port-st-lucie");
    for (let i = 0; i < slot!.free; i++) {
      const other = await newLead();
      expect((await bookConsultation(db, { leadId: other.id, officeId: "port-st-lucie", start: slot!.start })).ok).toBe(
        true,
      );
    }
    const { leadToken, lead } = await sendEstimate();
    const { response, html } = await postForm("/consultation/book", {
      lead: leadToken,
      office: "port-st-lucie",
      start: slot!.start.toISOString(),
    });
    expect(response.status).toBe(409);
    expect(html).toContain("That time was just taken. Please pick another time.");
    const offered = offeredStarts(html);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(slot!.start.toISOString());
    const [stored] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe("new");
  });

  it("refuses a forged or missing token, an unknown office and no time, and books nothing", async () => {
    const { leadToken, lead } = await sendEstimate();
    const forged = leadToken.replace(/\.[\w-]+$/, ".AAAA");
    for (const token of [forged, issueLeadToken(lead.id, "another-secret-another-secret-xx"), ""]) {
      const refused = await postForm("/consultation/book", { lead: token, office: "ocala", start: "x" });
      expect(refused.response.status).toBe(403);
      expect(refused.html).toContain("We could not find your request. Please send the form again.");
    }
    const page = await readPage(`/consultation/book?lead=${encodeURIComponent(forged)}`);
    expect(page.response.status).toBe(403);
    expect(page.html).toContain("We could not find your request.");

    const office = await postForm("/consultation/book", { lead: leadToken, office: "miami", start: "x" });
    expect(office.response.status).toBe(400);
    expect(office.html).toContain("Please choose one of our offices.");
    const none = await postForm("/consultation/book", { lead: leadToken, office: "ocala" });
    expect(none.response.status).toBe(400);
    expect(none.html).toContain("Please choose a time.");
    const outside = await postForm("/consultation/book", {
      lead: leadToken,
      office: "ocala",
      start: "2020-01-01T03:00:00.000Z",
    });
    expect(outside.response.status).toBe(400);
    const { db } = await getTestApp();
    const [stored] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe("new");
  });
});

describe("bad input on the booking pages", () => {
  it("refuses a time outside the hours or on a closed date, at booking and at a move, and changes nothing", async () => {
    const { db } = await getTestApp();
    const { leadToken, lead } = await sendEstimate();
    const slots = await listFreeSlots(db, "ocala");
    const late = slots.at(-1)!;
    // Off the slot grid: half an hour into a slot.
    const offGrid = new Date(late.start.getTime() + 30 * 60_000).toISOString();
    const outside = await postForm("/consultation/book", { lead: leadToken, office: "ocala", start: offGrid });
    expect(outside.response.status).toBe(400);
    expect(outside.html).toContain("The office does not hold");
    expect(offeredStarts(outside.html).length).toBeGreaterThan(0);

    await db.insert(consultationClosedDates).values({ officeId: "ocala", date: late.date, reason: "Inventory" });
    try {
      const closed = await postForm("/consultation/book", {
        lead: leadToken,
        office: "ocala",
        start: late.start.toISOString(),
      });
      expect(closed.response.status).toBe(400);
      expect(closed.html).toContain("The office is closed that day. Please pick another day.");
      expect(await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id))).toEqual([]);
      const [stored] = await db.select().from(leads).where(eq(leads.id, lead.id));
      expect(stored!.status).toBe("new");

      // A booking then moved to the closed day, the past or a full time stays where it was.
      const location = await book(leadToken, "ocala", slots[0]!.start.toISOString());
      const token = location.split("/")[2]!.split("?")[0]!;
      const [before] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
      const attempts = [
        { start: late.start.toISOString(), status: 400, message: "The office is closed that day." },
        { start: "2020-01-06T15:00:00.000Z", status: 400, message: "That time has already passed." },
        { start: offGrid, status: 400, message: "The office does not hold" },
      ];
      for (const { start, status, message } of attempts) {
        const refused = await postForm(`/consultation/${token}`, { intent: "move", office: "ocala", start });
        expect(refused.response.status, start).toBe(status);
        expect(refused.html).toContain(message);
      }
      const [after] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
      expect(after).toEqual(before);
      expect((await readPage(`/consultation/${token}`)).response.status).toBe(200);
    } finally {
      await db
        .delete(consultationClosedDates)
        .where(and(eq(consultationClosedDates.officeId, "ocala"), eq(consultationClosedDates.date, late.date)));
    }
  });

  it("refuses a move to a full time with the message and the next free times", async () => {
    const { db } = await getTestApp();
    const { leadToken, lead } = await sendEstimate();
    const [, target] = await listFreeSlots(db, "orlando");
    for (let i = 0; i < target!.free; i++) {
      const other = await newLead();
      expect((await bookConsultation(db, { leadId: other.id, officeId: "orlando", start: target!.start })).ok).toBe(
        true,
      );
    }
    const own = await book(leadToken, "orlando", (await listFreeSlots(db, "orlando"))[0]!.start.toISOString());
    const token = own.split("/")[2]!.split("?")[0]!;
    const [before] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
    const full = await postForm(`/consultation/${token}`, {
      intent: "move",
      office: "orlando",
      start: target!.start.toISOString(),
    });
    expect(full.response.status).toBe(409);
    expect(full.html).toContain("That time was just taken. Please pick another time.");
    expect(offeredStarts(full.html)).not.toContain(target!.start.toISOString());
    const [after] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
    expect(after).toEqual(before);
  });
});

describe("a move to a time outside the booking window", () => {
  it("is refused with the message before the slot's lock, and the booking stays", async () => {
    const { db } = await getTestApp();
    const { html, leadToken, lead } = await sendEstimate();
    const token = (await book(leadToken, "west-palm-beach", offeredStarts(html)[0]!)).split("/")[2]!.split("?")[0]!;
    const [before] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
    const cases = [
      { start: "6054-03-03T15:00:00.000Z", message: SLOT_REFUSAL_MESSAGES["too-far"] },
      { start: "+100000-01-03T15:00:00.000Z", message: SLOT_REFUSAL_MESSAGES["too-far"] },
      { start: "-005000-01-03T15:00:00.000Z", message: SLOT_REFUSAL_MESSAGES.past },
    ];
    for (const { start, message } of cases) {
      const refused = await postForm(`/consultation/${token}`, { intent: "move", office: "west-palm-beach", start });
      expect(refused.response.status, start).toBe(400);
      expect(refused.html).toContain(message);
    }
    const [after] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
    expect(after).toEqual(before);
  });
});

describe("/consultation/:token", () => {
  it("moves the booking, kills the old link, then cancels", async () => {
    const { html, leadToken } = await sendEstimate();
    const [first, , third] = offeredStarts(html);
    const location = await book(leadToken, "west-palm-beach", first!);
    const token = location.split("/")[2]!.split("?")[0]!;

    const badOffice = await postForm(`/consultation/${token}`, { intent: "move", office: "miami", start: third! });
    expect(badOffice.response.status).toBe(400);
    expect(badOffice.html).toContain("Please choose one of our offices.");

    const moved = await postForm(`/consultation/${token}`, {
      intent: "move",
      office: "west-palm-beach",
      start: third!,
    });
    expect(moved.response.status).toBe(302);
    const movedTo = moved.response.headers.get("location")!;
    expect(movedTo).toMatch(/\?moved=1$/);
    const movedPage = (await readPage(movedTo)).html;
    expect(movedPage).toContain("Your Consultation Was Moved");
    // Where the new link went, masked: the lead's address is maria@example.com.
    expect(movedPage).toContain("We e-mailed your new link to m•••@example.com");
    expect(movedPage).not.toContain("maria@example.com");

    const old = await readPage(location);
    expect(old.response.status).toBe(410);
    expect(old.html).toContain("This consultation link is no longer valid.");
    const oldCancel = await postForm(`/consultation/${token}`, { intent: "cancel" });
    expect(oldCancel.response.status).toBe(410);

    const newToken = movedTo.split("/")[2]!.split("?")[0]!;
    const cancelled = await postForm(`/consultation/${newToken}`, { intent: "cancel" });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.html).toContain("Your Consultation Is Cancelled");
    // The same link later still says so; it cancels or moves nothing any more.
    const later = await readPage(`/consultation/${newToken}`);
    expect(later.response.status).toBe(200);
    expect(later.html).toContain("Your Consultation Is Cancelled");
    expect(visibleText(later.html)).not.toContain("Move to this time");
    const twice = await postForm(`/consultation/${newToken}`, { intent: "cancel" });
    expect(twice.response.status).toBe(410);
  });

  it("writes the visitor's booking, move and cancellation into the lead's history as the customer's, and a cancellation puts the lead back where it was", async () => {
    const { html, leadToken, lead } = await sendEstimate();
    const { db } = await getTestApp();
    const [first, second] = offeredStarts(html);
    const location = await book(leadToken, "west-palm-beach", first!);
    const statusOf = async () =>
      (await db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id)))[0]!.status;
    expect(await statusOf()).toBe("consultation scheduled");

    const token = location.split("/")[2]!.split("?")[0]!;
    const moved = await postForm(`/consultation/${token}`, {
      intent: "move",
      office: "west-palm-beach",
      start: second!,
    });
    const newToken = moved.response.headers.get("location")!.split("/")[2]!.split("?")[0]!;
    expect((await postForm(`/consultation/${newToken}`, { intent: "cancel" })).response.status).toBe(200);
    expect(await statusOf()).toBe("new");

    const history = await db
      .select()
      .from(leadStatusHistory)
      .where(eq(leadStatusHistory.leadId, lead.id))
      .orderBy(asc(leadStatusHistory.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor, h.changedById])).toEqual([
      ["new", "consultation scheduled", "customer", null],
      ["consultation scheduled", "consultation scheduled", "customer", null],
      ["consultation scheduled", "new", "customer", null],
    ]);
    expect(history[0]!.note).toMatch(
      /^Consultation booked online: \w{3}, \w{3} \d+, \d+:\d{2} [AP]M, West Palm Beach office$/,
    );
    expect(history[1]!.note).toMatch(/^Consultation moved online to /);
    expect(history[2]!.note).toMatch(/^Consultation of .+ cancelled online$/);
  });

  it("does not offer the booked time as a time to move to, and refuses a move to it", async () => {
    const { html, leadToken } = await sendEstimate();
    const { db } = await getTestApp();
    // A weekday time nobody holds yet (the seed gives every time two places).
    const taken = new Set(
      (await db.select().from(consultationBookings).where(eq(consultationBookings.status, "booked"))).map((b) =>
        b.slotStart.toISOString(),
      ),
    );
    const offered = offeredStarts(html);
    const first = offered.find((start) => new Date(start).getUTCDay() % 6 !== 0 && !taken.has(start))!;
    const second = offered.find((start) => start !== first);
    const location = await book(leadToken, "west-palm-beach", first);
    const token = location.split("/")[2]!.split("?")[0]!;
    // The slot still has a place for someone else...
    expect((await listFreeSlots(db, "west-palm-beach")).map((slot) => slot.start.toISOString())).toContain(first);
    // ...but not as this booking's move: its own time is left out of the picker, the next one is offered.
    const page = await readPage(location);
    expect(offeredStarts(page.html)).not.toContain(first);
    expect(offeredStarts(page.html)).toContain(second);
    // Another office's picker has nothing to leave out.
    expect(offeredStarts((await readPage(`/consultation/${token}?office=ocala`)).html).length).toBeGreaterThan(0);

    const same = await postForm(`/consultation/${token}`, { intent: "move", office: "west-palm-beach", start: first });
    expect(same.response.status).toBe(400);
    expect(same.html).toContain("That is already the time of your consultation. Please pick another time.");
    expect(offeredStarts(same.html)).not.toContain(first);
    // Nothing changed: the link still works and the booking keeps its time.
    expect((await readPage(location)).response.status).toBe(200);
    const [booking] = await db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, Number(token.split(".")[0])));
    expect(booking!.slotStart.toISOString()).toBe(first);
    expect(booking!.tokenVersion).toBe(Number(token.split(".")[1]));
  });

  it("answers a garbage or expired link with a message, never an error", async () => {
    for (const token of ["nonsense", "1.0.1.abc", `9999.0.${Math.floor(Date.now() / 1000) + 3600}.abc`]) {
      const { response, html } = await readPage(`/consultation/${token}`);
      expect(response.status).toBe(410);
      expect(html).toContain("This consultation link is no longer valid.");
      expect((await readPage(`/consultation/${token}/calendar.ics`)).response.status).toBe(410);
    }
  });
});

describe("a flood of moves through one link", () => {
  /** The e-mail jobs a lead's bookings queued (each change: the visitor's and the office's). */
  async function consultationJobs(leadId: number) {
    const { db } = await getTestApp();
    return (await db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.leadId, leadId))).filter((job) =>
      job.kind.startsWith("consultation."),
    ).length;
  }

  it("moves a few times, then refuses with the booking's message and queues no more e-mails", async () => {
    await clearRateLimits("consultation");
    try {
      const { html, leadToken, lead } = await sendEstimate();
      const [first, second, third] = offeredStarts(html);
      let token = (await book(leadToken, "west-palm-beach", first!)).split("/")[2]!.split("?")[0]!;
      const statuses: number[] = [];
      let refusal = "";
      for (let i = 0; i < 40; i++) {
        const start = i % 2 === 0 ? second! : third!;
        const answer = await postForm(`/consultation/${token}`, { intent: "move", office: "west-palm-beach", start });
        statuses.push(answer.response.status);
        if (answer.response.status === 302)
          token = answer.response.headers.get("location")!.split("/")[2]!.split("?")[0]!;
        else refusal ||= answer.html;
      }
      expect(statuses.slice(0, BOOKING_CHANGES_PER_DAY)).toEqual(Array(BOOKING_CHANGES_PER_DAY).fill(302));
      expect(statuses.slice(BOOKING_CHANGES_PER_DAY)).toEqual(Array(40 - BOOKING_CHANGES_PER_DAY).fill(429));
      expect(refusal).toContain(BOOKING_RATE_LIMIT_MESSAGE);
      // The booking and its e-mails: the booking's two, and two per move that went through, none after.
      expect(await consultationJobs(lead.id)).toBe(2 + 2 * BOOKING_CHANGES_PER_DAY);
      const cancel = await postForm(`/consultation/${token}`, { intent: "cancel" });
      expect(cancel.response.status).toBe(429);
      expect(cancel.html).toContain(BOOKING_RATE_LIMIT_MESSAGE);
      expect(await consultationJobs(lead.id)).toBe(2 + 2 * BOOKING_CHANGES_PER_DAY);
      // The page still shows the booking at its last time, with its link working.
      expect((await readPage(`/consultation/${token}`)).response.status).toBe(200);
    } finally {
      await clearRateLimits("consultation");
    }
  });

  it("counts the moves and cancellations of one address with its bookings", async () => {
    await clearRateLimits("consultation");
    try {
      const { html, leadToken, lead } = await sendEstimate();
      const [first, second] = offeredStarts(html);
      const token = (await book(leadToken, "west-palm-beach", first!)).split("/")[2]!.split("?")[0]!;
      const { db } = await getTestApp();
      const [before] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
      // Other bookings from the same address used up its hour: this link's first change is refused too.
      for (let i = 1; i < BOOKING_ATTEMPTS_PER_HOUR; i++) {
        await postForm("/consultation/book", { lead: leadToken, office: "west-palm-beach", start: second! });
      }
      const changes: Record<string, string>[] = [
        { intent: "move", office: "west-palm-beach", start: second! },
        { intent: "cancel" },
      ];
      for (const fields of changes) {
        const refused = await postForm(`/consultation/${token}`, fields);
        expect(refused.response.status, fields.intent).toBe(429);
        expect(refused.html).toContain(BOOKING_RATE_LIMIT_MESSAGE);
      }
      const [after] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
      expect(after).toEqual(before);
    } finally {
      await clearRateLimits("consultation");
    }
  });
});

describe("sending the current link again from a dead link", () => {
  /** The visitor e-mails queued for a booking since `afterId`: kind and payload. */
  async function visitorEmails(leadId: number, afterId = 0) {
    const { db } = await getTestApp();
    return (await db.select().from(jobs).where(eq(jobs.leadId, leadId)))
      .filter((job) => job.id > afterId && job.kind === "consultation.notify-visitor")
      .map((job) => job.payload as { bookingId: number; tokenVersion: number });
  }
  const lastJobId = async () => {
    const { db } = await getTestApp();
    return Math.max(0, ...(await db.select({ id: jobs.id }).from(jobs)).map((job) => job.id));
  };
  const tokenOf = (location: string) => location.split("/")[2]!.split("?")[0]!;
  /** What the page says: its heading to the end of its section (the document around it carries a fresh nonce). */
  const said = (html: string) => html.slice(html.indexOf("<h1"), html.indexOf("</section>", html.indexOf("<h1")));

  /** A booking moved once: its first (dead) link, its current one and its lead. */
  async function movedBooking() {
    const { html, leadToken, lead } = await sendEstimate();
    const [first, second] = offeredStarts(html);
    const old = tokenOf(await book(leadToken, "west-palm-beach", first!));
    const moved = await postForm(`/consultation/${old}`, { intent: "move", office: "west-palm-beach", start: second! });
    expect(moved.response.status).toBe(302);
    return { old, current: tokenOf(moved.response.headers.get("location")!), lead };
  }

  it("offers it on the dead link's page, and queues one e-mail of the current link for a real booking", async () => {
    await clearRateLimits("consultation");
    const { old, current, lead } = await movedBooking();
    const page = await readPage(`/consultation/${old}`);
    expect(page.response.status).toBe(410);
    expect(page.html).toContain("Send my link again");
    expect(page.html).toContain('name="intent" value="resend-link"');

    const before = await lastJobId();
    const answer = await postForm(`/consultation/${old}`, { intent: "resend-link" });
    expect(answer.response.status).toBe(200);
    expect(answer.html).toContain(LINK_RESEND_MESSAGE);
    expect(visibleText(answer.html)).not.toContain("Send my link again");
    // One e-mail to the booking's own address, at the booking's current version: the runner signs that link.
    const [id, version] = current.split(".").map(Number) as [number, number];
    expect(await visitorEmails(lead.id, before)).toEqual([
      expect.objectContaining({ bookingId: id, tokenVersion: version }),
    ]);
    const { db } = await getTestApp();
    const others = (await db.select().from(jobs)).filter((job) => job.id > before);
    expect(others.map((job) => job.kind)).toEqual(["consultation.notify-visitor"]);
    // Nothing changed: the current link still works.
    expect((await readPage(`/consultation/${current}`)).response.status).toBe(200);
  });

  it("answers a forged, unknown or cancelled booking's link the same, and sends nothing", async () => {
    await clearRateLimits("consultation");
    const { old, current, lead } = await movedBooking();
    const real = await postForm(`/consultation/${old}`, { intent: "resend-link" });
    const [id, version, expires] = old.split(".");
    const forged = [
      `${id}.${version}.${expires}.${"A".repeat(43)}`,
      `${id}.${Number(version) + 5}.${expires}.${old.split(".")[3]}`,
      `999999.0.${expires}.${old.split(".")[3]}`,
      "nonsense",
    ];
    const before = await lastJobId();
    for (const token of forged) {
      const answer = await postForm(`/consultation/${token}`, { intent: "resend-link" });
      expect(answer.response.status, token).toBe(real.response.status);
      expect(said(answer.html), token).toBe(said(real.html));
    }
    const { db } = await getTestApp();
    expect((await db.select().from(jobs)).filter((job) => job.id > before)).toEqual([]);
    // A cancelled booking has no link to send.
    expect((await postForm(`/consultation/${current}`, { intent: "cancel" })).response.status).toBe(200);
    const afterCancel = await lastJobId();
    const cancelled = await postForm(`/consultation/${old}`, { intent: "resend-link" });
    expect(cancelled.response.status).toBe(real.response.status);
    expect(said(cancelled.html)).toBe(said(real.html));
    expect(await visitorEmails(lead.id, afterCancel)).toEqual([]);
  });

  it("sends a booking's link a few times a day, silently no more; an address's attempts answer 429 whatever the link", async () => {
    await clearRateLimits("consultation");
    try {
      const { old, lead } = await movedBooking();
      const before = await lastJobId();
      const answers = [];
      for (let i = 0; i < BOOKING_LINK_RESENDS_PER_DAY + 2; i++) {
        answers.push(await postForm(`/consultation/${old}`, { intent: "resend-link" }));
      }
      expect(answers.map((a) => a.response.status)).toEqual(Array(BOOKING_LINK_RESENDS_PER_DAY + 2).fill(200));
      expect(new Set(answers.map((a) => said(a.html))).size).toBe(1);
      expect(await visitorEmails(lead.id, before)).toHaveLength(BOOKING_LINK_RESENDS_PER_DAY);

      // The address's hour of booking attempts (shared with bookings, moves and cancellations) runs out, whatever
      // the links it tries.
      const statuses: number[] = [];
      for (let i = 0; i < BOOKING_ATTEMPTS_PER_HOUR; i++) {
        statuses.push((await postForm("/consultation/nonsense", { intent: "resend-link" })).response.status);
      }
      const firstRefused = statuses.indexOf(429);
      expect(firstRefused).toBeGreaterThan(0);
      expect(statuses.slice(firstRefused)).toEqual(Array(statuses.length - firstRefused).fill(429));
      for (const token of [old, "nonsense"]) {
        const refused = await postForm(`/consultation/${token}`, { intent: "resend-link" });
        expect(refused.response.status, token).toBe(429);
        expect(refused.html).toContain(BOOKING_RATE_LIMIT_MESSAGE);
      }
      expect(await visitorEmails(lead.id, before)).toHaveLength(BOOKING_LINK_RESENDS_PER_DAY);
    } finally {
      await clearRateLimits("consultation");
    }
  });
});
