import { compareText } from "~/lib/text/plain-format";

/** A pool as the series grouping reads it. */
export interface GroupablePool {
  series?: string | null;
  shape?: string | null;
}

export const SIGNATURE_COLLECTION = "Signature Collection";

export interface PoolGroup<T> {
  name: string;
  /** What the group is named after: the pools' series, their shape, or neither. */
  kind: "series" | "shape" | "signature";
  pools: T[];
}

const KIND_ORDER = { series: 0, shape: 1, signature: 2 } as const;

/**
 * Groups a manufacturer's pools for the series carousel: by series; pools
 * without one under their shape, or else under "Signature Collection".
 * Series come first, then shapes, each alphabetically; pools keep their order.
 */
export function groupPoolsBySeries<T extends GroupablePool>(pools: readonly T[]): PoolGroup<T>[] {
  const groups = new Map<string, PoolGroup<T>>();
  for (const pool of pools) {
    const series = pool.series?.trim();
    const shape = pool.shape?.trim();
    const kind = series ? "series" : shape ? "shape" : "signature";
    const name = series || shape || SIGNATURE_COLLECTION;
    const key = `${kind}:${name.toLowerCase()}`;
    const group = groups.get(key) ?? { name, kind, pools: [] };
    group.pools.push(pool);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compareText(a.name, b.name));
}

/** The query parameter of the slide a page shows first: previous and next are links to it before the scripts run. */
export const SLIDE_PARAM = "slide";

/** The 0-based slide a query asks for (`slide` counts from 1); anything else, or past the end, is the first. */
export function slideIndexFromQuery(params: URLSearchParams, count: number): number {
  const text = params.get(SLIDE_PARAM)?.trim() ?? "";
  const slide = /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return slide >= 1 && slide <= count ? slide - 1 : 0;
}

/** The query of a page that shows slide `index` (0-based) first; every other parameter stays. */
export function searchWithSlide(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index > 0) params.set(SLIDE_PARAM, String(index + 1));
  else params.delete(SLIDE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}
