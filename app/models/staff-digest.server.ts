// The morning digest's own queries: a staff member's consultations of the day, the open leads nobody is assigned,
// and each rep's open and uncontacted leads. Tasks, stale leads and uncontacted leads come from their own models.
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { ACTIVE_APPOINTMENT_STATUSES, appointments, consultationBookings, leads } from "#db/schema/index.ts";
import { OPEN_LEAD_STATUSES } from "~/lib/leads/lead-status";
import { type LeadViewer, visibleLeads } from "./lead-visibility.server";

export interface DayConsultation {
  leadId: number | null;
  firstName: string;
  lastName: string | null;
  at: Date;
  /** The office of a consultation booked online; null for a visit staff planned (at the customer's address). */
  officeId: string | null;
  /** Booked by the customer on the site, or planned by staff. */
  kind: "booked" | "appointment";
}

/**
 * A staff member's consultations between `from` and `to`: the visits assigned to them or that they planned without
 * assigning, and the consultations customers booked online on the leads assigned to them. Soonest first.
 */
export async function listConsultationsOf(
  db: Database,
  staffId: number,
  from: Date,
  to: Date,
): Promise<DayConsultation[]> {
  const [planned, booked] = await Promise.all([
    db
      .select({
        leadId: appointments.leadId,
        name: appointments.customerName,
        at: appointments.scheduledAt,
      })
      .from(appointments)
      .where(
        and(
          gte(appointments.scheduledAt, from),
          lt(appointments.scheduledAt, to),
          inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
          or(
            eq(appointments.assignedToId, staffId),
            and(isNull(appointments.assignedToId), eq(appointments.createdById, staffId)),
          ),
        ),
      ),
    db
      .select({
        leadId: consultationBookings.leadId,
        firstName: leads.firstName,
        lastName: leads.lastName,
        at: consultationBookings.slotStart,
        officeId: consultationBookings.officeId,
      })
      .from(consultationBookings)
      .innerJoin(leads, eq(leads.id, consultationBookings.leadId))
      .where(
        and(
          gte(consultationBookings.slotStart, from),
          lt(consultationBookings.slotStart, to),
          eq(consultationBookings.status, "booked"),
          eq(leads.salesRepId, staffId),
          eq(leads.isTest, false),
          isNull(leads.mergedIntoId),
        ),
      ),
  ]);
  const visits: DayConsultation[] = [
    ...planned.flatMap((row) =>
      row.at
        ? [
            {
              leadId: row.leadId,
              firstName: row.name,
              lastName: null,
              at: row.at,
              officeId: null,
              kind: "appointment" as const,
            },
          ]
        : [],
    ),
    ...booked.map((row) => ({ ...row, kind: "booked" as const })),
  ];
  return visits.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export interface WaitingLead {
  id: number;
  firstName: string;
  lastName: string | null;
  status: string;
  createdAt: Date;
}

/** Open leads nobody is assigned, oldest first, and how many there are. */
export async function listUnassignedOpenLeads(
  db: Database,
  viewer: LeadViewer,
  limit: number,
): Promise<{ total: number; oldest: WaitingLead[] }> {
  const unassigned = and(
    isNull(leads.salesRepId),
    inArray(leads.status, [...OPEN_LEAD_STATUSES]),
    isNull(leads.mergedIntoId),
    visibleLeads(viewer),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(unassigned)
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(limit),
    db.select({ n: count() }).from(leads).where(unassigned),
  ]);
  return { total: total?.n ?? 0, oldest: rows };
}

export interface RepLeadCounts {
  repId: number;
  openLeads: number;
  uncontacted: number;
}

/** Per assigned rep: their open leads, and how many of them are new and never contacted. Test leads left out. */
export async function countOpenLeadsPerRep(db: Database): Promise<RepLeadCounts[]> {
  const rows = await db
    .select({
      repId: leads.salesRepId,
      openLeads: count(),
      uncontacted:
        sql<number>`count(*) filter (where ${leads.status} = 'new' and ${leads.firstContactedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(leads)
    .where(
      and(
        isNotNull(leads.salesRepId),
        inArray(leads.status, [...OPEN_LEAD_STATUSES]),
        eq(leads.isTest, false),
        isNull(leads.mergedIntoId),
      ),
    )
    .groupBy(leads.salesRepId);
  return rows.map((row) => ({ repId: row.repId!, openLeads: row.openLeads, uncontacted: row.uncontacted }));
}
