/**
 * The home page's choices live in its address, so every control works as a plain GET form before the
 * scripts run and a reload or a shared link shows the same thing (decision 022): the design teaser's size
 * tier (`size`), finish colour (`color`, a colour id) and the recommended pool on show (`pool`, a pool id),
 * and the gallery's category (`gallery`).
 *
 * The form repeats the current choices in hidden inputs placed before its buttons, and the pressed button
 * sends its own value after them, so the last value of a name is the visitor's newest choice.
 */
import { wrapIndex } from "~/lib/ui/carousel";
import { ALL_POOLS_CATEGORY } from "./home-gallery";
import { SIZE_CATEGORIES, type SizeCategory } from "./pool-size";

export const HOME_CHOICE = { size: "size", color: "color", pool: "pool", gallery: "gallery" } as const;

/** The tier shown first: the size most Florida families choose. */
export const INITIAL_TIER: SizeCategory = "Medium";

export interface HomeChoices {
  tier: SizeCategory;
  /** A colour id, or null for the first colour. */
  colorId: number | null;
  /** The recommended pool's id, or null for the tier's first. */
  poolId: number | null;
  gallery: string;
}

const last = (params: URLSearchParams, name: string) => params.getAll(name).at(-1)?.trim() ?? "";

function positiveId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function readHomeChoices(params: URLSearchParams): HomeChoices {
  const size = last(params, HOME_CHOICE.size);
  return {
    tier: (SIZE_CATEGORIES as readonly string[]).includes(size) ? (size as SizeCategory) : INITIAL_TIER,
    colorId: positiveId(last(params, HOME_CHOICE.color)),
    poolId: positiveId(last(params, HOME_CHOICE.pool)),
    gallery: last(params, HOME_CHOICE.gallery) || ALL_POOLS_CATEGORY,
  };
}

/**
 * The recommended pool on show and its neighbours: the chosen pool when it is of this tier (a new size
 * starts again at its first pool), wrapping at both ends.
 */
export function carouselPosition<T extends { id: number }>(
  pools: readonly T[],
  poolId: number | null,
): { index: number; previous: T | null; current: T | null; next: T | null } {
  if (pools.length === 0) return { index: 0, previous: null, current: null, next: null };
  const found = pools.findIndex((p) => p.id === poolId);
  const index = found === -1 ? 0 : found;
  return {
    index,
    previous: pools[wrapIndex(index, -1, pools.length)]!,
    current: pools[index]!,
    next: pools[wrapIndex(index, 1, pools.length)]!,
  };
}
