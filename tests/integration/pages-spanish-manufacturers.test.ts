// The manufacturer pages, the compact pool page, About, Resources and the HTML sitemap in Spanish: Spanish
// headings and words, <html lang="es-US">, Spanish canonical addresses and links that stay in Spanish, and the
// Spanish versions of what staff write (pool, manufacturer and resource texts) when they exist.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { manufacturers, pools, resources } from "#db/schema/index.ts";
import { aboveGroundTexts } from "~/content/texts/above-ground.server";
import { aboutTexts } from "~/content/texts/about.server";
import { carouselTexts } from "~/content/texts/carousel.server";
import { compactPoolTexts } from "~/content/texts/compact-pool.server";
import { lathamPageTexts, sanJuanPageTexts } from "~/content/texts/manufacturer-pages.server";
import { poolPanelTexts } from "~/content/texts/pool-panel.server";
import { resourcesTexts } from "~/content/texts/resources.server";
import { SAME_IN_BOTH_LANGUAGES } from "~/content/texts/same-in-both-languages";
import { sitemapPageTexts } from "~/content/texts/sitemap-page.server";
import { SITE_PAGES } from "~/content/site-pages";
import { localizedPath } from "~/lib/i18n/locale";
import type { AreaTexts, TextArea } from "~/lib/i18n/texts";
import { catalogueChanged } from "~/models/catalogue-cache.server";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { htmlPage } from "../support/http.ts";
import { decodeHtml, hrefs, jsonLd, visibleText } from "../support/html.ts";
import { rememberRow } from "../support/restore-rows.ts";

const SITE = "http://localhost:3000";

/** The page's own content: the main element up to the shared closing call to action. */
function mainContent(html: string): string {
  const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
  const closing = main.indexOf('aria-labelledby="closing-cta"');
  return closing === -1 ? main : main.slice(0, main.lastIndexOf("<section", closing));
}

const h1 = (html: string) => visibleText(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "").trim();

/** Every string of a text tree. */
function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

/** The English sentences of some areas (three words or more, not the same in Spanish), placeholders cut out. */
function englishSentences(...areas: AreaTexts<TextArea>[]): string[] {
  const spanish = new Set(areas.flatMap((area) => leaves(area.es)));
  return areas
    .flatMap((area) => leaves(area.en))
    .filter((text) => !spanish.has(text) && !SAME_IN_BOTH_LANGUAGES.has(text))
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 3);
}

/** Addresses of the site's pages in `html` that are not in Spanish. */
function englishLinks(html: string): string[] {
  return hrefs(html, "/").filter((href) => localizedPath("es", href) !== href);
}

async function spanishPage(path: string, ...areas: AreaTexts<TextArea>[]) {
  const html = await htmlPage(`/es${path}`);
  expect(html).toMatch(/<html[^>]* lang="es-US"/);
  if (!path.includes("?")) {
    expect(html).toContain(`<link rel="canonical" href="${SITE}${localizedPath("es", path)}"`);
    for (const [lang, href] of [
      ["es-US", localizedPath("es", path)],
      ["en-US", path],
      ["x-default", path],
    ])
      expect(html).toMatch(
        new RegExp(
          `<link[^>]*href="${SITE}${href}"[^>]*hreflang="${lang}"|<link[^>]*hreflang="${lang}"[^>]*href="${SITE}${href}"`,
          "i",
        ),
      );
  }
  const main = mainContent(html);
  const text = visibleText(main);
  // Whole words only: "12' x 24' ovalada" is Spanish for "12' x 24' oval".
  for (const sentence of englishSentences(...areas)) {
    const escaped = sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(text, `English on /es${path}`).not.toMatch(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u"));
  }
  return { html, main, text };
}

describe("the Latham page in Spanish", () => {
  it("reads in Spanish, filters in Spanish and keeps its links under /es", async () => {
    const { html, main, text } = await spanishPage("/latham-pools", lathamPageTexts, poolPanelTexts);
    expect(h1(html)).toBe("Piscinas de fibra de vidrio Latham");
    expect(decodeHtml(html)).toContain("<title>Piscinas de fibra de vidrio Latham | ");
    expect(text).toContain("Filtrar piscinas");
    expect(text).toMatch(/Mostrando \d+ de \d+ piscinas/);
    expect(text).toContain("La colección Latham");
    expect(text).toContain("Instalada en 7-14 días");
    expect(main).toContain('action="/es/latham-pools#latham-collection"');
    expect(main).toContain('<option value="Small">Pequeña</option>');
    expect(hrefs(main, "/es/estimate?poolId=").length).toBeGreaterThan(0);
    expect(hrefs(main, "/es/latham-pools?page=2")).toHaveLength(1);
    expect(englishLinks(main).filter((href) => !href.startsWith("/pool-detail/"))).toEqual([]);
    const list = jsonLd(html).find((entry) => entry["@type"] === "ItemList") as {
      itemListElement: { url: string }[];
    };
    for (const item of list.itemListElement) expect(item.url).toMatch(new RegExp(`^${SITE}/es/pool-detail/`));
  });

  it("filters by series with the Spanish page's own address and shows its empty state in Spanish", async () => {
    const filtered = await spanishPage("/latham-pools?series=Milan", lathamPageTexts, poolPanelTexts);
    expect(filtered.text).toMatch(/Mostrando 3 de \d+ piscinas/);
    expect(hrefs(filtered.main, "/es/latham-pools#")).toContain("/es/latham-pools#latham-collection");
    const empty = await htmlPage("/es/latham-pools?q=no-such-pool");
    expect(visibleText(empty)).toContain("No encontramos piscinas con esos criterios.");
    expect(visibleText(empty)).toContain("Ver todas las piscinas Latham");
  });

  it("shows a pool's Spanish description when staff wrote one, and the English one otherwise", async () => {
    const app = await getTestApp();
    const spanish = "Una piscina de inmersión compacta, ideal para patios pequeños.";
    const restore = await rememberRow(app.db, pools, eq(pools.slug, "ariel-16"));
    await app.db.update(pools).set({ descriptionEs: spanish }).where(eq(pools.slug, "ariel-16"));
    catalogueChanged(app.db);
    try {
      expect(visibleText(await htmlPage("/es/latham-pools?q=ariel"))).toContain(spanish);
      expect(visibleText(await htmlPage("/latham-pools?q=ariel"))).not.toContain(spanish);
    } finally {
      await restore();
      catalogueChanged(app.db);
    }
  });
});

describe("the San Juan page in Spanish", () => {
  it("reads in Spanish, with its series carousel and gallery in Spanish and its links under /es", async () => {
    const { html, main, text } = await spanishPage("/san-juan-pools", sanJuanPageTexts, poolPanelTexts, carouselTexts);
    expect(h1(html)).toBe("Piscinas de fibra de vidrio San Juan");
    for (const heading of ["Conozca las series San Juan", "Galería de piscinas San Juan", "Filtrar piscinas"])
      expect(text).toContain(heading);
    expect(visibleText(main.replaceAll("<!-- -->", ""))).toMatch(/Viendo serie 1 de \d+/);
    expect(main).toMatch(/href="\/es\/san-juan-pools\?slide=2#san-juan-series-carousel"[^>]*>[\s\S]*?serie siguiente/);
    expect(hrefs(main, "/es/pool-detail/").length).toBeGreaterThan(0);
    expect(hrefs(main, "/es/estimate?sourcePage=")).toContain("/es/estimate?sourcePage=san-juan-pools");
    expect(englishLinks(main).filter((href) => !href.startsWith("/pool-detail/"))).toEqual([]);
  });

  it("shows the manufacturer's Spanish description when written, else its English features under a Spanish note", async () => {
    const app = await getTestApp();
    const [seeded] = await app.db
      .select({ descriptionEs: manufacturers.descriptionEs })
      .from(manufacturers)
      .where(eq(manufacturers.name, "San Juan"));
    const setSpanish = async (descriptionEs: string | null) => {
      await app.db.update(manufacturers).set({ descriptionEs }).where(eq(manufacturers.name, "San Juan"));
      catalogueChanged(app.db);
    };
    try {
      await setSpanish(null);
      const withoutSpanish = await spanishPage("/san-juan-pools", sanJuanPageTexts);
      expect(withoutSpanish.text).toContain(poolPanelTexts.es.untranslatedNote);
      expect(withoutSpanish.text).toContain(sanJuanPageTexts.es.hero.fallbackSummary);

      await setSpanish(
        [
          "Piscinas de una sola pieza hechas a mano en Lakeland, Florida.",
          "Hechas en Florida - Cada casco se fabrica a pocas horas de su casa.",
        ].join("\n"),
      );
      const { text } = await spanishPage("/san-juan-pools", sanJuanPageTexts);
      expect(text).toContain("Piscinas de una sola pieza hechas a mano en Lakeland, Florida.");
      expect(text).toContain("Cada casco se fabrica a pocas horas de su casa.");
      expect(text).not.toContain(poolPanelTexts.es.untranslatedNote);
    } finally {
      await setSpanish(seeded?.descriptionEs ?? null);
    }
  });
});

describe("the above-ground page in Spanish", () => {
  it("gives the same figures in Spanish words, with its series carousel in Spanish", async () => {
    const { html, main, text } = await spanishPage("/above-ground-pools", aboveGroundTexts, carouselTexts);
    expect(h1(html)).toBe("Piscinas sobre el suelo para familias de Florida");
    for (const words of ["Desde $1,899", "Instalación en 1-2 días", "20 años", "15 años", "25 años", "52 pulgadas"])
      expect(text).toContain(words);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(text).toContain("Qué incluye cada piscina");
    expect(hrefs(main, "/es/estimate")).toContain("/es/estimate");
    expect(hrefs(html, "/es/contact")).toContain("/es/contact");
    expect(englishLinks(main)).toEqual([]);
  });
});

describe("the compact pool page in Spanish", () => {
  it.each(["/10x20-fiberglass-pool", "/10x20-pool"])("answers at /es%s in Spanish", async (path) => {
    const html = await htmlPage(`/es${path}`);
    expect(html).toMatch(/<html[^>]* lang="es-US"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/es/10x20-fiberglass-pool"`);
    expect(h1(html)).toBe("La piscina de fibra de vidrio de 10x20 para patios pequeños de Florida");
  });

  it("reads in Spanish, with its featured models and estimate links under /es", async () => {
    const { main, text } = await spanishPage("/10x20-fiberglass-pool", compactPoolTexts);
    for (const words of ["¿Qué es una piscina de inmersión?", "Instalada en 3-5 días", "Ver detalles de"])
      expect(text).toContain(words);
    expect(hrefs(main, "/es/estimate?")).toContain("/es/estimate?poolSize=10x20&sourcePage=10x20-fiberglass-pool");
    expect(hrefs(main, "/es/pool-detail/8")).toHaveLength(1);
    expect(englishLinks(main).filter((href) => !href.startsWith("/pool-detail/"))).toEqual([]);
  });
});

describe("the About page in Spanish", () => {
  it("presents the company in Spanish, with its offices' hours in Spanish", async () => {
    const { html, main, text } = await spanishPage("/about", aboutTexts);
    expect(h1(html)).toBe(`Conozca ${seededCompany.name}`);
    expect(decodeHtml(html)).toContain("<title>Quiénes somos | ");
    expect(text).toContain(`${seededCompany.offices.length} oficinas, un solo equipo en Florida`);
    expect(text).toMatch(/Todas las oficinas abren de lunes a viernes, de \d+:\d\d\sa\.\sm\. a \d+:\d\d\sp\.\sm\./);
    for (const heading of ["Cómo trabajamos", "Lo que nos importa", "Más de 40 años de experiencia"])
      expect(text).toContain(heading);
    expect(hrefs(main)).toContain("/es/installation");
    expect(englishLinks(main)).toEqual([]);
    const business = jsonLd(html).find((entry) => entry["@id"] === `${SITE}/#company`);
    expect(business).toMatchObject({ name: seededCompany.name });
  });
});

describe("the resources page in Spanish", () => {
  it("names its categories and types in Spanish, and marks the documents staff have not translated", async () => {
    const app = await getTestApp();
    const [first] = await app.db.select().from(resources).where(eq(resources.status, "published")).limit(1);
    const restore = await rememberRow(app.db, resources, eq(resources.id, first!.id));
    await app.db
      .update(resources)
      .set({ titleEs: "Guía para comprar su piscina", descriptionEs: "Todo lo que debe saber antes de comprar." })
      .where(eq(resources.id, first!.id));
    try {
      const { html, text } = await spanishPage("/resources", resourcesTexts);
      expect(h1(html)).toBe("Guías, listas y hojas de trabajo para comprar su piscina");
      expect(text).toContain("Guía para comprar su piscina");
      expect(text).toContain("Todo lo que debe saber antes de comprar.");
      expect(text).not.toContain(first!.title);
      for (const words of ["Guías de compra", "Mantenimiento", "Permisos y HOA", "Descargar PDF", "En inglés"])
        expect(text).toContain(words);
      expect(text).toMatch(/\d+ páginas/);
      expect(visibleText(await htmlPage("/resources"))).not.toContain("En inglés");
    } finally {
      await restore();
    }
  });
});

describe("the HTML sitemap in Spanish", () => {
  it("links the Spanish pages by their Spanish names, and only pools with a Spanish description", async () => {
    const app = await getTestApp();
    const restore = await rememberRow(app.db, pools, eq(pools.slug, "ariel-16"));
    await app.db.update(pools).set({ descriptionEs: null }).where(eq(pools.slug, "ariel-16"));
    try {
      const { html, main, text } = await spanishPage("/sitemap", sitemapPageTexts);
      expect(h1(html)).toBe("Todas las páginas en un solo lugar");
      const links = hrefs(main);
      for (const page of SITE_PAGES) expect(links, page.path).toContain(localizedPath("es", page.path));
      for (const name of ["Piscinas sobre el suelo", "Quiénes somos", "Política de privacidad", "Servicios"])
        expect(text).toContain(name);
      const poolLinks = hrefs(main, "/es/pool-detail/");
      expect(poolLinks).toContain("/es/pool-detail/slug/apollo-14");
      expect(poolLinks).not.toContain("/es/pool-detail/slug/ariel-16");
      expect(englishLinks(main)).toEqual([]);
    } finally {
      await restore();
    }
  });
});
