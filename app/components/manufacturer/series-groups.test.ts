import { describe, expect, it } from "vitest";
import { SIGNATURE_COLLECTION, groupPoolsBySeries, searchWithSlide, slideIndexFromQuery } from "./series-groups";

describe("groupPoolsBySeries", () => {
  it("groups by series, then by shape for pools without one, then the Signature Collection", () => {
    const pools = [
      { id: 1, series: null, shape: "Rectangle" },
      { id: 2, series: "Wylela", shape: "Freeform" },
      { id: 3, series: "Atlantic", shape: "Rectangle" },
      { id: 4, series: " ", shape: null },
      { id: 5, series: "Wylela", shape: "Rectangle" },
      { id: 6, series: null, shape: "Freeform" },
    ];
    const groups = groupPoolsBySeries(pools);
    expect(groups.map((g) => [g.kind, g.name, g.pools.map((p) => p.id)])).toEqual([
      ["series", "Atlantic", [3]],
      ["series", "Wylela", [2, 5]],
      ["shape", "Freeform", [6]],
      ["shape", "Rectangle", [1]],
      ["signature", SIGNATURE_COLLECTION, [4]],
    ]);
  });

  it("treats series names case-insensitively and trims them", () => {
    const groups = groupPoolsBySeries([{ series: "Luxor " }, { series: "luxor" }]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.name).toBe("Luxor");
    expect(groups[0]!.pools).toHaveLength(2);
  });

  it("gives no groups for no pools", () => {
    expect(groupPoolsBySeries([])).toEqual([]);
  });
});

describe("the slide in the address", () => {
  const index = (query: string) => slideIndexFromQuery(new URLSearchParams(query), 4);

  it("reads slides 1 to the last as 0-based indexes", () => {
    expect(index("slide=1")).toBe(0);
    expect(index("slide=4")).toBe(3);
  });

  it("shows the first slide for anything else", () => {
    for (const query of ["", "slide=0", "slide=5", "slide=two", "slide=-1", "slide=1.5"])
      expect(index(query), query).toBe(0);
  });

  it("writes the slide into a query and keeps the filters", () => {
    expect(searchWithSlide("?series=Luxor", 2)).toBe("?series=Luxor&slide=3");
    expect(searchWithSlide("?series=Luxor&slide=3", 0)).toBe("?series=Luxor");
    expect(searchWithSlide("", 0)).toBe("");
  });
});
