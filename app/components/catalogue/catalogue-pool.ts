import type { PoolCardPool } from "~/components/pool-card";
import type { EstimatePoolFields } from "~/lib/leads/estimate-links";

/**
 * What the catalogue pages need of a pool: the card, its estimate links and
 * the filters. Loaders send only these fields so the page's hydration data
 * stays small (one page of cards travels with each page).
 */
export interface CataloguePool extends PoolCardPool, EstimatePoolFields {
  size: string | null;
  length: number | null;
  width: number | null;
}

type SourcePool = CataloguePool & Record<string, unknown>;

export function toCataloguePool(pool: SourcePool): CataloguePool {
  return {
    id: pool.id,
    slug: pool.slug,
    name: pool.name,
    model: pool.model ?? null,
    description: pool.description ?? null,
    // A Spanish page's pool without a Spanish description shows the English one (toPublicPoolIn's `translated`).
    ...(pool.translated === false && { descriptionLang: "en-US" as const }),
    manufacturer: pool.manufacturer ?? null,
    brand: pool.brand ?? null,
    series: pool.series ?? null,
    shape: pool.shape ?? null,
    size: pool.size,
    sizeCategory: pool.sizeCategory ?? null,
    dimensions: pool.dimensions ?? null,
    length: pool.length,
    width: pool.width,
    depth: pool.depth ?? null,
    volume: pool.volume ?? null,
    price: pool.price ?? null,
    builtInSpa: pool.builtInSpa ?? null,
    imageUrl: pool.imageUrl ?? null,
    planImageUrl: pool.planImageUrl ?? null,
    images: pool.images ?? [],
  };
}
