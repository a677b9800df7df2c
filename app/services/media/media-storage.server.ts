// What every kind of upload storage offers, and the one check of the keys it is given: the local files and the
// S3-compatible storage both take their interface from here.
import { isVariantKey } from "~/lib/media/image-variants";

export interface MediaStorage {
  /** Stores `body` under `key` (a variant key of image-variants.ts). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The public URL of a key: "/uploads/<key>" locally, the public base URL's with object storage. */
  urlFor(key: string): string;
}

export class InvalidStorageKeyError extends Error {}

/** Refuses anything but a variant key, so no upload can write outside its folder. */
export function assertVariantKey(key: string): void {
  if (!isVariantKey(key)) throw new InvalidStorageKeyError(`not an upload key: ${JSON.stringify(key)}`);
}
