import { appContext } from "~/context";
import { CACHE_REVALIDATE, cacheableJson, methodNotAllowed, validationError } from "~/lib/http/http.server";
import { BlogQuerySchema } from "~/lib/schemas/blog-query";
import { listBlogFilters, listPublishedPosts } from "~/models/blog.server";
import type { Route } from "./+types/blog";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const parsed = BlogQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return validationError(parsed.error, "Invalid blog query.");
  const query = parsed.data;

  const now = new Date();
  const [result, filters] = await Promise.all([listPublishedPosts(db, { ...query, now }), listBlogFilters(db, now)]);
  return cacheableJson(
    request,
    {
      posts: result.posts.map((post) => ({
        id: post.id,
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        cover_image: post.coverImage,
        category: post.category,
        tags: post.tags,
        author: post.author,
        status: "published",
        reading_time: post.readingTime,
        published_at: iso(post.publishedAt),
        created_at: iso(post.createdAt),
        updated_at: iso(post.updatedAt),
      })),
      currentPage: result.currentPage,
      totalPages: result.totalPages,
      total: result.total,
      filters,
    },
    CACHE_REVALIDATE,
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
