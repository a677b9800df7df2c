// Working a lead: status changes and their history, assignment (by hand, in
// bulk and automatic round-robin), qualification, comments, appointments, and
// the permission and same-site checks every lead post makes.
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminUsers, appointments, jobs, leadComments, leads } from "#db/schema/index.ts";
import { LEAD_DESK_MESSAGES } from "~/lib/schemas/lead-desk";
import { SAME_STATUS_MESSAGE } from "~/lib/leads/lead-status";
import { LEAD_OUTCOME_MESSAGES } from "~/lib/leads/lead-outcome";
import { bulkChangeLeadStatus } from "~/models/lead-changes.server";
import { officeToday } from "~/lib/company/office-time";
import { setStaffUserActive } from "~/models/staff.server";
import type { OfficeId } from "~/lib/company/offices";
import { SPAM_REASON_LABELS } from "~/lib/leads/lead-spam";
import { LEAD_OFFICE_MESSAGES, sameOfficeMessage } from "~/lib/schemas/lead-office";
import { estimatePayload } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { postJson, servedFormCookie } from "../support/http.ts";
import {
  clearSignInCounters,
  createTestStaff,
  pageText,
  signedInStaff,
  type SignedInStaff,
  signInAs,
  staffPost,
  staffRequest,
} from "../support/staff-sessions.ts";
import { flashOf, historyOf, leadRow, makeLead, uniqueSource } from "../support/leads.ts";

let admin: SignedInStaff;
let operations: SignedInStaff;
let sales: SignedInStaff;

/** The office the file's sales rep sells for: a rep works their office's leads (and the ones assigned to them). */
const REP_OFFICE = "ocala";

/** An unassigned lead of the rep's office. */
const officeLead = (name: string) =>
  makeLead({ sourcePage: uniqueSource(name), nearestBranch: "OCALA", salesRepId: null });

beforeAll(async () => {
  await clearSignInCounters();
  admin = await signedInStaff("admin");
  operations = await signedInStaff("operations");
  sales = await signedInStaff("sales", { officeId: REP_OFFICE });
});

beforeEach(async () => {
  await clearSignInCounters();
});

describe("status changes", () => {
  it("write status, statusUpdatedAt and a history row with who, when, from and to on each change", async () => {
    const id = await officeLead("status");
    const before = await leadRow(id);
    expect(before.firstContactedAt).toBeNull();

    const first = await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "status", status: "contacted" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/admin/leads/${id}#work`);
    expect(flashOf(first)).toContain("Status changed to Contacted.");
    const afterFirst = await leadRow(id);
    expect(afterFirst.status).toBe("contacted");
    expect(afterFirst.statusUpdatedAt.getTime()).toBeGreaterThan(before.statusUpdatedAt.getTime());
    expect(afterFirst.firstContactedAt).not.toBeNull();

    await staffPost(`/admin/leads/${id}`, operations.cookie, { intent: "status", status: "proposal sent" });
    await staffPost(`/admin/leads/${id}`, admin.cookie, { intent: "status", status: "lost", lostReason: "price" });
    // Any status may follow any other: a lost lead comes back.
    await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "status", status: "qualified" });

    const history = await historyOf(id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedById])).toEqual([
      ["new", "contacted", sales.id],
      ["contacted", "proposal sent", operations.id],
      ["proposal sent", "lost", admin.id],
      ["lost", "qualified", sales.id],
    ]);
    for (const entry of history) expect(Date.now() - entry.changedAt.getTime()).toBeLessThan(60_000);
    // The first contact is recorded once.
    expect((await leadRow(id)).firstContactedAt).toEqual(afterFirst.firstContactedAt);

    const page = await pageText(await staffRequest(`/admin/leads/${id}`, sales.cookie));
    expect(page).toContain(`${operations.username}</span> changed the status`);
    expect(page).toContain("Entries cannot be edited.");
  });

  it("does not count a move to spam as the first contact", async () => {
    const id = await officeLead("spam");
    await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "status", status: "spam" });
    expect((await leadRow(id)).firstContactedAt).toBeNull();
  });

  it("refuses an unknown status and a change to the same status, changing nothing", async () => {
    const id = await officeLead("status-bad");
    const unknown = await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "status", status: "archived" });
    expect(unknown.status).toBe(400);
    expect(await pageText(unknown)).toContain(LEAD_DESK_MESSAGES.status);
    const same = await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "status", status: "new" });
    expect(same.status).toBe(400);
    expect(await pageText(same)).toContain(SAME_STATUS_MESSAGE);
    expect(await historyOf(id)).toEqual([]);
    const row = await leadRow(id);
    expect(row.status).toBe("new");
  });

  it("answers 404 for an unknown lead and 400 for an unknown action", async () => {
    expect((await staffPost("/admin/leads/999999999", sales.cookie, { intent: "status", status: "won" })).status).toBe(
      404,
    );
    const id = await officeLead("intent");
    expect((await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "delete" })).status).toBe(400);
  });
});

describe("cross-site posts", () => {
  it("refuses a lead action from a foreign Origin and changes nothing", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("csrf") });
    for (const path of [`/admin/leads/${id}`, `/admin/leads/${id}.data`]) {
      const response = await staffPost(path, admin.cookie, { intent: "status", status: "won" }, "https://evil.example");
      expect([400, 403]).toContain(response.status);
    }
    const bulk = await staffPost(
      "/admin/admin-estimates",
      admin.cookie,
      { intent: "bulk-spam", ids: String(id) },
      "https://evil.example",
    );
    expect([400, 403]).toContain(bulk.status);
    expect((await leadRow(id)).status).toBe("new");
    expect(await historyOf(id)).toEqual([]);
  });
});

describe("assignment", () => {
  it("assigns a lead to an active staff member and unassigns it", async () => {
    const id = await officeLead("assign");
    const assigned = await staffPost(`/admin/leads/${id}`, sales.cookie, {
      intent: "assign",
      salesRepId: String(sales.id),
    });
    expect(assigned.status).toBe(302);
    expect(flashOf(assigned)).toContain(`Assigned to ${sales.username}.`);
    expect((await leadRow(id)).salesRepId).toBe(sales.id);
    await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "assign", salesRepId: "" });
    expect((await leadRow(id)).salesRepId).toBeNull();
  });

  it("refuses an inactive or unknown staff member", async () => {
    const { db } = await getTestApp();
    const gone = await createTestStaff("sales");
    await setStaffUserActive(db, gone.id, false);
    const id = await officeLead("assign-bad");
    for (const salesRepId of [String(gone.id), "999999999", "abc"]) {
      const response = await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "assign", salesRepId });
      expect(response.status, salesRepId).toBe(400);
    }
    expect((await leadRow(id)).salesRepId).toBeNull();
  });
});

describe("qualification", () => {
  it("sets hot, warm, cold or unqualified, and clears it", async () => {
    const id = await officeLead("qualify");
    const response = await staffPost(`/admin/leads/${id}`, sales.cookie, {
      intent: "qualification",
      leadQualification: "hot",
    });
    expect(flashOf(response)).toContain("Qualification set to Hot.");
    expect((await leadRow(id)).leadQualification).toBe("hot");
    expect(
      (await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "qualification", leadQualification: "tepid" }))
        .status,
    ).toBe(400);
    await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "qualification", leadQualification: "" });
    expect((await leadRow(id)).leadQualification).toBeNull();
  });
});

describe("comments", () => {
  it("are written with the signed-in staff member as author, whatever the form says", async () => {
    const id = await officeLead("comment");
    const response = await staffPost(`/admin/leads/${id}`, sales.cookie, {
      intent: "comment",
      comment: "  Left a voicemail, will try after 5 PM.  ",
      author: "someone-else",
    });
    expect(response.status).toBe(302);
    expect(flashOf(response)).toContain("Comment added.");
    const { db } = await getTestApp();
    const rows = await db.select().from(leadComments).where(eq(leadComments.leadId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      comment: "Left a voicemail, will try after 5 PM.",
      author: sales.username,
      authorId: sales.id,
    });
    const page = await pageText(await staffRequest(`/admin/leads/${id}`, operations.cookie));
    expect(page).toContain("Left a voicemail, will try after 5 PM.");
    expect(page).toContain(sales.username);
  });

  it("refuses an empty comment", async () => {
    const id = await officeLead("comment-empty");
    const response = await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "comment", comment: "   " });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(LEAD_DESK_MESSAGES.commentRequired);
  });
});

describe("appointments", () => {
  const nextYear = () => `${Number(officeToday().slice(0, 4)) + 1}-06-15`;
  const fields = (overrides: Record<string, string> = {}) => ({
    intent: "appointment",
    customerName: "Maria Lopez",
    email: "maria@example.com",
    phone: "",
    address: "123 Palm Way, Wellington, FL",
    date: nextYear(),
    time: "14:30",
    officeId: "west-palm-beach",
    message: "Gate code 1234",
    markScheduled: "on",
    ...overrides,
  });

  it('need an e-mail or a phone: "Either email or phone number is required"', async () => {
    const id = await officeLead("appt-bad");
    const response = await staffPost(`/admin/leads/${id}`, sales.cookie, fields({ email: "", phone: "" }));
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Either email or phone number is required");
    const { db } = await getTestApp();
    expect(await db.select().from(appointments).where(eq(appointments.leadId, id))).toEqual([]);
  });

  it("refuse a missing office, a bad time and a past date", async () => {
    const id = await officeLead("appt-fields");
    const response = await staffPost(
      `/admin/leads/${id}`,
      sales.cookie,
      fields({ officeId: "", time: "9am", date: "2020-01-01" }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [LEAD_DESK_MESSAGES.office, LEAD_DESK_MESSAGES.time, LEAD_DESK_MESSAGES.datePast]) {
      expect(html).toContain(message);
    }
    // Today, at a time already gone (midnight is always gone).
    const earlier = await staffPost(`/admin/leads/${id}`, sales.cookie, fields({ date: officeToday(), time: "00:00" }));
    expect(earlier.status).toBe(400);
    expect(await pageText(earlier)).toContain(LEAD_DESK_MESSAGES.timePast);
    const { db } = await getTestApp();
    expect(await db.select().from(appointments).where(eq(appointments.leadId, id))).toEqual([]);
  });

  it("are booked in Eastern time, listed as upcoming, and move the lead to consultation scheduled", async () => {
    const id = await officeLead("appt");
    const response = await staffPost(
      `/admin/leads/${id}`,
      sales.cookie,
      fields({ email: "", phone: "(561) 555-0152" }),
    );
    expect(response.status).toBe(302);
    expect(flashOf(response)).toContain("Appointment scheduled for");
    const { db } = await getTestApp();
    const [appointment] = await db.select().from(appointments).where(eq(appointments.leadId, id));
    expect(appointment).toMatchObject({
      customerName: "Maria Lopez",
      email: null,
      phone: "(561) 555-0152",
      officeId: "west-palm-beach",
      status: "pending",
      message: "Gate code 1234",
    });
    // June: EDT, UTC-4.
    expect(appointment!.scheduledAt!.toISOString()).toBe(`${nextYear()}T18:30:00.000Z`);
    expect((await leadRow(id)).status).toBe("consultation scheduled");
    expect((await historyOf(id)).map((h) => [h.fromStatus, h.toStatus, h.changedById])).toEqual([
      ["new", "consultation scheduled", sales.id],
    ]);
    const page = await pageText(await staffRequest(`/admin/leads/${id}`, sales.cookie));
    expect(page).toContain('aria-label="Upcoming appointments"');
    expect(page).toContain("2:30 PM");
    expect(page).toContain("West Palm Beach office");

    // The same visit again (the form keeps its values): refused, still one appointment.
    const again = await staffPost(`/admin/leads/${id}`, sales.cookie, fields({ email: "", phone: "(561) 555-0152" }));
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(LEAD_DESK_MESSAGES.appointmentTaken);
    expect(await db.select().from(appointments).where(eq(appointments.leadId, id))).toHaveLength(1);
  });

  it("leave a lead further along alone", async () => {
    const id = await officeLead("appt-won");
    const { db } = await getTestApp();
    await db.update(leads).set({ status: "won" }).where(eq(leads.id, id));
    await staffPost(`/admin/leads/${id}`, sales.cookie, fields());
    expect((await leadRow(id)).status).toBe("won");
    expect(await historyOf(id)).toEqual([]);
  });
});

describe("bulk actions (admin and operations)", () => {
  async function threeLeads() {
    const source = uniqueSource("bulk");
    return [
      await makeLead({ sourcePage: source }),
      await makeLead({ sourcePage: source }),
      await makeLead({ sourcePage: source }),
    ];
  }

  async function post(
    cookie: string,
    fields: Record<string, string | string[]>,
    list = "/admin/admin-estimates?status=new",
  ) {
    const { baseUrl } = await getTestApp();
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    }
    return staffRequest(list, cookie, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
      body: body.toString(),
    });
  }

  it("marks selected leads as spam, with a history row each, and returns to the same list", async () => {
    const ids = await threeLeads();
    const response = await post(operations.cookie, { intent: "bulk-spam", ids: ids.slice(0, 2).map(String) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/admin-estimates?status=new");
    expect(flashOf(response)).toContain("2 leads marked as spam.");
    expect((await leadRow(ids[0]!)).status).toBe("spam");
    expect((await leadRow(ids[1]!)).status).toBe("spam");
    expect((await leadRow(ids[2]!)).status).toBe("new");
    expect((await historyOf(ids[0]!)).map((h) => [h.fromStatus, h.toStatus, h.changedById])).toEqual([
      ["new", "spam", operations.id],
    ]);
  });

  it("return to the list page after a client-side (single-fetch) post too", async () => {
    const ids = await threeLeads();
    const { baseUrl } = await getTestApp();
    const response = await staffRequest("/admin/admin-estimates.data?status=new", operations.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
      body: new URLSearchParams([
        ["intent", "bulk-spam"],
        ["ids", String(ids[0])],
      ]).toString(),
    });
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toContain("/admin/admin-estimates?status=new");
    expect(body).not.toContain(".data?");
    expect((await leadRow(ids[0]!)).status).toBe("spam");
  });

  it("changes the status of selected leads, skipping those already in it", async () => {
    const ids = await threeLeads();
    const { db } = await getTestApp();
    await db.update(leads).set({ status: "contacted" }).where(eq(leads.id, ids[2]!));
    const response = await post(admin.cookie, { intent: "bulk-status", ids: ids.map(String), status: "contacted" });
    expect(flashOf(response)).toContain("2 leads moved to Contacted.");
    for (const id of ids) expect((await leadRow(id)).status).toBe("contacted");
    expect(await historyOf(ids[2]!)).toEqual([]);
  });

  // Decision 033: a lead becomes won only with its contract value and date, lost only with a reason.
  it("refuse won: each sale has its own contract value, marked on the lead's page; nothing changes", async () => {
    const ids = await threeLeads();
    const response = await post(admin.cookie, { intent: "bulk-status", ids: ids.map(String), status: "won" });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(LEAD_OUTCOME_MESSAGES.bulkWon);
    for (const id of ids) {
      expect(await leadRow(id)).toMatchObject({ status: "new", wonValueCents: null, wonSignedOn: null });
      expect(await historyOf(id)).toEqual([]);
    }
    // The model keeps the rule for any other caller too.
    const { db } = await getTestApp();
    expect(await bulkChangeLeadStatus(db, { leadIds: ids, to: "won", staffId: admin.id })).toEqual({
      ok: false,
      reason: "refused",
      message: LEAD_OUTCOME_MESSAGES.bulkWon,
    });
    for (const id of ids) expect((await leadRow(id)).status).toBe("new");
  });

  it("refuse lost without a reason of the list; nothing changes", async () => {
    const ids = await threeLeads();
    for (const lostReason of [undefined, "", "bored"]) {
      const response = await post(operations.cookie, {
        intent: "bulk-status",
        ids: ids.map(String),
        status: "lost",
        ...(lostReason === undefined ? {} : { lostReason }),
      });
      expect(response.status).toBe(400);
      expect(await pageText(response)).toContain(LEAD_OUTCOME_MESSAGES.lostReason);
    }
    for (const id of ids) {
      expect(await leadRow(id)).toMatchObject({ status: "new", lostReason: null });
      expect(await historyOf(id)).toEqual([]);
    }
    const { db } = await getTestApp();
    expect(await bulkChangeLeadStatus(db, { leadIds: ids, to: "lost", staffId: admin.id })).toMatchObject({
      ok: false,
      message: LEAD_OUTCOME_MESSAGES.lostReason,
    });
    for (const id of ids) expect((await leadRow(id)).status).toBe("new");
  });

  // Without scripts the refusal is a new page: it must come back as it was sent, not with every row to check anew.
  it("answer a refused action with the same rows checked and the same choices made", async () => {
    const source = uniqueSource("bulk-again");
    const ids = [await makeLead({ sourcePage: source }), await makeLead({ sourcePage: source })];
    const response = await post(
      operations.cookie,
      { intent: "bulk-status", ids: [String(ids[0]), "abc", "<b>"], status: "lost", salesRepId: String(sales.id) },
      `/admin/admin-estimates?source=${source}`,
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(LEAD_OUTCOME_MESSAGES.lostReason);
    const box = (id: number) => page.match(new RegExp(`<input[^>]*name="ids"[^>]*value="${id}"[^>]*>`))?.[0];
    expect(box(ids[0]!)).toContain('checked=""');
    expect(box(ids[1]!)).toBeDefined();
    expect(box(ids[1]!)).not.toContain("checked");
    expect(page).toContain('<option value="lost" selected="">');
    expect(page).toContain(`<option value="${sales.id}" selected="">`);
    expect(page).toContain("1 selected");
    expect(page).not.toContain("<b>");
    for (const id of ids) expect(await leadRow(id)).toMatchObject({ status: "new", lostReason: null });
  });

  it("set lost with one reason on each selected lead, noted in each history", async () => {
    const ids = await threeLeads();
    const response = await post(operations.cookie, {
      intent: "bulk-status",
      ids: ids.slice(0, 2).map(String),
      status: "lost",
      lostReason: "timing",
    });
    expect(response.status).toBe(302);
    expect(flashOf(response)).toContain("2 leads moved to Lost.");
    for (const id of ids.slice(0, 2)) {
      expect(await leadRow(id)).toMatchObject({ status: "lost", lostReason: "timing", wonValueCents: null });
      expect((await historyOf(id)).map((h) => [h.fromStatus, h.toStatus, h.changedById, h.note])).toEqual([
        ["new", "lost", operations.id, "Lost: Timing / not ready"],
      ]);
    }
    expect(await leadRow(ids[2]!)).toMatchObject({ status: "new", lostReason: null });
    // A reason sent with another status is ignored: the columns hold the current outcome only.
    await post(operations.cookie, {
      intent: "bulk-status",
      ids: [String(ids[0])],
      status: "qualified",
      lostReason: "price",
    });
    expect(await leadRow(ids[0]!)).toMatchObject({ status: "qualified", lostReason: null });
  });

  it("leave won leads as they are, and say so", async () => {
    const ids = await threeLeads();
    const { db } = await getTestApp();
    await db.update(leads).set({ status: "won", wonValueCents: 4_500_000 }).where(eq(leads.id, ids[0]!));
    const response = await post(operations.cookie, {
      intent: "bulk-status",
      ids: ids.slice(0, 2).map(String),
      status: "qualified",
    });
    expect(flashOf(response)).toContain(
      "1 lead moved to Qualified. 1 won lead stays won: change a sale on its own page.",
    );
    expect(await leadRow(ids[0]!)).toMatchObject({ status: "won", wonValueCents: 4_500_000 });
    expect(await historyOf(ids[0]!)).toEqual([]);
    expect((await leadRow(ids[1]!)).status).toBe("qualified");

    const spam = await post(operations.cookie, { intent: "bulk-spam", ids: [String(ids[0])] });
    expect(flashOf(spam)).toContain("No lead was marked as spam. 1 won lead stays won");
    expect((await leadRow(ids[0]!)).status).toBe("won");
  });

  it("does not offer won in the bulk status control, and asks for a reason beside it", async () => {
    const page = await pageText(await staffRequest("/admin/admin-estimates", admin.cookie));
    const bulkForm = page.slice(
      page.indexOf('aria-label="Bulk actions"'),
      page.indexOf("</form>", page.indexOf('aria-label="Bulk actions"')),
    );
    expect(bulkForm).toContain('name="status"');
    expect(bulkForm).not.toContain('value="won"');
    expect(bulkForm).toContain('value="lost"');
    expect(bulkForm).toContain('name="lostReason"');
    expect(bulkForm).toContain("Reason (for Lost)");
  });

  it("assigns and unassigns selected leads", async () => {
    const ids = await threeLeads();
    const response = await post(operations.cookie, {
      intent: "bulk-assign",
      ids: ids.map(String),
      salesRepId: String(sales.id),
    });
    expect(flashOf(response)).toContain(`3 leads assigned to ${sales.username}.`);
    for (const id of ids) expect((await leadRow(id)).salesRepId).toBe(sales.id);
    await post(operations.cookie, { intent: "bulk-assign", ids: [String(ids[0])], salesRepId: "none" });
    expect((await leadRow(ids[0]!)).salesRepId).toBeNull();
  });

  it("say what is missing and change nothing", async () => {
    const ids = await threeLeads();
    const none = await post(operations.cookie, { intent: "bulk-spam" });
    expect(none.status).toBe(400);
    expect(await pageText(none)).toContain(LEAD_DESK_MESSAGES.noLeadsSelected);
    const noStatus = await post(operations.cookie, { intent: "bulk-status", ids: ids.map(String), status: "" });
    expect(noStatus.status).toBe(400);
    expect(await pageText(noStatus)).toContain(LEAD_DESK_MESSAGES.status);
    const noRep = await post(operations.cookie, { intent: "bulk-assign", ids: ids.map(String), salesRepId: "" });
    expect(noRep.status).toBe(400);
    for (const id of ids) expect((await leadRow(id)).status).toBe("new");
  });

  it("are refused to sales (403) and nothing changes", async () => {
    const ids = await threeLeads();
    const response = await post(sales.cookie, { intent: "bulk-spam", ids: ids.map(String) });
    expect(response.status).toBe(403);
    for (const id of ids) expect((await leadRow(id)).status).toBe("new");
  });
});

/** Deactivates an office's sales users other tests made, so a test knows every rep in turn. */
async function clearOfficeReps(officeId: OfficeId) {
  const { db } = await getTestApp();
  const others = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.officeId, officeId), eq(adminUsers.role, "sales"), eq(adminUsers.isActive, true)));
  for (const other of others) await setStaffUserActive(db, other.id, false);
}

describe("automatic assignment of new leads", () => {
  const OFFICE = "port-st-lucie";
  const BRANCH = "PORT ST. LUCIE";
  const clearOffice = () => clearOfficeReps(OFFICE);

  it("leaves a lead unassigned when the nearest office has no active sales user", async () => {
    await clearOffice();
    const id = await makeLead({ sourcePage: uniqueSource("auto-none"), nearestBranch: BRANCH });
    expect((await leadRow(id)).salesRepId).toBeNull();
    const noOffice = await makeLead({ sourcePage: uniqueSource("auto-no-office") });
    expect((await leadRow(noOffice)).salesRepId).toBeNull();
  });

  it("gives new leads to the office's active sales users in turn, skipping inactive ones", async () => {
    await clearOffice();
    const { db } = await getTestApp();
    const first = await createTestStaff("sales", { officeId: OFFICE });
    const second = await createTestStaff("sales", { officeId: OFFICE });
    const inactive = await createTestStaff("sales", { officeId: OFFICE });
    await setStaffUserActive(db, inactive.id, false);
    // Staff of other roles or other offices are never picked.
    await createTestStaff("operations", { officeId: OFFICE });
    await createTestStaff("sales", { officeId: "ocala" });

    const source = uniqueSource("auto");
    const reps: (number | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await makeLead({ sourcePage: source, nearestBranch: BRANCH });
      reps.push((await leadRow(id)).salesRepId);
    }
    expect(reps).toEqual([first.id, second.id, first.id, second.id]);

    // A rep deactivated drops out of the turn at once.
    await setStaffUserActive(db, first.id, false);
    const next = await makeLead({ sourcePage: source, nearestBranch: BRANCH });
    expect((await leadRow(next)).salesRepId).toBe(second.id);
    await setStaffUserActive(db, second.id, false);
    const last = await makeLead({ sourcePage: source, nearestBranch: BRANCH });
    expect((await leadRow(last)).salesRepId).toBeNull();
  });

  it("assigns leads sent through the public API too", async () => {
    await clearOffice();
    const rep = await createTestStaff("sales", { officeId: OFFICE });
    const { request } = await getTestApp();
    const response = await request("/api/estimates", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Api",
        lastName: "Lead",
        phone: "(772) 555-0163",
        requestType: "estimate",
        sourcePage: uniqueSource("auto-api"),
        nearestBranch: BRANCH,
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await leadRow(id)).salesRepId).toBe(rep.id);
  });
});

describe("the lead's office", () => {
  async function assigneeJobs(leadId: number) {
    const { db } = await getTestApp();
    const rows = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.leadId, leadId), eq(jobs.kind, "lead.notify-assignee")));
    return rows.map((row) => row.payload);
  }

  it("the lead page says which rule chose the office, why a lead is spam and how soon its form was sent", async () => {
    const response = await postJson(
      "/api/estimates",
      estimatePayload({ zip: "32801", website: "http://spam.example" }),
      { Cookie: servedFormCookie(200) },
    );
    const { id } = (await response.json()) as { id: number };
    const page = await pageText(await staffRequest(`/admin/leads/${id}`, operations.cookie));
    expect(page).toMatch(/Orlando · [^<]+ — chosen by ZIP code 32801/);
    expect(page).toContain(SPAM_REASON_LABELS.honeypot);
    expect(page).toMatch(/Received as <span[^>]*><span aria-hidden="true"[^>]*><\/span>Spam<\/span>/);
    expect(page).toMatch(/Sent 0\.\d s after the page opened/);

    const byPhone = await makeLead({ sourcePage: uniqueSource("rule"), phone: "(561) 555-0177" });
    expect(await pageText(await staffRequest(`/admin/leads/${byPhone}`, operations.cookie))).toMatch(
      /West Palm Beach · [^<]+ — chosen by phone area code 561/,
    );
  });

  it("staff move a lead to another office: a rep of that office takes it in turn, is told, and the history says so", async () => {
    await clearOfficeReps("west-palm-beach");
    await clearOfficeReps("orlando");
    const wpbRep = await createTestStaff("sales", { officeId: "west-palm-beach" });
    const orlandoRep = await createTestStaff("sales", { officeId: "orlando" });
    const id = await makeLead({ sourcePage: uniqueSource("move"), nearestBranch: "WEST PALM BEACH" });
    expect((await leadRow(id)).salesRepId).toBe(wpbRep.id);

    // The rep hands their lead to the Orlando office: it leaves their reach, so they go back to the list.
    const wpbCookie = await signInAs(wpbRep);
    const moved = await staffPost(`/admin/leads/${id}`, wpbCookie, { intent: "office", officeId: "orlando" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/admin/estimates");
    expect(flashOf(moved)).toContain(`Moved to the Orlando office; assigned to ${orlandoRep.username}.`);
    expect((await staffRequest(`/admin/leads/${id}`, wpbCookie)).status).toBe(404);
    expect(await leadRow(id)).toMatchObject({
      nearestBranch: "ORLANDO",
      officeRule: "staff",
      branchDetails: expect.objectContaining({ id: "orlando", name: "Orlando" }),
      salesRepId: orlandoRep.id,
      status: "new",
    });
    expect(await assigneeJobs(id)).toEqual([{ leadId: id, repId: orlandoRep.id }]);
    const [entry] = (await historyOf(id)).slice(-1);
    expect(entry).toMatchObject({
      fromStatus: "new",
      toStatus: "new",
      changedById: wpbRep.id,
      note: `Moved to the Orlando office; assigned to ${orlandoRep.username}`,
    });

    const page = await pageText(await staffRequest(`/admin/leads/${id}`, operations.cookie));
    expect(page).toContain(`— changed by ${wpbRep.username}`);
    expect(page).toContain("changed the office");
    expect(page).toContain(`Moved to the Orlando office; assigned to ${orlandoRep.username}`);
  });

  it("a rep who sells for the new office keeps the lead; an office without reps leaves it unassigned", async () => {
    await clearOfficeReps("orlando");
    await clearOfficeReps("port-st-lucie");
    const orlandoRep = await createTestStaff("sales", { officeId: "orlando" });
    const id = await makeLead({ sourcePage: uniqueSource("move-keep"), nearestBranch: "OCALA" });
    await staffPost(`/admin/leads/${id}`, admin.cookie, { intent: "assign", salesRepId: String(orlandoRep.id) });
    // The assignment itself told the rep; moving the office tells no one new.
    const toldOnAssignment = await assigneeJobs(id);
    expect(toldOnAssignment).toEqual([{ leadId: id, repId: orlandoRep.id }]);

    const kept = await staffPost(`/admin/leads/${id}`, admin.cookie, { intent: "office", officeId: "orlando" });
    expect(flashOf(kept)).toContain(`Moved to the Orlando office; ${orlandoRep.username} keeps it.`);
    expect((await leadRow(id)).salesRepId).toBe(orlandoRep.id);
    expect(await assigneeJobs(id)).toEqual(toldOnAssignment);

    const away = await staffPost(`/admin/leads/${id}`, admin.cookie, { intent: "office", officeId: "port-st-lucie" });
    expect(flashOf(away)).toContain("Moved to the Port St. Lucie office; unassigned.");
    expect(await leadRow(id)).toMatchObject({ nearestBranch: "PORT ST. LUCIE", salesRepId: null });
    expect(await assigneeJobs(id)).toEqual(toldOnAssignment);
  });

  it("refuses the lead's own office or an unknown one with a message, changing nothing", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("move-refused"), nearestBranch: "OCALA" });
    const before = await leadRow(id);
    const same = await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "office", officeId: "ocala" });
    expect(same.status).toBe(400);
    expect(await pageText(same)).toContain(sameOfficeMessage("Ocala"));
    const unknown = await staffPost(`/admin/leads/${id}`, sales.cookie, { intent: "office", officeId: "miami" });
    expect(unknown.status).toBe(400);
    expect(await pageText(unknown)).toContain(LEAD_OFFICE_MESSAGES.office);
    expect(await leadRow(id)).toEqual(before);
    expect(await historyOf(id)).toEqual([]);
  });

  it("is refused without a staff session", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("move-anon"), nearestBranch: "OCALA" });
    const anonymous = await staffPost(`/admin/leads/${id}`, null, { intent: "office", officeId: "orlando" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin-login/);
    expect((await leadRow(id)).nearestBranch).toBe("OCALA");
  });
});
