// The money pages' Spanish twins: /es/financing, /es/calculator, /es/packages and /es/resurfacing read in Spanish,
// name both languages to search engines, keep every link of the page in Spanish, and show staff content (financing
// partners, FAQ items) in Spanish where staff wrote it, in English where they did not.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { faqItems, financingOptions } from "#db/schema/index.ts";
import { calculatorTexts } from "~/content/texts/calculator.server";
import { financingTexts } from "~/content/texts/financing.server";
import { packagesStaticTexts, packagesTexts } from "~/content/texts/packages.server";
import { resurfacingTexts } from "~/content/texts/resurfacing.server";
import { listActiveFaqItems } from "~/models/faq.server";
import { getTestApp } from "../setup/test-app.ts";
import { htmlPage as page } from "../support/http.ts";
import { decodeHtml as decode, visibleText as text, hrefs, jsonLd } from "../support/html.ts";
import { rememberRow } from "../support/restore-rows.ts";

const SITE = "http://localhost:3000";

const main = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
/** The page's own words: its main area without the packages FAQ, whose untranslated items rightly stay English. */
const ownWords = (html: string) => main(html).replace(/<section id="faq"[\s\S]*?<\/section>/, "");
const h1 = (html: string) => decode(text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "")).trim();

/** Every string of a text tree. */
function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

/** English sentences of a page's texts (long enough not to be a name or a figure, without placeholders). */
const englishSentences = (...areas: unknown[]) =>
  areas.flatMap(leaves).filter((entry) => entry.length > 30 && !entry.includes("{"));

const PAGES = [
  { path: "/financing", heading: financingTexts.es.hero.title, english: englishSentences(financingTexts.en) },
  { path: "/calculator", heading: calculatorTexts.es.hero.title, english: englishSentences(calculatorTexts.en) },
  {
    path: "/packages",
    heading: packagesTexts.es.hero.title,
    english: englishSentences(packagesTexts.en, packagesStaticTexts.en),
  },
  { path: "/resurfacing", heading: resurfacingTexts.es.hero.title, english: englishSentences(resurfacingTexts.en) },
] as const;

describe("the money pages in Spanish", () => {
  for (const { path, heading, english } of PAGES) {
    it(`/es${path} reads in Spanish, names both languages and keeps its links in Spanish`, async () => {
      const html = await page(`/es${path}`);
      expect(html).toMatch(/<html[^>]* lang="es-US"/);
      expect(h1(html)).toBe(heading);
      expect(html).toContain(`<link rel="canonical" href="${SITE}/es${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en-US" href="${SITE}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="es-US" href="${SITE}/es${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}${path}"/>`);

      const body = text(ownWords(html));
      for (const sentence of english) expect(body, sentence).not.toContain(sentence);
      const internal = hrefs(main(html), "/");
      expect(internal.length).toBeGreaterThan(0);
      for (const href of internal) expect(href, href).toMatch(/^\/es(\/|\?|#|$)/);
    });
  }

  it("gives the English pages their English words still", async () => {
    for (const { path } of PAGES) {
      const html = await page(path);
      expect(html).toMatch(/<html[^>]* lang="en-US"/);
      expect(text(main(html))).not.toContain("presupuesto");
    }
  });
});

describe("/es/financing and /es/calculator", () => {
  it("shows a partner's Spanish description, features and requirements where staff wrote them", async () => {
    const { db } = await getTestApp();
    const [partner] = await db.select().from(financingOptions).where(eq(financingOptions.isActive, true)).limit(1);
    const restore = await rememberRow(db, financingOptions, eq(financingOptions.id, partner!.id));
    await db
      .update(financingOptions)
      .set({
        descriptionEs: "Préstamos para piscinas con pagos fijos.",
        featuresEs: ["Sin pago inicial"],
        requirementsEs: ["Puntaje de crédito de 660 o más"],
      })
      .where(eq(financingOptions.id, partner!.id));
    try {
      const spanish = text(main(await page("/es/financing")));
      expect(spanish).toContain("Préstamos para piscinas con pagos fijos.");
      expect(spanish).toContain("Sin pago inicial");
      expect(spanish).toContain("Puntaje de crédito de 660 o más");
      expect(spanish).toContain(financingTexts.es.card.requirements);
      const english = text(main(await page("/financing")));
      expect(english).not.toContain("Sin pago inicial");
      if (partner!.description) expect(english).toContain(partner!.description);
    } finally {
      await restore();
    }
  });

  it("describes the loans in Spanish in the JSON-LD", async () => {
    const entries = jsonLd(await page("/es/financing"));
    const webPage = entries.find((entry) => entry["@type"] === "WebPage")!;
    expect(webPage.name).toBe(financingTexts.es.meta.jsonLdName);
    expect(webPage.url).toBe(`${SITE}/es/financing`);
  });

  it("calculates in Spanish from a sent form", async () => {
    const html = await page("/es/calculator?price=60000&down=20&term=120&credit=780");
    const body = text(main(html));
    expect(body).toContain(calculatorTexts.es.results.heading);
    expect(body).toContain("Pagos estimados sobre $48,000 financiados");
    expect(body).toContain("120 meses (10 años)");
    expect(body).toContain("Mejor opción");
    expect(body).toContain("Puntaje de crédito de 720+");
    expect(body).not.toContain("Best Option");
  });
});

describe("/es/packages", () => {
  it("shows the FAQ items staff translated in Spanish, the others in English, and sends them once", async () => {
    const app = await getTestApp();
    const [first, second] = await listActiveFaqItems(app.db, "en");
    const questionEs = "¿Cuánto cuesta una piscina de fibra de vidrio instalada?";
    const answerEs = "Depende del modelo y del patio; su presupuesto gratis le da el precio exacto por escrito.";
    const restore = await rememberRow(app.db, faqItems, eq(faqItems.id, first!.id));
    await app.db.update(faqItems).set({ questionEs, answerEs }).where(eq(faqItems.id, first!.id));
    try {
      const html = await page("/es/packages");
      const body = text(main(html));
      expect(body).toContain(questionEs);
      expect(body).toContain(answerEs);
      expect(body).not.toContain(first!.question);
      expect(body).toContain(second!.question);
      // On screen and in the FAQPage structured data, not a third time as loader data (read back from the HTML).
      expect(html.split(answerEs).length - 1).toBe(2);
      const faqPage = jsonLd(html).find((entry) => entry["@type"] === "FAQPage") as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      // The structured data speaks Spanish: the items staff translated (the seeded heating ones and this one).
      expect(faqPage.mainEntity[0]).toMatchObject({ name: questionEs, acceptedAnswer: { text: answerEs } });
      expect(faqPage.mainEntity.map((entry) => entry.name)).not.toContain(second!.question);
      expect(html).toMatch(new RegExp(`<details id="faq-item-${second!.id}" lang="en"`));
      // The static sections' words travel once too: as HTML, not again as loader data.
      const milestone = packagesStaticTexts.es.payment.milestones.initial.detail;
      expect(html.split(milestone).length - 1).toBe(1);
      // A move from another page gets the Spanish items as data.
      const data = await (await app.request("/es/packages.data")).text();
      expect(data).toContain(answerEs);
      expect(text(main(await page("/packages")))).toContain(first!.question);
    } finally {
      await restore();
    }
  });

  it("names the FAQ's categories and tags in Spanish where staff wrote them; its filter sends the English category", async () => {
    const heating = "Pool Heating Options";
    const named = "Calefacción de la piscina";
    const html = await page("/es/packages");
    const faq = html.slice(html.indexOf('<section id="faq"'));
    /** A category button's opening tag and its name. */
    const button = (category: string) => faq.match(new RegExp(`(<button [^>]*value="${category}"[^>]*>)([^<]*)<`))!;
    // The filter's value is the stored English category, so its address means the same in both languages.
    expect(button(heating)[2]).toBe(named);
    expect(button(heating)[1]).not.toContain("lang=");
    // A category not named in Spanish keeps its English name, marked as English.
    expect(button("Maintenance")[1]).toContain(' lang="en"');
    expect(button("Maintenance")[2]).toBe("Maintenance");
    expect(faq).toContain(`data-category="${named}"`);
    expect(faq).not.toContain(`data-category="${heating}"`);
    for (const tag of ["calefacción", "bomba de calor", "temporada"]) {
      expect(faq).toContain(
        `<a href="/es/packages?q=${encodeURIComponent(tag).replaceAll("%20", "+")}#faq" class="faq-tag">${tag}</a>`,
      );
    }
    expect(text(faq)).not.toMatch(/\bheat pump\b/);

    // The English category filters the Spanish page (the language switch keeps the address's filter).
    const filtered = await page(`/es/packages?category=${encodeURIComponent(heating)}#faq`);
    const shown = [...filtered.matchAll(/<h3 data-category="([^"]+)">([^<]+)<\/h3>/g)].map((m) => [
      m[1],
      decode(m[2]!),
    ]);
    expect(shown).toEqual([
      [named, "¿Cuál es la mejor forma de calentar una piscina en Florida?"],
      [named, "¿De verdad un calentador alarga la temporada de baño?"],
    ]);
    expect(filtered).toMatch(new RegExp(`value="${heating}" aria-pressed="true"`));
    const english = await page(`/packages?category=${encodeURIComponent(heating)}`);
    expect([...english.matchAll(/<h3 data-category="([^"]+)">/g)].map((m) => m[1])).toEqual([heating, heating]);
    expect(text(english)).toContain("heat pump");
    expect(text(english)).not.toContain(named);

    // A Spanish tag finds its item, and the search box's suggestions name the category in Spanish.
    const searched = await page(`/es/packages?q=${encodeURIComponent("bomba de calor")}`);
    expect(text(searched)).toContain("¿Cuál es la mejor forma de calentar una piscina en Florida?");
    expect(searched).toMatch(new RegExp(`role="option"[^>]*>.*?</span><span[^>]*>${named}</span>`));
  });

  it("searches the FAQ in Spanish without scripts, on the Spanish page", async () => {
    const html = await page(`/es/packages?q=${encodeURIComponent("zzzz")}`);
    expect(text(main(html))).toContain(packagesTexts.es.faq.noneTitle);
    expect(html).toContain('action="/es/packages#faq"');
  });
});
