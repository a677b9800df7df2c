import { useCallback, useMemo } from "react";
import { CatalogueFilterPanel } from "~/components/catalogue/catalogue-filter-panel";
import { CatalogueHero } from "~/components/catalogue/catalogue-hero";
import { toCataloguePool } from "~/components/catalogue/catalogue-pool";
import { CatalogueQuickFilters } from "~/components/catalogue/catalogue-quick-filters";
import { CatalogueResults } from "~/components/catalogue/catalogue-results";
import {
  type CatalogueState,
  catalogueHref,
  parseCatalogueState,
  withFilters,
  withYard,
} from "~/components/catalogue/catalogue-state";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { useMoreResults } from "~/components/catalogue/use-more-results";
import { useRevealResultsAt } from "~/components/catalogue/use-reveal-results";
import { YardFitForm } from "~/components/catalogue/yard-fit-form";
import type { YardFitData } from "~/components/catalogue/yard-fit-results";
import {
  useDisplayedLocation,
  useReplaceUrl,
  useResultsUpdating,
  useSearchText,
} from "~/components/catalogue/use-url-state";
import { ClosingCta } from "~/components/closing-cta";
import { revalidateOnResultsChange } from "~/components/manufacturer/revalidation";
import { appContext } from "~/context";
import {
  type CatalogueFilters,
  catalogueFilterOptions,
  filterCatalogue,
  parseCatalogueFilters,
} from "~/lib/catalogue/pool-filters";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { pageOf, readPageParam } from "~/lib/catalogue/pool-paging";
import { parseYardFit } from "~/lib/schemas/yard-fit";
import { type PoolFit, type PoolOutline, nearestSizes, poolsThatFit } from "~/lib/catalogue/yard-fit";
import { localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { poolItemList } from "~/lib/seo/structured-data";
import { listActivePoolsIn } from "~/models/pools.server";
import { catalogueTexts } from "~/content/texts/catalogue.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { yardFitErrorsIn } from "~/lib/catalogue/yard-fit-messages";
import { formatAndList } from "~/lib/text/plain-format";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/pools.css?url";
import type { Route } from "./+types/pools";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/pools";
const COLLECTION_ID = "collection";

const hasOutline = <T extends { length: number | null; width: number | null }>(pool: T): pool is T & PoolOutline =>
  pool.length !== null && pool.width !== null;

// The server filters and pages: the page carries one page of cards (the
// fields a card shows) and the filter choices, not the whole catalogue.
// With a yard in the address (decision 029) the list is the pools that fit it,
// each with its fit for the card's drawing; when none does, the nearest sizes.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const locale = localeOfRequest(request);
  const texts = pickTexts(locale, catalogueTexts);
  const pools = await listActivePoolsIn(db, locale);
  const matching = filterCatalogue(pools, parseCatalogueFilters(params));
  const { yard, errors: englishErrors } = parseYardFit(params);
  const errors = yardFitErrorsIn(englishErrors, texts.catalogue.yard.errors);
  // A pool without its measurements cannot be said to fit.
  const listed: { pool: (typeof matching)[number]; fit?: PoolFit }[] = yard
    ? poolsThatFit(matching.filter(hasOutline), yard)
    : matching.map((pool) => ({ pool }));
  const page = pageOf(listed, readPageParam(params));
  const yardFit: YardFitData = {
    yard,
    errors,
    nearest:
      yard && listed.length === 0
        ? nearestSizes(matching.filter(hasOutline), yard).map(({ pool, needs }) => ({
            id: pool.id,
            slug: pool.slug,
            name: poolDisplayName(pool),
            dimensions: pool.dimensions,
            needs,
          }))
        : [],
  };
  return {
    texts,
    total: pools.length,
    options: catalogueFilterOptions(pools),
    results: {
      ...page,
      items: page.items.map(({ pool, fit }) => (fit ? { ...toCataloguePool(pool), fit } : toCataloguePool(pool))),
    },
    yardFit,
  };
}

export const shouldRevalidate = revalidateOnResultsChange;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["catalogue"], ({ catalogue }, { matches, loaderData }) => {
    const t = catalogue.meta;
    const locale = localeFromMatches(matches);
    const brands = loaderData.options.brands;
    const page = loaderData.results.page;
    return routeMeta(matches, {
      title: page > 1 ? fill(t.page, { title: t.title, page }) : t.title,
      description: fill(t.description, {
        count: loaderData.total,
        brands: brands.length ? fill(t.fromBrands, { brands: formatAndList(brands, locale) }) : "",
      }),
      // Each page of the list is its own canonical address; filters are not (they show the same pools).
      path: page > 1 ? `${PATH}?page=${page}` : PATH,
      keywords: [...t.keywords.split(", "), ...brands.map((brand) => fill(t.brandPools, { brand }))],
      jsonLd: poolItemList(loaderData.results.items, siteUrlFromMatches(matches), { locale }),
    });
  });

export default function PoolsPage({ loaderData }: Route.ComponentProps) {
  const { total, options, results, yardFit } = loaderData;
  const shown = useMoreResults(results);
  const location = useDisplayedLocation();
  const state = useMemo(() => parseCatalogueState(new URLSearchParams(location.search)), [location.search]);
  const replaceUrl = useReplaceUrl();
  const updating = useResultsUpdating();
  const revealResultsAt = useRevealResultsAt(updating);
  const t = loaderData.texts.catalogue;
  const to = useLocalePath();

  const hrefWithSearch = useCallback((search: string) => catalogueHref(withFilters(state, { search })), [state]);
  const search = useSearchText(state.filters.search, hrefWithSearch);
  // The controls follow the search box at once; the results follow when the URL (and the server) catch up.
  // A new search starts again at the first page; the same one keeps the page the address names.
  const current = useMemo(
    () => (search.text === state.filters.search ? state : withFilters(state, { search: search.text })),
    [state, search.text],
  );

  const changeFilters = (patch: Partial<CatalogueFilters>) =>
    replaceUrl(catalogueHref(withFilters(current, { search: search.carry(), ...patch })));
  const changeYard = (yard: CatalogueState["yard"]) => {
    const href = catalogueHref(withYard(withFilters(current, { search: search.carry() }), yard));
    revealResultsAt(href);
    replaceUrl(href);
  };

  return (
    <>
      <CatalogueHero
        poolCount={total}
        manufacturerCount={options.brands.length}
        shapeCount={options.shapes.length}
        brands={options.brands}
      />
      <section
        id={COLLECTION_ID}
        aria-label={t.collection}
        className="container-page scroll-mt-32 space-y-6 py-12 sm:py-16"
      >
        <CatalogueToolbar state={current} />
        <CatalogueQuickFilters
          state={current}
          options={{ brand: options.brands, shape: options.shapes, size: options.sizes }}
        />
        <YardFitForm state={current} errors={yardFit.errors} onSubmit={changeYard} />
        <div className={current.filtersOpen ? "grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start" : ""}>
          {current.filtersOpen && (
            <CatalogueFilterPanel
              state={current}
              options={options}
              searchText={search.text}
              onSearchChange={search.change}
              onFilterChange={changeFilters}
              onSubmit={() => replaceUrl(catalogueHref(current))}
            />
          )}
          <CatalogueResults
            state={current}
            shown={shown}
            total={total}
            resultsId={COLLECTION_ID}
            updating={updating}
            yardFit={yardFit}
          />
        </div>
      </section>
      <ClosingCta
        title={t.closing.title}
        text={t.closing.text}
        secondary={{ to: to("/pools-modern"), label: t.closing.modern }}
      />
    </>
  );
}
