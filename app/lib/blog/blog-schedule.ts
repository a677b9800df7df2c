// A post's publication time as staff type it: the offices' wall clock
// (America/New_York), in the "2026-03-09T14:30" form of <input
// type="datetime-local">, stored as an instant. Isomorphic: the form's
// browser-side check and the action read it alike.
import { isIsoDate } from "~/lib/leads/lead-desk-query";
import { COMPANY_TIME_ZONE } from "~/lib/leads/lead-stats";
import { formatOfficeDateTime, officeDateTimeToInstant } from "~/lib/company/office-time";

const LOCAL_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

const WALL_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The instant of a datetime-local value read as office time, or null when it is not a real date and time. */
export function parseOfficeDateTimeLocal(value: string): Date | null {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) return null;
  const [, date, hour, minute] = match;
  if (!isIsoDate(date!) || Number(hour) > 23 || Number(minute) > 59) return null;
  return officeDateTimeToInstant(date!, `${hour}:${minute}`);
}

/** The datetime-local value ("2026-03-09T14:30") that shows `instant` on the offices' clock. */
export function officeDateTimeLocalValue(instant: Date): string {
  const parts: Record<string, string> = {};
  for (const part of WALL_CLOCK.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** "Mon, Mar 10, 2025, 2:30 PM" in office time (the same wording as appointments). */
export const formatScheduledFor = formatOfficeDateTime;
