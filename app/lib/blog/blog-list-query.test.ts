import { describe, expect, it } from "vitest";
import {
  BLOG_MAX_PAGE,
  BLOG_POSTS_PER_PAGE,
  BLOG_SEARCH_DELAY_MS,
  blogListHref,
  blogPostHref,
  hasBlogFilters,
  parsePageParam,
  withBlogFilters,
} from "./blog-list-query";
import { parseBlogListParams } from "./blog-list-params";

const parse = (query: string) => parseBlogListParams(new URLSearchParams(query));

describe("blog constants", () => {
  it("are 9 posts a page", () => {
    expect(BLOG_POSTS_PER_PAGE).toBe(9);
    expect(BLOG_SEARCH_DELAY_MS).toBe(500);
  });
});

describe("parsePageParam", () => {
  it("reads whole page numbers", () => {
    expect(parsePageParam("1")).toBe(1);
    expect(parsePageParam(" 3 ")).toBe(3);
  });

  it("reads anything else as page 1", () => {
    for (const value of [null, undefined, "", "abc", "-1", "0", "2.5", "1e3", "0x10", "NaN"]) {
      expect(parsePageParam(value)).toBe(1);
    }
  });

  it("clamps huge page numbers", () => {
    expect(parsePageParam("99999")).toBe(BLOG_MAX_PAGE);
    expect(parsePageParam("9".repeat(40))).toBe(1);
  });
});

describe("parseBlogListParams", () => {
  it("reads page, category, author and search", () => {
    expect(parse("page=2&category=installation&author=Editorial+Team&search=+salt+")).toEqual({
      page: 2,
      category: "installation",
      author: "Editorial Team",
      search: "salt",
    });
  });

  it("defaults everything", () => {
    expect(parse("")).toEqual({ page: 1, category: "", author: "", search: "" });
  });

  it("drops values with control characters and shortens an overlong search", () => {
    expect(parse("search=a%00b&author=%07").search).toBe("");
    expect(parse("author=%07").author).toBe("");
    expect(parse(`search=${"x".repeat(300)}`).search).toHaveLength(200);
  });
});

describe("blogListHref", () => {
  it("leaves out defaults", () => {
    expect(blogListHref()).toBe("/blog");
    expect(blogListHref({ page: 1, search: "", category: "", author: "" })).toBe("/blog");
  });

  it("keeps every filter and the page", () => {
    expect(blogListHref({ search: "salt water", category: "maintenance-care", author: "A & B", page: 3 })).toBe(
      "/blog?search=salt+water&category=maintenance-care&author=A+%26+B&page=3",
    );
  });

  it("round-trips through parseBlogListParams", () => {
    const params = { page: 4, category: "Costs & Financing", author: "Financing Desk", search: "100%" };
    expect(parse(blogListHref(params).split("?")[1]!)).toEqual(params);
  });
});

describe("withBlogFilters", () => {
  it("returns to page 1 on any filter or search change", () => {
    const params = { page: 3, category: "", author: "", search: "" };
    expect(withBlogFilters(params, { search: "pump" })).toEqual({ ...params, search: "pump", page: 1 });
    expect(withBlogFilters(params, { category: "installation" }).page).toBe(1);
  });
});

describe("hasBlogFilters and blogPostHref", () => {
  it("know when a filter is set", () => {
    expect(hasBlogFilters({ search: "", category: "", author: "" })).toBe(false);
    expect(hasBlogFilters({ search: "", category: "", author: "Editorial Team" })).toBe(true);
  });

  it("link to a post by its slug", () => {
    expect(blogPostHref("florida-pool-safety-barrier-law")).toBe("/blog/florida-pool-safety-barrier-law");
  });
});
