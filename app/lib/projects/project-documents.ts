// What a project document may be: a PDF or an image (JPEG, PNG, WebP), told by its first bytes rather than its
// name or declared type, so a page or a script renamed contract.pdf is never stored and later served from the
// project's link.
import type { ProjectDocumentKind } from "#db/schema/enums.ts";
import { sniffImageType } from "~/lib/media/image-type";
import { MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES } from "~/lib/media/upload-rules";

/** The same ceiling as the site's image uploads: a scanned contract or a photographed permit fits. */
export const MAX_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;

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
