import { hasInvalidCharacters, hasLineCharacters } from "~/lib/text/text-characters";
import { INVALID_CHARACTERS_MESSAGE, ONE_LINE_MESSAGE } from "./lead-form-rules";
import { z } from "./zod";

export { INVALID_CHARACTERS_MESSAGE, ONE_LINE_MESSAGE };

/** Trimmed text of at most max characters, free of control characters and lone surrogates. */
export function cleanText(max: number, tooLongMessage = `Must be at most ${max} characters`) {
  return z
    .string()
    .refine((v) => !hasInvalidCharacters(v), INVALID_CHARACTERS_MESSAGE)
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

/**
 * cleanText on one line: no line breaks or tabs inside (around it they are trimmed away). For names, phones,
 * address lines and the like, which e-mails write into headers and greetings.
 */
export function lineText(max: number, tooLongMessage?: string) {
  return cleanText(max, tooLongMessage).refine((v) => !hasLineCharacters(v), ONE_LINE_MESSAGE);
}

/** Optional lineText: missing, null or blank become undefined. */
export function optionalLine(max: number, tooLongMessage?: string) {
  return z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    lineText(max, tooLongMessage).optional(),
  );
}
