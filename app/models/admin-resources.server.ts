// Resources as the staff area manages them (/admin/resources). /resources
// reads the same table through resources.server.ts on every request, so a
// save shows at once.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import type { PUBLISH_STATUSES } from "#db/schema/enums.ts";
import { resources } from "#db/schema/index.ts";
import type { ResourceInput } from "~/lib/schemas/resource";
import { displayOrderOnCreate, displayOrderOnUpdate, listContentPage, matchesSearch } from "./content-paging.server";

export type ResourceRow = typeof resources.$inferSelect;

export interface ResourceListQuery {
  page: number;
  q: string;
  status?: (typeof PUBLISH_STATUSES)[number] | undefined;
  category?: string | undefined;
}

/** A page of resources in public display order, searched in title, description, category and type. */
export async function listResourcesForAdmin(db: Database, query: ResourceListQuery) {
  return listContentPage(db, resources, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [resources.title, resources.description, resources.category, resources.type]),
      query.status ? eq(resources.status, query.status) : undefined,
      query.category ? eq(resources.category, query.category) : undefined,
    ),
    orderBy: [asc(resources.displayOrder), asc(resources.id)],
  });
}

/** The categories in use, A to Z (the list's filter and the form's suggestions). */
export async function listResourceCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: resources.category })
    .from(resources)
    .where(isNotNull(resources.category))
    .orderBy(asc(resources.category));
  return rows.map((row) => row.category).filter((c): c is string => !!c);
}

export async function getResourceById(db: Database, id: number): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  return row ?? null;
}

function columnsOf(input: ResourceInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    category: input.category ?? null,
    type: input.type ?? null,
    fileUrl: input.fileUrl ?? null,
    pages: input.pages ?? null,
    status: input.status,
    titleEs: input.titleEs ?? null,
    descriptionEs: input.descriptionEs ?? null,
  };
}

/** A new resource; without a display order it goes after every other one. */
export async function createResource(db: Database, input: ResourceInput, now = new Date()) {
  const [row] = await db
    .insert(resources)
    .values({
      ...columnsOf(input),
      ...(await displayOrderOnCreate(db, resources, input.displayOrder)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function updateResource(db: Database, id: number, input: ResourceInput, now = new Date()) {
  const [row] = await db
    .update(resources)
    .set({
      ...columnsOf(input),
      ...displayOrderOnUpdate(input.displayOrder),
      updatedAt: now,
    })
    .where(eq(resources.id, id))
    .returning();
  return row ?? null;
}

export async function deleteResource(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  return rows.length > 0;
}
