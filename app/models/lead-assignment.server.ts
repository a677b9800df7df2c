// Automatic assignment of new leads (decision 008): a new lead goes to an active
// sales user of its nearest office, round-robin, when the office has one.
//
// Round-robin without a counter table: the next rep is the office's active
// sales user whose latest lead is the oldest (one who never had a lead comes
// first; ties go to the lower user id). Each assignment makes its rep the most
// recent, so the office's reps take turns; a rep who joins enters the turn at
// once, and a deactivated rep simply drops out.
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { adminUsers, leads } from "#db/schema/index.ts";
import type { OfficeId } from "~/lib/company/offices";

/** Namespace of the per-office advisory lock (any constant unique to this purpose). */
const ASSIGNMENT_LOCK_NAMESPACE = 61_006;

/**
 * The office's active sales users in the order of their turns: the next
 * lead goes to the first, the one after it to the second, and so on round
 * (empty when the office has none). Call it inside the transaction that
 * stores the leads: a transaction-scoped lock per office makes leads
 * arriving together (on any app process) take consecutive turns instead of
 * the same rep.
 */
export async function salesRepTurns(tx: DbOrTx, officeId: OfficeId): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK_NAMESPACE}::int, hashtext(${officeId}))`);
  // Leads stored together share a timestamp; their ids still tell which came last.
  const latestLead = sql`(
    select row(${leads.createdAt}, ${leads.id}) from ${leads}
    where ${leads.salesRepId} = ${adminUsers.id}
    order by ${leads.createdAt} desc nulls last, ${leads.id} desc
    limit 1
  )`;
  const reps = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "sales"), eq(adminUsers.isActive, true), eq(adminUsers.officeId, officeId)))
    .orderBy(sql`${latestLead} asc nulls first`, asc(adminUsers.id));
  return reps.map((rep) => rep.id);
}
