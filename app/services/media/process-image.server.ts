// Turns an uploaded file into the responsive variants the site serves:
// checked to be a JPEG, PNG or WebP by its bytes and by the decoder, rotated
// upright by its EXIF orientation, stripped of all metadata (camera, GPS
// position, colour profile after conversion to sRGB), and encoded as AVIF
// and WebP at every width of variantWidthsFor(), never upscaled.
import sharp, { type Sharp } from "sharp";
import { sniffImageType } from "~/lib/media/image-type";
import {
  VARIANT_FORMATS,
  type VariantFormat,
  largestVariantWidth,
  variantHeight,
  variantWidthsFor,
} from "~/lib/media/image-variants";
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  UPLOAD_MESSAGES,
  UPLOAD_MIME_TYPES,
  type UploadImageType,
} from "~/lib/media/upload-rules";

/** A refusal with its HTTP status; nothing was stored. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // Effort 2 keeps a 1600 px AVIF around a second on a small server; the
  // files are still about half the size of the WebP ones.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

export interface ProcessedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  type: UploadImageType;
  mimeType: string;
  /** Upright size of the original. */
  width: number;
  height: number;
  /** Size of the largest variant (the URL's <W>x<H>). */
  largest: { width: number; height: number };
  variants: ProcessedVariant[];
}

// One image at a time per process: encoding takes every core, and two
// uploads at once would only slow both (and double the memory).
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}

const decoderOptions = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" } as const;

async function readMetadata(bytes: Buffer) {
  try {
    // Reads the header only: the pixel limit is checked on its numbers, before anything is decoded.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(400, UPLOAD_MESSAGES.unreadable);
  }
}

/** Checks and converts one uploaded file; throws UploadError for anything that is not a usable image. */
export function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) return Promise.reject(new UploadError(413, UPLOAD_MESSAGES.tooLarge));
  const type = sniffImageType(bytes);
  if (!type) return Promise.reject(new UploadError(415, UPLOAD_MESSAGES.notAnImage));
  return oneAtATime(async () => {
    const metadata = await readMetadata(bytes);
    // The decoder must agree with the magic number (a PNG header on a JPEG body is not a PNG).
    if (metadata.format !== type) throw new UploadError(415, UPLOAD_MESSAGES.notAnImage);
    const { width, height } = metadata.autoOrient ?? metadata;
    if (!width || !height) throw new UploadError(400, UPLOAD_MESSAGES.unreadable);
    if (width * height > MAX_UPLOAD_PIXELS) throw new UploadError(413, UPLOAD_MESSAGES.tooManyPixels);

    const largestWidth = largestVariantWidth(width);
    const largest = { width: largestWidth, height: variantHeight({ width, height }, largestWidth) };
    // Decoded once; every variant is a clone of the upright image. sharp writes no
    // metadata unless asked (keepMetadata/withMetadata), and converts to sRGB.
    const upright = sharp(bytes, decoderOptions).rotate();
    const variants: ProcessedVariant[] = [];
    try {
      for (const variantWidth of variantWidthsFor(largestWidth)) {
        const variantHeightPx = variantHeight(largest, variantWidth);
        for (const format of VARIANT_FORMATS) {
          const resized = upright.clone().resize({ width: variantWidth, height: variantHeightPx, fit: "fill" });
          const data = await ENCODE[format](resized).toBuffer();
          variants.push({ format, width: variantWidth, height: variantHeightPx, data });
        }
      }
    } catch (error) {
      if (error instanceof UploadError) throw error;
      // A header that reads but a body that does not decode (a truncated file).
      throw new UploadError(400, UPLOAD_MESSAGES.unreadable);
    }
    return { type, mimeType: UPLOAD_MIME_TYPES[type], width, height, largest, variants };
  });
}
