// The forms of a lead's tasks: add one (lead page), mark one done or reopen it (lead page and My tasks).
import { z } from "./zod";
import { LEAD_TASK_KINDS, LEAD_TASK_MAX_DAYS_AHEAD, LEAD_TASK_NOTE_MAX } from "~/lib/leads/lead-tasks";
import { officeToday } from "~/lib/company/office-time";
import { addDays } from "~/lib/consultations/consultation-slots";
import { isIsoDate } from "~/lib/leads/lead-desk-query";
import { cleanText } from "./text";

export const LEAD_TASK_MESSAGES = {
  kind: "Choose what the task is for",
  dueOn: "Choose the day it is due",
  duePast: "Choose today or a later day",
  dueTooFar: "Choose a day within the next two years",
  dueTime: "Enter a time such as 2:30 PM, or leave it empty for any time that day",
  owner: "Choose a staff member from the list",
  ownerUnavailable: "That staff member is not active; choose another",
  noteTooLong: `A note can be at most ${LEAD_TASK_NOTE_MAX} characters`,
  task: "No such task on this lead.",
  alreadyDone: "This task is already done.",
  notDone: "This task is not done, so there is nothing to reopen.",
  closed: "This task was closed with the lead; add a new one instead.",
} as const;

const formText = (max: number, tooLong: string) =>
  z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : v), cleanText(max, tooLong));

/** Add a task: what, when (Florida date, optional time), for whom (empty: the lead's rep, else the person adding it). */
export const LeadTaskSchema = z.object({
  kind: z.enum(LEAD_TASK_KINDS, LEAD_TASK_MESSAGES.kind),
  dueOn: formText(10, LEAD_TASK_MESSAGES.dueOn).pipe(
    z
      .string()
      .min(1, LEAD_TASK_MESSAGES.dueOn)
      .refine(isIsoDate, LEAD_TASK_MESSAGES.dueOn)
      .refine((v) => v >= officeToday(), LEAD_TASK_MESSAGES.duePast)
      .refine((v) => v <= addDays(officeToday(), LEAD_TASK_MAX_DAYS_AHEAD), LEAD_TASK_MESSAGES.dueTooFar),
  ),
  dueTime: formText(5, LEAD_TASK_MESSAGES.dueTime)
    .pipe(z.union([z.literal(""), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, LEAD_TASK_MESSAGES.dueTime)]))
    .transform((v) => v || null),
  ownerId: z.preprocess(
    (v) => (v === undefined ? "" : v),
    z
      .string(LEAD_TASK_MESSAGES.owner)
      .regex(/^(\d{1,9})?$/, LEAD_TASK_MESSAGES.owner)
      .transform((v) => (v === "" ? null : Number(v))),
  ),
  note: formText(LEAD_TASK_NOTE_MAX, LEAD_TASK_MESSAGES.noteTooLong).transform((v) => v || null),
});

export type LeadTaskInput = z.infer<typeof LeadTaskSchema>;

/** Done or Reopen: the task's id. */
export const LeadTaskRefSchema = z.object({
  taskId: z
    .string(LEAD_TASK_MESSAGES.task)
    .regex(/^\d{1,9}$/, LEAD_TASK_MESSAGES.task)
    .transform(Number),
});

/** Done on My tasks: the task and its lead (whose reach is checked before anything changes). */
export const OwnerTaskDoneSchema = LeadTaskRefSchema.extend({
  leadId: z
    .string(LEAD_TASK_MESSAGES.task)
    .regex(/^\d{1,9}$/, LEAD_TASK_MESSAGES.task)
    .transform(Number),
});

/** Whose tasks My tasks shows (managers): a staff id; empty or absent: the viewer's own. */
export const TaskOwnerQuerySchema = z.object({
  owner: z
    .string()
    .regex(/^(\d{1,9})?$/, LEAD_TASK_MESSAGES.owner)
    .transform((v) => (v === "" ? null : Number(v)))
    .optional()
    .transform((v) => v ?? null),
});
