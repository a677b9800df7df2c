// Changes to leads made on the lead desk: status (with a won or lost outcome), notes, calls, assignment,
// qualification, comments and appointments of one lead, and the bulk status and assignment of several.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { ACTIVE_APPOINTMENT_STATUSES, type LeadCallOutcome, type LeadHistoryActor } from "#db/schema/enums.ts";
import { appointments, leadCalls, leadComments, leadStatusHistory, leads } from "#db/schema/index.ts";
import { findOfficeLocation } from "~/lib/company/offices";
import { ARRIVAL_SPAM_REASONS } from "~/lib/leads/lead-spam";
import {
  type LeadStatus,
  leadStatusLabel,
  marksFirstContact,
  movesToConsultationScheduled,
  statusChangeError,
} from "~/lib/leads/lead-status";
import {
  LEAD_OUTCOME_MESSAGES,
  type LeadLostReason,
  type LeadOutcome,
  NO_OUTCOME,
  lostOutcome,
  outcomeRuleError,
} from "~/lib/leads/lead-outcome";
import { officeDateTimeToInstant } from "~/lib/company/office-time";
import { type AppointmentInput, LEAD_DESK_MESSAGES, type LeadQualification } from "~/lib/schemas/lead-desk";
import { salesRepTurns } from "./lead-assignment.server";
import { closeOpenLeadTasks } from "./lead-tasks.server";
import { enqueueLeadArrival, enqueueLeadReassigned } from "./lead-notifications.server";
import { notMerged } from "./lead-visibility.server";
import { touchLeadActivity } from "./lead-activity.server";

export type LeadChangeResult =
  { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "refused"; message: string };

/**
 * Writes a status change of locked leads: the status, statusUpdatedAt, firstContactedAt once, and history rows.
 * `staffId` null: the visitor made it (booking a consultation, app/models/consultations.server.ts).
 */
export async function applyStatusChange(
  tx: DbOrTx,
  changes: readonly { id: number; from: string }[],
  to: LeadStatus,
  staffId: number | null,
  now: Date,
  /**
   * A won lead's value and signing date, a lost one's reason (lead-outcome.ts), with the history note that
   * says so. The columns hold the current outcome: any other change clears them (the history keeps them).
   */
  {
    outcome = NO_OUTCOME,
    note = null,
    actor = staffId === null ? "customer" : "staff",
  }: { outcome?: LeadOutcome; note?: string | null; actor?: LeadHistoryActor } = {},
) {
  if (changes.length === 0) return;
  // The last line of the outcome rule: every writer checks it first and answers with its message;
  // reaching here without an outcome is a caller's bug, and it must not leave a won lead without a value.
  const missing = outcomeRuleError(to, outcome);
  if (missing) throw new Error(`A change to ${to} needs its outcome: ${missing}`);
  const ids = changes.map((change) => change.id);
  // A lead that arrived as spam was never announced: put back to new, it arrives now (staff alert, visitor's
  // confirmation). One staff marked as spam was announced when it came, and is not announced twice.
  const restored =
    to === "new" && changes.some((change) => change.from === "spam")
      ? await tx
          .select({ id: leads.id, email: leads.email, salesRepId: leads.salesRepId, branch: leads.nearestBranch })
          .from(leads)
          .where(
            and(
              inArray(
                leads.id,
                changes.filter((change) => change.from === "spam").map((change) => change.id),
              ),
              inArray(leads.spamReason, [...ARRIVAL_SPAM_REASONS]),
            ),
          )
      : [];
  await tx
    .update(leads)
    .set({
      status: to,
      statusUpdatedAt: now,
      updatedAt: now,
      ...outcome,
      // Why a lead is spam holds while it is spam: staff saying so is a reason too.
      spamReason: to === "spam" ? "staff" : null,
      // A visitor's own change (staffId null) is no contact by the company: the response-time figures stay honest.
      ...(staffId !== null && marksFirstContact(to)
        ? { firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(inArray(leads.id, ids));
  await tx.insert(leadStatusHistory).values(
    changes.map((change) => ({
      leadId: change.id,
      fromStatus: change.from,
      toStatus: to,
      changedById: staffId,
      actor,
      changedAt: now,
      note,
    })),
  );
  // A won or lost lead has nothing left to follow up: its open tasks close with it, said in its history.
  if (to === "won" || to === "lost") {
    await closeOpenLeadTasks(tx, { leadIds: ids, staffId, outcomeLabel: leadStatusLabel(to) });
  }
  // A status change is work on the lead, and starts the new stage's clock for the stale-lead rule.
  await touchLeadActivity(tx, ids, now);
  // Spam arrives without a rep (it must not take anyone's turn): restored, it takes the next turn of its office.
  for (const lead of restored) {
    const office = lead.salesRepId === null ? findOfficeLocation(lead.branch) : undefined;
    const [rep] = office ? await salesRepTurns(tx, office.id) : [];
    if (rep !== undefined) await tx.update(leads).set({ salesRepId: rep }).where(eq(leads.id, lead.id));
  }
  await enqueueLeadArrival(
    tx,
    restored.map((lead) => ({ id: lead.id, hasEmail: Boolean(lead.email) })),
  );
}

/**
 * A line in a lead's history that changes nothing: the status stays as it is (from = to), the note says what
 * happened (a consultation booked online, a sale's figures corrected).
 */
export async function recordLeadNote(
  tx: DbOrTx,
  {
    leadId,
    status,
    note,
    staffId,
    actor = staffId === null ? "customer" : "staff",
    now,
  }: { leadId: number; status: string; note: string; staffId: number | null; actor?: LeadHistoryActor; now: Date },
) {
  await tx
    .insert(leadStatusHistory)
    .values({ leadId, fromStatus: status, toStatus: status, changedById: staffId, actor, changedAt: now, note });
}

/** Changes a lead's status (decision 008): any status to another, recorded with who, when, from and to. */
export async function changeLeadStatus(
  db: Database,
  {
    leadId,
    to,
    staffId,
    outcome,
    note,
    now = new Date(),
  }: { leadId: number; to: LeadStatus; staffId: number; outcome?: LeadOutcome; note?: string | null; now?: Date },
): Promise<LeadChangeResult> {
  const missing = outcomeRuleError(to, outcome ?? NO_OUTCOME);
  if (missing) return { ok: false, reason: "refused", message: missing };
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return { ok: false, reason: "not-found" } as const;
    const refused = statusChangeError(lead.status, to);
    if (refused) return { ok: false, reason: "refused", message: refused } as const;
    await applyStatusChange(tx, [{ id: leadId, from: lead.status }], to, staffId, now, { outcome, note });
    return { ok: true } as const;
  });
}

/**
 * "Not spam": a spam lead goes back to new, with its history row by the staff member; one that arrived as spam is
 * announced now (applyStatusChange). Refused for a lead that is not spam (someone else restored it meanwhile).
 */
export async function restoreFromSpam(
  db: Database,
  { leadId, staffId, now = new Date() }: { leadId: number; staffId: number; now?: Date },
): Promise<LeadChangeResult> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return { ok: false, reason: "not-found" } as const;
    if (lead.status !== "spam") return { ok: false, reason: "refused", message: LEAD_DESK_MESSAGES.notSpam } as const;
    await applyStatusChange(tx, [{ id: leadId, from: lead.status }], "new", staffId, now);
    return { ok: true } as const;
  });
}

/**
 * Corrects a closed lead's outcome (admin and operations: permission "leads.outcome"): the columns
 * change and the history gets an entry of the unchanged status with the new values as its note.
 * Refused when the lead's status is not the one the outcome belongs to (it changed meanwhile).
 */
export async function editLeadOutcome(
  db: Database,
  {
    leadId,
    status,
    outcome,
    note,
    staffId,
    now = new Date(),
  }: { leadId: number; status: "won" | "lost"; outcome: LeadOutcome; note: string; staffId: number; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (lead?.status !== status) return false;
    await tx
      .update(leads)
      .set({ ...outcome, updatedAt: now })
      .where(eq(leads.id, leadId));
    await recordLeadNote(tx, { leadId, status, note, staffId, now });
    return true;
  });
}

/**
 * Records a call a staff member made to a lead. Any call is the lead's first contact when none is recorded yet
 * (the response-time figures measure how soon someone tried, and a voicemail is a try). A new lead the caller
 * reached moves to contacted, with its history row; an unanswered call leaves the status as it was.
 */
export async function logLeadCall(
  db: Database,
  {
    leadId,
    outcome,
    note,
    staffId,
    now = new Date(),
  }: { leadId: number; outcome: LeadCallOutcome; note: string | null; staffId: number; now?: Date },
): Promise<{ statusChanged: boolean } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return null;
    await tx.insert(leadCalls).values({ leadId, outcome, note, calledById: staffId, calledAt: now });
    // Any call is work on the lead, an unanswered one too (the rep tried).
    await touchLeadActivity(tx, leadId, now);
    const statusChanged = outcome === "reached" && lead.status === "new";
    if (statusChanged) {
      await applyStatusChange(tx, [{ id: leadId, from: lead.status }], "contacted", staffId, now);
    } else {
      await tx
        .update(leads)
        .set({
          updatedAt: now,
          firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(leads.id, leadId));
    }
    return { statusChanged };
  });
}

/**
 * Assigns a lead to an active staff member, or unassigns it (null). The new rep is told (e-mail and push, through
 * the outbox in the same transaction) unless they took the lead themself or already had it.
 */
export async function assignLead(
  db: Database,
  {
    leadId,
    salesRepId,
    byStaffId,
    now = new Date(),
  }: { leadId: number; salesRepId: number | null; byStaffId: number; now?: Date },
): Promise<boolean> {
  return (await bulkAssignLeads(db, { leadIds: [leadId], salesRepId, byStaffId, now })) > 0;
}

export async function setLeadQualification(
  db: Database,
  { leadId, qualification, now = new Date() }: { leadId: number; qualification: LeadQualification | null; now?: Date },
): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ leadQualification: qualification, updatedAt: now })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** Adds an EstimateComment; the author is the signed-in staff member, never a form field. */
export async function addLeadComment(
  db: Database,
  {
    leadId,
    comment,
    author,
    now = new Date(),
  }: { leadId: number; comment: string; author: { id: number; username: string }; now?: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leadComments)
      .values({ leadId, comment, author: author.username, authorId: author.id, createdAt: now })
      .returning({ id: leadComments.id });
    await touchLeadActivity(tx, leadId, now);
    return row!.id;
  });
}

/**
 * Books an appointment for a lead (date and time on the offices' clock). With
 * `markScheduled`, a lead not yet past that stage moves to "consultation
 * scheduled" in the same transaction (with its history row).
 */
export async function scheduleAppointment(
  db: Database,
  {
    leadId,
    input,
    staffId,
    markScheduled,
    now = new Date(),
  }: { leadId: number; input: AppointmentInput; staffId: number; markScheduled: boolean; now?: Date },
): Promise<{ appointmentId: number; statusChanged: boolean } | { duplicate: true } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, salesRepId: leads.salesRepId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return null;
    const scheduledAt = officeDateTimeToInstant(input.date, input.time);
    // The form keeps its values after a booking, so a second click would plan the same visit twice.
    const [same] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.leadId, leadId),
          eq(appointments.scheduledAt, scheduledAt),
          inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
        ),
      );
    if (same) return { duplicate: true };
    const [appointment] = await tx
      .insert(appointments)
      .values({
        leadId,
        customerName: input.customerName,
        email: input.email || null,
        phone: input.phone || null,
        address: input.address,
        message: input.message || null,
        scheduledAt,
        officeId: input.officeId,
        assignedToId: lead.salesRepId,
        createdById: staffId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: appointments.id });
    // Planning a visit with the customer is work on the lead.
    await touchLeadActivity(tx, leadId, now);
    const statusChanged = markScheduled && movesToConsultationScheduled(lead.status);
    if (statusChanged) {
      await applyStatusChange(tx, [{ id: leadId, from: lead.status }], "consultation scheduled", staffId, now);
    }
    return { appointmentId: appointment!.id, statusChanged };
  });
}

// ---------------------------------------------------------------------------
// Bulk actions (admin and operations)

/**
 * Sets the status of several leads; leads already in that status are left alone. Lost takes one reason for
 * them all (noted on each lead's history); won is refused, since each sale has its own contract value and
 * date, marked on the lead's page (decision 033). A refusal changes nothing.
 */
export async function bulkChangeLeadStatus(
  db: Database,
  {
    leadIds,
    to,
    lostReason = null,
    staffId,
    now = new Date(),
  }: { leadIds: readonly number[]; to: LeadStatus; lostReason?: LeadLostReason | null; staffId: number; now?: Date },
): Promise<{ ok: true; changed: number; keptWon: number } | { ok: false; reason: "refused"; message: string }> {
  if (to === "won") return { ok: false, reason: "refused", message: LEAD_OUTCOME_MESSAGES.bulkWon };
  const { outcome, note } = to === "lost" && lostReason ? lostOutcome(lostReason) : { outcome: NO_OUTCOME, note: null };
  const missing = outcomeRuleError(to, outcome);
  if (missing) return { ok: false, reason: "refused", message: missing };
  if (leadIds.length === 0) return { ok: true, changed: 0, keptWon: 0 };
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(and(inArray(leads.id, [...leadIds]), ne(leads.status, to), notMerged))
      .orderBy(asc(leads.id))
      .for("update");
    // A sale carries its own contract value and date: it is undone on its own page, never swept up in a bulk change.
    const moving = locked.filter((row) => row.status !== "won");
    await applyStatusChange(
      tx,
      moving.map((row) => ({ id: row.id, from: row.status })),
      to,
      staffId,
      now,
      { outcome, note },
    );
    return { ok: true, changed: moving.length, keptWon: locked.length - moving.length } as const;
  });
}

/**
 * Assigns several leads to one staff member (or unassigns them). Returns how many exist. The rep is told of each
 * lead that was not theirs already, unless they assigned it to themself.
 */
export async function bulkAssignLeads(
  db: Database,
  {
    leadIds,
    salesRepId,
    byStaffId,
    now = new Date(),
  }: { leadIds: readonly number[]; salesRepId: number | null; byStaffId: number; now?: Date },
): Promise<number> {
  if (leadIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: leads.id, salesRepId: leads.salesRepId })
      .from(leads)
      .where(and(inArray(leads.id, [...leadIds]), notMerged))
      .orderBy(asc(leads.id))
      .for("update");
    if (before.length === 0) return 0;
    await tx
      .update(leads)
      .set({ salesRepId, updatedAt: now })
      .where(
        inArray(
          leads.id,
          before.map((row) => row.id),
        ),
      );
    if (salesRepId !== null && salesRepId !== byStaffId) {
      for (const row of before) {
        if (row.salesRepId !== salesRepId) await enqueueLeadReassigned(tx, row.id, salesRepId);
      }
    }
    return before.length;
  });
}
