// The staff side of consultation booking (decision 031): each office's weekly
// consultation hours and its closed dates. The slot arithmetic reads the same
// rows (consultations.server.ts loadCalendar).
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { consultationClosedDates, consultationHours } from "#db/schema/index.ts";
import type { OfficeId } from "~/lib/company/offices";
import { type HoursPeriodInput, clockMinutes } from "~/lib/schemas/consultation-hours";

export async function listOfficeHours(db: Database, officeId: OfficeId) {
  const rows = await db
    .select()
    .from(consultationHours)
    .where(eq(consultationHours.officeId, officeId))
    .orderBy(asc(consultationHours.weekday), asc(consultationHours.startTime));
  // "09:00:00" -> "09:00": the form's own format.
  return rows.map((row) => ({ ...row, startTime: row.startTime.slice(0, 5), endTime: row.endTime.slice(0, 5) }));
}

/** Adds a period; refused (nothing written) when it overlaps another period of that weekday. */
export async function addHoursPeriod(
  db: Database,
  officeId: OfficeId,
  period: HoursPeriodInput,
): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const sameDay = await tx
      .select({ startTime: consultationHours.startTime, endTime: consultationHours.endTime })
      .from(consultationHours)
      .where(and(eq(consultationHours.officeId, officeId), eq(consultationHours.weekday, period.weekday)))
      .for("update");
    const start = clockMinutes(period.startTime);
    const end = clockMinutes(period.endTime);
    const clash = sameDay.find((other) => clockMinutes(other.startTime) < end && start < clockMinutes(other.endTime));
    if (clash) {
      return {
        ok: false as const,
        message: `This overlaps the period ${clash.startTime.slice(0, 5)}-${clash.endTime.slice(0, 5)} of that day.`,
      };
    }
    await tx.insert(consultationHours).values({ officeId, ...period });
    return { ok: true as const };
  });
}

/** Removes one period of the office; false when it is not the office's. Booked consultations stay. */
export async function removeHoursPeriod(db: Database, officeId: OfficeId, id: number): Promise<boolean> {
  const rows = await db
    .delete(consultationHours)
    .where(and(eq(consultationHours.id, id), eq(consultationHours.officeId, officeId)))
    .returning({ id: consultationHours.id });
  return rows.length > 0;
}

/** The office's closed dates from `today` on, soonest first. */
export async function listClosedDates(db: Database, officeId: OfficeId, today: string) {
  return db
    .select({ date: consultationClosedDates.date, reason: consultationClosedDates.reason })
    .from(consultationClosedDates)
    .where(and(eq(consultationClosedDates.officeId, officeId), gte(consultationClosedDates.date, today)))
    .orderBy(asc(consultationClosedDates.date));
}

/** Closes the office on a date; false when it is already closed then. */
export async function addClosedDate(
  db: Database,
  officeId: OfficeId,
  { date, reason }: { date: string; reason: string },
): Promise<boolean> {
  const rows = await db
    .insert(consultationClosedDates)
    .values({ officeId, date, reason: reason || null })
    .onConflictDoNothing()
    .returning({ date: consultationClosedDates.date });
  return rows.length > 0;
}

export async function removeClosedDate(db: Database, officeId: OfficeId, date: string): Promise<boolean> {
  const rows = await db
    .delete(consultationClosedDates)
    .where(and(eq(consultationClosedDates.officeId, officeId), eq(consultationClosedDates.date, date)))
    .returning({ date: consultationClosedDates.date });
  return rows.length > 0;
}
