// Time counted in office hours: a lead that came in at 8 PM on a Friday has waited no office time until 9 AM on
// Monday. Hours are an office's opening hours from the company profile, on the offices' (Eastern) clock.
import type { OpeningHours } from "./company-profile";
import { WEEKDAYS } from "./company-profile";
import { addDays, clockTime, isoWeekday, minutesOf } from "~/lib/consultations/consultation-slots";
import { officeDateTimeToInstant, officeWallClock } from "./office-time";

/** The instant `minutes` of open office time after `start` (start itself when it is 0 and the office is open). */
export function addOfficeMinutes(start: Date, minutes: number, hours: OpeningHours): Date {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  // No open time at all: plain minutes, rather than never.
  if (hours.days.length === 0 || closes <= opens) return new Date(start.getTime() + minutes * 60_000);
  const clock = officeWallClock(start);
  let date = clock.date;
  let from = minutesOf(clock.time);
  let left = minutes;
  for (;;) {
    const open = hours.days.includes(WEEKDAYS[isoWeekday(date) - 1]!);
    if (open && from < closes) {
      const begin = Math.max(from, opens);
      if (begin + left <= closes) return officeDateTimeToInstant(date, clockTime(begin + left));
      left -= closes - begin;
    }
    date = addDays(date, 1);
    from = 0;
  }
}

/**
 * Milliseconds of open office time between two instants (0 when `end` is not after `start`): a lead that came in
 * at 11 PM and was called at 9:03 AM waited 3 minutes of office time; one called at 11:02 PM waited none.
 */
export function officeTimeBetween(start: Date, end: Date, hours: OpeningHours): number {
  if (end <= start) return 0;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  // No open time at all: plain time, rather than none (the same choice as addOfficeMinutes).
  if (hours.days.length === 0 || closes <= opens) return end.getTime() - start.getTime();
  const lastDate = officeWallClock(end).date;
  let total = 0;
  for (let date = officeWallClock(start).date; date <= lastDate; date = addDays(date, 1)) {
    if (!hours.days.includes(WEEKDAYS[isoWeekday(date) - 1]!)) continue;
    // Each day's opening and closing instants come from its own wall clock, so a daylight-saving day counts right.
    const from = Math.max(start.getTime(), officeDateTimeToInstant(date, hours.opens).getTime());
    const to = Math.min(end.getTime(), officeDateTimeToInstant(date, hours.closes).getTime());
    if (to > from) total += to - from;
  }
  return total;
}
