// The lead lists' "Overdue task" mark, apart from the task queries so that the lists can use it (the task model
// reads the lists' staff check).
import { type SQL, sql } from "drizzle-orm";
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
