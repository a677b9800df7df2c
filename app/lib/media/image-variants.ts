// Responsive variants of an uploaded image and the URL scheme that names
// them. Everything a page needs for srcset is in the URL a record stores,
//
//   /uploads/<hash>-<W>x<H>/<W>.webp
//
// (hash: the first 32 hex digits of the original's SHA-256; W x H: the size
// of the largest variant), so public pages build <picture> sources without
// a database query per image. Variants exist at every width of
// variantWidthsFor(W), in every format of VARIANT_FORMATS:
// /uploads/<hash>-<W>x<H>/<width>.<format>. With object storage the same
// path follows the storage's public base URL.

/** Widths made of every upload (never wider than the original). */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;
export const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
/** A standard width this close below the largest adds no useful step (820 px gets 400 and 820, not 800 too). */
const NEAR_DUPLICATE_RATIO = 0.9;

export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const VARIANT_MIME_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** Folder names use this many hex digits of the SHA-256 (128 bits). */
export const URL_HASH_LENGTH = 32;
export const UPLOADS_PATH = "/uploads";

/** Width of the largest variant of an image `originalWidth` pixels wide. */
export function largestVariantWidth(originalWidth: number): number {
  return Math.max(1, Math.min(Math.round(originalWidth), MAX_VARIANT_WIDTH));
}

/**
 * The widths made of an image whose largest variant is `largestWidth` wide,
 * smallest first: the standard widths below it, then itself.
 */
export function variantWidthsFor(largestWidth: number): number[] {
  const smaller = VARIANT_WIDTHS.filter((width) => width < largestWidth);
  while (smaller.length > 0 && smaller[smaller.length - 1]! >= largestWidth * NEAR_DUPLICATE_RATIO) smaller.pop();
  return [...smaller, largestWidth];
}

/** Height of a variant `width` wide, keeping the aspect ratio of W x H. */
export function variantHeight(largest: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((largest.height * width) / largest.width));
}

/** The folder of an upload: "<hash>-<W>x<H>". */
export function uploadFolder(contentHash: string, largest: { width: number; height: number }): string {
  return `${contentHash.slice(0, URL_HASH_LENGTH)}-${largest.width}x${largest.height}`;
}

/** Storage key of one variant, relative to the uploads root: "<folder>/<width>.<format>". */
export function variantKey(folder: string, width: number, format: VariantFormat): string {
  return `${folder}/${width}.${format}`;
}

/** Whether text is a variant key this scheme makes (nothing else may be written to storage). */
export function isVariantKey(key: string): boolean {
  return /^[0-9a-f]{32}-\d{1,5}x\d{1,5}\/\d{1,5}\.(avif|webp)$/.test(key);
}

export interface UploadUrlParts {
  /** Everything before the folder, ending in "/uploads/" (e.g. "/uploads/" or "https://cdn.example.com/uploads/"). */
  base: string;
  folder: string;
  width: number;
  height: number;
}

const UPLOAD_URL =
  /^((?:https?:\/\/[^\s?#/]+(?:\/[^\s?#]*)?)?\/uploads\/)([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\/\d{1,5}\.(?:avif|webp)$/;

/** The parts of an upload URL, or null for any other image URL (seed images, external pictures). */
export function parseUploadUrl(url: string): UploadUrlParts | null {
  const match = UPLOAD_URL.exec(url.trim());
  if (!match) return null;
  const width = Number(match[3]);
  const height = Number(match[4]);
  if (width < 1 || height < 1 || width > MAX_VARIANT_WIDTH) return null;
  return { base: match[1]!, folder: `${match[2]}-${width}x${height}`, width, height };
}

/** "…/400.avif 400w, …/800.avif 800w, …" of an upload. */
export function uploadSrcSet(parts: UploadUrlParts, format: VariantFormat): string {
  return variantWidthsFor(parts.width)
    .map((width) => `${parts.base}${variantKey(parts.folder, width, format)} ${width}w`)
    .join(", ");
}

/** The width of the plain <img> fallback: the largest variant up to 800 px. */
const FALLBACK_WIDTH = 800;

export interface UploadPicture {
  width: number;
  height: number;
  /** <source> elements, best format first. */
  sources: { type: string; srcSet: string }[];
  /** The <img> src for browsers without srcset support. */
  src: string;
}

/** What a <picture> of an upload needs, or null when `url` is not an upload. */
export function uploadPicture(url: string): UploadPicture | null {
  const parts = parseUploadUrl(url);
  if (!parts) return null;
  const widths = variantWidthsFor(parts.width);
  const fallback = [...widths].reverse().find((width) => width <= FALLBACK_WIDTH) ?? widths[0]!;
  return {
    width: parts.width,
    height: parts.height,
    sources: VARIANT_FORMATS.map((format) => ({
      type: VARIANT_MIME_TYPES[format],
      srcSet: uploadSrcSet(parts, format),
    })),
    src: `${parts.base}${variantKey(parts.folder, fallback, "webp")}`,
  };
}
