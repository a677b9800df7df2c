import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { blogPosts, landingPages, pools } from "#db/schema/index.ts";
import { publiclyVisiblePost } from "./blog.server";

/**
 * Titles and addresses of the database-backed public pages, for the human
 * sitemap (/sitemap). The XML sitemap uses listSitemapEntries, which needs
 * dates rather than titles. The Spanish fields say which pages have a Spanish
 * version (the Spanish sitemap lists only those).
 */
export async function listSiteIndex(db: Database, now = new Date()) {
  const [poolRows, postRows, landingRows] = await Promise.all([
    db
      .select({
        id: pools.id,
        slug: pools.slug,
        name: pools.name,
        descriptionEs: pools.descriptionEs,
        manufacturer: sql<string | null>`coalesce(${pools.manufacturer}, ${pools.brand})`,
      })
      .from(pools)
      .where(eq(pools.isActive, true))
      .orderBy(asc(pools.manufacturer), asc(pools.name), asc(pools.id)),
    db
      .select({
        title: blogPosts.title,
        slug: blogPosts.slug,
        titleEs: blogPosts.titleEs,
        hasContentEs: sql<boolean>`coalesce(btrim(${blogPosts.contentEs}), '') <> ''`,
      })
      .from(blogPosts)
      .where(publiclyVisiblePost(now))
      .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.scheduledFor})`), asc(blogPosts.title)),
    db
      .select({
        title: landingPages.title,
        slug: landingPages.slug,
        city: landingPages.city,
        contentType: landingPages.contentType,
        titleEs: landingPages.titleEs,
        hasContentEs: sql<boolean>`coalesce(btrim(${landingPages.contentEs}), '') <> ''`,
      })
      .from(landingPages)
      .where(eq(landingPages.status, "published"))
      .orderBy(asc(landingPages.title)),
  ]);
  return { pools: poolRows, posts: postRows, landingPages: landingRows };
}
