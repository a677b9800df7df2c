import { PACKAGES_PATH } from "~/content/packages";
import { ALL_FAQ_CATEGORIES, type FaqFilter } from "~/lib/content/faq-search";
import { type Locale, localizedPath } from "~/lib/i18n/locale";

/**
 * The FAQ's search and category in the packages page's address: the FAQ's controls are a GET form, so they
 * filter before the scripts run (the page renders the filter of its address), and with scripts they filter
 * in place as before (decision 022).
 */
export const FAQ_PARAM = { query: "q", category: "category" } as const;

export function readFaqFilter(params: URLSearchParams): FaqFilter {
  return {
    query: params.getAll(FAQ_PARAM.query).at(-1) ?? "",
    category: params.get(FAQ_PARAM.category) || ALL_FAQ_CATEGORIES,
  };
}

/** Whether the address asks for a search or a category rather than every question. */
export function hasFaqFilter(params: URLSearchParams): boolean {
  const filter = readFaqFilter(params);
  return filter.query.trim() !== "" || filter.category !== ALL_FAQ_CATEGORIES;
}

/** The FAQ searched for a text (a tag or a popular search), every category, on the page in `locale`. */
export function faqSearchHref(query: string, locale: Locale): string {
  return `${localizedPath(locale, PACKAGES_PATH)}?${new URLSearchParams({ [FAQ_PARAM.query]: query })}#faq`;
}
