// /admin/consultations: the staff's week calendar of booked consultations (decision 031). Admin and operations
// see every office; sales see their office's leads' and their own leads'; staff move and cancel, which queues the
// visitor's e-mail (the core's jobs).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, consultationBookings, jobs, leadStatusHistory, leads } from "#db/schema/index.ts";
import { addDays, formatSlotDay } from "~/lib/consultations/consultation-slots";
import { officeToday } from "~/lib/company/office-time";
import { bookConsultation, listFreeSlots } from "~/models/consultations.server";
import { estimatePayload } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";
import { postJson } from "../support/http.ts";

const staff = signedInStaffOfEveryRole();

/** A lead (of `leadOffice`, a branch label; none when absent) booked at an office. */
async function bookedLead(officeId: "ocala" | "orlando", index = 0, leadOffice?: string) {
  const { db } = await getTestApp();
  const payload = estimatePayload(leadOffice ? { nearestBranch: leadOffice } : {});
  const lead = (await (await postJson("/api/estimates", payload)).json()) as { id: number };
  const slot = (await listFreeSlots(db, officeId))[index]!;
  const result = await bookConsultation(db, { leadId: lead.id, officeId, start: slot.start });
  if (!result.ok) throw new Error(result.message);
  return { leadId: lead.id, booking: result.booking, slot };
}

const weekOf = (date: string) => `/admin/consultations?week=${date}`;

describe("/admin/consultations", () => {
  it("shows the week's bookings with a link to each lead; previous and next weeks are addresses", async () => {
    const { leadId, slot } = await bookedLead("orlando", 2);
    const response = await staffRequest(weekOf(slot.date), staff.operations.cookie);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain(`href="/admin/leads/${leadId}"`);
    expect(html).toContain(slot.startLabel);
    expect(html).toMatch(/href="\/admin\/consultations\?from=\d{4}-\d{2}-\d{2}"[^>]*>Previous 7 days/);
    const orlandoOnly = await pageText(await staffRequest(`${weekOf(slot.date)}&office=ocala`, staff.admin.cookie));
    expect(orlandoOnly).not.toContain(`href="/admin/leads/${leadId}"`);
    expect((await staffRequest("/admin/consultations", null)).status).toBe(302);
  });

  it("shows sales the bookings of their office's leads and of their own, whichever office is chosen", async () => {
    const { db } = await getTestApp();
    await db.update(adminUsers).set({ officeId: "ocala" }).where(eq(adminUsers.id, staff.sales.id));
    const ocala = await bookedLead("ocala", 3, "OCALA");
    const orlando = await bookedLead("orlando", 3, "ORLANDO");
    let html = await pageText(await staffRequest(weekOf(ocala.slot.date), staff.sales.cookie));
    expect(html).toContain(`href="/admin/leads/${ocala.leadId}"`);
    html = await pageText(await staffRequest(weekOf(orlando.slot.date), staff.sales.cookie));
    expect(html).not.toContain(`href="/admin/leads/${orlando.leadId}"`);
    // The filter says what the page holds.
    expect(html).toContain('<option value="" selected="">Your leads, your visits and your office</option>');
    expect(html).toMatch(
      /to \w{3}, \w{3} \d+, your leads, your visits and your office: \d+ consultations? and \d+ visits?\./,
    );
    await db.update(leads).set({ salesRepId: staff.sales.id }).where(eq(leads.id, orlando.leadId));
    html = await pageText(await staffRequest(weekOf(orlando.slot.date), staff.sales.cookie));
    expect(html).toContain(`href="/admin/leads/${orlando.leadId}"`);
    // Choosing Orlando shows the rep's own Orlando booking, not a colleague's lead's, and says which office.
    const other = await bookedLead("orlando", 4, "ORLANDO");
    const orlandoPage = `${weekOf(orlando.slot.date)}&office=orlando`;
    html = await pageText(await staffRequest(orlandoPage, staff.sales.cookie));
    expect(html).toContain(`href="/admin/leads/${orlando.leadId}"`);
    expect(html).not.toContain(`href="/admin/leads/${other.leadId}"`);
    expect(html).toMatch(/, the Orlando office: \d+ consultations? and \d+ visits?\./);
    // A booking out of the rep's reach is not there to cancel: 404, and it stays booked.
    const refused = await staffPost(orlandoPage, staff.sales.cookie, {
      intent: "cancel",
      id: String(other.booking.id),
    });
    expect(refused.status).toBe(404);
    const [kept] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, other.booking.id));
    expect(kept!.status).toBe("booked");
    // Their own lead's booking they may cancel.
    const cancelled = await staffPost(orlandoPage, staff.sales.cookie, {
      intent: "cancel",
      id: String(orlando.booking.id),
    });
    expect(await pageText(cancelled)).toContain("Booking cancelled. The customer is e-mailed.");
    // Staff cancelling puts the lead back where it was before the booking, in the staff member's name.
    const [back] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, orlando.leadId));
    expect(back!.status).toBe("new");
    const last = (await db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, orlando.leadId))).at(
      -1,
    )!;
    expect([last.fromStatus, last.toStatus, last.actor, last.changedById]).toEqual([
      "consultation scheduled",
      "new",
      "staff",
      staff.sales.id,
    ]);
    expect(last.note).toMatch(/^Consultation of .+ cancelled$/);
    // The booking itself was the customer's: the lead page says so, not "a former staff member".
    const leadPage = await pageText(await staffRequest(`/admin/leads/${orlando.leadId}`, staff.admin.cookie));
    expect(leadPage).toContain("Customer, online");
    expect(leadPage).not.toContain("A former staff member");
  });

  it("opens on today and the next 7 days", async () => {
    const html = await pageText(await staffRequest("/admin/consultations", staff.admin.cookie));
    const today = officeToday();
    expect(html).toContain(`${formatSlotDay(today)} to ${formatSlotDay(addDays(today, 7))}, all offices:`);
    expect(html.match(/<h2 class="text-sm font-bold">/g)).toHaveLength(8);
    expect(html).toContain(`href="/admin/consultations?from=${addDays(today, 7)}"`);
  });

  it("guards the move and the cancel on the server: no session goes to sign-in and nothing changes", async () => {
    const { db } = await getTestApp();
    const { booking, slot } = await bookedLead("orlando", 7);
    const target = (await listFreeSlots(db, "orlando"))[8]!;
    for (const fields of [
      { intent: "move", id: String(booking.id), start: target.start.toISOString() },
      { intent: "cancel", id: String(booking.id) },
    ] as Record<string, string>[]) {
      const anonymous = await staffPost(weekOf(slot.date), null, fields);
      expect(anonymous.status, fields.intent).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin-login\?redirectTo=/);
    }
    const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, booking.id));
    expect(row!.status).toBe("booked");
    expect(row!.slotStart.toISOString()).toBe(slot.start.toISOString());
    expect(row!.tokenVersion).toBe(booking.tokenVersion);
  });

  it("moves and cancels a booking, e-mailing the visitor, and refuses a bad time", async () => {
    const { db } = await getTestApp();
    const { booking, slot } = await bookedLead("orlando", 5);
    const page = weekOf(slot.date);
    const bad = await staffPost(page, staff.admin.cookie, {
      intent: "move",
      id: String(booking.id),
      start: "2020-01-01T15:00:00.000Z",
    });
    expect(bad.status).toBe(400);
    const target = (await listFreeSlots(db, "orlando"))[6]!;
    const moved = await staffPost(page, staff.admin.cookie, {
      intent: "move",
      id: String(booking.id),
      start: target.start.toISOString(),
    });
    expect(await pageText(moved)).toContain("Booking moved. The customer is e-mailed.");
    const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, booking.id));
    expect(row!.slotStart.toISOString()).toBe(target.start.toISOString());
    const cancelled = await staffPost(page, staff.operations.cookie, { intent: "cancel", id: String(booking.id) });
    expect(await pageText(cancelled)).toContain("Booking cancelled. The customer is e-mailed.");
    const visitorJobs = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "consultation.notify-visitor"), eq(jobs.leadId, booking.leadId)));
    expect(visitorJobs).toHaveLength(3);
  });

  it("refuses a move to a time years away or long past with 400 before taking the slot's lock", async () => {
    const { db } = await getTestApp();
    const { booking, slot } = await bookedLead("orlando", 7);
    const page = weekOf(slot.date);
    for (const start of ["6054-03-03T15:00:00.000Z", "+100000-01-03T15:00:00.000Z", "-005000-01-03T15:00:00.000Z"]) {
      const refused = await staffPost(page, staff.admin.cookie, { intent: "move", id: String(booking.id), start });
      expect(refused.status, start).toBe(400);
    }
    const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, booking.id));
    expect(row!.slotStart.toISOString()).toBe(slot.start.toISOString());
    expect(row!.tokenVersion).toBe(booking.tokenVersion);
  });

  it("does not offer a booking its own time to move to, and refuses a move to it", async () => {
    const { db } = await getTestApp();
    const lead = (await (await postJson("/api/estimates", estimatePayload())).json()) as { id: number };
    // A time with a place left after this booking, so the office's list still has it for others.
    const slot = (await listFreeSlots(db, "ocala")).find((s) => s.free >= 2)!;
    const result = await bookConsultation(db, { leadId: lead.id, officeId: "ocala", start: slot.start });
    if (!result.ok) throw new Error(result.message);
    const { booking } = result;
    const start = slot.start.toISOString();
    expect((await listFreeSlots(db, "ocala")).map((s) => s.start.toISOString())).toContain(start);

    const page = weekOf(slot.date);
    const html = await pageText(await staffRequest(page, staff.admin.cookie));
    const form = html.slice(html.indexOf(`name="id" value="${booking.id}"`));
    const options = form.slice(0, form.indexOf("</select>"));
    expect(options).toContain("<option");
    expect(options).not.toContain(`value="${start}"`);

    const same = await staffPost(page, staff.admin.cookie, { intent: "move", id: String(booking.id), start });
    expect(same.status).toBe(400);
    expect(await pageText(same)).toContain("The booking is already at that time; choose another.");
    const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, booking.id));
    expect(row).toMatchObject({ tokenVersion: booking.tokenVersion, status: "booked" });
    expect(row!.slotStart.toISOString()).toBe(start);
  });

  it("shows the visits staff planned on a lead's page beside the bookings, to whoever may see the lead", async () => {
    const { db } = await getTestApp();
    const lead = (await (await postJson("/api/estimates", estimatePayload())).json()) as { id: number };
    const date = `${new Date().getUTCFullYear() + 1}-06-16`;
    const address = `${lead.id} Visit Lane, Orlando, FL`;
    const planned = await staffPost(`/admin/leads/${lead.id}`, staff.admin.cookie, {
      intent: "appointment",
      customerName: "Visit Customer",
      email: "visit@example.com",
      phone: "",
      address,
      date,
      time: "14:30",
      officeId: "orlando",
      message: "",
    });
    expect(planned.status).toBe(302);

    const html = await pageText(await staffRequest(weekOf(date), staff.operations.cookie));
    expect(html).toContain(address);
    expect(html).toMatch(new RegExp(`2:30 PM <span[^>]*>Visit</span>.*?href="/admin/leads/${lead.id}"`));
    expect(await pageText(await staffRequest(`${weekOf(date)}&office=ocala`, staff.admin.cookie))).not.toContain(
      address,
    );
    // Sales of another office, not assigned: not theirs to see. Assigned to them: on their calendar.
    await db.update(adminUsers).set({ officeId: "ocala" }).where(eq(adminUsers.id, staff.sales.id));
    expect(await pageText(await staffRequest(weekOf(date), staff.sales.cookie))).not.toContain(address);
    await db.update(leads).set({ salesRepId: staff.sales.id }).where(eq(leads.id, lead.id));
    expect(await pageText(await staffRequest(weekOf(date), staff.sales.cookie))).toContain(address);
  });

  it("puts a visit on the calendar of whoever planned it, also once its lead has left their reach", async () => {
    const { db } = await getTestApp();
    await db.update(adminUsers).set({ officeId: "ocala" }).where(eq(adminUsers.id, staff.sales.id));
    const payload = estimatePayload({ nearestBranch: "OCALA" });
    const lead = (await (await postJson("/api/estimates", payload)).json()) as { id: number };
    const date = `${new Date().getUTCFullYear() + 1}-06-17`;
    const address = `${lead.id} Planner Road, Stuart, FL`;
    const planned = await staffPost(`/admin/leads/${lead.id}`, staff.sales.cookie, {
      intent: "appointment",
      customerName: "Planned By Sales",
      email: "planned@example.com",
      phone: "",
      address,
      date,
      time: "11:00",
      officeId: "port-st-lucie",
      message: "",
    });
    expect(planned.status).toBe(302);
    // A manager hands the lead to Orlando: it leaves the Ocala rep, and the visit they planned stays theirs to make.
    await staffPost(`/admin/leads/${lead.id}`, staff.admin.cookie, { intent: "office", officeId: "orlando" });
    const [row] = await db.select({ salesRepId: leads.salesRepId }).from(leads).where(eq(leads.id, lead.id));
    expect(row!.salesRepId).not.toBe(staff.sales.id);
    expect((await staffRequest(`/admin/leads/${lead.id}`, staff.sales.cookie)).status).toBe(404);
    const html = await pageText(await staffRequest(weekOf(date), staff.sales.cookie));
    expect(html).toContain(address);
    expect(html).toContain("Planned By Sales");
    expect(html).not.toContain(`href="/admin/leads/${lead.id}"`);
  });
});
