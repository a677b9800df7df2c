// The public shell in Spanish: the header, its language switch, the footer, the 404 page, the legal and newsletter
// pages, as a browser without scripts (or a crawler) gets them.
import { describe, expect, it } from "vitest";
import { legalDocuments } from "~/content/legal";
import { getPage, htmlPage } from "../support/http.ts";
import { hrefs, visibleText } from "../support/html.ts";
import { seededCompany } from "../support/company.ts";

/** The language switches of a page (header and mobile menu): their addresses. */
const switchHrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*data-language-switch=""[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("the language switch", () => {
  it("leads from an English page to its Spanish twin, query kept, in the header and the mobile menu", async () => {
    const html = await htmlPage("/pools?shape=Freeform&sort=price-asc");
    expect(switchHrefs(html)).toEqual([
      "/es/pools?shape=Freeform&sort=price-asc",
      "/es/pools?shape=Freeform&sort=price-asc",
    ]);
    expect(html).toMatch(/<a [^>]*lang="es-US"[^>]*aria-label="Ver esta página en español"[^>]*>Español<\/a>/);
  });

  it("leads from a Spanish page back to the English one, query kept", async () => {
    const html = await htmlPage("/es/pools?shape=Freeform");
    expect(switchHrefs(html)).toEqual(["/pools?shape=Freeform", "/pools?shape=Freeform"]);
    expect(html).toMatch(/<a [^>]*lang="en-US"[^>]*aria-label="View this page in English"[^>]*>English<\/a>/);
    expect(switchHrefs(await htmlPage("/es"))).toEqual(["/", "/"]);
  });

  it("serves the same HTML whatever language the visitor chose before (the offer appears only in the browser)", async () => {
    const { html: withCookie } = await getPage("/privacy-policy", { headers: { cookie: "ffp_lang=es" } });
    expect(visibleText(withCookie)).not.toContain("¿Prefiere español?");
    expect(withCookie).toContain('<html lang="en-US">');
  });
});

describe("the Spanish shell", () => {
  it("is a Spanish document with a Spanish header and footer whose links stay in Spanish", async () => {
    const html = await htmlPage("/es");
    expect(html).toContain('<html lang="es-US">');
    const text = visibleText(html);
    for (const words of [
      "Ir al contenido",
      "Piscinas",
      "Financiamiento",
      "Presupuesto gratis",
      "Solicite su presupuesto gratis",
      "Buscar oficina cercana",
      "Todas las piscinas de fibra de vidrio",
      "Política de privacidad",
      "Nuestras oficinas en Florida",
      "Ninguna piscina es apta para clavados, salvo que se indique lo contrario.",
      "Servicio en todo el estado de Florida",
    ]) {
      expect(text).toContain(words);
    }
    for (const english of ["Get Free Estimate", "All Fiberglass Pools", "Our Florida offices", "Skip to content"]) {
      expect(text).not.toContain(english);
    }
    const footer = html.slice(html.indexOf("<footer"));
    const siteLinks = hrefs(footer, "/").filter((href) => !href.startsWith("/admin"));
    expect(siteLinks.length).toBeGreaterThan(15);
    for (const href of siteLinks) expect(href, href).toMatch(/^\/es(\/|$)/);
    expect(hrefs(footer)).toContain("/es/above-ground-pools");
  });

  it("sends the footer's static words once on a page load, and as data to a client-side change of language", async () => {
    const html = await htmlPage("/es");
    expect(html.split("Todas las piscinas de fibra de vidrio").length - 1).toBe(1);
    const { html: data } = await getPage("/es.data?_routes=routes%2Fsite%2Flayout");
    expect(data).toContain("Todas las piscinas de fibra de vidrio");
  });

  it("answers an unknown Spanish address with a Spanish 404 page", async () => {
    const { status, html } = await getPage("/es/no-such-page");
    expect(status).toBe(404);
    expect(html).toContain('<html lang="es-US">');
    const text = visibleText(html);
    expect(text).toContain("404 Página no encontrada");
    expect(text).toContain("/es/no-such-page");
    expect(text).not.toContain("Did you forget");
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/es/pools", "/es/estimate"]));
  });
});

describe("the Spanish legal pages", () => {
  for (const doc of legalDocuments(seededCompany, "es")) {
    it(`/es${doc.path} is the Spanish document, with its sections and a Spanish date`, async () => {
      const html = await htmlPage(`/es${doc.path}`);
      const text = visibleText(html);
      expect(text).toContain(doc.title);
      expect(text).toContain("de noviembre de 2026");
      for (const section of doc.sections) expect(text).toContain(section.heading);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/es${doc.path}"`);
    });
  }

  it("keeps the English documents' sections, so an anchor works in both languages", () => {
    const english = legalDocuments(seededCompany, "en");
    legalDocuments(seededCompany, "es").forEach((doc, index) => {
      expect(doc.path).toBe(english[index]!.path);
      expect(doc.sections.map((s) => s.id)).toEqual(english[index]!.sections.map((s) => s.id));
      expect(doc.title).not.toBe(english[index]!.title);
    });
  });
});

describe("the Spanish newsletter pages", () => {
  it("says a forged confirmation link is not valid, in Spanish", async () => {
    const { status, html } = await getPage("/es/newsletter/confirm/not-a-token");
    expect(status).toBe(410);
    expect(visibleText(html)).toContain("Este enlace ya no es válido");
    expect(hrefs(html)).toContain("/es/blog");
  });

  it("says a forged unsubscribe link is not valid, in Spanish", async () => {
    const { status, html } = await getPage("/es/newsletter/unsubscribe/not-a-token");
    expect(status).toBe(404);
    expect(visibleText(html)).toContain("Este enlace no es válido");
  });
});
