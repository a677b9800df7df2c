// The warranties a homeowner holds from the day their pool is handed over, as the site states them: the shell's
// structural warranty from its manufacturer (25+ years), the company's 30-year limited package warranty and its
// 1-year workmanship guarantee. The written warranties in the contract decide; the project page shows the end dates.
import { addDays, isoDate } from "~/lib/leads/lead-stats";
import { parseDay } from "~/lib/attribution/source-report";

export type ProjectWarrantyId = "structural" | "package" | "workmanship";

export const PROJECT_WARRANTIES: readonly { id: ProjectWarrantyId; years: number }[] = [
  { id: "structural", years: 25 },
  { id: "package", years: 30 },
  { id: "workmanship", years: 1 },
];

/** The last day of a warranty of `years` that starts on `startOn` ("2026-05-04" for 1 year → "2027-05-03"). */
export function warrantyEndsOn(startOn: string, years: number): string {
  const start = parseDay(startOn);
  if (!start) throw new Error(`not a date: ${startOn}`);
  // Feb 29 plus whole years lands on Mar 1 in a common year; the warranty then ends Feb 28.
  const anniversary = new Date(Date.UTC(start.year + years, start.month - 1, start.day));
  const end = addDays(
    { year: anniversary.getUTCFullYear(), month: anniversary.getUTCMonth() + 1, day: anniversary.getUTCDate() },
    -1,
  );
  return isoDate(end);
}

/** Each warranty with its end date, counted from the handover (start-up) date. */
export function warrantyEndDates(startOn: string) {
  return PROJECT_WARRANTIES.map((warranty) => ({ ...warranty, endsOn: warrantyEndsOn(startOn, warranty.years) }));
}
