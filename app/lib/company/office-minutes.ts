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
