import { isCompactSizeCategory } from "./pool-size";

/** Detail page of a pool: by slug when it has one (a readable address), else by id. */
export function poolDetailHref(pool: { id: number; slug?: string | null }): string {
  return pool.slug ? `/pool-detail/slug/${encodeURIComponent(pool.slug)}` : `/pool-detail/${pool.id}`;
}

export const COMPACT_POOL_LIMIT = 6;

/** Compact pool grid: active (or status-less) pools of size X-Small, Small or Plunge, at most 6. */
export function compactPools<T extends { status?: string | null; sizeCategory?: string | null }>(
  pools: readonly T[],
): T[] {
  return pools
    .filter((p) => (!p.status || p.status === "active") && isCompactSizeCategory(p.sizeCategory))
    .slice(0, COMPACT_POOL_LIMIT);
}
