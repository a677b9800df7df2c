import type { MetaDescriptor } from "react-router";
import { fill } from "~/lib/i18n/translate";
import { localeFromMatches, routeMeta, siteUrlFromMatches } from "./route-meta";
import { poolItemList } from "./structured-data";

type Matches = Parameters<typeof routeMeta>[0];

/** A manufacturer page's words for search engines, as its texts carry them in the page's language. */
interface ManufacturerMetaTexts {
  title: string;
  pagedTitle: string;
  description: string;
  keywords: readonly string[];
}

/**
 * The meta of a manufacturer's page (Latham, San Juan): its title with the page number past the first, its own
 * address for each page of models, and the models shown as an ItemList.
 */
export function manufacturerPageMeta(
  matches: Matches,
  t: ManufacturerMetaTexts,
  path: string,
  results: { page: number; items: Parameters<typeof poolItemList>[0] },
): MetaDescriptor[] {
  const { page } = results;
  return routeMeta(matches, {
    title: page > 1 ? fill(t.pagedTitle, { page }) : t.title,
    description: t.description,
    path: page > 1 ? `${path}?page=${page}` : path,
    keywords: [...t.keywords],
    jsonLd: poolItemList(results.items, siteUrlFromMatches(matches), { locale: localeFromMatches(matches) }),
  });
}
