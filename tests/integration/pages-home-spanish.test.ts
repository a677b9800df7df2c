// The home page, the installation timeline and the built-in local pages at their Spanish addresses: Spanish
// headings, <html lang="es-US">, every internal link kept under /es, and the reciprocal hreflang pair.
import { describe, expect, it } from "vitest";
import { homeSectionsTexts, homeTexts } from "~/content/texts/home.server";
import { installationTexts } from "~/content/texts/installation.server";
import { ocalaTexts, southFloridaTexts } from "~/content/texts/local-pages.server";
import { getTestApp } from "../setup/test-app.ts";
import { decodeHtml, hrefs, jsonLd, visibleText } from "../support/html.ts";

async function page(path: string): Promise<string> {
  const app = await getTestApp();
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((match) =>
    decodeHtml(match[1]!.replace(/<[^>]+>/g, "")).trim(),
  );

/**
 * The page's own content: its <main> up to the closing call to action, without the pool cards (the shell's parts
 * and the pool cards are shared components with their own tests).
 */
function ownContent(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<article[\s\S]*?<\/article>/g, "");
  const closing = main.indexOf('aria-labelledby="closing-cta"');
  return closing === -1 ? main : main.slice(0, closing);
}

/** Internal page links of the page's own content (not files, staff pages, the API, other sites) that leave /es. */
function englishLinks(html: string): string[] {
  return hrefs(ownContent(html)).filter(
    (href) =>
      href.startsWith("/") &&
      !href.startsWith("//") &&
      !/^\/es(\/|$|\?|#)/.test(href) &&
      !/^\/(admin|api|images|uploads|downloads|pool-plans|icons|assets|videos)(\/|$)/.test(href) &&
      !/\.[a-z0-9]+$/.test(href),
  );
}

function expectSpanishPage(html: string, englishPath: string) {
  expect(html).toMatch(/<html[^>]*lang="es-US"/);
  const spanishPath = englishPath === "/" ? "/es" : `/es${englishPath}`;
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  expect(alternates).toEqual({
    "en-US": `http://localhost:3000${englishPath}`,
    "es-US": `http://localhost:3000${spanishPath}`,
    "x-default": `http://localhost:3000${englishPath}`,
  });
  expect(html.match(/<link rel="canonical"[^>]*>/)?.[0]).toContain(`href="http://localhost:3000${spanishPath}"`);
  expect(englishLinks(html)).toEqual([]);
}

describe("home page in Spanish /es", { timeout: 180_000 }, () => {
  it("reads Spanish: title, hero, every section's heading, in Spanish links", async () => {
    const html = await page("/es");
    expectSpanishPage(html, "/");
    const es = homeTexts.es;
    const sections = homeSectionsTexts.es;
    expect(html).toContain(
      `<title>Florida Fiberglass Pools | Piscinas de fibra de vidrio instaladas en 7-14 días</title>`,
    );
    expect(headings(html, 1)).toEqual([sections.hero.title]);
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining([
        sections.benefits.title,
        sections.services.title,
        es.design.title,
        es.gallery.title,
        sections.partners.title,
        sections.differentiators.title,
        sections.testimonials.title,
        sections.statistics.title,
        sections.localOffice.title,
        es.contact.title,
      ]),
    );
    const text = visibleText(html);
    expect(text).toContain("Pida su presupuesto gratis");
    expect(text).toContain("Por qué Florida Fiberglass Pools");
    expect(text).not.toContain("What makes us different");
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(["/es/estimate?sourcePage=home", "/es/design", "/es/installation", "/es/resurfacing"]),
    );
  });

  it("sends the static sections' words once, in the HTML, and the interactive parts' words as data", async () => {
    const html = await page("/es");
    const intro = homeSectionsTexts.es.benefits.intro;
    expect(html.split(intro)).toHaveLength(2);
    expect(html).not.toContain(homeSectionsTexts.en.benefits.intro);
    // The teaser's words are loader data as well as HTML: the browser renders it again after a choice.
    expect(html.split(homeTexts.es.design.intro).length).toBeGreaterThan(2);
  });

  it("keeps the English home page in English", async () => {
    const html = await page("/");
    expect(html).toMatch(/<html[^>]*lang="en-US"/);
    expect(visibleText(html)).toContain(homeSectionsTexts.en.differentiators.title);
    expect(html).not.toContain(homeSectionsTexts.es.differentiators.title);
  });
});

describe("installation timeline in Spanish /es/installation", () => {
  it("reads Spanish, with Spanish HowTo steps and links under /es", async () => {
    const html = await page("/es/installation");
    expectSpanishPage(html, "/installation");
    const es = installationTexts.es;
    expect(headings(html, 1)).toEqual([es.hero.title]);
    expect(headings(html, 3)).toEqual(expect.arrayContaining(es.steps.map((step) => step.title)));
    const text = visibleText(html);
    for (const step of es.steps) expect(text).toContain(step.day);
    expect(text).toContain("Listos para el día 1");
    const howTo = jsonLd(html).find((entry) => entry["@type"] === "HowTo");
    expect(howTo).toMatchObject({
      name: es.meta.howToName,
      totalTime: "P14D",
      step: expect.arrayContaining([
        expect.objectContaining({
          name: `Día 1: ${es.steps[0]!.title}`,
          url: "http://localhost:3000/es/installation#step-1",
        }),
      ]),
    });
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/es/estimate", "/es/pools"]));
  });
});

describe("built-in local pages in Spanish", () => {
  it("/es/fiberglass-pools-ocala reads Spanish, its pool cards and links under /es", async () => {
    const html = await page("/es/fiberglass-pools-ocala");
    expectSpanishPage(html, "/fiberglass-pools-ocala");
    const es = ocalaTexts.es;
    expect(html).toContain(`<title>${es.meta.title}`);
    expect(headings(html, 1)).toEqual([es.hero.title]);
    expect(headings(html, 2)).toEqual(expect.arrayContaining([es.area.title, es.popular.title, es.why.title]));
    expect(visibleText(html)).toContain("¿No sabe si llegamos a su calle?");
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(["/es/estimate?sourcePage=fiberglass-pools-ocala", "/es/installation", "/es/pools"]),
    );
  });

  it("/es/south-florida-promotion reads Spanish, with the offer's terms in Spanish", async () => {
    const html = await page("/es/south-florida-promotion");
    expectSpanishPage(html, "/south-florida-promotion");
    const es = southFloridaTexts.es;
    expect(headings(html, 1)).toEqual(["Ahorre $3,000 en su piscina este invierno"]);
    const text = visibleText(html);
    for (const term of es.offer.terms) expect(text).toContain(term);
    expect(text).toContain("Palm Beach, St. Lucie, Martin y Indian River");
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/es/legal-disclaimers", "/es/10x20-fiberglass-pool"]));
  });
});
