// Content staff write (posts, landing pages, FAQ, pools, add-ons...) has optional Spanish fields (decision 047).
// One rule for all of them: a Spanish field that is empty (or only spaces) falls back to the English one, and a
// Spanish page counts as translated only when its main content has a Spanish version.
import type { Locale } from "./locale";

const hasText = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The text to show in `locale`: the Spanish version on a Spanish page when staff wrote one, else the English. */
export function inLanguage<T extends string | null | undefined>(
  locale: Locale,
  english: T,
  spanish: string | null | undefined,
): T | string {
  return locale === "es" && hasText(spanish) ? spanish : english;
}

/** A list (features, requirements) in `locale`: the Spanish list when it has any item, else the English. */
export function listInLanguage(
  locale: Locale,
  english: readonly string[],
  spanish: readonly string[] | null | undefined,
): readonly string[] {
  return locale === "es" && spanish?.some(hasText) ? spanish.filter(hasText) : english;
}

/**
 * The `lang` of a staff text a page in `locale` shows: "en-US" when a Spanish page falls back to the English (no
 * Spanish written), so screen readers read it as English; nothing when it is in the page's language.
 */
export function fallbackLang(
  locale: Locale,
  spanish: string | readonly string[] | null | undefined,
): "en-US" | undefined {
  if (locale !== "es") return undefined;
  const written = typeof spanish === "string" ? hasText(spanish) : (spanish ?? []).some(hasText);
  return written ? undefined : "en-US";
}

/** Whether every given Spanish field of a page's main content is written (a Spanish page lists it only then). */
export function hasSpanish(...fields: (string | null | undefined)[]): boolean {
  return fields.every(hasText);
}
