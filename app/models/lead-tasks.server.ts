// Follow-up tasks on leads: adding, doing and reopening them (each with its line in the lead's history), closing
// them with a won or lost lead, a lead's tasks for its page, one owner's open tasks for "My tasks" and the morning
// digest, the overdue mark of the lead lists, and the push each task's owner gets when it falls due.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { adminUsers, leadTasks, leads } from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";
import { addDays } from "~/lib/consultations/consultation-slots";
import {
  LEAD_TASK_EVENT_NOTES,
  MY_TASKS_DAYS_AHEAD,
  type LeadTaskKind,
  taskDueInstant,
  taskSummary,
  taskTiming,
} from "~/lib/leads/lead-tasks";
import type { LeadTaskInput } from "~/lib/schemas/lead-tasks";
import { enqueueJobs } from "./jobs.server";
import { touchLeadActivity } from "./lead-activity.server";
import { recordLeadEvents } from "./lead-events.server";
import { type LeadViewer, leadsInReach } from "./lead-visibility.server";

/** The outbox job that pushes a task's owner when it falls due. */
export const TASK_DUE_JOB = "lead-task.due";

export interface LeadTaskRow {
  id: number;
  leadId: number;
  kind: LeadTaskKind;
  dueOn: string;
  /** "HH:MM:SS" on the offices' clock; null: some time that day. */
  dueTime: string | null;
  dueAt: Date;
  ownerId: number | null;
  ownerName: string | null;
  note: string | null;
  status: string;
  completedAt: Date | null;
  completedByName: string | null;
}

const owner = sql<
  string | null
>`(select ${adminUsers.username} from ${adminUsers} where ${adminUsers.id} = ${leadTasks.ownerId})`;
const completer = sql<
  string | null
>`(select ${adminUsers.username} from ${adminUsers} where ${adminUsers.id} = ${leadTasks.completedById})`;

const taskColumns = {
  id: leadTasks.id,
  leadId: leadTasks.leadId,
  kind: sql<LeadTaskKind>`${leadTasks.kind}`,
  dueOn: leadTasks.dueOn,
  dueTime: leadTasks.dueTime,
  dueAt: leadTasks.dueAt,
  ownerId: leadTasks.ownerId,
  ownerName: owner,
  note: leadTasks.note,
  status: leadTasks.status,
  completedAt: leadTasks.completedAt,
  completedByName: completer,
};

/** The unique outbox key of a task's due push: a new due time queues a new push, the same one never twice. */
function dueJobKey(taskId: number, dueAt: Date): string {
  return `lead-task-due:${taskId}:${dueAt.toISOString()}`;
}

async function enqueueDuePush(tx: DbOrTx, task: { id: number; dueAt: Date }) {
  await enqueueJobs(tx, [
    {
      kind: TASK_DUE_JOB,
      payload: { taskId: task.id, dueAt: task.dueAt.toISOString() },
      runAt: task.dueAt,
      uniqueKey: dueJobKey(task.id, task.dueAt),
    },
  ]);
}

async function lockedTask(tx: DbOrTx, leadId: number, taskId: number) {
  const [task] = await tx
    .select({ id: leadTasks.id })
    .from(leadTasks)
    .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId)))
    .for("update");
  if (!task) return null;
  const [row] = await tx.select(taskColumns).from(leadTasks).where(eq(leadTasks.id, taskId));
  return row ?? null;
}

/**
 * Adds a task to a lead, with its history line and its due push queued, in one transaction. The owner is the one
 * chosen (the caller checks it is active staff: isAssignableStaff), else the lead's rep while active, else the staff
 * member adding it.
 */
export async function addLeadTask(
  db: Database,
  { leadId, input, staffId, now = new Date() }: { leadId: number; input: LeadTaskInput; staffId: number; now?: Date },
): Promise<LeadTaskRow> {
  return db.transaction(async (tx) => {
    let ownerId = input.ownerId;
    if (ownerId === null) {
      const [rep] = await tx
        .select({ id: adminUsers.id })
        .from(leads)
        .innerJoin(adminUsers, and(eq(adminUsers.id, leads.salesRepId), eq(adminUsers.isActive, true)))
        .where(eq(leads.id, leadId));
      ownerId = rep?.id ?? staffId;
    }
    const dueAt = taskDueInstant(input.dueOn, input.dueTime);
    const [inserted] = await tx
      .insert(leadTasks)
      .values({
        leadId,
        kind: input.kind,
        dueOn: input.dueOn,
        dueTime: input.dueTime,
        dueAt,
        ownerId,
        note: input.note,
        createdById: staffId,
        createdAt: now,
      })
      .returning({ id: leadTasks.id });
    const [task] = await tx.select(taskColumns).from(leadTasks).where(eq(leadTasks.id, inserted!.id));
    await recordLeadEvents(tx, [
      {
        leadId,
        kind: "task-added",
        note: LEAD_TASK_EVENT_NOTES.added(taskSummary(task!)),
        actorId: staffId,
        taskId: task!.id,
      },
    ]);
    await enqueueDuePush(tx, task!);
    return task!;
  });
}

export type TaskChangeResult =
  { ok: true; task: LeadTaskRow } | { ok: false; reason: "not-found" | "already-done" | "not-done" | "closed" };

/** Marks an open task of the lead done, with its history line; the lead counts as worked (touchLeadActivity). */
export async function completeLeadTask(
  db: Database,
  { leadId, taskId, staffId, now = new Date() }: { leadId: number; taskId: number; staffId: number; now?: Date },
): Promise<TaskChangeResult> {
  return db.transaction(async (tx) => {
    const task = await lockedTask(tx, leadId, taskId);
    if (!task) return { ok: false, reason: "not-found" } as const;
    if (task.status === "done") return { ok: false, reason: "already-done" } as const;
    if (task.status === "closed") return { ok: false, reason: "closed" } as const;
    await tx
      .update(leadTasks)
      .set({ status: "done", completedAt: now, completedById: staffId })
      .where(eq(leadTasks.id, taskId));
    await recordLeadEvents(tx, [
      { leadId, kind: "task-done", note: LEAD_TASK_EVENT_NOTES.done(taskSummary(task)), actorId: staffId, taskId },
    ]);
    await touchLeadActivity(tx, leadId, now);
    return { ok: true, task: { ...task, status: "done", completedAt: now } } as const;
  });
}

/**
 * Opens a done task again, with its history line. Its due push is queued again under the same key: one still
 * waiting stays the only one, and one that already went is not repeated.
 */
export async function reopenLeadTask(
  db: Database,
  { leadId, taskId, staffId }: { leadId: number; taskId: number; staffId: number },
): Promise<TaskChangeResult> {
  return db.transaction(async (tx) => {
    const task = await lockedTask(tx, leadId, taskId);
    if (!task) return { ok: false, reason: "not-found" } as const;
    if (task.status === "open") return { ok: false, reason: "not-done" } as const;
    if (task.status === "closed") return { ok: false, reason: "closed" } as const;
    await tx
      .update(leadTasks)
      .set({ status: "open", completedAt: null, completedById: null })
      .where(eq(leadTasks.id, taskId));
    await recordLeadEvents(tx, [
      {
        leadId,
        kind: "task-reopened",
        note: LEAD_TASK_EVENT_NOTES.reopened(taskSummary(task)),
        actorId: staffId,
        taskId,
      },
    ]);
    await enqueueDuePush(tx, task);
    return { ok: true, task: { ...task, status: "open", completedAt: null, completedByName: null } } as const;
  });
}

/**
 * Closes the open tasks of leads just marked won or lost (status "closed": nobody did them, nothing is left to do),
 * with one history line per lead that had any. Runs inside the status change's transaction.
 */
export async function closeOpenLeadTasks(
  tx: DbOrTx,
  { leadIds, staffId, outcomeLabel }: { leadIds: readonly number[]; staffId: number | null; outcomeLabel: string },
): Promise<void> {
  if (leadIds.length === 0) return;
  const closed = await tx
    .update(leadTasks)
    .set({ status: "closed" })
    .where(and(inArray(leadTasks.leadId, [...leadIds]), eq(leadTasks.status, "open")))
    .returning({ leadId: leadTasks.leadId });
  const perLead = new Map<number, number>();
  for (const row of closed) perLead.set(row.leadId, (perLead.get(row.leadId) ?? 0) + 1);
  await recordLeadEvents(
    tx,
    [...perLead].map(([leadId, count]) => ({
      leadId,
      kind: "tasks-closed" as const,
      note: LEAD_TASK_EVENT_NOTES.closed(count, outcomeLabel),
      actor: staffId === null ? ("system" as const) : ("staff" as const),
      actorId: staffId,
    })),
  );
}

/** A lead's tasks for its page: open ones soonest first, then done and closed ones, latest first. */
export async function listLeadTasks(db: DbOrTx, leadId: number): Promise<LeadTaskRow[]> {
  return db
    .select(taskColumns)
    .from(leadTasks)
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(
      sql`${leadTasks.status} = 'open' desc`,
      sql`case when ${leadTasks.status} = 'open' then ${leadTasks.dueAt} end asc`,
      desc(leadTasks.dueAt),
      asc(leadTasks.id),
    );
}

export interface OwnerTask extends LeadTaskRow {
  leadName: string;
  leadStatus: string;
}

export interface OwnerTaskLists {
  /** Open tasks whose time has passed (or, without a time, whose day has), oldest first. */
  overdue: OwnerTask[];
  /** Open tasks due later today. */
  today: OwnerTask[];
  /** Open tasks due in the next seven days after today. */
  upcoming: OwnerTask[];
}

/** An overdue backlog beyond this is shown in part: nobody works through it on one screen or in one e-mail. */
const OWNER_TASKS_LIMIT = 300;

/**
 * The open tasks of one owner, split overdue / today / next 7 days on the offices' calendar at `now`. Only tasks on
 * leads the owner may open (leadsInReach: a lead moved out of their reach is no longer theirs to follow up) and not
 * merged into another lead. "My tasks" and the morning digest read the same lists.
 */
export async function listOwnerTasks(
  db: DbOrTx,
  taskOwner: Pick<LeadViewer, "id" | "role" | "officeId">,
  now = new Date(),
): Promise<OwnerTaskLists> {
  const today = officeToday(now);
  const rows = await db
    .select({
      ...taskColumns,
      leadName: sql<string>`concat_ws(' ', ${leads.firstName}, ${leads.lastName})`,
      leadStatus: leads.status,
    })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(
      and(
        eq(leadTasks.ownerId, taskOwner.id),
        eq(leadTasks.status, "open"),
        lte(leadTasks.dueOn, addDays(today, MY_TASKS_DAYS_AHEAD)),
        isNull(leads.mergedIntoId),
        leadsInReach(taskOwner),
      ),
    )
    .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
    .limit(OWNER_TASKS_LIMIT);
  const lists: OwnerTaskLists = { overdue: [], today: [], upcoming: [] };
  for (const row of rows) {
    const timing = taskTiming(row, now, today);
    if (timing !== "later") lists[timing].push(row);
  }
  return lists;
}

/** What a task's due push needs: the task as it stands, its lead's first name and place, and whether its owner is active. */
export async function findTaskForDuePush(db: DbOrTx, taskId: number) {
  const [row] = await db
    .select({
      id: leadTasks.id,
      kind: leadTasks.kind,
      status: leadTasks.status,
      dueAt: leadTasks.dueAt,
      ownerId: leadTasks.ownerId,
      ownerActive: adminUsers.isActive,
      lead: {
        id: leads.id,
        firstName: leads.firstName,
        address: leads.address,
        zip: leads.zip,
        nearestBranch: leads.nearestBranch,
      },
    })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .leftJoin(adminUsers, eq(adminUsers.id, leadTasks.ownerId))
    .where(eq(leadTasks.id, taskId));
  return row ?? null;
}
