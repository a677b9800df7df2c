import { useCallback, useMemo } from "react";
import { Link } from "react-router";
import { toCataloguePool } from "~/components/catalogue/catalogue-pool";
import { ModernFilterBar } from "~/components/catalogue/modern-filter-bar";
import {
  MODERN_PATH,
  MODERN_RESULTS_ID,
  type ModernFilters,
  modernHref,
  parseModernFilters,
  toPanelFilters,
} from "~/components/catalogue/modern-filters";
import { ModernPoolCard } from "~/components/catalogue/modern-pool-card";
import { ResultsPager } from "~/components/catalogue/results-pager";
import { useMoreResults } from "~/components/catalogue/use-more-results";
import { useDisplayedLocation, useReplaceUrl, useSearchText } from "~/components/catalogue/use-url-state";
import { WhyFiberglass } from "~/components/catalogue/why-fiberglass";
import { ClosingCta } from "~/components/closing-cta";
import { revalidateOnResultsChange } from "~/components/manufacturer/revalidation";
import { PageHero } from "~/components/page-hero";
import { appContext } from "~/context";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import {
  EMPTY_PANEL_FILTERS,
  type FilterablePool,
  MODERN_PAGE_SHAPES,
  applyPanelFilters,
  catalogueFilterOptions,
} from "~/lib/catalogue/pool-filters";
import { pageOf, readPageParam } from "~/lib/catalogue/pool-paging";
import { localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { poolItemList } from "~/lib/seo/structured-data";
import { listActivePoolsIn } from "~/models/pools.server";
import { catalogueTexts } from "~/content/texts/catalogue.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { useTexts } from "~/lib/i18n/texts";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/pools-modern.css?url";
import type { Route } from "./+types/pools-modern";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const EAGER_CARDS = 3;
const COLLECTION_ID = "collection";

/** The page's own collection: every pool of its shapes, before the visitor's filters. */
function modernCollection<T extends FilterablePool>(pools: readonly T[]): T[] {
  return applyPanelFilters(pools, EMPTY_PANEL_FILTERS, MODERN_PAGE_SHAPES);
}

// The server filters and pages; the page carries one page of cards and the filter choices.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const locale = localeOfRequest(request);
  const collection = modernCollection(await listActivePoolsIn(db, locale));
  const matching = applyPanelFilters(collection, toPanelFilters(parseModernFilters(params)), MODERN_PAGE_SHAPES);
  const page = pageOf(matching, readPageParam(params));
  const featured =
    collection.find((pool) => pool.shape?.toLowerCase() === MODERN_PAGE_SHAPES[1].toLowerCase()) ?? collection[0];
  const options = catalogueFilterOptions(collection);
  return {
    texts: pickTexts(locale, catalogueTexts),
    total: collection.length,
    options: { brands: options.brands, series: options.series, sizes: options.sizes },
    featured: featured ? toCataloguePool(featured) : null,
    results: { ...page, items: page.items.map(toCataloguePool) },
  };
}

export const shouldRevalidate = revalidateOnResultsChange;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["catalogue"], ({ catalogue }, { matches, loaderData }) => {
    const t = catalogue.modern;
    const page = loaderData.results.page;
    return routeMeta(matches, {
      title: page > 1 ? fill(catalogue.meta.page, { title: t.metaTitle, page }) : t.metaTitle,
      description: t.metaDescription,
      path: page > 1 ? `${MODERN_PATH}?page=${page}` : MODERN_PATH,
      keywords: t.keywords.split(", "),
      jsonLd: poolItemList(loaderData.results.items, siteUrlFromMatches(matches), {
        locale: localeFromMatches(matches),
      }),
    });
  });

export default function PoolsModernPage({ loaderData }: Route.ComponentProps) {
  const { total, options, featured, results } = loaderData;
  const shown = useMoreResults(results);
  const location = useDisplayedLocation();
  const filters = useMemo(() => parseModernFilters(new URLSearchParams(location.search)), [location.search]);
  const replaceUrl = useReplaceUrl();
  const t = loaderData.texts.catalogue.modern;
  const shapeNames = useTexts("poolCard").shapes;
  const to = useLocalePath();

  const hrefWithSearch = useCallback((search: string) => modernHref({ ...filters, search }), [filters]);
  const search = useSearchText(filters.search, hrefWithSearch);
  const current = useMemo(() => ({ ...filters, search: search.text }), [filters, search.text]);

  const changeFilters = (patch: Partial<ModernFilters>) =>
    replaceUrl(modernHref({ ...current, search: search.carry(), ...patch }));

  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.metaTitle}
        intro={t.intro}
        actions={
          <>
            <a href="#collection" className="btn-primary">
              {t.viewAll}
            </a>
            <Link to={to("/estimate")} className="btn-ghost-light">
              {t.quote}
            </Link>
          </>
        }
        aside={
          featured?.planImageUrl ? (
            <figure className="rounded-2xl bg-white p-3 shadow-2xl ring-1 ring-white/40">
              <img
                src={featured.planImageUrl}
                alt={fill(t.planAlt, { name: poolDisplayName(featured) })}
                width={800}
                height={500}
                fetchPriority="high"
                className="aspect-[8/5] w-full rounded-xl"
              />
              <figcaption className="px-2 pt-3 pb-1 text-sm font-semibold text-ocean-900">
                {poolDisplayName(featured)}
                {featured.shape ? ` · ${namedValue(shapeNames, featured.shape)}` : ""}
              </figcaption>
            </figure>
          ) : null
        }
      />

      <section
        id={COLLECTION_ID}
        aria-labelledby="collection-title"
        className="container-page scroll-mt-32 space-y-8 py-16 sm:py-20"
      >
        <div className="max-w-3xl">
          <p className="eyebrow">{t.collectionEyebrow}</p>
          <h2 id="collection-title" className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
            {t.collectionTitle}
          </h2>
          <p className="mt-4 rounded-xl border-l-4 border-sun-400 bg-sand-50 px-4 py-3 text-slate-700">
            {t.autoFiltered}
          </p>
        </div>

        {total > 0 && (
          <ModernFilterBar
            filters={current}
            options={{ brands: options.brands, series: options.series, sizes: options.sizes }}
            searchText={search.text}
            onSearchChange={search.change}
            onFilterChange={changeFilters}
            onSubmit={() => replaceUrl(modernHref(current))}
          />
        )}

        <div id={MODERN_RESULTS_ID} aria-labelledby="modern-results-title" role="region" className="scroll-mt-32">
          <p id="modern-results-title" aria-live="polite" className="text-lg font-bold text-ocean-950">
            {fill(loaderData.texts.catalogue.results.showing, { count: results.total, total })}
          </p>
          {results.total === 0 ? (
            <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
              <h3 className="text-lg font-bold text-slate-800">{t.noMatch}</h3>
              <p className="mt-2 text-slate-600">{t.tryAdjusting}</p>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.items.map((pool, index) => (
                <li key={pool.id}>
                  <ModernPoolCard pool={pool} priority={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
          <ResultsPager shown={shown} resultsId={COLLECTION_ID} />
        </div>
      </section>

      <WhyFiberglass />
      <ClosingCta title={t.closingTitle} text={t.closingText} secondary={{ to: to("/pools"), label: t.fullCatalog }} />
    </>
  );
}
