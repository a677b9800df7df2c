import type { pools } from "../schema/index.ts";
import { COMPANY_CLAIMS } from "../../app/lib/company/offices.ts";
import {
  formatDepthRange,
  formatDimensions,
  formatGallons,
  formatFeetInches,
  nominalSize,
} from "../../app/lib/catalogue/pool-display.ts";
import { isCompactSizeCategory, sizeCategoryForLength } from "../../app/lib/catalogue/pool-size.ts";
import { estimatedTotalForTier } from "../../app/lib/catalogue/pricing.ts";
import { slugify, uniqueSlug } from "../../app/lib/text/slug.ts";
import poolData from "./data/pools.json" with { type: "json" };
import { describeInSpanish, featuresInSpanish } from "./pools-spanish.ts";

/** One model of shared/data/pools.json (copied into db/seed/data). */
export interface PoolDataRecord {
  manufacturer: string;
  series: string | null;
  model: string;
  shape: string;
  lengthFt: number;
  widthFt: number;
  /** Unknown for most San Juan models. */
  shallowDepthFt: number | null;
  deepDepthFt: number;
  gallons: number;
  builtInSpa: boolean;
  features: string[];
  sourceUrl: string;
}

export const POOL_DATA: readonly PoolDataRecord[] = poolData;

const WARRANTY_BY_MANUFACTURER: Record<string, { en: string; es: string }> = {
  "San Juan": {
    en: "25-year structural, 10-year gel coat surface (registration required)",
    es: "25 años en la estructura y 10 en la superficie de gelcoat (hay que registrarla)",
  },
};

function describe(pool: PoolDataRecord): string {
  const shape = pool.shape.toLowerCase();
  const depth =
    pool.shallowDepthFt === null
      ? `a maximum depth of ${formatFeetInches(pool.deepDepthFt)}`
      : pool.shallowDepthFt === pool.deepDepthFt
        ? `a constant ${formatFeetInches(pool.deepDepthFt)} depth`
        : `depths from ${formatFeetInches(pool.shallowDepthFt)} to ${formatFeetInches(pool.deepDepthFt)}`;
  const features = pool.features.length ? ` It comes with ${pool.features.join(", ")}.` : "";
  return (
    `The ${pool.model} is a ${shape} fiberglass pool by ${pool.manufacturer}, ` +
    `${formatDimensions(pool.widthFt, pool.lengthFt)} with ${depth} and about ${formatGallons(pool.gallons)}.` +
    features
  );
}

/** Pool rows for the seed, ids in file order (ids 7 and 8 are compact models). */
export function buildPoolRows(): (typeof pools.$inferInsert)[] {
  const taken = new Set<string>();
  return POOL_DATA.map((pool, index) => {
    const slug = uniqueSlug(slugify(pool.model), taken);
    taken.add(slug);
    const sizeCategory = sizeCategoryForLength(pool.lengthFt);
    return {
      id: index + 1,
      slug,
      name: pool.model,
      model: pool.model,
      description: describe(pool),
      descriptionEs: describeInSpanish(pool, formatDimensions(pool.widthFt, pool.lengthFt)),
      manufacturer: pool.manufacturer,
      brand: pool.manufacturer,
      series: pool.series,
      shape: pool.shape,
      size: nominalSize(pool.widthFt, pool.lengthFt),
      sizeCategory,
      dimensions: formatDimensions(pool.widthFt, pool.lengthFt),
      lengthFt: pool.lengthFt,
      widthFt: pool.widthFt,
      shallowDepthFt: pool.shallowDepthFt,
      deepDepthFt: pool.deepDepthFt,
      depth:
        pool.shallowDepthFt === null
          ? `Up to ${formatFeetInches(pool.deepDepthFt)}`
          : formatDepthRange(pool.shallowDepthFt, pool.deepDepthFt),
      gallons: pool.gallons,
      builtInSpa: pool.builtInSpa ? "Yes" : "No",
      features: pool.features,
      featuresEs: featuresInSpanish(pool),
      warranty: WARRANTY_BY_MANUFACTURER[pool.manufacturer]?.en ?? null,
      warrantyEs: WARRANTY_BY_MANUFACTURER[pool.manufacturer]?.es ?? null,
      price: estimatedTotalForTier(sizeCategory),
      installationTime: isCompactSizeCategory(sizeCategory)
        ? COMPANY_CLAIMS.compactInstallDays
        : COMPANY_CLAIMS.installDays,
      isActive: true,
    };
  });
}
