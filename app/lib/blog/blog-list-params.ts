import { type BlogListParams, type TextField, parsePageParam } from "./blog-list-query";
import { BlogQuerySchema } from "~/lib/schemas/blog-query";

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
