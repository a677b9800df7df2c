import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { blogPosts, landingPages, pools, urlMappings } from "#db/schema/index.ts";
import { publiclyVisiblePost } from "./blog.server";

/** Every database-backed public URL with its last change, for sitemap.xml. */
export async function listSitemapEntries(db: Database, now = new Date()) {
  const [poolRows, postRows, landingRows, mappingRows] = await Promise.all([
    db
      .select({ slug: pools.slug, updatedAt: pools.updatedAt })
      .from(pools)
      .where(eq(pools.isActive, true))
      .orderBy(asc(pools.slug)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(publiclyVisiblePost(now))
      .orderBy(asc(blogPosts.slug)),
    db
      .select({ slug: landingPages.slug, updatedAt: landingPages.updatedAt })
      .from(landingPages)
      .where(eq(landingPages.status, "published"))
      .orderBy(asc(landingPages.slug)),
    db
      .select({ legacyUrl: urlMappings.legacyUrl, updatedAt: urlMappings.updatedAt })
      .from(urlMappings)
      .where(and(eq(urlMappings.isActive, true)))
      .orderBy(asc(urlMappings.legacyUrl)),
  ]);
  return [
    ...poolRows.map((r) => ({ path: `/pool-detail/slug/${r.slug}`, updatedAt: r.updatedAt })),
    ...postRows.map((r) => ({ path: `/blog/${r.slug}`, updatedAt: r.updatedAt })),
    ...landingRows.map((r) => ({ path: `/${r.slug}`, updatedAt: r.updatedAt })),
    ...mappingRows.map((r) => ({ path: r.legacyUrl, updatedAt: r.updatedAt })),
  ];
}
