// Pool projects for the tests, made as staff make them: a lead marked won with a contract value and signing date,
// then startProject (the standard stages planned from that date), with the homeowner's signed link. Stages,
// payments, photos and documents are written through the models or as rows, whatever staff pages exist.
import { and, asc, eq } from "drizzle-orm";
import { jobs, mediaAssets, projectPayments, projectStages } from "#db/schema/index.ts";
import { issueProjectToken } from "~/lib/projects/project-link.server";
import { addProjectDocument, addProjectPhoto } from "~/models/project-files.server";
import { findProject } from "~/models/projects.server";
import { type TestProjectOptions, makeProject } from "./projects.ts";
import { createTestStaff } from "./staff-sessions.ts";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";

/** A won lead's project (makeProject, in Wellington unless given) and the homeowner's page address in their language. */
export async function startTestProject(options: TestProjectOptions = {}) {
  const staff = await createTestStaff("operations");
  const project = await makeProject({
    startedById: staff.id,
    firstName: "Maria",
    lastName: "Lopez",
    nearestBranch: "WEST PALM BEACH",
    address: "4120 Palm Grove Dr, Wellington, FL 33414",
    contractCents: 4_220_000,
    poolName: "Cancun 16",
    color: "Tropical Blue",
    ...options,
  });
  const leadId = project.leadId;
  const token = issueProjectToken(project, TEST_SESSION_SECRET);
  const prefix = options.language === "es" ? "/es" : "";
  return { project, leadId, staff, token, path: `${prefix}/project/${token}` };
}

/** The homeowner's link as it stands now (after a revoke or reissue bumped the version). */
export async function currentProjectToken(projectId: number) {
  const { db } = await getTestApp();
  return issueProjectToken((await findProject(db, projectId))!, TEST_SESSION_SECRET);
}

/** The project's stages in order. */
export async function stagesOf(projectId: number) {
  const { db } = await getTestApp();
  return db
    .select()
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.position), asc(projectStages.id));
}

/** Marks the first `count` stages done (each on its planned date), as staff completing them would. */
export async function completeStages(projectId: number, count: number) {
  const { db } = await getTestApp();
  for (const stage of (await stagesOf(projectId)).slice(0, count)) {
    await db
      .update(projectStages)
      .set({ status: "done", startedOn: stage.plannedOn, doneOn: stage.plannedOn })
      .where(eq(projectStages.id, stage.id));
  }
}

/** A payment recorded against a milestone. */
export async function recordTestPayment(
  projectId: number,
  payment: { milestone: "initial" | "pre-construction" | "installation" | "finishing" | "final-completion" } & Partial<
    Pick<typeof projectPayments.$inferInsert, "amountCents" | "paidOn" | "method" | "reference">
  >,
) {
  const { db } = await getTestApp();
  const [row] = await db
    .insert(projectPayments)
    .values({ projectId, amountCents: 422_000, paidOn: "2026-03-02", method: "check", reference: "1042", ...payment })
    .returning();
  return row!;
}

let assetCounter = 0;

/**
 * A photo under a stage: a media asset row at an upload address (its variants are not on disk: the page's HTML
 * names them, which is what the tests read).
 */
export async function addTestPhoto(projectId: number, stageId: number, addedById: number, caption: string | null) {
  const { db } = await getTestApp();
  assetCounter += 1;
  const hash = `${process.pid.toString(16)}${Date.now().toString(16)}${assetCounter.toString(16)}`
    .padEnd(64, "0")
    .slice(0, 64);
  const [asset] = await db
    .insert(mediaAssets)
    .values({
      contentHash: hash,
      url: `/uploads/${hash.slice(0, 32)}-1600x1200/1600.webp`,
      mimeType: "image/jpeg",
      width: 1600,
      height: 1200,
      bytes: 1000,
      variants: [],
    })
    .returning();
  return addProjectPhoto(db, { projectId, stageId, mediaAssetId: asset!.id, caption, addedById });
}

/** A private document: a small PDF by default. */
export async function addTestDocument(
  projectId: number,
  addedById: number,
  document: Partial<{
    kind: "contract" | "permit" | "plans" | "hoa" | "other";
    title: string;
    fileName: string;
    mimeType: string;
    content: Buffer;
  }> = {},
) {
  const { db } = await getTestApp();
  return addProjectDocument(db, {
    projectId,
    kind: "contract",
    title: "Signed contract",
    fileName: "contract.pdf",
    mimeType: "application/pdf",
    content: Buffer.from("%PDF-1.4\n% a test contract\n%%EOF\n"),
    addedById,
    ...document,
  });
}

/** The outbox jobs of a kind a project's lead queued, oldest first, with their payloads. */
export async function projectJobs(leadId: number, kind: string) {
  const { db } = await getTestApp();
  return db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.leadId, leadId), eq(jobs.kind, kind)))
    .orderBy(asc(jobs.id));
}
