// Follow-up tasks on a lead: what they are for, when they fall due on the offices' clock, which list of "My tasks"
// they belong to, and the lines they leave in the lead's history. Isomorphic: the forms read the labels too.
import { LEAD_TASK_KINDS, type LeadTaskKind } from "#db/schema/enums.ts";
import { officeDateTimeToInstant } from "~/lib/company/office-time";
import { addDays, formatSlotDay, formatSlotTime } from "~/lib/consultations/consultation-slots";

export { LEAD_TASK_KINDS, type LeadTaskKind };

export const LEAD_TASK_KIND_LABELS: Record<LeadTaskKind, string> = {
  "call-back": "Call back",
  "send-proposal": "Send proposal",
  "site-visit": "Site visit",
  "financing-follow-up": "Follow up on financing",
  other: "Other",
};

export function leadTaskKindLabel(kind: string): string {
  return (LEAD_TASK_KINDS as readonly string[]).includes(kind) ? LEAD_TASK_KIND_LABELS[kind as LeadTaskKind] : kind;
}

/**
 * A task without a time is due "some time that day": it falls due (its push goes) at 8:00 AM, before the offices
 * open (9:00 AM by default), so the reminder is on the rep's phone when the day's work starts.
 */
export const TASK_DAY_START = "08:00";

/** The longest a note on a task may be. */
export const LEAD_TASK_NOTE_MAX = 1000;

/** How far ahead a task may be set: a pool sale runs months, not years. */
export const LEAD_TASK_MAX_DAYS_AHEAD = 730;

/** "My tasks" shows what is overdue, due today, and due in the next this-many days. */
export const MY_TASKS_DAYS_AHEAD = 7;

/** A lead moved to "proposal sent" gets a follow-up suggested this many days later. */
export const PROPOSAL_FOLLOW_UP_DAYS = 3;

/** The instant a task falls due: its Florida date at its time, or at the start of the office day without one. */
export function taskDueInstant(dueOn: string, dueTime: string | null): Date {
  return officeDateTimeToInstant(dueOn, dueTime ?? TASK_DAY_START);
}

/** "HH:MM:SS" or "HH:MM" as stored → "HH:MM"; null stays null. */
function taskClock(dueTime: string | null): string | null {
  return dueTime === null ? null : dueTime.slice(0, 5);
}

/** "Mon, Mar 9, 2:30 PM", or "Mon, Mar 9" for a task due some time that day. */
export function formatTaskDue(dueOn: string, dueTime: string | null): string {
  const day = formatSlotDay(dueOn);
  const clock = taskClock(dueTime);
  return clock === null ? day : `${day}, ${formatSlotTime(clock)}`;
}

export type TaskTiming = "overdue" | "today" | "upcoming" | "later";

/**
 * Where an open task stands at `now` (`today` is the offices' date then). A task with a time is overdue once that
 * time has passed; one without a time is for the whole day, so it is overdue only once its day is over.
 */
export function taskTiming(
  task: { dueOn: string; dueTime: string | null; dueAt: Date },
  now: Date,
  today: string,
): TaskTiming {
  const overdue = task.dueTime === null ? task.dueOn < today : task.dueAt.getTime() < now.getTime();
  if (overdue) return "overdue";
  if (task.dueOn === today) return "today";
  return task.dueOn <= addDays(today, MY_TASKS_DAYS_AHEAD) ? "upcoming" : "later";
}

/** What a history line says about a task: "Call back, due Mon, Mar 9, 2:30 PM, for ana — bring the brochure". */
export function taskSummary(task: {
  kind: string;
  dueOn: string;
  dueTime: string | null;
  ownerName: string | null;
  note?: string | null;
}): string {
  const owner = task.ownerName ? `, for ${task.ownerName}` : "";
  const note = task.note ? ` — ${task.note}` : "";
  return `${leadTaskKindLabel(task.kind)}, due ${formatTaskDue(task.dueOn, task.dueTime)}${owner}${note}`;
}

export const LEAD_TASK_EVENT_NOTES = {
  added: (summary: string) => `Task added: ${summary}`,
  done: (summary: string) => `Task done: ${summary}`,
  reopened: (summary: string) => `Task reopened: ${summary}`,
  closed: (count: number, outcome: string) =>
    `${count} open ${count === 1 ? "task" : "tasks"} closed: the lead was marked ${outcome}`,
};

/** The follow-up a lead moved to "proposal sent" is offered: a call-back three days later, some time that day. */
export function proposalFollowUp(today: string) {
  return {
    kind: "call-back" as LeadTaskKind,
    dueOn: addDays(today, PROPOSAL_FOLLOW_UP_DAYS),
    dueTime: "",
    note: "Follow up on the proposal",
  };
}
