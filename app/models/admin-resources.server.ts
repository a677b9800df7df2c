// Resources as the staff area manages them (/admin/resources). /resources
// reads the same table through resources.server.ts on every request, so a
// save shows at once.
import { and, asc, count, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import type { PUBLISH_STATUSES } from "#db/schema/enums.ts";
import { resources } from "#db/schema/index.ts";
import { containsPattern, pageWindowOf } from "~/lib/schemas/content-list";
import type { ResourceInput } from "~/lib/schemas/resource";

export type ResourceRow = typeof resources.$inferSelect;

export interface ResourceListQuery {
  page: number;
  q: string;
  status?: (typeof PUBLISH_STATUSES)[number] | undefined;
  category?: string | undefined;
}

/** A page of resources in public display order, searched in title, description, category and type. */
export async function listResourcesForAdmin(db: Database, query: ResourceListQuery) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    pattern
      ? or(
          ilike(resources.title, pattern),
          ilike(resources.description, pattern),
          ilike(resources.category, pattern),
          ilike(resources.type, pattern),
        )
      : undefined,
    query.status ? eq(resources.status, query.status) : undefined,
    query.category ? eq(resources.category, query.category) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(resources).where(where);
  const total = counted?.total ?? 0;
  const window = pageWindowOf(query.page, total);
  const rows = await db
    .select()
    .from(resources)
    .where(where)
    .orderBy(asc(resources.displayOrder), asc(resources.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total, page: window.page, pageCount: window.pageCount };
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

async function nextDisplayOrder(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${resources.displayOrder})` }).from(resources);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
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
  };
}

/** A new resource; without a display order it goes after every other one. */
export async function createResource(db: Database, input: ResourceInput, now = new Date()) {
  const [row] = await db
    .insert(resources)
    .values({
      ...columnsOf(input),
      displayOrder: input.displayOrder ?? (await nextDisplayOrder(db)),
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
      ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
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
