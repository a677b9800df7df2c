import { describe, expect, it } from "vitest";
import { EMPTY_PANEL_FILTERS, applyPanelFilters } from "~/lib/catalogue/pool-filters";
import { hasPanelFilters, parsePanelQuery } from "./panel-filter-query";

const parse = (query: string) => parsePanelQuery(new URLSearchParams(query));

describe("parsePanelQuery", () => {
  it("reads brand, series, size, spa and search from the query", () => {
    expect(parse("brand=Latham&series=Milan&size=Small&spa=yes&q=%20plunge%20")).toEqual({
      ...EMPTY_PANEL_FILTERS,
      brands: ["Latham"],
      series: ["Milan"],
      sizes: ["Small"],
      hasSpa: true,
      searchTerm: "plunge",
    });
  });

  it("treats blanks, 'all' and unknown spa values as no filter", () => {
    expect(parse("brand=&series=all&size=%20&spa=maybe&q=")).toEqual(EMPTY_PANEL_FILTERS);
    expect(parse("")).toEqual(EMPTY_PANEL_FILTERS);
  });

  it("reads spa=no as pools without a built-in spa", () => {
    expect(parse("spa=No").hasSpa).toBe(false);
  });

  it("ignores over-long values", () => {
    expect(parse(`brand=${"x".repeat(101)}`).brands).toEqual([]);
    expect(parse(`q=${"x".repeat(201)}`).searchTerm).toBe("");
  });

  it("keeps repeated values", () => {
    expect(parse("size=Small&size=Plunge").sizes).toEqual(["Small", "Plunge"]);
  });

  it("filters pools together with applyPanelFilters", () => {
    const pools = [
      { name: "Milan 10.20", manufacturer: "Latham", series: "Milan", sizeCategory: "Small", builtInSpa: "No" },
      { name: "Bermuda 16", manufacturer: "Latham", series: "Bermuda", sizeCategory: "Large", builtInSpa: "Yes" },
    ];
    expect(applyPanelFilters(pools, parse("spa=yes")).map((p) => p.name)).toEqual(["Bermuda 16"]);
    expect(applyPanelFilters(pools, parse("q=MILAN")).map((p) => p.name)).toEqual(["Milan 10.20"]);
    expect(applyPanelFilters(pools, parse("size=Medium"))).toEqual([]);
  });
});

describe("hasPanelFilters", () => {
  it("is false for the empty state and true for any choice", () => {
    expect(hasPanelFilters(EMPTY_PANEL_FILTERS)).toBe(false);
    expect(hasPanelFilters(parse("spa=no"))).toBe(true);
    expect(hasPanelFilters(parse("q=lap"))).toBe(true);
  });
});
