// Deleting spam once staff have had time to review it: the only rows the site ever deletes by itself.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { leads } from "#db/schema/index.ts";

/** Namespace of the advisory lock that lets one process at a time purge (any constant unique to this purpose). */
const SPAM_PURGE_LOCK_NAMESPACE = 61_038;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the leads that have been spam for longer than `retentionDays` (counted from when they became spam:
 * statusUpdatedAt), with what hangs on them. A spam lead merged into another stays: staff chose to keep it as the record
 * its old link leads from (its history went to the lead that remains). Returns how many, or null when another process is purging right now
 * (it deletes the same rows, so this one need not wait).
 */
export async function purgeExpiredSpam(db: Database, retentionDays: number, now = new Date()): Promise<number | null> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SPAM_PURGE_LOCK_NAMESPACE}::int, 0) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return null;
    const deleted = await tx
      .delete(leads)
      .where(and(eq(leads.status, "spam"), lt(leads.statusUpdatedAt, cutoff), isNull(leads.mergedIntoId)))
      .returning({ id: leads.id });
    return deleted.length;
  });
}
