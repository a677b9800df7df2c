// A lead's tasks and history lines as the lead page shows them, and what its "Add a task" form starts with
// (the follow-up suggested after a move to "proposal sent").
import type { LeadEventView, LeadTaskFormDefaults, LeadTaskView, Option } from "~/lib/leads/lead-desk-views";
import { officeToday } from "~/lib/company/office-time";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { formatTaskDue, leadTaskKindLabel, proposalFollowUp, taskTiming } from "~/lib/leads/lead-tasks";
import type { LeadEventRow } from "~/models/lead-events.server";
import type { LeadTaskRow } from "~/models/lead-tasks.server";
import { historyAuthor } from "./lead-page.server";

/** The query parameter the status change to "proposal sent" redirects with, so the form offers the follow-up. */
export const PROPOSAL_FOLLOW_UP_PARAM = "suggest";
export const PROPOSAL_FOLLOW_UP_VALUE = "proposal-follow-up";

export function leadTaskView(task: LeadTaskRow, now = new Date()): LeadTaskView {
  const status = task.status === "done" || task.status === "closed" ? task.status : "open";
  return {
    id: task.id,
    leadId: task.leadId,
    kindLabel: leadTaskKindLabel(task.kind),
    due: formatTaskDue(task.dueOn, task.dueTime),
    dueIso: task.dueAt.toISOString(),
    owner: task.ownerName,
    note: task.note,
    status,
    timing: status === "open" ? taskTiming(task, now, officeToday(now)) : null,
    finished:
      status === "done"
        ? `Done by ${task.completedByName ?? "a former staff member"}, ${formatStaffDateTime(task.completedAt) ?? ""}`
        : status === "closed"
          ? "Closed with the lead"
          : null,
  };
}

export function leadEventView(event: LeadEventRow): LeadEventView {
  return {
    id: event.id,
    by: historyAuthor({ actor: event.actor, changedBy: event.actorName }),
    note: event.note,
    at: formatStaffDateTime(event.createdAt) ?? "",
    atIso: event.createdAt.toISOString(),
  };
}

/**
 * The lead page's tasks: open ones and finished ones, its history lines, the owners a task may have and the add
 * form's start (for the lead's rep while they are active staff, else for the viewer; the follow-up when suggested).
 */
export function leadTasksPageData(
  {
    tasks,
    events,
    lead,
  }: {
    tasks: readonly LeadTaskRow[];
    events: readonly LeadEventRow[];
    lead: { status: string; salesRepId: number | null };
  },
  {
    viewerId,
    ownerOptions,
    suggest,
    now = new Date(),
  }: {
    viewerId: number;
    ownerOptions: Option[];
    suggest: string | null;
    now?: Date;
  },
) {
  const views = tasks.map((task) => leadTaskView(task, now));
  const repIsOption = ownerOptions.some((option) => option.value === String(lead.salesRepId));
  const suggested = suggest === PROPOSAL_FOLLOW_UP_VALUE && lead.status === "proposal sent";
  const start = suggested ? proposalFollowUp(officeToday(now)) : null;
  const taskDefaults: LeadTaskFormDefaults = {
    kind: start?.kind ?? "call-back",
    dueOn: start?.dueOn ?? officeToday(now),
    dueTime: start?.dueTime ?? "",
    ownerId: String(repIsOption ? lead.salesRepId : viewerId),
    note: start?.note ?? "",
  };
  return {
    openTasks: views.filter((task) => task.status === "open"),
    finishedTasks: views.filter((task) => task.status !== "open"),
    events: events.map(leadEventView),
    taskOwnerOptions: ownerOptions,
    taskDefaults,
    taskSuggested: suggested,
  };
}
