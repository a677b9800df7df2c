import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { leads } from "#db/schema/index.ts";

/**
 * Records that someone worked the lead at `at` (a status change, comment, call, task done, or an e-mail sent to the
 * customer): the stale-lead rule measures idleness from the latest such moment. Never moves the time back.
 * Several leads at once (a bulk status change) take one statement.
 */
export async function touchLeadActivity(
  db: DbOrTx,
  leadId: number | readonly number[],
  at = new Date(),
): Promise<void> {
  if (typeof leadId !== "number" && leadId.length === 0) return;
  await db
    .update(leads)
    .set({ lastActivityAt: sql`GREATEST(${leads.lastActivityAt}, ${at.toISOString()}::timestamptz)` })
    .where(typeof leadId === "number" ? eq(leads.id, leadId) : inArray(leads.id, [...leadId]));
}
