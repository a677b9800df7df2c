// A project's photos (from the site's uploads) and private documents (their bytes in the database, served only
// through the project's link).
import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import type { ProjectDocumentKind } from "#db/schema/enums.ts";
import { projectDocuments, projectPhotos, projectStages } from "#db/schema/index.ts";

/** Whether `stageId` is a stage of `projectId` (a photo or a change may name only its own project's stages). */
async function stageOfProject(db: DbOrTx, projectId: number, stageId: number) {
  const [stage] = await db
    .select({ id: projectStages.id })
    .from(projectStages)
    .where(and(eq(projectStages.id, stageId), eq(projectStages.projectId, projectId)));
  return stage !== undefined;
}

export async function addProjectPhoto(
  db: DbOrTx,
  photo: { projectId: number; stageId: number | null; mediaAssetId: number; caption: string | null; addedById: number },
) {
  if (photo.stageId !== null && !(await stageOfProject(db, photo.projectId, photo.stageId))) return undefined;
  const [row] = await db.insert(projectPhotos).values(photo).returning();
  return row;
}

export async function removeProjectPhoto(db: DbOrTx, projectId: number, photoId: number) {
  const rows = await db
    .delete(projectPhotos)
    .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
    .returning({ id: projectPhotos.id });
  return rows.length > 0;
}

export async function addProjectDocument(
  db: DbOrTx,
  document: {
    projectId: number;
    kind: ProjectDocumentKind;
    title: string;
    fileName: string;
    mimeType: string;
    content: Buffer;
    addedById: number;
  },
) {
  const [row] = await db
    .insert(projectDocuments)
    .values({ ...document, bytes: document.content.length })
    .returning({ id: projectDocuments.id, title: projectDocuments.title, kind: projectDocuments.kind });
  return row!;
}

/** One document of one project with its bytes; undefined when the id is not that project's. */
export async function readProjectDocument(db: DbOrTx, projectId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(projectDocuments)
    .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, projectId)));
  return row;
}

export async function removeProjectDocument(db: DbOrTx, projectId: number, documentId: number) {
  const rows = await db
    .delete(projectDocuments)
    .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, projectId)))
    .returning({ id: projectDocuments.id });
  return rows.length > 0;
}

/** The photos and documents added after `since` (all when null): what the next update e-mail lists. */
export async function filesAddedSince(db: DbOrTx, projectId: number, since: Date | null) {
  const [photos, documents] = await Promise.all([
    db
      .select({ id: projectPhotos.id, stageId: projectPhotos.stageId, caption: projectPhotos.caption })
      .from(projectPhotos)
      .where(and(eq(projectPhotos.projectId, projectId), since ? gt(projectPhotos.createdAt, since) : undefined)),
    db
      .select({ id: projectDocuments.id, kind: projectDocuments.kind, title: projectDocuments.title })
      .from(projectDocuments)
      .where(and(eq(projectDocuments.projectId, projectId), since ? gt(projectDocuments.createdAt, since) : undefined)),
  ]);
  return { photos, documents };
}
