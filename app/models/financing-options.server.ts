import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { financingOptions } from "#db/schema/index.ts";
import type { Locale } from "~/lib/i18n/locale";
import { inLanguage, listInLanguage } from "~/lib/i18n/staff-content";

/**
 * Active financing partners in display order (staff change rates in the
 * database, the pages follow without a deploy), their words in `locale` where staff wrote them.
 */
export async function listActiveFinancingPartners(db: Database, locale: Locale) {
  const rows = await db
    .select()
    .from(financingOptions)
    .where(eq(financingOptions.isActive, true))
    .orderBy(asc(financingOptions.displayOrder), asc(financingOptions.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    description: inLanguage(locale, row.description ?? "", row.descriptionEs),
    lender: row.lender ?? row.name,
    apr: Number(row.apr),
    features: [...listInLanguage(locale, row.features, row.featuresEs)],
    requirements: [...listInLanguage(locale, row.requirements, row.requirementsEs)],
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    termMonths: row.loanTermMonths,
    creditScoreRequired: row.creditScoreRequired,
    applicationUrl: safeExternalUrl(row.url),
    promoted: row.promoted,
  }));
}

/** Only http(s) links leave the site: a mistyped or javascript: URL in the admin never reaches a button. */
function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const trimmed = url.trim();
    const { protocol } = new URL(trimmed);
    return protocol === "https:" || protocol === "http:" ? trimmed : null;
  } catch {
    return null;
  }
}
