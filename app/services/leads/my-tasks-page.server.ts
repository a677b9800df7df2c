// My tasks (/admin/tasks): one owner's open tasks, overdue / today / next 7 days. Every staff member sees their own;
// a manager (leads.all) may pick any active staff member's.
import type { Database } from "#db/index.server.ts";
import type { MyTasksData } from "~/lib/leads/lead-desk-views";
import { can } from "~/lib/staff/permissions";
import { jsonError } from "~/lib/http/http.server";
import { LEAD_TASK_MESSAGES, TaskOwnerQuerySchema } from "~/lib/schemas/lead-tasks";
import { listAssignableStaff } from "~/models/lead-lists.server";
import { listOwnerTasks, type OwnerTask } from "~/models/lead-tasks.server";
import { repOptions } from "./lead-list-page.server";
import { leadTaskView } from "./lead-tasks-page.server";

/** The owner a viewer asked for (?owner=), checked: sales may ask only for themselves; an unknown id is a 404. */
export async function loadMyTasks(
  db: Database,
  viewer: { id: number; role: string; officeId: string | null; username: string },
  url: URL,
  now = new Date(),
): Promise<MyTasksData> {
  const parsed = TaskOwnerQuerySchema.safeParse({ owner: url.searchParams.get("owner") ?? undefined });
  if (!parsed.success) throw jsonError(400, LEAD_TASK_MESSAGES.owner);
  const manager = can(viewer.role, "leads.all");
  const askedId = parsed.data.owner ?? viewer.id;
  if (askedId !== viewer.id && !manager) throw jsonError(403, "You can see only your own tasks.");
  const staff = manager ? await listAssignableStaff(db) : [];
  const taskOwner = askedId === viewer.id ? viewer : staff.find((member) => member.id === askedId);
  if (!taskOwner) throw jsonError(404, "No such staff member.");
  const lists = await listOwnerTasks(db, taskOwner, now);
  const view = (task: OwnerTask) => ({ ...leadTaskView(task, now), leadName: task.leadName });
  return {
    ownerId: taskOwner.id,
    ownerName: taskOwner.username,
    isOwn: taskOwner.id === viewer.id,
    overdue: lists.overdue.map(view),
    today: lists.today.map(view),
    upcoming: lists.upcoming.map(view),
    ownerOptions: repOptions(staff),
  };
}
