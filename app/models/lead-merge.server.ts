// Merging a duplicate lead into another (decision 043): every row that belongs to the merged lead moves to the one
// that remains, in one transaction with both leads locked, so two merges at once cannot both win.
import { and, asc, count, eq, inArray, max, ne, notInArray, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import {
  adminUsers,
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
  leads,
  newsletterSubscribers,
} from "#db/schema/index.ts";
import { LEAD_MERGE_MESSAGES, mergeHistoryNotes, mergeRefusal, mergedLeadValues } from "~/lib/leads/lead-merge";
import { type LeadDeskViewer, type LeadRecord, leadColumns } from "./lead-detail.server";
import { recordLeadEvents } from "./lead-events.server";
import { leadsInReach } from "./lead-visibility.server";

/** The tables whose rows simply follow their lead (no rule on which of the two leads' rows to keep). */
const FOLLOWING_TABLES = [
  leadStatusHistory,
  leadCalls,
  leadComments,
  leadEvents,
  leadTasks,
  appointments,
  consultationBookings,
  newsletterSubscribers,
] as const;

export type LeadMergeResult =
  | { ok: true; survivor: LeadRecord; merged: LeadRecord }
  | { ok: false; reason: "not-found" | "refused"; message: string };

async function hasBookedConsultation(tx: DbOrTx, leadId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.leadId, leadId), eq(consultationBookings.status, "booked")))
    .limit(1);
  return Boolean(row);
}

/**
 * The merged lead's pools of interest join the remaining lead's, after them and in their order; a pool both named
 * stays once, at the remaining lead's place.
 */
async function moveInterestedPools(tx: DbOrTx, survivorId: number, mergedId: number) {
  const survivorPools = tx
    .select({ poolId: leadInterestedPools.poolId })
    .from(leadInterestedPools)
    .where(eq(leadInterestedPools.leadId, survivorId));
  const [last] = await tx
    .select({ position: max(leadInterestedPools.position) })
    .from(leadInterestedPools)
    .where(eq(leadInterestedPools.leadId, survivorId));
  const offset = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  await tx
    .update(leadInterestedPools)
    .set({ leadId: survivorId, position: sql`${leadInterestedPools.position} + ${offset}` })
    .where(and(eq(leadInterestedPools.leadId, mergedId), notInArray(leadInterestedPools.poolId, survivorPools)));
  await tx.delete(leadInterestedPools).where(eq(leadInterestedPools.leadId, mergedId));
}

/**
 * Merges `mergedId` into `survivorId`: the remaining lead takes the merged one's history, calls, comments, history
 * lines, tasks, appointments, consultation bookings, design (when it has none), pools of interest, outbox jobs and
 * newsletter sign-ups, fills what it lacks from it, and keeps the earliest first touch and the latest last touch.
 * The merged lead's row stays, pointing to the remaining one (its status unchanged), with a history line on both.
 * A refusal changes nothing.
 */
export async function mergeLeads(
  db: Database,
  {
    survivorId,
    mergedId,
    staffId,
    now = new Date(),
  }: { survivorId: number; mergedId: number; staffId: number; now?: Date },
): Promise<LeadMergeResult> {
  if (survivorId === mergedId) return { ok: false, reason: "refused", message: LEAD_MERGE_MESSAGES.sameLead };
  return db.transaction(async (tx) => {
    // Locked in id order, as the bulk changes lock, so two merges of overlapping leads wait instead of deadlocking.
    const locked = await tx
      .select(leadColumns)
      .from(leads)
      .where(inArray(leads.id, [survivorId, mergedId]))
      .orderBy(asc(leads.id))
      .for("update");
    const survivor = locked.find((lead) => lead.id === survivorId);
    const merged = locked.find((lead) => lead.id === mergedId);
    if (!survivor || !merged) return { ok: false, reason: "not-found", message: LEAD_MERGE_MESSAGES.notFound } as const;
    const refusal = mergeRefusal(survivor, merged);
    if (refusal) return { ok: false, reason: "refused", message: refusal } as const;
    // A lead holds one booked consultation at a time; which visit to keep is the customer's, not the merge's.
    if ((await hasBookedConsultation(tx, survivorId)) && (await hasBookedConsultation(tx, mergedId))) {
      return { ok: false, reason: "refused", message: LEAD_MERGE_MESSAGES.bothBooked } as const;
    }

    const pointsAtTheOther = (id: number | null, other: number) => (id === other ? null : id);
    await tx
      .update(leads)
      .set({
        ...mergedLeadValues(survivor, merged),
        possibleDuplicateOf:
          pointsAtTheOther(survivor.possibleDuplicateOf, mergedId) ??
          pointsAtTheOther(merged.possibleDuplicateOf, survivorId),
        updatedAt: now,
      })
      .where(eq(leads.id, survivorId));
    await tx
      .update(leads)
      .set({ mergedIntoId: survivorId, mergedAt: now, updatedAt: now })
      .where(eq(leads.id, mergedId));
    // Leads that pointed to the merged one (a later duplicate, an earlier merge) point to the one that remains.
    await tx
      .update(leads)
      .set({ possibleDuplicateOf: survivorId })
      .where(and(eq(leads.possibleDuplicateOf, mergedId), ne(leads.id, survivorId)));
    await tx.update(leads).set({ mergedIntoId: survivorId }).where(eq(leads.mergedIntoId, mergedId));

    for (const table of FOLLOWING_TABLES) {
      await tx.update(table).set({ leadId: survivorId }).where(eq(table.leadId, mergedId));
    }
    // Work still waiting (a reminder that nobody has called yet) is about the lead that remains now.
    await tx
      .update(jobs)
      .set({
        leadId: survivorId,
        payload: sql`case when ${jobs.status} = 'pending' and ${jobs.payload} -> 'leadId' is not null
          then jsonb_set(${jobs.payload}, '{leadId}', to_jsonb(${survivorId}::int)) else ${jobs.payload} end`,
      })
      .where(eq(jobs.leadId, mergedId));
    await moveInterestedPools(tx, survivorId, mergedId);
    // One design per lead: the remaining lead keeps its own; the merged lead's stays on its record if both have one.
    const [survivorDesign] = await tx
      .select({ leadId: leadDesigns.leadId })
      .from(leadDesigns)
      .where(eq(leadDesigns.leadId, survivorId));
    if (!survivorDesign) {
      await tx.update(leadDesigns).set({ leadId: survivorId }).where(eq(leadDesigns.leadId, mergedId));
    }

    const notes = mergeHistoryNotes(survivor, merged);
    await recordLeadEvents(tx, [
      { leadId: survivorId, kind: "merged-in", note: notes.mergedIn, actorId: staffId },
      { leadId: mergedId, kind: "merged-into", note: notes.mergedInto, actorId: staffId },
    ]);
    return { ok: true, survivor, merged } as const;
  });
}

/** One side of the merge screen: the lead, its rep and how much comes with it. */
export interface LeadMergeSide {
  lead: LeadRecord;
  salesRepName: string | null;
  counts: { history: number; calls: number; comments: number; tasks: number; appointments: number; bookings: number };
  hasDesign: boolean;
  interestedPools: number;
}

async function countOf(db: Database, table: (typeof FOLLOWING_TABLES)[number], leadId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.leadId, leadId));
  return Number(row?.n ?? 0);
}

/** A lead as the merge screen shows it, or null when it does not exist or is out of the viewer's reach. */
export async function getLeadMergeSide(
  db: Database,
  viewer: LeadDeskViewer,
  id: number,
): Promise<LeadMergeSide | null> {
  const [lead] = await db
    .select({ ...leadColumns, salesRepName: adminUsers.username })
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.salesRepId))
    .where(and(eq(leads.id, id), leadsInReach(viewer)));
  if (!lead) return null;
  const { salesRepName, ...record } = lead;
  const [history, calls, comments, tasks, visits, bookings, pools, design] = await Promise.all([
    countOf(db, leadStatusHistory, id),
    countOf(db, leadCalls, id),
    countOf(db, leadComments, id),
    countOf(db, leadTasks, id),
    countOf(db, appointments, id),
    countOf(db, consultationBookings, id),
    db.select({ n: count() }).from(leadInterestedPools).where(eq(leadInterestedPools.leadId, id)),
    db.select({ leadId: leadDesigns.leadId }).from(leadDesigns).where(eq(leadDesigns.leadId, id)),
  ]);
  return {
    lead: record,
    salesRepName,
    counts: { history, calls, comments, tasks, appointments: visits, bookings },
    hasDesign: design.length > 0,
    interestedPools: Number(pools[0]?.n ?? 0),
  };
}
