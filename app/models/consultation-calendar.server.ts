// The staff's week calendar of booked consultations (decision 031): which
// bookings a staff member sees, with the lead's name to link to.
import { type SQL, and, asc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/index.server.ts";
import { ACTIVE_APPOINTMENT_STATUSES } from "#db/schema/enums.ts";
import { appointments, consultationBookings, leads } from "#db/schema/index.ts";
import type { OfficeId } from "~/lib/company/offices";
import { type LeadViewer, leadsInReach, testLeadsShown, visibleLeads } from "./lead-visibility.server";

export type CalendarViewer = LeadViewer;

/**
 * What the calendar shows a viewer: the bookings and visits of the leads they may see (visibleLeads: a sales rep's
 * office's leads and the leads assigned to them; test leads only in test mode), at the chosen office or at all.
 * `alsoMine` adds entries that are the viewer's own whatever the lead (the visits they planned or were given).
 */
export function calendarScope(
  viewer: CalendarViewer,
  officeId: OfficeId | null,
  officeColumn: PgColumn = consultationBookings.officeId,
  ...alsoMine: SQL[]
): SQL | undefined {
  const reach = leadsInReach(viewer);
  return and(
    officeId ? eq(officeColumn, officeId) : undefined,
    testLeadsShown(viewer),
    reach && alsoMine.length ? or(reach, ...alsoMine) : reach,
  );
}

/** Whether the viewer may open an entry's lead (a visit of theirs may be on a lead now out of their reach). */
function leadInReach(viewer: CalendarViewer): SQL<boolean> {
  const reach = leadsInReach(viewer);
  return reach ? sql<boolean>`coalesce(${reach}, false)` : sql<boolean>`true`;
}

/** The booked consultations from `from` to `to` (instants) at an office (or all), earliest first. */
export async function listCalendarBookings(
  db: Database,
  viewer: CalendarViewer,
  { from, to, officeId }: { from: Date; to: Date; officeId: OfficeId | null },
) {
  return db
    .select({
      id: consultationBookings.id,
      leadId: consultationBookings.leadId,
      officeId: consultationBookings.officeId,
      slotStart: consultationBookings.slotStart,
      slotEnd: consultationBookings.slotEnd,
      tokenVersion: consultationBookings.tokenVersion,
      firstName: leads.firstName,
      lastName: leads.lastName,
      phone: leads.phone,
    })
    .from(consultationBookings)
    .innerJoin(leads, eq(leads.id, consultationBookings.leadId))
    .where(
      and(
        eq(consultationBookings.status, "booked"),
        gte(consultationBookings.slotStart, from),
        lt(consultationBookings.slotStart, to),
        calendarScope(viewer, officeId),
      ),
    )
    .orderBy(asc(consultationBookings.slotStart));
}

/**
 * One booked consultation the viewer may see (the staff's move and cancel check this first): a booking of a lead
 * out of their reach is, to them, not there.
 */
export async function findCalendarBooking(db: Database, viewer: CalendarViewer, id: number) {
  const [row] = await db
    .select({
      id: consultationBookings.id,
      officeId: consultationBookings.officeId,
      tokenVersion: consultationBookings.tokenVersion,
    })
    .from(consultationBookings)
    .innerJoin(leads, eq(leads.id, consultationBookings.leadId))
    .where(and(eq(consultationBookings.id, id), eq(consultationBookings.status, "booked"), visibleLeads(viewer)));
  return row;
}

/**
 * The appointments staff planned on leads' pages from `from` to `to`, at an office (or all), earliest first: the
 * same calendar shows them beside the booked consultations, under the same rule of who sees what. A sales rep also
 * sees the visits they planned or were given, whatever the lead: the visit is theirs to make even when its lead has
 * left their reach (`leadInReach` false: shown without a link to the lead).
 */
export async function listCalendarAppointments(
  db: Database,
  viewer: CalendarViewer,
  { from, to, officeId }: { from: Date; to: Date; officeId: OfficeId | null },
) {
  const rows = await db
    .select({
      id: appointments.id,
      leadId: appointments.leadId,
      officeId: appointments.officeId,
      scheduledAt: appointments.scheduledAt,
      customerName: appointments.customerName,
      address: appointments.address,
      leadInReach: leadInReach(viewer),
    })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(
      and(
        inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
        gte(appointments.scheduledAt, from),
        lt(appointments.scheduledAt, to),
        calendarScope(
          viewer,
          officeId,
          appointments.officeId,
          eq(appointments.assignedToId, viewer.id),
          eq(appointments.createdById, viewer.id),
        ),
      ),
    )
    .orderBy(asc(appointments.scheduledAt));
  return rows.map((row) => ({ ...row, leadId: row.leadId!, scheduledAt: row.scheduledAt! }));
}
