import { EMPTY_PANEL_FILTERS, type PanelFilters } from "~/lib/catalogue/pool-filters";

export const MODERN_PATH = "/pools-modern";
/** The results' anchor: a filter sent without scripts reloads the page there, not at the top of the hero. */
export const MODERN_RESULTS_ID = "modern-results";

/**
 * The modern page's filter bar in the URL: one value per field (brand,
 * series, size), built-in spa as yes/no and the search text as q. The
 * page's fixed shapes are not part of the query.
 */
export interface ModernFilters {
  brand: string | null;
  series: string | null;
  size: string | null;
  spa: "yes" | "no" | null;
  search: string;
}

export const EMPTY_MODERN_FILTERS: ModernFilters = { brand: null, series: null, size: null, spa: null, search: "" };

export function parseModernFilters(params: URLSearchParams): ModernFilters {
  const read = (key: string, max = 100) => {
    const value = params.get(key)?.trim() ?? "";
    return value && value.length <= max && value.toLowerCase() !== "all" ? value : null;
  };
  const spa = read("spa")?.toLowerCase();
  return {
    brand: read("brand"),
    series: read("series"),
    size: read("size"),
    spa: spa === "yes" || spa === "no" ? spa : null,
    search: read("q", 200) ?? "",
  };
}

export function modernHref(filters: ModernFilters): string {
  const params = new URLSearchParams();
  if (filters.brand) params.set("brand", filters.brand);
  if (filters.series) params.set("series", filters.series);
  if (filters.size) params.set("size", filters.size);
  if (filters.spa) params.set("spa", filters.spa);
  if (filters.search.trim()) params.set("q", filters.search.trim());
  const query = params.toString();
  return query ? `${MODERN_PATH}?${query}` : MODERN_PATH;
}

export function hasModernFilters(filters: ModernFilters): boolean {
  return Boolean(filters.brand || filters.series || filters.size || filters.spa || filters.search.trim());
}

/** The filter panel's state (lib/pool-filters) for these URL filters. */
export function toPanelFilters(filters: ModernFilters): PanelFilters {
  const list = (value: string | null) => (value ? [value] : []);
  return {
    ...EMPTY_PANEL_FILTERS,
    brands: list(filters.brand),
    series: list(filters.series),
    sizes: list(filters.size),
    hasSpa: filters.spa === null ? null : filters.spa === "yes",
    searchTerm: filters.search,
  };
}
