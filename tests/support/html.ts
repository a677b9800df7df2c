// Reading server-rendered HTML as a browser without JavaScript (or a crawler) meets it.

/** React separates adjacent pieces of text with <!-- -->; a reader sees one text. */
export const withoutTextSeparators = (html: string) => html.replaceAll("<!-- -->", "");

/** Undoes React's escaping of text and attributes, and drops its text-node separators. */
export const decodeHtml = (text: string) =>
  text
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replaceAll("<!-- -->", "");

/** The HTML as a browser without scripts shows it: the scripts (and the loader data they carry) left out. */
export const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

/** Visible text of a piece of HTML: scripts, styles and tags removed, whitespace collapsed. */
export const visibleText = (html: string) =>
  decodeHtml(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");

/** Every decoded href value (those starting with `prefix`), in document order. */
export const hrefs = (html: string, prefix = "") =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => decodeHtml(m[1]!)).filter((href) => href.startsWith(prefix));

/** The JSON-LD blocks of the page. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** Attributes whose values a visitor reads or hears. */
const READ_ATTRIBUTES = /\s(?:alt|title|aria-label|aria-description|placeholder|value|content)="([^"]*)"/g;
/** Meta tags whose content is shown (search results, shared links); other meta content is machine data. */
const SHOWN_META =
  /<meta (?:name="(?:description|twitter:title|twitter:description)"|property="og:(?:title|description|site_name)") content="([^"]*)"/g;

/**
 * The words of a page a visitor reads or hears: its visible text, the words screen readers and tooltips give (alt,
 * title, aria-label, placeholder, a button's value) and what search results and shared links show (title,
 * description, Open Graph).
 */
export function wordsOf(html: string): string {
  const body = html.replace(/<meta [^>]*>/g, " ");
  const attributes = [...body.matchAll(READ_ATTRIBUTES)]
    // A value that is a number, an address or an identifier (hidden fields, options) is not a word to read.
    .map((m) => decodeHtml(m[1]!))
    .filter((value) => /\s/.test(value.trim()) || /^[A-Z][a-z]+$/.test(value));
  const meta = [...html.matchAll(SHOWN_META)].map((m) => decodeHtml(m[1]!));
  return [visibleText(body), ...attributes, ...meta].join("\n");
}

/**
 * The separate pieces of what a visitor reads or hears, each on its own (a paragraph, a button, an alt text, a
 * description): a check that judges a text by its own words must not read two neighbours as one sentence.
 */
export function textPieces(html: string): string[] {
  const body = withoutTextSeparators(html)
    .replace(/<script[\s\S]*?<\/script>/g, "<br>")
    .replace(/<style[\s\S]*?<\/style>/g, "<br>");
  const texts = body.split(/<[^>]+>/).map((piece) => decodeHtml(piece));
  const attributes = [...body.matchAll(READ_ATTRIBUTES)].map((m) => decodeHtml(m[1]!));
  return [...texts, ...attributes].map((piece) => piece.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/**
 * A page's language alternates for search engines (`<link rel="alternate" hreflang>`), language → address. The
 * language switch's own `hreflang` attribute (a link a visitor follows) is not one of them.
 */
export function languageAlternates(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1]!,
      decodeHtml(m[2]!),
    ]),
  );
}

/** The consultation times a page offers (its picker's radio values), as the form would post them. */
export const offeredStarts = (html: string) => [...html.matchAll(/name="start" value="([^"]+)"/g)].map((m) => m[1]!);
