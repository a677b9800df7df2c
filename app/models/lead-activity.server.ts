import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { leads } from "#db/schema/index.ts";

/**
 * Records that someone worked the lead at `at` (a status change, comment, call, task done, or an e-mail sent to the
 * customer): the stale-lead rule measures idleness from the latest such moment. Never moves the time back.
 */
export async function touchLeadActivity(db: DbOrTx, leadId: number, at = new Date()): Promise<void> {
  await db
    .update(leads)
    .set({ lastActivityAt: sql`GREATEST(${leads.lastActivityAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(leads.id, leadId));
}
