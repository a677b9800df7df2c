// The lead lists' "Overdue task" mark, apart from the task queries so that the lists can use it (the task model
// reads the lists' staff check).
import { type SQL, and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { leadTasks, leads } from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";

/**
 * Whether a lead (the outer query's `leads` row) has an open task overdue at `now`: the SQL form of taskTiming's
 * "overdue" (a timed task past its time, an untimed one past its day). For the lead lists' mark.
 */
export function hasOverdueTask(now = new Date()): SQL<boolean> {
  // Written out in full: inside a one-table select Drizzle leaves column names unqualified, and a bare "id" here
  // would be the task's, not the lead's.
  return sql<boolean>`exists (select 1 from lead_tasks t where t.lead_id = "leads"."id" and t.status = 'open' and t.due_at < ${now.toISOString()}::timestamptz and (t.due_time is not null or t.due_on < ${officeToday(now)}::date))`;
}

/** Open overdue tasks per owner (tasks on test or merged leads left out), for the managers' digest. */
export async function countOverdueTasksPerOwner(db: Database, now = new Date()): Promise<Map<number, number>> {
  const rows = await db
    .select({ ownerId: leadTasks.ownerId, overdue: count() })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(
      and(
        eq(leadTasks.status, "open"),
        isNotNull(leadTasks.ownerId),
        lt(leadTasks.dueAt, now),
        or(isNotNull(leadTasks.dueTime), lt(leadTasks.dueOn, officeToday(now))),
        eq(leads.isTest, false),
        isNull(leads.mergedIntoId),
      ),
    )
    .groupBy(leadTasks.ownerId);
  return new Map(rows.map((row) => [row.ownerId!, row.overdue]));
}
