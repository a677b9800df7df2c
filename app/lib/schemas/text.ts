import { z } from "./zod";

// Control characters other than tab, newline and carriage return (NUL
// included): PostgreSQL rejects NUL in text, and none belong in a form field.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const INVALID_CHARACTERS_MESSAGE = "Contains characters that are not allowed";

/** Trimmed text of at most max characters, free of control characters. */
export function cleanText(max: number, tooLongMessage = `Must be at most ${max} characters`) {
  return z
    .string()
    .refine((v) => !CONTROL_CHARACTERS.test(v), INVALID_CHARACTERS_MESSAGE)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLongMessage));
}

/** Optional cleanText: missing, null or blank become undefined. */
export function optionalText(max: number, tooLongMessage?: string) {
  return z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    cleanText(max, tooLongMessage).optional(),
  );
}

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
