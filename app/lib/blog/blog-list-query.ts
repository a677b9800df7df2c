// Links and constants of the blog list, for the page and its components. Reading a URL is in
// blog-list-params.ts: it needs the Zod schema, which the browser then would load on every blog page.

/** The blog's canonical path. BlogPage may be rendered at another URL, so links are built from this. */
export const BLOG_PATH = "/blog";
/** Posts per page; also the default `limit` of GET /api/blog. */
export const BLOG_POSTS_PER_PAGE = 9;
/** Pause in typing before the search applies and the list returns to page 1. */
export const BLOG_SEARCH_DELAY_MS = 500;
/** Popular Posts: the first posts of the current page. */
export const BLOG_POPULAR_POSTS = 3;
/** Posts listed in the blog's structured data. */
export const BLOG_STRUCTURED_DATA_POSTS = 10;
/** Highest page number read from a URL; larger values are clamped, never sent to the database. */
export const BLOG_MAX_PAGE = 10_000;
/** Where every blog call to action leads. */
export const BLOG_ESTIMATE_HREF = "/estimate?sourcePage=blog";

/** The list's state as the URL carries it; empty text means no filter. */
export interface BlogListParams {
  page: number;
  category: string;
  author: string;
  search: string;
}

/** The list's filters that are text. */
export type TextField = "category" | "author" | "search";

/** A page number from the URL: anything that is not a whole number from 1 reads as page 1. */
export function parsePageParam(value: string | null | undefined): number {
  const text = (value ?? "").trim();
  if (!/^\d{1,12}$/.test(text)) return 1;
  const page = Number(text);
  return page < 1 ? 1 : Math.min(page, BLOG_MAX_PAGE);
}

/** Query string of the list's state, without defaults, e.g. "?search=salt&page=2" or "". */
export function blogListSearch(params: Partial<BlogListParams>): string {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.category) query.set("category", params.category);
  if (params.author) query.set("author", params.author);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** /blog with the given state. */
export function blogListHref(params: Partial<BlogListParams> = {}): string {
  return BLOG_PATH + blogListSearch(params);
}

/** The state after a filter or search change: always back to page 1, which the new list surely has. */
export function withBlogFilters(params: BlogListParams, patch: Partial<Omit<BlogListParams, "page">>): BlogListParams {
  return { ...params, ...patch, page: 1 };
}

export function hasBlogFilters(params: Pick<BlogListParams, TextField>): boolean {
  return Boolean(params.search || params.category || params.author);
}

export function blogPostHref(slug: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`;
}
