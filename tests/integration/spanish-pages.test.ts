import { describe, expect, it } from "vitest";
import { SAME_IN_BOTH_LANGUAGES } from "~/content/texts/same-in-both-languages";
import { localeFromPath, localizedPath, pathWithoutLocale, twinPath } from "~/lib/i18n/locale";
import type { AreaTexts, TextArea } from "~/lib/i18n/texts";
import { getTestApp } from "../setup/test-app.ts";
import { englishClockWords } from "../support/english-clock-words.ts";
import { englishOnlyWords, isEnglishProse } from "../support/english-prose.ts";
import { type PublicPage, listPublicPages } from "../support/html-public-pages.ts";
import { decodeHtml, jsonLd, languageAlternates, textPieces, wordsOf } from "../support/html.ts";
import { requestPublicPage } from "../support/http.ts";

// The Spanish site (decision 047): every public page has its twin under /es, in Spanish, linking to Spanish pages,
// and each translated pair names the other (hreflang) so that search engines show each reader their language.

const textModules = import.meta.glob<Record<string, unknown>>("../../app/content/texts/*.server.ts", { eager: true });

/** Every string of a text tree. */
function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

/**
 * The English sentences of the site's texts, as a visitor would read them: each text cut at its placeholders, the
 * pieces of at least three words kept (shorter ones, "Pools" or "Call us", may rightly be a name or a figure).
 */
const ENGLISH_SENTENCES = [
  ...new Set(
    Object.values(textModules)
      .flatMap((exports) => Object.values(exports))
      .filter((value): value is AreaTexts<TextArea> => typeof value === "object" && value !== null && "area" in value)
      .flatMap((texts) => leaves(texts.en))
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((piece) => piece.replace(/\s+/g, " ").trim())
      .filter((piece) => piece.split(" ").length >= 3 && !SAME_IN_BOTH_LANGUAGES.has(piece)),
  ),
];

const textAreas = Object.values(textModules)
  .flatMap((exports) => Object.values(exports))
  .filter((value): value is AreaTexts<TextArea> => typeof value === "object" && value !== null && "area" in value);
const SPANISH_TEXTS = new Set(textAreas.flatMap((texts) => leaves(texts.es)).map((text) => text.trim()));

/**
 * Every whole English text of the site's texts that Spanish never says the same way ("Home", "Pools"), for values
 * read whole: a structured-data name of one word is as English as a sentence.
 */
const ENGLISH_TEXTS = new Set(
  textAreas
    .flatMap((texts) => leaves(texts.en))
    .map((text) => text.trim())
    .filter((text) => !text.includes("{") && !SAME_IN_BOTH_LANGUAGES.has(text) && !SPANISH_TEXTS.has(text)),
);

/** The JSON-LD properties search engines show as text (names, descriptions, sections), not codes or addresses. */
const STRUCTURED_TEXT_KEYS = new Set([
  "name",
  "headline",
  "description",
  "text",
  "articleSection",
  "keywords",
  "serviceType",
  "category",
  "alternateName",
]);

/** The text values of a page's structured data, with where they are ("BreadcrumbList.itemListElement.name"). */
function structuredTexts(value: unknown, path: string): { path: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((entry) => structuredTexts(entry, path));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    typeof entry === "string"
      ? STRUCTURED_TEXT_KEYS.has(key)
        ? [{ path: `${path}.${key}`, text: entry }]
        : []
      : structuredTexts(entry, `${path}.${key}`),
  );
}

const CANONICAL = /<link rel="canonical" href="([^"]+)"\/>/;

/** Addresses a page's links and forms lead to on this site (not other sites, not #fragments). */
function siteAddresses(html: string): string[] {
  return [...html.matchAll(/<(?:a|form)\s[^>]*?\s?(?:href|action)="(\/[^"/][^"]*|\/)"/g)].map((m) => decodeHtml(m[1]!));
}

/**
 * What a Spanish page says in its own voice: without the values forms send (a choice's stored value stays English,
 * its label is Spanish) and without the parts marked `lang="en"` or `lang="en-US"` (staff content not yet translated, shown in
 * English on purpose and marked so for screen readers).
 */
function readOnSpanishPage(html: string): string {
  let text = html.replace(/\svalue="[^"]*"/g, "");
  for (;;) {
    const open = /<([a-z][a-z0-9]*)\b[^>]*\slang="en(?:-US)?"[^>]*>/.exec(text);
    if (!open) return text;
    const tag = open[1]!;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
    tags.lastIndex = open.index + open[0].length;
    let depth = 1;
    let end = text.length;
    for (let match = tags.exec(text); match; match = tags.exec(text)) {
      depth += match[1] ? -1 : match[0].endsWith("/>") ? 0 : 1;
      if (depth === 0) {
        end = match.index + match[0].length;
        break;
      }
    }
    text = text.slice(0, open.index) + text.slice(end);
  }
}

let cachedPages: Promise<{ page: PublicPage; html: string }[]> | undefined;

/** Every public page of the list (both languages), rendered once for the tests of this file. */
function renderedPages() {
  cachedPages ??= (async () => {
    const { db } = await getTestApp();
    const rendered: { page: PublicPage; html: string }[] = [];
    for (const page of await listPublicPages(db)) {
      const response = await requestPublicPage(page);
      expect(response.status, page.path).toBe(page.status);
      rendered.push({ page, html: await response.text() });
    }
    return rendered;
  })();
  return cachedPages;
}

const pathWithoutQuery = (path: string) => path.split("?")[0]!;

/** A page search engines are told not to list. */
const isNoindex = (html: string) => /<meta name="robots" content="noindex/.test(html);

const spanish = (entry: { page: PublicPage }) => localeFromPath(entry.page.path) === "es";

describe("the Spanish twins", () => {
  it("exist for every public page, in Spanish", { timeout: 300_000 }, async () => {
    const pages = await renderedPages();
    const answered = new Map(pages.map(({ page, html }) => [`${page.form ? "POST" : "GET"} ${page.path}`, html]));
    const missing: string[] = [];
    for (const { page, html } of pages) {
      if (spanish({ page })) {
        expect(html, page.path).toContain('<html lang="es-US"');
        continue;
      }
      expect(html, page.path).toMatch(/<html lang="en-US"/);
      if (page.form || page.status !== 200) continue;
      const twin = localizedPath("es", page.path);
      if (twin === page.path) continue;
      if (!answered.has(`GET ${twin}`)) {
        const response = await requestPublicPage({ path: twin, status: 200 });
        if (response.status !== 200) missing.push(`${twin} answered ${response.status}`);
        else expect(await response.text(), twin).toContain('<html lang="es-US"');
      }
    }
    expect(missing).toEqual([]);
  });

  it("show no English sentence of the site's texts", { timeout: 300_000 }, async () => {
    expect(ENGLISH_SENTENCES.length).toBeGreaterThan(0);
    const patterns = ENGLISH_SENTENCES.map((sentence) => ({
      sentence,
      // Whole words only: "12' x 24' oval" is not in "12' x 24' ovalada".
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}])${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
        "u",
      ),
    }));
    const found: string[] = [];
    for (const { page, html } of (await renderedPages()).filter(spanish)) {
      const words = wordsOf(readOnSpanishPage(html)).replace(/\s+/g, " ");
      for (const { sentence, pattern } of patterns) if (pattern.test(words)) found.push(`${page.path}: "${sentence}"`);
    }
    expect(found).toEqual([]);
  });

  it(
    "show no English prose of their own, whatever wrote it (staff, seed data, a component)",
    { timeout: 300_000 },
    async () => {
      const found = new Set<string>();
      for (const { page, html } of (await renderedPages()).filter(spanish)) {
        const structured = jsonLd(html).flatMap((block) => structuredTexts(block, "").map(({ text }) => text));
        // A page search engines never list shows its description to nobody.
        const shown = isNoindex(html)
          ? html.replace(/<meta (?:name|property)="(?:description|og:description|twitter:description)"[^>]*>/g, "")
          : html;
        for (const piece of [...textPieces(readOnSpanishPage(shown)), ...structured]) {
          if (isEnglishProse(piece))
            found.add(
              `${pathWithoutQuery(page.path)}: "${piece.slice(0, 90)}" (${englishOnlyWords(piece).join(", ")})`,
            );
        }
      }
      expect([...found]).toEqual([]);
    },
  );

  it("give search engines structured data in Spanish", { timeout: 300_000 }, async () => {
    const found: string[] = [];
    let checked = 0;
    for (const { page, html } of (await renderedPages()).filter(spanish)) {
      for (const block of jsonLd(html)) {
        for (const { path, text } of structuredTexts(block, String(block["@type"]))) {
          checked++;
          const value = text.replace(/\s+/g, " ").trim();
          if (ENGLISH_TEXTS.has(value)) found.push(`${page.path} ${path}: "${value}"`);
          for (const sentence of ENGLISH_SENTENCES) {
            if (value !== sentence && value.includes(sentence)) found.push(`${page.path} ${path}: "${sentence}"`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it("write days and times in Spanish (no Mon-Fri, Monday, 9AM, 4:00 PM)", { timeout: 300_000 }, async () => {
    const found: string[] = [];
    for (const { page, html } of (await renderedPages()).filter(spanish)) {
      const words = wordsOf(readOnSpanishPage(html)).replace(/\s+/g, " ");
      for (const word of new Set(englishClockWords(words))) found.push(`${page.path}: "${word}"`);
    }
    expect(found).toEqual([]);
  });

  it("show the plan drawings with Spanish words (/es/pool-plans)", { timeout: 300_000 }, async () => {
    const found: string[] = [];
    for (const { page, html } of (await renderedPages()).filter(spanish)) {
      for (const match of html.matchAll(/(?<!\/es)\/pool-plans\/[^"'?\s]+/g)) found.push(`${page.path}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });

  it("link and post to Spanish pages (the language switch aside)", { timeout: 300_000 }, async () => {
    const found: string[] = [];
    for (const { page, html } of (await renderedPages()).filter(spanish)) {
      const englishTwin = twinPath(page.path);
      for (const address of new Set(siteAddresses(html))) {
        // The language switch leads to the English twin (the router's "?index" mark of a form post aside).
        if (address.split("?")[0] === englishTwin.split("?")[0]) continue;
        if (localizedPath("es", address) !== address) found.push(`${page.path} → ${address}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("hreflang", () => {
  it(
    "pairs each translated page with its twin, both ways, with x-default the English page",
    { timeout: 300_000 },
    async () => {
      const pages = (await renderedPages()).filter(({ page }) => page.status === 200 && !page.form);
      const alternatesByUrl = new Map<string, Map<string, string>>();
      const { config } = await getTestApp();
      for (const { page, html } of pages)
        alternatesByUrl.set(`${config.publicSiteUrl}${page.path}`, languageAlternates(html));
      const problems: string[] = [];
      for (const { page, html } of pages) {
        const alternates = languageAlternates(html);
        const canonical = decodeHtml(html.match(CANONICAL)?.[1] ?? "");
        const noindex = isNoindex(html);
        if (alternates.size === 0) {
          // A page not translated claims no twin, and its Spanish address names the English page as canonical.
          const english = `${config.publicSiteUrl}${pathWithoutLocale(page.path)}`;
          if (spanish({ page }) && !noindex && canonical && !english.startsWith(canonical.split("?")[0]!)) {
            problems.push(`${page.path}: untranslated, but canonical ${canonical}`);
          }
          continue;
        }
        // The set is made from the canonical page (an alias lists the page it shows).
        const englishUrl = alternates.get("en-US");
        if (!englishUrl) {
          problems.push(`${page.path}: no en-US`);
          continue;
        }
        const { origin, pathname, search } = new URL(englishUrl);
        const expected = new Map([
          ["en-US", englishUrl],
          ["es-US", `${origin}${localizedPath("es", pathname + search)}`],
          ["x-default", englishUrl],
        ]);
        if (localeFromPath(pathname) !== "en") problems.push(`${page.path}: en-US → ${englishUrl}`);
        for (const [lang, href] of expected) {
          if (alternates.get(lang) !== href)
            problems.push(`${page.path}: ${lang} → ${alternates.get(lang)} (not ${href})`);
        }
        if (alternates.size !== expected.size) problems.push(`${page.path}: ${alternates.size} alternates`);
        const ownLanguage = spanish({ page }) ? "es-US" : "en-US";
        if (canonical !== alternates.get(ownLanguage))
          problems.push(`${page.path}: canonical ${canonical} is not its ${ownLanguage}`);
        // Reciprocal: the twin names the same pair back (when this run rendered it).
        const twin = alternatesByUrl.get(alternates.get(spanish({ page }) ? "en-US" : "es-US")!);
        if (twin && [...expected.keys()].some((lang) => twin.get(lang) !== alternates.get(lang))) {
          problems.push(`${page.path}: its twin does not name it back`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
