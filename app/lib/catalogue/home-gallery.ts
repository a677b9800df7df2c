/**
 * Home page pool lists: the gallery's categories (All Pools plus each shape
 * and each size category present) and the design teaser's recommendations
 * of one size tier.
 */
import { compareText } from "~/lib/text/plain-format";
import { SIZE_CATEGORIES } from "./pool-size";

/**
 * The home gallery shows at most this many pools (up to 12 would do); six (two rows on a desktop, a short sideways
 * row on a phone, then View All Pools) keep the home page within the page-weight HTML and element budgets: each card is
 * some 23 elements and 2 KB.
 */
export const HOME_GALLERY_LIMIT = 6;
/** The design teaser previews at most this many pools per size. */
export const RECOMMENDATION_LIMIT = 6;

export const ALL_POOLS_CATEGORY = "All Pools";

interface CategorisedPool {
  shape?: string | null;
  sizeCategory?: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() ?? "";

function sizeRank(size: string): number {
  const index = (SIZE_CATEGORIES as readonly string[]).indexOf(size);
  return index === -1 ? SIZE_CATEGORIES.length : index;
}

/**
 * "All Pools", then every shape (alphabetical), then every size category
 * (smallest first). A name that is both a shape and a size (Plunge) is one
 * button that matches either.
 */
export function galleryCategories(pools: readonly CategorisedPool[]): string[] {
  const shapes = [...new Set(pools.map((p) => clean(p.shape)).filter(Boolean))].sort(compareText);
  const sizes = [...new Set(pools.map((p) => clean(p.sizeCategory)).filter(Boolean))].sort(
    (a, b) => sizeRank(a) - sizeRank(b) || compareText(a, b),
  );
  return [...new Set([ALL_POOLS_CATEGORY, ...shapes, ...sizes])];
}

/** Pools of a gallery category (by shape or size category), at most HOME_GALLERY_LIMIT. */
export function poolsInGalleryCategory<T extends CategorisedPool>(pools: readonly T[], category: string): T[] {
  const matches =
    category === ALL_POOLS_CATEGORY
      ? pools
      : pools.filter((p) => clean(p.shape) === category || clean(p.sizeCategory) === category);
  return matches.slice(0, HOME_GALLERY_LIMIT);
}

/** Pools of one size tier for the design teaser's carousel, at most RECOMMENDATION_LIMIT. */
export function recommendationsForTier<T extends CategorisedPool>(pools: readonly T[], tier: string): T[] {
  return pools.filter((p) => clean(p.sizeCategory) === tier).slice(0, RECOMMENDATION_LIMIT);
}
