// The staff's week calendar of booked consultations (issue 20): which
// bookings a staff member sees, with the lead's name to link to.
import { type SQL, and, asc, eq, gte, lt, or } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { consultationBookings, leads } from "#db/schema/index.ts";
import type { OfficeId } from "~/content/company";
import { type LeadViewer, visibleLeads } from "./lead-visibility.server";

export interface CalendarViewer extends LeadViewer {
  id: number;
  role: string;
  officeId: string | null;
}

/**
 * Admin and operations see every office's bookings; sales see the bookings of the leads assigned to them
 * and of their own office. Test leads follow the viewer's test-mode preference, as on every lead list.
 */
export function calendarScope(viewer: CalendarViewer): SQL | undefined {
  const hidden = visibleLeads(viewer);
  if (viewer.role !== "sales") return hidden;
  const mine = or(
    eq(leads.salesRepId, viewer.id),
    viewer.officeId ? eq(consultationBookings.officeId, viewer.officeId) : undefined,
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
        officeId ? eq(consultationBookings.officeId, officeId) : undefined,
        calendarScope(viewer),
      ),
    )
    .orderBy(asc(consultationBookings.slotStart));
}

/** One booking if the viewer may see it (the staff's move and cancel check this first). */
export async function findCalendarBooking(db: Database, viewer: CalendarViewer, id: number) {
  const [row] = await db
    .select({
      id: consultationBookings.id,
      officeId: consultationBookings.officeId,
      tokenVersion: consultationBookings.tokenVersion,
    })
    .from(consultationBookings)
    .innerJoin(leads, eq(leads.id, consultationBookings.leadId))
    .where(and(eq(consultationBookings.id, id), eq(consultationBookings.status, "booked"), calendarScope(viewer)));
  return row;
}
