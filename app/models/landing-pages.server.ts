import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { landingPages } from "#db/schema/index.ts";

export async function getPublishedLandingPage(db: Database, slug: string) {
  const [page] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slug, slug), eq(landingPages.status, "published")))
    .limit(1);
  return page ?? null;
}

/** Counts one view of a published landing page; false when there is no such page. */
export async function recordLandingPageView(db: Database, slug: string): Promise<boolean> {
  const updated = await db
    .update(landingPages)
    // A view is not an edit: keep updated_at (the sitemap's lastmod) as it was.
    .set({ views: sql`${landingPages.views} + 1`, updatedAt: sql`${landingPages.updatedAt}` })
    .where(and(eq(landingPages.slug, slug), eq(landingPages.status, "published")))
    .returning({ id: landingPages.id });
  return updated.length > 0;
}

/** A landing page by slug whatever its status, for the staff preview (/enhanced-test/:slug). */
export async function getLandingPageBySlug(db: Database, slug: string) {
  const [page] = await db.select().from(landingPages).where(eq(landingPages.slug, slug)).limit(1);
  return page ?? null;
}

/** Published landing pages for the test stub page, by title. */
export async function listPublishedLandingPages(db: Database) {
  return db
    .select({
      slug: landingPages.slug,
      title: landingPages.title,
      city: landingPages.city,
      service: landingPages.service,
      contentType: landingPages.contentType,
      localPagePath: landingPages.localPagePath,
      views: landingPages.views,
    })
    .from(landingPages)
    .where(eq(landingPages.status, "published"))
    .orderBy(asc(landingPages.title));
}

/** The slugs of the published landing pages (the visit counter's list of pages it counts). */
export async function listPublishedLandingSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: landingPages.slug })
    .from(landingPages)
    .where(eq(landingPages.status, "published"));
  return rows.map((row) => row.slug);
}
