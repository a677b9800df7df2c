// A pool as staff edit it (/admin/pools): every field of the pools table
// (db/schema), one schema for the browser, the route action and
// the tests. What can be derived is derived on save (pool-derived.ts): the
// slug from the name, the size category from the length, the nominal size,
// dimensions and depth texts from the measurements when left empty.
import { POOL_MAX_IMAGES } from "#db/schema/enums.ts";
import { SLUG_MAX_LENGTH } from "~/lib/text/slug";
import { z } from "./zod";
import { isImageAddress } from "./image-address";
import { checkbox, optionalHttpsUrl, optionalWholeNumber, requiredText, textList } from "./content-fields";
import { cleanText, optionalText } from "./text";

export { POOL_MAX_IMAGES };

export const POOL_FEATURES_MAX = 20;
export const POOL_FEATURE_MAX_LENGTH = 200;
export const POOL_IMAGE_URL_MAX_LENGTH = 1000;
export const POOL_PRICE_MAX = 10_000_000;
export const POOL_GALLONS_MAX = 1_000_000;
export const POOL_SPA_OPTIONS = ["No", "Yes"] as const;

export const POOL_MESSAGES = {
  nameRequired: "Enter the pool's name",
  nameTooLong: "Name must be at most 255 characters",
  modelTooLong: "Model must be at most 255 characters",
  slug: "Address name may use lowercase letters, digits and single dashes (e.g. apollo-14), at most 255 characters",
  slugTaken: "Another pool already uses this address name",
  manufacturerRequired: "Choose the manufacturer",
  manufacturerUnknown: "Choose a manufacturer from the list",
  brandTooLong: "Brand must be at most 100 characters",
  seriesTooLong: "Series must be at most 100 characters",
  shapeTooLong: "Shape must be at most 100 characters",
  descriptionTooLong: "Description must be at most 5,000 characters",
  length: "Length must be a number of feet from 1 to 200, with at most two decimals",
  width: "Width must be a number of feet from 1 to 100, with at most two decimals",
  shallow: "Shallow end must be a number of feet from 0.5 to 20, with at most two decimals",
  deep: "Deep end must be a number of feet from 0.5 to 20, with at most two decimals",
  shallowBelowDeep: "The shallow end cannot be deeper than the deep end",
  sizeTooLong: "Size must be at most 50 characters",
  dimensionsTooLong: "Dimensions must be at most 100 characters",
  depthTooLong: "Depth must be at most 50 characters",
  gallons: `Volume must be a whole number of gallons from 1 to ${POOL_GALLONS_MAX.toLocaleString("en-US")}`,
  builtInSpa: "Choose Yes or No",
  featuresTooMany: `List at most ${POOL_FEATURES_MAX} features`,
  featureTooLong: `Each feature must be at most ${POOL_FEATURE_MAX_LENGTH} characters`,
  descriptionEsTooLong: "Spanish description must be at most 5,000 characters",
  featuresEsTooMany: `List at most ${POOL_FEATURES_MAX} Spanish features`,
  featureEsTooLong: `Each Spanish feature must be at most ${POOL_FEATURE_MAX_LENGTH} characters`,
  warrantyEsTooLong: "Spanish warranty must be at most 255 characters",
  materialRequired: "Enter the material",
  materialTooLong: "Material must be at most 50 characters",
  warrantyTooLong: "Warranty must be at most 255 characters",
  finishOptionsTooLong: "Finish options must be at most 255 characters",
  productUrl: "Product page must be a full https:// address (at most 1,000 characters)",
  price: `Price must be a whole number of dollars from $1 to $${POOL_PRICE_MAX.toLocaleString("en-US")}`,
  rating: "Rating must be a number from 0 to 5 with at most one decimal",
  installationTimeTooLong: "Installation time must be at most 100 characters",
  imagesTooMany: `A pool can have at most ${POOL_MAX_IMAGES} images`,
  imageUrl:
    "Each image must be an uploaded image, a path on this site (starting with /) or a full https:// address, at most 1,000 characters",
} as const;

const M = POOL_MESSAGES;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** An optional decimal from min to max with at most `decimals` places ("13.83", "3.5 ft" is not). */
function optionalDecimal({
  min,
  max,
  decimals,
  message,
}: {
  min: number;
  max: number;
  decimals: number;
  message: string;
}) {
  const pattern = new RegExp(`^\\d{1,6}(\\.\\d{1,${decimals}})?$`);
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: message })
      .regex(pattern, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional(),
  );
}

export const PoolSchema = z
  .object({
    name: requiredText(255, M.nameRequired, M.nameTooLong),
    model: optionalText(255, M.modelTooLong),
    /** Blank: made from the name. */
    slug: z.preprocess(
      (v) => (isBlank(v) ? undefined : v),
      cleanText(SLUG_MAX_LENGTH, M.slug)
        .transform((v) => v.toLowerCase())
        .refine(isSlug, M.slug)
        .optional(),
    ),
    manufacturer: requiredText(100, M.manufacturerRequired),
    brand: optionalText(100, M.brandTooLong),
    series: optionalText(100, M.seriesTooLong),
    shape: optionalText(100, M.shapeTooLong),
    description: optionalText(5000, M.descriptionTooLong),
    lengthFt: optionalDecimal({ min: 1, max: 200, decimals: 2, message: M.length }),
    widthFt: optionalDecimal({ min: 1, max: 100, decimals: 2, message: M.width }),
    shallowDepthFt: optionalDecimal({ min: 0.5, max: 20, decimals: 2, message: M.shallow }),
    deepDepthFt: optionalDecimal({ min: 0.5, max: 20, decimals: 2, message: M.deep }),
    size: optionalText(50, M.sizeTooLong),
    dimensions: optionalText(100, M.dimensionsTooLong),
    depth: optionalText(50, M.depthTooLong),
    gallons: optionalWholeNumber({ min: 1, max: POOL_GALLONS_MAX, message: M.gallons }),
    builtInSpa: z.preprocess((v) => (isBlank(v) ? "No" : v), z.enum(POOL_SPA_OPTIONS, M.builtInSpa)),
    features: textList({
      separator: "line",
      maxItems: POOL_FEATURES_MAX,
      maxItemLength: POOL_FEATURE_MAX_LENGTH,
      tooManyMessage: M.featuresTooMany,
      itemTooLongMessage: M.featureTooLong,
      unique: true,
    }),
    material: requiredText(50, M.materialRequired, M.materialTooLong),
    warranty: optionalText(255, M.warrantyTooLong),
    finishOptions: optionalText(255, M.finishOptionsTooLong),
    productUrl: optionalHttpsUrl(1000, M.productUrl),
    price: optionalWholeNumber({ min: 1, max: POOL_PRICE_MAX, message: M.price }),
    rating: optionalDecimal({ min: 0, max: 5, decimals: 1, message: M.rating }),
    installationTime: optionalText(100, M.installationTimeTooLong),
    /** In display order; the first is the main picture. One per line. */
    images: textList({
      separator: "line",
      maxItems: POOL_MAX_IMAGES,
      maxItemLength: POOL_IMAGE_URL_MAX_LENGTH,
      tooManyMessage: M.imagesTooMany,
      itemTooLongMessage: M.imageUrl,
      unique: true,
    }).refine((urls) => urls.every(isImageAddress), M.imageUrl),
    isActive: checkbox,
    // The Spanish pool page counts as translated once the Spanish description is written.
    descriptionEs: optionalText(5000, M.descriptionEsTooLong),
    featuresEs: textList({
      separator: "line",
      maxItems: POOL_FEATURES_MAX,
      maxItemLength: POOL_FEATURE_MAX_LENGTH,
      tooManyMessage: M.featuresEsTooMany,
      itemTooLongMessage: M.featureEsTooLong,
      unique: true,
    }),
    warrantyEs: optionalText(255, M.warrantyEsTooLong),
  })
  .refine(
    (pool) =>
      pool.shallowDepthFt === undefined || pool.deepDepthFt === undefined || pool.shallowDepthFt <= pool.deepDepthFt,
    { path: ["shallowDepthFt"], message: M.shallowBelowDeep },
  );

export type PoolInput = z.infer<typeof PoolSchema>;

export const POOL_FIELDS = [
  "name",
  "model",
  "slug",
  "manufacturer",
  "brand",
  "series",
  "shape",
  "description",
  "lengthFt",
  "widthFt",
  "shallowDepthFt",
  "deepDepthFt",
  "size",
  "dimensions",
  "depth",
  "gallons",
  "builtInSpa",
  "features",
  "material",
  "warranty",
  "finishOptions",
  "productUrl",
  "price",
  "rating",
  "installationTime",
  "images",
  "isActive",
  "descriptionEs",
  "featuresEs",
  "warrantyEs",
] as const;

export type PoolFormValues = Record<(typeof POOL_FIELDS)[number], string>;

export const NEW_POOL_VALUES: PoolFormValues = {
  ...(Object.fromEntries(POOL_FIELDS.map((field) => [field, ""])) as PoolFormValues),
  builtInSpa: "No",
  material: "Fiberglass",
  isActive: "on",
};

const numberText = (n: number | null) => (n === null ? "" : String(n));

/** A stored pool as the form's text values. */
export function poolFormValues(pool: {
  name: string;
  model: string | null;
  slug: string;
  manufacturer: string | null;
  brand: string | null;
  series: string | null;
  shape: string | null;
  description: string | null;
  lengthFt: number | null;
  widthFt: number | null;
  shallowDepthFt: number | null;
  deepDepthFt: number | null;
  size: string | null;
  dimensions: string | null;
  depth: string | null;
  gallons: number | null;
  builtInSpa: string;
  features: readonly string[];
  material: string;
  warranty: string | null;
  finishOptions: string | null;
  productUrl: string | null;
  price: number | null;
  rating: number | null;
  installationTime: string | null;
  imageUrl: string | null;
  images: readonly string[];
  isActive: boolean;
  descriptionEs?: string | null;
  featuresEs?: readonly string[] | null;
  warrantyEs?: string | null;
}): PoolFormValues {
  // A main image kept apart from the gallery (older records) becomes the first of the list.
  const images = [...new Set([...(pool.imageUrl ? [pool.imageUrl] : []), ...pool.images])].slice(0, POOL_MAX_IMAGES);
  return {
    name: pool.name,
    model: pool.model ?? "",
    slug: pool.slug,
    manufacturer: pool.manufacturer ?? "",
    brand: pool.brand ?? "",
    series: pool.series ?? "",
    shape: pool.shape ?? "",
    description: pool.description ?? "",
    lengthFt: numberText(pool.lengthFt),
    widthFt: numberText(pool.widthFt),
    shallowDepthFt: numberText(pool.shallowDepthFt),
    deepDepthFt: numberText(pool.deepDepthFt),
    size: pool.size ?? "",
    dimensions: pool.dimensions ?? "",
    depth: pool.depth ?? "",
    gallons: numberText(pool.gallons),
    builtInSpa: pool.builtInSpa,
    features: pool.features.join("\n"),
    material: pool.material,
    warranty: pool.warranty ?? "",
    finishOptions: pool.finishOptions ?? "",
    productUrl: pool.productUrl ?? "",
    price: numberText(pool.price),
    rating: numberText(pool.rating),
    installationTime: pool.installationTime ?? "",
    images: images.join("\n"),
    isActive: pool.isActive ? "on" : "",
    descriptionEs: pool.descriptionEs ?? "",
    featuresEs: (pool.featuresEs ?? []).join("\n"),
    warrantyEs: pool.warrantyEs ?? "",
  };
}
