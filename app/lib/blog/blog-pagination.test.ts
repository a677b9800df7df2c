import { describe, expect, it } from "vitest";
import { BLOG_PAGE_BUTTONS, paginationWindow } from "./blog-pagination";

describe("paginationWindow", () => {
  it("shows up to 5 page buttons", () => {
    expect(BLOG_PAGE_BUTTONS).toBe(5);
    expect(paginationWindow(1, 20)).toHaveLength(5);
  });

  it("shows every page when there are 5 or fewer", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the current page in the middle away from the ends", () => {
    expect(paginationWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("stays inside the first and last pages", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("clamps a current page outside the range", () => {
    expect(paginationWindow(0, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(1, 0)).toEqual([1]);
  });
});
