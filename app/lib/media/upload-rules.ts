// What an image upload may be (POST /api/admin/uploads): one place for the
// limits and messages, read by the server that enforces them and by the
// upload component that checks a file before sending it.

export const UPLOAD_PATH = "/api/admin/uploads";
/** The multipart field that carries the file. */
export const UPLOAD_FIELD = "file";

/** Accepted formats, by what the file's bytes say (not its name or declared type). */
export const UPLOAD_MIME_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
} as const;
export type UploadImageType = keyof typeof UPLOAD_MIME_TYPES;

/** The `accept` attribute of a file input (a hint for the file picker only). */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_MIME_TYPES).join(",");

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope around the file. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** 40 megapixels (e.g. 8000 x 5000): any camera photo, never a decompression bomb. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const MAX_ORIGINAL_NAME_LENGTH = 255;
/** An MP4 video (POST /api/admin/video-uploads): minutes of phone or camera footage, streamed to disk, never held in memory. */
export const MAX_VIDEO_UPLOAD_BYTES = 200 * 1024 * 1024;
export const VIDEO_TOO_LARGE_MESSAGE =
  "The video is larger than 200 MB. Export it shorter or smaller, or put it on YouTube or Vimeo and paste its link.";

export const UPLOAD_MESSAGES = {
  tooLarge: "The image is larger than 10 MB. Export it smaller and try again.",
  tooManyPixels: "The image has more than 40 megapixels. Export it smaller and try again.",
  notAnImage: "The file is not a JPEG, PNG or WebP image.",
  unreadable: "The image could not be read; the file may be damaged.",
  noFile: "Choose an image file to upload.",
  oneFile: "Send one image per request.",
  multipart: "Send the image as multipart/form-data with one file field named file.",
  network: "The upload failed. Check the connection and try again.",
  failed: "The image could not be saved. Try again.",
} as const;

/** The JSON answer of a successful upload (201 new, 200 the same file again): `{ asset }`. */
export interface UploadedAsset {
  id: number;
  /** The URL records store: the largest WebP variant (/uploads/<hash>-<W>x<H>/<W>.webp). */
  url: string;
  /** Upright size of the original. */
  width: number;
  height: number;
  mimeType: string;
  bytes: number;
  originalName: string | null;
  variants: { format: "webp" | "avif"; width: number; height: number; bytes: number; url: string }[];
}

/**
 * What the browser can tell before sending a file: its size and the type
 * the system reports. The server still checks the bytes.
 */
export function precheckUpload(file: { size: number; type: string }): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.noFile;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type && !(Object.values(UPLOAD_MIME_TYPES) as string[]).includes(file.type)) {
    return UPLOAD_MESSAGES.notAnImage;
  }
  return null;
}

/** "3.4 MB", "820 KB": file sizes as staff read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
