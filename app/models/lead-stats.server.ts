// Every query of the staff dashboard. Each figure is one aggregate query
// (count / group by / percentile in SQL): the dashboard reads a few dozen
// rows whatever the number of leads. Boundaries come from app/lib/leads/lead-stats.ts.
//
// Indexes relied on (db/schema/leads.ts):
//   leads_created_idx (created_at desc, id desc)        volume, weekly chart, speed, dated breakdowns
//   leads_status_created_idx (status, created_at desc)  new leads oldest first
// The "all time" breakdowns read the whole table once (one scan for the
// three of them).
import { type SQL, and, asc, count, eq, gte, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { adminUsers, leads } from "#db/schema/index.ts";
import { OFFICE_IDS, type OfficeId } from "~/lib/company/offices";
import {
  type BreakdownRange,
  COMPANY_TIME_ZONE,
  LEAD_STATUSES,
  type LeadPeriods,
  type LeadStatus,
  type SpeedToFirstContact,
  UNCONTACTED_LIST_LIMIT,
  type WeekCount,
  chartStart,
  chartWeeks,
  fillWeeks,
  leadPeriods,
  rangeStartDate,
  readSpeedRow,
  speedWindowStart,
  startOfCompanyDay,
} from "~/lib/leads/lead-stats";
import { findOfficeLocation } from "~/lib/company/offices";
import { type LeadViewer, visibleLeads } from "./lead-visibility.server";

/** A timestamp parameter, typed for Postgres (drivers differ in how they send a JS Date). */
function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

function since(instant: Date | null): SQL | undefined {
  return instant ? gte(leads.createdAt, at(instant)) : undefined;
}

const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** The lead's rep's name; a scalar subquery, run only for the rows returned. */
const REP_NAME = sql<
  string | null
>`(select ${adminUsers.username} from ${adminUsers} where ${adminUsers.id} = ${leads.salesRepId})`;

// ---------------------------------------------------------------------------
// Volume: this week and month, and the previous ones

export interface LeadVolume {
  thisWeek: number;
  lastWeek: number;
  lastWeekToDate: number;
  thisMonth: number;
  lastMonth: number;
  lastMonthToDate: number;
}

/** The six counts in one pass over the index range of the last two weeks or months, whichever is longer. */
export async function countLeadVolume(db: Database, viewer: LeadViewer, periods: LeadPeriods): Promise<LeadVolume> {
  const { week, month } = periods;
  const within = (from: Date, to: Date) =>
    sql<number>`count(*) filter (where ${leads.createdAt} >= ${at(from)} and ${leads.createdAt} < ${at(to)})`.mapWith(
      Number,
    );
  const startedAfter = (from: Date) =>
    sql<number>`count(*) filter (where ${leads.createdAt} >= ${at(from)})`.mapWith(Number);
  const earliest = week.previous.from < month.previous.from ? week.previous.from : month.previous.from;
  const [row] = await db
    .select({
      thisWeek: startedAfter(week.current.from),
      lastWeek: within(week.previous.from, week.previous.to),
      lastWeekToDate: within(week.previousToDate.from, week.previousToDate.to),
      thisMonth: startedAfter(month.current.from),
      lastMonth: within(month.previous.from, month.previous.to),
      lastMonthToDate: within(month.previousToDate.from, month.previousToDate.to),
    })
    .from(leads)
    .where(and(gte(leads.createdAt, at(earliest)), visibleLeads(viewer)));
  return row ?? { thisWeek: 0, lastWeek: 0, lastWeekToDate: 0, thisMonth: 0, lastMonth: 0, lastMonthToDate: 0 };
}

// ---------------------------------------------------------------------------
// Breakdowns: by status, source page and office in one pass (grouping sets)

export interface StatusCount {
  status: LeadStatus;
  count: number;
}

export interface SourceCount {
  /** The lead's sourcePage; null when the lead has none. */
  source: string | null;
  count: number;
}

export type OfficeKey = OfficeId | "unknown";

export interface OfficeCount {
  office: OfficeKey;
  count: number;
}

export interface LeadBreakdowns {
  /** Every lead status (~/lib/lead-status), in pipeline order, 0 included. */
  byStatus: StatusCount[];
  /** A row per source page, most leads first (their number stays small). */
  bySource: SourceCount[];
  /**
   * The offices of app/lib/company/offices.ts in their order, then "unknown" (no
   * office, or a branch label no office has any more), 0 included.
   */
  byOffice: OfficeCount[];
}

/**
 * Leads created since `from` (null: all time) by current status, by source
 * page and by nearest office. One scan answers all three (grouping sets):
 * "all time" reads the table once, not three times.
 */
export async function countLeadBreakdowns(
  db: Database,
  viewer: LeadViewer,
  from: Date | null,
): Promise<LeadBreakdowns> {
  const rows = await db
    .select({
      status: leads.status,
      source: leads.sourcePage,
      branch: leads.nearestBranch,
      // Which grouping a row belongs to: 0 for the column it groups by.
      byStatus: sql<number>`grouping(${leads.status})`.mapWith(Number),
      bySource: sql<number>`grouping(${leads.sourcePage})`.mapWith(Number),
      count: countAll(),
    })
    .from(leads)
    .where(and(since(from), visibleLeads(viewer)))
    .groupBy(sql`grouping sets ((${leads.status}), (${leads.sourcePage}), (${leads.nearestBranch}))`);

  const statusCounts = new Map<string, number>();
  const bySource: SourceCount[] = [];
  const officeCounts = new Map<OfficeKey, number>();
  for (const row of rows) {
    if (row.byStatus === 0) statusCounts.set(row.status, row.count);
    else if (row.bySource === 0) bySource.push({ source: row.source, count: row.count });
    else {
      const key: OfficeKey = findOfficeLocation(row.branch)?.id ?? "unknown";
      officeCounts.set(key, (officeCounts.get(key) ?? 0) + row.count);
    }
  }
  bySource.sort(
    (a, b) => b.count - a.count || (a.source === null ? 1 : b.source === null ? -1 : a.source.localeCompare(b.source)),
  );
  return {
    byStatus: LEAD_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    bySource,
    byOffice: [...OFFICE_IDS, "unknown" as const].map((office) => ({
      office,
      count: officeCounts.get(office) ?? 0,
    })),
  };
}

// ---------------------------------------------------------------------------
// New leads nobody has contacted yet

export interface UncontactedLead {
  id: number;
  firstName: string;
  lastName: string | null;
  requestType: string;
  sourcePage: string | null;
  office: OfficeId | null;
  /** The office label as stored, for the office's hours. */
  branch: string | null;
  salesRepName: string | null;
  createdAt: Date;
}

export interface UncontactedLeads {
  total: number;
  /** Oldest first. */
  oldest: UncontactedLead[];
}

/** Leads still "new" without a first contact, oldest first (leads_status_created_idx). */
export async function listUncontactedLeads(
  db: Database,
  viewer: LeadViewer,
  limit = UNCONTACTED_LIST_LIMIT,
): Promise<UncontactedLeads> {
  const waiting = and(
    eq(leads.status, "new"),
    isNull(leads.firstContactedAt),
    isNull(leads.mergedIntoId),
    visibleLeads(viewer),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        requestType: leads.requestType,
        sourcePage: leads.sourcePage,
        branch: leads.nearestBranch,
        salesRepName: REP_NAME,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(waiting)
      // created_at alone, so the index is read backwards and the scan stops after `limit` rows.
      .orderBy(asc(leads.createdAt))
      .limit(limit),
    db.select({ n: count() }).from(leads).where(waiting),
  ]);
  return {
    total: total?.n ?? 0,
    oldest: rows.map((lead) => ({ ...lead, office: findOfficeLocation(lead.branch)?.id ?? null })),
  };
}

// ---------------------------------------------------------------------------
// Speed to first contact

/**
 * Median and average time from createdAt to firstContactedAt of the leads
 * created since `from` that have been contacted, and how many of the window's
 * leads that is. Spam is left out (nobody calls it back). A first contact
 * stamped before the lead (an import) counts as 0.
 */
export async function getSpeedToFirstContact(
  db: Database,
  viewer: LeadViewer,
  from: Date,
): Promise<SpeedToFirstContact> {
  const wait = sql`greatest(0, extract(epoch from (${leads.firstContactedAt} - ${leads.createdAt})))`;
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by ${wait}) filter (where ${leads.firstContactedAt} is not null))::float8`,
      average: sql<number | null>`(avg(${wait}) filter (where ${leads.firstContactedAt} is not null))::float8`,
      contacted: sql<number>`count(${leads.firstContactedAt})`.mapWith(Number),
      leads: countAll(),
    })
    .from(leads)
    .where(and(gte(leads.createdAt, at(from)), ne(leads.status, "spam"), visibleLeads(viewer)));
  return readSpeedRow(row ?? { median: null, average: null, contacted: 0, leads: 0 });
}

// ---------------------------------------------------------------------------
// Speed to lead, per rep and per office (app/lib/leads/speed-to-lead.ts)

export interface SpeedToLeadRow {
  createdAt: Date;
  firstContactedAt: Date | null;
  salesRepId: number | null;
  salesRepName: string | null;
  branch: string | null;
}

/**
 * Every lead received since `from` (null: all time) with its first contact, rep and office: the office-hours
 * arithmetic is done per lead in JavaScript (each office keeps its own hours). Spam and merged leads are left out
 * (a merged lead's contact lives on in its survivor). Narrow rows, read through leads_created_idx.
 */
export async function listSpeedToLeadRows(
  db: Database,
  viewer: LeadViewer,
  from: Date | null,
): Promise<SpeedToLeadRow[]> {
  return (
    db
      .select({
        createdAt: leads.createdAt,
        firstContactedAt: leads.firstContactedAt,
        salesRepId: leads.salesRepId,
        salesRepName: adminUsers.username,
        branch: leads.nearestBranch,
      })
      .from(leads)
      // A join, not a subquery per row: a long period reads many leads and few staff.
      .leftJoin(adminUsers, eq(adminUsers.id, leads.salesRepId))
      .where(and(since(from), ne(leads.status, "spam"), isNull(leads.mergedIntoId), visibleLeads(viewer)))
  );
}

// ---------------------------------------------------------------------------
// Leads per week

// A constant of this module, never user input; inlined so that the select
// and the group by are the same text (bound parameters would differ).
const WEEK_OF_LEAD = sql`to_char(date_trunc('week', ${leads.createdAt} at time zone ${sql.raw(`'${COMPANY_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;

/** Leads per week (Monday to Sunday in the offices' time zone) of the last `weeks` weeks, empty weeks as 0. */
export async function countLeadsPerWeek(
  db: Database,
  viewer: LeadViewer,
  now: Date,
  weeks?: number,
): Promise<WeekCount[]> {
  const rows = await db
    .select({ week: sql<string>`${WEEK_OF_LEAD}`, count: countAll() })
    .from(leads)
    .where(and(gte(leads.createdAt, at(chartStart(now, weeks))), visibleLeads(viewer)))
    .groupBy(WEEK_OF_LEAD);
  return fillWeeks(chartWeeks(now, weeks), rows);
}

// ---------------------------------------------------------------------------
// The whole dashboard

export interface LeadDashboard {
  periods: LeadPeriods;
  volume: LeadVolume;
  breakdownFrom: Date | null;
  byStatus: StatusCount[];
  bySource: SourceCount[];
  byOffice: OfficeCount[];
  uncontacted: UncontactedLeads;
  speed: SpeedToFirstContact;
  speedFrom: Date;
  perWeek: WeekCount[];
}

/** Every figure of /admin-dashboard for one viewer (test leads per their preference). */
export async function getLeadDashboard(
  db: Database,
  viewer: LeadViewer,
  { now = new Date(), range }: { now?: Date; range: BreakdownRange },
): Promise<LeadDashboard> {
  const periods = leadPeriods(now);
  const startDay = rangeStartDate(range, now);
  const breakdownFrom = startDay ? startOfCompanyDay(startDay) : null;
  const speedFrom = speedWindowStart(now);
  // PGlite runs them one after another; on PostgreSQL they share the pool.
  const [volume, { byStatus, bySource, byOffice }, uncontacted, speed, perWeek] = await Promise.all([
    countLeadVolume(db, viewer, periods),
    countLeadBreakdowns(db, viewer, breakdownFrom),
    listUncontactedLeads(db, viewer),
    getSpeedToFirstContact(db, viewer, speedFrom),
    countLeadsPerWeek(db, viewer, now),
  ]);
  return { periods, volume, breakdownFrom, byStatus, bySource, byOffice, uncontacted, speed, speedFrom, perWeek };
}
