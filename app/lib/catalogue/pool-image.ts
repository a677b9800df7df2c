/**
 * Pool image rules: which image values are usable,
 * which image is shown first, slideshow order, and what an <img> falls back
 * to when its image fails to load.
 */

/** Any pool-like record; image fields are read by name and may be missing. */
export type PoolImageFields = { readonly [key: string]: unknown };

/** A pool-like record, or nothing. Interfaces without index signatures are accepted too. */
export type PoolLike = object | null | undefined;

export const COMING_SOON_IMAGE = "/images/coming-soon.svg";
export const GENERIC_POOL_IMAGE = "/images/pool-generic.svg";
export const LATHAM_LOGO = "/images/brands/latham.svg";
export const SAN_JUAN_LOGO = "/images/brands/san-juan.svg";

const PLACEHOLDER_MARKERS = ["placeholder", "coming-soon", "coming_soon", "comingsoon"];

/**
 * Usable: a string that is non-empty after trimming, is not a placeholder or
 * coming-soon image, and starts with http:// / https:// or with a single "/"
 * (protocol-relative "//host" values are rejected; data: and javascript:
 * values are rejected because they start with neither).
 */
export function isUsableImageUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const v = value.trim();
  if (v === "") return false;
  const lower = v.toLowerCase();
  if (PLACEHOLDER_MARKERS.some((m) => lower.includes(m))) return false;
  if (/^https?:\/\//.test(lower)) return true;
  return v.startsWith("/") && !v.startsWith("//");
}

function field(pool: PoolLike, key: string): unknown {
  if (pool === null || pool === undefined || typeof pool !== "object") return undefined;
  return (pool as PoolImageFields)[key];
}

function arrayField(pool: PoolLike, key: string): readonly unknown[] {
  const v = field(pool, key);
  return Array.isArray(v) ? v : [];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** imageUrl1, image_url_1, imageUrl2, image_url_2, … imageUrl5, image_url_5 */
const NUMBERED_IMAGE_URL_KEYS = range(1, 5).flatMap((n) => [`imageUrl${n}`, `image_url_${n}`]);
/** image1Url, image_1_url, … image10Url, image_10_url */
const IMAGE_N_URL_KEYS = range(1, 10).flatMap((n) => [`image${n}Url`, `image_${n}_url`]);
const MAIN_IMAGE_KEYS = ["imageUrl", "image_url"];

/** Every image field name a pool record may carry (besides the `images` array). */
export const POOL_IMAGE_FIELD_NAMES: readonly string[] = [
  ...MAIN_IMAGE_KEYS,
  ...NUMBERED_IMAGE_URL_KEYS,
  ...IMAGE_N_URL_KEYS,
];

function candidates(pool: PoolLike, order: "primary" | "slideshow"): unknown[] {
  const main = MAIN_IMAGE_KEYS.map((k) => field(pool, k));
  const images = arrayField(pool, "images");
  const numbered = NUMBERED_IMAGE_URL_KEYS.map((k) => field(pool, k));
  const nUrl = IMAGE_N_URL_KEYS.map((k) => field(pool, k));
  return order === "primary" ? [...main, ...images, ...numbered, ...nUrl] : [...numbered, ...main, ...images, ...nUrl];
}

/**
 * The image shown for a pool: the first usable value among imageUrl,
 * image_url, images[…], imageUrl1..5 (each followed by its snake_case
 * variant), image1Url..10Url (likewise). Null when there is none.
 */
export function primaryPoolImage(pool: PoolLike): string | null {
  for (const c of candidates(pool, "primary")) {
    if (isUsableImageUrl(c)) return c.trim();
  }
  return null;
}

/**
 * All usable images, deduplicated, in slideshow order (imageUrl1 first):
 * imageUrl1..5 (+ snake_case), imageUrl / image_url, images[…],
 * image1Url..10Url (+ snake_case).
 */
export function slideshowPoolImages(pool: PoolLike): string[] {
  const seen = new Set<string>();
  for (const c of candidates(pool, "slideshow")) {
    if (isUsableImageUrl(c)) seen.add(c.trim());
  }
  return [...seen];
}

function normalizedBrandText(value: unknown): string {
  return typeof value === "string" ? value.toLowerCase().replace(/[\s_-]+/g, " ") : "";
}

function textIsLatham(text: string): boolean {
  return text.includes("latham");
}

function textIsSanJuan(text: string): boolean {
  return text.includes("san juan") || text.includes("sanjuan");
}

/** Brand logo for a manufacturer or brand name (Latham, San Juan), else null. */
export function brandLogoFor(manufacturerOrBrand: string | null | undefined): string | null {
  const text = normalizedBrandText(manufacturerOrBrand);
  if (textIsLatham(text)) return LATHAM_LOGO;
  if (textIsSanJuan(text)) return SAN_JUAN_LOGO;
  return null;
}

function brandTexts(pool: PoolLike): string[] {
  return [normalizedBrandText(field(pool, "manufacturer")), normalizedBrandText(field(pool, "brand"))];
}

/** Manufacturer or brand contains "san juan" / "sanjuan" (case-insensitive). */
export function isSanJuan(pool: PoolLike): boolean {
  return brandTexts(pool).some(textIsSanJuan);
}

/** Manufacturer or brand contains "latham" (case-insensitive). */
export function isLatham(pool: PoolLike): boolean {
  return brandTexts(pool).some(textIsLatham);
}

/** The pool's brand logo, from its manufacturer or else its brand. */
export function poolBrandLogo(pool: PoolLike): string | null {
  const m = field(pool, "manufacturer");
  const b = field(pool, "brand");
  return brandLogoFor(typeof m === "string" ? m : null) ?? brandLogoFor(typeof b === "string" ? b : null);
}

/**
 * What an <img> tries, in order, after its image fails to load: the brand
 * logo (Latham, San Juan) when there is one, then the Coming Soon image.
 */
export function imageFallbackChain(pool: PoolLike): string[] {
  const logo = poolBrandLogo(pool);
  return logo ? [logo, COMING_SOON_IMAGE] : [COMING_SOON_IMAGE];
}

/**
 * The next image to try after `current` failed: the item after it in the
 * chain, the first item when `current` is not in the chain, or null when the
 * chain is exhausted (gallery images then show a grey dashed placeholder).
 * `current` may be the absolute URL a browser reports in `img.src`
 * ("https://host/images/coming-soon.svg" matches "/images/coming-soon.svg"),
 * so a failing fallback never restarts the chain.
 */
export function nextFallback(current: string, chain: readonly string[]): string | null {
  const index = chain.findIndex((item) => sameImage(current, item));
  if (index === -1) return chain[0] ?? null;
  return chain[index + 1] ?? null;
}

function sameImage(current: string, item: string): boolean {
  const c = current.trim();
  if (c === item) return true;
  if (!item.startsWith("/") || item.startsWith("//")) return false;
  const match = /^https?:\/\/[^/?#]+(\/[^?#]*)/i.exec(c);
  return match?.[1] === item;
}
