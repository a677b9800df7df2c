import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { faqItems } from "#db/schema/index.ts";
import type { Locale } from "~/lib/i18n/locale";
import { hasSpanish } from "~/lib/i18n/staff-content";

/** Active FAQ items of the packages page, in display order (staff edit them in the database, without a deploy). */
export async function listActiveFaqItems(db: Database, locale: Locale) {
  const rows = await db
    .select({
      id: faqItems.id,
      question: faqItems.question,
      answer: faqItems.answer,
      questionEs: faqItems.questionEs,
      answerEs: faqItems.answerEs,
      category: faqItems.category,
      tags: faqItems.tags,
    })
    .from(faqItems)
    .where(eq(faqItems.isActive, true))
    .orderBy(asc(faqItems.displayOrder), asc(faqItems.id));
  // An item is shown in Spanish only when both its question and its answer are written in Spanish; else in English.
  return rows.map(({ questionEs, answerEs, ...item }) =>
    locale === "es" && hasSpanish(questionEs, answerEs)
      ? { ...item, question: questionEs ?? item.question, answer: answerEs ?? item.answer }
      : locale === "es"
        ? { ...item, lang: "en" as const }
        : item,
  );
}
