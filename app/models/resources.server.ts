import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { resources } from "#db/schema/index.ts";

/** Published resources (guides, checklists, documents) in display order. */
export async function listPublishedResources(db: Database) {
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.status, "published"))
    .orderBy(asc(resources.displayOrder), asc(resources.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    titleEs: r.titleEs,
    description: r.description,
    descriptionEs: r.descriptionEs,
    category: r.category,
    type: r.type,
    fileUrl: r.fileUrl,
    pages: r.pages,
  }));
}
