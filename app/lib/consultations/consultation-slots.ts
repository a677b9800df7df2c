// The slot arithmetic of consultation booking (decision 031), pure: an office's
// weekly hours, its closed dates and how many places each slot already has
// booked, at a given `now`, make the slots a visitor may book. The booking
// model checks a chosen slot with the same function that lists them, so the
// list and the check cannot disagree.
//
// Time-zone rules (decision 031): hours are the office's wall clock
// (America/New_York, daylight saving included). Slots are laid out in wall-
// clock steps from each period's start; a slot lasts `slotMinutes` real
// minutes. A start the spring change skips (2:00-2:59) is no slot; a start
// the autumn change repeats (1:00-1:59) is one slot, at its first occurrence.
import { officeDateTimeToInstant, officeToday, officeWallClock } from "~/lib/company/office-time";
import type { Locale } from "~/lib/i18n/locale";
import { SPANISH_MONTHS } from "~/lib/text/plain-format";

/** How far ahead a visitor may book: today and the 13 days after it, on the offices' calendar. */
export const BOOKING_WINDOW_DAYS = 14;
/** The earliest bookable slot starts this long after now (the office needs time to prepare). */
export const MIN_BOOKING_NOTICE_MS = 2 * 60 * 60 * 1000;

/** One period of an office's weekly consultation hours (db consultation_hours). */
export interface ConsultationPeriod {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** Wall-clock "09:00" or "09:00:00". */
  startTime: string;
  endTime: string;
  slotMinutes: number;
  capacity: number;
}

export interface ConsultationSlot {
  start: Date;
  end: Date;
  /** The office's calendar date, "2026-03-09". */
  date: string;
  /** "Mon, Mar 9" */
  dayLabel: string;
  /** "9:00 AM" */
  startLabel: string;
  /** "10:00 AM" */
  endLabel: string;
  capacity: number;
  /** Places still free (capacity minus bookings). */
  free: number;
}

/** A slot as the JSON API gives it: instants in ISO form, the labels on the offices' clock. */
export function consultationSlotJson(slot: ConsultationSlot) {
  return {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    date: slot.date,
    dayLabel: slot.dayLabel,
    startLabel: slot.startLabel,
    endLabel: slot.endLabel,
    free: slot.free,
  };
}

export interface OfficeCalendar {
  periods: readonly ConsultationPeriod[];
  /** Dates ("2026-12-25") the office takes no consultations. */
  closedDates: Iterable<string>;
  /** Places already booked per slot, keyed by the slot's start instant in milliseconds. */
  booked: ReadonlyMap<number, number>;
}

export type SlotRefusal = "past" | "too-soon" | "too-far" | "closed" | "outside-hours" | "full";

/** What a visitor is told when a chosen slot cannot be booked. */
export const SLOT_REFUSAL_MESSAGES: Record<SlotRefusal, string> = {
  past: "That time has already passed. Please pick another time.",
  "too-soon": "Consultations need to be booked at least 2 hours ahead. Please pick a later time.",
  "too-far": `Consultations can be booked up to ${BOOKING_WINDOW_DAYS} days ahead. Please pick an earlier time.`,
  closed: "The office is closed that day. Please pick another day.",
  "outside-hours": "The office does not hold consultations at that time. Please pick one of the times offered.",
  full: "That time was just taken. Please pick another time.",
};

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const DAY_MS = 86_400_000;

/** "14:30" (or "14:30:00") -> 870, minutes since midnight on the wall clock. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** 870 -> "14:30". */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * "14:30" -> "2:30 PM", or in Spanish "2:30 p. m." (the Spanish academies' form, with its spaces) (no Intl:
 * decision 017).
 */
export function formatSlotTime(time: string, locale: Locale = "en"): string {
  const minutes = minutesOf(time);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = locale === "es" ? (hours < 12 ? "a.\u00a0m." : "p.\u00a0m.") : hours < 12 ? "AM" : "PM";
  return `${hour12}:${String(minutes % 60).padStart(2, "0")} ${period}`;
}

/** A calendar date plus days, "2026-03-07" + 2 -> "2026-03-09". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date (1 Monday ... 7 Sunday). */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

const FIRST_VISIT_TIME = "10:00";

/**
 * What a new appointment form starts with: 10 AM on the offices' next working day (Mon-Fri, the hours every page
 * states), today when that is still ahead. Staff may change it; the default alone must never be refused as past.
 */
export function nextVisitDefault(now = new Date()): { date: string; time: string } {
  const clock = officeWallClock(now);
  let date = clock.time < FIRST_VISIT_TIME ? clock.date : addDays(clock.date, 1);
  while (isoWeekday(date) > 5) date = addDays(date, 1);
  return { date, time: FIRST_VISIT_TIME };
}

const SPANISH_DAY_NAMES = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"] as const;

/** "2026-03-09" -> "Mon, Mar 9"; in Spanish "lunes 9 de marzo" (Spanish abbreviates neither in running text). */
export function formatSlotDay(date: string, locale: Locale = "en"): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (locale === "es") {
    return `${SPANISH_DAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} de ${SPANISH_MONTHS[day.getUTCMonth()]}`;
  }
  return `${DAY_NAMES[day.getUTCDay()]}, ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** Every slot the hours make on one date, booked or not, earliest first. */
export function slotsOnDate(calendar: OfficeCalendar, date: string): ConsultationSlot[] {
  const weekday = isoWeekday(date);
  const byStart = new Map<number, ConsultationSlot>();
  for (const period of calendar.periods) {
    if (period.weekday !== weekday) continue;
    const close = minutesOf(period.endTime);
    for (let at = minutesOf(period.startTime); at + period.slotMinutes <= close; at += period.slotMinutes) {
      const time = clockTime(at);
      const start = officeDateTimeToInstant(date, time);
      // Skipped by the spring change: the clock never shows this time.
      const shown = officeWallClock(start);
      if (shown.date !== date || shown.time !== time) continue;
      if (byStart.has(start.getTime())) continue;
      const end = new Date(start.getTime() + period.slotMinutes * 60_000);
      const booked = calendar.booked.get(start.getTime()) ?? 0;
      byStart.set(start.getTime(), {
        start,
        end,
        date,
        dayLabel: formatSlotDay(date),
        startLabel: formatSlotTime(time),
        endLabel: formatSlotTime(officeWallClock(end).time),
        capacity: period.capacity,
        free: Math.max(0, period.capacity - booked),
      });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The first bookable instant and the window's days at `now`. */
function bookingWindow(now: Date) {
  const today = officeToday(now);
  return {
    earliest: now.getTime() + MIN_BOOKING_NOTICE_MS,
    dates: Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(today, i)),
    // Compared as instants, not as date texts: the text of a year past 9999 does not sort after today's.
    ends: officeDateTimeToInstant(addDays(today, BOOKING_WINDOW_DAYS), "00:00").getTime(),
  };
}

/**
 * Why `start` is outside the booking window (already begun, or after its last day), or null when inside it. The
 * booking model asks before it takes the slot's lock, whose key is made of the start: a start centuries away is
 * refused here and never becomes a key.
 */
export function outsideBookingWindow(start: Date, now: Date): "past" | "too-far" | null {
  if (start.getTime() <= now.getTime()) return "past";
  if (start.getTime() >= bookingWindow(now).ends) return "too-far";
  return null;
}

/**
 * The slots a visitor may book now: the next BOOKING_WINDOW_DAYS days on the
 * offices' calendar, starting at least MIN_BOOKING_NOTICE_MS after `now`, not
 * on a closed date, with a place free. Earliest first.
 */
export function freeConsultationSlots(calendar: OfficeCalendar, now: Date): ConsultationSlot[] {
  const closed = new Set(calendar.closedDates);
  const { earliest, dates } = bookingWindow(now);
  return dates
    .filter((date) => !closed.has(date))
    .flatMap((date) => slotsOnDate(calendar, date))
    .filter((slot) => slot.start.getTime() >= earliest && slot.free > 0);
}

/**
 * Whether the slot starting at `start` can be booked now, and if not why.
 * The order of the reasons is what a visitor can act on first.
 */
export function checkConsultationSlot(
  calendar: OfficeCalendar,
  start: Date,
  now: Date,
): { ok: true; slot: ConsultationSlot } | { ok: false; reason: SlotRefusal } {
  const outside = outsideBookingWindow(start, now);
  if (outside) return { ok: false, reason: outside };
  const { earliest } = bookingWindow(now);
  const { date } = officeWallClock(start);
  const slot = slotsOnDate(calendar, date).find((s) => s.start.getTime() === start.getTime());
  if (!slot) return { ok: false, reason: "outside-hours" };
  if (new Set(calendar.closedDates).has(date)) return { ok: false, reason: "closed" };
  if (start.getTime() < earliest) return { ok: false, reason: "too-soon" };
  if (slot.free <= 0) return { ok: false, reason: "full" };
  return { ok: true, slot };
}
