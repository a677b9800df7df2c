import type { PoolCardPool } from "~/components/pool-card";
import type { Locale } from "~/lib/i18n/locale";
import { inLanguage } from "~/lib/i18n/staff-content";

/**
 * Only what a pool card shows, in the page's language, so a page's loader data stays small: the description is
 * the Spanish one on a Spanish page when staff wrote it. imageUrl1 is kept because a slideshow starts with it.
 */
export function cardPoolIn(
  locale: Locale,
): (pool: PoolCardPool & { descriptionEs?: string | null }) => PoolCardPool & { imageUrl1: string | null } {
  return (pool) => ({
    id: pool.id,
    slug: pool.slug,
    name: pool.name,
    model: pool.model,
    description: inLanguage(locale, pool.description, pool.descriptionEs),
    manufacturer: pool.manufacturer,
    brand: pool.brand,
    series: pool.series,
    shape: pool.shape,
    sizeCategory: pool.sizeCategory,
    dimensions: pool.dimensions,
    depth: pool.depth,
    volume: pool.volume,
    price: pool.price,
    builtInSpa: pool.builtInSpa,
    imageUrl: pool.imageUrl,
    planImageUrl: pool.planImageUrl,
    images: pool.images,
    imageUrl1: pool.images?.[0] ?? null,
  });
}

/** A pool card on an English page. */
export const cardPool = cardPoolIn("en");
