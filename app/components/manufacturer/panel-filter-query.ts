import { EMPTY_PANEL_FILTERS, type PanelFilters } from "~/lib/catalogue/pool-filters";

/**
 * The filter panel keeps its state in the URL query (GET form fields), so a
 * filtered view works without JavaScript, survives a reload and can be shared.
 */
export const PANEL_QUERY_KEYS = {
  brand: "brand",
  series: "series",
  size: "size",
  spa: "spa",
  search: "q",
} as const;

const MAX_VALUE_LENGTH = 100;
const MAX_SEARCH_LENGTH = 200;

function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .map((v) => v.trim())
    .filter((v) => v !== "" && v.length <= MAX_VALUE_LENGTH && v.toLowerCase() !== "all");
}

function spaChoice(value: string | null): boolean | null {
  const v = value?.trim().toLowerCase();
  if (v === "yes") return true;
  if (v === "no") return false;
  return null;
}

/** Panel filters from a URL query; blanks, "all" and over-long values mean no filter. */
export function parsePanelQuery(params: URLSearchParams): PanelFilters {
  const search = params.get(PANEL_QUERY_KEYS.search)?.trim() ?? "";
  return {
    ...EMPTY_PANEL_FILTERS,
    brands: values(params, PANEL_QUERY_KEYS.brand),
    series: values(params, PANEL_QUERY_KEYS.series),
    sizes: values(params, PANEL_QUERY_KEYS.size),
    hasSpa: spaChoice(params.get(PANEL_QUERY_KEYS.spa)),
    searchTerm: search.length <= MAX_SEARCH_LENGTH ? search : "",
  };
}

/** True when the visitor narrowed the list in any way. */
export function hasPanelFilters(filters: PanelFilters): boolean {
  return (
    filters.brands.length > 0 ||
    filters.series.length > 0 ||
    filters.shapes.length > 0 ||
    filters.sizes.length > 0 ||
    filters.hasSpa !== null ||
    filters.searchTerm.trim() !== ""
  );
}
