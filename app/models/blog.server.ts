import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { blogCategories, blogPosts } from "#db/schema/index.ts";
import { readingTimeMinutes } from "~/lib/blog/reading-time";
import type { Locale } from "~/lib/i18n/locale";
import { inLanguage } from "~/lib/i18n/staff-content";

/**
 * Published posts, and scheduled posts whose time has come: the one rule for what readers see (the list,
 * the post page, the sitemap, /api/blog and the staff pages all use it).
 */
export function publiclyVisiblePost(now: Date): SQL {
  // or() of two defined conditions is never undefined.
  return or(
    and(eq(blogPosts.status, "published"), or(sql`${blogPosts.publishedAt} IS NULL`, lte(blogPosts.publishedAt, now))),
    and(eq(blogPosts.status, "scheduled"), isNotNull(blogPosts.scheduledFor), lte(blogPosts.scheduledFor, now)),
  )!;
}

const written = (column: typeof blogPosts.titleEs | typeof blogPosts.contentEs) =>
  sql`coalesce(btrim(${column}), '') <> ''`;

/** Posts with their Spanish version (title and article written): the Spanish blog and sitemap list only these. */
export const hasSpanishVersion: SQL = and(written(blogPosts.titleEs), written(blogPosts.contentEs))!;

/** Publication date as readers see it: a scheduled post is published at its scheduled time. */
const effectivePublishedAt = sql<Date | null>`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledFor})`;

/** Newest first; a post without any date ("Recently Published") goes after the dated ones, not above them. */
const newestFirst = sql`${effectivePublishedAt} desc nulls last`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface BlogListQuery {
  page: number;
  limit: number;
  category?: string | undefined;
  author?: string | undefined;
  search?: string | undefined;
  now?: Date;
  /** "es": only posts with their Spanish version, filtered and searched in Spanish. */
  locale?: Locale;
}

export async function listPublishedPosts(db: Database, query: BlogListQuery) {
  const now = query.now ?? new Date();
  const spanish = query.locale === "es";
  const conditions: (SQL | undefined)[] = [publiclyVisiblePost(now), spanish ? hasSpanishVersion : undefined];
  if (query.category) {
    conditions.push(
      or(
        eq(blogCategories.name, query.category),
        eq(blogCategories.slug, query.category),
        spanish ? eq(blogCategories.nameEs, query.category) : undefined,
      ),
    );
  }
  if (query.author) conditions.push(eq(blogPosts.author, query.author));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      spanish
        ? or(
            ilike(blogPosts.titleEs, pattern),
            ilike(blogPosts.excerptEs, pattern),
            ilike(blogPosts.contentEs, pattern),
          )
        : or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), ilike(blogPosts.content, pattern)),
    );
  }
  const where = and(...conditions);

  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(where);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));

  const rows = await db
    .select({
      post: blogPosts,
      category: blogCategories.name,
      categoryEs: blogCategories.nameEs,
      publishedAt: effectivePublishedAt,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(where)
    .orderBy(newestFirst, desc(blogPosts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);

  return {
    posts: rows.map(({ post, category, categoryEs, publishedAt }) => ({
      ...post,
      category,
      categoryEs,
      publishedAt: publishedAt ? new Date(publishedAt) : null,
      readingTime: readingTimeMinutes(post.content),
    })),
    total,
    totalPages,
    currentPage: query.page,
  };
}

/** Categories and authors that have visible posts, for the blog filters. */
export async function listBlogFilters(db: Database, now = new Date(), locale: Locale = "en") {
  const visible = publiclyVisiblePost(now);
  const categories = await db
    .selectDistinct({ name: blogCategories.name })
    .from(blogCategories)
    .innerJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .where(visible)
    .orderBy(asc(blogCategories.name));
  const authors = await db
    .selectDistinct({ author: blogPosts.author })
    .from(blogPosts)
    .where(and(visible, isNotNull(blogPosts.author), locale === "es" ? hasSpanishVersion : undefined))
    .orderBy(asc(blogPosts.author));
  return {
    categories: categories.map((c) => c.name),
    authors: authors.flatMap((a) => (a.author ? [a.author] : [])),
  };
}

/** Categories with visible posts (in Spanish: visible posts with their Spanish version), for the category select. */
export async function listBlogCategoryOptions(db: Database, now = new Date(), locale: Locale = "en") {
  const rows = await db
    .selectDistinct({ name: blogCategories.name, nameEs: blogCategories.nameEs, slug: blogCategories.slug })
    .from(blogCategories)
    .innerJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(publiclyVisiblePost(now), locale === "es" ? hasSpanishVersion : undefined))
    .orderBy(asc(blogCategories.name));
  return rows.map((row) => ({ name: inLanguage(locale, row.name, row.nameEs), slug: row.slug }));
}

/**
 * The select of one post as its article page shows it: the post, its category's name and slug, and its
 * date as readers see it. Shared by the public page and the staff preview, so both show the same thing.
 */
export function selectPostDetails(db: Database) {
  return db
    .select({
      post: blogPosts,
      category: blogCategories.name,
      categoryEs: blogCategories.nameEs,
      categorySlug: blogCategories.slug,
      publishedAt: effectivePublishedAt,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id));
}

type PostDetailsRow = Awaited<ReturnType<ReturnType<typeof selectPostDetails>["execute"]>>[number];

export function toPostDetails(row: PostDetailsRow) {
  return {
    ...row.post,
    category: row.category,
    categoryEs: row.categoryEs,
    categorySlug: row.categorySlug,
    publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
    readingTime: readingTimeMinutes(row.post.content),
  };
}

/** A post the public may read (published, or scheduled and due), or null. */
export async function getPublishedPostBySlug(db: Database, slug: string, now = new Date()) {
  const [row] = await selectPostDetails(db)
    .where(and(eq(blogPosts.slug, slug), publiclyVisiblePost(now)))
    .limit(1);
  return row ? toPostDetails(row) : null;
}

/** Other visible posts to read next: the same category first, then the newest. */
export async function listRelatedPosts(
  db: Database,
  post: { id: number; categoryId: number | null },
  limit = 3,
  now = new Date(),
  locale: Locale = "en",
) {
  // A CASE, not a bare comparison: posts without a category compare as NULL, which sorts first in DESC.
  const sameCategoryFirst =
    post.categoryId === null
      ? []
      : [desc(sql`case when ${blogPosts.categoryId} = ${post.categoryId} then 1 else 0 end`)];
  const rows = await db
    .select({
      post: blogPosts,
      category: blogCategories.name,
      categoryEs: blogCategories.nameEs,
      publishedAt: effectivePublishedAt,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(publiclyVisiblePost(now), ne(blogPosts.id, post.id), locale === "es" ? hasSpanishVersion : undefined))
    .orderBy(...sameCategoryFirst, newestFirst, desc(blogPosts.id))
    .limit(limit);
  return rows.map(({ post: related, category, categoryEs, publishedAt }) => ({
    ...related,
    category,
    categoryEs,
    publishedAt: publishedAt ? new Date(publishedAt) : null,
    readingTime: readingTimeMinutes(related.content),
  }));
}

/** Visible posts among `ids`, by id (a post unpublished since it was picked is simply absent). */
export async function listVisiblePostsByIds(db: Database, ids: readonly number[], now = new Date()) {
  if (ids.length === 0) return new Map<number, VisiblePostCard>();
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      coverImage: blogPosts.coverImage,
    })
    .from(blogPosts)
    .where(and(inArray(blogPosts.id, [...ids]), publiclyVisiblePost(now)));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface VisiblePostCard {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  coverImage: string | null;
}

/** How many posts a picker lists: the newest; older ones are rarely what a newsletter features. */
const POST_CHOICE_LIMIT = 200;

/** Visible posts to pick from, newest first. */
export async function listVisiblePostChoices(db: Database, now = new Date()) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(publiclyVisiblePost(now))
    .orderBy(newestFirst, desc(blogPosts.id))
    .limit(POST_CHOICE_LIMIT);
}
