import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { checkOneOf } from "./columns.ts";
import { JOB_STATUSES } from "./enums.ts";
import { leads } from "./leads.ts";

/**
 * Outbox of background work (lead notifications ...). Written in the same
 * transaction as the record it is about; claimed with FOR UPDATE SKIP LOCKED
 * so several app processes can run the job runner.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: varchar("kind", { length: 50 }).notNull(),
    payload: jsonb("payload")
      .notNull()
      .default(sql`'{}'::jsonb`),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    /** Lower runs first among due jobs: staff alerts before visitor confirmations before bulk mail (JOB_PRIORITY). */
    priority: smallint("priority").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: varchar("locked_by", { length: 100 }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * Set on work that must be queued once however many processes try, e.g. "digest:2026-11-30": a second insert
     * with the same key is ignored (ON CONFLICT DO NOTHING), so a scheduled send happens once.
     */
    uniqueKey: varchar("unique_key", { length: 200 }),
  },
  (t) => [
    uniqueIndex("jobs_unique_key_idx").on(t.uniqueKey),
    index("jobs_due_idx").on(t.status, t.priority, t.runAt),
    index("jobs_lead_idx").on(t.leadId),
    checkOneOf("jobs_status_check", "status", JOB_STATUSES),
  ],
);

/**
 * Fixed-window counters (form rate limits, sign-in lockout) kept in the
 * database so every app process sees the same counts.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: varchar("key", { length: 200 }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_counters_expires_idx").on(t.expiresAt)],
);
