// Every query of the lead desk (/admin/estimates, /admin/contacts,
// /admin/admin-estimates, the lead page and the CSV export).
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
import { type SQL, and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { ACTIVE_APPOINTMENT_STATUSES, type LeadCallOutcome, type LeadHistoryActor } from "#db/schema/enums.ts";
import { ARRIVAL_SPAM_REASONS } from "~/lib/leads/lead-spam";
import {
  LEAD_STATUS_RANK,
  adminUsers,
  appointments,
  leadCalls,
  leadComments,
  leadStatusHistory,
  leads,
} from "#db/schema/index.ts";
import { OFFICE_LOCATIONS, type OfficeId, findOfficeLocation } from "~/lib/company/offices";
import { LEAD_PAGE_SIZE, type LeadDeskQuery, type LeadDeskScope, leadSearchTsQuery } from "~/lib/leads/lead-desk-query";
import { type LeadStatus, marksFirstContact, movesToConsultationScheduled, statusChangeError } from "~/lib/leads/lead-status";
import {
  LEAD_OUTCOME_MESSAGES,
  type LeadLostReason,
  type LeadOutcome,
  NO_OUTCOME,
  lostOutcome,
  outcomeRuleError,
} from "~/lib/leads/lead-outcome";
import { officeDateTimeToInstant, officeToday } from "~/lib/company/office-time";
import { type AppointmentInput, LEAD_DESK_MESSAGES, type LeadQualification } from "~/lib/schemas/lead-desk";
import { listJobsForLead } from "./jobs.server";
import { salesRepTurns } from "./lead-assignment.server";
import { enqueueLeadArrival, enqueueLeadReassigned } from "./lead-notifications.server";
import { type InterestedPool, listInterestedPools } from "./leads.server";
import { type LeadDesignRow, listLeadDesigns } from "./designs.server";
import { type LeadViewer, leadsInReach, visibleLeads } from "./lead-visibility.server";

/** A list counts matches up to this many; beyond it the page says "10,000+". */
export const LEAD_COUNT_CAP = 10_000;
/**
 * A search matching at most this many leads reads them all through the search
 * index and sorts them; one matching more walks the sort's index and stops at
 * the page. (The planner cannot estimate prefix searches well and would
 * otherwise walk 100,000 rows to find a rare name.)
 */
const SEARCH_COLLECT_LIMIT = 2_000;

/** The staff member a list or lead page is for: what they may see, and who "me" is. */
export type LeadDeskViewer = LeadViewer;

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

/** The WHERE of a list: the viewer's test-lead preference, the page's request types, search and filters. */
export function leadListWhere(
  viewer: LeadDeskViewer,
  query: LeadDeskQuery,
  scope: LeadDeskScope = {},
  now = new Date(),
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
  const where = leadListWhere(viewer, query, scope);
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
            .select(listColumns)
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
      .select(listColumns)
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
          .select(listColumns)
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

const { searchDocument: _searchDocument, ...leadColumns } = getTableColumns(leads);

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
      .where(leadListWhere(viewer, query, scope))
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

// ---------------------------------------------------------------------------
// The lead page

export type LeadRecord = Omit<typeof leads.$inferSelect, "searchDocument">;

/** A lead the viewer may open (leadsInReach), or null: one out of their reach answers as one that does not exist. */
export async function getLead(db: DbOrTx, viewer: LeadDeskViewer, id: number): Promise<LeadRecord | null> {
  const [lead] = await db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, id), leadsInReach(viewer)))
    .limit(1);
  return lead ?? null;
}

export interface LeadStatusChange {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  changedAt: Date;
  changedBy: string | null;
  /** LEAD_HISTORY_ACTORS: a customer's online change has no staff member. */
  actor: string;
}

export interface LeadComment {
  id: number;
  comment: string;
  author: string;
  createdAt: Date;
}

export type LeadAppointment = typeof appointments.$inferSelect;

export interface LeadCall {
  id: number;
  outcome: string;
  note: string | null;
  calledAt: Date;
  calledBy: string | null;
}

export interface LeadDetail {
  lead: LeadRecord;
  salesRepName: string | null;
  duplicateOf: { id: number; firstName: string; lastName: string | null } | null;
  history: LeadStatusChange[];
  calls: LeadCall[];
  comments: LeadComment[];
  appointments: LeadAppointment[];
  emails: Awaited<ReturnType<typeof listJobsForLead>>;
  /** The pools the visitor said they are interested in, in their order. */
  interestedPools: InterestedPool[];
  /** The design sent with "Send me this design" (null: none). */
  design: LeadDesignRow | null;
}

/** A lead with everything its page shows, or null for an unknown id or a lead out of the viewer's reach. */
export async function getLeadDetail(db: Database, viewer: LeadDeskViewer, id: number): Promise<LeadDetail | null> {
  const lead = await getLead(db, viewer, id);
  if (!lead) return null;
  const [rep] = lead.salesRepId
    ? await db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, lead.salesRepId))
    : [];
  const [duplicateOf] = lead.possibleDuplicateOf
    ? await db
        .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName })
        .from(leads)
        .where(and(eq(leads.id, lead.possibleDuplicateOf), leadsInReach(viewer)))
    : [];
  const history = await db
    .select({
      id: leadStatusHistory.id,
      fromStatus: leadStatusHistory.fromStatus,
      toStatus: leadStatusHistory.toStatus,
      note: leadStatusHistory.note,
      changedAt: leadStatusHistory.changedAt,
      changedBy: adminUsers.username,
      actor: leadStatusHistory.actor,
    })
    .from(leadStatusHistory)
    .leftJoin(adminUsers, eq(adminUsers.id, leadStatusHistory.changedById))
    .where(eq(leadStatusHistory.leadId, id))
    .orderBy(asc(leadStatusHistory.changedAt), asc(leadStatusHistory.id));
  const calls = await db
    .select({
      id: leadCalls.id,
      outcome: leadCalls.outcome,
      note: leadCalls.note,
      calledAt: leadCalls.calledAt,
      calledBy: adminUsers.username,
    })
    .from(leadCalls)
    .leftJoin(adminUsers, eq(adminUsers.id, leadCalls.calledById))
    .where(eq(leadCalls.leadId, id))
    .orderBy(asc(leadCalls.calledAt), asc(leadCalls.id));
  const comments = await db
    .select({
      id: leadComments.id,
      comment: leadComments.comment,
      author: leadComments.author,
      createdAt: leadComments.createdAt,
    })
    .from(leadComments)
    .where(eq(leadComments.leadId, id))
    .orderBy(desc(leadComments.createdAt), desc(leadComments.id));
  const leadAppointments = await db
    .select()
    .from(appointments)
    .where(eq(appointments.leadId, id))
    .orderBy(sql`${appointments.scheduledAt} asc nulls last`, asc(appointments.id));
  const emails = await listJobsForLead(db, id);
  const interestedPools = (await listInterestedPools(db, [id])).get(id) ?? [];
  const design = (await listLeadDesigns(db, [id])).get(id) ?? null;
  return {
    lead,
    salesRepName: rep?.username ?? null,
    duplicateOf: duplicateOf ?? null,
    history,
    calls,
    comments,
    appointments: leadAppointments,
    emails,
    interestedPools,
    design,
  };
}

/** A lead's appointments still to come (pending or confirmed, from now on), soonest first. */
export function upcomingAppointments(list: readonly LeadAppointment[], now = new Date()): LeadAppointment[] {
  return list
    .filter((a) => a.scheduledAt !== null && a.scheduledAt >= now && ACTIVE_APPOINTMENT_STATUSES.includes(a.status))
    .sort((a, b) => a.scheduledAt!.getTime() - b.scheduledAt!.getTime());
}

// ---------------------------------------------------------------------------
// Changes

export type LeadChangeResult =
  { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "refused"; message: string };

/**
 * Writes a status change of locked leads: the status, statusUpdatedAt, firstContactedAt once, and history rows.
 * `staffId` null: the visitor made it (booking a consultation, app/models/consultations.server.ts).
 */
export async function applyStatusChange(
  tx: DbOrTx,
  changes: readonly { id: number; from: string }[],
  to: LeadStatus,
  staffId: number | null,
  now: Date,
  /**
   * A won lead's value and signing date, a lost one's reason (lead-outcome.ts), with the history note that
   * says so. The columns hold the current outcome: any other change clears them (the history keeps them).
   */
  {
    outcome = NO_OUTCOME,
    note = null,
    actor = staffId === null ? "customer" : "staff",
  }: { outcome?: LeadOutcome; note?: string | null; actor?: LeadHistoryActor } = {},
) {
  if (changes.length === 0) return;
  // The last line of the outcome rule: every writer checks it first and answers with its message;
  // reaching here without an outcome is a caller's bug, and it must not leave a won lead without a value.
  const missing = outcomeRuleError(to, outcome);
  if (missing) throw new Error(`A change to ${to} needs its outcome: ${missing}`);
  const ids = changes.map((change) => change.id);
  // A lead that arrived as spam was never announced: put back to new, it arrives now (staff alert, visitor's
  // confirmation). One staff marked as spam was announced when it came, and is not announced twice.
  const restored =
    to === "new" && changes.some((change) => change.from === "spam")
      ? await tx
          .select({ id: leads.id, email: leads.email, salesRepId: leads.salesRepId, branch: leads.nearestBranch })
          .from(leads)
          .where(
            and(
              inArray(
                leads.id,
                changes.filter((change) => change.from === "spam").map((change) => change.id),
              ),
              inArray(leads.spamReason, [...ARRIVAL_SPAM_REASONS]),
            ),
          )
      : [];
  await tx
    .update(leads)
    .set({
      status: to,
      statusUpdatedAt: now,
      updatedAt: now,
      ...outcome,
      // Why a lead is spam holds while it is spam: staff saying so is a reason too.
      spamReason: to === "spam" ? "staff" : null,
      // A visitor's own change (staffId null) is no contact by the company: the response-time figures stay honest.
      ...(staffId !== null && marksFirstContact(to)
        ? { firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(inArray(leads.id, ids));
  await tx.insert(leadStatusHistory).values(
    changes.map((change) => ({
      leadId: change.id,
      fromStatus: change.from,
      toStatus: to,
      changedById: staffId,
      actor,
      changedAt: now,
      note,
    })),
  );
  // Spam arrives without a rep (it must not take anyone's turn): restored, it takes the next turn of its office.
  for (const lead of restored) {
    const office = lead.salesRepId === null ? findOfficeLocation(lead.branch) : undefined;
    const [rep] = office ? await salesRepTurns(tx, office.id) : [];
    if (rep !== undefined) await tx.update(leads).set({ salesRepId: rep }).where(eq(leads.id, lead.id));
  }
  await enqueueLeadArrival(
    tx,
    restored.map((lead) => ({ id: lead.id, hasEmail: Boolean(lead.email) })),
  );
}

/**
 * A line in a lead's history that changes nothing: the status stays as it is (from = to), the note says what
 * happened (a consultation booked online, a sale's figures corrected).
 */
export async function recordLeadNote(
  tx: DbOrTx,
  {
    leadId,
    status,
    note,
    staffId,
    actor = staffId === null ? "customer" : "staff",
    now,
  }: { leadId: number; status: string; note: string; staffId: number | null; actor?: LeadHistoryActor; now: Date },
) {
  await tx
    .insert(leadStatusHistory)
    .values({ leadId, fromStatus: status, toStatus: status, changedById: staffId, actor, changedAt: now, note });
}

/** Changes a lead's status (ruling 7): any status to another, recorded with who, when, from and to. */
export async function changeLeadStatus(
  db: Database,
  {
    leadId,
    to,
    staffId,
    outcome,
    note,
    now = new Date(),
  }: { leadId: number; to: LeadStatus; staffId: number; outcome?: LeadOutcome; note?: string | null; now?: Date },
): Promise<LeadChangeResult> {
  const missing = outcomeRuleError(to, outcome ?? NO_OUTCOME);
  if (missing) return { ok: false, reason: "refused", message: missing };
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return { ok: false, reason: "not-found" } as const;
    const refused = statusChangeError(lead.status, to);
    if (refused) return { ok: false, reason: "refused", message: refused } as const;
    await applyStatusChange(tx, [{ id: leadId, from: lead.status }], to, staffId, now, { outcome, note });
    return { ok: true } as const;
  });
}

/**
 * "Not spam": a spam lead goes back to new, with its history row by the staff member; one that arrived as spam is
 * announced now (applyStatusChange). Refused for a lead that is not spam (someone else restored it meanwhile).
 */
export async function restoreFromSpam(
  db: Database,
  { leadId, staffId, now = new Date() }: { leadId: number; staffId: number; now?: Date },
): Promise<LeadChangeResult> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return { ok: false, reason: "not-found" } as const;
    if (lead.status !== "spam") return { ok: false, reason: "refused", message: LEAD_DESK_MESSAGES.notSpam } as const;
    await applyStatusChange(tx, [{ id: leadId, from: lead.status }], "new", staffId, now);
    return { ok: true } as const;
  });
}

/**
 * Corrects a closed lead's outcome (admin and operations: permission "leads.outcome"): the columns
 * change and the history gets an entry of the unchanged status with the new values as its note.
 * Refused when the lead's status is not the one the outcome belongs to (it changed meanwhile).
 */
export async function editLeadOutcome(
  db: Database,
  {
    leadId,
    status,
    outcome,
    note,
    staffId,
    now = new Date(),
  }: { leadId: number; status: "won" | "lost"; outcome: LeadOutcome; note: string; staffId: number; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (lead?.status !== status) return false;
    await tx
      .update(leads)
      .set({ ...outcome, updatedAt: now })
      .where(eq(leads.id, leadId));
    await recordLeadNote(tx, { leadId, status, note, staffId, now });
    return true;
  });
}

/**
 * Records a call a staff member made to a lead. Any call is the lead's first contact when none is recorded yet
 * (the response-time figures measure how soon someone tried, and a voicemail is a try). A new lead the caller
 * reached moves to contacted, with its history row; an unanswered call leaves the status as it was.
 */
export async function logLeadCall(
  db: Database,
  {
    leadId,
    outcome,
    note,
    staffId,
    now = new Date(),
  }: { leadId: number; outcome: LeadCallOutcome; note: string | null; staffId: number; now?: Date },
): Promise<{ statusChanged: boolean } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return null;
    await tx.insert(leadCalls).values({ leadId, outcome, note, calledById: staffId, calledAt: now });
    const statusChanged = outcome === "reached" && lead.status === "new";
    if (statusChanged) {
      await applyStatusChange(tx, [{ id: leadId, from: lead.status }], "contacted", staffId, now);
    } else {
      await tx
        .update(leads)
        .set({
          updatedAt: now,
          firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(leads.id, leadId));
    }
    return { statusChanged };
  });
}

/**
 * Assigns a lead to an active staff member, or unassigns it (null). The new rep is told (e-mail and push, through
 * the outbox in the same transaction) unless they took the lead themself or already had it.
 */
export async function assignLead(
  db: Database,
  {
    leadId,
    salesRepId,
    byStaffId,
    now = new Date(),
  }: { leadId: number; salesRepId: number | null; byStaffId: number; now?: Date },
): Promise<boolean> {
  return (await bulkAssignLeads(db, { leadIds: [leadId], salesRepId, byStaffId, now })) > 0;
}

export async function setLeadQualification(
  db: Database,
  { leadId, qualification, now = new Date() }: { leadId: number; qualification: LeadQualification | null; now?: Date },
): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ leadQualification: qualification, updatedAt: now })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** Adds an EstimateComment; the author is the signed-in staff member, never a form field. */
export async function addLeadComment(
  db: Database,
  {
    leadId,
    comment,
    author,
    now = new Date(),
  }: { leadId: number; comment: string; author: { id: number; username: string }; now?: Date },
) {
  const [row] = await db
    .insert(leadComments)
    .values({ leadId, comment, author: author.username, authorId: author.id, createdAt: now })
    .returning({ id: leadComments.id });
  return row!.id;
}

/**
 * Books an appointment for a lead (date and time on the offices' clock). With
 * `markScheduled`, a lead not yet past that stage moves to "consultation
 * scheduled" in the same transaction (with its history row).
 */
export async function scheduleAppointment(
  db: Database,
  {
    leadId,
    input,
    staffId,
    markScheduled,
    now = new Date(),
  }: { leadId: number; input: AppointmentInput; staffId: number; markScheduled: boolean; now?: Date },
): Promise<{ appointmentId: number; statusChanged: boolean } | { duplicate: true } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, salesRepId: leads.salesRepId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return null;
    const scheduledAt = officeDateTimeToInstant(input.date, input.time);
    // The form keeps its values after a booking, so a second click would plan the same visit twice.
    const [same] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.leadId, leadId),
          eq(appointments.scheduledAt, scheduledAt),
          inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
        ),
      );
    if (same) return { duplicate: true };
    const [appointment] = await tx
      .insert(appointments)
      .values({
        leadId,
        customerName: input.customerName,
        email: input.email || null,
        phone: input.phone || null,
        address: input.address,
        message: input.message || null,
        scheduledAt,
        officeId: input.officeId,
        assignedToId: lead.salesRepId,
        createdById: staffId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: appointments.id });
    const statusChanged = markScheduled && movesToConsultationScheduled(lead.status);
    if (statusChanged) {
      await applyStatusChange(tx, [{ id: leadId, from: lead.status }], "consultation scheduled", staffId, now);
    }
    return { appointmentId: appointment!.id, statusChanged };
  });
}

// ---------------------------------------------------------------------------
// Bulk actions (admin and operations)

/**
 * Sets the status of several leads; leads already in that status are left alone. Lost takes one reason for
 * them all (noted on each lead's history); won is refused, since each sale has its own contract value and
 * date (issue 21: marked on the lead's page). A refusal changes nothing.
 */
export async function bulkChangeLeadStatus(
  db: Database,
  {
    leadIds,
    to,
    lostReason = null,
    staffId,
    now = new Date(),
  }: { leadIds: readonly number[]; to: LeadStatus; lostReason?: LeadLostReason | null; staffId: number; now?: Date },
): Promise<{ ok: true; changed: number; keptWon: number } | { ok: false; reason: "refused"; message: string }> {
  if (to === "won") return { ok: false, reason: "refused", message: LEAD_OUTCOME_MESSAGES.bulkWon };
  const { outcome, note } = to === "lost" && lostReason ? lostOutcome(lostReason) : { outcome: NO_OUTCOME, note: null };
  const missing = outcomeRuleError(to, outcome);
  if (missing) return { ok: false, reason: "refused", message: missing };
  if (leadIds.length === 0) return { ok: true, changed: 0, keptWon: 0 };
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(and(inArray(leads.id, [...leadIds]), ne(leads.status, to)))
      .orderBy(asc(leads.id))
      .for("update");
    // A sale carries its own contract value and date: it is undone on its own page, never swept up in a bulk change.
    const moving = locked.filter((row) => row.status !== "won");
    await applyStatusChange(
      tx,
      moving.map((row) => ({ id: row.id, from: row.status })),
      to,
      staffId,
      now,
      { outcome, note },
    );
    return { ok: true, changed: moving.length, keptWon: locked.length - moving.length } as const;
  });
}

/**
 * Assigns several leads to one staff member (or unassigns them). Returns how many exist. The rep is told of each
 * lead that was not theirs already, unless they assigned it to themself.
 */
export async function bulkAssignLeads(
  db: Database,
  {
    leadIds,
    salesRepId,
    byStaffId,
    now = new Date(),
  }: { leadIds: readonly number[]; salesRepId: number | null; byStaffId: number; now?: Date },
): Promise<number> {
  if (leadIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: leads.id, salesRepId: leads.salesRepId })
      .from(leads)
      .where(inArray(leads.id, [...leadIds]))
      .orderBy(asc(leads.id))
      .for("update");
    if (before.length === 0) return 0;
    await tx
      .update(leads)
      .set({ salesRepId, updatedAt: now })
      .where(
        inArray(
          leads.id,
          before.map((row) => row.id),
        ),
      );
    if (salesRepId !== null && salesRepId !== byStaffId) {
      for (const row of before) {
        if (row.salesRepId !== salesRepId) await enqueueLeadReassigned(tx, row.id, salesRepId);
      }
    }
    return before.length;
  });
}
