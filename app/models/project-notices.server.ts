// What a project queues for the outbox (server/jobs/project-jobs.ts sends it): the homeowner's link, an update
// e-mail for each step, one batched e-mail for the photos and documents of an hour, and each message to the other
// side. Queued in the same transaction as the change when there is one, so a change is never without its e-mail.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { projects } from "#db/schema/index.ts";
import type { ProjectLinkReason } from "~/lib/projects/project-emails";
import { JOB_PRIORITY, enqueueJobs } from "./jobs.server";

export const PROJECT_JOBS = {
  /** The homeowner's link: when the project starts, when staff reissue it, and on the homeowner's request. */
  link: "project.link",
  /** One step the homeowner hears about: a stage started, done or delayed, or a payment recorded. */
  update: "project.update",
  /** The photos and documents added since the last such e-mail: at most one an hour. */
  files: "project.files",
  /** A message from the homeowner: e-mailed to the office (the rep, else the office) and pushed to the rep. */
  messageToOffice: "project.message-to-office",
  /** A message from staff: e-mailed to the homeowner. */
  messageToHomeowner: "project.message-to-homeowner",
} as const;

export type { ProjectLinkReason };

export type ProjectUpdate =
  { kind: "stage-started" | "stage-done" | "stage-delayed"; stageId: number } | { kind: "payment"; paymentId: number };

/** Update e-mails about files go out at most this often. */
export const PROJECT_FILES_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The first file after a quiet hour waits this long for the others: staff upload one photo per form, so a visit's
 * photos arrive over some minutes, and the homeowner gets them in one e-mail rather than the first one alone.
 */
export const PROJECT_FILES_GATHER_MS = 10 * 60 * 1000;

export async function queueProjectLink(db: DbOrTx, project: { id: number; leadId: number }, reason: ProjectLinkReason) {
  await enqueueJobs(db, [
    {
      kind: PROJECT_JOBS.link,
      payload: { projectId: project.id, reason },
      leadId: project.leadId,
      priority: JOB_PRIORITY.visitor,
    },
  ]);
}

export async function queueProjectUpdate(db: DbOrTx, project: { id: number; leadId: number }, update: ProjectUpdate) {
  await enqueueJobs(db, [
    {
      kind: PROJECT_JOBS.update,
      payload: { projectId: project.id, ...update },
      leadId: project.leadId,
      priority: JOB_PRIORITY.visitor,
    },
  ]);
}

/**
 * Queues the e-mail of the files added since the last one, unless it is already queued: the key names the last
 * e-mail's time, so every file added before the next e-mail goes out shares one job, which runs an hour after
 * the last e-mail (a few minutes after this file when there was none in the last hour, to gather the others).
 */
export async function queueProjectFiles(
  db: DbOrTx,
  project: { id: number; leadId: number; filesNotifiedAt: Date | null },
  now = new Date(),
) {
  const last = project.filesNotifiedAt?.getTime() ?? 0;
  const runAt = new Date(Math.max(now.getTime() + PROJECT_FILES_GATHER_MS, last + PROJECT_FILES_EMAIL_INTERVAL_MS));
  await enqueueJobs(db, [
    {
      kind: PROJECT_JOBS.files,
      payload: { projectId: project.id },
      leadId: project.leadId,
      runAt,
      priority: JOB_PRIORITY.visitor,
      uniqueKey: `project-files:${project.id}:${last}`,
    },
  ]);
}

export async function queueProjectMessage(
  db: DbOrTx,
  project: { id: number; leadId: number },
  message: { id: number; author: "homeowner" | "staff" },
) {
  await enqueueJobs(db, [
    {
      kind: message.author === "homeowner" ? PROJECT_JOBS.messageToOffice : PROJECT_JOBS.messageToHomeowner,
      payload: { projectId: project.id, messageId: message.id },
      leadId: project.leadId,
      priority: message.author === "homeowner" ? JOB_PRIORITY.staffAlert : JOB_PRIORITY.visitor,
    },
  ]);
}

/**
 * The files e-mail's job ran: files added up to `until` were told about (or needed no e-mail), and the next such
 * e-mail waits an hour from then.
 */
export async function markProjectFilesNotified(db: DbOrTx, projectId: number, until: Date) {
  await db.update(projects).set({ filesNotifiedAt: until }).where(eq(projects.id, projectId));
}
