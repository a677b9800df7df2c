import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { INSTALLATION_STEP_DAYS } from "~/content/installation-steps";
import { installationTexts } from "~/content/texts/installation.server";
import { legalDocuments } from "~/content/legal";
import { WINTER_INSTALLATION_SPECIAL } from "~/content/winter-special";
import { SITE_PAGES } from "~/content/site-pages";
import { getOffice } from "~/lib/company/company-profile";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { formatUsd } from "~/lib/catalogue/pricing";
import { listActivePools } from "~/models/pools.server";
import { listPublishedResources } from "~/models/resources.server";
import { listSiteIndex } from "~/models/site-index.server";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { htmlPage as page } from "../support/http.ts";
import { decodeHtml as decode, visibleText as text, hrefs, jsonLd } from "../support/html.ts";

const SITE = "http://localhost:3000";
const PUBLIC_DIR = fileURLToPath(new URL("../../public/", import.meta.url));

const title = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");

/** Title, description, canonical URL and a single h1: what every page must have. */
function expectPageBasics(html: string, path: string) {
  expect(title(html)).toMatch(/\| Florida Fiberglass Pools$/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"`);
  expect(html.match(/<h1[\s>]/g), `one h1 on ${path}`).toHaveLength(1);
  expect(html).toContain('aria-labelledby="closing-cta"');
}

describe("installation timeline /installation", () => {
  it("shows the six steps over days 1 to 14, the key facts, the checklist and the warranty block", async () => {
    const html = await page("/installation");
    expectPageBasics(html, "/installation");
    const body = text(html);
    expect(installationTexts.en.steps).toHaveLength(6);
    expect(INSTALLATION_STEP_DAYS).toHaveLength(6);
    for (const step of installationTexts.en.steps) {
      expect(body).toContain(step.title);
      expect(body).toContain(step.day);
    }
    expect(INSTALLATION_STEP_DAYS[0]!.firstDay).toBe(1);
    expect(INSTALLATION_STEP_DAYS.at(-1)!.lastDay).toBe(14);
    for (const claim of [
      "About 2-week install",
      "Lifetime structural shell warranty",
      "1-year workmanship guarantee",
      "100% satisfaction promise",
      "6-inch lifts",
      "at least 8 feet wide",
      "Site preparation",
      "Weather",
      "Quality",
      "45 days after permit approval and shell delivery",
    ]) {
      expect(body).toContain(claim);
    }
    const links = hrefs(html);
    expect(links).toContain("/estimate");
    expect(links).toContain("/pools");
  });

  it("without a video set, links to the timeline in words, with no play button and no third-party iframe", async () => {
    const html = await page("/installation");
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/youtube(-nocookie)?\.com\/embed|player\.vimeo\.com/);
    expect(hrefs(html)).toContain("#timeline");
    expect(html).not.toContain("Play video");
    expect(html).toContain('id="timeline"');
  });

  it("describes the steps as HowTo structured data", async () => {
    const html = await page("/installation");
    const howTo = jsonLd(html).find((entry) => entry["@type"] === "HowTo") as
      { step: { name: string; position: number }[]; totalTime: string } | undefined;
    expect(howTo).toBeDefined();
    expect(howTo!.totalTime).toBe("P14D");
    expect(howTo!.step.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(howTo!.step[0]!.name).toBe("Day 1: Layout & permits check");
  });
});

describe("about page /about", () => {
  it("presents the company, how we work, every office and the values, with LocalBusiness JSON-LD", async () => {
    const html = await page("/about");
    expectPageBasics(html, "/about");
    const body = text(html);
    expect(body).toContain(`About ${seededCompany.name}`);
    expect(body).toContain(`${seededCompany.offices.length} offices, one Florida team`);
    for (const heading of ["How we work", "What we stand for"])
      expect(body.toLowerCase()).toContain(heading.toLowerCase());
    for (const office of seededCompany.offices) {
      expect(body).toContain(office.phone);
      expect(body).toContain(office.address);
    }
    const business = jsonLd(html).find((entry) => entry["@id"] === `${SITE}/#company`);
    expect(business).toMatchObject({ "@context": "https://schema.org", name: seededCompany.name });
  });
});

describe("resources page /resources", () => {
  it("lists every published resource by category with its type, pages and link", async () => {
    const app = await getTestApp();
    const resources = await listPublishedResources(app.db);
    expect(resources.length).toBeGreaterThanOrEqual(6);
    const html = await page("/resources");
    expectPageBasics(html, "/resources");
    const body = text(html);
    const links = hrefs(html);
    for (const resource of resources) {
      expect(body).toContain(resource.title);
      if (resource.category) expect(body).toContain(resource.category);
      if (resource.pages) expect(body).toContain(`${resource.pages} pages`);
      expect(links).toContain(resource.fileUrl);
    }
    for (const badge of ["Guide", "Checklist", "Warranty", "PDF"]) expect(body).toContain(badge);
  });

  // Static files are served by the production server only; here we check the files themselves.
  it("has a small, real PDF on disk for every published resource", async () => {
    const app = await getTestApp();
    for (const resource of await listPublishedResources(app.db)) {
      expect(resource.fileUrl).toMatch(/^\/downloads\/[a-z0-9-]+\.pdf$/);
      const file = PUBLIC_DIR + resource.fileUrl!.slice(1);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(150_000);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // Chromium writes one page object per page: the file matches the page count we list.
      const pageObjects = bytes.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? [];
      if (resource.pages) expect(pageObjects.length, resource.fileUrl!).toBe(resource.pages);
    }
  });
});

describe("legal pages", () => {
  it.each(legalDocuments(seededCompany).map((doc) => [doc.path, doc] as const))(
    "%s has its own title, last-updated date and a working table of contents",
    async (path, doc) => {
      const html = await page(path);
      expectPageBasics(html, path);
      expect(title(html)).toBe(`${doc.title} | ${seededCompany.name}`);
      const body = text(html);
      expect(body).toContain("Last updated November 22, 2026");
      expect(html).toContain('dateTime="2026-11-22"');
      expect(body).toContain("Table of contents");
      const links = hrefs(html);
      for (const section of doc.sections) {
        expect(links).toContain(`#${section.id}`);
        expect(html).toContain(`id="${section.id}"`);
        expect(body).toContain(section.heading);
      }
      expect(body).toContain(seededCompany.email);
    },
  );

  it("gives each legal page a different title", async () => {
    const titles = await Promise.all(legalDocuments(seededCompany).map(async (doc) => title(await page(doc.path))));
    expect(new Set(titles).size).toBe(legalDocuments(seededCompany).length);
  });

  it("states the footnotes and the company's commitments", async () => {
    const disclaimers = text(await page("/legal-disclaimers"));
    for (const note of [
      "vary by up to 3%",
      "non-diving pools unless stated otherwise",
      "45 days after permit approval and shell delivery",
      "Warranty terms differ by manufacturer",
      `${seededCompany.name} is not a lender`,
    ]) {
      expect(disclaimers).toContain(note);
    }
    const privacy = text(await page("/privacy-policy"));
    expect(privacy).toContain("We do not sell, rent or trade your personal information");
    expect(privacy).toContain("does not use third-party advertising, analytics or social-media tracking");
    const cookies = text(await page("/cookie-policy"));
    expect(cookies).toContain("first-party");
    expect(cookies).toContain("Lead-source attribution");
    expect(cookies).toContain("Staff sign-in");
  });

  it("answers a legal path with a trailing slash with the same document", async () => {
    const app = await getTestApp();
    const response = await app.request("/cookie-policy/");
    expect([200, 301, 308]).toContain(response.status);
  });
});

describe("human sitemap /sitemap", () => {
  it("links every public page, pool model, published post and landing page", async () => {
    const app = await getTestApp();
    const [pools, index] = await Promise.all([listActivePools(app.db), listSiteIndex(app.db)]);
    const html = await page("/sitemap");
    expectPageBasics(html, "/sitemap");
    const links = hrefs(html);
    for (const entry of SITE_PAGES) expect(links, entry.path).toContain(entry.path);
    expect(pools.length).toBe(77);
    for (const pool of pools) expect(links).toContain(poolDetailHref(pool));
    expect(index.posts.length).toBeGreaterThan(0);
    for (const post of index.posts) expect(links).toContain(`/blog/${post.slug}`);
    expect(index.landingPages.length).toBeGreaterThan(0);
    for (const landing of index.landingPages) expect(links).toContain(`/${landing.slug}`);
    const body = text(html);
    for (const group of new Set(SITE_PAGES.map((p) => p.group))) expect(body).toContain(group);
    expect(body).toContain("Latham");
    expect(body).toContain("San Juan");
  });

  it("leaves out drafts", async () => {
    const html = await page("/sitemap");
    expect(hrefs(html)).not.toContain("/pool-installation-naples-fl-draft");
  });
});

describe("design page /design", () => {
  it("is the designer: four steps, the itemised total beside them, and the closing call to action", async () => {
    const html = await page("/design?poolId=8");
    expectPageBasics(html, "/design");
    const body = text(html);
    for (const step of ["1. Model", "2. Color", "3. Add-ons", "4. Your details"]) expect(body).toContain(step);
    expect(body).toContain("Send me this design");
    expect(body).toContain("Total");
    expect(hrefs(html)).toContain("/estimate");
  });
});

describe("local pages", () => {
  it("/fiberglass-pools-ocala shows the Ocala office, its areas, six pools with estimate links and LocalBusiness JSON-LD", async () => {
    const ocala = getOffice(seededCompany, "ocala");
    const html = await page("/fiberglass-pools-ocala");
    expectPageBasics(html, "/fiberglass-pools-ocala");
    const body = text(html);
    expect(body).toContain("Fiberglass Pools in Ocala");
    for (const area of ["Marion County", "Gainesville", "The Villages"]) expect(body).toContain(area);
    expect(body).toContain(ocala.phone);
    expect(body).toContain("Why fiberglass suits Central Florida soils");
    const estimateLinks = hrefs(html).filter((href) =>
      /^\/estimate\?poolId=\d+&poolName=[^&]+&sourcePage=fiberglass-pools-ocala$/.test(href),
    );
    expect(estimateLinks).toHaveLength(6);
    expect(hrefs(html)).toContain("/estimate?sourcePage=fiberglass-pools-ocala");
    const business = jsonLd(html).find((entry) => entry["@id"] === `${SITE}/#office-ocala`);
    expect(business).toMatchObject({ "@context": "https://schema.org", telephone: ocala.phone });
  });

  it("/south-florida-promotion states an honest offer, compact pools, both offices and their LocalBusiness JSON-LD", async () => {
    const html = await page("/south-florida-promotion");
    expectPageBasics(html, "/south-florida-promotion");
    const body = text(html);
    expect(body).toContain(formatUsd(WINTER_INSTALLATION_SPECIAL.savings));
    expect(body).toContain("Terms apply, ask your office");
    for (const county of ["Palm Beach", "St. Lucie", "Martin", "Indian River"])
      expect(body).toContain(`${county} County`);
    const estimateLinks = hrefs(html).filter((href) =>
      /^\/estimate\?poolId=\d+&poolName=[^&]+&sourcePage=south-florida-promotion$/.test(href),
    );
    expect(estimateLinks.length).toBeGreaterThan(0);
    expect(estimateLinks.length).toBeLessThanOrEqual(6);
    expect(hrefs(html)).toContain("/estimate?sourcePage=south-florida-promotion");
    const ids = jsonLd(html).map((entry) => entry["@id"]);
    for (const id of ["west-palm-beach", "port-st-lucie"]) {
      const office = getOffice(seededCompany, id as "west-palm-beach" | "port-st-lucie");
      expect(body).toContain(office.phone);
      expect(ids).toContain(`${SITE}/#office-${id}`);
    }
    for (const entry of jsonLd(html)) expect(entry["@context"]).toBe("https://schema.org");
  });
});
