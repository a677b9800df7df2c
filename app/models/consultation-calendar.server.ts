// The staff's week calendar of booked consultations (issue 20): which
// bookings a staff member sees, with the lead's name to link to.
import { type SQL, and, asc, eq, gte, inArray, lt, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/index.server.ts";
import { ACTIVE_APPOINTMENT_STATUSES } from "#db/schema/enums.ts";
import { appointments, consultationBookings, leads } from "#db/schema/index.ts";
import type { OfficeId } from "~/content/company";
import { type LeadViewer, visibleLeads } from "./lead-visibility.server";

export interface CalendarViewer extends LeadViewer {
  id: number;
  role: string;
  officeId: string | null;
}

/**
 * What the calendar shows a viewer. An office chosen: everything at that office (every staff member may see every
 * lead). No office chosen: admin and operations see every office; a sales rep sees their own work, the leads
 * assigned to them and their office's (and, through `alsoMine`, the visits they planned or were given, whatever the
 * lead's office). Test leads follow the viewer's test-mode preference, as on every lead list.
 */
export function calendarScope(
  viewer: CalendarViewer,
  officeId: OfficeId | null,
  officeColumn: PgColumn = consultationBookings.officeId,
  ...alsoMine: SQL[]
): SQL | undefined {
  const hidden = visibleLeads(viewer);
  if (officeId) return and(hidden, eq(officeColumn, officeId));
  if (viewer.role !== "sales") return hidden;
  const mine = or(
    eq(leads.salesRepId, viewer.id),
    viewer.officeId ? eq(officeColumn, viewer.officeId) : undefined,
    ...alsoMine,
  );
  return and(hidden, mine);
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

/** One booked consultation the viewer may see at its office (the staff's move and cancel check this first). */
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
 * same calendar shows them beside the booked consultations, under the same rule of who sees what (a sales rep also
 * sees the visits they planned or were given, whatever the lead's office).
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
