// The catalogue's Spanish twins: the same pools as the English pages, in Spanish words, with links that stay in
// Spanish; a pool's own description in Spanish when staff wrote one, else the English with a note and no hreflang.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pools } from "#db/schema/index.ts";
import { catalogueChanged } from "~/models/catalogue-cache.server";
import { getTestApp } from "../setup/test-app.ts";
import { getPage } from "../support/http.ts";
import { rememberRow } from "../support/restore-rows.ts";
import { hrefs, jsonLd, languageAlternates, visibleText } from "../support/html.ts";

const SITE = "http://localhost:3000";

/** The pool detail links of a page, in order: they name the pools listed. */
const detailLinks = (html: string) => hrefs(html).filter((href) => /\/pool-detail\//.test(href));

/**
 * The links the catalogue's own parts write (filters, pages, cards, compare, estimates for a pool), in English form:
 * none may be left on a Spanish page. The shell's links and the closing call to action are not the catalogue's.
 */
/** English catalogue links of a Spanish page, the language switch's own (to the English twin) aside. */
const englishCatalogueLinks = (html: string) =>
  hrefs(html.replace(/<a [^>]*data-language-switch[^>]*>/g, "")).filter((href) =>
    /^\/(pools\?|pools-modern\?|pool-detail\/|compare|favorites|estimate\?)/.test(href),
  );

beforeAll(async () => {
  await getTestApp();
});

describe("/es/pools", () => {
  it("lists the same pools as /pools for the same filters, in Spanish", async () => {
    const english = await getPage("/pools?shape=Freeform&view=list");
    const spanish = await getPage("/es/pools?shape=Freeform&view=list");
    expect(spanish.status).toBe(200);
    expect(spanish.html).toContain('<html lang="es-US"');
    const englishPools = detailLinks(english.html);
    expect(englishPools.length).toBeGreaterThan(0);
    expect(detailLinks(spanish.html)).toEqual(englishPools.map((href) => `/es${href}`));

    const text = visibleText(spanish.html);
    expect(text).toContain("Colección de piscinas premium");
    expect(text).toMatch(/Mostrando \d+ de 77 piscinas/);
    // The chosen shape chip and the filter choices are named in Spanish; the address keeps the stored value.
    expect(text).toContain("Forma libre");
    expect(text).toContain("Encuentre su piscina");
    expect(text).toContain("¿Cabe en mi patio?");
    expect(text).toContain("Pedir presupuesto");
    expect(text).not.toContain("Showing");
    expect(text).not.toContain("Find Your Pool");
    expect(spanish.html).toMatch(/<title>Colección de piscinas premium \| /);
  });

  it("keeps every link and form of the page in Spanish, filters in the query", async () => {
    const { html } = await getPage("/es/pools?shape=Freeform&filters=open");
    expect(englishCatalogueLinks(html)).toEqual([]);
    expect(hrefs(html, "/es/pool-detail/").length).toBeGreaterThan(0);
    expect(hrefs(html, "/es/pools?")).toContain("/es/pools?filters=open#results");
    expect(html).toMatch(/<form[^>]*action="\/es\/pools#results"/);
    // The shape select offers the stored values under Spanish names.
    expect(html).toMatch(/<option value="Freeform"[^>]*>Forma libre<\/option>/);
    expect(html).toMatch(/<option value="Rectangle"[^>]*>Rectangular<\/option>/);
  });

  it("answers the yard-fit tool in Spanish, its field messages too", async () => {
    const fits = visibleText((await getPage("/es/pools?yardWidth=40&yardDepth=40")).html);
    expect(fits).toContain("Su patio: 40 pies de ancho por 40 pies de fondo");
    expect(fits).toContain("Cabe en su patio");
    const wrong = visibleText((await getPage("/es/pools?yardWidth=abc&yardDepth=40")).html);
    expect(wrong).toContain("Escriba un número de pies, como 30");
    expect(wrong).toContain("Se muestran todas las piscinas");
  });

  it("gives search engines the Spanish page with its hreflang pair and Spanish item addresses", async () => {
    const { html } = await getPage("/es/pools");
    expect(html).toContain(`rel="canonical" href="${SITE}/es/pools"`);
    expect(html).toMatch(new RegExp(`hreflang="en-US" href="${SITE}/pools"`, "i"));
    expect(html).toMatch(new RegExp(`hreflang="es-US" href="${SITE}/es/pools"`, "i"));
    const list = jsonLd(html).find((block) => block["@type"] === "ItemList") as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement[0]!.url).toMatch(new RegExp(`^${SITE}/es/pool-detail/`));
  });
});

describe("/es/pools-modern", () => {
  it("shows the modern collection in Spanish", async () => {
    const { status, html } = await getPage("/es/pools-modern?spa=yes");
    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain("Piscinas modernas de fibra de vidrio");
    expect(text).toContain("Con spa integrado");
    expect(text).toContain("¿Por qué elegir una piscina de fibra de vidrio?");
    expect(text).not.toContain("Showing");
  });
});

/** Takes the Milan 10x20 pool's Spanish words away, as on a pool staff added without them. */
async function untranslateMilanPool() {
  const { db } = await getTestApp();
  await db.update(pools).set({ descriptionEs: null, featuresEs: [] }).where(eq(pools.slug, "milan-10-20"));
  catalogueChanged(db);
}

/** Restores the Milan 10x20 pool, which the tests below edit, as the seed wrote it. */
function keepMilanPool() {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = await rememberRow((await getTestApp()).db, pools, eq(pools.slug, "milan-10-20"));
  });
  afterAll(async () => {
    await restore();
    catalogueChanged((await getTestApp()).db);
  });
}

describe("/es/pool-detail", () => {
  const app = () => getTestApp();
  keepMilanPool();

  it("shows a seeded pool's description and features in Spanish, with the hreflang pair", async () => {
    const { html } = await getPage("/es/pool-detail/slug/apollo-14");
    const text = visibleText(html);
    expect(text).toContain("El modelo Apollo 14 es una piscina de fibra de vidrio rectangular de Latham");
    expect(text).toContain("escalones de entrada y banca integrados");
    expect(text).not.toContain("todavía no está en español");
    expect(html).toContain(`rel="canonical" href="${SITE}/es/pool-detail/slug/apollo-14"`);
  });

  it("names the specifications in Spanish; an English-only description gets the note and no hreflang", async () => {
    await untranslateMilanPool();
    const { status, html } = await getPage("/es/pool-detail/8");
    expect(status).toBe(200);
    const text = visibleText(html);
    for (const words of [
      "Especificaciones",
      "Características",
      "3,900 galones",
      "Spa integrado",
      "De inmersión (plunge)",
      "3-5 días",
      "Desde",
      "$44,200",
      "Colección Crystal",
      "Pida un presupuesto gratis para esta piscina",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("Esta descripción todavía no está en español; la mostramos en inglés.");
    // The English features are marked as English for screen readers.
    expect(html).toMatch(/<ul lang="en-US"[^>]*><li[^>]*><span[^>]*>built-in entry steps and bench</);
    expect(languageAlternates(html).size).toBe(0);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pool-detail/slug/milan-10-20"`);
    expect(englishCatalogueLinks(html)).toEqual([]);
    expect(hrefs(html, "/es/estimate?poolId=8").length).toBeGreaterThan(0);
    const product = jsonLd(html).find((block) => block["@type"] === "Product")!;
    expect(product.category).toBe("Piscina de fibra de vidrio");
  });

  it("shows the Spanish description and features when staff wrote them, with the hreflang pair", async () => {
    const { db } = await app();
    await db
      .update(pools)
      .set({
        descriptionEs: "Una piscina pequeña de profundidad pareja, ideal para refrescarse.",
        featuresEs: ["escalones de entrada y banco integrados"],
      })
      .where(eq(pools.slug, "milan-10-20"));
    catalogueChanged(db);
    const { html } = await getPage("/es/pool-detail/slug/milan-10-20");
    const text = visibleText(html);
    expect(text).toContain("Una piscina pequeña de profundidad pareja, ideal para refrescarse.");
    expect(text).toContain("escalones de entrada y banco integrados");
    expect(text).not.toContain("todavía no está en español");
    expect(html).toContain(`rel="canonical" href="${SITE}/es/pool-detail/slug/milan-10-20"`);
    expect(html).toMatch(new RegExp(`hreflang="en-US" href="${SITE}/pool-detail/slug/milan-10-20"`, "i"));
    const product = jsonLd(html).find((block) => block["@type"] === "Product")!;
    expect(product.description).toBe("Una piscina pequeña de profundidad pareja, ideal para refrescarse.");
    expect(product.url).toBe(`${SITE}/es/pool-detail/slug/milan-10-20`);
    // The English page is as it was.
    const english = visibleText((await getPage("/pool-detail/slug/milan-10-20")).html);
    expect(english).not.toContain("Una piscina pequeña");
    expect(english).toContain("Specifications");
  });
});

describe("a pool's warranty on /es/pool-detail", () => {
  const app = () => getTestApp();
  const ENGLISH_ONLY = "10-year structural warranty on the shell";
  keepMilanPool();

  /** The warranty row's value as served: its <dd> with its attributes. */
  const warrantyCell = (html: string, label: string) =>
    html.match(new RegExp(`<dt[^>]*>${label}</dt><dd([^>]*)>([^<]*)</dd>`))?.slice(1);

  it("is the Spanish sentence staff wrote on the Spanish page and the English one on the English page", async () => {
    const spanish = await getPage("/es/pool-detail/slug/ariella");
    expect(warrantyCell(spanish.html, "Garantía")).toEqual([
      ' class="mt-1 font-semibold text-ocean-950"',
      "25 años en la estructura y 10 en la superficie de gelcoat (hay que registrarla)",
    ]);
    const english = await getPage("/pool-detail/slug/ariella");
    expect(warrantyCell(english.html, "Warranty")?.[1]).toBe(
      "25-year structural, 10-year gel coat surface (registration required)",
    );
    expect(visibleText(english.html)).not.toContain("25 años en la estructura");
  });

  it("is the English sentence, marked as English, where staff wrote none in Spanish", async () => {
    const { db } = await app();
    await db.update(pools).set({ warranty: ENGLISH_ONLY, warrantyEs: "  " }).where(eq(pools.slug, "milan-10-20"));
    catalogueChanged(db);
    const { html } = await getPage("/es/pool-detail/slug/milan-10-20");
    expect(warrantyCell(html, "Garantía")).toEqual([
      ' lang="en-US" class="mt-1 font-semibold text-ocean-950"',
      ENGLISH_ONLY,
    ]);
    const english = await getPage("/pool-detail/slug/milan-10-20");
    expect(warrantyCell(english.html, "Warranty")?.[0]).not.toContain("lang");
  });
});

describe("the breadcrumb trail search engines read on /es/pool-detail", () => {
  const trail = (html: string) =>
    (
      jsonLd(html).find((block) => block["@type"] === "BreadcrumbList")!.itemListElement as {
        name: string;
        item: string;
      }[]
    ).map(({ name, item }) => [name, item]);

  keepMilanPool();

  it("names the Spanish pages in Spanish; an untranslated pool at its English address, its canonical", async () => {
    expect(trail((await getPage("/es/pool-detail/slug/apollo-14")).html)).toEqual([
      ["Inicio", `${SITE}/es`],
      ["Piscinas", `${SITE}/es/pools`],
      ["Apollo 14", `${SITE}/es/pool-detail/slug/apollo-14`],
    ]);
    await untranslateMilanPool();
    expect(trail((await getPage("/es/pool-detail/slug/milan-10-20")).html)).toEqual([
      ["Inicio", `${SITE}/es`],
      ["Piscinas", `${SITE}/es/pools`],
      ["Milan 10.20", `${SITE}/pool-detail/slug/milan-10-20`],
    ]);
    expect(trail((await getPage("/pool-detail/slug/milan-10-20")).html)).toEqual([
      ["Home", `${SITE}/`],
      ["Pools", `${SITE}/pools`],
      ["Milan 10.20", `${SITE}/pool-detail/slug/milan-10-20`],
    ]);
  });
});

describe("/es/compare", () => {
  it("shows every compare row in Spanish", async () => {
    const { status, html } = await getPage("/es/compare?pools=8,2");
    expect(status).toBe(200);
    const text = visibleText(html);
    for (const label of [
      "Comparar piscinas",
      "Marca y serie",
      "Forma",
      "Largo × ancho",
      "Parte baja",
      "Parte honda",
      "Agua",
      "Spa integrado",
      "Escalones",
      "Bancos",
      "Repisa para tomar el sol",
      "Tiempo de instalación",
      "Precio desde",
      "Integrado",
      "galones",
      "Siguiente paso",
      "Mostrar solo las diferencias",
      "Agregar una piscina",
    ]) {
      expect(text).toContain(label);
    }
    expect(text).not.toMatch(/Brand and series|Shallow end|Not listed|Next step/);
    expect(html).toMatch(/<form[^>]*action="\/es\/compare"/);
  });

  it("adds a pool by name and stays in Spanish; explains left-out values in Spanish", async () => {
    const added = await getPage("/es/compare?pools=8&add=Ariel%2016", { redirect: "manual" });
    expect(added.status).toBe(302);
    expect(added.response.headers.get("location")).toMatch(/^\/es\/compare\?pools=8,\d+$/);
    const notes = visibleText((await getPage("/es/compare?pools=8,abc,999")).html);
    expect(notes).toContain("“abc” no es un número de piscina, así que lo omitimos.");
    expect(notes).toContain("La piscina 999 no está en nuestro catálogo");
  });
});

describe("/es/favorites", () => {
  it("shows a shared list in Spanish with Spanish links", async () => {
    const { status, html } = await getPage("/es/favorites?pools=8,2");
    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain("Piscinas favoritas compartidas");
    expect(text).toContain("Comparar estas");
    expect(hrefs(html, "/es/compare?pools=")).toHaveLength(1);
    expect(detailLinks(html).every((href) => href.startsWith("/es/"))).toBe(true);
  });
});
