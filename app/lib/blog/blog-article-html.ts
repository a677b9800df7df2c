import { slugify } from "~/lib/text/slug";

/** A section of the article for the "In this article" list. */
export interface ArticleHeading {
  id: string;
  text: string;
}

/**
 * Each table gets a scroll container so a wide table scrolls on a phone
 * instead of widening the page; the container takes keyboard focus and has a
 * name, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function wrapArticleTables(sanitizedHtml: string): string {
  let index = 0;
  return sanitizedHtml.replace(/<table\b[\s\S]*?<\/table>/gi, (table) => {
    index += 1;
    return `<div class="article-table" role="region" tabindex="0" aria-label="Table ${index}">${table}</div>`;
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of a heading's inner HTML, entities decoded (React escapes it again when rendering). */
function headingText(innerHtml: string): string {
  return innerHtml
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) => {
      if (!code.startsWith("#")) return ENTITIES[code.toLowerCase()] ?? entity;
      const point = /^#x/i.test(code) ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Gives every h2 an id (unique within the article) and lists them, for in-page links. */
export function addHeadingIds(sanitizedHtml: string): { html: string; headings: ArticleHeading[] } {
  const headings: ArticleHeading[] = [];
  const used = new Set<string>();
  const html = sanitizedHtml.replace(/<h2>([\s\S]*?)<\/h2>/gi, (whole, inner: string) => {
    const text = headingText(inner);
    if (!text) return whole;
    const base = `section-${slugify(text).slice(0, 60) || "part"}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html, headings };
}

/**
 * An empty header cell (the corner of a comparison table) heads nothing: it
 * becomes a plain cell, so screen readers do not announce an unnamed header.
 */
export function demoteEmptyHeaderCells(sanitizedHtml: string): string {
  return sanitizedHtml.replace(/<th(\s[^>]*)?>(?:\s|&nbsp;)*<\/th>/gi, (_, attributes: string | undefined) => {
    const kept = (attributes ?? "").replace(/\s+scope="[^"]*"/gi, "");
    return `<td${kept}></td>`;
  });
}

/**
 * Article HTML ready to render, from HTML that sanitizeContentHtml has already
 * cleaned (only our own attributes are added here), with its outline.
 */
export function prepareArticleHtml(sanitizedHtml: string): { html: string; headings: ArticleHeading[] } {
  const { html, headings } = addHeadingIds(sanitizedHtml);
  return { html: wrapArticleTables(demoteEmptyHeaderCells(html)), headings };
}
