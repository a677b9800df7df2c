// The stage forms of the staff project page: start, done, delay (with the reason the homeowner reads), back to
// planned, the planned date and the homeowner's note, move, add a custom stage, remove.
import { z } from "./zod";
import { isIsoDate } from "~/lib/leads/lead-desk-query";
import { formId, formLine, formText } from "./project-forms";

export const STAGE_TEXT_MAX = { title: 120, delayReason: 500, homeownerNote: 500 } as const;

export const PROJECT_STAGE_MESSAGES = {
  stage: "No such stage on this project.",
  delayReason: "Write why the stage is delayed: the homeowner reads it on their page",
  delayReasonTooLong: `A delay reason can be at most ${STAGE_TEXT_MAX.delayReason} characters`,
  plannedOn: "Enter the planned date, or leave it empty",
  noteTooLong: `A note can be at most ${STAGE_TEXT_MAX.homeownerNote} characters`,
  title: "Name the stage",
  titleTooLong: `A stage name can be at most ${STAGE_TEXT_MAX.title} characters`,
  direction: "Choose up or down",
} as const;

const stageId = formId(PROJECT_STAGE_MESSAGES.stage);

const plannedOn = formText(10, PROJECT_STAGE_MESSAGES.plannedOn)
  .pipe(z.union([z.literal(""), z.string().refine(isIsoDate, PROJECT_STAGE_MESSAGES.plannedOn)]))
  .transform((v) => v || null);

/** Start, done, back to planned, remove: the stage alone. */
export const StageRefSchema = z.object({ stageId });

export const StageDelaySchema = z.object({
  stageId,
  delayReason: formText(STAGE_TEXT_MAX.delayReason, PROJECT_STAGE_MESSAGES.delayReasonTooLong).pipe(
    z.string().min(1, PROJECT_STAGE_MESSAGES.delayReason),
  ),
});

/** The planned date (empty: not planned yet) and what more the homeowner must do before the stage. */
export const StagePlanSchema = z.object({
  stageId,
  plannedOn,
  homeownerNote: formText(STAGE_TEXT_MAX.homeownerNote, PROJECT_STAGE_MESSAGES.noteTooLong).transform((v) => v || null),
});

export const StageMoveSchema = z.object({
  stageId,
  direction: z.enum(["up", "down"], PROJECT_STAGE_MESSAGES.direction),
});

export const CustomStageSchema = z.object({
  title: formLine(STAGE_TEXT_MAX.title, PROJECT_STAGE_MESSAGES.titleTooLong).pipe(
    z.string().min(1, PROJECT_STAGE_MESSAGES.title),
  ),
  plannedOn,
});
