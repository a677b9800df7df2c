// Shared pieces of the staff project page's forms: a text field as a form posts it, and a row id.
import { z } from "./zod";
import { cleanText, lineText } from "./text";

/** A form field's text, trimmed and checked (a missing field reads as empty). */
export const formText = (max: number, tooLong: string) =>
  z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : v), cleanText(max, tooLong));

/** A one-line form field (no line breaks): names, titles, references. */
export const formLine = (max: number, tooLong: string) =>
  z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : v), lineText(max, tooLong));

/** A row id posted by a form ("42"). */
export const formId = (message: string) =>
  z
    .string(message)
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);
