import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { faqItems } from "#db/schema/index.ts";

/** Active FAQ items of the packages page, in display order (staff edit them in the database, without a deploy). */
export async function listActiveFaqItems(db: Database) {
  const rows = await db
    .select({
      id: faqItems.id,
      question: faqItems.question,
      answer: faqItems.answer,
      category: faqItems.category,
      tags: faqItems.tags,
    })
    .from(faqItems)
    .where(eq(faqItems.isActive, true))
    .orderBy(asc(faqItems.displayOrder), asc(faqItems.id));
  return rows;
}
