// A landing page in the page's language. An HTML landing page has its Spanish version once staff wrote its Spanish
// title and content; a landing page that shows a built-in page (translated with the site) needs only its Spanish
// title. Without it, the Spanish address shows the English page with a note and claims no twin.
import type { Locale } from "~/lib/i18n/locale";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { hasSpanish } from "~/lib/i18n/staff-content";

interface LandingWords {
  contentType: string;
  title: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  titleEs: string | null;
  contentEs: string | null;
  metaTitleEs: string | null;
  metaDescriptionEs: string | null;
}

export function landingPageHasSpanish(page: Pick<LandingWords, "contentType" | "titleEs" | "contentEs">): boolean {
  return page.contentType === "page" ? hasSpanish(page.titleEs) : hasSpanish(page.titleEs, page.contentEs);
}

/** The page's words in `locale`, and whether they are in it (optional Spanish fields do not fall back to English). */
export function landingInLanguage<P extends LandingWords>(locale: Locale, page: P): P & { translated: boolean } {
  if (locale === "en") return { ...page, translated: true };
  if (!landingPageHasSpanish(page)) return { ...page, translated: false };
  return {
    ...page,
    title: page.titleEs!,
    content: page.contentType === "page" ? page.content : page.contentEs!,
    metaTitle: page.metaTitleEs,
    metaDescription: page.metaDescriptionEs,
    translated: true,
  };
}

/**
 * A page's service as staff store it ("Pool Resurfacing") in `locale`: its name in `names`, the page's list of
 * services. A Spanish page leaves out a service it has no Spanish name for rather than show it in English.
 */
export function landingServiceIn(
  locale: Locale,
  names: Readonly<Record<string, string>>,
  service: string | null,
): string | null {
  if (!service) return null;
  const named = namedValue(names, service);
  return locale === "es" && named === service ? null : named;
}
