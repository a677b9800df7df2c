// Merging a duplicate lead into another (decision 043): one lead remains with everything both had, the merged one
// stays as a record pointing to it (its old link leads there) and leaves every list, count, report and export.
// Two won sales are never merged; only admin and operations merge.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  appointments,
  consultationBookings,
  jobs,
  leadCalls,
  leadComments,
  leadDesigns,
  leadEvents,
  leadInterestedPools,
  leadStatusHistory,
  leadTasks,
  type leads,
  newsletterSubscribers,
  pools,
} from "#db/schema/index.ts";
import { countReportLeads } from "~/models/source-report.server";
import { countLeadBreakdowns } from "~/models/lead-stats.server";
import { mergeLeads } from "~/models/lead-merge.server";
import { getTestApp } from "../setup/test-app.ts";
import {
  clearSignInCounters,
  pageText,
  signedInStaff,
  type SignedInStaff,
  staffPost,
  staffRequest,
} from "../support/staff-sessions.ts";
import { flashOf, historyOf, insertLeadRow, leadRow, makeLead, namesIn, uniqueSource } from "../support/leads.ts";
import { uniquePhone } from "../support/lead-payloads.ts";

let admin: SignedInStaff;
let operations: SignedInStaff;
let sales: SignedInStaff;

beforeAll(async () => {
  await clearSignInCounters();
  admin = await signedInStaff("admin");
  operations = await signedInStaff("operations");
  sales = await signedInStaff("sales", { officeId: "ocala" });
});

beforeEach(clearSignInCounters);

const mergePath = (leadId: number, otherId: number | string) => `/admin/leads/${leadId}/merge?with=${otherId}`;
const merge = (leadId: number, otherId: number, survivorId: number, mergedId: number, who = operations) =>
  staffPost(mergePath(leadId, otherId), who.cookie, { survivorId: String(survivorId), mergedId: String(mergedId) });

async function activePoolIds(n: number): Promise<number[]> {
  const { db } = await getTestApp();
  const rows = await db
    .select({ id: pools.id })
    .from(pools)
    .where(eq(pools.isActive, true))
    .orderBy(asc(pools.id))
    .limit(n);
  return rows.map((row) => row.id);
}

/** Every row of each table that belongs to the lead, as [table, count]. */
async function rowsOf(leadId: number) {
  const { db } = await getTestApp();
  const countIn = async (table: typeof leadCalls | typeof leadComments | typeof leadStatusHistory) =>
    (await db.select().from(table).where(eq(table.leadId, leadId))).length;
  return {
    history: await countIn(leadStatusHistory),
    calls: await countIn(leadCalls),
    comments: await countIn(leadComments),
    events: (await db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).length,
    tasks: (await db.select().from(leadTasks).where(eq(leadTasks.leadId, leadId))).length,
    appointments: (await db.select().from(appointments).where(eq(appointments.leadId, leadId))).length,
    bookings: (await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, leadId))).length,
    jobs: (await db.select().from(jobs).where(eq(jobs.leadId, leadId))).length,
    subscribers: (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.leadId, leadId))).length,
    design: (await db.select().from(leadDesigns).where(eq(leadDesigns.leadId, leadId))).length,
    pools: (
      await db
        .select({ poolId: leadInterestedPools.poolId })
        .from(leadInterestedPools)
        .where(eq(leadInterestedPools.leadId, leadId))
        .orderBy(asc(leadInterestedPools.position))
    ).map((row) => row.poolId),
  };
}

/** Gives a lead one of everything a lead can hold. */
async function furnish(leadId: number, staffId: number, poolIds: number[], slotStart: Date | null) {
  const { db } = await getTestApp();
  await db.insert(leadStatusHistory).values({ leadId, fromStatus: "new", toStatus: "contacted", changedById: staffId });
  await db.insert(leadCalls).values({ leadId, outcome: "no-answer", calledById: staffId });
  await db.insert(leadComments).values({ leadId, comment: `Comment on #${leadId}`, author: "ops", authorId: staffId });
  await db
    .insert(leadEvents)
    .values({ leadId, kind: "task-added", note: `Task added on #${leadId}`, actorId: staffId });
  await db.insert(leadTasks).values({
    leadId,
    kind: "call-back",
    dueOn: "2026-12-02",
    dueAt: new Date("2026-12-02T13:00:00Z"),
    ownerId: staffId,
  });
  await db.insert(appointments).values({
    leadId,
    customerName: `Visit of #${leadId}`,
    phone: "5551234567",
    address: "1 Main St",
    scheduledAt: new Date("2026-12-10T15:00:00Z"),
  });
  if (slotStart) {
    await db.insert(consultationBookings).values({
      leadId,
      officeId: "ocala",
      slotStart,
      slotEnd: new Date(slotStart.getTime() + 3_600_000),
    });
  }
  await db.insert(jobs).values({ kind: "lead.uncontacted-alert", leadId, payload: { leadId } });
  await db.insert(newsletterSubscribers).values({
    email: `merge-${leadId}-${Date.now()}@example.com`,
    consentAt: new Date(),
    consentPage: "/estimate",
    consentText: "Send me pool tips",
    leadId,
  });
  await db.insert(leadInterestedPools).values(poolIds.map((poolId, position) => ({ leadId, poolId, position })));
}

describe("merging a duplicate into the older lead", () => {
  it("keeps everything on the lead that remains, fills what it lacked, and records the merge on both", async () => {
    const { db } = await getTestApp();
    const source = uniqueSource("merge-all");
    const phone = uniquePhone();
    const [p1, p2, p3] = await activePoolIds(3);
    const older = await insertLeadRow({
      firstName: "Maria",
      lastName: "Lopez",
      phone,
      sourcePage: source,
      createdAt: new Date("2026-10-01T14:00:00Z"),
      status: "contacted",
      firstTouch: { utmSource: "google", utmMedium: "cpc", landingPath: "/pools", at: "2026-09-30T10:00:00.000Z" },
      lastTouch: { utmSource: "google", utmMedium: "cpc", gclid: "G-OLD", at: "2026-10-01T13:59:00.000Z" },
      firstContactedAt: new Date("2026-10-01T15:00:00Z"),
      lastActivityAt: new Date("2026-10-02T15:00:00Z"),
    });
    const newer = await insertLeadRow({
      firstName: "Maria",
      lastName: "Lopez",
      phone,
      email: "maria@example.com",
      address: "12 Palm Way, Ocala",
      zip: "34470",
      message: "Second request: a pool with a ledge.",
      sourcePage: source,
      createdAt: new Date("2026-10-20T14:00:00Z"),
      possibleDuplicateOf: older,
      firstTouch: { utmSource: "facebook", landingPath: "/design", at: "2026-09-01T10:00:00.000Z" },
      lastTouch: { utmSource: "facebook", utmMedium: "paid", fbclid: "FB-NEW", at: "2026-10-20T13:59:00.000Z" },
      firstContactedAt: new Date("2026-10-20T16:00:00Z"),
      lastActivityAt: new Date("2026-10-21T15:00:00Z"),
    });
    const later = await insertLeadRow({ firstName: "Maria", phone, sourcePage: source, possibleDuplicateOf: newer });
    await furnish(older, operations.id, [p1!, p2!], null);
    await furnish(newer, operations.id, [p2!, p3!], new Date("2026-12-05T15:00:00Z"));
    await db.insert(leadDesigns).values({ leadId: newer, poolName: "Ledge pool", lineItems: [], total: 52_000 });
    const [before, mergedBefore] = [await rowsOf(older), await rowsOf(newer)];

    // The newer lead's page offers the merge; the screen shows both, the older one remaining.
    const page = await pageText(await staffRequest(`/admin/leads/${newer}`, operations.cookie));
    expect(page).toContain(`href="${mergePath(newer, older).replace("&", "&amp;")}"`);
    const screen = await staffRequest(mergePath(newer, older), operations.cookie);
    expect(screen.status).toBe(200);
    const text = await pageText(screen);
    expect(text).toContain(`Merge #${newer} into #${older}`);
    expect(text.indexOf("Remains")).toBeLessThan(text.indexOf(`#${older} Maria Lopez`) + 1);
    expect(text).toContain(`Keep #${newer} instead`);

    const response = await merge(newer, older, older, newer);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${older}`);
    expect(flashOf(response)).toContain(`Merged lead #${newer} (Maria Lopez) into this lead.`);

    const after = await rowsOf(older);
    expect(after).toMatchObject({
      history: before.history + mergedBefore.history,
      calls: before.calls + mergedBefore.calls,
      comments: before.comments + mergedBefore.comments,
      // Both leads' lines, and the merge's own line.
      events: before.events + mergedBefore.events + 1,
      tasks: 2,
      appointments: 2,
      bookings: 1,
      jobs: before.jobs + mergedBefore.jobs,
      subscribers: 2,
      design: 1,
      // Its own pools first, then the other's, a pool both named once.
      pools: [p1, p2, p3],
    });
    expect(await rowsOf(newer)).toMatchObject({
      history: 0,
      calls: 0,
      comments: 0,
      events: 1,
      tasks: 0,
      appointments: 0,
      bookings: 0,
      jobs: 0,
      subscribers: 0,
      design: 0,
      pools: [],
    });
    // A reminder still waiting now names the lead that remains.
    const waiting = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.leadId, older), eq(jobs.status, "pending")));
    expect(waiting.every((job) => (job.payload as { leadId?: number }).leadId === older)).toBe(true);

    const survivor = await leadRow(older);
    expect(survivor).toMatchObject({
      email: "maria@example.com",
      address: "12 Palm Way, Ocala",
      zip: "34470",
      message: "Second request: a pool with a ledge.",
      status: "contacted",
      // The earliest first touch (the newer lead's, a month before) and the latest last touch, with their columns.
      firstTouch: { utmSource: "facebook", landingPath: "/design", at: "2026-09-01T10:00:00.000Z" },
      lastTouch: { utmSource: "facebook", utmMedium: "paid", fbclid: "FB-NEW", at: "2026-10-20T13:59:00.000Z" },
      landingPath: "/design",
      utmSource: "facebook",
      utmMedium: "paid",
      fbclid: "FB-NEW",
      gclid: null,
      firstContactedAt: new Date("2026-10-01T15:00:00Z"),
      lastActivityAt: new Date("2026-10-21T15:00:00Z"),
      mergedIntoId: null,
    });
    const merged = await leadRow(newer);
    expect(merged).toMatchObject({ mergedIntoId: older, status: "new", possibleDuplicateOf: older });
    expect(merged.mergedAt).toBeInstanceOf(Date);
    // A later duplicate of the merged lead now points to the one that remains.
    expect((await leadRow(later)).possibleDuplicateOf).toBe(older);

    const lines = await db
      .select({ kind: leadEvents.kind, note: leadEvents.note, actorId: leadEvents.actorId, leadId: leadEvents.leadId })
      .from(leadEvents)
      .where(eq(leadEvents.kind, "merged-in"));
    expect(lines).toContainEqual({
      kind: "merged-in",
      note: `Merged lead #${newer} (Maria Lopez) into this lead`,
      actorId: operations.id,
      leadId: older,
    });
    const [into] = await db.select().from(leadEvents).where(eq(leadEvents.leadId, newer));
    expect(into).toMatchObject({ kind: "merged-into", note: `Merged into lead #${older} (Maria Lopez)` });
  });
});

describe("after a merge", () => {
  let source: string;
  let survivor: number;
  let merged: number;

  beforeAll(async () => {
    source = uniqueSource("merge-after");
    const phone = uniquePhone();
    const phoneDigits = phone.replace(/\D/g, "").slice(-10);
    survivor = await insertLeadRow({
      firstName: "Kept",
      lastName: "Lead",
      phone,
      phoneDigits,
      sourcePage: source,
      landingPath: `/${source}`,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    merged = await insertLeadRow({
      firstName: "Gone",
      lastName: "Lead",
      phone,
      phoneDigits,
      sourcePage: source,
      landingPath: `/${source}`,
      createdAt: new Date(Date.now() - 60_000),
      possibleDuplicateOf: survivor,
    });
    expect((await merge(merged, survivor, survivor, merged)).status).toBe(302);
  });

  it("the merged lead's old link leads to the lead that remains, with a note", async () => {
    const response = await staffRequest(`/admin/leads/${merged}`, operations.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${survivor}`);
    expect(flashOf(response)).toContain(`Lead #${merged} was merged into this lead.`);
  });

  it("an action posted to the merged lead's page changes nothing and leads to the one that remains", async () => {
    const before = await leadRow(merged);
    const response = await staffPost(`/admin/leads/${merged}`, operations.cookie, { intent: "comment", comment: "Hi" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${survivor}`);
    expect(await leadRow(merged)).toEqual(before);
    expect((await rowsOf(merged)).comments).toBe(0);
  });

  it("leaves the lists, the search, the export, the dashboard and the source report", async () => {
    const list = await pageText(await staffRequest(`/admin/estimates?source=${source}`, operations.cookie));
    expect(namesIn(list)).toEqual(["Kept Lead"]);
    const search = await pageText(await staffRequest(`/admin/admin-estimates?q=Gone`, operations.cookie));
    expect(search).not.toContain(`/admin/leads/${merged}"`);
    const csv = await (
      await staffRequest(`/api/admin/leads/export?view=all&source=${source}`, operations.cookie)
    ).text();
    expect(csv).toContain("Kept");
    expect(csv).not.toContain("Gone");
    const { db } = await getTestApp();
    const viewer = { id: operations.id, role: "operations", officeId: null, testModePreference: false };
    const breakdowns = await countLeadBreakdowns(db, viewer, null);
    expect(breakdowns.bySource.find((row) => row.source === source)?.count).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const rows = await countReportLeads(db, { from: weekAgo, to: today }, "landing");
    expect(rows.find((row) => row.k1 === `/${source}`)?.count).toBe(1);
  });

  it("a new lead with the same number is flagged as a duplicate of the lead that remains", async () => {
    const phone = (await leadRow(merged)).phone;
    const fresh = await makeLead({ sourcePage: source, phone });
    expect((await leadRow(fresh)).possibleDuplicateOf).toBe(survivor);
  });

  it("a second merge of the same lead is refused", async () => {
    const response = await merge(merged, survivor, survivor, merged);
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain(`Lead #${merged} has already been merged into lead #${survivor}.`);
  });
});

describe("refusals", () => {
  async function pair(a: Partial<typeof leads.$inferInsert>, b: Partial<typeof leads.$inferInsert>) {
    const source = uniqueSource("merge-refuse");
    const phone = uniquePhone();
    const first = await insertLeadRow({ phone, sourcePage: source, createdAt: new Date("2026-01-05T15:00:00Z"), ...a });
    const second = await insertLeadRow({ phone, sourcePage: source, possibleDuplicateOf: first, ...b });
    return [first, second] as const;
  }
  const won = { status: "won", wonValueCents: 4_850_000, wonSignedOn: "2026-02-01" } as const;

  it("two won sales are not merged: the screen says why and offers no button, a post changes nothing", async () => {
    const [first, second] = await pair(won, { ...won, wonSignedOn: "2026-03-01" });
    const screen = await pageText(await staffRequest(mergePath(second, first), operations.cookie));
    expect(screen).toContain("Both leads are won sales, each with its own contract: they cannot be merged.");
    expect(screen).not.toContain("Merge #");
    const before = [await leadRow(first), await leadRow(second)];
    const response = await merge(second, first, first, second);
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain("Both leads are won sales");
    expect([await leadRow(first), await leadRow(second)]).toEqual(before);
    expect((await rowsOf(first)).events + (await rowsOf(second)).events).toBe(0);
  });

  it("a won lead remains by default, even when it is the newer one, and is never the one merged away", async () => {
    const [first, second] = await pair({}, won);
    const screen = await pageText(await staffRequest(mergePath(second, first), operations.cookie));
    expect(screen).toContain(`Merge #${first} into #${second}`);
    expect(screen).not.toContain("instead");
    const response = await merge(second, first, first, second);
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain(`Lead #${second} is a won sale and must remain`);
    expect((await leadRow(second)).mergedIntoId).toBeNull();
  });

  it("two leads that each have a consultation booked are not merged", async () => {
    const { db } = await getTestApp();
    const [first, second] = await pair({}, {});
    for (const [leadId, hour] of [
      [first, 14],
      [second, 16],
    ] as const) {
      await db.insert(consultationBookings).values({
        leadId,
        officeId: "ocala",
        slotStart: new Date(`2026-12-07T${hour}:00:00Z`),
        slotEnd: new Date(`2026-12-07T${hour + 1}:00:00Z`),
      });
    }
    const response = await merge(second, first, first, second);
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain("Both leads have a consultation booked.");
    expect((await leadRow(second)).mergedIntoId).toBeNull();
  });

  it("two merges at once cannot both win", async () => {
    const { db } = await getTestApp();
    const [first, second] = await pair({}, {});
    const results = await Promise.all([
      mergeLeads(db, { survivorId: first, mergedId: second, staffId: admin.id }),
      mergeLeads(db, { survivorId: second, mergedId: first, staffId: admin.id }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const rows = [await leadRow(first), await leadRow(second)];
    expect(rows.filter((row) => row.mergedIntoId !== null)).toHaveLength(1);
  });

  it("bad addresses and ids answer 404 or 400 and change nothing", async () => {
    const [first, second] = await pair({}, {});
    expect((await staffRequest(mergePath(first, "abc").replace(String(first), "x1"), admin.cookie)).status).toBe(404);
    // Without the other lead the screen asks for its number; a wrong one is said so, with the number kept.
    const ask = await staffRequest(`/admin/leads/${first}/merge`, admin.cookie);
    expect(ask.status).toBe(200);
    expect(await pageText(ask)).toContain("Lead number");
    for (const [other, status, message] of [
      [first, 400, "Enter the number of another lead, e.g. 1234."],
      ["1e3", 400, "Enter the number of another lead, e.g. 1234."],
      [999_999_999, 404, "No such lead."],
    ] as const) {
      const answer = await staffRequest(mergePath(first, other), admin.cookie);
      expect(answer.status).toBe(status);
      const html = await pageText(answer);
      expect(html).toContain(message);
      expect(html).toContain(`value="${other}"`);
    }
    // The form may only merge the pair its address names.
    const other = await insertLeadRow({ sourcePage: uniqueSource("merge-other") });
    expect((await merge(second, first, first, other, admin)).status).toBe(400);
    expect((await merge(second, first, first, first, admin)).status).toBe(400);
    const missing = await staffPost(mergePath(second, first), admin.cookie, { survivorId: String(first) });
    expect(missing.status).toBe(400);
    expect((await merge(second, 999_999_999, 999_999_999, second, admin)).status).toBe(404);
    for (const id of [first, second, other]) expect((await leadRow(id)).mergedIntoId).toBeNull();
  });
});

describe("who may merge", () => {
  it("admin and operations only: a sales rep gets 403 and sees no Merge link", async () => {
    const source = uniqueSource("merge-sales");
    const phone = uniquePhone();
    const first = await insertLeadRow({ phone, sourcePage: source, nearestBranch: "OCALA", salesRepId: sales.id });
    const second = await insertLeadRow({
      phone,
      sourcePage: source,
      nearestBranch: "OCALA",
      salesRepId: sales.id,
      possibleDuplicateOf: first,
    });
    const page = await pageText(await staffRequest(`/admin/leads/${second}`, sales.cookie));
    expect(page).toContain("Possible duplicate");
    expect(page).not.toContain("/merge?with=");
    expect((await staffRequest(mergePath(second, first), sales.cookie)).status).toBe(403);
    expect((await merge(second, first, first, second, sales)).status).toBe(403);
    expect((await staffRequest(mergePath(second, first), null)).status).toBe(302);
    expect((await leadRow(second)).mergedIntoId).toBeNull();
    expect((await historyOf(first)).length).toBe(0);
    expect((await staffRequest(mergePath(second, first), admin.cookie)).status).toBe(200);
  });

  it("a post from another site is refused", async () => {
    const source = uniqueSource("merge-csrf");
    const phone = uniquePhone();
    const first = await insertLeadRow({ phone, sourcePage: source });
    const second = await insertLeadRow({ phone, sourcePage: source, possibleDuplicateOf: first });
    const response = await staffPost(
      mergePath(second, first),
      admin.cookie,
      { survivorId: String(first), mergedId: String(second) },
      "https://evil.example",
    );
    expect([400, 403]).toContain(response.status);
    expect((await leadRow(second)).mergedIntoId).toBeNull();
  });
});
