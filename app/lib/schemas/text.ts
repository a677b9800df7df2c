import { hasInvalidCharacters } from "../text-characters";
import { INVALID_CHARACTERS_MESSAGE } from "./lead-form-rules";
import { z } from "./zod";

export { INVALID_CHARACTERS_MESSAGE };

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
