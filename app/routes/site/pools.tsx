import { useCallback, useMemo } from "react";
import { CatalogueFilterPanel } from "~/components/catalogue/catalogue-filter-panel";
import { CatalogueHero } from "~/components/catalogue/catalogue-hero";
import { toCataloguePool } from "~/components/catalogue/catalogue-pool";
import { CatalogueQuickFilters } from "~/components/catalogue/catalogue-quick-filters";
import { CatalogueResults } from "~/components/catalogue/catalogue-results";
import { catalogueHref, parseCatalogueState, withFilters } from "~/components/catalogue/catalogue-state";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { useMoreResults } from "~/components/catalogue/use-more-results";
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
} from "~/lib/pool-filters";
import { pageOf, readPageParam } from "~/lib/pool-paging";
import { routeMeta, siteUrlFromMatches } from "~/lib/route-meta";
import { poolItemList } from "~/lib/structured-data";
import { listActivePools } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/pools.css?url";
import type { Route } from "./+types/pools";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/pools";
const COLLECTION_ID = "collection";

// The server filters and pages: the page carries one page of cards (the
// fields a card shows) and the filter choices, not the whole catalogue.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const pools = await listActivePools(db);
  const matching = filterCatalogue(pools, parseCatalogueFilters(params));
  const page = pageOf(matching, readPageParam(params));
  return {
    total: pools.length,
    options: catalogueFilterOptions(pools),
    results: { ...page, items: page.items.map(toCataloguePool) },
  };
}

export const shouldRevalidate = revalidateOnResultsChange;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const brands = loaderData?.options.brands ?? [];
  const page = loaderData?.results.page ?? 1;
  return routeMeta(matches, {
    title: page > 1 ? `Premium Pool Collection (Page ${page})` : "Premium Pool Collection",
    description: `Browse ${loaderData?.total ?? 0} fiberglass pool models${brands.length ? ` from ${brands.join(" and ")}` : ""} by shape, size and series, with dimensions, depths and starting prices. Free estimates across Florida.`,
    // Each page of the list is its own canonical address; filters are not (they show the same pools).
    path: page > 1 ? `${PATH}?page=${page}` : PATH,
    keywords: ["fiberglass pools", "pool models", "Florida pool installation", ...brands.map((b) => `${b} pools`)],
    jsonLd: poolItemList(loaderData?.results.items ?? [], siteUrlFromMatches(matches)),
  });
};

export default function PoolsPage({ loaderData }: Route.ComponentProps) {
  const { total, options, results } = loaderData;
  const shown = useMoreResults(results);
  const location = useDisplayedLocation();
  const state = useMemo(() => parseCatalogueState(new URLSearchParams(location.search)), [location.search]);
  const replaceUrl = useReplaceUrl();
  const updating = useResultsUpdating();

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
        aria-label="Pool collection"
        className="container-page scroll-mt-32 space-y-6 py-12 sm:py-16"
      >
        <CatalogueToolbar state={current} />
        <CatalogueQuickFilters
          state={current}
          options={{ brand: options.brands, shape: options.shapes, size: options.sizes }}
        />
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
          <CatalogueResults state={current} shown={shown} total={total} resultsId={COLLECTION_ID} updating={updating} />
        </div>
      </section>
      <ClosingCta
        title="Found a pool you like?"
        text="Get a free, no-obligation estimate for any model, or talk it through with a specialist at your nearest office."
        secondary={{ to: "/pools-modern", label: "Modern Pools" }}
      />
    </>
  );
}
