/**
 * Pool size categories: the single place where a pool's length is turned
 * into a size tier (Plunge, Small, Medium, Large, X-Large).
 */

export const SIZE_CATEGORIES = ["Plunge", "Small", "Medium", "Large", "X-Large"] as const;

export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

/** Upper bounds (inclusive, in feet) of each tier below X-Large. */
const PLUNGE_BELOW_FT = 14;
const SMALL_MAX_FT = 24;
const MEDIUM_MAX_FT = 32;
const LARGE_MAX_FT = 38;

/**
 * Size tier for a pool length in feet:
 * under 14 → Plunge; 14–24 → Small; over 24 up to 32 → Medium;
 * over 32 up to 38 → Large; over 38 → X-Large.
 * Non-finite or negative input is treated as the smallest tier.
 */
export function sizeCategoryForLength(lengthFt: number): SizeCategory {
  if (!Number.isFinite(lengthFt)) {
    return lengthFt === Number.POSITIVE_INFINITY ? "X-Large" : "Plunge";
  }
  if (lengthFt < PLUNGE_BELOW_FT) return "Plunge";
  if (lengthFt <= SMALL_MAX_FT) return "Small";
  if (lengthFt <= MEDIUM_MAX_FT) return "Medium";
  if (lengthFt <= LARGE_MAX_FT) return "Large";
  return "X-Large";
}

export function isSizeCategory(value: unknown): value is SizeCategory {
  return typeof value === "string" && (SIZE_CATEGORIES as readonly string[]).includes(value);
}

/** Size categories shown on the compact pool page (X-Small is seen in legacy data). */
export const COMPACT_SIZE_CATEGORIES = ["X-Small", "Small", "Plunge"] as const;

export function isCompactSizeCategory(c: string | null | undefined): boolean {
  if (typeof c !== "string") return false;
  return (COMPACT_SIZE_CATEGORIES as readonly string[]).includes(c.trim());
}
