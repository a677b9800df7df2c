// Rules of the source report (/admin/reports/sources, decision 034): what its
// address may say (range, grouping, sort), the defaults shown when it says
// something wrong, how a group is named, the lead-to-won rate, the order of
// the rows and the weeks of its chart. The SQL lives in
// app/models/source-report.server.ts; the page and its CSV both read the rows
// through `sourceReportTable` below, so the download is the table on screen.
// Isomorphic: the page's links are built with the same functions.
import { findOfficeLocation } from "~/lib/company/offices";
import { type CalendarDate, addDays, isoDate, mondayOf, startOfCompanyDay, weekLabel } from "~/lib/leads/lead-stats";
import { officeToday } from "~/lib/company/office-time";
import { OTHER_TAGS_LABEL, isOtherTags } from "./visit-tag-limit";

export const SOURCE_REPORT_PATH = "/admin/reports/sources";
export const SOURCE_REPORT_CSV_PATH = "/admin/reports/sources.csv";
export const GOOGLE_ADS_EXPORT_PATH = "/admin/reports/google-ads-conversions.csv";
export const META_EXPORT_PATH = "/admin/reports/meta-offline-events.csv";

/** The default range: the last 90 days, today included (Florida calendar). */
export const DEFAULT_RANGE_DAYS = 90;
/** The longest range the report answers for (two years, a leap day included). */
export const MAX_RANGE_DAYS = 731;

export const SOURCE_GROUPINGS = {
  campaign: "Source / medium / campaign",
  landing: "Landing page",
  office: "Office",
} as const;
export type SourceGrouping = keyof typeof SOURCE_GROUPINGS;
export const DEFAULT_GROUPING: SourceGrouping = "campaign";

/** The table's columns, in order; each one can sort the table. */
export const SOURCE_REPORT_COLUMNS = {
  group: "Group",
  visits: "Visits",
  leads: "Leads",
  consultations: "Consultations",
  won: "Won",
  revenue: "Won revenue",
  rate: "Lead-to-won rate",
  calls: "Call clicks",
} as const;
export type SourceReportSort = keyof typeof SOURCE_REPORT_COLUMNS;
export type SortDirection = "asc" | "desc";
export const DEFAULT_SORT: SourceReportSort = "leads";

/** Names sort A to Z first; figures largest first. */
export function defaultDirection(sort: SourceReportSort): SortDirection {
  return sort === "group" ? "asc" : "desc";
}

export interface SourceReportQuery {
  /** First day, "2026-08-29" (Florida calendar). */
  from: string;
  /** Last day, included. */
  to: string;
  grouping: SourceGrouping;
  sort: SourceReportSort;
  dir: SortDirection;
}

export const SOURCE_REPORT_MESSAGES = {
  badDate: "Dates must be real days written as YYYY-MM-DD. Showing the last 90 days instead.",
  endBeforeStart: "The end date is before the start date. Showing the last 90 days instead.",
  tooLong: "A range can be at most two years. Showing the last 90 days instead.",
  badGrouping: "Unknown grouping. Showing source / medium / campaign instead.",
  badSort: "Unknown sort. Sorting by leads instead.",
} as const;

function isGrouping(value: string): value is SourceGrouping {
  return Object.hasOwn(SOURCE_GROUPINGS, value);
}

function isSort(value: string): value is SourceReportSort {
  return Object.hasOwn(SOURCE_REPORT_COLUMNS, value);
}

/** A real calendar day written "YYYY-MM-DD", or null. */
export function parseDay(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole days from `a` to `b` (calendar days; positive when b is later). */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * The first day whose landing-page visits and call clicks are kept (the job runner deletes older ones, as
 * the clients that feed them are anonymous): the longest range ending today still finds all of its days.
 */
export function oldestKeptReportDay(now = new Date()): CalendarDate {
  return addDays(parseDay(officeToday(now))!, -(MAX_RANGE_DAYS - 1));
}

export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = parseDay(officeToday(now))!;
  return { from: isoDate(addDays(to, -(DEFAULT_RANGE_DAYS - 1))), to: isoDate(to) };
}

export function defaultSourceReportQuery(now = new Date()): SourceReportQuery {
  return { ...defaultRange(now), grouping: DEFAULT_GROUPING, sort: DEFAULT_SORT, dir: defaultDirection(DEFAULT_SORT) };
}

/**
 * The report's query from its address. Whatever is wrong is named in
 * `messages` and replaced by its default, so the page always shows a report.
 * A missing end is today; a missing start is 90 days before the end.
 */
export function parseSourceReportQuery(
  params: URLSearchParams,
  now = new Date(),
): { query: SourceReportQuery; messages: string[] } {
  const messages: string[] = [];
  const query = defaultSourceReportQuery(now);

  const rawFrom = params.get("from")?.trim() ?? "";
  const rawTo = params.get("to")?.trim() ?? "";
  if (rawFrom || rawTo) {
    const to = rawTo ? parseDay(rawTo) : parseDay(query.to);
    const from = rawFrom ? parseDay(rawFrom) : to && addDays(to, -(DEFAULT_RANGE_DAYS - 1));
    if (!from || !to) messages.push(SOURCE_REPORT_MESSAGES.badDate);
    else if (daysBetween(from, to) < 0) messages.push(SOURCE_REPORT_MESSAGES.endBeforeStart);
    else if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) messages.push(SOURCE_REPORT_MESSAGES.tooLong);
    else Object.assign(query, { from: isoDate(from), to: isoDate(to) });
  }

  const grouping = params.get("group");
  if (grouping !== null && grouping !== "") {
    if (isGrouping(grouping)) query.grouping = grouping;
    else messages.push(SOURCE_REPORT_MESSAGES.badGrouping);
  }

  const sort = params.get("sort");
  if (sort !== null && sort !== "") {
    if (isSort(sort)) {
      query.sort = sort;
      query.dir = defaultDirection(sort);
    } else messages.push(SOURCE_REPORT_MESSAGES.badSort);
  }
  const dir = params.get("dir");
  if (query.sort === sort && (dir === "asc" || dir === "desc")) query.dir = dir;

  return { query, messages };
}

/** The address of a report: only what differs from the defaults' shape is left out. */
export function sourceReportSearch(query: SourceReportQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to, group: query.grouping });
  if (query.sort !== DEFAULT_SORT || query.dir !== defaultDirection(DEFAULT_SORT)) {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  return `?${params}`;
}

/** The query a column header links to: that column, flipped when it already sorts. */
export function withSort(query: SourceReportQuery, sort: SourceReportSort): SourceReportQuery {
  const dir: SortDirection = query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : defaultDirection(sort);
  return { ...query, sort, dir };
}

/** The instants a query covers: from midnight of its first day to midnight after its last (exclusive). */
export function reportPeriod(query: Pick<SourceReportQuery, "from" | "to">): { from: Date; to: Date } {
  return {
    from: startOfCompanyDay(parseDay(query.from)!),
    to: startOfCompanyDay(addDays(parseDay(query.to)!, 1)),
  };
}

// ---------------------------------------------------------------------------
// Groups

/**
 * What a row is keyed by, as the queries return it ('' for none): source,
 * medium and campaign; or the landing path (k1); or the office (k1).
 */
export interface GroupParts {
  k1: string;
  k2: string;
  k3: string;
}

export const NO_CAMPAIGN_LABEL = "Direct or untagged";
export const NO_LANDING_LABEL = "Landing page unknown";
export const NO_OFFICE_LABEL = "No office";

/**
 * The key and label of a group. Offices are stored as their branch label on
 * leads ("ORLANDO") and may be their id elsewhere: both name the same office.
 */
export function groupOf(grouping: SourceGrouping, parts: GroupParts): { key: string; label: string } {
  if (grouping === "campaign") {
    const { k1, k2, k3 } = parts;
    if (!k1 && !k2 && !k3) return { key: "", label: NO_CAMPAIGN_LABEL };
    if (isOtherTags({ utmSource: k1, utmMedium: k2, utmCampaign: k3 })) {
      return { key: [k1, k2, k3].join("\u0000"), label: OTHER_TAGS_LABEL };
    }
    return {
      key: [k1, k2, k3].join("\u0000"),
      label: [k1, k2, k3].map((part) => part || "(none)").join(" / "),
    };
  }
  if (grouping === "landing") {
    return parts.k1 ? { key: parts.k1, label: parts.k1 } : { key: "", label: NO_LANDING_LABEL };
  }
  const office = findOfficeLocation(parts.k1 || null);
  if (office) return { key: office.id, label: office.name };
  return parts.k1 ? { key: parts.k1, label: parts.k1 } : { key: "", label: NO_OFFICE_LABEL };
}

/** Whether landing-page visits can be told apart per group: visits carry no office. */
export function visitsCountable(grouping: SourceGrouping): boolean {
  return grouping !== "office";
}

export interface SourceReportRow {
  key: string;
  label: string;
  /** null where visits cannot be counted for the grouping. */
  visits: number | null;
  leads: number;
  consultations: number;
  won: number;
  revenueCents: number;
  /** Won leads per lead in the range (0..), null without leads. */
  rate: number | null;
  calls: number;
}

/** Won per lead of the same rows and range; null when there were no leads. */
export function leadToWonRate(won: number, leads: number): number | null {
  return leads > 0 ? won / leads : null;
}

/** A count per group, as each of the model's queries returns it. */
export interface GroupCount extends GroupParts {
  count: number;
  /** Won revenue only. */
  cents?: number;
}

export interface SourceReportCounts {
  visits: readonly GroupCount[];
  leads: readonly GroupCount[];
  consultations: readonly GroupCount[];
  won: readonly GroupCount[];
  calls: readonly GroupCount[];
}

/** The table's rows: every group any figure has, merged (offices spelled two ways become one row). */
export function mergeReportRows(grouping: SourceGrouping, counts: SourceReportCounts): SourceReportRow[] {
  const rows = new Map<string, SourceReportRow>();
  const countable = visitsCountable(grouping);
  const rowFor = (parts: GroupParts) => {
    const { key, label } = groupOf(grouping, parts);
    let row = rows.get(key);
    if (!row) {
      row = {
        key,
        label,
        visits: countable ? 0 : null,
        leads: 0,
        consultations: 0,
        won: 0,
        revenueCents: 0,
        rate: null,
        calls: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  if (countable) for (const c of counts.visits) rowFor(c).visits! += c.count;
  for (const c of counts.leads) rowFor(c).leads += c.count;
  for (const c of counts.consultations) rowFor(c).consultations += c.count;
  for (const c of counts.won) {
    const row = rowFor(c);
    row.won += c.count;
    row.revenueCents += c.cents ?? 0;
  }
  for (const c of counts.calls) rowFor(c).calls += c.count;
  for (const row of rows.values()) row.rate = leadToWonRate(row.won, row.leads);
  return [...rows.values()];
}

/** The sum of every row (its rate from the sums, not an average of rates). */
export function totalRow(grouping: SourceGrouping, rows: readonly SourceReportRow[]): SourceReportRow {
  const sum = (pick: (row: SourceReportRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const leads = sum((r) => r.leads);
  const won = sum((r) => r.won);
  return {
    key: "total",
    label: "Total",
    visits: visitsCountable(grouping) ? sum((r) => r.visits ?? 0) : null,
    leads,
    consultations: sum((r) => r.consultations),
    won,
    revenueCents: sum((r) => r.revenueCents),
    rate: leadToWonRate(won, leads),
    calls: sum((r) => r.calls),
  };
}

function sortValue(row: SourceReportRow, sort: SourceReportSort): number | string | null {
  switch (sort) {
    case "group":
      return row.label.toLowerCase();
    case "revenue":
      return row.revenueCents;
    default:
      return row[sort];
  }
}

/** Rows in the asked order; ties (and empty figures, always last) fall back to the group name. */
export function sortReportRows(
  rows: readonly SourceReportRow[],
  sort: SourceReportSort,
  dir: SortDirection,
): SourceReportRow[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort);
    const y = sortValue(b, sort);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return a.label.toLowerCase() < b.label.toLowerCase() ? -1 : a.label === b.label ? 0 : 1;
  });
}

// ---------------------------------------------------------------------------
// Showing figures

const COUNT = new Intl.NumberFormat("en-US");
const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatReportCount(n: number | null): string {
  return n === null ? "—" : COUNT.format(n);
}

export function formatRevenue(cents: number): string {
  return DOLLARS.format(Math.round(cents / 100));
}

/** "12.5%" (one decimal), "—" without leads. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/**
 * The table as cells: the page renders these texts and the CSV writes the
 * same columns, with plain numbers (dollars with cents, percent with one
 * decimal) so a spreadsheet can add them up.
 */
export function sourceReportCsvHeader(grouping: SourceGrouping): string[] {
  return [
    SOURCE_GROUPINGS[grouping],
    "Visits",
    "Leads",
    "Consultations",
    "Won leads",
    "Won revenue (USD)",
    "Lead-to-won rate (%)",
    "Call clicks",
  ];
}

export function sourceReportCsvRow(row: SourceReportRow): (string | number | null)[] {
  return [
    row.label,
    row.visits,
    row.leads,
    row.consultations,
    row.won,
    (row.revenueCents / 100).toFixed(2),
    row.rate === null ? null : (Math.round(row.rate * 1000) / 10).toFixed(1),
    row.calls,
  ];
}

export function sourceReportFileName(query: SourceReportQuery): string {
  return `source-report-${query.grouping}-${query.from}-to-${query.to}.csv`;
}

// ---------------------------------------------------------------------------
// The weekly chart

export interface ReportWeek {
  /** Monday, "2026-11-16". */
  week: string;
  label: string;
  leads: number;
  won: number;
}

/** The Mondays of every week the range touches, oldest first. */
export function reportWeeks(query: Pick<SourceReportQuery, "from" | "to">): string[] {
  const last = mondayOf(parseDay(query.to)!);
  const weeks: string[] = [];
  for (let monday = mondayOf(parseDay(query.from)!); daysBetween(monday, last) >= 0; monday = addDays(monday, 7)) {
    weeks.push(isoDate(monday));
  }
  return weeks;
}

/** Every week of the range with its leads and won leads (weeks without any as 0). */
export function fillReportWeeks(
  weeks: readonly string[],
  leads: readonly { week: string; count: number }[],
  won: readonly { week: string; count: number }[],
): ReportWeek[] {
  const leadsBy = new Map(leads.map((row) => [row.week, row.count]));
  const wonBy = new Map(won.map((row) => [row.week, row.count]));
  return weeks.map((week) => ({
    week,
    label: weekLabel(week),
    leads: leadsBy.get(week) ?? 0,
    won: wonBy.get(week) ?? 0,
  }));
}

/** One sentence of what the chart shows, for those who cannot see it. */
export function describeReportWeeks(weeks: readonly ReportWeek[]): string {
  if (weeks.length === 0) return "No weeks to show.";
  const leads = weeks.reduce((sum, w) => sum + w.leads, 0);
  const won = weeks.reduce((sum, w) => sum + w.won, 0);
  const busiest = weeks.reduce((best, w) => (w.leads > best.leads ? w : best));
  const span = `the ${weeks.length} ${weeks.length === 1 ? "week" : "weeks"} from ${weeks[0]!.label} to ${weeks[weeks.length - 1]!.label}`;
  if (leads === 0 && won === 0) return `No leads and no won leads in ${span}.`;
  return `${COUNT.format(leads)} leads and ${COUNT.format(won)} won in ${span}; most leads in the week of ${busiest.label} (${COUNT.format(busiest.leads)}).`;
}
