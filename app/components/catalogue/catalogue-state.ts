import {
  type CatalogueFilters,
  EMPTY_CATALOGUE_FILTERS,
  catalogueFiltersToQuery,
  parseCatalogueFilters,
} from "~/lib/pool-filters";
import { PAGE_PARAM, readPageParam } from "~/lib/pool-paging";

export const CATALOGUE_PATH = "/pools";

export type CatalogueView = "grid" | "list";

/** Everything the catalogue keeps in its URL, so a view can be shared and survives a reload. */
export interface CatalogueState {
  filters: CatalogueFilters;
  view: CatalogueView;
  filtersOpen: boolean;
  /** The page of results (1 stays out of the URL); another filter starts again at 1. */
  page: number;
}

export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  return {
    filters: parseCatalogueFilters(params),
    view: params.get("view") === "list" ? "list" : "grid",
    filtersOpen: params.get("filters") === "open",
    page: readPageParam(params),
  };
}

/** The catalogue URL of a state; defaults (grid, panel closed, no filter, first page) stay out of the query. */
export function catalogueHref(state: CatalogueState): string {
  const extra: Record<string, string> = {};
  if (state.view === "list") extra.view = "list";
  if (state.filtersOpen) extra.filters = "open";
  if (state.page > 1) extra[PAGE_PARAM] = String(state.page);
  return CATALOGUE_PATH + catalogueFiltersToQuery(state.filters, extra);
}

/** The same view with some filters changed, from the first page of their results. */
export function withFilters(state: CatalogueState, patch: Partial<CatalogueFilters>): CatalogueState {
  return { ...state, filters: { ...state.filters, ...patch }, page: 1 };
}

/** Clear keeps the visitor's view mode and panel, and drops every filter, the search and the page. */
export function clearedState(state: CatalogueState): CatalogueState {
  return { ...state, filters: EMPTY_CATALOGUE_FILTERS, page: 1 };
}

/** A quick filter chip: choosing the active value again removes it. */
export function toggledFilter(state: CatalogueState, key: "brand" | "shape" | "size", value: string): CatalogueState {
  const active = state.filters[key]?.toLowerCase() === value.toLowerCase();
  return withFilters(state, { [key]: active ? null : value });
}
