// Links to /estimate with exactly the query parameters of each place that
// links there, so the lead says where it came from. The estimate page reads
// them to prefill the request.
import { poolIdsParam } from "~/lib/catalogue/favorites";
import { INTERESTED_POOLS_FIELD } from "~/lib/schemas/lead-values";

export interface EstimatePoolFields {
  id: number;
  name: string;
  model?: string | null;
  series?: string | null;
  shape?: string | null;
  size?: string | null;
  dimensions?: string | null;
  depth?: string | null;
  length?: number | null;
  width?: number | null;
  manufacturer?: string | null;
}

type Params = Record<string, string | number | null | undefined>;

/** /estimate with the given parameters in the given order; empty values are left out. */
export function estimateHref(params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/estimate?${text}` : "/estimate";
}

/** Catalogue grid card. */
export function catalogueGridEstimateHref(pool: EstimatePoolFields): string {
  return estimateHref({
    poolName: pool.name,
    poolSeries: pool.series,
    poolShape: pool.shape,
    poolSize: pool.size,
    poolLength: pool.length,
    poolWidth: pool.width,
    poolDepth: pool.depth,
    poolManufacturer: pool.manufacturer,
    sourcePage: "pools",
  });
}

/** Catalogue list row. */
export function catalogueListEstimateHref(pool: EstimatePoolFields): string {
  return estimateHref({ poolId: pool.id, poolName: pool.name, poolDimensions: pool.dimensions });
}

/** Home recommendation carousel. */
export function homeRecommendationEstimateHref(pool: EstimatePoolFields): string {
  return estimateHref({
    pool: pool.name,
    model: pool.model,
    manufacturer: pool.manufacturer,
    series: pool.series,
    dimensions: pool.dimensions,
    depth: pool.depth,
    shape: pool.shape,
    size: pool.size,
    sourcePage: "home",
  });
}

/** Home gallery card. */
export function homeGalleryEstimateHref(pool: EstimatePoolFields): string {
  return estimateHref({ poolId: pool.id, poolName: pool.name, poolDimensions: pool.dimensions, sourcePage: "home" });
}

/** San Juan page card. */
export function sanJuanEstimateHref(pool: Pick<EstimatePoolFields, "id">): string {
  return estimateHref({ poolId: pool.id, sourcePage: "san-juan-pools" });
}

/** The comparison page (/compare): the estimate page reads the pool's facts by its id. */
export function compareEstimateHref(pool: Pick<EstimatePoolFields, "id">): string {
  return estimateHref({ poolId: pool.id, sourcePage: "compare" });
}

/** Pool detail page: every fact of the pool the visitor is looking at. */
export function poolDetailEstimateHref(pool: EstimatePoolFields): string {
  return estimateHref({
    poolId: pool.id,
    poolName: pool.name,
    poolModel: pool.model,
    poolSeries: pool.series,
    poolShape: pool.shape,
    poolSize: pool.size,
    poolDimensions: pool.dimensions,
    poolDepth: pool.depth,
    poolManufacturer: pool.manufacturer,
    sourcePage: "pool-detail",
  });
}

/** The compact 10x20 pool page. */
export const COMPACT_POOL_ESTIMATE_HREF = estimateHref({ poolSize: "10x20", sourcePage: "10x20-fiberglass-pool" });

export type ResurfacingService = "resurfacing" | "epoxy-resurfacing" | "complete-resurfacing" | "crack-repair";

/** Resurfacing page links: service, sourcePage=resurfacing, source (the section) and interest. */
export function resurfacingEstimateHref(source: string, service: ResurfacingService = "resurfacing"): string {
  return estimateHref({ service, sourcePage: "resurfacing", source, interest: "pool-resurfacing" });
}

/**
 * "Get an estimate for these" (decision 029, /favorites): the pools as the estimate page's "Pools you're
 * interested in", ticked in the server's HTML, so it works before and without scripts. The ids stay a
 * readable comma list (`?interestedPoolIds=3,7&sourcePage=favorites`); none: the plain estimate page.
 */
export function favoritesEstimateHref(ids: readonly number[], sourcePage = "favorites"): string {
  const list = poolIdsParam(ids);
  if (!list) return estimateHref({ sourcePage });
  return `/estimate?${INTERESTED_POOLS_FIELD}=${list}&${new URLSearchParams({ sourcePage })}`;
}
