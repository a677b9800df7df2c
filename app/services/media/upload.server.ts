// An image upload from the request to the stored asset: read the multipart
// body within the size limit, process the file (process-image.server.ts),
// write its variants to storage and record it. The same file uploaded again
// is answered from the record, without processing or writing anything.
import { createHash } from "node:crypto";
import type { AppContextValue } from "~/context";
import { readBodyBytes } from "~/lib/http/http.server";
import { type MediaAssetRow, getMediaAssetByHash, recordMediaAsset } from "~/models/media-assets.server";
import { VARIANT_MIME_TYPES, uploadFolder, variantKey } from "~/lib/media/image-variants";
import { UploadError, processImage } from "./process-image.server";
import { uploadStorage } from "./storage.server";
import {
  MAX_ORIGINAL_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  type UploadedAsset,
} from "~/lib/media/upload-rules";

export { UploadError };

export interface UploadedFile {
  bytes: Buffer;
  name: string | null;
}

/** A file name fit to keep (for staff's reference only; never used as a path). */
function cleanFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return cleaned ? cleaned.slice(0, MAX_ORIGINAL_NAME_LENGTH) : null;
}

/** The messages of a refused upload: the image API's, or a form's own (a form that takes documents too). */
export type UploadRefusals = Record<"multipart" | "tooLarge" | "oneFile" | "noFile", string>;

/**
 * The one file of a multipart/form-data upload (field "file"). Refuses other
 * content types (415), bodies over the limit (413, read no further than the
 * limit), and a request with no file or several (400).
 */
export async function readUploadedFile(request: Request): Promise<UploadedFile> {
  return (await readUploadedForm(request)).file;
}

/**
 * A multipart form with one file (field "file") and its other fields (a caption, the form's intent), under the
 * same limits and refusals as readUploadedFile.
 */
export async function readUploadedForm(
  request: Request,
  messages: UploadRefusals = UPLOAD_MESSAGES,
): Promise<{ file: UploadedFile; fields: URLSearchParams }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) throw new UploadError(415, messages.multipart);
  let body: Buffer;
  try {
    body = await readBodyBytes(request, MAX_UPLOAD_REQUEST_BYTES, messages.tooLarge);
  } catch (error) {
    if (error instanceof Response && error.status === 413) throw new UploadError(413, messages.tooLarge);
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new UploadError(400, messages.multipart);
  }
  const files = [...form.values()].filter((value): value is File => typeof value !== "string");
  if (files.length > 1) throw new UploadError(400, messages.oneFile);
  const file = form.get(UPLOAD_FIELD);
  if (!file || typeof file === "string" || file.size === 0) throw new UploadError(400, messages.noFile);
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError(413, messages.tooLarge);
  const fields = new URLSearchParams();
  for (const [name, value] of form.entries()) if (typeof value === "string") fields.append(name, value);
  return { file: { bytes: Buffer.from(await file.arrayBuffer()), name: cleanFileName(file.name) }, fields };
}

export function contentHashOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Stores an uploaded image and records it; `created` is false when the same
 * file was uploaded before (its existing record is returned).
 */
export async function storeUploadedImage(
  app: Pick<AppContextValue, "db" | "config">,
  file: UploadedFile,
  staffId: number | null,
): Promise<{ asset: MediaAssetRow; created: boolean }> {
  const contentHash = contentHashOf(file.bytes);
  const existing = await getMediaAssetByHash(app.db, contentHash);
  if (existing) return { asset: existing, created: false };

  const image = await processImage(file.bytes);
  const storage = uploadStorage(app.config.uploads);
  const folder = uploadFolder(contentHash, image.largest);
  const variants = await Promise.all(
    image.variants.map(async (variant) => {
      const key = variantKey(folder, variant.width, variant.format);
      await storage.put(key, variant.data, VARIANT_MIME_TYPES[variant.format]);
      return {
        format: variant.format,
        width: variant.width,
        height: variant.height,
        bytes: variant.data.length,
        url: storage.urlFor(key),
      };
    }),
  );
  return recordMediaAsset(app.db, {
    contentHash,
    url: storage.urlFor(variantKey(folder, image.largest.width, "webp")),
    originalName: file.name,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    bytes: file.bytes.length,
    variants,
    createdById: staffId,
  });
}

/** What the upload API answers about an asset. */
export function uploadedAssetJson(asset: MediaAssetRow): UploadedAsset {
  return {
    id: asset.id,
    url: asset.url,
    width: asset.width,
    height: asset.height,
    mimeType: asset.mimeType,
    bytes: asset.bytes,
    originalName: asset.originalName,
    variants: asset.variants,
  };
}
