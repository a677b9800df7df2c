/** URL slugs for pools, posts and pages. */

export const SLUG_MAX_LENGTH = 255;

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

const APOSTROPHES = /['‘’`´ʼ′]/g;

/**
 * Lowercase ASCII slug: diacritics removed, "&" → "and", apostrophes dropped
 * ("Caesar's Palace" → "caesars-palace"), every other run of
 * non-alphanumerics → one "-", no leading/trailing "-", at most 255 chars.
 */
export function slugify(text: string): string {
  const lowered = String(text ?? "")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (ch) => SPECIAL_LETTERS[ch] ?? "");
  const slug = lowered
    .replace(APOSTROPHES, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return truncateSlug(slug, SLUG_MAX_LENGTH);
}

function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  return slug.slice(0, max).replace(/-+$/g, "");
}

/**
 * `base` when it is free, otherwise `base-2`, `base-3`, … (the first free one).
 * The base is shortened if needed so the result stays within 255 chars.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const head = truncateSlug(base, SLUG_MAX_LENGTH - suffix.length);
    const candidate = head ? `${head}${suffix}` : String(n);
    if (!taken.has(candidate)) return candidate;
  }
}
