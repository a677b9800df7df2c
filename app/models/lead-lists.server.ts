// The lead desk's lists (/admin/estimates, /admin/contacts, /admin/admin-estimates, /admin/new-today,
// /admin/spam), the staff a lead can be given to, and the CSV export of a list.
//
// Indexes relied on (db/schema/leads.ts), measured by `bench/admin-leads`:
//   leads_created_idx (created_at desc, id desc)    default order, date range
//   leads_name_idx, leads_status_rank_idx (+ _desc), leads_branch_idx (+ leads_branch_desc_idx)
//                                                    the name, status and office sorts
//   leads_branch_idx, leads_status_created_idx, leads_type_created_idx,
//   leads_source_page_idx, leads_sales_rep_idx      filters
//   leads_search_idx (GIN on search_document)        search
// A list page reads one page of rows plus a count capped at LEAD_COUNT_CAP, so
// its cost does not grow with the table. Each ORDER BY below is written to
// match one of these indexes exactly (NULLS placement included).
import { type SQL, and, asc, count, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { LEAD_STATUS_RANK, adminUsers, leads } from "#db/schema/index.ts";
import { OFFICE_LOCATIONS, type OfficeId } from "~/lib/company/offices";
import { LEAD_PAGE_SIZE, type LeadDeskQuery, type LeadDeskScope, leadSearchTsQuery } from "~/lib/leads/lead-desk-query";
import { officeDateTimeToInstant, officeToday } from "~/lib/company/office-time";
import { type LeadDeskViewer, leadColumns } from "./lead-detail.server";
import { type InterestedPool, listInterestedPools } from "./leads.server";
import { type LeadDesignRow, listLeadDesigns } from "./designs.server";
import { visibleLeads } from "./lead-visibility.server";
import { hasOverdueTask } from "./lead-task-overdue.server";
import { getStaleLimits, staleLeadCondition, staleSinceColumn } from "./stale-leads.server";
import type { StaleLimits } from "~/lib/leads/stale-leads";

/** A list counts matches up to this many; beyond it the page says "10,000+". */
export const LEAD_COUNT_CAP = 10_000;
/**
 * A search matching at most this many leads reads them all through the search
 * index and sorts them; one matching more walks the sort's index and stops at
 * the page. (The planner cannot estimate prefix searches well and would
 * otherwise walk 100,000 rows to find a rare name.)
 */
const SEARCH_COLLECT_LIMIT = 2_000;

// ---------------------------------------------------------------------------
// The lists

export interface LeadListRow {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string;
  status: string;
  requestType: string;
  sourcePage: string | null;
  nearestBranch: string | null;
  salesRepId: number | null;
  salesRepName: string | null;
  leadQualification: string | null;
  isTest: boolean;
  /** The language of the site the lead was sent from. */
  language: string;
  possibleDuplicateOf: number | null;
  createdAt: Date;
  /** The start of the message (the list shows a line of it). */
  messageStart: string | null;
  address: string | null;
  zip: string | null;
  poolType: string | null;
  /** The pool or service the visitor came from (lead-interest.ts). */
  interest: unknown;
  spamReason: string | null;
  /** An open task of the lead is overdue (the list marks it). */
  hasOverdueTask: boolean;
  /** When a stale lead's idleness began; null for a lead that is not stale. */
  staleSince: Date | null;
}

export interface LeadListPage {
  rows: LeadListRow[];
  /** Matches, exact up to LEAD_COUNT_CAP. */
  total: number;
  /** More leads match than `total` says. */
  totalIsCapped: boolean;
}

function officeBranchLabel(officeId: OfficeId): string {
  return OFFICE_LOCATIONS.find((office) => office.id === officeId)!.branchLabel;
}

/** "2025-03-09" → "2025-03-10". */
function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const next = new Date(Date.UTC(year!, month! - 1, day! + 1));
  return next.toISOString().slice(0, 10);
}

/**
 * The WHERE of a list: the viewer's test-lead preference, the page's request types, search and filters.
 * `staleLimits`: the admins' limits, which the "stale" filter applies.
 */
export function leadListWhere(
  viewer: LeadDeskViewer,
  query: LeadDeskQuery,
  scope: LeadDeskScope = {},
  now = new Date(),
  staleLimits?: StaleLimits,
): SQL | undefined {
  const tsQuery = leadSearchTsQuery(query.q);
  let typeCondition: SQL | undefined;
  if (query.type) typeCondition = eq(leads.requestType, query.type);
  else if (scope.types) typeCondition = inArray(leads.requestType, [...scope.types]);

  let repCondition: SQL | undefined;
  if (query.rep === "none") repCondition = isNull(leads.salesRepId);
  else if (query.rep === "me") repCondition = eq(leads.salesRepId, viewer.id);
  else if (typeof query.rep === "number") repCondition = eq(leads.salesRepId, query.rep);

  let statusCondition: SQL | undefined;
  if (scope.listed === "spam") statusCondition = eq(leads.status, "spam");
  else if (query.status) statusCondition = eq(leads.status, query.status);
  // Spam waits in its own list: the working lists show it only when the status filter asks for it.
  else statusCondition = ne(leads.status, "spam");

  const today = scope.listed === "new-today" ? officeToday(now) : undefined;

  return and(
    visibleLeads(viewer),
    typeCondition,
    statusCondition,
    today ? gte(leads.createdAt, officeDateTimeToInstant(today, "00:00")) : undefined,
    today ? lt(leads.createdAt, officeDateTimeToInstant(nextDay(today), "00:00")) : undefined,
    query.source ? eq(leads.sourcePage, query.source) : undefined,
    query.office ? eq(leads.nearestBranch, officeBranchLabel(query.office)) : undefined,
    repCondition,
    query.from ? gte(leads.createdAt, officeDateTimeToInstant(query.from, "00:00")) : undefined,
    query.to ? lt(leads.createdAt, officeDateTimeToInstant(nextDay(query.to), "00:00")) : undefined,
    tsQuery ? sql`${leads.searchDocument} @@ to_tsquery('simple', ${tsQuery})` : undefined,
    query.stale && staleLimits ? staleLeadCondition(staleLimits, now) : undefined,
    query.lang ? eq(leads.language, query.lang) : undefined,
  );
}

/** ORDER BY of a list, written to match the indexes (NULLS placement included). */
export function leadListOrder(query: Pick<LeadDeskQuery, "sort" | "dir">): SQL[] {
  const newestFirst = [sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`];
  const up = query.dir === "asc";
  switch (query.sort) {
    case "created":
      return up ? [sql`${leads.createdAt} asc nulls first`, sql`${leads.id} asc nulls first`] : newestFirst;
    case "name": {
      const d = up ? sql`asc` : sql`desc`;
      return [sql`lower(${leads.firstName}) ${d}`, sql`lower(${leads.lastName}) ${d}`, sql`${leads.id} ${d}`];
    }
    case "status":
      return [up ? sql`${LEAD_STATUS_RANK} asc` : sql`${LEAD_STATUS_RANK} desc`, ...newestFirst];
    case "office":
      return [
        up ? sql`${leads.nearestBranch} asc nulls last` : sql`${leads.nearestBranch} desc nulls first`,
        ...newestFirst,
      ];
  }
}

/** A list's columns at `now`: the stale mark depends on the time and the admins' limits. */
/** The list's columns at the time of the request: whether a lead is stale or a task overdue changes by the minute. */
function listColumnsAt(now: Date, staleLimits: StaleLimits) {
  return { ...listColumns, staleSince: staleSinceColumn(staleLimits, now), hasOverdueTask: hasOverdueTask(now) };
}

const listColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  status: leads.status,
  requestType: leads.requestType,
  sourcePage: leads.sourcePage,
  nearestBranch: leads.nearestBranch,
  salesRepId: leads.salesRepId,
  // A scalar subquery runs only for the rows of the page, after ORDER BY ... LIMIT.
  salesRepName: sql<
    string | null
  >`(select ${adminUsers.username} from ${adminUsers} where ${adminUsers.id} = ${leads.salesRepId})`,
  leadQualification: leads.leadQualification,
  isTest: leads.isTest,
  language: leads.language,
  possibleDuplicateOf: leads.possibleDuplicateOf,
  createdAt: leads.createdAt,
  messageStart: sql<string | null>`left(${leads.message}, 160)`,
  address: leads.address,
  zip: leads.zip,
  poolType: leads.poolType,
  interest: leads.interest,
  spamReason: leads.spamReason,
};

async function countCapped(db: Database, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(LEAD_COUNT_CAP + 1)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return Number(row?.n ?? 0);
}

/** One page of a lead list, newest first unless the query sorts otherwise. */
export async function listLeads(
  db: Database,
  viewer: LeadDeskViewer,
  query: LeadDeskQuery,
  scope: LeadDeskScope = {},
): Promise<LeadListPage> {
  const now = new Date();
  const staleLimits = await getStaleLimits(db);
  const columns = listColumnsAt(now, staleLimits);
  const where = leadListWhere(viewer, query, scope, now, staleLimits);
  const order = leadListOrder(query);
  const offset = (query.page - 1) * LEAD_PAGE_SIZE;

  if (leadSearchTsQuery(query.q)) {
    // One read of the search index gives the count (capped) and, for a rare
    // search, every match, so the page is then read by primary key.
    const matches = await db
      .select({ id: leads.id })
      .from(leads)
      .where(where)
      .limit(LEAD_COUNT_CAP + 1);
    const total = matches.length;
    if (total <= SEARCH_COLLECT_LIMIT) {
      const rows = total
        ? await db
            .select(columns)
            .from(leads)
            .where(
              inArray(
                leads.id,
                matches.map((m) => m.id),
              ),
            )
            .orderBy(...order)
            .limit(LEAD_PAGE_SIZE)
            .offset(offset)
        : [];
      return { rows, total, totalIsCapped: false };
    }
    const rows = await db
      .select(columns)
      .from(leads)
      .where(where)
      .orderBy(...order)
      .limit(LEAD_PAGE_SIZE)
      .offset(offset);
    return { rows, total: Math.min(total, LEAD_COUNT_CAP), totalIsCapped: total > LEAD_COUNT_CAP };
  }

  const total = await countCapped(db, where);
  const rows =
    offset < total || total > LEAD_COUNT_CAP
      ? await db
          .select(columns)
          .from(leads)
          .where(where)
          .orderBy(...order)
          .limit(LEAD_PAGE_SIZE)
          .offset(offset)
      : [];
  return { rows, total: Math.min(total, LEAD_COUNT_CAP), totalIsCapped: total > LEAD_COUNT_CAP };
}

/**
 * The source pages leads came from, for the filter's suggestions. A loose
 * index scan (one index probe per distinct value) instead of DISTINCT over
 * every row.
 */
export async function listLeadSourcePages(db: Database, limit = 200): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive pages(source_page, n) as (
      (select source_page, 1 from leads where source_page is not null order by source_page limit 1)
      union all
      select (select l.source_page from leads l where l.source_page > p.source_page order by l.source_page limit 1), p.n + 1
      from pages p
      where p.source_page is not null and p.n < ${limit}
    )
    select source_page from pages where source_page is not null
  `)) as unknown as { rows: { source_page: string }[] };
  return result.rows.map((row) => row.source_page);
}

export interface AssignableStaff {
  id: number;
  username: string;
  role: string;
  officeId: string | null;
}

/** Active staff a lead can be assigned to: sales reps first, then the others, by name. */
export async function listAssignableStaff(db: Database): Promise<AssignableStaff[]> {
  return db
    .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, officeId: adminUsers.officeId })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(sql`${adminUsers.role} = 'sales' desc`, asc(sql`lower(${adminUsers.username})`));
}

/**
 * Deactivated staff who still have leads: no longer offered for assigning, but their leads must stay easy to find
 * (the lead list's rep filter offers them, marked inactive).
 */
export async function listFormerRepsWithLeads(db: Database): Promise<AssignableStaff[]> {
  return db
    .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, officeId: adminUsers.officeId })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.isActive, false),
        sql`exists (select 1 from ${leads} where ${leads.salesRepId} = ${adminUsers.id})`,
      ),
    )
    .orderBy(asc(sql`lower(${adminUsers.username})`));
}

/** Whether a staff user exists and is active (the only ones a lead may be assigned to). */
export async function isAssignableStaff(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), eq(adminUsers.isActive, true)))
    .limit(1);
  return Boolean(row);
}

// ---------------------------------------------------------------------------
// CSV export

const EXPORT_BATCH = 500;

export type LeadExportRow = Omit<typeof leads.$inferSelect, "searchDocument"> & {
  salesRepName: string | null;
  interestedPools: InterestedPool[];
  /** The design sent with "Send me this design" (null: none). */
  design: LeadDesignRow | null;
};

/**
 * Every lead of a list (no paging) in the list's order, read in batches so
 * a large export streams without holding the table in memory. The ids are
 * read first (one narrow query), so batches never skip or repeat a lead
 * while others are being added.
 */
export async function* exportLeads(
  db: Database,
  viewer: LeadDeskViewer,
  query: LeadDeskQuery,
  scope: LeadDeskScope = {},
): AsyncGenerator<LeadExportRow> {
  const ids = (
    await db
      .select({ id: leads.id })
      .from(leads)
      .where(leadListWhere(viewer, query, scope, new Date(), await getStaleLimits(db)))
      .orderBy(...leadListOrder(query))
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH);
    const rows = await db
      .select({ ...leadColumns, salesRepName: listColumns.salesRepName })
      .from(leads)
      .where(inArray(leads.id, batch));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // One more query per batch, not per lead.
    const [pools, designs] = await Promise.all([listInterestedPools(db, batch), listLeadDesigns(db, batch)]);
    for (const id of batch) {
      const row = byId.get(id);
      if (row) yield { ...row, interestedPools: pools.get(id) ?? [], design: designs.get(id) ?? null };
    }
  }
}
