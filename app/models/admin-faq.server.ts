// FAQ items as the staff area manages them (/admin/faq). /packages reads the
// same table through faq.server.ts on every request, so a save shows at once.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { faqItems } from "#db/schema/index.ts";
import type { ActiveStatusFilter } from "~/lib/schemas/content-list";
import type { FaqItemInput } from "~/lib/schemas/faq-item";
import { displayOrderOnCreate, displayOrderOnUpdate, listContentPage, matchesSearch } from "./content-paging.server";

export type FaqItemRow = typeof faqItems.$inferSelect;

export interface FaqListQuery {
  page: number;
  q: string;
  category?: string | undefined;
  status?: ActiveStatusFilter | undefined;
}

/** A page of items in public display order, searched in question, answer, category and tags. */
export async function listFaqItemsForAdmin(db: Database, query: FaqListQuery) {
  return listContentPage(db, faqItems, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [
        faqItems.question,
        faqItems.answer,
        faqItems.category,
        sql`array_to_string(${faqItems.tags}, ' ')`,
      ]),
      query.category ? eq(faqItems.category, query.category) : undefined,
      query.status ? eq(faqItems.isActive, query.status === "active") : undefined,
    ),
    orderBy: [asc(faqItems.displayOrder), asc(faqItems.id)],
  });
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

function columnsOf(input: FaqItemInput) {
  return {
    question: input.question,
    answer: input.answer,
    category: input.category,
    tags: input.tags,
    isActive: input.isActive,
    questionEs: input.questionEs ?? null,
    answerEs: input.answerEs ?? null,
    categoryEs: input.categoryEs ?? null,
    tagsEs: input.tagsEs,
  };
}

/** A new item; without a display order it goes after every other item. */
export async function createFaqItem(db: Database, input: FaqItemInput, now = new Date()) {
  const [row] = await db
    .insert(faqItems)
    .values({
      ...columnsOf(input),
      ...(await displayOrderOnCreate(db, faqItems, input.displayOrder)),
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
      ...displayOrderOnUpdate(input.displayOrder),
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
