// FAQ items as the staff area manages them (/admin/faq). /packages reads the
// same table through faq.server.ts on every request, so a save shows at once.
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { faqItems } from "#db/schema/index.ts";
import { type ActiveStatusFilter, containsPattern, pageWindowOf } from "~/lib/schemas/content-list";
import type { FaqItemInput } from "~/lib/schemas/faq-item";

export type FaqItemRow = typeof faqItems.$inferSelect;

export interface FaqListQuery {
  page: number;
  q: string;
  category?: string | undefined;
  status?: ActiveStatusFilter | undefined;
}

/** A page of items in public display order, searched in question, answer, category and tags. */
export async function listFaqItemsForAdmin(db: Database, query: FaqListQuery) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    pattern
      ? or(
          ilike(faqItems.question, pattern),
          ilike(faqItems.answer, pattern),
          ilike(faqItems.category, pattern),
          sql`array_to_string(${faqItems.tags}, ' ') ilike ${pattern}`,
        )
      : undefined,
    query.category ? eq(faqItems.category, query.category) : undefined,
    query.status ? eq(faqItems.isActive, query.status === "active") : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(faqItems).where(where);
  const total = counted?.total ?? 0;
  const window = pageWindowOf(query.page, total);
  const rows = await db
    .select()
    .from(faqItems)
    .where(where)
    .orderBy(asc(faqItems.displayOrder), asc(faqItems.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total, page: window.page, pageCount: window.pageCount };
}

/** How many items each category holds (active or not), for the category filter. */
export async function countFaqItemsByCategory(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: faqItems.category, total: count() })
    .from(faqItems)
    .groupBy(faqItems.category);
  return new Map(rows.map((row) => [row.category, row.total]));
}

export async function getFaqItemById(db: Database, id: number): Promise<FaqItemRow | null> {
  const [row] = await db.select().from(faqItems).where(eq(faqItems.id, id));
  return row ?? null;
}

async function nextDisplayOrder(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${faqItems.displayOrder})` }).from(faqItems);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

function columnsOf(input: FaqItemInput) {
  return {
    question: input.question,
    answer: input.answer,
    category: input.category,
    tags: input.tags,
    isActive: input.isActive,
  };
}

/** A new item; without a display order it goes after every other item. */
export async function createFaqItem(db: Database, input: FaqItemInput, now = new Date()) {
  const [row] = await db
    .insert(faqItems)
    .values({
      ...columnsOf(input),
      displayOrder: input.displayOrder ?? (await nextDisplayOrder(db)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function updateFaqItem(db: Database, id: number, input: FaqItemInput, now = new Date()) {
  const [row] = await db
    .update(faqItems)
    .set({
      ...columnsOf(input),
      ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
      updatedAt: now,
    })
    .where(eq(faqItems.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFaqItem(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
  return rows.length > 0;
}
