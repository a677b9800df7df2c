// A downloadable resource in the page's language. Its Spanish title and description are optional; a Spanish page
// shows an untranslated one in English and says so (`inEnglish`), on the resources page and wherever it is linked.
import type { Locale } from "~/lib/i18n/locale";
import { hasSpanish, inLanguage } from "~/lib/i18n/staff-content";

interface ResourceWords {
  title: string;
  description: string | null;
  titleEs: string | null;
  descriptionEs: string | null;
}

/** The resource as a page in `locale` shows it: its words in that language, `inEnglish` when staff have not translated it. */
export function resourceInLanguage<R extends ResourceWords>(locale: Locale, resource: R) {
  const { titleEs, descriptionEs, ...rest } = resource;
  return {
    ...rest,
    title: inLanguage(locale, resource.title, titleEs),
    description: inLanguage(locale, resource.description, descriptionEs),
    inEnglish: locale === "es" && !hasSpanish(titleEs),
  };
}
