// How staff pages write a project's stages and messages: English stage names (staff's own title for a custom
// stage), dates written out, late marked on the offices' calendar.
import type { ProjectStageKind } from "#db/schema/enums.ts";
import { projectStageTexts } from "~/content/texts/project-stages.server";
import type { ProjectMessageView, ProjectStageView } from "~/lib/projects/project-desk-views";
import { stageIsLate, stageWordsIn } from "~/lib/projects/project-stages";
import { formatLongDate } from "~/lib/text/plain-format";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import type { ProjectView } from "~/models/projects.server";

const STAGE_WORDS = projectStageTexts.en;

/** "2026-03-09" → "March 9, 2026". */
export function writtenDay(isoDay: string): string;
export function writtenDay(isoDay: string | null): string | null;
export function writtenDay(isoDay: string | null): string | null {
  return isoDay === null ? null : formatLongDate(new Date(`${isoDay}T12:00:00Z`), "UTC");
}

export const stageName = (stage: { kind: ProjectStageKind; title: string | null }) =>
  stageWordsIn(STAGE_WORDS, stage).name;

export function stageView(stage: ProjectView["stages"][number], today: string): ProjectStageView {
  return {
    id: stage.id,
    name: stageName(stage),
    status: stage.status,
    statusLabel: STAGE_WORDS.status[stage.status],
    planned: writtenDay(stage.plannedOn),
    plannedIso: stage.plannedOn,
    started: writtenDay(stage.startedOn),
    done: writtenDay(stage.doneOn),
    delayReason: stage.delayReason,
    late: stageIsLate(stage, today),
  };
}

export function messageView(message: ProjectView["messages"][number]): ProjectMessageView {
  return {
    id: message.id,
    from: message.author === "homeowner" ? "Homeowner" : (message.staffName ?? "A former staff member"),
    fromHomeowner: message.author === "homeowner",
    body: message.body,
    at: formatStaffDateTime(message.createdAt) ?? "",
    atIso: message.createdAt.toISOString(),
  };
}
