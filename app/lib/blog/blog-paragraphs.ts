// Staff write a post as plain paragraphs separated by an empty line, with
// HTML tags where they want formatting (the editor's buttons insert them).
// Browsers ignore line breaks in HTML, so text typed without <p> would run
// together: before sanitising, each loose block of text becomes a paragraph.
// HTML that is already structured (every seeded post) is left as it is.
// Isomorphic and idempotent.

/**
 * Elements that start a block of their own: a chunk opening with one is not wrapped. Scripts, frames and
 * the like count too: the sanitiser removes them, and a paragraph around them would be left empty.
 */
const BLOCK_START =
  /^<\/?(h[1-6]|p|ul|ol|li|blockquote|table|thead|tbody|tfoot|tr|th|td|caption|figure|figcaption|hr|pre|div|section|article|aside|header|footer|nav|dl|dt|dd|script|style|iframe|object|embed|form|template|noscript|!--)[\s>/]/i;

/** Elements inside which an empty line belongs to the element's content, not a paragraph break. */
const CONTAINERS = ["ul", "ol", "blockquote", "table", "pre", "figure", "div", "section", "dl"] as const;

function openContainers(text: string): number {
  let depth = 0;
  for (const tag of CONTAINERS) {
    depth += (text.match(new RegExp(`<${tag}[\\s>]`, "gi")) ?? []).length;
    depth -= (text.match(new RegExp(`</${tag}\\s*>`, "gi")) ?? []).length;
  }
  return depth;
}

/** Splits at empty lines, but never inside a list, quote, table or preformatted block. */
function topLevelChunks(text: string): string[] {
  const chunks: string[] = [];
  let current: string | null = null;
  for (const part of text.split(/\n[ \t]*\n\s*/)) {
    current = current === null ? part : `${current}\n\n${part}`;
    if (openContainers(current) <= 0) {
      chunks.push(current);
      current = null;
    }
  }
  if (current !== null) chunks.push(current);
  return chunks;
}

/** Wraps loose text blocks (separated by empty lines) in <p>; a single line break inside one becomes <br>. */
export function wrapLooseParagraphs(html: string): string {
  const text = html.replace(/\r\n?/g, "\n").trim();
  if (!text) return "";
  return topLevelChunks(text)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/[ \t]*\n[ \t]*/g, "<br>\n")}</p>`))
    .join("\n\n");
}
