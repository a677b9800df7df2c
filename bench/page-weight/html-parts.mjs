// What a served page is made of, read off its HTML: its elements, its stylesheets and inline styles, its scripts.

/** The HTML without the text of scripts, styles and comments, whose contents are not elements. */
function markupOnly(html) {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>")
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, "$1</style>")
    .replace(/(<template\b[^>]*>)/gi, "$1");
}

/** Elements in the document, as the browser's DOM will count them (inline SVG's elements included). */
export function countElements(html) {
  return [...markupOnly(html).matchAll(/<[a-zA-Z][a-zA-Z0-9:-]*[\s/>]/g)].length;
}

/** The linked stylesheets' addresses. */
export function stylesheetsOf(html) {
  const files = new Set();
  for (const match of markupOnly(html).matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel="stylesheet"/i.test(tag)) continue;
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href) files.add(href.replaceAll("&amp;", "&"));
  }
  return [...files];
}

/** Bytes of inline CSS: <style> elements and style attributes. */
export function inlineStyleBytes(html) {
  let bytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) bytes += Buffer.byteLength(match[1]);
  for (const match of markupOnly(html).matchAll(/\sstyle="([^"]*)"/gi)) bytes += Buffer.byteLength(match[1]);
  return bytes;
}

/** Every /assets/*.js the page loads: module preloads (also those kept for after the first paint) and imports. */
export function scriptsOf(html) {
  const files = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload(?:-after-paint)?" href="(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1]);
  }
  for (const match of html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1]);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)) files.add(match[1]);
  return [...files];
}
