import type { PoolCardPool } from "~/components/pool-card";

/**
 * Only what a pool card shows, so a page's loader data stays small.
 * imageUrl1 is kept because a slideshow starts with it.
 */
export function cardPool(pool: PoolCardPool): PoolCardPool & { imageUrl1: string | null } {
  return {
    id: pool.id,
    slug: pool.slug,
    name: pool.name,
    model: pool.model,
    description: pool.description,
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
  };
}
