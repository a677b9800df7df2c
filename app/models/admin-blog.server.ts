// Blog posts and categories as the staff area manages them (/admin/blog).
// The public blog reads the same tables through blog.server.ts on every
// request (no cache), so a save shows at once; whether a post is public is
// decided by publiclyVisiblePost() there, and nowhere else.
import { and, asc, count, desc, eq, inArray, isNull, like, ne, not, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { blogCategories, blogPosts } from "#db/schema/index.ts";
import { cleanBlogContent } from "~/lib/blog/blog-article.server";
import { BLOG_CATEGORY_MESSAGES, type BlogCategoryInput, NO_CATEGORY } from "~/lib/schemas/blog-category";
import { BLOG_POST_MESSAGES, type BlogPostInput, type BlogPostStatus } from "~/lib/schemas/blog-post";
import { slugify, uniqueSlug } from "~/lib/text/slug";
import { listContentPage, matchesSearch } from "./content-paging.server";
import { publiclyVisiblePost, selectPostDetails, toPostDetails } from "./blog.server";
import { isUniqueViolation } from "./unique-violation.server";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;

export interface BlogPostListQuery {
  page: number;
  q: string;
  status?: BlogPostStatus | undefined;
  /** A category id, or NO_CATEGORY. */
  category?: string | undefined;
}

/**
 * Posts of a status as the list shows it: a scheduled post whose time has come is public, so it counts
 * as published, not scheduled.
 */
function statusAsStaffSeeIt(status: BlogPostStatus, now: Date) {
  switch (status) {
    case "published":
      return or(eq(blogPosts.status, "published"), publiclyVisiblePost(now));
    case "scheduled":
      return and(eq(blogPosts.status, "scheduled"), not(publiclyVisiblePost(now)));
    default:
      return eq(blogPosts.status, status);
  }
}

/** A page of posts, most recently edited first, searched in title, address, excerpt, author and tags. */
export async function listBlogPostsForAdmin(db: Database, query: BlogPostListQuery, now = new Date()) {
  return listContentPage(db, blogPosts, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [
        blogPosts.title,
        blogPosts.slug,
        blogPosts.excerpt,
        blogPosts.author,
        sql`array_to_string(${blogPosts.tags}, ' ')`,
      ]),
      query.status ? statusAsStaffSeeIt(query.status, now) : undefined,
      query.category === NO_CATEGORY
        ? isNull(blogPosts.categoryId)
        : query.category
          ? eq(blogPosts.categoryId, Number(query.category))
          : undefined,
    ),
    orderBy: [desc(blogPosts.updatedAt), desc(blogPosts.id)],
  });
}

/** Which of these posts readers can see now (published, or scheduled and due). */
export async function livePostIds(db: Database, ids: readonly number[], now = new Date()): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(inArray(blogPosts.id, [...ids]), publiclyVisiblePost(now)));
  return new Set(rows.map((row) => row.id));
}

/** Every category, A to Z, with how many posts (of any status) it holds. */
export async function listBlogCategoriesWithCounts(db: Database) {
  return db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      description: blogCategories.description,
      nameEs: blogCategories.nameEs,
      posts: count(blogPosts.id),
    })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.name));
}

export async function listBlogCategoryChoices(db: Database) {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

/** Authors of any post, A to Z (the form's suggestions). */
export async function listBlogAuthors(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ author: blogPosts.author })
    .from(blogPosts)
    .where(sql`${blogPosts.author} is not null`)
    .orderBy(asc(blogPosts.author));
  return rows.flatMap((row) => (row.author ? [row.author] : []));
}

export async function getBlogPostById(db: Database, id: number): Promise<BlogPostRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ?? null;
}

/** Any post, whatever its status, as its article page would show it (/blog-preview/:id). */
export async function getBlogPostForPreview(db: Database, id: number) {
  const [row] = await selectPostDetails(db).where(eq(blogPosts.id, id)).limit(1);
  return row ? toPostDetails(row) : null;
}

/** The newest post readers can see, as its article page shows it (/simple-blog-test). */
export async function getNewestVisiblePost(db: Database, now = new Date()) {
  const [row] = await selectPostDetails(db)
    .where(publiclyVisiblePost(now))
    .orderBy(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledFor}) desc nulls last`, desc(blogPosts.id))
    .limit(1);
  return row ? toPostDetails(row) : null;
}

/** How many posts have each status, and how many of the scheduled ones are already live. */
export async function countBlogPostsByStatus(db: Database, now = new Date()) {
  const rows = await db
    .select({
      status: blogPosts.status,
      total: count(),
      live: sql<number>`count(*) filter (where ${publiclyVisiblePost(now)})`.mapWith(Number),
    })
    .from(blogPosts)
    .groupBy(blogPosts.status);
  return Object.fromEntries(rows.map((row) => [row.status, { total: row.total, live: row.live }])) as Partial<
    Record<BlogPostStatus, { total: number; live: number }>
  >;
}

export type BlogWriteResult = { ok: true; post: BlogPostRow } | { ok: false; fieldErrors: Record<string, string> };

const slugTaken = { ok: false, fieldErrors: { slug: BLOG_POST_MESSAGES.slugTaken } } as const;

/** The post's address: the one typed (refused when another post has it), or a free one made from the title. */
async function resolvePostSlug(
  db: Database,
  input: BlogPostInput,
  exceptId?: number,
): Promise<{ slug: string } | typeof slugTaken> {
  const others = exceptId === undefined ? undefined : ne(blogPosts.id, exceptId);
  if (input.slug) {
    const [clash] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, input.slug), others));
    return clash ? slugTaken : { slug: input.slug };
  }
  const base = slugify(input.title) || "post";
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(like(blogPosts.slug, `${base}%`), others));
  return { slug: uniqueSlug(base, new Set(rows.map((row) => row.slug))) };
}

async function categoryExists(db: Database, id: number | undefined): Promise<boolean> {
  if (id === undefined) return true;
  const [row] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id));
  return !!row;
}

/**
 * The stored columns of a save. Only a scheduled post keeps its time; publishing sets publishedAt when
 * it is empty (to the scheduled time if that has passed, so readers' date does not jump, else now).
 */
function columnsOf(
  input: BlogPostInput,
  slug: string,
  previous: Pick<BlogPostRow, "publishedAt" | "scheduledFor"> | null,
  now: Date,
) {
  const dueSchedule = previous?.scheduledFor && previous.scheduledFor <= now ? previous.scheduledFor : null;
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt ?? null,
    content: cleanBlogContent(input.content),
    coverImage: input.coverImage ?? null,
    categoryId: input.categoryId ?? null,
    tags: input.tags,
    author: input.author ?? null,
    status: input.status,
    scheduledFor: input.status === "scheduled" ? (input.scheduledFor ?? null) : null,
    publishedAt:
      input.status === "published" ? (previous?.publishedAt ?? dueSchedule ?? now) : (previous?.publishedAt ?? null),
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    titleEs: input.titleEs ?? null,
    excerptEs: input.excerptEs ?? null,
    contentEs: input.contentEs === undefined ? null : cleanBlogContent(input.contentEs) || null,
    metaTitleEs: input.metaTitleEs ?? null,
    metaDescriptionEs: input.metaDescriptionEs ?? null,
    tagsEs: input.tagsEs,
    updatedAt: now,
  };
}

export async function createBlogPost(db: Database, input: BlogPostInput, now = new Date()): Promise<BlogWriteResult> {
  if (!(await categoryExists(db, input.categoryId))) {
    return { ok: false, fieldErrors: { categoryId: BLOG_POST_MESSAGES.category } };
  }
  const slug = await resolvePostSlug(db, input);
  if (!("slug" in slug)) return slug;
  try {
    const [post] = await db
      .insert(blogPosts)
      .values({ ...columnsOf(input, slug.slug, null, now), createdAt: now })
      .returning();
    return { ok: true, post: post! };
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken;
    throw error;
  }
}

/** Saves a post; null when it does not exist. */
export async function updateBlogPost(
  db: Database,
  id: number,
  input: BlogPostInput,
  now = new Date(),
): Promise<BlogWriteResult | null> {
  const previous = await getBlogPostById(db, id);
  if (!previous) return null;
  if (!(await categoryExists(db, input.categoryId))) {
    return { ok: false, fieldErrors: { categoryId: BLOG_POST_MESSAGES.category } };
  }
  const slug = await resolvePostSlug(db, { ...input, slug: input.slug ?? previous.slug }, id);
  if (!("slug" in slug)) return slug;
  try {
    const [post] = await db
      .update(blogPosts)
      .set(columnsOf(input, slug.slug, previous, now))
      .where(eq(blogPosts.id, id))
      .returning();
    return post ? { ok: true, post } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken;
    throw error;
  }
}

export async function deleteBlogPost(db: Database, id: number): Promise<BlogPostRow | null> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Categories

export type BlogCategoryWriteResult =
  { ok: true; category: BlogCategoryRow } | { ok: false; fieldErrors: Record<string, string> };

/** Field errors for a name or address another category has; empty when both are free. */
async function categoryClashes(db: Database, name: string, slug: string, exceptId?: number) {
  const others = exceptId === undefined ? undefined : ne(blogCategories.id, exceptId);
  const rows = await db
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(and(sql`(lower(${blogCategories.name}) = lower(${name}) or ${blogCategories.slug} = ${slug})`, others));
  const errors: Record<string, string> = {};
  if (rows.some((row) => row.name.toLowerCase() === name.toLowerCase())) errors.name = BLOG_CATEGORY_MESSAGES.nameTaken;
  if (rows.some((row) => row.slug === slug)) errors.slug = BLOG_CATEGORY_MESSAGES.slugTaken;
  return errors;
}

function categorySlugOf(input: BlogCategoryInput): string {
  return input.slug ?? (slugify(input.name).slice(0, 120).replace(/-+$/, "") || "category");
}

async function writeCategory(
  db: Database,
  input: BlogCategoryInput,
  write: (values: {
    name: string;
    slug: string;
    description: string | null;
    nameEs: string | null;
  }) => Promise<BlogCategoryRow | undefined>,
  exceptId?: number,
): Promise<BlogCategoryWriteResult | null> {
  const slug = categorySlugOf(input);
  const clashes = await categoryClashes(db, input.name, slug, exceptId);
  if (Object.keys(clashes).length > 0) {
    // A clash of an address staff did not type is reported on the name they did type.
    if (clashes.slug && !input.slug) {
      clashes.name ??= BLOG_CATEGORY_MESSAGES.slugTaken;
      delete clashes.slug;
    }
    return { ok: false, fieldErrors: clashes };
  }
  try {
    const category = await write({
      name: input.name,
      slug,
      description: input.description ?? null,
      nameEs: input.nameEs ?? null,
    });
    return category ? { ok: true, category } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { name: BLOG_CATEGORY_MESSAGES.nameTaken } };
    throw error;
  }
}

export async function createBlogCategory(db: Database, input: BlogCategoryInput, now = new Date()) {
  const result = await writeCategory(db, input, async (values) => {
    const [row] = await db
      .insert(blogCategories)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    return row;
  });
  return result!;
}

/** Renames a category (or changes its address or description); null when it does not exist. */
export async function updateBlogCategory(db: Database, id: number, input: BlogCategoryInput, now = new Date()) {
  return writeCategory(
    db,
    input,
    async (values) => {
      const [row] = await db
        .update(blogCategories)
        .set({ ...values, updatedAt: now })
        .where(eq(blogCategories.id, id))
        .returning();
      return row;
    },
    id,
  );
}

/**
 * Deletes a category. Its posts stay, without a category (the foreign key is ON DELETE SET NULL), and
 * keep their status. Returns the category's name and how many posts it held, or null when it does not exist.
 */
export async function deleteBlogCategory(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const [used] = await tx.select({ posts: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
    const [row] = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
    return row ? { name: row.name, posts: used?.posts ?? 0 } : null;
  });
}
