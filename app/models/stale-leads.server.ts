// Stale leads (app/lib/leads/stale-leads.ts): the one SQL condition, used by the lead lists' filter and mark, the
// dashboard's counts per rep and the morning digest. The limits are the admins' (site setting "stale-leads").
//
// Index relied on: leads_status_activity_idx (status, last_activity_at): each stage is one range of it; only
// "consultation scheduled" leads also read their appointments and bookings (appointments_lead_idx,
// consultation_bookings_one_per_lead_idx).
import { type SQL, and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { adminUsers, appointments, consultationBookings, leads } from "#db/schema/index.ts";
import { STALE_STAGES, type StaleLimits, type StaleStage, staleCutoffs } from "~/lib/leads/stale-leads";
import { getSetting } from "./site-settings.server";
import { type LeadViewer, visibleLeads } from "./lead-visibility.server";

function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

/** The admins' limits (the defaults until they change them). */
export function getStaleLimits(db: Database): Promise<StaleLimits> {
  return getSetting(db, "stale-leads");
}

/**
 * When a scheduled consultation's lead was last worked or visited: the later of its last activity and its latest
 * visit (an appointment not cancelled, or a booked consultation). Without a visit, its last activity.
 */
const CONSULTATION_REFERENCE = sql`greatest(
  ${leads.lastActivityAt},
  (select max(${appointments.scheduledAt}) from ${appointments}
    where ${appointments.leadId} = ${leads.id} and ${appointments.status} <> 'cancelled'),
  (select max(${consultationBookings.slotStart}) from ${consultationBookings}
    where ${consultationBookings.leadId} = ${leads.id} and ${consultationBookings.status} = 'booked')
)`;

/** The moment a lead's idleness counts from, by its stage. */
const IDLE_SINCE = sql`(case when ${leads.status} = 'consultation scheduled' then ${CONSULTATION_REFERENCE} else ${leads.lastActivityAt} end)`;

/**
 * The condition on `leads` for "stale at `now`": an open stage, idle past its limit. A merged lead is never stale
 * (its survivor carries the work on).
 */
export function staleLeadCondition(limits: StaleLimits, now: Date): SQL {
  const cutoffs = staleCutoffs(limits, now);
  const stage = (status: StaleStage, since: SQL) =>
    and(eq(leads.status, status), sql`${since} < ${at(cutoffs[status])}`);
  return and(
    isNull(leads.mergedIntoId),
    or(
      ...STALE_STAGES.map((status) =>
        stage(status, status === "consultation scheduled" ? CONSULTATION_REFERENCE : sql`${leads.lastActivityAt}`),
      ),
    ),
  )!;
}

/** A list column: when a stale lead's idleness began (how long idle = now minus this); null for a lead not stale. */
export function staleSinceColumn(limits: StaleLimits, now: Date) {
  return sql<Date | null>`(case when ${staleLeadCondition(limits, now)} then ${IDLE_SINCE} end)`.mapWith(
    leads.lastActivityAt,
  );
}

export interface StaleLead {
  id: number;
  firstName: string;
  lastName: string | null;
  status: StaleStage;
  /** When its idleness began (its last activity, or its consultation). */
  idleSince: Date;
}

/**
 * One rep's stale leads (assigned to them; test leads left out), longest idle first: the morning digest's list and
 * anything else that speaks to one rep about their own leads.
 */
export async function listStaleLeadsOfRep(
  db: Database,
  repId: number,
  { now = new Date(), limits, limit = 50 }: { now?: Date; limits?: StaleLimits; limit?: number } = {},
): Promise<StaleLead[]> {
  const rule = limits ?? (await getStaleLimits(db));
  const rows = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      status: leads.status,
      idleSince: sql<Date>`${IDLE_SINCE}`.mapWith(leads.lastActivityAt),
    })
    .from(leads)
    .where(and(eq(leads.salesRepId, repId), eq(leads.isTest, false), staleLeadCondition(rule, now)))
    .orderBy(asc(IDLE_SINCE), asc(leads.id))
    .limit(limit);
  return rows as StaleLead[];
}

export interface StaleRepCount {
  /** null: stale leads nobody is assigned to. */
  repId: number | null;
  repName: string | null;
  count: number;
}

/**
 * Stale leads per rep, most first (unassigned ones as repId null). With a viewer, the leads they see (the
 * dashboard); without, every real lead (the managers' digest).
 */
export async function countStaleLeadsPerRep(
  db: Database,
  { now = new Date(), limits, viewer }: { now?: Date; limits?: StaleLimits; viewer?: LeadViewer } = {},
): Promise<StaleRepCount[]> {
  const rule = limits ?? (await getStaleLimits(db));
  const counts = await db
    .select({ repId: leads.salesRepId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(and(viewer ? visibleLeads(viewer) : eq(leads.isTest, false), staleLeadCondition(rule, now)))
    .groupBy(leads.salesRepId);
  const ids = counts.map((row) => row.repId).filter((id): id is number => id !== null);
  const names = ids.length
    ? new Map(
        (
          await db
            .select({ id: adminUsers.id, username: adminUsers.username })
            .from(adminUsers)
            .where(inArray(adminUsers.id, ids))
        ).map((user) => [user.id, user.username]),
      )
    : new Map<number, string>();
  return counts
    .map((row) => ({
      repId: row.repId,
      repName: row.repId === null ? null : (names.get(row.repId) ?? null),
      count: row.count,
    }))
    .sort(
      (a, b) =>
        b.count - a.count || (a.repName === null ? 1 : b.repName === null ? -1 : a.repName.localeCompare(b.repName)),
    );
}
