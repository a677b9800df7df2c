import { describe, expect, it } from "vitest";
import { catalogueHref, clearedState, parseCatalogueState, toggledFilter, withYard } from "./catalogue-state";

const parse = (query: string) => parseCatalogueState(new URLSearchParams(query));

describe("catalogue URL state", () => {
  it("defaults to the grid, the panel closed and no filter", () => {
    const state = parse("");
    expect(state.view).toBe("grid");
    expect(state.filtersOpen).toBe(false);
    expect(catalogueHref(state)).toBe("/pools");
  });

  it("reads and writes filters, search, list view and the open panel", () => {
    const state = parse("brand=San+Juan&size=Small&q=spa&view=list&filters=open");
    expect(state.filters).toMatchObject({ brand: "San Juan", size: "Small", search: "spa" });
    expect(state.view).toBe("list");
    expect(state.filtersOpen).toBe(true);
    expect(catalogueHref(state)).toBe("/pools?brand=San+Juan&size=Small&q=spa&view=list&filters=open");
  });

  it("keeps the page across the view and the panel, and starts again at 1 when a filter changes", () => {
    const second = parse("shape=Freeform&page=2");
    expect(catalogueHref({ ...second, view: "list" })).toBe("/pools?shape=Freeform&view=list&page=2");
    expect(catalogueHref({ ...second, filtersOpen: true })).toBe("/pools?shape=Freeform&filters=open&page=2");
    expect(catalogueHref(toggledFilter(second, "size", "Small"))).toBe("/pools?shape=Freeform&size=Small");
    expect(catalogueHref(clearedState(second))).toBe("/pools");
    expect(parse("page=nope").page).toBe(1);
  });

  it("ignores unknown view and panel values", () => {
    expect(parse("view=table&filters=yes")).toMatchObject({ view: "grid", filtersOpen: false });
  });

  it("toggles a quick filter on, off again, and case-insensitively", () => {
    const on = toggledFilter(parse(""), "shape", "Freeform");
    expect(catalogueHref(on)).toBe("/pools?shape=Freeform");
    expect(catalogueHref(toggledFilter(on, "shape", "freeform"))).toBe("/pools");
    expect(catalogueHref(toggledFilter(on, "shape", "Rectangle"))).toBe("/pools?shape=Rectangle");
  });

  it("clears every filter but keeps the view and the panel", () => {
    expect(catalogueHref(clearedState(parse("brand=Latham&q=x&view=list&filters=open")))).toBe(
      "/pools?view=list&filters=open",
    );
  });

  it("carries the yard, as typed, through every filter, view and page link, and Clear keeps it", () => {
    const state = parse("yardWidth=30&yardDepth=40&deck=0&shape=Freeform&page=2");
    expect(state.yard).toEqual({ yardWidth: "30", yardDepth: "40", deck: "0" });
    expect(catalogueHref(state)).toBe("/pools?shape=Freeform&yardWidth=30&yardDepth=40&deck=0&page=2");
    expect(catalogueHref({ ...state, view: "list" })).toBe(
      "/pools?shape=Freeform&yardWidth=30&yardDepth=40&deck=0&view=list&page=2",
    );
    expect(catalogueHref(toggledFilter(state, "size", "Small"))).toBe(
      "/pools?shape=Freeform&size=Small&yardWidth=30&yardDepth=40&deck=0",
    );
    expect(catalogueHref(clearedState(state))).toBe("/pools?yardWidth=30&yardDepth=40&deck=0");
    expect(catalogueHref(parse("yardWidth=thirty&yardDepth="))).toBe("/pools?yardWidth=thirty&yardDepth=");
  });

  it("changes the yard, or drops it, from the first page and keeps the filters", () => {
    const state = parse("yardWidth=30&yardDepth=40&shape=Freeform&view=list&page=2");
    expect(catalogueHref(withYard(state, { yardWidth: "50", yardDepth: "60" }))).toBe(
      "/pools?shape=Freeform&yardWidth=50&yardDepth=60&view=list",
    );
    expect(catalogueHref(withYard(state, {}))).toBe("/pools?shape=Freeform&view=list");
  });
});
