// The lead desk as a rep works it from a phone: logging calls, the "New today" and "Spam" lists, "Not spam", and
// the reason a lead is spam. The leads a test works as the rep are assigned to the rep (a sales rep reaches their
// office's leads and the ones assigned to them).
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, jobs, leadCalls, leads } from "#db/schema/index.ts";
import { LEAD_DESK_MESSAGES } from "~/lib/schemas/lead-desk";
import { SPAM_REASON_LABELS } from "~/lib/leads/lead-spam";
import { getTestApp } from "../setup/test-app.ts";
import { ARRIVAL_JOB_KINDS, ARRIVAL_JOB_KINDS_WITHOUT_EMAIL } from "../support/leads.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";
import { flashOf, historyOf, leadRow, makeLead, makeSpamLead, namesIn, uniqueSource } from "../support/leads.ts";

const staff = signedInStaffOfEveryRole();

async function callsOf(leadId: number) {
  const { db } = await getTestApp();
  return db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId)).orderBy(asc(leadCalls.id));
}

async function jobKindsOf(leadId: number) {
  const { db } = await getTestApp();
  const rows = await db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.leadId, leadId)).orderBy(asc(jobs.id));
  return rows.map((row) => row.kind);
}

const logCall = (leadId: number, cookie: string | null, fields: Record<string, string>) =>
  staffPost(`/admin/leads/${leadId}`, cookie, { intent: "call", ...fields });

describe("Log a call", () => {
  it("records a reached call, moves a new lead to contacted by the caller and sets the first contact", async () => {
    const id = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("call-reached") });
    const response = await logCall(id, staff.sales.cookie, { outcome: "reached", note: "Wants a spa too." });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${id}#call`);
    expect(flashOf(response)).toContain("Call logged: reached; status set to Contacted.");

    const [call] = await callsOf(id);
    expect(call).toMatchObject({ outcome: "reached", note: "Wants a spa too.", calledById: staff.sales.id });
    const row = await leadRow(id);
    expect(row.status).toBe("contacted");
    expect(row.firstContactedAt).toEqual(call!.calledAt);
    expect((await historyOf(id)).map((h) => [h.fromStatus, h.toStatus, h.changedById])).toEqual([
      ["new", "contacted", staff.sales.id],
    ]);

    const page = await pageText(await staffRequest(`/admin/leads/${id}`, staff.sales.cookie));
    expect(page).toContain(
      `Call logged by <span class="font-semibold">${staff.sales.username}</span>: reached — Wants a spa too.`,
    );
  });

  it("records no answer and voicemail without changing the status; the first contact is set once", async () => {
    const id = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("call-missed") });
    expect((await logCall(id, staff.sales.cookie, { outcome: "no-answer", note: "" })).status).toBe(302);
    const first = await leadRow(id);
    expect(first.status).toBe("new");
    expect(first.firstContactedAt).not.toBeNull();

    const voicemail = await logCall(id, staff.operations.cookie, { outcome: "voicemail", note: "Left our number." });
    expect(flashOf(voicemail)).toContain("Call logged: left voicemail.");
    const second = await leadRow(id);
    expect(second.status).toBe("new");
    expect(second.firstContactedAt).toEqual(first.firstContactedAt);
    expect(await historyOf(id)).toEqual([]);
    expect((await callsOf(id)).map((c) => [c.outcome, c.note, c.calledById])).toEqual([
      ["no-answer", null, staff.sales.id],
      ["voicemail", "Left our number.", staff.operations.id],
    ]);

    const page = await pageText(await staffRequest(`/admin/leads/${id}`, staff.sales.cookie));
    expect(page).toContain(`${staff.sales.username}</span>: no answer</p>`);
    expect(page).toContain(`${staff.operations.username}</span>: left voicemail — Left our number.`);
  });

  it("leaves a lead past new where it is when the caller reaches them", async () => {
    const id = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("call-qualified") });
    await staffPost(`/admin/leads/${id}`, staff.sales.cookie, { intent: "status", status: "qualified" });
    const contacted = (await leadRow(id)).firstContactedAt;
    await logCall(id, staff.sales.cookie, { outcome: "reached" });
    expect((await leadRow(id)).status).toBe("qualified");
    expect((await leadRow(id)).firstContactedAt).toEqual(contacted);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it("refuses an unknown outcome and an overlong note with a clear error, changing nothing", async () => {
    const id = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("call-bad") });
    const before = await leadRow(id);
    const unknown = await logCall(id, staff.sales.cookie, { outcome: "busy", note: "Line busy" });
    expect(unknown.status).toBe(400);
    const unknownPage = await pageText(unknown);
    expect(unknownPage).toContain(LEAD_DESK_MESSAGES.callOutcome);
    // What was typed is still there.
    expect(unknownPage).toContain(">Line busy</textarea>");
    const missing = await logCall(id, staff.sales.cookie, { note: "x" });
    expect(missing.status).toBe(400);
    const long = await logCall(id, staff.sales.cookie, { outcome: "reached", note: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(await pageText(long)).toContain(LEAD_DESK_MESSAGES.callNoteTooLong);

    expect(await callsOf(id)).toEqual([]);
    expect(await historyOf(id)).toEqual([]);
    expect(await leadRow(id)).toEqual(before);
  });

  it("is refused without a session and from another site, writing nothing", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("call-anon") });
    const anonymous = await logCall(id, null, { outcome: "reached" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin-login\?redirectTo=/);
    const crossSite = await staffPost(
      `/admin/leads/${id}`,
      staff.sales.cookie,
      { intent: "call", outcome: "reached" },
      "https://evil.example",
    );
    // React Router's origin check answers a cross-site document post before the guard (decision 007).
    expect(crossSite.status).toBe(400);
    expect(await callsOf(id)).toEqual([]);
    expect((await leadRow(id)).firstContactedAt).toBeNull();
  });
});

describe("saves return to the section saved", () => {
  it("redirects each form of the lead page to its own #section", async () => {
    const id = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("anchors") });
    const where = async (fields: Record<string, string>) =>
      (await staffPost(`/admin/leads/${id}`, staff.sales.cookie, fields)).headers.get("location");
    expect(await where({ intent: "comment", comment: "Spoke with the owner." })).toBe(`/admin/leads/${id}#comments`);
    expect(await where({ intent: "qualification", leadQualification: "warm" })).toBe(`/admin/leads/${id}#work`);
    expect(await where({ intent: "assign", salesRepId: String(staff.sales.id) })).toBe(`/admin/leads/${id}#work`);
  });

  it("posts each form to its section, so a refusal without scripts shows at the form", async () => {
    const id = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("anchors-form") });
    const html = await pageText(await staffRequest(`/admin/leads/${id}`, staff.sales.cookie));
    for (const section of ["call", "work", "comments", "appointments"]) {
      expect(html).toContain(`action="/admin/leads/${id}#${section}"`);
      expect(html).toContain(`id="${section}"`);
    }
  });
});

describe("New today", () => {
  it("lists the leads received today (Eastern time), without spam", async () => {
    const source = uniqueSource("today");
    await makeLead({
      salesRepId: staff.sales.id,
      sourcePage: source,
      firstName: "Early",
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await makeLead({
      salesRepId: staff.sales.id,
      sourcePage: source,
      firstName: "Fresh",
      createdAt: new Date(Date.now() - 60_000),
    });
    await makeSpamLead({ salesRepId: staff.sales.id, sourcePage: source, firstName: "Junk" }, "honeypot");
    const response = await staffRequest(`/admin/new-today?source=${source}`, staff.sales.cookie);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(namesIn(html)).toEqual(["Fresh Lead"]);
    expect(html).toContain("1 min ago");
    expect(html).toContain('aria-current="page"');
  });
});

describe("the Spam list", () => {
  it("lists only spam, each with why, and keeps spam out of the working lists", async () => {
    const source = uniqueSource("spam-list");
    await makeLead({ salesRepId: staff.sales.id, sourcePage: source, firstName: "Real" });
    await makeSpamLead({ salesRepId: staff.sales.id, sourcePage: source, firstName: "Honey" }, "honeypot");
    await makeSpamLead({ salesRepId: staff.sales.id, sourcePage: source, firstName: "Forged" }, "form-token-forged");
    const marked = await makeLead({ salesRepId: staff.sales.id, sourcePage: source, firstName: "Marked" });
    await staffPost(`/admin/leads/${marked}`, staff.sales.cookie, { intent: "status", status: "spam" });

    const html = await pageText(await staffRequest(`/admin/spam?source=${source}`, staff.sales.cookie));
    expect(namesIn(html).sort()).toEqual(["Forged Lead", "Honey Lead", "Marked Lead"]);
    expect(html).toContain(SPAM_REASON_LABELS.honeypot);
    expect(html).toContain(SPAM_REASON_LABELS["form-token-forged"]);
    expect(html).toContain("Marked as spam by staff");
    expect(html).toContain("Not spam");

    const estimates = await pageText(await staffRequest(`/admin/estimates?source=${source}`, staff.sales.cookie));
    expect(namesIn(estimates)).toEqual(["Real Lead"]);
    // Asked for by the status filter, spam shows in a working list too.
    const asked = await pageText(
      await staffRequest(`/admin/estimates?source=${source}&status=spam`, staff.sales.cookie),
    );
    expect(namesIn(asked).sort()).toEqual(["Forged Lead", "Honey Lead", "Marked Lead"]);
  });
});

describe("Not spam", () => {
  it("moves a lead that arrived as spam to new, records the staff member and announces it", async () => {
    const source = uniqueSource("not-spam");
    const id = await makeSpamLead(
      { salesRepId: staff.sales.id, sourcePage: source, email: `${source}@example.com` },
      "honeypot",
    );
    const jobsBefore = await jobKindsOf(id);
    const response = await staffPost(`/admin/spam?source=${source}`, staff.sales.cookie, { leadId: String(id) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/spam?source=${source}`);
    expect(flashOf(response)).toContain("Moved to New");

    const row = await leadRow(id);
    expect(row.status).toBe("new");
    expect(row.spamReason).toBeNull();
    expect(row.firstContactedAt).toBeNull();
    expect((await historyOf(id)).map((h) => [h.fromStatus, h.toStatus, h.changedById, h.actor])).toEqual([
      ["spam", "new", staff.sales.id, "staff"],
    ]);
    expect((await jobKindsOf(id)).slice(jobsBefore.length).sort()).toEqual(ARRIVAL_JOB_KINDS);

    const list = await pageText(await staffRequest(`/admin/spam?source=${source}`, staff.sales.cookie));
    expect(namesIn(list)).toEqual([]);
  });

  it("works from the lead's page too, and refuses a lead that is not spam, changing nothing", async () => {
    const source = uniqueSource("not-spam-page");
    const id = await makeSpamLead({ salesRepId: staff.sales.id, sourcePage: source }, "form-token-missing");
    const page = await pageText(await staffRequest(`/admin/leads/${id}`, staff.sales.cookie));
    expect(page).toContain(SPAM_REASON_LABELS["form-token-missing"]);
    const jobsBefore = await jobKindsOf(id);
    const response = await staffPost(`/admin/leads/${id}`, staff.sales.cookie, { intent: "not-spam" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${id}`);
    expect((await leadRow(id)).status).toBe("new");
    // No e-mail address: the staff alert only.
    expect((await jobKindsOf(id)).slice(jobsBefore.length).sort()).toEqual(ARRIVAL_JOB_KINDS_WITHOUT_EMAIL);

    const again = await staffPost(`/admin/leads/${id}`, staff.sales.cookie, { intent: "not-spam" });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(LEAD_DESK_MESSAGES.notSpam);
    const fromList = await staffPost("/admin/spam", staff.sales.cookie, { leadId: String(id) });
    expect(fromList.status).toBe(409);
    const bad = await staffPost("/admin/spam", staff.sales.cookie, { leadId: "abc" });
    expect(bad.status).toBe(400);
    expect(await historyOf(id)).toHaveLength(1);
    expect(await jobKindsOf(id)).toHaveLength(jobsBefore.length + ARRIVAL_JOB_KINDS_WITHOUT_EMAIL.length);
  });

  it("gives a restored lead the next rep of its office: spam arrives without one", async () => {
    const { db } = await getTestApp();
    await db.update(adminUsers).set({ officeId: "port-st-lucie" }).where(eq(adminUsers.id, staff.sales.id));
    const id = await makeSpamLead({ sourcePage: uniqueSource("not-spam-rep") }, "honeypot");
    await db.update(leads).set({ salesRepId: null, nearestBranch: "PORT ST. LUCIE" }).where(eq(leads.id, id));
    await staffPost("/admin/spam", staff.admin.cookie, { leadId: String(id) });
    const { salesRepId } = await leadRow(id);
    const [rep] = await db.select().from(adminUsers).where(eq(adminUsers.id, salesRepId!));
    expect(rep).toMatchObject({ role: "sales", officeId: "port-st-lucie", isActive: true });
  });

  it("does not announce again a lead staff had marked as spam", async () => {
    const id = await makeLead({
      salesRepId: staff.sales.id,
      sourcePage: uniqueSource("not-spam-staff"),
      email: "restored@example.com",
    });
    await staffPost(`/admin/leads/${id}`, staff.sales.cookie, { intent: "status", status: "spam" });
    const jobsBefore = await jobKindsOf(id);
    await staffPost("/admin/spam", staff.sales.cookie, { leadId: String(id) });
    expect((await leadRow(id)).status).toBe("new");
    expect(await jobKindsOf(id)).toEqual(jobsBefore);
  });

  it("is refused without a session, writing nothing", async () => {
    const id = await makeSpamLead({ sourcePage: uniqueSource("not-spam-anon") }, "honeypot");
    const anonymous = await staffPost("/admin/spam", null, { leadId: String(id) });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin-login\?redirectTo=/);
    expect((await leadRow(id)).status).toBe("spam");
  });
});

describe("marking spam", () => {
  it("records staff as the reason, on the lead's page and in bulk, and clears it when the lead comes back", async () => {
    const one = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("mark-spam") });
    await staffPost(`/admin/leads/${one}`, staff.sales.cookie, { intent: "status", status: "spam" });
    expect((await leadRow(one)).spamReason).toBe("staff");
    await staffPost(`/admin/leads/${one}`, staff.sales.cookie, { intent: "status", status: "contacted" });
    expect((await leadRow(one)).spamReason).toBeNull();

    const two = await makeLead({ salesRepId: staff.sales.id, sourcePage: uniqueSource("mark-spam-bulk") });
    const bulk = await staffPost("/admin/admin-estimates", staff.operations.cookie, {
      intent: "bulk-spam",
      ids: String(two),
    });
    expect(bulk.status).toBe(302);
    expect(await leadRow(two)).toMatchObject({ status: "spam", spamReason: "staff" });
  });
});
