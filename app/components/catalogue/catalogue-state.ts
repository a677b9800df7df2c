import {
  type CatalogueFilters,
  EMPTY_CATALOGUE_FILTERS,
  catalogueFiltersToQuery,
  parseCatalogueFilters,
} from "~/lib/catalogue/pool-filters";
import { PAGE_PARAM, readPageParam } from "~/lib/catalogue/pool-paging";
import { YARD_FIT_PARAMS, type YardQuery, readYardQuery } from "~/lib/catalogue/yard-fit";

export const CATALOGUE_PATH = "/pools";

/**
 * The results' anchor: a filter, view or yard chosen without scripts reloads the page, and the address's #id puts
 * the visitor at the answer instead of the top of the hero.
 */
export const RESULTS_ID = "results";

export type CatalogueView = "grid" | "list";

/** Everything the catalogue keeps in its URL, so a view can be shared and survives a reload. */
export interface CatalogueState {
  filters: CatalogueFilters;
  view: CatalogueView;
  filtersOpen: boolean;
  /** The page of results (1 stays out of the URL); another filter starts again at 1. */
  page: number;
  /** "Will it fit?": the yard's fields as the address has them, checked by the server (decision 029). */
  yard: YardQuery;
}

export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  return {
    filters: parseCatalogueFilters(params),
    view: params.get("view") === "list" ? "list" : "grid",
    filtersOpen: params.get("filters") === "open",
    page: readPageParam(params),
    yard: readYardQuery(params),
  };
}

/**
 * The catalogue URL of a state; defaults (grid, panel closed, no filter, no yard, first page) stay out of the
 * query. The yard goes along with every link, so the pools shown still fit it.
 */
export function catalogueHref(state: CatalogueState): string {
  const extra: Record<string, string> = {};
  for (const name of Object.values(YARD_FIT_PARAMS)) {
    const value = state.yard[name];
    if (value !== undefined) extra[name] = value;
  }
  if (state.view === "list") extra.view = "list";
  if (state.filtersOpen) extra.filters = "open";
  if (state.page > 1) extra[PAGE_PARAM] = String(state.page);
  return CATALOGUE_PATH + catalogueFiltersToQuery(state.filters, extra);
}

/** The same view with some filters changed, from the first page of their results. */
export function withFilters(state: CatalogueState, patch: Partial<CatalogueFilters>): CatalogueState {
  return { ...state, filters: { ...state.filters, ...patch }, page: 1 };
}

/**
 * Clear keeps the visitor's view mode, panel and yard, and drops every filter, the search and the page. The yard
 * is a fact about the visitor's property rather than a taste: it has its own way out (withYard with none).
 */
export function clearedState(state: CatalogueState): CatalogueState {
  return { ...state, filters: EMPTY_CATALOGUE_FILTERS, page: 1 };
}

/** A quick filter chip: choosing the active value again removes it. */
export function toggledFilter(state: CatalogueState, key: "brand" | "shape" | "size", value: string): CatalogueState {
  const active = state.filters[key]?.toLowerCase() === value.toLowerCase();
  return withFilters(state, { [key]: active ? null : value });
}

/** The same view for another yard (an empty one shows every pool again), from the first page. */
export function withYard(state: CatalogueState, yard: YardQuery): CatalogueState {
  return { ...state, yard, page: 1 };
}
