// Every query of the source report and the ad-platform exports
// (decision 034). One aggregate query per figure, each dated by its own event:
// leads by when they came in, consultations by their slot or appointment,
// won leads by the day the contract was signed, call clicks by when they
// happened, visits by their day. The rules (range, groups, merging, sorting)
// are in app/lib/attribution/source-report.ts; the export formats in app/lib/attribution/ad-conversions.ts.
// Leads marked as test and spam never count.
//
// Indexes relied on:
//   leads_created_idx (created_at desc, id desc)             leads of the range, leads per week
//   leads_won_signed_idx (won_signed_on)                     won leads, won per week
//   consultation_bookings_slot_start_idx (slot_start)        consultations (migration 0009)
//   appointments_scheduled_idx (scheduled_at)                consultations
//   call_clicks_created_idx (created_at)                     call clicks
//   landing_page_visits_pk (day, ...)                        visits
import { type AnyColumn, type SQL, and, eq, gte, inArray, isNotNull, lt, lte, ne, sql, sum } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import {
  appointments,
  callClicks,
  consultationBookings,
  landingPageVisits,
  leadStatusHistory,
  leads,
} from "#db/schema/index.ts";
import { QUALIFIED_STATUSES, type QualifiedConversion, type WonConversion } from "~/lib/attribution/ad-conversions";
import { COMPANY_TIME_ZONE } from "~/lib/leads/lead-stats";
import {
  type GroupCount,
  type ReportWeek,
  type SourceGrouping,
  type SourceReportQuery,
  type SourceReportRow,
  fillReportWeeks,
  mergeReportRows,
  reportPeriod,
  reportWeeks,
  sortReportRows,
  totalRow,
} from "~/lib/attribution/source-report";
import { notMerged } from "./lead-visibility.server";

/** A timestamp parameter, typed for Postgres (drivers differ in how they send a JS Date). */
function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

const countAll = () => sql<number>`count(*)`.mapWith(Number);
const NONE = sql<string>`''`;
/** '' for none: the visits table's own spelling, so groups from every table meet. */
const orNone = (column: AnyColumn) => sql<string>`coalesce(${column}, '')`;

/** The group columns of a table for a grouping: selected as k1..k3, grouped by the non-constant ones. */
interface GroupColumns {
  select: { k1: SQL<string>; k2: SQL<string>; k3: SQL<string> };
  groupBy: SQL[];
}

function groupColumns(parts: readonly SQL<string>[]): GroupColumns {
  const [k1 = NONE, k2 = NONE, k3 = NONE] = parts;
  return { select: { k1, k2, k3 }, groupBy: [...parts] };
}

function leadGroup(grouping: SourceGrouping): GroupColumns {
  switch (grouping) {
    case "campaign":
      return groupColumns([orNone(leads.utmSource), orNone(leads.utmMedium), orNone(leads.utmCampaign)]);
    case "landing":
      return groupColumns([orNone(leads.landingPath)]);
    case "office":
      return groupColumns([orNone(leads.nearestBranch)]);
  }
}

function callGroup(grouping: SourceGrouping): GroupColumns {
  switch (grouping) {
    case "campaign":
      return groupColumns([orNone(callClicks.utmSource), orNone(callClicks.utmMedium), orNone(callClicks.utmCampaign)]);
    case "landing":
      return groupColumns([orNone(callClicks.landingPath)]);
    case "office":
      return groupColumns([orNone(callClicks.branch)]);
  }
}

/** The leads that count: not test leads, not spam, not merged into another (its figures are the survivor's). */
const realLeads = and(eq(leads.isTest, false), ne(leads.status, "spam"), notMerged);

export interface ReportRange {
  /** First and last day ("2026-08-29"), the Florida calendar. */
  from: string;
  to: string;
}

function instants(range: ReportRange) {
  const period = reportPeriod(range);
  return { from: at(period.from), to: at(period.to) };
}

/** Leads that came in during the range, per group. */
export async function countReportLeads(
  db: Database,
  range: ReportRange,
  grouping: SourceGrouping,
): Promise<GroupCount[]> {
  const { from, to } = instants(range);
  const group = leadGroup(grouping);
  return db
    .select({ ...group.select, count: countAll() })
    .from(leads)
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to), realLeads))
    .groupBy(...group.groupBy);
}

/**
 * Leads with a consultation in the range, per group: a booked consultation
 * whose slot starts in the range, or a staff-scheduled appointment (not
 * cancelled) in it. A lead with both counts once.
 */
export async function countReportConsultations(
  db: Database,
  range: ReportRange,
  grouping: SourceGrouping,
): Promise<GroupCount[]> {
  const { from, to } = instants(range);
  const group = leadGroup(grouping);
  const consulted = sql`(
    select ${consultationBookings.leadId} from ${consultationBookings}
    where ${consultationBookings.status} = 'booked'
      and ${consultationBookings.slotStart} >= ${from} and ${consultationBookings.slotStart} < ${to}
    union
    select ${appointments.leadId} from ${appointments}
    where ${appointments.leadId} is not null and ${appointments.status} <> 'cancelled'
      and ${appointments.scheduledAt} >= ${from} and ${appointments.scheduledAt} < ${to}
  )`;
  return db
    .select({ ...group.select, count: countAll() })
    .from(leads)
    .where(and(sql`${leads.id} in ${consulted}`, realLeads))
    .groupBy(...group.groupBy);
}

/** Leads won with a contract signed in the range, and the contracts' value, per group. */
export async function countReportWon(
  db: Database,
  range: ReportRange,
  grouping: SourceGrouping,
): Promise<GroupCount[]> {
  const group = leadGroup(grouping);
  const rows = await db
    .select({ ...group.select, count: countAll(), cents: sum(leads.wonValueCents).mapWith(Number) })
    .from(leads)
    .where(
      and(gte(leads.wonSignedOn, range.from), lte(leads.wonSignedOn, range.to), eq(leads.status, "won"), realLeads),
    )
    .groupBy(...group.groupBy);
  return rows.map((row) => ({ ...row, cents: row.cents || 0 }));
}

/** Clicks on the phone numbers in the range, per group. */
export async function countReportCallClicks(
  db: Database,
  range: ReportRange,
  grouping: SourceGrouping,
): Promise<GroupCount[]> {
  const { from, to } = instants(range);
  const group = callGroup(grouping);
  return db
    .select({ ...group.select, count: countAll() })
    .from(callClicks)
    .where(and(gte(callClicks.createdAt, from), lt(callClicks.createdAt, to)))
    .groupBy(...group.groupBy);
}

/** Visits to landing pages in the range, per group; none for offices (a visit carries no office). */
export async function countReportVisits(
  db: Database,
  range: ReportRange,
  grouping: SourceGrouping,
): Promise<GroupCount[]> {
  if (grouping === "office") return [];
  const group =
    grouping === "campaign"
      ? groupColumns([
          sql<string>`${landingPageVisits.utmSource}`,
          sql<string>`${landingPageVisits.utmMedium}`,
          sql<string>`${landingPageVisits.utmCampaign}`,
        ])
      : groupColumns([sql<string>`${landingPageVisits.landingPath}`]);
  return db
    .select({ ...group.select, count: sql<number>`coalesce(sum(${landingPageVisits.visits}), 0)`.mapWith(Number) })
    .from(landingPageVisits)
    .where(and(gte(landingPageVisits.day, range.from), lte(landingPageVisits.day, range.to)))
    .groupBy(...group.groupBy);
}

// A constant of this module, never user input; inlined so that the select
// and the group by are the same text (bound parameters would differ).
const ZONE = sql.raw(`'${COMPANY_TIME_ZONE}'`);
const WEEK_OF_LEAD = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone ${ZONE}), 'YYYY-MM-DD')`;
const WEEK_OF_WIN = sql<string>`to_char(date_trunc('week', ${leads.wonSignedOn}::timestamp), 'YYYY-MM-DD')`;

/** Leads per week (Monday to Sunday, Florida time) of the range. */
export async function countReportLeadsPerWeek(db: Database, range: ReportRange) {
  const { from, to } = instants(range);
  return db
    .select({ week: WEEK_OF_LEAD, count: countAll() })
    .from(leads)
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to), realLeads))
    .groupBy(WEEK_OF_LEAD);
}

/** Won leads per week of signing in the range. */
export async function countReportWonPerWeek(db: Database, range: ReportRange) {
  return db
    .select({ week: WEEK_OF_WIN, count: countAll() })
    .from(leads)
    .where(
      and(gte(leads.wonSignedOn, range.from), lte(leads.wonSignedOn, range.to), eq(leads.status, "won"), realLeads),
    )
    .groupBy(WEEK_OF_WIN);
}

export interface SourceReport {
  rows: SourceReportRow[];
  total: SourceReportRow;
  weeks: ReportWeek[];
}

/** The whole report of /admin/reports/sources (and its CSV) for a query. */
export async function getSourceReport(db: Database, query: SourceReportQuery): Promise<SourceReport> {
  const { grouping } = query;
  // PGlite runs them one after another; on PostgreSQL they share the pool.
  const [visits, leadCounts, consultations, won, calls, leadsPerWeek, wonPerWeek] = await Promise.all([
    countReportVisits(db, query, grouping),
    countReportLeads(db, query, grouping),
    countReportConsultations(db, query, grouping),
    countReportWon(db, query, grouping),
    countReportCallClicks(db, query, grouping),
    countReportLeadsPerWeek(db, query),
    countReportWonPerWeek(db, query),
  ]);
  const merged = mergeReportRows(grouping, { visits, leads: leadCounts, consultations, won, calls });
  return {
    rows: sortReportRows(merged, query.sort, query.dir),
    total: totalRow(grouping, merged),
    weeks: fillReportWeeks(reportWeeks(query), leadsPerWeek, wonPerWeek),
  };
}

// ---------------------------------------------------------------------------
// Ad-platform exports

/** Which click id a platform's file is keyed by. */
export type ClickPlatform = "google" | "meta";

const CLICK_COLUMN = { google: leads.gclid, meta: leads.fbclid } as const;

/** Won leads carrying the platform's click id, signed in the range, oldest first. */
export async function listWonConversions(
  db: Database,
  range: ReportRange,
  platform: ClickPlatform,
): Promise<WonConversion[]> {
  const click = CLICK_COLUMN[platform];
  const rows = await db
    .select({
      leadId: leads.id,
      clickId: click,
      fbc: leads.fbc,
      valueCents: leads.wonValueCents,
      signedOn: leads.wonSignedOn,
      leadCreatedAt: leads.createdAt,
    })
    .from(leads)
    .where(
      and(
        isNotNull(click),
        eq(leads.status, "won"),
        gte(leads.wonSignedOn, range.from),
        lte(leads.wonSignedOn, range.to),
        eq(leads.isTest, false),
        notMerged,
      ),
    )
    .orderBy(leads.wonSignedOn, leads.id);
  return rows.map((row) => ({ ...row, clickId: row.clickId!, signedOn: row.signedOn! }));
}

/** Leads carrying the platform's click id whose first move to qualified or beyond falls in the range. */
export async function listQualifiedConversions(
  db: Database,
  range: ReportRange,
  platform: ClickPlatform,
): Promise<QualifiedConversion[]> {
  const { from, to } = instants(range);
  const click = CLICK_COLUMN[platform];
  const reachedAt = sql<Date>`min(${leadStatusHistory.changedAt})`.mapWith(leadStatusHistory.changedAt);
  const rows = await db
    .select({ leadId: leads.id, clickId: click, fbc: leads.fbc, leadCreatedAt: leads.createdAt, reachedAt })
    .from(leadStatusHistory)
    .innerJoin(leads, eq(leads.id, leadStatusHistory.leadId))
    .where(
      and(
        isNotNull(click),
        inArray(leadStatusHistory.toStatus, [...QUALIFIED_STATUSES]),
        eq(leads.isTest, false),
        notMerged,
      ),
    )
    .groupBy(leads.id)
    .having(and(gte(sql`min(${leadStatusHistory.changedAt})`, from), lt(sql`min(${leadStatusHistory.changedAt})`, to)))
    .orderBy(sql`min(${leadStatusHistory.changedAt})`, leads.id);
  return rows.map((row) => ({ ...row, clickId: row.clickId! }));
}
