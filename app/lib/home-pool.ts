import { type PoolLike, slideshowPoolImages } from "./pool-image";

/**
 * The fields of a pool the home page shows (gallery cards, recommendation
 * carousel and their estimate links). The loader sends only these, so the
 * page does not ship every pool's description, features and legacy image
 * fields to the browser.
 */
export interface HomePool {
  id: number;
  slug: string | null;
  name: string;
  model: string | null;
  manufacturer: string | null;
  brand: string | null;
  series: string | null;
  shape: string | null;
  size: string | null;
  sizeCategory: string | null;
  dimensions: string | null;
  length: number | null;
  width: number | null;
  depth: string | null;
  volume: number | null;
  price: number | null;
  builtInSpa: string | null;
  planImageUrl: string | null;
  /** Every usable image already in slideshow order (imageUrl1 first), so the image rules read it unchanged. */
  images: string[];
}

type Source = Omit<HomePool, "images" | "planImageUrl"> & { planImageUrl?: string | null };

export function toHomePool(pool: Source): HomePool {
  return {
    id: pool.id,
    slug: pool.slug,
    name: pool.name,
    model: pool.model,
    manufacturer: pool.manufacturer,
    brand: pool.brand,
    series: pool.series,
    shape: pool.shape,
    size: pool.size,
    sizeCategory: pool.sizeCategory,
    dimensions: pool.dimensions,
    length: pool.length,
    width: pool.width,
    depth: pool.depth,
    volume: pool.volume,
    price: pool.price,
    builtInSpa: pool.builtInSpa,
    planImageUrl: pool.planImageUrl ?? null,
    images: slideshowPoolImages(pool as PoolLike),
  };
}
