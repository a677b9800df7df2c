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
