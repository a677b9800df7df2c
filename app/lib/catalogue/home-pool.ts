import { type PoolLike, slideshowPoolImages } from "./pool-image";

/**
 * The fields of a pool the home page shows (gallery cards, recommendation
 * carousel and their estimate links); measurements the cards do not print
 * (length, width, gallons, spa) stay on the server. The loader sends only these, so the
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
  depth: string | null;
  price: number | null;
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
    depth: pool.depth,
    price: pool.price,
    planImageUrl: pool.planImageUrl ?? null,
    images: slideshowPoolImages(pool as PoolLike),
  };
}
