import { z } from "./zod";
import { BLOG_MAX_PAGE, BLOG_POSTS_PER_PAGE } from "~/lib/blog/blog-list-query";
import { optionalText } from "./text";

export const BLOG_DEFAULT_LIMIT = BLOG_POSTS_PER_PAGE;
export const BLOG_MAX_LIMIT = 50;

const positiveInt = (fallback: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? fallback : v),
    z.coerce.number(message).int(message).min(1, message).max(max, message),
  );

/** Query of GET /api/blog and the /blog page. */
export const BlogQuerySchema = z.object({
  page: positiveInt(1, BLOG_MAX_PAGE, "page must be a whole number from 1"),
  limit: positiveInt(BLOG_DEFAULT_LIMIT, BLOG_MAX_LIMIT, `limit must be a whole number from 1 to ${BLOG_MAX_LIMIT}`),
  status: z.preprocess(
    (v) => (v === undefined || v === "" ? "published" : v),
    z.literal("published", "status must be published: only published posts are public"),
  ),
  category: optionalText(100),
  author: optionalText(100),
  search: optionalText(200),
});
