// What a project document may be: a PDF or an image (JPEG, PNG, WebP), told by its first bytes rather than its
// name or declared type, so a page or a script renamed contract.pdf is never stored and later served from the
// project's link; of at most 10 MB, the ceiling of the site's image uploads (a scanned contract fits).
import type { ProjectDocumentKind } from "#db/schema/enums.ts";
import { sniffImageType } from "~/lib/media/image-type";
import { UPLOAD_MIME_TYPES } from "~/lib/media/upload-rules";

export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp";

export const PROJECT_DOCUMENT_KIND_LABELS: Record<ProjectDocumentKind, string> = {
  contract: "Contract",
  permit: "Permit",
  plans: "Plans",
  hoa: "HOA approval",
  other: "Other",
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The MIME type the bytes are (application/pdf, image/jpeg, image/png, image/webp), or null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): string | null {
  if (bytes.length >= PDF.length && PDF.every((byte, i) => bytes[i] === byte)) return "application/pdf";
  const image = sniffImageType(bytes);
  return image ? UPLOAD_MIME_TYPES[image] : null;
}

/** The refusals of the project page's two upload forms (a photo, a document). */
export const PROJECT_FILE_MESSAGES = {
  multipart: "Send the file from the form on this page.",
  tooLarge: "The file is larger than 10 MB. Export or scan it smaller and try again.",
  oneFile: "Send one file at a time.",
  noFile: "Choose a file to upload.",
  notADocument: "The file is not a PDF, JPEG, PNG or WebP file.",
} as const;

/** `attachment` with the file's name: a plain-ASCII fallback and the exact name (RFC 6266) for browsers that read it. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A private document's bytes as a download: never stored by a cache (shared or the browser's), always saved rather
 * than shown in the site's origin. (X-Content-Type-Options: nosniff is on every answer of the server already; set
 * here too it would be sent twice.)
 */
export function privateDocumentResponse(document: { content: Buffer; mimeType: string; fileName: string }): Response {
  return new Response(new Uint8Array(document.content), {
    headers: {
      "Content-Type": document.mimeType,
      "Content-Length": String(document.content.length),
      "Content-Disposition": attachmentDisposition(document.fileName),
      "Cache-Control": "private, no-store",
    },
  });
}
