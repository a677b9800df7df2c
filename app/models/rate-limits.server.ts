import { lt, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { rateLimitCounters } from "#db/schema/index.ts";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one event for key in a fixed window and says whether it is within
 * the limit. One atomic upsert, so every app process shares the count.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  { limit, windowMs, now = new Date() }: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Removes counters whose window has passed. */
export async function deleteExpiredRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
