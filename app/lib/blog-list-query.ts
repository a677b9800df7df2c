import { BLOG_DEFAULT_LIMIT, BlogQuerySchema } from "./schemas/blog-query";

/** The blog's canonical path. BlogPage may be rendered at another URL, so links are built from this. */
export const BLOG_PATH = "/blog";
/** Posts per page (admin-and-content.md §9). */
export const BLOG_POSTS_PER_PAGE = BLOG_DEFAULT_LIMIT;
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

export const EMPTY_BLOG_LIST_PARAMS: BlogListParams = { page: 1, category: "", author: "", search: "" };

/** A page number from the URL: anything that is not a whole number from 1 reads as page 1. */
export function parsePageParam(value: string | null | undefined): number {
  const text = (value ?? "").trim();
  if (!/^\d{1,12}$/.test(text)) return 1;
  const page = Number(text);
  return page < 1 ? 1 : Math.min(page, BLOG_MAX_PAGE);
}

type TextField = "category" | "author" | "search";
const TEXT_LIMITS: Record<TextField, number> = { category: 100, author: 100, search: 200 };

/** A filter value by the API's own rules (trimmed, no control characters); unusable values are dropped. */
function textParam(field: TextField, value: string | null): string {
  if (!value) return "";
  const parsed = BlogQuerySchema.shape[field].safeParse(value.slice(0, TEXT_LIMITS[field]));
  return parsed.success ? (parsed.data ?? "") : "";
}

/**
 * The list's state from a query string. Unlike GET /api/blog, which answers
 * 400 to a bad value, a page shows something sensible for any URL a visitor
 * might type or follow.
 */
export function parseBlogListParams(searchParams: URLSearchParams): BlogListParams {
  return {
    page: parsePageParam(searchParams.get("page")),
    category: textParam("category", searchParams.get("category")),
    author: textParam("author", searchParams.get("author")),
    search: textParam("search", searchParams.get("search")),
  };
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

/** The state after a filter or search change: always back to page 1 (admin-and-content.md §4). */
export function withBlogFilters(params: BlogListParams, patch: Partial<Omit<BlogListParams, "page">>): BlogListParams {
  return { ...params, ...patch, page: 1 };
}

export function hasBlogFilters(params: Pick<BlogListParams, TextField>): boolean {
  return Boolean(params.search || params.category || params.author);
}

export function blogPostHref(slug: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`;
}
