import { describe, expect, it } from "vitest";
import {
  CONTENT_SEARCH_MAX_LENGTH,
  containsPattern,
  hasContentFilters,
  pageWindowOf,
  parseContentListQuery,
  serializeContentListQuery,
} from "./content-list";

const FILTERS = { status: ["active", "inactive"], category: ["Maintenance", "Cost & Estimates"] } as const;
const parse = (search: string) => parseContentListQuery(new URLSearchParams(search), FILTERS);

describe("content list query", () => {
  it("defaults to the first page with no search or filters", () => {
    expect(parse("")).toEqual({ query: { page: 1, q: "", filters: {} }, ignored: [] });
  });

  it("reads page, search and allowed filter values", () => {
    const { query, ignored } = parse("page=3&q=%20heat%20pump%20&status=inactive&category=Cost+%26+Estimates");
    expect(ignored).toEqual([]);
    expect(query).toEqual({ page: 3, q: "heat pump", filters: { status: "inactive", category: "Cost & Estimates" } });
    expect(hasContentFilters(query)).toBe(true);
  });

  it("ignores what it cannot read and says which parameters", () => {
    const { query, ignored } = parse("page=0&status=deleted&category=Nope&q=%00x");
    expect(query).toEqual({ page: 1, q: "", filters: {} });
    expect(ignored.sort()).toEqual(["category", "page", "q", "status"]);
    expect(parse("page=abc").ignored).toEqual(["page"]);
    expect(parse("page=10001").query.page).toBe(1);
    expect(parse(`q=${"a".repeat(150)}`).query.q).toHaveLength(CONTENT_SEARCH_MAX_LENGTH);
  });

  it("writes the state back as a query string, leaving defaults out", () => {
    expect(serializeContentListQuery({ page: 1, q: "", filters: {} })).toBe("");
    expect(serializeContentListQuery({ page: 2, q: "a&b", filters: { status: "active", category: undefined } })).toBe(
      "?q=a%26b&status=active&page=2",
    );
    const { query } = parse("q=x&category=Maintenance&page=4");
    expect(parse(serializeContentListQuery(query).slice(1)).query).toEqual(query);
  });

  it("clamps the page to the rows there are", () => {
    expect(pageWindowOf(1, 0, 25)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 25 });
    expect(pageWindowOf(3, 60, 25)).toEqual({ page: 3, pageCount: 3, offset: 50, limit: 25 });
    expect(pageWindowOf(9, 60, 25)).toEqual({ page: 3, pageCount: 3, offset: 50, limit: 25 });
  });

  it("makes LIKE patterns in which %, _ and backslash match themselves", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
