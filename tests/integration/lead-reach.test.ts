// What a sales rep may see and do: their office's leads and the leads assigned to them. Any other lead is, to the
// rep, not there: its page and every action on it answer 404 and change nothing, and no list, search, figure or
// calendar shows it. Managers (admin, operations) see and work every lead.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appointments, consultationBookings, leadCalls, leadComments } from "#db/schema/index.ts";
import { bookConsultation, listFreeSlots } from "~/models/consultations.server";
import { getTestApp } from "../setup/test-app.ts";
import {
  clearSignInCounters,
  createTestStaff,
  pageText,
  signedInStaff,
  type SignedInStaff,
  staffPost,
  staffRequest,
  type TestStaff,
} from "../support/staff-sessions.ts";
import { flashOf, historyOf, leadRow, makeLead, makeSpamLead, uniqueSource } from "../support/leads.ts";

let rep: SignedInStaff;
let colleague: TestStaff;
let operations: SignedInStaff;
let admin: SignedInStaff;

/** The rep sells for Ocala; Orlando is another office. */
const OWN = "OCALA";
const OTHER = "ORLANDO";

beforeAll(async () => {
  await clearSignInCounters();
  rep = await signedInStaff("sales", { officeId: "ocala" });
  colleague = await createTestStaff("sales", { officeId: "ocala" });
  operations = await signedInStaff("operations");
  admin = await signedInStaff("admin");
});

beforeEach(clearSignInCounters);

const link = (id: number) => `href="/admin/leads/${id}"`;
const html = async (path: string, who: SignedInStaff) => {
  const response = await staffRequest(path, who.cookie);
  expect(response.status, path).toBe(200);
  return pageText(response);
};

/** An office's lead, unassigned unless a rep is given, with a word of its own in the message for search. */
async function leadOf(branch: string, source: string, { salesRepId = null as number | null, word = "" } = {}) {
  return makeLead({ sourcePage: source, nearestBranch: branch, salesRepId, message: `We want a pool ${word}`.trim() });
}

describe("a lead of another office, not assigned to the rep", () => {
  it("answers 404 on its page, exactly as a lead that does not exist", async () => {
    const other = await leadOf(OTHER, uniqueSource("reach-page"));
    const response = await staffRequest(`/admin/leads/${other}`, rep.cookie);
    expect(response.status).toBe(404);
    const unknown = await staffRequest("/admin/leads/999999999", rep.cookie);
    const main = async (answer: Response) => /<main[\s\S]*<\/main>/.exec(await pageText(answer))![0];
    const outOfReach = await main(response);
    expect(outOfReach).toBe(await main(unknown));
    expect(outOfReach).toContain("No such lead.");
    expect((await staffRequest(`/admin/leads/${other}`, operations.cookie)).status).toBe(200);
  });

  it("changes nothing through any action of the lead page or the spam list: each answers 404", async () => {
    const { db } = await getTestApp();
    const other = await leadOf(OTHER, uniqueSource("reach-actions"));
    const spam = await makeSpamLead({ sourcePage: uniqueSource("reach-spam"), nearestBranch: OTHER }, "honeypot");
    const before = [await leadRow(other), await leadRow(spam)];
    const actions: Record<string, string>[] = [
      { intent: "status", status: "contacted" },
      { intent: "assign", salesRepId: String(rep.id) },
      { intent: "qualification", leadQualification: "hot" },
      { intent: "call", outcome: "reached", note: "Hello" },
      { intent: "comment", comment: "Mine now." },
      { intent: "office", officeId: "ocala" },
      { intent: "outcome", lostReason: "price" },
      {
        intent: "appointment",
        customerName: "Someone",
        email: "someone@example.com",
        phone: "",
        address: "1 Main St",
        date: `${new Date().getUTCFullYear() + 1}-06-15`,
        time: "10:00",
        officeId: "ocala",
        message: "",
        markScheduled: "on",
      },
    ];
    for (const fields of actions) {
      const response = await staffPost(`/admin/leads/${other}`, rep.cookie, fields);
      expect(response.status, fields.intent).toBe(404);
    }
    expect((await staffPost(`/admin/leads/${spam}`, rep.cookie, { intent: "not-spam" })).status).toBe(404);
    const fromList = await staffPost("/admin/spam", rep.cookie, { leadId: String(spam) });
    expect(fromList.status).toBe(404);
    expect(await pageText(fromList)).toContain("No such lead.");

    expect([await leadRow(other), await leadRow(spam)]).toEqual(before);
    expect(await historyOf(other)).toEqual([]);
    expect(await historyOf(spam)).toEqual([]);
    for (const table of [leadCalls, leadComments, appointments]) {
      expect(await db.select().from(table).where(eq(table.leadId, other))).toEqual([]);
    }
  });
});

describe("the lists, search, new today, spam, export and dashboard", () => {
  const source = uniqueSource("reach-lists");
  const word = `reach${Date.now().toString(36)}`;
  const ids = { own: 0, mine: 0, other: 0, ownSpam: 0, otherSpam: 0, oldOwn: 0, oldOther: 0 };

  beforeAll(async () => {
    ids.own = await leadOf(OWN, source, { word });
    ids.mine = await leadOf(OTHER, source, { word, salesRepId: rep.id });
    ids.other = await leadOf(OTHER, source, { word });
    ids.ownSpam = await makeSpamLead({ sourcePage: source, nearestBranch: OWN }, "honeypot");
    ids.otherSpam = await makeSpamLead({ sourcePage: source, nearestBranch: OTHER }, "honeypot");
    // Waiting longer than any other lead, so both head the dashboard's oldest uncontacted leads for whoever sees them.
    const longAgo = new Date("2001-01-02T15:00:00Z");
    ids.oldOwn = await makeLead({ sourcePage: source, nearestBranch: OWN, createdAt: longAgo, firstName: "Olda" });
    ids.oldOther = await makeLead({ sourcePage: source, nearestBranch: OTHER, createdAt: longAgo, firstName: "Oldo" });
  });

  it("shows the rep their office's leads and their own, never another office's; managers see every one", async () => {
    for (const path of [
      `/admin/estimates?source=${source}`,
      `/admin/estimates?q=${word}`,
      `/admin/new-today?source=${source}`,
      `/admin/estimates?source=${source}&office=orlando`,
    ]) {
      const page = await html(path, rep);
      if (!path.includes("office=orlando")) expect(page, path).toContain(link(ids.own));
      expect(page, path).toContain(link(ids.mine));
      expect(page, path).not.toContain(link(ids.other));
    }
    const spam = await html(`/admin/spam?source=${source}`, rep);
    expect(spam).toContain(link(ids.ownSpam));
    expect(spam).not.toContain(link(ids.otherSpam));
    // The export is for managers only.
    expect((await staffRequest(`/api/admin/leads/export?view=estimates&source=${source}`, rep.cookie)).status).toBe(
      403,
    );

    for (const path of [`/admin/estimates?source=${source}`, `/admin/estimates?q=${word}`]) {
      const page = await html(path, operations);
      for (const id of [ids.own, ids.mine, ids.other]) expect(page, path).toContain(link(id));
    }
    const allSpam = await html(`/admin/spam?source=${source}`, admin);
    expect(allSpam).toContain(link(ids.ownSpam));
    expect(allSpam).toContain(link(ids.otherSpam));
    const csv = await (
      await staffRequest(`/api/admin/leads/export?view=estimates&source=${source}`, operations.cookie)
    ).text();
    const exported = csv
      .split("\r\n")
      .slice(1)
      .map((line) => Number(line.split(",")[0]));
    expect(exported).toEqual(expect.arrayContaining([ids.own, ids.mine, ids.other]));
  });

  it("leaves another office's leads out of the rep's dashboard, not a manager's", async () => {
    const page = await html("/admin-dashboard", rep);
    expect(page).toContain(link(ids.oldOwn));
    expect(page).not.toContain(link(ids.oldOther));
    const dashboard = await html("/admin-dashboard", admin);
    expect(dashboard).toContain(link(ids.oldOwn));
    expect(dashboard).toContain(link(ids.oldOther));
  });
});

describe("what the rep may do", () => {
  it("works their office's lead and a lead of another office assigned to them, and no other", async () => {
    const own = await leadOf(OWN, uniqueSource("reach-work"));
    const mine = await leadOf(OTHER, uniqueSource("reach-work"), { salesRepId: rep.id });
    const other = await leadOf(OTHER, uniqueSource("reach-work"));
    const refused = await staffPost(`/admin/leads/${other}`, rep.cookie, { intent: "status", status: "contacted" });
    expect(refused.status).toBe(404);
    expect((await leadRow(other)).status).toBe("new");
    for (const id of [own, mine]) {
      expect((await staffRequest(`/admin/leads/${id}`, rep.cookie)).status).toBe(200);
      const status = await staffPost(`/admin/leads/${id}`, rep.cookie, { intent: "status", status: "contacted" });
      expect(status.headers.get("location")).toBe(`/admin/leads/${id}#work`);
      await staffPost(`/admin/leads/${id}`, rep.cookie, { intent: "comment", comment: "Spoke to them." });
      await staffPost(`/admin/leads/${id}`, rep.cookie, { intent: "call", outcome: "no-answer", note: "" });
      expect((await leadRow(id)).status).toBe("contacted");
      expect((await historyOf(id)).map((h) => h.changedById)).toEqual([rep.id]);
    }
    // An unassigned lead of their office, they may take; and hand to a colleague of the office, keeping sight of it.
    const taken = await staffPost(`/admin/leads/${own}`, rep.cookie, { intent: "assign", salesRepId: String(rep.id) });
    expect(taken.headers.get("location")).toBe(`/admin/leads/${own}#work`);
    expect((await leadRow(own)).salesRepId).toBe(rep.id);
    const handed = await staffPost(`/admin/leads/${own}`, rep.cookie, {
      intent: "assign",
      salesRepId: String(colleague.id),
    });
    expect(handed.headers.get("location")).toBe(`/admin/leads/${own}#work`);
    expect((await leadRow(own)).salesRepId).toBe(colleague.id);
  });

  it("loses sight of another office's lead they hand away: back to the list, and its page answers 404", async () => {
    const mine = await leadOf(OTHER, uniqueSource("reach-hand"), { salesRepId: rep.id });
    const response = await staffPost(`/admin/leads/${mine}`, rep.cookie, { intent: "assign", salesRepId: "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/estimates");
    expect(flashOf(response)).toContain("The lead is unassigned.");
    expect((await leadRow(mine)).salesRepId).toBeNull();
    expect((await staffRequest(`/admin/leads/${mine}`, rep.cookie)).status).toBe(404);
  });

  it("loses a lead a manager moves to another office, until it is assigned to them", async () => {
    const own = await leadOf(OWN, uniqueSource("reach-moved"));
    expect((await staffRequest(`/admin/leads/${own}`, rep.cookie)).status).toBe(200);
    await staffPost(`/admin/leads/${own}`, admin.cookie, { intent: "office", officeId: "orlando" });
    expect((await leadRow(own)).nearestBranch).toBe(OTHER);
    expect((await staffRequest(`/admin/leads/${own}`, rep.cookie)).status).toBe(404);
    await staffPost(`/admin/leads/${own}`, admin.cookie, { intent: "assign", salesRepId: String(rep.id) });
    expect((await staffRequest(`/admin/leads/${own}`, rep.cookie)).status).toBe(200);
  });
});

describe("the consultation calendar", () => {
  async function booked(branch: string, officeId: "ocala" | "orlando", index: number, salesRepId: number | null) {
    const { db } = await getTestApp();
    const leadId = await leadOf(branch, uniqueSource("reach-cal"), { salesRepId });
    const slot = (await listFreeSlots(db, officeId))[index]!;
    const result = await bookConsultation(db, { leadId, officeId, start: slot.start });
    if (!result.ok) throw new Error(result.message);
    return { leadId, booking: result.booking, page: `/admin/consultations?from=${slot.date}` };
  }

  it("shows the rep only the bookings of leads they may see, and lets them move or cancel only those", async () => {
    const { db } = await getTestApp();
    const own = await booked(OWN, "ocala", 9, null);
    const mine = await booked(OTHER, "orlando", 9, rep.id);
    const other = await booked(OTHER, "orlando", 10, null);
    for (const entry of [own, mine, other]) {
      const page = await html(entry.page, operations);
      expect(page).toContain(link(entry.leadId));
    }
    for (const path of [own.page, mine.page, other.page, `${other.page}&office=orlando`]) {
      expect(await html(path, rep), path).not.toContain(link(other.leadId));
    }
    expect(await html(own.page, rep)).toContain(link(own.leadId));
    expect(await html(`${mine.page}&office=orlando`, rep)).toContain(link(mine.leadId));

    const target = (await listFreeSlots(db, "orlando"))[11]!;
    for (const fields of [
      { intent: "move", id: String(other.booking.id), start: target.start.toISOString() },
      { intent: "cancel", id: String(other.booking.id) },
    ] as Record<string, string>[]) {
      const refused = await staffPost(other.page, rep.cookie, fields);
      expect(refused.status, fields.intent).toBe(404);
    }
    const [kept] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, other.booking.id));
    expect(kept).toMatchObject({ status: "booked", tokenVersion: other.booking.tokenVersion });
    expect(kept!.slotStart.toISOString()).toBe(other.booking.slotStart.toISOString());

    const moved = await staffPost(mine.page, rep.cookie, {
      intent: "move",
      id: String(mine.booking.id),
      start: target.start.toISOString(),
    });
    expect(await pageText(moved)).toContain("Booking moved. The customer is e-mailed.");
    const cancelled = await staffPost(own.page, rep.cookie, { intent: "cancel", id: String(own.booking.id) });
    expect(await pageText(cancelled)).toContain("Booking cancelled. The customer is e-mailed.");
  });
});
