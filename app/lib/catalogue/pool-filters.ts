import { compareText } from "~/lib/text/plain-format";
import { SIZE_CATEGORIES } from "./pool-size";

/** The fields of a pool the filters read (the public pool shape satisfies it). */
export interface FilterablePool {
  name?: string | null;
  model?: string | null;
  description?: string | null;
  shape?: string | null;
  manufacturer?: string | null;
  brand?: string | null;
  series?: string | null;
  sizeCategory?: string | null;
  builtInSpa?: string | null;
}

const text = (value: string | null | undefined) => (value ?? "").toLowerCase();
const brandOf = (pool: FilterablePool) => pool.manufacturer || pool.brand || "";

// ---------------------------------------------------------------------------
// Catalogue (/pools): quick filters and search, kept in the URL query.

export interface CatalogueFilters {
  brand: string | null;
  shape: string | null;
  size: string | null;
  series: string | null;
  search: string;
}

export const EMPTY_CATALOGUE_FILTERS: CatalogueFilters = {
  brand: null,
  shape: null,
  size: null,
  series: null,
  search: "",
};

const QUERY_KEYS = { brand: "brand", shape: "shape", size: "size", series: "series", search: "q" } as const;

/** Catalogue filters from a URL query; "all", blanks and over-long values mean no filter. */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const read = (key: string, max = 100) => {
    const value = params.get(key)?.trim() ?? "";
    return value && value.length <= max && value.toLowerCase() !== "all" ? value : null;
  };
  return {
    brand: read(QUERY_KEYS.brand),
    shape: read(QUERY_KEYS.shape),
    size: read(QUERY_KEYS.size),
    series: read(QUERY_KEYS.series),
    search: read(QUERY_KEYS.search, 200) ?? "",
  };
}

/** The URL query of a filter state (empty string when nothing is filtered). */
export function catalogueFiltersToQuery(filters: CatalogueFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.brand) params.set(QUERY_KEYS.brand, filters.brand);
  if (filters.shape) params.set(QUERY_KEYS.shape, filters.shape);
  if (filters.size) params.set(QUERY_KEYS.size, filters.size);
  if (filters.series) params.set(QUERY_KEYS.series, filters.series);
  if (filters.search.trim()) params.set(QUERY_KEYS.search, filters.search.trim());
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasCatalogueFilters(filters: CatalogueFilters): boolean {
  return Boolean(filters.brand || filters.shape || filters.size || filters.series || filters.search.trim());
}

/** Case-insensitive search over name, model, description, shape, manufacturer and series. */
export function poolMatchesSearch(pool: FilterablePool, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [pool.name, pool.model, pool.description, pool.shape, brandOf(pool), pool.series].some((field) =>
    text(field).includes(needle),
  );
}

export function filterCatalogue<T extends FilterablePool>(pools: readonly T[], filters: CatalogueFilters): T[] {
  const same = (a: string | null | undefined, b: string) => text(a) === b.toLowerCase();
  return pools.filter(
    (pool) =>
      (!filters.brand || same(brandOf(pool), filters.brand)) &&
      (!filters.shape || same(pool.shape, filters.shape)) &&
      (!filters.size || same(pool.sizeCategory, filters.size)) &&
      (!filters.series || same(pool.series, filters.series)) &&
      poolMatchesSearch(pool, filters.search),
  );
}

/** Values offered by the filter controls, from the pools themselves. */
export function catalogueFilterOptions(pools: readonly FilterablePool[]) {
  const distinct = (values: (string | null | undefined)[]) =>
    [...new Set(values.filter((v): v is string => Boolean(v)))].sort(compareText);
  const sizes = distinct(pools.map((p) => p.sizeCategory));
  const order = (size: string) => {
    const index = (SIZE_CATEGORIES as readonly string[]).indexOf(size);
    return index === -1 ? SIZE_CATEGORIES.length : index;
  };
  return {
    brands: distinct(pools.map(brandOf)),
    shapes: distinct(pools.map((p) => p.shape)),
    sizes: sizes.sort((a, b) => order(a) - order(b)),
    series: distinct(pools.map((p) => p.series)),
  };
}

// ---------------------------------------------------------------------------
// Filter panel (modern and manufacturer pages).

export interface PanelFilters {
  brands: string[];
  series: string[];
  shapes: string[];
  sizes: string[];
  /** null means any. */
  hasSpa: boolean | null;
  searchTerm: string;
}

export const EMPTY_PANEL_FILTERS: PanelFilters = {
  brands: [],
  series: [],
  shapes: [],
  sizes: [],
  hasSpa: null,
  searchTerm: "",
};

/** The modern pools page starts filtered to these shapes. */
export const MODERN_PAGE_SHAPES = ["Rectangle", "Rectangle, built-in spa", "Freeform, built-in spa"] as const;

const inList = (list: readonly string[], value: string | null | undefined) =>
  list.length === 0 || list.some((item) => item.toLowerCase() === text(value));

/**
 * Panel filtering: text search over name, brand, model, series and
 * description; exact brand, series, shape, size and built-in spa. A page's
 * initial shapes list overrides the single shape choice.
 */
export function applyPanelFilters<T extends FilterablePool>(
  pools: readonly T[],
  filters: PanelFilters,
  initialShapes?: readonly string[],
): T[] {
  const needle = filters.searchTerm.trim().toLowerCase();
  const shapes = initialShapes?.length ? initialShapes : filters.shapes;
  return pools.filter((pool) => {
    if (
      needle &&
      ![pool.name, brandOf(pool), pool.model, pool.series, pool.description].some((f) => text(f).includes(needle))
    ) {
      return false;
    }
    if (filters.hasSpa !== null && (text(pool.builtInSpa) === "yes") !== filters.hasSpa) return false;
    return (
      inList(filters.brands, brandOf(pool)) &&
      inList(filters.series, pool.series) &&
      inList(shapes, pool.shape) &&
      inList(filters.sizes, pool.sizeCategory)
    );
  });
}
