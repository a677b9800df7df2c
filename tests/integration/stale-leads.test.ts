// Stale leads: the rule per stage (a scheduled consultation counts from the visit), the admins' limits in the
// settings, the lists' mark and filter, and what counts as work on a lead (status, comment, call, visit, e-mail).
// Other files share the worker's database, so every lead here belongs to a rep made here.
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appointments, consultationBookings, leads, siteSettings } from "#db/schema/index.ts";
import { DEFAULT_STALE_LIMITS } from "~/lib/leads/stale-leads";
import { officeWallClock } from "~/lib/company/office-time";
import { countStaleLeadsPerRep, listStaleLeadsOfRep } from "~/models/stale-leads.server";
import { getTestApp } from "../setup/test-app.ts";
import { visibleText } from "../support/html.ts";
import { insertLeadRow, leadRow, makeLead, namesIn, uniqueSource } from "../support/leads.ts";
import { startOutbox } from "../support/smtp.ts";
import {
  type TestStaff,
  createTestStaff,
  pageText,
  signedInStaffOfEveryRole,
  staffPost,
  staffRequest,
} from "../support/staff-sessions.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const staff = signedInStaffOfEveryRole();
/** The follow-up section of the settings; its form posts to the address it is shown at. */
const SETTINGS = "/admin/settings?section=follow-up";
const inserted: number[] = [];

async function lead(values: Partial<typeof leads.$inferInsert>): Promise<number> {
  const id = await insertLeadRow({ createdAt: new Date("2030-01-01T15:00:00Z"), ...values });
  inserted.push(id);
  return id;
}

async function appointmentAt(leadId: number, scheduledAt: Date, status = "confirmed") {
  const { db } = await getTestApp();
  await db
    .insert(appointments)
    .values({ leadId, customerName: "Stale Visit", phone: "(352) 555-0100", address: "1 Oak St", scheduledAt, status });
}

async function bookingAt(leadId: number, slotStart: Date, status = "booked") {
  const { db } = await getTestApp();
  await db
    .insert(consultationBookings)
    .values({ leadId, officeId: "ocala", slotStart, slotEnd: new Date(slotStart.getTime() + HOUR), status });
}

afterAll(async () => {
  const { db } = await getTestApp();
  if (inserted.length) await db.delete(leads).where(inArray(leads.id, inserted.splice(0)));
});

describe("the rule, stage by stage", () => {
  const NOW = new Date("2031-06-11T14:00:00Z"); // a Wednesday, 10 AM in Florida
  let rep: TestStaff;
  const names: Record<string, number> = {};

  beforeAll(async () => {
    rep = await createTestStaff("sales", { officeId: "ocala" });
    const add = async (name: string, values: Partial<typeof leads.$inferInsert>) => {
      names[name] = await lead({ firstName: name, salesRepId: rep.id, ...values });
      return names[name]!;
    };
    // Contacted: 3 days. Qualified and proposal sent: 7 days.
    await add("contacted-stale", { status: "contacted", lastActivityAt: ago(NOW, 3 * DAY + HOUR) });
    await add("contacted-fresh", { status: "contacted", lastActivityAt: ago(NOW, 3 * DAY - HOUR) });
    await add("qualified-stale", { status: "qualified", lastActivityAt: ago(NOW, 8 * DAY) });
    await add("qualified-fresh", { status: "qualified", lastActivityAt: ago(NOW, 6 * DAY) });
    await add("proposal-stale", { status: "proposal sent", lastActivityAt: ago(NOW, 7 * DAY + HOUR) });
    await add("proposal-fresh", { status: "proposal sent", lastActivityAt: ago(NOW, 2 * DAY) });
    // Consultation scheduled: 2 days after the visit (the latest appointment or booked consultation).
    const visitAhead = await add("visit-ahead", {
      status: "consultation scheduled",
      lastActivityAt: ago(NOW, 20 * DAY),
    });
    await appointmentAt(visitAhead, new Date(NOW.getTime() + 2 * DAY));
    const visitYesterday = await add("visit-yesterday", {
      status: "consultation scheduled",
      lastActivityAt: ago(NOW, 20 * DAY),
    });
    await appointmentAt(visitYesterday, ago(NOW, DAY));
    const visitLongAgo = await add("visit-long-ago", {
      status: "consultation scheduled",
      lastActivityAt: ago(NOW, 20 * DAY),
    });
    await appointmentAt(visitLongAgo, ago(NOW, 2 * DAY + HOUR));
    const bookedLongAgo = await add("booked-long-ago", {
      status: "consultation scheduled",
      lastActivityAt: ago(NOW, 20 * DAY),
    });
    await bookingAt(bookedLongAgo, ago(NOW, 5 * DAY));
    const bookedAhead = await add("booked-ahead", {
      status: "consultation scheduled",
      lastActivityAt: ago(NOW, 20 * DAY),
    });
    await bookingAt(bookedAhead, new Date(NOW.getTime() + DAY));
    // A cancelled visit is no visit: without another, the last activity counts.
    const cancelledOnly = await add("cancelled-only", {
      status: "consultation scheduled",
      lastActivityAt: ago(NOW, 3 * DAY),
    });
    await appointmentAt(cancelledOnly, new Date(NOW.getTime() + 3 * DAY), "cancelled");
    await bookingAt(cancelledOnly, new Date(NOW.getTime() + 4 * DAY), "cancelled");
    await add("no-visit-recent", { status: "consultation scheduled", lastActivityAt: ago(NOW, DAY) });
    // Worked after the visit: idle from the later of the two.
    const workedAfterVisit = await add("worked-after-visit", {
      status: "consultation scheduled",
      lastActivityAt: ago(NOW, DAY),
    });
    await appointmentAt(workedAfterVisit, ago(NOW, 5 * DAY));
    // Never stale: new (speed to lead watches those), closed stages, spam, a merged lead; a test lead is left out.
    await add("new-old", { status: "new", lastActivityAt: ago(NOW, 60 * DAY) });
    await add("won-old", {
      status: "won",
      wonValueCents: 100,
      wonSignedOn: "2031-01-01",
      lastActivityAt: ago(NOW, 60 * DAY),
    });
    await add("lost-old", { status: "lost", lostReason: "price", lastActivityAt: ago(NOW, 60 * DAY) });
    await add("spam-old", { status: "spam", lastActivityAt: ago(NOW, 60 * DAY) });
    await add("merged-old", {
      status: "contacted",
      lastActivityAt: ago(NOW, 60 * DAY),
      mergedIntoId: names["contacted-fresh"],
    });
    await add("test-old", { status: "contacted", lastActivityAt: ago(NOW, 60 * DAY), isTest: true });
  });

  it("lists a rep's stale leads, longest idle first, with when their idleness began", async () => {
    const { db } = await getTestApp();
    const stale = await listStaleLeadsOfRep(db, rep.id, { now: NOW, limits: DEFAULT_STALE_LIMITS });
    expect(stale.map((row) => row.firstName)).toEqual([
      "qualified-stale",
      "proposal-stale",
      "booked-long-ago",
      "contacted-stale",
      "cancelled-only",
      "visit-long-ago",
    ]);
    expect(stale.find((row) => row.firstName === "booked-long-ago")).toMatchObject({
      status: "consultation scheduled",
      idleSince: ago(NOW, 5 * DAY),
    });
    expect(stale.find((row) => row.firstName === "contacted-stale")!.idleSince).toEqual(ago(NOW, 3 * DAY + HOUR));
  });

  it("counts stale leads per rep, with the limits the admins set", async () => {
    const { db } = await getTestApp();
    const mine = (rows: Awaited<ReturnType<typeof countStaleLeadsPerRep>>) => rows.find((row) => row.repId === rep.id);
    expect(mine(await countStaleLeadsPerRep(db, { now: NOW, limits: DEFAULT_STALE_LIMITS }))).toEqual({
      repId: rep.id,
      repName: rep.username,
      count: 6,
    });
    // Other limits: a 5-day qualified stage catches both qualified leads; ten days spare every other stage.
    const relaxed = { contacted: 10, qualified: 5, consultationScheduled: 10, proposalSent: 10 };
    const stale = await listStaleLeadsOfRep(db, rep.id, { now: NOW, limits: relaxed });
    expect(stale.map((row) => row.firstName)).toEqual(["qualified-stale", "qualified-fresh"]);
    expect(mine(await countStaleLeadsPerRep(db, { now: NOW, limits: relaxed }))?.count).toBe(2);
  });

  it("shows the leads a viewer reaches: test leads only in test mode", async () => {
    const { db } = await getTestApp();
    const viewer = { id: rep.id, role: "sales", officeId: "ocala", testModePreference: true };
    const counts = await countStaleLeadsPerRep(db, { now: NOW, limits: DEFAULT_STALE_LIMITS, viewer });
    expect(counts.find((row) => row.repId === rep.id)?.count).toBe(7);
  });
});

describe("the lists' mark and filter, and the settings", () => {
  let rep: TestStaff;
  const source = uniqueSource("stale");

  beforeAll(async () => {
    rep = await createTestStaff("sales", { officeId: "ocala" });
    const now = new Date();
    await lead({
      firstName: "Idle",
      lastName: "Five Days",
      status: "contacted",
      salesRepId: rep.id,
      sourcePage: source,
      lastActivityAt: ago(now, 5 * DAY + HOUR),
      createdAt: ago(now, 9 * DAY),
    });
    await lead({
      firstName: "Busy",
      lastName: "Yesterday",
      status: "contacted",
      salesRepId: rep.id,
      sourcePage: source,
      lastActivityAt: ago(now, DAY),
      createdAt: ago(now, 9 * DAY),
    });
  });

  afterEach(async () => {
    const { db } = await getTestApp();
    await db.delete(siteSettings).where(eq(siteSettings.key, "stale-leads"));
  });

  const listPath = (extra = "") => `/admin/admin-estimates?source=${source}${extra}`;

  it("marks a stale lead with how long it has been idle, and filters to stale leads", async () => {
    const all = await pageText(await staffRequest(listPath(), staff.admin.cookie));
    expect(namesIn(all).sort()).toEqual(["Busy Yesterday", "Idle Five Days"]);
    expect(visibleText(all)).toContain("Stale · 5 d idle");
    expect(all).toContain("No activity for 5 days, longer than its stage&#x27;s limit");
    const stale = await pageText(await staffRequest(listPath("&stale=1"), staff.admin.cookie));
    expect(namesIn(stale)).toEqual(["Idle Five Days"]);
    expect(visibleText(stale)).toContain("Filter (2)");
    // The rep's own list, on a phone as on a desk.
    const mine = await pageText(await staffRequest(`/admin/estimates?stale=1&source=${source}`, staff.admin.cookie));
    expect(namesIn(mine)).toEqual(["Idle Five Days"]);
    // A value other than "1" is ignored and said so, not an error.
    const odd = await staffRequest(listPath("&stale=yes"), staff.admin.cookie);
    expect(odd.status).toBe(200);
    expect(visibleText(await pageText(odd))).toContain("Follow-up");
  });

  it("is set by administrators only: operations and sales are refused", async () => {
    for (const role of ["operations", "sales"] as const) {
      const refused = await staffPost(SETTINGS, staff[role].cookie, {
        section: "follow-up",
        contacted: "9",
        qualified: "9",
        consultationScheduled: "9",
        proposalSent: "9",
      });
      expect(refused.status).toBe(403);
    }
    const { db } = await getTestApp();
    expect(await db.select().from(siteSettings).where(eq(siteSettings.key, "stale-leads"))).toEqual([]);
  });

  it("shows the defaults, saves new limits, and the lists follow them", async () => {
    const page = visibleText(
      await pageText(await staffRequest("/admin/settings?section=follow-up", staff.admin.cookie)),
    );
    expect(page).toContain("Days before a lead is stale");
    expect(page).toContain("Not changed yet: the defaults apply.");
    const html = await pageText(await staffRequest("/admin/settings?section=follow-up", staff.admin.cookie));
    expect(html).toMatch(/name="contacted"[^>]*value="3"|value="3"[^>]*name="contacted"/);
    expect(html).toMatch(/name="consultationScheduled"[^>]*value="2"|value="2"[^>]*name="consultationScheduled"/);

    const saved = await staffPost(SETTINGS, staff.admin.cookie, {
      section: "follow-up",
      contacted: " 6 ",
      qualified: "10",
      consultationScheduled: "3",
      proposalSent: "14",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/settings?section=follow-up");
    const { db } = await getTestApp();
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "stale-leads"));
    expect(row?.value).toEqual({ contacted: 6, qualified: 10, consultationScheduled: 3, proposalSent: 14 });
    // Five days idle is no longer past the contacted limit.
    const list = await pageText(await staffRequest(listPath("&stale=1"), staff.admin.cookie));
    expect(namesIn(list)).toEqual([]);
    expect(visibleText(await pageText(await staffRequest(listPath(), staff.admin.cookie)))).not.toContain("Stale ·");
  });

  it("refuses a bad limit with a clear message beside its field, and changes nothing", async () => {
    await staffPost(SETTINGS, staff.admin.cookie, {
      section: "follow-up",
      contacted: "4",
      qualified: "7",
      consultationScheduled: "2",
      proposalSent: "7",
    });
    const { db } = await getTestApp();
    const before = await db.select().from(siteSettings).where(eq(siteSettings.key, "stale-leads"));
    for (const [field, value] of [
      ["contacted", "0"],
      ["contacted", "abc"],
      ["qualified", "366"],
      ["proposalSent", "2.5"],
      ["consultationScheduled", ""],
      ["contacted", "-3"],
    ] as const) {
      const response = await staffPost(SETTINGS, staff.admin.cookie, {
        section: "follow-up",
        contacted: "4",
        qualified: "7",
        consultationScheduled: "2",
        proposalSent: "7",
        [field]: value,
      });
      expect(response.status, `${field}=${value}`).toBe(400);
      const html = await pageText(response);
      const input = html.match(new RegExp(`<input[^>]*name="${field}"[^>]*>`))?.[0] ?? "";
      expect(input).toContain('aria-invalid="true"');
      expect(input).toContain(`value="${value}"`);
      expect(visibleText(html)).toMatch(/Enter a whole number of days from 1 to 365 for /);
    }
    expect(await db.select().from(siteSettings).where(eq(siteSettings.key, "stale-leads"))).toEqual(before);
  });
});

describe("what counts as work on a lead", () => {
  let rep: TestStaff;
  const longAgo = new Date("2030-02-01T15:00:00Z");

  beforeAll(async () => {
    rep = await createTestStaff("sales", { officeId: "ocala" });
  });

  const idleLead = (status = "contacted") =>
    lead({ firstName: "Worked", status, salesRepId: rep.id, nearestBranch: "OCALA", lastActivityAt: longAgo });
  const lastActivity = async (id: number) => (await leadRow(id)).lastActivityAt;

  it("a status change, a comment, a call (answered or not) and a visit planned", async () => {
    const before = new Date();
    const changed = await idleLead();
    await staffPost(`/admin/leads/${changed}`, staff.admin.cookie, { intent: "status", status: "qualified" });
    const commented = await idleLead();
    await staffPost(`/admin/leads/${commented}`, staff.admin.cookie, {
      intent: "comment",
      comment: "Sent the brochure.",
    });
    const called = await idleLead();
    await staffPost(`/admin/leads/${called}`, staff.admin.cookie, { intent: "call", outcome: "no-answer" });
    const visited = await idleLead();
    const planned = await staffPost(`/admin/leads/${visited}`, staff.admin.cookie, {
      intent: "appointment",
      customerName: "Worked Visit",
      email: "worked-visit@example.com",
      phone: "",
      address: "1 Oak St, Ocala",
      date: officeWallClock(new Date(Date.now() + 7 * DAY)).date,
      time: "10:00",
      officeId: "ocala",
      message: "",
    });
    expect(planned.status).toBe(302);
    for (const id of [changed, commented, called, visited]) expect((await lastActivity(id)) >= before).toBe(true);

    const { db } = await getTestApp();
    const counts = await countStaleLeadsPerRep(db);
    expect(counts.find((row) => row.repId === rep.id)).toBeUndefined();
  });

  it("but not a refused change, nor an assignment", async () => {
    const refused = await idleLead();
    const response = await staffPost(`/admin/leads/${refused}`, staff.admin.cookie, {
      intent: "status",
      status: "contacted",
    });
    expect(response.status).toBe(400);
    expect(await lastActivity(refused)).toEqual(longAgo);
    const assigned = await idleLead();
    await staffPost(`/admin/leads/${assigned}`, staff.admin.cookie, { intent: "assign", salesRepId: String(rep.id) });
    expect(await lastActivity(assigned)).toEqual(longAgo);
  });

  describe("through the outbox", () => {
    let outbox: Awaited<ReturnType<typeof startOutbox>>;
    beforeAll(async () => {
      outbox = await startOutbox({ notifyTo: "leads@example.com", workerId: "stale-test" });
    });
    afterAll(() => outbox.smtp.close());

    it("an e-mail sent to the customer", async () => {
      const address = `stale-${process.pid}@example.com`;
      const id = await makeLead({ sourcePage: uniqueSource("stale-mail"), email: address });
      inserted.push(id);
      const { db } = await getTestApp();
      await db.update(leads).set({ lastActivityAt: longAgo }).where(eq(leads.id, id));
      const before = new Date();
      await outbox.runner.runOnce();
      expect(outbox.smtp.received.some((mail) => mail.to.includes(address))).toBe(true);
      expect((await lastActivity(id)) >= before).toBe(true);
    });
  });
});
