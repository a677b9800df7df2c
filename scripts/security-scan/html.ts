// Forms and links of the site's own server-rendered pages. React writes its
// markup in one predictable way (double-quoted attributes, entities escaped),
// so a few regular expressions read it; this is not a general HTML parser.

export interface FormField {
  name: string;
  /** The value the page renders (for a select: the selected option, else the first one with a value). */
  value: string;
  /** input type, "select" or "textarea". */
  type: string;
}

export interface HtmlForm {
  method: "GET" | "POST";
  /** Absolute URL the form submits to, without fragment. */
  action: string;
  fields: FormField[];
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
    if (name) found.set(name.toLowerCase(), decodeEntities(value ?? ""));
  }
  return found;
}

const NOT_SENT = new Set(["submit", "button", "reset", "image", "file"]);

function formFields(inner: string): FormField[] {
  const fields: FormField[] = [];
  const seenRadios = new Set<string>();
  for (const [, tag = ""] of inner.matchAll(/<input\b([^>]*)>/gi)) {
    const attrs = attributes(tag);
    const name = attrs.get("name");
    const type = (attrs.get("type") ?? "text").toLowerCase();
    if (!name || NOT_SENT.has(type) || attrs.has("disabled")) continue;
    if (type === "radio") {
      if (seenRadios.has(name)) continue;
      seenRadios.add(name);
    }
    const value = attrs.get("value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
    fields.push({ name, type, value });
  }
  for (const [, tag = "", text = ""] of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
    const name = attributes(tag).get("name");
    if (name) fields.push({ name, type: "textarea", value: decodeEntities(text) });
  }
  for (const [, tag = "", options = ""] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const name = attributes(tag).get("name");
    if (!name) continue;
    const values = [...options.matchAll(/<option\b([^>]*)>/gi)].map(([, optionTag = ""]) => attributes(optionTag));
    // A selected placeholder ("Select a pool type", value "") is passed over for the first real choice.
    const chosen = values.find((o) => o.has("selected") && o.get("value")) ?? values.find((o) => o.get("value"));
    fields.push({ name, type: "select", value: chosen?.get("value") ?? "" });
  }
  return fields;
}

/** The forms of a page, with absolute actions (a form without action submits to the page itself). */
export function parseForms(html: string, pageUrl: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, tag = "", inner = ""]) => {
    const attrs = attributes(tag);
    const action = new URL(attrs.get("action") || pageUrl, pageUrl);
    action.hash = "";
    return {
      method: (attrs.get("method") ?? "get").toUpperCase() === "POST" ? "POST" : "GET",
      action: action.href,
      fields: formFields(inner),
    };
  });
}

/** Same-origin URLs the page links to (a href, img src), without fragment. */
export function parseLinks(html: string, pageUrl: string): URL[] {
  const origin = new URL(pageUrl).origin;
  const links: URL[] = [];
  for (const [, , target = ""] of html.matchAll(/<(?:a|img)\b[^>]*?\b(href|src)="([^"]*)"/gi)) {
    let url: URL;
    try {
      url = new URL(decodeEntities(target), pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = "";
    links.push(url);
  }
  return links;
}
