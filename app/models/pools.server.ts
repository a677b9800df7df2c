import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { pools } from "#db/schema/index.ts";
import { type Locale, SPANISH_PREFIX } from "~/lib/i18n/locale";
import { fallbackLang, hasSpanish, inLanguage, listInLanguage } from "~/lib/i18n/staff-content";
import { readCatalogue } from "./catalogue-cache.server";

export type PoolRow = typeof pools.$inferSelect;

/** URL of the generated plan drawing of a pool, its words in `locale` (the Spanish drawing's address is under /es). */
export function poolPlanUrl(slug: string, locale: Locale = "en"): string {
  return `${locale === "es" ? SPANISH_PREFIX : ""}/pool-plans/${encodeURIComponent(slug)}.svg`;
}

/**
 * A pool as the public API and pages see it (GET /api/pools keeps the old site's field names); its plan drawing
 * (the picture of a pool without photos) in the words of `locale`.
 */
export function toPublicPool(row: PoolRow, locale: Locale = "en") {
  const planImageUrl = poolPlanUrl(row.slug, locale);
  const gallery = row.images;
  const legacyImageFields: Record<string, string | null> = {};
  for (let i = 1; i <= 5; i++) legacyImageFields[`imageUrl${i}`] = gallery[i - 1] ?? null;
  for (let i = 1; i <= 10; i++) legacyImageFields[`image${i}Url`] = gallery[i + 4] ?? null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    model: row.model,
    description: row.description,
    descriptionEs: row.descriptionEs,
    manufacturer: row.manufacturer,
    brand: row.brand,
    series: row.series,
    shape: row.shape,
    size: row.size,
    sizeCategory: row.sizeCategory,
    dimensions: row.dimensions,
    length: row.lengthFt,
    width: row.widthFt,
    depth: row.depth,
    shallowEnd: row.shallowDepthFt,
    deepEnd: row.deepDepthFt,
    volume: row.gallons,
    features: row.features,
    price: row.price,
    status: row.isActive ? "active" : "inactive",
    isActive: row.isActive,
    rating: row.rating,
    builtInSpa: row.builtInSpa,
    material: row.material,
    warranty: row.warranty,
    finishOptions: row.finishOptions,
    productUrl: row.productUrl,
    installationTime: row.installationTime,
    imageUrl: row.imageUrl || gallery[0] || planImageUrl,
    planImageUrl,
    images: gallery,
    ...legacyImageFields,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type PublicPool = ReturnType<typeof toPublicPool>;

/** Active pools' rows in catalogue order (manufacturer, then name), read once for every page that shows them. */
function activePoolRows(db: Database): Promise<PoolRow[]> {
  return readCatalogue(db, "active-pool-rows", () =>
    db
      .select()
      .from(pools)
      .where(eq(pools.isActive, true))
      .orderBy(asc(pools.manufacturer), asc(pools.name), asc(pools.id)),
  );
}

/** Active pools in catalogue order (manufacturer, then name). */
export async function listActivePools(db: Database): Promise<PublicPool[]> {
  return readCatalogue(db, "active-pools", async () => (await activePoolRows(db)).map((row) => toPublicPool(row)));
}

/**
 * A pool as a page in `locale` shows it: its description, features and warranty in that language when staff wrote
 * them (else the English), whether the description is translated (an untranslated pool page claims no Spanish
 * twin), whether the warranty is and the `lang` of the features (an English one on a Spanish page is marked as
 * English for screen readers).
 */
export function toPublicPoolIn(row: PoolRow, locale: Locale) {
  return {
    ...toPublicPool(row, locale),
    description: inLanguage(locale, row.description, row.descriptionEs),
    features: [...listInLanguage(locale, row.features, row.featuresEs)],
    warranty: inLanguage(locale, row.warranty, row.warrantyEs),
    translated: locale === "en" || hasSpanish(row.descriptionEs),
    warrantyTranslated: locale === "en" || hasSpanish(row.warrantyEs),
    featuresLang: fallbackLang(locale, row.featuresEs),
  };
}

/**
 * Active pools in catalogue order, their descriptions and features in `locale` (English where none is written) and
 * their plan drawings in its words.
 */
export async function listActivePoolsIn(db: Database, locale: Locale): Promise<PublicPool[]> {
  if (locale === "en") return listActivePools(db);
  return readCatalogue(db, `active-pools-${locale}`, async () =>
    (await activePoolRows(db)).map((row) => toPublicPoolIn(row, locale)),
  );
}

export async function getActivePoolBySlug(db: Database, slug: string): Promise<PoolRow | null> {
  return (await activePoolRows(db)).find((row) => row.slug === slug) ?? null;
}

export async function getActivePoolById(db: Database, id: number): Promise<PoolRow | null> {
  return (await activePoolRows(db)).find((row) => row.id === id) ?? null;
}

/**
 * Active pools by id, in the order of `ids`; ids of unknown or inactive pools are left out (the caller compares
 * the lengths to say what it dropped). From the same cached rows as the other look-ups.
 */
export async function listActivePoolsByIds(db: Database, ids: readonly number[]): Promise<PoolRow[]> {
  const rows = await activePoolRows(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
