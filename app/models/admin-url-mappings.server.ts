// URL mappings as the staff area manages them (/admin/landing-pages/url-mappings). The public landing route
// reads the active mappings on every request (url-mappings.server.ts, no cache in between), so a save
// shows at once.
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { landingPages, urlMappings } from "#db/schema/index.ts";
import { landingSlugForPath } from "~/lib/content/landing-resolution";
import type { ActiveStatusFilter } from "~/lib/schemas/content-list";
import type { UrlMappingInput } from "~/lib/schemas/url-mapping";
import { listContentPage, matchesSearch } from "./content-paging.server";
import { isUniqueViolation } from "./unique-violation.server";

export type UrlMappingRow = typeof urlMappings.$inferSelect;

export interface UrlMappingListQuery {
  page: number;
  q: string;
  status?: ActiveStatusFilter | undefined;
  targetPage?: string | undefined;
}

/** A page of mappings, highest priority first (the order they are matched in), searched in every text. */
export async function listUrlMappingsForAdmin(db: Database, query: UrlMappingListQuery) {
  return listContentPage(db, urlMappings, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [
        urlMappings.legacyUrl,
        urlMappings.targetPage,
        urlMappings.description,
        urlMappings.metaTitle,
      ]),
      query.status ? eq(urlMappings.isActive, query.status === "active") : undefined,
      query.targetPage ? eq(urlMappings.targetPage, query.targetPage) : undefined,
    ),
    orderBy: [desc(urlMappings.priority), asc(urlMappings.legacyUrl)],
  });
}

export async function getUrlMappingById(db: Database, id: number): Promise<UrlMappingRow | null> {
  const [row] = await db.select().from(urlMappings).where(eq(urlMappings.id, id));
  return row ?? null;
}

/** Whether another mapping (not `exceptId`) has this legacy URL (both normalised). */
export async function isLegacyUrlTaken(db: Database, legacyUrl: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: urlMappings.id })
    .from(urlMappings)
    .where(and(eq(urlMappings.legacyUrl, legacyUrl), exceptId === undefined ? undefined : ne(urlMappings.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

function columnsOf(input: UrlMappingInput) {
  return {
    legacyUrl: input.legacyUrl,
    targetPage: input.targetPage,
    description: input.description ?? null,
    priority: input.priority,
    isActive: input.isActive,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
  };
}

export type UrlMappingSave =
  { ok: true; row: UrlMappingRow } | { ok: false; reason: "legacy-url-taken" | "landing-page-there" };

/**
 * A mapping is served before a landing page at the same address, so a mapping there would hide the page staff
 * made (published or still a draft).
 */
async function isLandingPageAddress(db: Database, legacyUrl: string): Promise<boolean> {
  const slug = landingSlugForPath(legacyUrl);
  if (!slug) return false;
  const [row] = await db.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.slug, slug)).limit(1);
  return row !== undefined;
}

async function addressProblem(db: Database, legacyUrl: string, exceptId?: number) {
  if (await isLegacyUrlTaken(db, legacyUrl, exceptId)) return "legacy-url-taken" as const;
  if (await isLandingPageAddress(db, legacyUrl)) return "landing-page-there" as const;
  return null;
}

export async function createUrlMapping(
  db: Database,
  input: UrlMappingInput,
  now = new Date(),
): Promise<UrlMappingSave> {
  const problem = await addressProblem(db, input.legacyUrl);
  if (problem) return { ok: false, reason: problem };
  try {
    const [row] = await db
      .insert(urlMappings)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning();
    return { ok: true, row: row! };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "legacy-url-taken" };
    throw error;
  }
}

/** Saves the mapping; null when it no longer exists. */
export async function updateUrlMapping(
  db: Database,
  id: number,
  input: UrlMappingInput,
  now = new Date(),
): Promise<UrlMappingSave | null> {
  const problem = await addressProblem(db, input.legacyUrl, id);
  if (problem) return { ok: false, reason: problem };
  try {
    const [row] = await db
      .update(urlMappings)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(eq(urlMappings.id, id))
      .returning();
    return row ? { ok: true, row } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "legacy-url-taken" };
    throw error;
  }
}

export async function deleteUrlMapping(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(urlMappings).where(eq(urlMappings.id, id)).returning({ id: urlMappings.id });
  return rows.length > 0;
}
