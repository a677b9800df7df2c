// The stages of a fiberglass pool installation as a project starts with them: their order, when each is planned
// (days after the contract is signed), whether the homeowner has something to do before it, and which payment
// milestone falls due when it is done. Staff move, re-date, add and remove stages per project afterwards; the
// words of each stage (name, to-do) are texts in both languages (app/content/texts/project.server.ts).
import type { ProjectStageKind, ProjectStageStatus } from "#db/schema/enums.ts";
import type { PaymentMilestoneId } from "~/lib/projects/payment-schedule";
import { addDays, isoDate } from "~/lib/leads/lead-stats";
import { parseDay } from "~/lib/attribution/source-report";
import { fill } from "~/lib/i18n/translate";

export type StandardStageKind = Exclude<ProjectStageKind, "custom">;

/** The crane needs a clear path this wide (feet) through the side yard to set the shell. */
export const CRANE_ACCESS_FEET = 8;

interface StandardStage {
  kind: StandardStageKind;
  /** Planned this many days after the signing date. */
  plannedAfterDays: number;
  /** The payment milestone that falls due when this stage is done. */
  completes?: PaymentMilestoneId;
}

/**
 * A typical Florida schedule: permits and HOA approval take about three weeks, then the installation itself runs
 * its 7-14 days, and start-up and the walkthrough follow the final inspection.
 */
export const STANDARD_STAGES: readonly StandardStage[] = [
  { kind: "permits", plannedAfterDays: 21, completes: "pre-construction" },
  { kind: "excavation", plannedAfterDays: 28 },
  { kind: "shell-set", plannedAfterDays: 30, completes: "installation" },
  { kind: "plumbing-inspection", plannedAfterDays: 32 },
  { kind: "backfill", plannedAfterDays: 34, completes: "finishing" },
  { kind: "coping-deck", plannedAfterDays: 38 },
  { kind: "final-inspection", plannedAfterDays: 42 },
  { kind: "handover", plannedAfterDays: 45, completes: "final-completion" },
];

/** The stages a new project starts with, planned from its signing date ("2026-03-02"). */
export function plannedStages(signedOn: string) {
  const signed = parseDay(signedOn);
  if (!signed) throw new Error(`not a date: ${signedOn}`);
  return STANDARD_STAGES.map((stage, position) => ({
    kind: stage.kind,
    position,
    plannedOn: isoDate(addDays(signed, stage.plannedAfterDays)),
  }));
}

/** The milestone a stage of this kind makes due when it is done, if any. */
export function milestoneCompletedBy(kind: ProjectStageKind): PaymentMilestoneId | undefined {
  return STANDARD_STAGES.find((stage) => stage.kind === kind)?.completes;
}

export interface StageState {
  kind: ProjectStageKind;
  status: ProjectStageStatus;
  plannedOn: string | null;
  doneOn: string | null;
}

/** Late: not done and either delayed, or planned for a day before today. */
export function stageIsLate(stage: StageState, today: string): boolean {
  if (stage.status === "done") return false;
  return stage.status === "delayed" || (stage.plannedOn !== null && stage.plannedOn < today);
}

/** The stage the project is at: the first one not done (in order); undefined once every stage is done. */
export function currentStage<T extends StageState>(stages: readonly T[]): T | undefined {
  return stages.find((stage) => stage.status !== "done");
}

/** Handed over: there are stages and every one is done. */
export function isHandedOver(stages: readonly StageState[]): boolean {
  return stages.length > 0 && stages.every((stage) => stage.status === "done");
}

/** The words of the standard stages in one language (app/content/texts/project-stages.server.ts gives both). */
export interface StandardStageWords {
  stages: Record<StandardStageKind, { name: string; todo?: string }>;
}

/**
 * A stage in the reader's words: a standard stage's name and the homeowner's to-do before it (with the crane path's
 * width), or a custom stage's name as staff wrote it, with no standard to-do.
 */
export function stageWordsIn(
  words: StandardStageWords,
  stage: { kind: ProjectStageKind; title: string | null },
): { name: string; todo: string | null } {
  if (stage.kind === "custom") return { name: stage.title?.trim() ?? "", todo: null };
  const { name, todo } = words.stages[stage.kind];
  return { name, todo: todo ? fill(todo, { feet: CRANE_ACCESS_FEET }) : null };
}
