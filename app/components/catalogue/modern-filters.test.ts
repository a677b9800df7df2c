import { describe, expect, it } from "vitest";
import { MODERN_PAGE_SHAPES, applyPanelFilters } from "~/lib/catalogue/pool-filters";
import { EMPTY_MODERN_FILTERS, modernHref, parseModernFilters, toPanelFilters } from "./modern-filters";

const parse = (query: string) => parseModernFilters(new URLSearchParams(query));

const pools = [
  {
    name: "Cove",
    manufacturer: "Latham",
    series: "Milan",
    shape: "Rectangle",
    sizeCategory: "Small",
    builtInSpa: "No",
  },
  {
    name: "Bay",
    manufacturer: "San Juan",
    series: "Luxor",
    shape: "Rectangle, built-in spa",
    sizeCategory: "Large",
    builtInSpa: "Yes",
  },
  { name: "Lagoon", manufacturer: "Latham", series: null, shape: "Freeform", sizeCategory: "Small", builtInSpa: "No" },
];

describe("modern page filters in the URL", () => {
  it("reads nothing from an empty query and writes a bare path", () => {
    expect(parse("")).toEqual(EMPTY_MODERN_FILTERS);
    expect(modernHref(EMPTY_MODERN_FILTERS)).toBe("/pools-modern");
  });

  it("round-trips every field", () => {
    const href = "/pools-modern?brand=San+Juan&series=Luxor&size=Large&spa=yes&q=bay";
    expect(modernHref(parse(href.split("?")[1]!))).toBe(href);
  });

  it("drops blank, 'all' and unknown spa values", () => {
    expect(parse("brand=&series=all&spa=maybe&q=%20")).toEqual(EMPTY_MODERN_FILTERS);
  });

  it("filters within the page's shapes by brand, spa and search", () => {
    const run = (query: string) =>
      applyPanelFilters(pools, toPanelFilters(parse(query)), MODERN_PAGE_SHAPES).map((p) => p.name);
    expect(run("")).toEqual(["Cove", "Bay"]);
    expect(run("spa=yes")).toEqual(["Bay"]);
    expect(run("spa=no&brand=latham")).toEqual(["Cove"]);
    expect(run("q=LUXOR")).toEqual(["Bay"]);
    expect(run("q=lagoon")).toEqual([]);
  });
});
