// What the formatting buttons of the HTML editor insert. Pure: given the
// text, the selection and a format, it returns the replacement and the
// part of it to select afterwards (the placeholder, or the formatted text),
// so typing continues where it makes sense. Block elements get an empty
// line on each side, which is where wrapLooseParagraphs() splits paragraphs.

export const HTML_FORMATS = ["h2", "h3", "bold", "italic", "link", "ul", "ol", "quote"] as const;
export type HtmlFormat = (typeof HTML_FORMATS)[number];

export interface FormatEdit {
  /** The text that replaces value[start, end). */
  insert: string;
  /** What to select afterwards, as offsets into `insert`. */
  select: [number, number];
}

const PLACEHOLDERS: Record<Exclude<HtmlFormat, "link">, string> = {
  h2: "Section heading",
  h3: "Subheading",
  bold: "bold text",
  italic: "italic text",
  ul: "List item",
  ol: "List item",
  quote: "Quotation",
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Line breaks needed before `start` and after `end` so a block stands on its own, between empty lines. */
function blockPadding(value: string, start: number, end: number): [string, string] {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === "" || /\n[ \t]*\n[ \t]*$/.test(before) ? "" : /\n[ \t]*$/.test(before) ? "\n" : "\n\n";
  const trail = after === "" || /^[ \t]*\n[ \t]*\n/.test(after) ? "" : /^[ \t]*\n/.test(after) ? "\n" : "\n\n";
  return [lead, trail];
}

function wrap(open: string, close: string, content: string, pad: [string, string] = ["", ""]): FormatEdit {
  const start = pad[0].length + open.length;
  return { insert: `${pad[0]}${open}${content}${close}${pad[1]}`, select: [start, start + content.length] };
}

/**
 * The edit a format makes to value[start, end). `href` is the link's address (format "link" only);
 * a link without selected text shows its address.
 */
export function formatSelection(format: HtmlFormat, value: string, start: number, end: number, href = ""): FormatEdit {
  const selected = value.slice(start, end);
  if (format === "link") {
    const text = selected || href;
    return wrap(`<a href="${escapeAttribute(href)}">`, "</a>", text);
  }
  const content = selected.trim() ? selected.trim() : PLACEHOLDERS[format];
  switch (format) {
    case "bold":
      return wrap("<strong>", "</strong>", content);
    case "italic":
      return wrap("<em>", "</em>", content);
    case "h2":
    case "h3":
      return wrap(`<${format}>`, `</${format}>`, content.replace(/\s*\n\s*/g, " "), blockPadding(value, start, end));
    case "quote":
      return wrap("<blockquote><p>", "</p></blockquote>", content, blockPadding(value, start, end));
    case "ul":
    case "ol": {
      const items = content
        .split("\n")
        .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
        .filter(Boolean);
      const [lead, trail] = blockPadding(value, start, end);
      const open = `${lead}<${format}>\n<li>`;
      const body = items.join("</li>\n<li>");
      return { insert: `${open}${body}</li>\n</${format}>${trail}`, select: [open.length, open.length + body.length] };
    }
  }
}

/** Whether a link address is one the site keeps (the sanitiser drops other schemes). */
export function isAllowedLinkAddress(href: string): boolean {
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*|#[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i.test(href.trim());
}
