// Wall-clock times in the offices' time zone (every office is in Eastern
// time). An appointment is booked as "March 9, 2:30 PM" the way the customer
// and the office say it, and stored as an instant. Isomorphic.
import { COMPANY_TIME_ZONE } from "~/lib/leads/lead-stats";

const WALL_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** Milliseconds the offices' clock is ahead of UTC at an instant (negative: behind). */
function offsetAt(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of WALL_CLOCK.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant at which the offices' clock shows `date` ("2025-03-09") and
 * `time` ("14:30"). A time skipped by the spring DST change reads as the hour
 * before (2:30 AM is 1:30 AM standard time); a time repeated in the autumn
 * reads as its first occurrence.
 */
export function officeDateTimeToInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** What the offices' clock shows at an instant: date "2025-03-09" and time "14:30". */
export function officeWallClock(instant: Date): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of WALL_CLOCK.formatToParts(instant)) parts[part.type] = part.value;
  const pad = (value: string | undefined) => value!.padStart(2, "0");
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(String(Number(parts.hour) % 24))}:${pad(parts.minute)}`,
  };
}

/** Today's date on the offices' calendar, "2025-03-09". */
export function officeToday(now = new Date()): string {
  return officeWallClock(now).date;
}

const APPOINTMENT_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Mon, Mar 10, 2025, 2:30 PM" in the offices' time. */
export function formatOfficeDateTime(instant: Date | string): string {
  return APPOINTMENT_FORMAT.format(typeof instant === "string" ? new Date(instant) : instant);
}
