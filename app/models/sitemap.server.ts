import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { blogPosts, landingPages, pools, urlMappings } from "#db/schema/index.ts";
import { isBuiltInPageName } from "~/lib/content/built-in-page-names";
import { isLandingRoutePath } from "~/lib/content/landing-paths";
import { isLandingSlug, normalizeMappingPath } from "~/lib/content/landing-resolution";
import { localizedPath } from "~/lib/i18n/locale";
import { hasSpanish } from "~/lib/i18n/staff-content";
import { landingPageHasSpanish } from "~/lib/content/landing-language";
import { publiclyVisiblePost } from "./blog.server";
import { postHasSpanish } from "~/lib/blog/blog-language";

interface DatedPath {
  path: string;
  updatedAt: Date;
  /** Whether the page's main content has its Spanish version: only then is its /es twin listed. */
  spanish?: boolean;
}

/**
 * The landing pages the dynamic landing route really serves, each once, leaving out addresses a built-in route
 * owns. A URL mapping's legacy address is not listed: it shows a built-in page whose own address the sitemap
 * already lists (and names as canonical), so a search engine sees that page once. It still takes its address
 * from a landing page with the same slug, which visitors never see.
 */
function dynamicPaths(
  mappings: readonly { legacyUrl: string; targetPage: string }[],
  landing: readonly { slug: string; updatedAt: Date; spanish: boolean }[],
): DatedPath[] {
  const mapped = new Set(
    mappings.filter((m) => isBuiltInPageName(m.targetPage)).map((m) => normalizeMappingPath(m.legacyUrl)),
  );
  const entries: DatedPath[] = [];
  for (const { slug, updatedAt, spanish } of landing) {
    const path = `/${slug}`;
    if (!isLandingSlug(slug) || mapped.has(path) || !isLandingRoutePath(path)) continue;
    entries.push({ path: encodeURI(path), updatedAt, spanish });
  }
  return entries;
}

/**
 * Every database-backed public URL with its last change, for sitemap.xml: the English page, and its Spanish twin
 * when staff wrote the Spanish version of its main content (a pool's description, a post's title and article, a
 * landing page's title and content). An untranslated twin shows the English and names it canonical: not listed.
 */
export async function listSitemapEntries(db: Database, now = new Date()) {
  const [poolRows, postRows, landingRows, mappingRows] = await Promise.all([
    db
      .select({ slug: pools.slug, updatedAt: pools.updatedAt, descriptionEs: pools.descriptionEs })
      .from(pools)
      .where(eq(pools.isActive, true))
      .orderBy(asc(pools.slug)),
    db
      .select({
        slug: blogPosts.slug,
        updatedAt: blogPosts.updatedAt,
        titleEs: blogPosts.titleEs,
        contentEs: blogPosts.contentEs,
      })
      .from(blogPosts)
      .where(publiclyVisiblePost(now))
      .orderBy(asc(blogPosts.slug)),
    db
      .select({
        slug: landingPages.slug,
        updatedAt: landingPages.updatedAt,
        contentType: landingPages.contentType,
        titleEs: landingPages.titleEs,
        contentEs: landingPages.contentEs,
      })
      .from(landingPages)
      .where(eq(landingPages.status, "published"))
      .orderBy(asc(landingPages.slug)),
    db
      .select({ legacyUrl: urlMappings.legacyUrl, targetPage: urlMappings.targetPage })
      .from(urlMappings)
      .where(eq(urlMappings.isActive, true)),
  ]);
  const english: DatedPath[] = [
    ...poolRows.map((r) => ({
      path: `/pool-detail/slug/${r.slug}`,
      updatedAt: r.updatedAt,
      spanish: hasSpanish(r.descriptionEs),
    })),
    ...postRows.map((r) => ({ path: `/blog/${r.slug}`, updatedAt: r.updatedAt, spanish: postHasSpanish(r) })),
    ...dynamicPaths(
      mappingRows,
      landingRows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt, spanish: landingPageHasSpanish(r) })),
    ),
  ];
  return [
    ...english.map(({ path, updatedAt }) => ({ path, updatedAt })),
    ...english.filter((e) => e.spanish).map((e) => ({ path: localizedPath("es", e.path), updatedAt: e.updatedAt })),
  ];
}
