import { describe, expect, it } from "vitest";
import {
  MORE_STATE,
  POOLS_PER_PAGE,
  isMoreState,
  mergePages,
  pageOf,
  readPageParam,
  resultsChange,
  resultsKey,
  searchWithPage,
  startPages,
} from "./pool-paging";

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const read = (query: string) => readPageParam(new URLSearchParams(query));

describe("reading the page from the query", () => {
  it("reads whole numbers from 1 up", () => {
    expect(read("page=1")).toBe(1);
    expect(read("page=2")).toBe(2);
    expect(read("page=%2012%20")).toBe(12);
  });

  it("takes anything else as the first page", () => {
    for (const query of ["", "page=", "page=abc", "page=0", "page=-2", "page=1.5", "page=2e3", "page=9999999999"]) {
      expect(read(query), query).toBe(1);
    }
  });
});

describe("one page of results", () => {
  it("cuts the list into pages of the page size and counts every match", () => {
    const first = pageOf(numbers(31), 1);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 31, perPage: POOLS_PER_PAGE });
    expect(first.items).toEqual(numbers(12));
    expect(pageOf(numbers(31), 3).items).toEqual([25, 26, 27, 28, 29, 30, 31]);
  });

  it("answers a page past the end with the last page", () => {
    expect(pageOf(numbers(31), 99)).toMatchObject({ page: 3, items: [25, 26, 27, 28, 29, 30, 31] });
  });

  it("gives an empty list one empty page", () => {
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, perPage: POOLS_PER_PAGE });
  });

  it("has exactly full pages when the count divides evenly", () => {
    expect(pageOf(numbers(24), 2)).toMatchObject({ page: 2, pageCount: 2 });
  });
});

describe("page addresses", () => {
  it("sets the page and keeps every filter, sort and view in its place", () => {
    expect(searchWithPage("?brand=Latham&sort=price&view=list", 2)).toBe("?brand=Latham&sort=price&view=list&page=2");
    expect(searchWithPage("?page=2&q=spa", 3)).toBe("?page=3&q=spa");
  });

  it("leaves the first page out of the address", () => {
    expect(searchWithPage("?brand=Latham&page=4", 1)).toBe("?brand=Latham");
    expect(searchWithPage("?page=2", 1)).toBe("");
    expect(searchWithPage("", 1)).toBe("");
  });

  it("keys results by their filters, not by page, view or open panel", () => {
    expect(resultsKey("?view=list&page=3&size=Small&brand=Latham&filters=open")).toBe(
      resultsKey("?brand=Latham&size=Small"),
    );
    expect(resultsKey("?brand=Latham")).not.toBe(resultsKey("?brand=San+Juan"));
  });

  it("asks for new results when the filters or the page change, not the view", () => {
    const at = (path: string) => new URL(path, "http://x");
    expect(resultsChange(at("/pools?view=list"), at("/pools?filters=open"))).toBe(false);
    expect(resultsChange(at("/pools"), at("/pools?page=1"))).toBe(false);
    expect(resultsChange(at("/pools"), at("/pools?page=2"))).toBe(true);
    expect(resultsChange(at("/pools"), at("/pools?shape=Freeform"))).toBe(true);
    expect(resultsChange(at("/pools"), at("/pools-modern"))).toBe(true);
  });
});

describe("pages on screen", () => {
  const all = numbers(40);

  it("appends the next page when more was asked for", () => {
    const one = startPages(pageOf(all, 1), "");
    const two = mergePages(one, pageOf(all, 2), "", true);
    expect(two).toMatchObject({ firstPage: 1, lastPage: 2, items: numbers(24) });
    const three = mergePages(two, pageOf(all, 3), "", true);
    expect(three.items).toEqual(numbers(36));
  });

  it("shows a page alone when it was reached by an ordinary link", () => {
    const one = startPages(pageOf(all, 1), "");
    expect(mergePages(one, pageOf(all, 2), "", false)).toMatchObject({ firstPage: 2, lastPage: 2 });
    // "Previous" from page 3: not the page after the last one shown.
    const three = startPages(pageOf(all, 3), "");
    expect(mergePages(three, pageOf(all, 2), "", true)).toMatchObject({ firstPage: 2, items: numbers(24).slice(12) });
  });

  it("starts over when the filters change", () => {
    const appended = mergePages(startPages(pageOf(all, 1), ""), pageOf(all, 2), "", true);
    const filtered = pageOf(all.slice(0, 5), 1);
    expect(mergePages(appended, filtered, "shape=Freeform", true)).toMatchObject({
      key: "shape=Freeform",
      firstPage: 1,
      lastPage: 1,
      items: [1, 2, 3, 4, 5],
    });
  });

  it("keeps the appended pages when the loader answers again for a page on screen", () => {
    const appended = mergePages(startPages(pageOf(all, 1), ""), pageOf(all, 2), "", true);
    const again = mergePages(appended, pageOf(all, 2), "", false);
    expect(again).toMatchObject({ firstPage: 1, lastPage: 2, items: numbers(24) });
    expect(mergePages(again, again.source, "", false)).toBe(again);
  });

  it("recognises the navigation state of a more link", () => {
    expect(isMoreState(MORE_STATE)).toBe(true);
    expect(isMoreState(null)).toBe(false);
    expect(isMoreState({ morePools: "yes" })).toBe(false);
  });
});
