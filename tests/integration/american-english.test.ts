import { describe, expect, it } from "vitest";
import { getTestApp } from "../setup/test-app.ts";
import { britishSpellings } from "../support/british-spellings.ts";
import { type PublicPage, listPublicPages } from "../support/html-public-pages.ts";
import { decodeHtml, visibleText } from "../support/html.ts";
import { requestPublicPage } from "../support/http.ts";

// Every public page reads in American English: its visible text, the words screen readers and tooltips give
// (alt, title, aria-label, placeholder, a button's value) and what search results and shared links show (title,
// description, Open Graph). Addresses, class names and scripts are code, not words, and are not read.

/** Attributes whose values a visitor reads or hears. */
const READ_ATTRIBUTES = /\s(?:alt|title|aria-label|aria-description|placeholder|value|content)="([^"]*)"/g;
/** Meta tags whose content is shown (search results, shared links); other meta content is machine data. */
const SHOWN_META =
  /<meta (?:name="(?:description|twitter:title|twitter:description)"|property="og:(?:title|description|site_name)") content="([^"]*)"/g;

/** The words of a page a visitor reads or hears. */
function wordsOf(html: string): string {
  const body = html.replace(/<meta [^>]*>/g, " ");
  const attributes = [...body.matchAll(READ_ATTRIBUTES)]
    // A value that is a number, an address or an identifier (hidden fields, options) is not a word to read.
    .map((m) => decodeHtml(m[1]!))
    .filter((value) => /\s/.test(value.trim()) || /^[A-Z][a-z]+$/.test(value));
  const meta = [...html.matchAll(SHOWN_META)].map((m) => decodeHtml(m[1]!));
  return [visibleText(body), ...attributes, ...meta].join("\n");
}

async function render(page: PublicPage): Promise<string> {
  const response = await requestPublicPage(page);
  expect(response.status, page.path).toBe(page.status);
  return response.text();
}

describe("American English on the public pages", () => {
  // About 110 pages rendered one after another: some 20 s here, several times that on a busy machine.
  it("finds no British spelling on any public page", { timeout: 240_000 }, async () => {
    const { db } = await getTestApp();
    const found: string[] = [];
    for (const page of await listPublicPages(db)) {
      const words = wordsOf(await render(page));
      for (const spelling of new Set(britishSpellings(words))) found.push(`${page.path}: ${spelling}`);
    }
    expect(found).toEqual([]);
  });
});
