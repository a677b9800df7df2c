// Office hours and plan drawings in the page's language: a Spanish page writes the offices' hours as Spanish
// speakers read them ("lun-vie: 9:00 a. m.-4:00 p. m.") and shows plan drawings whose words are Spanish; the
// English pages and drawings are as they were.
import { describe, expect, it } from "vitest";
import { englishClockWords } from "../support/english-clock-words.ts";
import { decodeHtml, withoutScripts, wordsOf } from "../support/html.ts";
import { get, readPage } from "../support/http.ts";

const NBSP = "\u00a0";
const es = (text: string) => text.replace(/(\d|\.) (?=[ap]\.|m\.)/g, `$1${NBSP}`);
const SHORT_ES = es("lun-vie: 9:00 a. m.-4:00 p. m.");
const LONG_ES = es("De lunes a viernes, de 9:00 a. m. a 4:00 p. m.");
const SENTENCE_ES = es("de lunes a viernes, de 9:00 a. m. a 4:00 p. m.");
const SHORT_EN = "Mon-Fri: 9AM-4PM";
const LONG_EN = "Monday to Friday: 9AM to 4PM";

/** What a visitor reads on the page as served, before any script runs. */
async function shown(path: string): Promise<string> {
  const { status, html } = await readPage(path);
  expect(status, path).toBe(200);
  return decodeHtml(withoutScripts(html));
}

/** The hours lines of the footer's offices, one per office. */
const footerHours = (html: string) => [...html.matchAll(/icon-Clock mt-1">([^<]+)</g)].map((m) => m[1]!);

describe("office hours on the Spanish pages", () => {
  it("the footer's offices give their hours in Spanish on every Spanish page, in English on the English ones", async () => {
    for (const path of ["/", "/pools", "/about", "/fiberglass-pools-ocala"]) {
      const spanish = await shown(path === "/" ? "/es" : `/es${path}`);
      expect(footerHours(spanish), path).toEqual([SHORT_ES, SHORT_ES, SHORT_ES, SHORT_ES]);
      const english = await shown(path);
      expect(footerHours(english), path).toEqual([SHORT_EN, SHORT_EN, SHORT_EN, SHORT_EN]);
      expect(english).not.toContain(`a.${NBSP}m.`);
    }
  });

  it("the contact page, the estimate page, the home page's contact section and the About page", async () => {
    expect(await shown("/es/contact")).toContain(LONG_ES);
    expect(await shown("/es/estimate")).toContain(LONG_ES);
    expect(await shown("/es")).toContain(LONG_ES);
    expect(await shown("/es/about")).toContain(`Todas las oficinas abren ${SENTENCE_ES}.`);
    expect(await shown("/about")).toContain(`Every office is open ${LONG_EN}.`);
    expect(await shown("/contact")).toContain(LONG_EN);
    expect(await shown("/estimate")).toContain(LONG_EN);
  });

  it("the Ocala page, a landing page's office cards and the privacy policy", async () => {
    const ocala = await shown("/es/fiberglass-pools-ocala");
    expect(ocala).toContain(`· ${SHORT_ES}`);
    expect(await shown("/fiberglass-pools-ocala")).toContain(`· ${SHORT_EN}`);
    const landing = await shown("/es/pool-services-tampa-fl");
    expect(englishClockWords(wordsOf(landing))).toEqual([]);
    expect(landing).toContain(SHORT_ES);
    expect(await shown("/es/privacy-policy")).toContain(`en horario de oficina (${SENTENCE_ES}).`);
    expect(await shown("/privacy-policy")).toContain(`during office hours (${LONG_EN}).`);
  });

  it("structured data keeps schema.org's days and 24-hour times on both languages' pages", async () => {
    for (const path of ["/about", "/es/about"]) {
      const { html } = await readPage(path);
      expect(html, path).toContain('"dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday"]');
      expect(html, path).toContain('"opens":"09:00","closes":"16:00"');
    }
  });
});

describe("plan drawings in Spanish", () => {
  const SLUG = "milan-10-20";

  async function svg(path: string): Promise<string> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("public");
    return response.text();
  }

  /** The words a drawing writes: its title and its text elements. */
  const drawnWords = (drawing: string) =>
    [...drawing.matchAll(/<(title|text)\b[^>]*>([^<]*)</g)].map((m) => decodeHtml(m[2]!));

  it("/es/pool-plans draws the same plan with Spanish words, deck and ledge included", async () => {
    const spanish = drawnWords(await svg(`/es/pool-plans/${SLUG}.svg?deck=400&ledge=1`));
    expect(spanish[0]).toMatch(/^Plano de la piscina /);
    expect(spanish).toEqual(expect.arrayContaining(["TERRAZA DE ADOQUINES", "REPISA", "10 pies", "N"]));
    expect(spanish.join(" ")).toMatch(/Profundidad \d/);
    expect(spanish.join(" ")).not.toMatch(/plan drawing|PAVER DECK|LEDGE|DEEP|Depth| ft\b/);

    const english = drawnWords(await svg(`/pool-plans/${SLUG}.svg?deck=400&ledge=1`));
    expect(english[0]).toMatch(/ plan drawing$/);
    expect(english).toEqual(expect.arrayContaining(["PAVER DECK", "LEDGE", "10 ft", "N"]));
    // The same drawing: only the words differ.
    expect(english).toHaveLength(spanish.length);
  });

  it("the Spanish drawing is cacheable and refuses what the English one refuses", async () => {
    const first = await get(`/es/pool-plans/${SLUG}.svg`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(etag).not.toBe((await get(`/pool-plans/${SLUG}.svg`)).headers.get("etag"));
    expect((await get(`/es/pool-plans/${SLUG}.svg`, { headers: { "If-None-Match": etag! } })).status).toBe(304);
    for (const path of ["/es/pool-plans/nope.svg", `/es/pool-plans/${SLUG}.png`, "/es/pool-plans/..%2f..%2fetc.svg"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("Spanish pages show the Spanish drawings, English pages the English ones", async () => {
    const spanish = await readPage("/es/design?poolId=43&addons=paver-deck:400,tanning-ledge");
    expect(spanish.html).toMatch(/src="\/es\/pool-plans\/[a-z0-9-]+\.svg\?deck=400&amp;ledge=1"/);
    const english = await readPage("/design?poolId=43&addons=paver-deck:400,tanning-ledge");
    expect(english.html).toMatch(/src="\/pool-plans\/[a-z0-9-]+\.svg\?deck=400&amp;ledge=1"/);
    expect((await readPage("/es/pools")).html).toContain('src="/es/pool-plans/');
    expect((await readPage("/pools")).html).not.toContain("/es/pool-plans/");
  });
});

describe("the offices' service areas", () => {
  const words = async (path: string) => wordsOf(await shown(path)).replace(/\s+/g, " ");

  it("are named in the page's language: 'el condado de Palm Beach', 'Palm Beach County'", async () => {
    expect(await words("/es")).toContain("localidades en el condado de Palm Beach, así que");
    expect(await words("/")).toContain("towns across Palm Beach County, so");
    const contact = await words("/es/contact");
    expect(contact).toContain("Orlando: los condados de Orange, Seminole y Lake");
    expect(contact).toContain("Ocala: el condado de Marion, Gainesville y The Villages");
    expect(await words("/es/fiberglass-pools-ocala")).toContain(
      "Ocala · condado de Marion · Gainesville · The Villages",
    );
    expect(await words("/es/south-florida-promotion")).toContain(
      "Port St. Lucie: los condados de St. Lucie, Martin y Indian River",
    );
  });
});
