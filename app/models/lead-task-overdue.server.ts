// The lead lists' "Overdue task" mark, apart from the task queries so that the lists can use it (the task model
// reads the lists' staff check).
import { type SQL, and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { leadTasks, leads } from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";

/**
 * An open task overdue at `now`: the SQL form of taskTiming's "overdue" (a timed task past its time, an untimed one
 * past its day), on `lead_tasks` columns only.
 */
function overdueTask(now: Date): SQL {
  return and(
    eq(leadTasks.status, "open"),
    lt(leadTasks.dueAt, now),
    or(isNotNull(leadTasks.dueTime), lt(leadTasks.dueOn, officeToday(now))),
  )!;
}

/** Whether a lead (the outer query's `leads` row) has an open task overdue at `now`. For the lead lists' mark. */
export function hasOverdueTask(now = new Date()): SQL<boolean> {
  // The lead's id written out in full: inside a one-table select Drizzle leaves column names unqualified, and a bare
  // "id" here would be the task's. The task's own columns resolve to lead_tasks, the innermost table.
  return sql<boolean>`exists (select 1 from ${leadTasks} where ${leadTasks.leadId} = "leads"."id" and ${overdueTask(now)})`;
}

/** Open overdue tasks per owner (tasks on test or merged leads left out), for the managers' digest. */
export async function countOverdueTasksPerOwner(db: Database, now = new Date()): Promise<Map<number, number>> {
  const rows = await db
    .select({ ownerId: leadTasks.ownerId, overdue: count() })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(and(overdueTask(now), isNotNull(leadTasks.ownerId), eq(leads.isTest, false), isNull(leads.mergedIntoId)))
    .groupBy(leadTasks.ownerId);
  return new Map(rows.map((row) => [row.ownerId!, row.overdue]));
}
