// How a page would look as a search result, for the SEO fields of the staff
// forms: search engines show about 60 characters of a title and about 160 of
// a description, cut at a word with "…", and the address as a breadcrumb.
// Isomorphic (the form updates it as staff type).

/** What search results show of a title and of a description, in characters (approximately). */
export const SEO_TITLE_LENGTH = 60;
export const SEO_DESCRIPTION_LENGTH = 160;

export type LengthAdvice = "empty" | "good" | "too-long";

/** Whether text of this length fits what search results show. */
export function lengthAdvice(length: number, limit: number): LengthAdvice {
  if (length === 0) return "empty";
  return length <= limit ? "good" : "too-long";
}

/** Text as a search result shows it: whitespace collapsed, cut at a word before `limit` characters with "…". */
export function snippetText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > limit / 2 ? atWord : cut).trimEnd()}…`;
}

/** "example.com › blog › pool-care": the address line of a search result. */
export function snippetBreadcrumb(siteUrl: string, path: string): string {
  let host = siteUrl;
  try {
    host = new URL(siteUrl).host;
  } catch {
    // Not a URL: shown as it is.
  }
  const segments = path.split("/").filter(Boolean);
  return [host.replace(/^www\./, ""), ...segments].join(" › ");
}
