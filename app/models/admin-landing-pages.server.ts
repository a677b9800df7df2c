// Landing pages as the staff area manages them (/admin/landing-pages). The public landing route reads the
// same table on every request (landing-pages.server.ts, no cache in between), so a save shows at once.
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import type { LANDING_CONTENT_TYPES, PUBLISH_STATUSES } from "#db/schema/enums.ts";
import { landingPages, leads, urlMappings } from "#db/schema/index.ts";
import { sanitizeContentHtml } from "~/lib/content/sanitize-html.server";
import { pageWindowOf } from "~/lib/schemas/content-list";
import type { LandingPageInput } from "~/lib/schemas/landing-page";
import { normaliseSourcePage } from "~/lib/schemas/lead";
import { isLegacyUrlTaken } from "./admin-url-mappings.server";
import { matchesSearch } from "./content-paging.server";
import { isUniqueViolation } from "./unique-violation.server";
import { notMerged } from "./lead-visibility.server";

export type LandingPageRow = typeof landingPages.$inferSelect;

export interface LandingPageListQuery {
  page: number;
  q: string;
  status?: (typeof PUBLISH_STATUSES)[number] | undefined;
  contentType?: (typeof LANDING_CONTENT_TYPES)[number] | undefined;
}

/**
 * The source page a lead from this landing page carries: its estimate links send ?sourcePage={slug}, and a
 * lead stores that text normalised (lead.ts), so a slug longer than the column is compared as stored.
 */
export function landingSourcePage(slug: string): string {
  return normaliseSourcePage(slug);
}

/**
 * Conversions of landing pages: leads whose source page is the page. One grouped count over the
 * leads_source_page_idx index for the slugs of a list page, rather than a stored counter that could drift.
 */
export async function countLandingConversions(db: Database, slugs: readonly string[]): Promise<Map<string, number>> {
  const sources = [...new Set(slugs.map(landingSourcePage).filter(Boolean))];
  if (sources.length === 0) return new Map();
  const rows = await db
    .select({ source: leads.sourcePage, total: count() })
    .from(leads)
    .where(and(inArray(leads.sourcePage, sources), notMerged))
    .groupBy(leads.sourcePage);
  const bySource = new Map(rows.map((row) => [row.source, row.total]));
  return new Map(slugs.map((slug) => [slug, bySource.get(landingSourcePage(slug)) ?? 0]));
}

/** An active URL mapping at the page's own address: the address shows the mapping instead (~/lib/landing-resolution). */
const hiddenByMapping = sql<boolean>`exists (select 1 from ${urlMappings} where ${urlMappings.isActive} and ${urlMappings.legacyUrl} = '/' || ${landingPages.slug})`;

/** A page of landing pages, A to Z by title, with views, conversions and whether a mapping hides it. */
export async function listLandingPagesForAdmin(db: Database, query: LandingPageListQuery) {
  const where = and(
    matchesSearch(query.q, [landingPages.title, landingPages.slug, landingPages.city, landingPages.service]),
    query.status ? eq(landingPages.status, query.status) : undefined,
    query.contentType ? eq(landingPages.contentType, query.contentType) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(landingPages).where(where);
  const total = counted?.total ?? 0;
  const window = pageWindowOf(query.page, total);
  // The list never needs the HTML body.
  const rows = await db
    .select({
      id: landingPages.id,
      title: landingPages.title,
      slug: landingPages.slug,
      city: landingPages.city,
      service: landingPages.service,
      contentType: landingPages.contentType,
      localPagePath: landingPages.localPagePath,
      status: landingPages.status,
      views: landingPages.views,
      updatedAt: landingPages.updatedAt,
      hiddenByMapping,
    })
    .from(landingPages)
    .where(where)
    .orderBy(asc(landingPages.title), asc(landingPages.id))
    .limit(window.limit)
    .offset(window.offset);
  const conversions = await countLandingConversions(
    db,
    rows.map((row) => row.slug),
  );
  return {
    rows: rows.map((row) => ({ ...row, conversions: conversions.get(row.slug) ?? 0 })),
    total,
    page: window.page,
    pageCount: window.pageCount,
  };
}

export async function getLandingPageById(db: Database, id: number): Promise<LandingPageRow | null> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id));
  return row ?? null;
}

/** Whether another landing page (not `exceptId`) has this slug. */
export async function isLandingSlugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(and(eq(landingPages.slug, slug), exceptId === undefined ? undefined : ne(landingPages.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The staff's HTML is sanitised here, on every write, so no path stores it raw. */
function columnsOf(input: LandingPageInput) {
  return {
    title: input.title,
    slug: input.slug,
    city: input.city ?? null,
    service: input.service ?? null,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    contentType: input.contentType,
    content: sanitizeContentHtml(input.content),
    localPagePath: input.contentType === "page" ? (input.localPagePath ?? null) : null,
    targetKeywords: input.targetKeywords,
    status: input.status,
    strategy: input.strategy,
    titleEs: input.titleEs ?? null,
    metaTitleEs: input.metaTitleEs ?? null,
    metaDescriptionEs: input.metaDescriptionEs ?? null,
    contentEs: input.contentEs === undefined ? null : sanitizeContentHtml(input.contentEs) || null,
  };
}

export type LandingPageSave =
  { ok: true; row: LandingPageRow } | { ok: false; reason: "slug-taken" | "url-mapping-there" };

/** Another page's slug, or a URL mapping at /slug: a mapping is served first and would hide the page. */
async function slugProblem(db: Database, slug: string, exceptId?: number) {
  if (await isLandingSlugTaken(db, slug, exceptId)) return "slug-taken" as const;
  if (await isLegacyUrlTaken(db, `/${slug}`)) return "url-mapping-there" as const;
  return null;
}

export async function createLandingPage(db: Database, input: LandingPageInput, now = new Date()) {
  const problem = await slugProblem(db, input.slug);
  if (problem) return { ok: false, reason: problem } as const;
  try {
    const [row] = await db
      .insert(landingPages)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning();
    return { ok: true, row: row! } satisfies LandingPageSave;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" } as const;
    throw error;
  }
}

/** Saves the page; null when it no longer exists. Views are kept: they belong to the address, not the text. */
export async function updateLandingPage(
  db: Database,
  id: number,
  input: LandingPageInput,
  now = new Date(),
): Promise<LandingPageSave | null> {
  const problem = await slugProblem(db, input.slug, id);
  if (problem) return { ok: false, reason: problem };
  try {
    const [row] = await db
      .update(landingPages)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(eq(landingPages.id, id))
      .returning();
    return row ? { ok: true, row } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

export async function deleteLandingPage(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(landingPages).where(eq(landingPages.id, id)).returning({ id: landingPages.id });
  return rows.length > 0;
}
