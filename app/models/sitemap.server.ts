import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { blogPosts, landingPages, pools, urlMappings } from "#db/schema/index.ts";
import { isBuiltInPageName } from "~/lib/built-in-page-names";
import { isLandingRoutePath } from "~/lib/landing-paths";
import { isLandingSlug, normalizeMappingPath } from "~/lib/landing-resolution";
import { publiclyVisiblePost } from "./blog.server";

interface DatedPath {
  path: string;
  updatedAt: Date;
}

/**
 * The addresses the dynamic landing route really serves: a mapping to a known page (not the Configuration
 * Error) and published landing pages, each once, leaving out addresses a built-in route owns.
 */
function dynamicPaths(
  mappings: readonly { legacyUrl: string; targetPage: string; updatedAt: Date }[],
  landing: readonly { slug: string; updatedAt: Date }[],
): DatedPath[] {
  const seen = new Set<string>();
  const entries: DatedPath[] = [];
  // Mappings come first: at an address both claim, the mapping is what visitors see (spec §4).
  const candidates = [
    ...mappings.map((m) => ({ path: normalizeMappingPath(m.legacyUrl), ok: isBuiltInPageName(m.targetPage), ...m })),
    ...landing.map((l) => ({ path: `/${l.slug}`, ok: isLandingSlug(l.slug), ...l })),
  ];
  for (const { path, ok, updatedAt } of candidates) {
    if (!ok || seen.has(path) || !isLandingRoutePath(path)) continue;
    seen.add(path);
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
      .select({
        legacyUrl: urlMappings.legacyUrl,
        targetPage: urlMappings.targetPage,
        updatedAt: urlMappings.updatedAt,
      })
      .from(urlMappings)
      .where(eq(urlMappings.isActive, true))
      .orderBy(desc(urlMappings.priority), asc(urlMappings.legacyUrl)),
  ]);
  return [
    ...poolRows.map((r) => ({ path: `/pool-detail/slug/${r.slug}`, updatedAt: r.updatedAt })),
    ...postRows.map((r) => ({ path: `/blog/${r.slug}`, updatedAt: r.updatedAt })),
    ...dynamicPaths(mappingRows, landingRows),
  ];
}
