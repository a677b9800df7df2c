import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { faqItems } from "#db/schema/index.ts";
import { OFFICE_COUNT, telHref } from "~/lib/company/offices";
import { PACKAGES_SECTIONS } from "~/content/packages";
import { packagesStaticTexts, packagesTexts } from "~/content/texts/packages.server";
import { PAYMENT_SCHEDULE } from "~/lib/projects/payment-schedule";
import { resurfacingLink } from "~/content/resurfacing";
import { resurfacingTexts } from "~/content/texts/resurfacing.server";
import { getOffice } from "~/lib/company/company-profile";
import { listActiveFaqItems } from "~/models/faq.server";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { htmlPage as page } from "../support/http.ts";
import { decodeHtml as decode, visibleText as text, hrefs, jsonLd } from "../support/html.ts";
import { RESURFACING_SOURCES } from "../support/resurfacing-sources.ts";

const SITE = "http://localhost:3000";

/** The main area only (the shared header and footer are tested elsewhere). */
const main = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));

function expectPageBasics(html: string, path: string) {
  expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toMatch(/\| Florida Fiberglass Pools$/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"`);
  expect(html.match(/<h1[\s>]/g), `one h1 on ${path}`).toHaveLength(1);
}

describe("packages /packages", () => {
  it("has the sticky tab bar and every section, in order", async () => {
    const html = await page("/packages");
    expectPageBasics(html, "/packages");
    const nav = html.slice(html.indexOf('aria-label="Page sections"'));
    for (const section of PACKAGES_SECTIONS) {
      expect(nav).toContain(`href="#${section.id}"`);
      expect(nav).toContain(`aria-label="Copy link to the ${packagesTexts.en.tabs.sections[section.id]} section"`);
    }
    const positions = PACKAGES_SECTIONS.map((section) => html.indexOf(`<section id="${section.id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("states the package, the winter special and the office count from the office data", async () => {
    const body = text(main(await page("/packages")));
    expect(body).toContain("Pools starting at $42k");
    expect(body).toContain("Winter Installation Special");
    expect(body).toContain("$3,000");
    expect(body).toContain("30-year limited warranty");
    expect(body).toContain("40 ft electrical hookup included");
    expect(body).toContain("4-15 days");
    expect(body).toContain("3-30 days");
    expect(body).toContain("Pool dimensions may vary by up to 3%");
    expect(body).toContain(`${OFFICE_COUNT} local offices`);
    expect(body).toContain(`${OFFICE_COUNT} Florida offices`);
    expect(body).not.toMatch(/\b(3|three) (local |Florida )?offices/i);
  });

  it("gives one payment reading: the milestone schedule, never the 1% / 9% one", async () => {
    const html = await page("/packages");
    const body = text(main(html));
    for (const milestone of PAYMENT_SCHEDULE) {
      expect(body).toContain(`${milestone.percent}%`);
      expect(body).toContain(packagesStaticTexts.en.payment.milestones[milestone.id].label);
    }
    expect(body).toContain("Due: 10% initial payment");
    expect(body).toContain("Due: 35% pre-construction");
    expect(body).toContain("Due: 35% installation, 15% finishing, 5% final completion");
    expect(body).not.toMatch(/(^|[^\d])[19]% /);
    expect(body).toContain("We accept check, bank transfer and Zelle. We do not accept cash or cryptocurrency.");
    expect(body).toContain("The technical visit is usually free; a fee may apply for remote locations.");
  });

  it("renders every active FAQ item from the database, answers included, with FAQPage JSON-LD", async () => {
    const app = await getTestApp();
    const items = await listActiveFaqItems(app.db, "en");
    expect(items.length).toBeGreaterThanOrEqual(23);
    const html = await page("/packages");
    const body = text(main(html));
    for (const item of items) {
      expect(body).toContain(item.question);
      expect(body).toContain(item.answer);
    }
    expect(body).toContain(`All Questions ${items.length}`);
    expect(body).toContain("Payments & Financing 3");
    // Without scripts every question is a <details> that opens by itself, and the filters are a GET form.
    expect(html.match(/<details id="faq-item-/g)).toHaveLength(items.length);
    const form = /<form role="search"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/packages#faq"');

    const faqPage = jsonLd(html).find((entry) => entry["@type"] === "FAQPage") as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faqPage.mainEntity).toHaveLength(items.length);
    expect(faqPage.mainEntity[0]).toEqual({
      "@type": "Question",
      name: items[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: items[0]!.answer },
    });
  });

  it("sends the FAQ once on a page load, in the HTML, and as data to a move from another page", async () => {
    const app = await getTestApp();
    const items = await listActiveFaqItems(app.db, "en");
    // An answer every encoding (HTML text, JSON-LD, loader data) writes the same way.
    const plain = items.find((item) => /^[\w\s.,;:%$()/-]+$/.test(item.answer))!;
    const occurrences = (html: string) => html.split(plain.answer).length - 1;
    // Once on screen and once in the FAQPage structured data; not a third time as loader data.
    const html = await page("/packages");
    expect(occurrences(html)).toBe(2);
    expect(jsonLd(html).filter((entry) => entry["@type"] === "FAQPage")).toHaveLength(1);
    // A page load filtered to another category does not show the item: the browser gets every item as data.
    const other = items.find((item) => item.category !== plain.category)!;
    const filtered = await page(`/packages?category=${encodeURIComponent(other.category)}`);
    expect(text(main(filtered))).not.toContain(plain.answer);
    expect(occurrences(filtered)).toBe(2);
    // A move from another page asks for the page's data: every item, answers included.
    const data = await app.request("/packages.data");
    expect(data.status).toBe(200);
    expect(occurrences(await data.text())).toBe(1);
  });

  it("follows staff changes to the FAQ without a deploy", async () => {
    const app = await getTestApp();
    const [first] = await listActiveFaqItems(app.db, "en");
    await app.db.update(faqItems).set({ isActive: false }).where(eq(faqItems.id, first!.id));
    try {
      const html = await page("/packages");
      expect(text(main(html))).not.toContain(first!.question);
    } finally {
      await app.db.update(faqItems).set({ isActive: true }).where(eq(faqItems.id, first!.id));
    }
  });

  it("links to /estimate, and to /estimate?sourcePage=packages from the FAQ and contact sections", async () => {
    const html = main(await page("/packages"));
    const estimateLinks = hrefs(html).filter((href) => href.startsWith("/estimate"));
    expect(new Set(estimateLinks)).toEqual(new Set(["/estimate", "/estimate?sourcePage=packages"]));
    for (const id of ["faq", "contact"]) {
      const start = html.indexOf(`<section id="${id}"`);
      const section = html.slice(start, html.indexOf("</section>", start));
      expect(hrefs(section)).toContain("/estimate?sourcePage=packages");
      expect(hrefs(section)).not.toContain("/estimate");
    }
    // The server renders the packages page's fallback office (West Palm Beach) in the contact call button.
    const westPalm = getOffice(seededCompany, "west-palm-beach");
    expect(text(html)).toContain(`Call ${westPalm.name} ${westPalm.phone}`);
    for (const office of seededCompany.offices) expect(hrefs(html)).toContain(telHref(office.phone));
  });
});

describe("resurfacing /resurfacing", () => {
  it("has the hero, a call button for the fallback office and every section", async () => {
    const html = await page("/resurfacing");
    expectPageBasics(html, "/resurfacing");
    expect(html).toMatch(/<h1[^>]*>Transform Your Damaged Pool in Just 5-7 Days<\/h1>/);
    const body = text(main(html));
    const fallback = seededCompany.offices[0]!;
    expect(body).toContain(`Call ${fallback.name} ${fallback.phone}`);
    expect(hrefs(main(html))).toContain(telHref(fallback.phone));
    for (const heading of [
      "Does your pool show any of these signs?",
      "Epoxy or gelcoat?",
      "How a pool comes back to life",
      "The right fix for your pool",
      "Four steps, 5-7 days",
      "The difference a week makes",
      "Why pool owners trust Florida Fiberglass Pools",
      "Resurfacing questions, answered",
    ]) {
      expect(body).toContain(heading);
    }
    for (const service of ["Epoxy Resurfacing", "Complete Resurfacing", "Crack & Blister Repair", "Most Popular"]) {
      expect(body).toContain(service);
    }
    for (const entry of resurfacingTexts.en.faq.items) {
      expect(body).toContain(entry.question);
      expect(body).toContain(entry.answer);
    }
  });

  it("compares epoxy and gelcoat in a real table", async () => {
    const html = main(await page("/resurfacing"));
    const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
    expect(table).toContain("<caption");
    expect(table).toMatch(/<th scope="col"[^>]*>Epoxy<\/th>/);
    expect(table).toMatch(/<th scope="col"[^>]*>Gelcoat<\/th>/);
    expect(table.match(/<th scope="row"/g)?.length).toBeGreaterThanOrEqual(5);
  });

  it("states the resurfacing figures: days, lifespan, warranties, satisfaction and response time", async () => {
    const body = text(main(await page("/resurfacing")));
    for (const figure of [
      "5-7 days",
      "15-20 years",
      "10-year warranty",
      "1-year workmanship guarantee",
      "up to 10 years",
      "98%",
      "500+",
      "within 24 hours",
    ]) {
      expect(body).toContain(figure);
    }
  });

  it("builds every estimate link with service, sourcePage, source and interest, one per place", async () => {
    const html = main(await page("/resurfacing"));
    const links = hrefs(html).filter((href) => href.startsWith("/estimate"));
    expect(new Set(links)).toEqual(new Set(RESURFACING_SOURCES.map(resurfacingLink)));
    for (const link of links) {
      const params = new URL(link, SITE).searchParams;
      expect([...params.keys()]).toEqual(["service", "sourcePage", "source", "interest"]);
      expect(params.get("sourcePage")).toBe("resurfacing");
      expect(params.get("interest")).toBe("pool-resurfacing");
    }
  });

  it("describes the service and its FAQ in JSON-LD", async () => {
    const entries = jsonLd(await page("/resurfacing"));
    const service = entries.find((entry) => entry["@type"] === "Service") as {
      hasOfferCatalog: { itemListElement: unknown[] };
      areaServed: unknown;
    };
    expect(service.hasOfferCatalog.itemListElement).toHaveLength(3);
    const faq = entries.find((entry) => entry["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(5);
  });
});
