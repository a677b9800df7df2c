// What staff change on a project, each with the e-mail the homeowner hears about it queued in the same
// transaction (a change is never without its e-mail, and a refused change queues none).
import type { AppContextValue } from "~/context";
import type { Database } from "#db/index.server.ts";
import type { ProjectDocumentKind } from "#db/schema/enums.ts";
import { type StageStatusChange, findProjectStage, setStageStatus } from "~/models/project-stages.server";
import { recordProjectPayment } from "~/models/project-payments.server";
import { addProjectDocument, addProjectPhoto } from "~/models/project-files.server";
import { type ProjectRow, reissueProjectLink } from "~/models/projects.server";
import { queueProjectFiles, queueProjectLink, queueProjectUpdate } from "~/models/project-notices.server";
import { type UploadedFile, storeUploadedImage } from "~/services/media/upload.server";
import type { PaymentMilestoneId } from "~/lib/projects/payment-schedule";
import type { ACCEPTED_PAYMENT_METHODS } from "#db/schema/enums.ts";

const UPDATE_OF = { in_progress: "stage-started", done: "stage-done", delayed: "stage-delayed" } as const;

/** A stage's status change; started, done and delayed tell the homeowner. */
export async function changeStageStatus(
  db: Database,
  project: ProjectRow,
  stageId: number,
  change: StageStatusChange,
  today: string,
) {
  return db.transaction(async (tx) => {
    const result = await setStageStatus(tx, project.id, stageId, change, today);
    if (result.ok && change.to !== "planned") {
      await queueProjectUpdate(tx, project, { kind: UPDATE_OF[change.to], stageId });
    }
    return result;
  });
}

export interface PaymentInput {
  milestone: PaymentMilestoneId;
  amountCents: number;
  paidOn: string;
  method: (typeof ACCEPTED_PAYMENT_METHODS)[number];
  reference: string | null;
}

export async function recordPayment(db: Database, project: ProjectRow, input: PaymentInput, staffId: number) {
  return db.transaction(async (tx) => {
    const payment = await recordProjectPayment(tx, { ...input, projectId: project.id, recordedById: staffId });
    await queueProjectUpdate(tx, project, { kind: "payment", paymentId: payment.id });
    return payment;
  });
}

/**
 * A photo under one of the project's stages (or none): the stage is checked before the image is processed, so a
 * wrong stage stores nothing.
 */
export async function addPhoto(
  app: Pick<AppContextValue, "db" | "config">,
  project: ProjectRow,
  file: UploadedFile,
  photo: { stageId: number | null; caption: string | null },
  staffId: number,
) {
  if (photo.stageId !== null && !(await findProjectStage(app.db, project.id, photo.stageId))) return undefined;
  const { asset } = await storeUploadedImage(app, file, staffId);
  return app.db.transaction(async (tx) => {
    const row = await addProjectPhoto(tx, {
      ...photo,
      projectId: project.id,
      mediaAssetId: asset.id,
      addedById: staffId,
    });
    if (row) await queueProjectFiles(tx, project);
    return row;
  });
}

export async function addDocument(
  db: Database,
  project: ProjectRow,
  document: { kind: ProjectDocumentKind; title: string; fileName: string; mimeType: string; content: Buffer },
  staffId: number,
) {
  return db.transaction(async (tx) => {
    const row = await addProjectDocument(tx, { ...document, projectId: project.id, addedById: staffId });
    await queueProjectFiles(tx, project);
    return row;
  });
}

/** A new link (earlier ones stay dead), e-mailed to the homeowner. */
export async function reissueLink(db: Database, project: ProjectRow) {
  return db.transaction(async (tx) => {
    const row = await reissueProjectLink(tx, project.id);
    if (row) await queueProjectLink(tx, row, "reissued");
    return row;
  });
}
