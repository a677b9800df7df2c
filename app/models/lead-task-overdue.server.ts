// The lead lists' "Overdue task" mark, apart from the task queries so that the lists can use it (the task model
// reads the lists' staff check).
import { type SQL, sql } from "drizzle-orm";
import { leadTasks, leads } from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";

/**
 * Whether a lead (the outer query's `leads` row) has an open task overdue at `now`: the SQL form of taskTiming's
 * "overdue" (a timed task past its time, an untimed one past its day). For the lead lists' mark.
 */
export function hasOverdueTask(now = new Date()): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${leadTasks} where ${leadTasks.leadId} = ${leads.id} and ${leadTasks.status} = 'open' and ${leadTasks.dueAt} < ${now.toISOString()}::timestamptz and (${leadTasks.dueTime} is not null or ${leadTasks.dueOn} < ${officeToday(now)}::date))`;
}
