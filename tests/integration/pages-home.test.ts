import { beforeAll, describe, expect, it } from "vitest";
import { telHref } from "~/lib/company/offices";
import { getOffice } from "~/lib/company/company-profile";
import { homeGalleryEstimateHref, homeRecommendationEstimateHref } from "~/lib/leads/estimate-links";
import { homeContactPayload } from "~/lib/leads/home-contact";
import { HOME_GALLERY_LIMIT, recommendationsForTier } from "~/lib/catalogue/home-gallery";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { type PublicPool, listActivePools } from "~/models/pools.server";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { postJson } from "../support/http.ts";
import { decodeHtml, hrefs, jsonLd, visibleText as text } from "../support/html.ts";

let html = "";
let pools: PublicPool[] = [];

beforeAll(async () => {
  const app = await getTestApp();
  const response = await app.request("/");
  expect(response.status).toBe(200);
  html = await response.text();
  pools = await listActivePools(app.db);
});

/** The server HTML of the section labelled by the given heading id. */
function section(id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("home page /", () => {
  it("has its own title, description, canonical URL, one h1 and LocalBusiness JSON-LD", () => {
    expect(html.match(/<title>[^<]*<\/title>/)?.[0]).toBe(
      "<title>Florida Fiberglass Pools | Fiberglass Pools Installed in 7-14 days</title>",
    );
    expect(html.match(/<meta name="description" content="[^"]*"/)?.[0]).toContain("Latham and San Juan");
    expect(html.match(/<link rel="canonical"[^>]*>/)?.[0]).toContain('href="http://localhost:3000/"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const business = jsonLd(html).find((entry) => entry["@id"] === "http://localhost:3000/#company");
    expect(business).toMatchObject({ "@context": "https://schema.org", name: "Florida Fiberglass Pools" });
  });

  it("renders every section in the home page's order", () => {
    const ids = [
      "benefits-heading",
      "services-heading",
      "videos-heading",
      "design-heading",
      "gallery-heading",
      "partners-heading",
      "differentiators-heading",
      "testimonials-heading",
      "statistics-heading",
      "local-office-heading",
      "contact-heading",
    ];
    const positions = ids.map((id) => html.indexOf(`aria-labelledby="${id}"`));
    expect(positions.every((p) => p > html.indexOf("<h1"))).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("opens with the two calls to action: a free estimate from home and the designer", () => {
    const hero = html.slice(html.indexOf("<h1"), html.indexOf('aria-labelledby="benefits-heading"'));
    expect(hrefs(hero)).toEqual(expect.arrayContaining(["/estimate?sourcePage=home", "/design"]));
  });

  it("states the five claims", () => {
    const benefits = text(section("benefits-heading"));
    for (const claim of [
      "7-14 days",
      "25+ year structural warranty",
      "40+ years experience",
      "4.9/5",
      "50% fewer chemicals",
    ]) {
      expect(benefits).toContain(claim);
    }
  });

  it("shows four services, pool maintenance coming soon behind a disabled button", () => {
    const services = section("services-heading");
    for (const title of ["Pool Installation", "Pool Design", "Pool Maintenance", "Fiberglass Pool Resurfacing"]) {
      expect(services).toContain(`>${title}</h3>`);
    }
    expect(services).toMatch(/<button[^>]*disabled=""[^>]*>Coming Soon/);
  });

  it("without videos set, links to the installation page in words, with no play button and no iframe", () => {
    const videos = section("videos-heading");
    expect(videos.match(/href="\/installation"/g)).toHaveLength(1);
    expect(text(videos)).toContain("See how a pool is installed");
    expect(videos).not.toContain("Play video");
    expect(html).not.toContain("<iframe");
  });

  it("prices the default Medium tier at base plus add-on, with six colours, the first POPULAR", () => {
    const design = section("design-heading");
    const designText = text(design);
    for (const tier of ["Plunge", "Small", "Medium", "Large", "X-Large"]) expect(designText).toContain(tier);
    for (const dims of ["8'x12'", "12'x24'", "16'x32'", "18'x36'", "20'x40'"]) expect(designText).toContain(dims);
    expect(designText).toContain("Estimated total: $49,900");
    const colours = ["Sapphire Blue", "Ocean Blue", "Night Sky", "Shale Gray", "Coastal Bronze", "Pearl White"];
    // Colours are radios of the page's GET form (they work before the scripts run), the first one checked.
    const colourOptions = [
      ...design.matchAll(/<label[^>]*>(<input type="radio"[^>]*name="color"[^>]*>[\s\S]*?)<\/label>/g),
    ]
      .map((m) => ({ label: text(m[1]!).trim(), checked: /^<input[^>]*checked/.test(m[1]!) }))
      .filter(({ label }) => colours.some((c) => label.includes(c)));
    expect(colourOptions).toHaveLength(6);
    expect(colourOptions[0]!.label).toMatch(/^POPULAR Sapphire Blue/);
    expect(colourOptions.map((o) => o.checked)).toEqual([true, false, false, false, false, false]);
    expect(colourOptions.filter(({ label }) => label.includes("POPULAR"))).toHaveLength(1);
  });

  it("recommends the first Medium pool with the carousel's estimate link", () => {
    const design = section("design-heading");
    const [first] = recommendationsForTier(pools, "Medium");
    expect(text(design)).toContain(`${first!.name}`);
    expect(text(design)).toContain("Medium pool 1 of 6");
    const href = homeRecommendationEstimateHref(first!);
    expect(hrefs(design)).toContain(href);
    const query = new URL(href, "http://x").searchParams;
    expect(
      [...query.keys()].every((k) =>
        ["pool", "model", "manufacturer", "series", "dimensions", "depth", "shape", "size", "sourcePage"].includes(k),
      ),
    ).toBe(true);
    expect(query.get("sourcePage")).toBe("home");
  });

  it("shows at most HOME_GALLERY_LIMIT pools in the gallery with category buttons and exact links", () => {
    const gallery = section("gallery-heading");
    const galleryText = text(gallery);
    expect(galleryText).toContain("All Pools");
    const buttons = [...gallery.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => decodeHtml(m[1]!));
    const shapes = [...new Set(pools.map((p) => p.shape).filter(Boolean))] as string[];
    expect(buttons).toEqual(expect.arrayContaining(["All Pools", ...shapes, "Small", "Medium", "Large", "X-Large"]));
    expect(buttons.filter((b) => b === "Plunge")).toHaveLength(1);
    const shown = pools.slice(0, HOME_GALLERY_LIMIT);
    const links = hrefs(gallery);
    for (const pool of shown) {
      expect(links).toContain(homeGalleryEstimateHref(pool));
      expect(links).toContain(poolDetailHref(pool));
    }
    expect(links.filter((l) => l.startsWith("/estimate?poolId="))).toHaveLength(HOME_GALLERY_LIMIT);
    expect(links).toContain("/pools");
  });

  it("sends only what the page shows: no pool descriptions in the page data", () => {
    expect(pools[0]!.description).toBeTruthy();
    expect(html).not.toContain(pools[0]!.description!.slice(0, 60));
  });

  it("sends the partner cards' and testimonials' texts once, as HTML, and as data to a move from another page", async () => {
    const app = await getTestApp();
    const quote = /<blockquote[^>]*>(?:<p[^>]*>)?([^<]{40,}?)</.exec(section("testimonials-heading"))?.[1];
    const partnerLine = /<article[\s\S]*?<p class="mt-4[^>]*>([^<]{40,}?)</.exec(section("partners-heading"))?.[1];
    for (const shown of [quote, partnerLine]) {
      expect(shown).toBeTruthy();
      expect(html.split(shown!).length - 1).toBe(1);
    }
    const data = await (await app.request("/_.data")).text();
    // (A card's summary is cut from its manufacturer's description, which is what the data carries.)
    for (const shown of [quote, partnerLine]) expect(data).toContain(decodeHtml(shown!).slice(0, 30));
  });

  it("shows each enabled manufacturer with its summary, three features and a Show More toggle", () => {
    const partners = section("partners-heading");
    for (const name of ["Latham", "San Juan", "Premier Above Ground Pools"])
      expect(partners).toContain(`>${name}</h3>`);
    // Three features shown, the rest inside a <details> that opens without scripts.
    const shown = partners.replace(/<details[\s\S]*?<\/details>/g, "");
    expect(shown.match(/<h4/g)).toHaveLength(9);
    expect(partners.match(/<details/g)).toHaveLength(3);
    expect(text(partners).match(/Show 2 More Features/g)).toHaveLength(3);
    expect(partners).toContain('alt="Latham logo"');
  });

  it("shows differentiators, testimonials with stars and the statistics", () => {
    expect(section("differentiators-heading").match(/<h3/g)!.length).toBeGreaterThanOrEqual(4);
    const testimonials = section("testimonials-heading");
    expect(testimonials.match(/<blockquote/g)!.length).toBeGreaterThanOrEqual(3);
    expect(testimonials).toMatch(/aria-label="Rated [1-5] out of 5"/);
    const stats = text(section("statistics-heading"));
    for (const figure of ["4.9/5", "98%", "95+", "3+", "50+", "6", "15+", "30 sec"]) expect(stats).toContain(figure);
  });

  it("shows the West Palm Beach office with its 19 towns and a tap-to-call number", () => {
    const office = getOffice(seededCompany, "west-palm-beach");
    const local = section("local-office-heading");
    expect(office.serviceTowns).toHaveLength(19);
    for (const town of office.serviceTowns) expect(local).toContain(`>${town}</li>`);
    expect(local).toContain(`href="${telHref(office.phone)}"`);
    expect(local).toContain(office.address);
    expect(local).toContain(office.email);
  });

  it("ends with a plain estimate link and the contact form with labelled, named fields", () => {
    const contact = section("contact-heading");
    expect(hrefs(contact)).toContain("/estimate");
    expect(contact).toMatch(/<form[^>]*method="post"/);
    for (const [name, type] of [
      ["name", "text"],
      ["email", "email"],
      ["phone", "tel"],
    ]) {
      const input = contact.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
      expect(input, name).toContain(`type="${type}"`);
      const id = input!.match(/id="([^"]+)"/)![1]!;
      expect(contact).toContain(`for="${id}"`);
    }
    expect(contact).toMatch(/<textarea[^>]*name="message"/);
    expect(contact).toContain(">Send Message</button>");
  });

  it("builds a contact payload that POST /api/estimates accepts as a home contact lead", async () => {
    const payload = homeContactPayload(
      {
        name: " Ana Ruiz ",
        email: "ana@example.com",
        phone: "(561) 555-0199",
        message: "  A small pool with a sun shelf, please.  ",
      },
      "WEST PALM BEACH",
    );
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
  });
});
