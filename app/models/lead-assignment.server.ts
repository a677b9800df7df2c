// Automatic assignment of new leads (issue 6): a new lead goes to an active
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
import type { OfficeId } from "~/content/company";

/** Namespace of the per-office advisory lock (any constant unique to this purpose). */
const ASSIGNMENT_LOCK_NAMESPACE = 61_006;

/**
 * The sales rep the next lead of an office goes to, or null when the office
 * has no active sales user. Call it inside the lead's insert transaction: a
 * transaction-scoped lock per office makes two leads arriving together (on
 * any app process) take consecutive turns instead of the same rep.
 */
export async function nextSalesRepForOffice(tx: DbOrTx, officeId: OfficeId): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK_NAMESPACE}::int, hashtext(${officeId}))`);
  const latestLead = sql`(
    select ${leads.createdAt} from ${leads}
    where ${leads.salesRepId} = ${adminUsers.id}
    order by ${leads.createdAt} desc nulls last
    limit 1
  )`;
  const [rep] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "sales"), eq(adminUsers.isActive, true), eq(adminUsers.officeId, officeId)))
    .orderBy(sql`${latestLead} asc nulls first`, asc(adminUsers.id))
    .limit(1);
  return rep?.id ?? null;
}
