// The stored columns of a pool as staff save it: what the form leaves empty
// and the measurements imply is filled in the way the seed fills it (one
// rule for both), so a pool added by hand reads like the catalogue's own.
import type { PoolInput } from "~/lib/schemas/pool";
import { formatDepthRange, formatDimensions, nominalSize } from "./pool-display";
import { sizeCategoryForLength } from "./pool-size";
import { slugify } from "~/lib/text/slug";

/** Used when a name has no letters or digits to make an address from. */
export const FALLBACK_POOL_SLUG = "pool";

/** The address name a pool's name gives (before making it unique). */
export function poolSlugBase(name: string): string {
  return slugify(name) || FALLBACK_POOL_SLUG;
}

/** Every column of a pool except id, slug and timestamps. */
export function poolColumnsFrom(input: PoolInput) {
  const { lengthFt, widthFt, shallowDepthFt, deepDepthFt } = input;
  const measured = lengthFt !== undefined && widthFt !== undefined;
  const depthText = formatDepthRange(shallowDepthFt, deepDepthFt);
  return {
    name: input.name,
    model: input.model ?? null,
    manufacturer: input.manufacturer,
    // The catalogue's brand filters read the brand when there is no manufacturer, and vice versa.
    brand: input.brand ?? input.manufacturer,
    series: input.series ?? null,
    shape: input.shape ?? null,
    description: input.description ?? null,
    lengthFt: lengthFt ?? null,
    widthFt: widthFt ?? null,
    shallowDepthFt: shallowDepthFt ?? null,
    deepDepthFt: deepDepthFt ?? null,
    sizeCategory: lengthFt !== undefined ? sizeCategoryForLength(lengthFt) : null,
    size: input.size ?? (measured ? nominalSize(widthFt, lengthFt) : null),
    dimensions: input.dimensions ?? (measured ? formatDimensions(widthFt, lengthFt) : null),
    depth: input.depth ?? (depthText || null),
    gallons: input.gallons ?? null,
    builtInSpa: input.builtInSpa,
    features: input.features,
    material: input.material,
    warranty: input.warranty ?? null,
    finishOptions: input.finishOptions ?? null,
    productUrl: input.productUrl ?? null,
    price: input.price ?? null,
    rating: input.rating ?? null,
    installationTime: input.installationTime ?? null,
    // One ordered list: the first image is the main one (the public pool's imageUrl).
    imageUrl: input.images[0] ?? null,
    images: input.images,
    isActive: input.isActive,
    descriptionEs: input.descriptionEs ?? null,
    featuresEs: input.featuresEs,
    warrantyEs: input.warrantyEs ?? null,
  };
}
