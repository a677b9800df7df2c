// Where a content record's picture lives: an uploaded image or a file of the
// site (/uploads/..., /images/...) or a full https:// address. Never data:,
// javascript:, http: or a protocol-relative //host address.
import { z } from "./zod";
import { isHttpsUrl } from "./content-fields";
import { cleanText } from "./text";
import { isSitePath } from "~/lib/http/site-path";

export { isSitePath };

export function isImageAddress(text: string): boolean {
  return isSitePath(text) || isHttpsUrl(text);
}

/** An optional image address of at most max characters; blank is undefined. */
export function optionalImageAddress(max: number, message: string) {
  return z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    cleanText(max, message)
      .refine((v) => isImageAddress(v), message)
      .optional(),
  );
}
