import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { rateLimitCounters } from "#db/schema/index.ts";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** One event to count against a limit: `key` within fixed windows of `windowMs`. */
export interface RateLimitedEvent {
  key: string;
  limit: number;
  windowMs: number;
  now?: Date;
}

function secondsUntil(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}

/** The counter row an event raises: its key's window. */
interface CounterWindow {
  key: string;
  windowStart: Date;
  expiresAt: Date;
}

/**
 * Counts events, each in its fixed window, and says for each whether it is
 * within its limit. One atomic upsert, so every app process shares the
 * counts: a row per key and window, raised by all of its events, each event
 * counted as if alone and in order (the lead batches of leads.server.ts
 * count theirs in their own transaction).
 */
export async function consumeRateLimits(db: DbOrTx, events: RateLimitedEvent[]): Promise<RateLimitResult[]> {
  if (events.length === 0) return [];
  const windows = events.map(({ key, limit, windowMs, now = new Date() }) => {
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const expiresAt = new Date(windowStart.getTime() + windowMs);
    return { key, limit, windowStart, expiresAt, retryAfterSeconds: secondsUntil(expiresAt, now) };
  });
  const counts = await countEvents(db, windows);
  return windows.map(({ limit, retryAfterSeconds }, i) => ({
    allowed: counts[i]! <= limit,
    count: counts[i]!,
    retryAfterSeconds,
  }));
}

/** Each event's count in its window, in order: the group's last event has the new total, each earlier one less. */
async function countEvents(db: DbOrTx, batch: CounterWindow[]): Promise<number[]> {
  const groupOf = ({ key, windowStart }: { key: string; windowStart: Date }) => `${key}\n${windowStart.getTime()}`;
  const groups = new Map<string, CounterWindow & { events: number }>();
  for (const event of batch) {
    const group = groups.get(groupOf(event));
    if (group) group.events++;
    else groups.set(groupOf(event), { ...event, events: 1 });
  }
  const rows = await db
    .insert(rateLimitCounters)
    .values(
      [...groups.values()].map(({ key, windowStart, expiresAt, events }) => ({
        key,
        windowStart,
        expiresAt,
        count: events,
      })),
    )
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + excluded.${sql.identifier(rateLimitCounters.count.name)}` },
    })
    .returning({
      key: rateLimitCounters.key,
      windowStart: rateLimitCounters.windowStart,
      count: rateLimitCounters.count,
    });
  const totals = new Map(rows.map((row) => [groupOf(row), row.count]));
  const later = new Map([...groups].map(([group, { events }]) => [group, events]));
  return batch.map((event) => {
    const group = groupOf(event);
    const after = later.get(group)! - 1;
    later.set(group, after);
    return totals.get(group)! - after;
  });
}

/** Removes counters whose window has passed. */
export async function deleteExpiredRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}

// Attempt windows (sign-in lockout): a window opens with the first counted
// event for a key and lasts windowMs, so "5 failures within 15 minutes" is
// measured from the first failure rather than from a clock boundary. Each key
// has one row, stored with a fixed window_start.
const ATTEMPT_WINDOW_START = new Date(0);

export interface AttemptWindow {
  count: number;
  /** Seconds until the window closes (0 when no window is open). */
  retryAfterSeconds: number;
}

/** Counts one event for key; a window that has closed starts again at 1. One atomic upsert. */
export async function countAttempt(
  db: Database,
  key: string,
  { windowMs, now = new Date() }: { windowMs: number; now?: Date },
): Promise<AttemptWindow> {
  const freshExpiry = new Date(now.getTime() + windowMs);
  const closed = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: ATTEMPT_WINDOW_START, count: 1, expiresAt: freshExpiry })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: {
        count: sql`case when ${closed} then 1 else ${rateLimitCounters.count} + 1 end`,
        expiresAt: sql`case when ${closed} then ${freshExpiry.toISOString()}::timestamptz else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
  return { count: row?.count ?? 1, retryAfterSeconds: row ? secondsUntil(row.expiresAt, now) : 0 };
}

/** The open window of key without counting (count 0 when none is open). */
export async function readAttempts(db: Database, key: string, now = new Date()): Promise<AttemptWindow> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.windowStart, ATTEMPT_WINDOW_START),
        gt(rateLimitCounters.expiresAt, now),
      ),
    )
    .limit(1);
  return row
    ? { count: row.count, retryAfterSeconds: secondsUntil(row.expiresAt, now) }
    : { count: 0, retryAfterSeconds: 0 };
}

/**
 * Closes the window of key (a successful sign-in clears its address's failures
 * on the account); returns how many events its open window had counted.
 */
export async function clearAttempts(db: Database, key: string, now = new Date()): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, ATTEMPT_WINDOW_START)))
    .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
  return rows.reduce((sum, row) => sum + (row.expiresAt > now ? row.count : 0), 0);
}

/** Takes `count` events back off the open windows of keys (never below 0). */
export async function forgiveAttempts(db: Database, keys: string[], count: number, now = new Date()) {
  if (keys.length === 0 || count <= 0) return;
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - ${count}, 0)` })
    .where(
      and(
        inArray(rateLimitCounters.key, keys),
        eq(rateLimitCounters.windowStart, ATTEMPT_WINDOW_START),
        gt(rateLimitCounters.expiresAt, now),
      ),
    );
}

/**
 * Holds key's window open until `until` (a lock: readAttempts reports the time
 * left), never shortening one that already lasts longer. One atomic upsert.
 */
export async function holdAttemptsUntil(db: Database, key: string, until: Date) {
  await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: ATTEMPT_WINDOW_START, count: 1, expiresAt: until })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: {
        expiresAt: sql`greatest(${rateLimitCounters.expiresAt}, excluded.${sql.identifier(rateLimitCounters.expiresAt.name)})`,
      },
    });
}
