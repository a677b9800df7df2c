import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { blogPosts, landingPages, pools, urlMappings } from "#db/schema/index.ts";
import { isBuiltInPageName } from "~/lib/content/built-in-page-names";
import { isLandingRoutePath } from "~/lib/content/landing-paths";
import { isLandingSlug, normalizeMappingPath } from "~/lib/content/landing-resolution";
import { publiclyVisiblePost } from "./blog.server";

interface DatedPath {
  path: string;
  updatedAt: Date;
}

/**
 * The landing pages the dynamic landing route really serves, each once, leaving out addresses a built-in route
 * owns. A URL mapping's legacy address is not listed: it shows a built-in page whose own address the sitemap
 * already lists (and names as canonical), so a search engine sees that page once. It still takes its address
 * from a landing page with the same slug, which visitors never see.
 */
function dynamicPaths(
  mappings: readonly { legacyUrl: string; targetPage: string }[],
  landing: readonly { slug: string; updatedAt: Date }[],
): DatedPath[] {
  const mapped = new Set(
    mappings.filter((m) => isBuiltInPageName(m.targetPage)).map((m) => normalizeMappingPath(m.legacyUrl)),
  );
  const entries: DatedPath[] = [];
  for (const { slug, updatedAt } of landing) {
    const path = `/${slug}`;
    if (!isLandingSlug(slug) || mapped.has(path) || !isLandingRoutePath(path)) continue;
    entries.push({ path: encodeURI(path), updatedAt });
  }
  return entries;
}

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
      .select({ legacyUrl: urlMappings.legacyUrl, targetPage: urlMappings.targetPage })
      .from(urlMappings)
      .where(eq(urlMappings.isActive, true)),
  ]);
  return [
    ...poolRows.map((r) => ({ path: `/pool-detail/slug/${r.slug}`, updatedAt: r.updatedAt })),
    ...postRows.map((r) => ({ path: `/blog/${r.slug}`, updatedAt: r.updatedAt })),
    ...dynamicPaths(mappingRows, landingRows),
  ];
}
