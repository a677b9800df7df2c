import { describe, expect, it } from "vitest";
import { localeFromPath } from "~/lib/i18n/locale";
import { getTestApp } from "../setup/test-app.ts";
import { britishSpellings } from "../support/british-spellings.ts";
import { type PublicPage, listPublicPages } from "../support/html-public-pages.ts";
import { wordsOf } from "../support/html.ts";
import { requestPublicPage } from "../support/http.ts";

// Every public page reads in American English: its visible text, the words screen readers and tooltips give
// (alt, title, aria-label, placeholder, a button's value) and what search results and shared links show (title,
// description, Open Graph). Addresses, class names and scripts are code, not words, and are not read.

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
    // The Spanish twins are held to their own language by spanish-pages.test.ts.
    const englishPages = (await listPublicPages(db)).filter((page) => localeFromPath(page.path) === "en");
    for (const page of englishPages) {
      const words = wordsOf(await render(page));
      for (const spelling of new Set(britishSpellings(words))) found.push(`${page.path}: ${spelling}`);
    }
    expect(found).toEqual([]);
  });
});
