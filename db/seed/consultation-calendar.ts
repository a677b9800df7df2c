// The consultation calendar a new installation starts with: every office
// takes consultations in its opening hours (Mon-Fri 9AM-4PM, the company
// profile's hours, which every page states: no time is offered when the site
// says the office is closed), in one-hour slots, and closes on the usual US
// business holidays. Staff change both in the staff area.
import type { DbOrTx } from "../index.server.ts";
import { consultationClosedDates, consultationHours } from "../schema/index.ts";
import { OFFICE_IDS } from "../../app/lib/company/offices.ts";

/** Weekday periods every office starts with (ISO weekday 1 = Monday). */
const DEFAULT_PERIODS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    startTime: "09:00",
    endTime: "16:00",
    slotMinutes: 60,
    capacity: 2,
  })),
];

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Day of the month of the n-th (1-based; -1 = last) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/**
 * The US business holidays of a year the offices close on, with the weekday
 * a weekend holiday is observed on (Saturday's on the Friday before, Sunday's
 * on the Monday after) closed as well.
 */
export function usBusinessHolidays(year: number): { date: string; reason: string }[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const fixed = [
    { date: iso(year, 1, 1), reason: "New Year's Day" },
    { date: iso(year, 7, 4), reason: "Independence Day" },
    { date: iso(year, 12, 24), reason: "Christmas Eve" },
    { date: iso(year, 12, 25), reason: "Christmas Day" },
  ];
  const observed = fixed.flatMap(({ date, reason }) => {
    const day = new Date(`${date}T00:00:00Z`);
    const shift = day.getUTCDay() === 6 ? -1 : day.getUTCDay() === 0 ? 1 : 0;
    if (shift === 0 || reason === "Christmas Eve") return [];
    day.setUTCDate(day.getUTCDate() + shift);
    return [{ date: day.toISOString().slice(0, 10), reason: `${reason} (observed)` }];
  });
  return [
    ...fixed,
    ...observed,
    { date: iso(year, 5, nthWeekday(year, 5, 1, -1)), reason: "Memorial Day" },
    { date: iso(year, 9, nthWeekday(year, 9, 1, 1)), reason: "Labor Day" },
    { date: iso(year, 11, thanksgiving), reason: "Thanksgiving Day" },
    { date: iso(year, 11, thanksgiving + 1), reason: "Day after Thanksgiving" },
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Fills in the default consultation hours of each office that has none, and
 * closes every office on the holidays from `now` through a year ahead. Safe
 * to run again: nothing already there is changed.
 */
export async function seedConsultationCalendar(db: DbOrTx, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const yearAhead = new Date(now.getTime() + 366 * 86_400_000).toISOString().slice(0, 10);
  const holidays = [now.getUTCFullYear(), now.getUTCFullYear() + 1]
    .flatMap(usBusinessHolidays)
    .filter((h, i, all) => h.date >= today && h.date <= yearAhead && all.findIndex((o) => o.date === h.date) === i);

  const configured = await db.select({ officeId: consultationHours.officeId }).from(consultationHours);
  const withHours = new Set(configured.map((row) => row.officeId));
  const hours = OFFICE_IDS.filter((id) => !withHours.has(id)).flatMap((officeId) =>
    DEFAULT_PERIODS.map((period) => ({ officeId, ...period })),
  );
  if (hours.length > 0) await db.insert(consultationHours).values(hours);
  const closed = OFFICE_IDS.flatMap((officeId) => holidays.map((h) => ({ officeId, ...h })));
  if (closed.length > 0) await db.insert(consultationClosedDates).values(closed).onConflictDoNothing();
  return { consultationPeriods: hours.length, closedDates: closed.length };
}
