import { and, eq, sql } from "drizzle-orm";
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
