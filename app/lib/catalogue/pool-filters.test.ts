import { describe, expect, it } from "vitest";
import {
  EMPTY_CATALOGUE_FILTERS,
  EMPTY_PANEL_FILTERS,
  MODERN_PAGE_SHAPES,
  applyPanelFilters,
  catalogueFilterOptions,
  catalogueFiltersToQuery,
  filterCatalogue,
  hasCatalogueFilters,
  parseCatalogueFilters,
  poolMatchesSearch,
} from "./pool-filters";

const pools = [
  {
    name: "Apollo 14",
    model: "Apollo 14",
    description: "Family pool",
    shape: "Rectangle",
    manufacturer: "Latham",
    series: null,
    sizeCategory: "Medium",
    builtInSpa: "No",
  },
  {
    name: "Milan 10.20",
    model: "Milan 10.20",
    description: "Compact plunge",
    shape: "Plunge",
    manufacturer: "Latham",
    series: "Milan",
    sizeCategory: "Small",
    builtInSpa: "No",
  },
  {
    name: "Cyberlane",
    model: "Cyberlane",
    description: "Lap pool with spa",
    shape: "Rectangle, built-in spa",
    manufacturer: "San Juan",
    series: "Cyberlane",
    sizeCategory: "Small",
    builtInSpa: "Yes",
  },
  {
    name: "Oasis",
    model: "Oasis",
    description: "Resort freeform",
    shape: "Freeform, built-in spa",
    brand: "San Juan",
    manufacturer: null,
    series: null,
    sizeCategory: "X-Large",
    builtInSpa: "Yes",
  },
];

describe("catalogue search", () => {
  it("is case-insensitive over name, model, description, shape, manufacturer and series", () => {
    expect(poolMatchesSearch(pools[0]!, "APOLLO")).toBe(true);
    expect(poolMatchesSearch(pools[0]!, "family")).toBe(true);
    expect(poolMatchesSearch(pools[0]!, "rectangle")).toBe(true);
    expect(poolMatchesSearch(pools[0]!, "latham")).toBe(true);
    expect(poolMatchesSearch(pools[1]!, "milan")).toBe(true);
    expect(poolMatchesSearch(pools[3]!, "san juan")).toBe(true);
    expect(poolMatchesSearch(pools[0]!, "spa")).toBe(false);
    expect(poolMatchesSearch(pools[0]!, "   ")).toBe(true);
  });
});

describe("catalogue filters", () => {
  it("filter by brand, shape, size and series, all defaulting to all", () => {
    expect(filterCatalogue(pools, EMPTY_CATALOGUE_FILTERS)).toHaveLength(4);
    expect(filterCatalogue(pools, { ...EMPTY_CATALOGUE_FILTERS, brand: "san juan" }).map((p) => p.name)).toEqual([
      "Cyberlane",
      "Oasis",
    ]);
    expect(filterCatalogue(pools, { ...EMPTY_CATALOGUE_FILTERS, size: "Small" }).map((p) => p.name)).toEqual([
      "Milan 10.20",
      "Cyberlane",
    ]);
    expect(
      filterCatalogue(pools, { ...EMPTY_CATALOGUE_FILTERS, shape: "Plunge", brand: "Latham" }).map((p) => p.name),
    ).toEqual(["Milan 10.20"]);
    expect(filterCatalogue(pools, { ...EMPTY_CATALOGUE_FILTERS, series: "Milan", search: "compact" })).toHaveLength(1);
    expect(filterCatalogue(pools, { ...EMPTY_CATALOGUE_FILTERS, search: "nothing like this" })).toEqual([]);
  });

  it("round-trips through the URL query", () => {
    const filters = {
      brand: "Latham",
      shape: "Rectangle, built-in spa",
      size: "X-Large",
      series: null,
      search: "spa & sun",
    };
    const query = catalogueFiltersToQuery(filters);
    expect(parseCatalogueFilters(new URLSearchParams(query))).toEqual(filters);
    expect(catalogueFiltersToQuery(EMPTY_CATALOGUE_FILTERS)).toBe("");
    expect(catalogueFiltersToQuery(EMPTY_CATALOGUE_FILTERS, { view: "list" })).toBe("?view=list");
  });

  it("reads 'all', blanks and absurd values as no filter", () => {
    const parsed = parseCatalogueFilters(new URLSearchParams({ brand: "all", shape: " ", size: "x".repeat(500) }));
    expect(parsed).toEqual(EMPTY_CATALOGUE_FILTERS);
    expect(hasCatalogueFilters(parsed)).toBe(false);
    expect(hasCatalogueFilters({ ...parsed, search: "a" })).toBe(true);
  });

  it("offers the distinct values, sizes in tier order", () => {
    expect(catalogueFilterOptions(pools)).toEqual({
      brands: ["Latham", "San Juan"],
      shapes: ["Freeform, built-in spa", "Plunge", "Rectangle", "Rectangle, built-in spa"],
      sizes: ["Small", "Medium", "X-Large"],
      series: ["Cyberlane", "Milan"],
    });
  });
});

describe("panel filters", () => {
  it("the modern page's initial shapes override the single shape choice", () => {
    const result = applyPanelFilters(pools, { ...EMPTY_PANEL_FILTERS, shapes: ["Plunge"] }, MODERN_PAGE_SHAPES);
    expect(result.map((p) => p.name)).toEqual(["Apollo 14", "Cyberlane", "Oasis"]);
  });

  it("filters built-in spa as yes, no or any", () => {
    expect(applyPanelFilters(pools, { ...EMPTY_PANEL_FILTERS, hasSpa: true }).map((p) => p.name)).toEqual([
      "Cyberlane",
      "Oasis",
    ]);
    expect(applyPanelFilters(pools, { ...EMPTY_PANEL_FILTERS, hasSpa: false })).toHaveLength(2);
    expect(applyPanelFilters(pools, EMPTY_PANEL_FILTERS)).toHaveLength(4);
  });

  it("searches name, brand, model, series and description but not shape", () => {
    expect(applyPanelFilters(pools, { ...EMPTY_PANEL_FILTERS, searchTerm: "resort" }).map((p) => p.name)).toEqual([
      "Oasis",
    ]);
    expect(applyPanelFilters(pools, { ...EMPTY_PANEL_FILTERS, searchTerm: "plunge" }).map((p) => p.name)).toEqual([
      "Milan 10.20",
    ]);
    expect(applyPanelFilters(pools, { ...EMPTY_PANEL_FILTERS, searchTerm: "freeform" }).map((p) => p.name)).toEqual([
      "Oasis",
    ]);
  });

  it("combines exact brand, series and size lists", () => {
    const filters = { ...EMPTY_PANEL_FILTERS, brands: ["Latham"], sizes: ["Small"] };
    expect(applyPanelFilters(pools, filters).map((p) => p.name)).toEqual(["Milan 10.20"]);
  });
});
