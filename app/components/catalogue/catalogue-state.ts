import {
  type CatalogueFilters,
  EMPTY_CATALOGUE_FILTERS,
  catalogueFiltersToQuery,
  parseCatalogueFilters,
} from "~/lib/pool-filters";

export const CATALOGUE_PATH = "/pools";

export type CatalogueView = "grid" | "list";

/** Everything the catalogue keeps in its URL, so a view can be shared and survives a reload. */
export interface CatalogueState {
  filters: CatalogueFilters;
  view: CatalogueView;
  filtersOpen: boolean;
}

export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  return {
    filters: parseCatalogueFilters(params),
    view: params.get("view") === "list" ? "list" : "grid",
    filtersOpen: params.get("filters") === "open",
  };
}

/** The catalogue URL of a state; defaults (grid, panel closed, no filter) stay out of the query. */
export function catalogueHref(state: CatalogueState): string {
  const extra: Record<string, string> = {};
  if (state.view === "list") extra.view = "list";
  if (state.filtersOpen) extra.filters = "open";
  return CATALOGUE_PATH + catalogueFiltersToQuery(state.filters, extra);
}

/** The same view with some filters changed. */
export function withFilters(state: CatalogueState, patch: Partial<CatalogueFilters>): CatalogueState {
  return { ...state, filters: { ...state.filters, ...patch } };
}

/** Clear keeps the visitor's view mode and panel, and drops every filter and the search. */
export function clearedState(state: CatalogueState): CatalogueState {
  return { ...state, filters: EMPTY_CATALOGUE_FILTERS };
}

/** A quick filter chip: choosing the active value again removes it. */
export function toggledFilter(state: CatalogueState, key: "brand" | "shape" | "size", value: string): CatalogueState {
  const active = state.filters[key]?.toLowerCase() === value.toLowerCase();
  return withFilters(state, { [key]: active ? null : value });
}
