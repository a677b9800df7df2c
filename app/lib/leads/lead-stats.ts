// Pure rules of the staff dashboard's lead figures: the company's calendar
// (weeks and months as the Florida offices count them), ages and durations as
// staff read them, and the chart's weeks. The SQL lives in
// app/models/lead-stats.server.ts; this module decides the boundaries it uses.
import { LEAD_STATUSES, type LeadRequestType, type LeadStatus } from "#db/schema/enums.ts";

export { LEAD_STATUSES, type LeadRequestType, type LeadStatus };

/** Every office is in Eastern time: a week starts on Monday 00:00 there, not in UTC. */
export const COMPANY_TIME_ZONE = "America/New_York";

/** Weeks in the leads-per-week chart, this week included. */
export const CHART_WEEKS = 12;
/** Window of the speed-to-first-contact figure. */
export const SPEED_WINDOW_DAYS = 30;
/** New leads listed on the dashboard, oldest first (the total is shown too). */
export const UNCONTACTED_LIST_LIMIT = 10;
/** A new lead waiting this long is overdue (one office day and night). */
export const OVERDUE_AFTER_HOURS = 24;
/** A new lead waiting this long is getting late. */
export const LATE_AFTER_HOURS = 4;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------
// The company's calendar

/** A day on the company's calendar (month 1-12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const WALL_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

function wallClockOf(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of WALL_CLOCK.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the company's clock is ahead of UTC at an instant (negative: behind). */
function offsetAt(instant: Date): number {
  const wall = wallClockOf(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the company's clock shows `wall` (DST-aware). */
function instantOf(wall: WallClock): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // The offset at the first guess may differ from the one at the answer across a DST change: check twice.
  const first = asUtc - offsetAt(new Date(asUtc));
  return new Date(asUtc - offsetAt(new Date(first)));
}

/** The day an instant falls on in the offices' time zone. */
export function companyDateOf(instant: Date): CalendarDate {
  const { year, month, day } = wallClockOf(instant);
  return { year, month, day };
}

/** Midnight at the start of a company day, as an instant. */
export function startOfCompanyDay(date: CalendarDate): Date {
  return instantOf({ ...date, hour: 0, minute: 0, second: 0 });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2025-03-03": the form Postgres prints a date in, and the lead lists' from/to filters take. */
export function isoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** The Monday of a date's week (weeks run Monday to Sunday, like Postgres' date_trunc('week')). */
export function mondayOf(date: CalendarDate): CalendarDate {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export interface Period {
  from: Date;
  /** Exclusive end. */
  to: Date;
}

export interface PeriodComparison {
  current: Period;
  /** The whole previous period. */
  previous: Period;
  /** The previous period up to the same point (same weekday and time, or same day of the month and time). */
  previousToDate: Period;
}

export interface LeadPeriods {
  week: PeriodComparison;
  month: PeriodComparison;
}

/**
 * This week and month in the offices' calendar, with the previous ones for
 * comparison. A comparison against the whole previous week would make every
 * Monday look like a collapse, so the previous period "to date" is given too.
 */
export function leadPeriods(now: Date): LeadPeriods {
  const wall = wallClockOf(now);
  const today = companyDateOf(now);

  const thisMonday = mondayOf(today);
  const lastMonday = addDays(thisMonday, -7);
  const weekStart = startOfCompanyDay(thisMonday);
  const lastWeekStart = startOfCompanyDay(lastMonday);
  const sameTimeLastWeek = instantOf({ ...wall, ...addDays(today, -7) });

  const monthStart = startOfCompanyDay({ year: today.year, month: today.month, day: 1 });
  const previousMonth =
    today.month === 1 ? { year: today.year - 1, month: 12 } : { year: today.year, month: today.month - 1 };
  const lastMonthStart = startOfCompanyDay({ ...previousMonth, day: 1 });
  // On March 30 the "same day" of February does not exist: the whole of February is "to date".
  const sameTimeLastMonth =
    today.day > daysInMonth(previousMonth.year, previousMonth.month)
      ? monthStart
      : instantOf({ ...wall, ...previousMonth, day: today.day });

  return {
    week: {
      current: { from: weekStart, to: now },
      previous: { from: lastWeekStart, to: weekStart },
      previousToDate: { from: lastWeekStart, to: sameTimeLastWeek },
    },
    month: {
      current: { from: monthStart, to: now },
      previous: { from: lastMonthStart, to: monthStart },
      previousToDate: { from: lastMonthStart, to: sameTimeLastMonth },
    },
  };
}

/** The Mondays of the last `count` weeks, oldest first, this week last ("2025-03-03"). */
export function chartWeeks(now: Date, count = CHART_WEEKS): string[] {
  const thisMonday = mondayOf(companyDateOf(now));
  return Array.from({ length: count }, (_, i) => isoDate(addDays(thisMonday, (i - count + 1) * 7)));
}

/** Where the chart's query starts: Monday 00:00 of its first week. */
export function chartStart(now: Date, count = CHART_WEEKS): Date {
  return startOfCompanyDay(addDays(mondayOf(companyDateOf(now)), -(count - 1) * 7));
}

function parseIsoDate(value: string): CalendarDate {
  const [year, month, day] = value.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

const WEEK_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mar 3": the Monday a chart week starts on. */
export function weekLabel(monday: string): string {
  const { year, month, day } = parseIsoDate(monday);
  return WEEK_LABEL.format(new Date(Date.UTC(year, month - 1, day)));
}

export interface WeekCount {
  /** Monday of the week, "2025-03-03". */
  week: string;
  /** "Mar 3" */
  label: string;
  count: number;
}

/** Every chart week with its count: the query returns only weeks that had leads; the others are 0. */
export function fillWeeks(weeks: readonly string[], rows: readonly { week: string; count: number }[]): WeekCount[] {
  const counts = new Map(rows.map((row) => [row.week, row.count]));
  return weeks.map((week) => ({ week, label: weekLabel(week), count: counts.get(week) ?? 0 }));
}

/** One sentence that says what the chart shows, for those who cannot see it. */
export function describeWeeks(weeks: readonly WeekCount[]): string {
  if (weeks.length === 0) return "No weeks to show.";
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const span = `the ${weeks.length} weeks from ${weeks[0]!.label} to this week`;
  if (total === 0) return `No leads in ${span}.`;
  const busiest = weeks.reduce((best, week) => (week.count > best.count ? week : best));
  const thisWeek = weeks[weeks.length - 1]!;
  const average = total / weeks.length;
  return (
    `${formatCount(total)} ${plural(total, "lead")} in ${span}, ${formatAverage(average)} a week on average. ` +
    `Busiest: week of ${busiest.label} (${formatCount(busiest.count)}). This week so far: ${formatCount(thisWeek.count)}.`
  );
}

// ---------------------------------------------------------------------------
// Breakdown periods (status, source page, office)

export const BREAKDOWN_RANGES = {
  "30d": { label: "Last 30 days", days: 30 },
  "90d": { label: "Last 90 days", days: 90 },
  "12m": { label: "Last 12 months", days: 365 },
  all: { label: "All time", days: null },
} as const satisfies Record<string, { label: string; days: number | null }>;

export type BreakdownRange = keyof typeof BREAKDOWN_RANGES;
export const BREAKDOWN_RANGE_KEYS = Object.keys(BREAKDOWN_RANGES) as BreakdownRange[];
export const DEFAULT_BREAKDOWN_RANGE: BreakdownRange = "30d";

/**
 * The first day of a breakdown range (today counts as one of its days), or
 * null for all time. A whole company day, so the lead lists' `from` filter
 * (a date) gives the same leads.
 */
export function rangeStartDate(range: BreakdownRange, now: Date): CalendarDate | null {
  const { days } = BREAKDOWN_RANGES[range];
  return days === null ? null : windowStartDate(now, days);
}

/** The first company day of a window of `days` days that ends today. */
export function windowStartDate(now: Date, days: number): CalendarDate {
  return addDays(companyDateOf(now), -(days - 1));
}

/** Where the speed-to-first-contact window starts (the last 30 company days, today included). */
export function speedWindowStart(now: Date): Date {
  return startOfCompanyDay(windowStartDate(now, SPEED_WINDOW_DAYS));
}

// ---------------------------------------------------------------------------
// Ages, durations and numbers as staff read them

const COUNT = new Intl.NumberFormat("en-US");
const ONE_DECIMAL = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export function formatCount(n: number): string {
  return COUNT.format(n);
}

function formatAverage(n: number): string {
  return ONE_DECIMAL.format(n);
}

export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return n === 1 ? word : pluralWord;
}

/** How long a lead has waited, coarse: "12 min", "3 h", "2 d". */
export function formatAge(ms: number): string {
  const safe = Math.max(0, ms);
  if (safe < HOUR) return `${Math.floor(safe / MINUTE)} min`;
  if (safe < DAY) return `${Math.floor(safe / HOUR)} h`;
  return `${Math.floor(safe / DAY)} d`;
}

/** The same age in words, for screen readers and titles: "3 hours", "2 days". */
export function describeAge(ms: number): string {
  const safe = Math.max(0, ms);
  const [n, unit] =
    safe < HOUR
      ? [Math.floor(safe / MINUTE), "minute"]
      : safe < DAY
        ? [Math.floor(safe / HOUR), "hour"]
        : [Math.floor(safe / DAY), "day"];
  return `${n} ${plural(n, unit)}`;
}

/** A duration with two units where they matter: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export type WaitUrgency = "fresh" | "late" | "overdue";

/** How urgent a lead that still waits for its first contact is. */
export function waitUrgency(ms: number): WaitUrgency {
  if (ms >= OVERDUE_AFTER_HOURS * HOUR) return "overdue";
  if (ms >= LATE_AFTER_HOURS * HOUR) return "late";
  return "fresh";
}

export interface Change {
  delta: number;
  /** "+3", "−2" or "±0" (a real minus sign). */
  text: string;
  direction: "up" | "down" | "same";
}

export function compareCounts(current: number, previous: number): Change {
  const delta = current - previous;
  if (delta === 0) return { delta, text: "±0", direction: "same" };
  return delta > 0
    ? { delta, text: `+${formatCount(delta)}`, direction: "up" }
    : { delta, text: `\u2212${formatCount(-delta)}`, direction: "down" };
}

/** A whole-number share for bars and labels; 0 when there is nothing to share. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

// ---------------------------------------------------------------------------
// Speed to first contact

export interface SpeedToFirstContact {
  /** Median seconds from createdAt to firstContactedAt; null when no lead of the window was contacted. */
  medianSeconds: number | null;
  averageSeconds: number | null;
  /** Leads of the window with a first contact. */
  contacted: number;
  /** Leads of the window (spam excluded). */
  leads: number;
}

/**
 * The aggregate row of the speed query as numbers. Postgres drivers hand
 * numeric and bigint results over as strings; anything unreadable counts as
 * "no figure" rather than as zero.
 */
export function readSpeedRow(row: {
  median: unknown;
  average: unknown;
  contacted: unknown;
  leads: unknown;
}): SpeedToFirstContact {
  const seconds = (value: unknown) => {
    if (value === null || value === undefined || value === "") return null;
    const n = Number(value);
    return Number.isFinite(n) ? Math.max(0, n) : null;
  };
  const whole = (value: unknown) => {
    const n = Number(value);
    return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
  };
  const contacted = whole(row.contacted);
  return {
    medianSeconds: contacted > 0 ? seconds(row.median) : null,
    averageSeconds: contacted > 0 ? seconds(row.average) : null,
    contacted,
    leads: whole(row.leads),
  };
}

// ---------------------------------------------------------------------------
// Labels and links

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  "consultation scheduled": "Consultation scheduled",
  "proposal sent": "Proposal sent",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export const REQUEST_TYPE_LABELS: Record<LeadRequestType, string> = {
  contact: "Contact",
  estimate: "Estimate",
  consultation: "Consultation",
};

export function requestTypeLabel(value: string): string {
  return (REQUEST_TYPE_LABELS as Record<string, string>)[value] ?? value;
}

/** The lead page of the lead desk. */
export function leadHref(id: number): string {
  return `/admin/leads/${id}`;
}

/** A filtered lead list of the lead desk (query names shared with it: status, source, office, from, to...). */
export function leadListHref(path: string, filters: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
