import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { checkOneOf, timestamps } from "./columns.ts";
import {
  APPOINTMENT_STATUSES,
  LEAD_CALL_OUTCOMES,
  LEAD_EVENT_KINDS,
  LEAD_HISTORY_ACTORS,
  LEAD_LOST_REASONS,
  LEAD_OFFICE_RULES,
  LEAD_REQUEST_TYPES,
  LEAD_SPAM_REASONS,
  LEAD_STATUSES,
  LEAD_TASK_KINDS,
  LEAD_TASK_STATUSES,
  SITE_LANGUAGES,
} from "./enums.ts";
import { pools } from "./catalogue.ts";
import { adminUsers } from "./staff.ts";

/** Marketing attribution captured from the landing URL and referrer. */
export interface LeadAttribution {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** Ad click ids (app/lib/attribution/attribution.ts); the columns below hold them for reporting (decision 033). */
  gclid?: string;
  gbraid?: string;
  wbraid?: string;
  fbclid?: string;
  msclkid?: string;
  referrer?: string;
  landingPath?: string;
  at?: string;
}

/** PostgreSQL's text-search document type (no Drizzle built-in). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * What the lead desk's search looks in: name, e-mail (whole, and split into
 * words), the phone's last 10, 7 and 4 digits, and the message. The 'simple'
 * configuration only lower-cases (names and addresses are not English words
 * to stem). Stored, so a search reads it instead of rebuilding it per row.
 */
const LEAD_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig,
  coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(translate(email, '@.', '  '), '') || ' ' ||
  coalesce(phone_digits, '') || ' ' || coalesce(right(phone_digits, 7), '') || ' ' || coalesce(right(phone_digits, 4), '') || ' ' ||
  coalesce(message, ''))`;

/**
 * A status's place in the pipeline (the order of LEAD_STATUSES, decision 008), for "sort by status".
 * The lead desk's query uses this same expression, so the index below serves it.
 */
export const LEAD_STATUS_RANK = sql.raw(
  `(CASE status ${LEAD_STATUSES.map((status, i) => `WHEN '${status}' THEN ${i}`).join(" ")} ELSE ${LEAD_STATUSES.length} END)`,
);

/**
 * A lead: every estimate request. Contact-form messages are leads too, with
 * requestType "contact", so staff work them in one list and there is no Contact table.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }),
    email: varchar("email", { length: 255 }),
    phone: varchar("phone", { length: 40 }).notNull(),
    /** Last ten digits of the phone, for duplicate detection. */
    phoneDigits: varchar("phone_digits", { length: 10 }),
    address: varchar("address", { length: 500 }),
    /** Five-digit ZIP code of the address, when the visitor gave one: it chooses the nearest office. */
    zip: varchar("zip", { length: 5 }),
    poolType: varchar("pool_type", { length: 100 }),
    budgetRange: varchar("budget_range", { length: 50 }),
    timeframe: varchar("timeframe", { length: 50 }),
    message: text("message"),
    status: varchar("status", { length: 30 }).notNull().default("new"),
    nearestBranch: varchar("nearest_branch", { length: 60 }),
    branchDetails: jsonb("branch_details"),
    /** Which rule chose nearestBranch (LEAD_OFFICE_RULES); null on leads stored before the rules existed. */
    officeRule: varchar("office_rule", { length: 20 }),
    /** Why the lead arrived as spam (LEAD_SPAM_REASONS); null for a lead that arrived clean. */
    spamReason: varchar("spam_reason", { length: 30 }),
    /** Milliseconds between the form being shown and sent, from its signed token; null without one. */
    sentAfterMs: integer("sent_after_ms"),
    requestType: varchar("request_type", { length: 20 }).notNull().default("estimate"),
    /** The language of the site the visitor wrote from (LOCALES): every e-mail to them is written in it. */
    language: varchar("language", { length: 2 }).notNull().default("en"),
    sourcePage: varchar("source_page", { length: 100 }),
    salesRepId: integer("sales_rep_id").references(() => adminUsers.id, { onDelete: "set null" }),
    leadQualification: varchar("lead_qualification", { length: 30 }),
    consentToContact: boolean("consent_to_contact").notNull().default(false),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    poolId: integer("pool_id").references(() => pools.id, { onDelete: "set null" }),
    /** The pool or service the visitor came from (estimate query parameters). */
    interest: jsonb("interest"),
    firstTouch: jsonb("first_touch").$type<LeadAttribution>(),
    lastTouch: jsonb("last_touch").$type<LeadAttribution>(),
    userAgent: varchar("user_agent", { length: 500 }),
    // Attribution as columns (decision 033), set when the lead is stored: the source
    // report groups and the ad-platform exports filter on them, which jsonb paths would not index.
    // Click ids: the last touch's, each falling back to the first touch's.
    gclid: varchar("gclid", { length: 200 }),
    gbraid: varchar("gbraid", { length: 200 }),
    wbraid: varchar("wbraid", { length: 200 }),
    fbclid: varchar("fbclid", { length: 200 }),
    /** Meta's click cookie form, `fb.1.<ms of the click>.<fbclid>`, of the touch that gave fbclid. */
    fbc: varchar("fbc", { length: 200 }),
    msclkid: varchar("msclkid", { length: 200 }),
    /** Source / medium / campaign of the last touch that had any, else the first touch's (kept together). */
    utmSource: varchar("utm_source", { length: 200 }),
    utmMedium: varchar("utm_medium", { length: 200 }),
    utmCampaign: varchar("utm_campaign", { length: 200 }),
    /** The first touch's landing page (path only). */
    landingPath: varchar("landing_path", { length: 300 }),
    /** The first touch's outside referrer, host only. */
    referrerHost: varchar("referrer_host", { length: 200 }),
    /** Outcome: contract value (cents) and signing date of a won lead; reason of a lost one. */
    wonValueCents: integer("won_value_cents"),
    wonSignedOn: date("won_signed_on", { mode: "string" }),
    lostReason: varchar("lost_reason", { length: 40 }),
    possibleDuplicateOf: integer("possible_duplicate_of").references((): AnyPgColumn => leads.id, {
      onDelete: "set null",
    }),
    isTest: boolean("is_test").notNull().default(false),
    statusUpdatedAt: timestamp("status_updated_at", { withTimezone: true }).notNull().defaultNow(),
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /**
     * The last time someone worked the lead (a status change, comment, call logged, task done, or an e-mail the
     * site sent the customer): a lead in an open stage idle past its stage's limit is stale.
     */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff merged this lead into another (a duplicate): the record stays, and its link leads there. */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => leads.id, { onDelete: "set null" }),
    mergedAt: timestamp("merged_at", { withTimezone: true }),
    ...timestamps,
    /** Lead desk search (LEAD_SEARCH_DOCUMENT); written by the database, never by the app. */
    searchDocument: tsvector("search_document").generatedAlwaysAs(LEAD_SEARCH_DOCUMENT),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_status_created_idx").on(t.status, t.createdAt.desc()),
    index("leads_type_created_idx").on(t.requestType, t.createdAt.desc()),
    index("leads_source_page_idx").on(t.sourcePage, t.createdAt.desc()),
    index("leads_branch_idx").on(t.nearestBranch, t.createdAt.desc()),
    index("leads_sales_rep_idx").on(t.salesRepId, t.createdAt.desc()),
    index("leads_phone_digits_idx").on(t.phoneDigits, t.createdAt.desc()),
    index("leads_email_lower_idx").on(sql`lower(${t.email})`, t.createdAt.desc()),
    index("leads_duplicate_idx").on(t.possibleDuplicateOf),
    index("leads_pool_idx").on(t.poolId),
    index("leads_status_activity_idx").on(t.status, t.lastActivityAt),
    index("leads_merged_into_idx").on(t.mergedIntoId),
    // Lead desk: word-prefix search over 100,000+ leads, and the name and status sorts.
    index("leads_search_idx").using("gin", t.searchDocument),
    index("leads_name_idx").on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    index("leads_status_rank_idx").on(LEAD_STATUS_RANK, t.createdAt.desc(), t.id.desc()),
    // Descending status and office sorts keep newest first within each group.
    index("leads_status_rank_desc_idx").on(sql`${LEAD_STATUS_RANK} desc`, t.createdAt.desc(), t.id.desc()),
    index("leads_branch_desc_idx").on(t.nearestBranch.desc().nullsFirst(), t.createdAt.desc(), t.id.desc()),
    checkOneOf("leads_status_check", "status", LEAD_STATUSES),
    checkOneOf("leads_request_type_check", "request_type", LEAD_REQUEST_TYPES),
    // Source report: grouped by campaign over a date range, and won revenue by signing date.
    index("leads_utm_created_idx").on(t.utmSource, t.utmMedium, t.utmCampaign, t.createdAt),
    index("leads_won_signed_idx").on(t.wonSignedOn),
    check("leads_won_value_check", sql`${t.wonValueCents} >= 0`),
    checkOneOf("leads_lost_reason_check", "lost_reason", LEAD_LOST_REASONS),
    checkOneOf("leads_office_rule_check", "office_rule", LEAD_OFFICE_RULES),
    checkOneOf("leads_language_check", "language", SITE_LANGUAGES),
    checkOneOf("leads_spam_reason_check", "spam_reason", LEAD_SPAM_REASONS),
  ],
);

/**
 * The pools a visitor is interested in (their favorites, ticked in the estimate wizard; decision 029), in
 * the order they chose them. A row per pool rather than an array on the lead: the pool ids stay real
 * references, so a pool a lead names cannot be deleted out from under it (the staff area deactivates
 * such a pool instead, and the database refuses a delete that skips that rule).
 */
export const leadInterestedPools = pgTable(
  "lead_interested_pools",
  {
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    poolId: integer("pool_id")
      .notNull()
      .references(() => pools.id, { onDelete: "restrict" }),
    /** 0 for the first pool the visitor listed. */
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.poolId] }), index("lead_interested_pools_pool_idx").on(t.poolId)],
);

/** Every status change of a lead: who, when, from, to (decision 008). */
export const leadStatusHistory = pgTable(
  "lead_status_history",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fromStatus: varchar("from_status", { length: 30 }),
    toStatus: varchar("to_status", { length: 30 }).notNull(),
    changedById: integer("changed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Who made the change (LEAD_HISTORY_ACTORS): "customer" for a visitor's online booking, move or cancel. */
    actor: varchar("actor", { length: 20 }).notNull().default("staff"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** What came with the change, e.g. "Won: $48,500, signed 2026-11-20" or "Lost: Price" (decision 033). */
    note: varchar("note", { length: 300 }),
  },
  (t) => [
    index("lead_status_history_lead_idx").on(t.leadId, t.changedAt),
    checkOneOf("lead_status_history_actor_check", "actor", LEAD_HISTORY_ACTORS),
  ],
);

/** A call a staff member logged on a lead ("Log a call"): what it came to, and an optional note. */
export const leadCalls = pgTable(
  "lead_calls",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    outcome: varchar("outcome", { length: 20 }).notNull(),
    note: varchar("note", { length: 1000 }),
    calledById: integer("called_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    calledAt: timestamp("called_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_calls_lead_idx").on(t.leadId, t.calledAt),
    checkOneOf("lead_calls_outcome_check", "outcome", LEAD_CALL_OUTCOMES),
  ],
);

/** A staff comment on a lead. */
export const leadComments = pgTable(
  "lead_comments",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    author: varchar("author", { length: 100 }).notNull(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_comments_lead_idx").on(t.leadId, t.createdAt)],
);

export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    customerName: varchar("customer_name", { length: 200 }).notNull(),
    email: varchar("email", { length: 255 }),
    phone: varchar("phone", { length: 40 }),
    address: varchar("address", { length: 500 }).notNull(),
    message: text("message"),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    officeId: varchar("office_id", { length: 40 }),
    assignedToId: integer("assigned_to_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Who planned the visit: it is on their calendar whatever the lead's office. */
    createdById: integer("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("appointments_scheduled_idx").on(t.scheduledAt),
    index("appointments_lead_idx").on(t.leadId),
    index("appointments_assigned_idx").on(t.assignedToId, t.scheduledAt),
    index("appointments_created_by_idx").on(t.createdById, t.scheduledAt),
    checkOneOf("appointments_status_check", "status", APPOINTMENT_STATUSES),
    check("appointments_contact_check", sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
  ],
);

/**
 * A follow-up task on a lead: what, when (a Florida date and, optionally, a time), for whom. `dueAt` is the
 * instant it falls due, computed from the Florida date and time when saved (app/lib/leads/lead-tasks.ts), so that
 * "overdue" and "due today" are one indexed comparison and the due push is queued for that instant.
 */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** Florida wall-clock time "HH:MM:SS"; null for a task due some time that day. */
    dueTime: time("due_time"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    ownerId: integer("owner_id").references(() => adminUsers.id, { onDelete: "set null" }),
    note: varchar("note", { length: 1000 }),
    status: varchar("status", { length: 10 }).notNull().default("open"),
    createdById: integer("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedById: integer("completed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    index("lead_tasks_owner_due_idx").on(t.ownerId, t.status, t.dueAt),
    index("lead_tasks_lead_idx").on(t.leadId, t.dueAt),
    index("lead_tasks_open_due_idx").on(t.status, t.dueAt),
    checkOneOf("lead_tasks_kind_check", "kind", LEAD_TASK_KINDS),
    checkOneOf("lead_tasks_status_check", "status", LEAD_TASK_STATUSES),
  ],
);

/** A line of a lead's history other than a status change, call or comment (LEAD_EVENT_KINDS). */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).notNull(),
    /** What the line says, e.g. "Call back, due Dec 2, 2026 10:00 AM, for ana". */
    note: varchar("note", { length: 500 }).notNull(),
    actor: varchar("actor", { length: 20 }).notNull().default("staff"),
    actorId: integer("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    taskId: integer("task_id").references(() => leadTasks.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_events_lead_idx").on(t.leadId, t.createdAt),
    checkOneOf("lead_events_kind_check", "kind", LEAD_EVENT_KINDS),
    checkOneOf("lead_events_actor_check", "actor", LEAD_HISTORY_ACTORS),
  ],
);
