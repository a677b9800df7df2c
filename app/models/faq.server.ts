import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { faqItems } from "#db/schema/index.ts";
import type { FaqEntry } from "~/lib/content/faq-search";
import type { Locale } from "~/lib/i18n/locale";
import { hasSpanish, inLanguage, listInLanguage } from "~/lib/i18n/staff-content";

type FaqRow = Pick<
  typeof faqItems.$inferSelect,
  "id" | "question" | "answer" | "questionEs" | "answerEs" | "category" | "categoryEs" | "tags" | "tagsEs"
>;

/**
 * The Spanish name of each category: the first one staff wrote on an item of it, so that a category has one name
 * (its filter button and every item of it) even where an item's own Spanish name is missing.
 */
function spanishCategoryNames(rows: readonly FaqRow[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of rows) {
    if (!names.has(row.category) && hasSpanish(row.categoryEs)) names.set(row.category, row.categoryEs!.trim());
  }
  return names;
}

/** One item as the page in `locale` shows it. */
function faqEntryIn(locale: Locale, row: FaqRow, categoryNames: Map<string, string>): FaqEntry {
  const { id, question, answer, category, tags } = row;
  if (locale === "en") return { id, question, answer, category, tags };
  const named = categoryNames.get(category);
  const inSpanish = named ? { category: named, storedCategory: category } : { category };
  // An item is shown in Spanish only when both its question and its answer are written in Spanish; else in English,
  // with its English tags (searching them finds its English words).
  if (!hasSpanish(row.questionEs, row.answerEs)) return { id, question, answer, ...inSpanish, tags, lang: "en" };
  return {
    id,
    question: inLanguage(locale, question, row.questionEs),
    answer: inLanguage(locale, answer, row.answerEs),
    ...inSpanish,
    tags: [...listInLanguage(locale, tags, row.tagsEs)],
  };
}

/** Active FAQ items of the packages page, in display order (staff edit them in the database, without a deploy). */
export async function listActiveFaqItems(db: Database, locale: Locale): Promise<FaqEntry[]> {
  const rows = await db
    .select({
      id: faqItems.id,
      question: faqItems.question,
      answer: faqItems.answer,
      questionEs: faqItems.questionEs,
      answerEs: faqItems.answerEs,
      category: faqItems.category,
      categoryEs: faqItems.categoryEs,
      tags: faqItems.tags,
      tagsEs: faqItems.tagsEs,
    })
    .from(faqItems)
    .where(eq(faqItems.isActive, true))
    .orderBy(asc(faqItems.displayOrder), asc(faqItems.id));
  const categoryNames = locale === "es" ? spanishCategoryNames(rows) : new Map<string, string>();
  return rows.map((row) => faqEntryIn(locale, row, categoryNames));
}
