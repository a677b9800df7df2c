import { useCallback, useMemo } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import { CatalogueFilterPanel } from "~/components/catalogue/catalogue-filter-panel";
import { CatalogueHero } from "~/components/catalogue/catalogue-hero";
import { toCataloguePool } from "~/components/catalogue/catalogue-pool";
import { CatalogueQuickFilters } from "~/components/catalogue/catalogue-quick-filters";
import { CatalogueResults } from "~/components/catalogue/catalogue-results";
import { catalogueHref, parseCatalogueState, withFilters } from "~/components/catalogue/catalogue-state";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { useDisplayedLocation, useReplaceUrl, useSearchText } from "~/components/catalogue/use-url-state";
import { ClosingCta } from "~/components/closing-cta";
import { appContext } from "~/context";
import {
  type CatalogueFilters,
  catalogueFilterOptions,
  filterCatalogue,
  parseCatalogueFilters,
} from "~/lib/pool-filters";
import { routeMeta, siteUrlFromMatches } from "~/lib/route-meta";
import { poolItemList } from "~/lib/structured-data";
import { listActivePools } from "~/models/pools.server";
import type { Route } from "./+types/pools";

const ITEM_LIST_LIMIT = 15;

// Every pool travels to the page and the filtering happens on the URL's
// query, in the component: the server renders the filtered list (no
// JavaScript needed) and the browser re-filters instantly with the same code.
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const pools = await listActivePools(db);
  return { pools: pools.map(toCataloguePool) };
}

/** Filters, search and view live in the query: changing them needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const samePage = currentUrl.pathname === nextUrl.pathname;
  const isRead = !formMethod || formMethod.toUpperCase() === "GET";
  return samePage && isRead ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const pools = loaderData?.pools ?? [];
  const { brands } = catalogueFilterOptions(pools);
  const shown = filterCatalogue(pools, parseCatalogueFilters(new URLSearchParams(location.search)));
  return routeMeta(matches, {
    title: "Premium Pool Collection",
    description: `Browse ${pools.length} fiberglass pool models${brands.length ? ` from ${brands.join(" and ")}` : ""} by shape, size and series, with dimensions, depths and starting prices. Free estimates across Florida.`,
    path: "/pools",
    keywords: ["fiberglass pools", "pool models", "Florida pool installation", ...brands.map((b) => `${b} pools`)],
    jsonLd: poolItemList(shown, siteUrlFromMatches(matches), ITEM_LIST_LIMIT),
  });
};

export default function PoolsPage({ loaderData }: Route.ComponentProps) {
  const { pools } = loaderData;
  const location = useDisplayedLocation();
  const state = useMemo(() => parseCatalogueState(new URLSearchParams(location.search)), [location.search]);
  const replaceUrl = useReplaceUrl();

  const hrefWithSearch = useCallback((search: string) => catalogueHref(withFilters(state, { search })), [state]);
  const search = useSearchText(state.filters.search, hrefWithSearch);
  // What the visitor sees follows the search box at once; the URL follows a moment later.
  const current = useMemo(() => withFilters(state, { search: search.text }), [state, search.text]);

  const options = useMemo(() => catalogueFilterOptions(pools), [pools]);
  const shown = useMemo(() => filterCatalogue(pools, current.filters), [pools, current.filters]);

  const changeFilters = (patch: Partial<CatalogueFilters>) => replaceUrl(catalogueHref(withFilters(current, patch)));

  return (
    <>
      <CatalogueHero
        poolCount={pools.length}
        manufacturerCount={options.brands.length}
        shapeCount={options.shapes.length}
        brands={options.brands}
      />
      <section
        id="collection"
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
          <CatalogueResults state={current} pools={shown} total={pools.length} />
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
