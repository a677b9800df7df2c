import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pools } from "#db/schema/index.ts";
import { POOLS_PER_PAGE } from "~/lib/catalogue/pool-paging";
import { catalogueChanged } from "~/models/catalogue-cache.server";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { getPage } from "../support/http.ts";
import { hrefs, jsonLd } from "../support/html.ts";

const SITE = "http://localhost:3000";

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
}

beforeAll(async () => {
  await getTestApp();
});

describe("pool detail page", () => {
  it("renders pool 8 by id with its specs, price, colours, estimate link and Product JSON-LD", async () => {
    const { status, html } = await getPage("/pool-detail/8");
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(["Milan 10.20"]);
    for (const text of ["Specifications", "Depth range", "3,900 gallons", "Built-in spa", "Plunge", "3-5 days"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("$44,200");
    expect(html).toContain("Crystal Collection");
    expect(html).toContain("Sapphire Blue");
    expect(html).toContain('src="/pool-plans/milan-10-20.svg"');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pool-detail/slug/milan-10-20"`);

    const estimate = hrefs(html, "/estimate?poolId=8");
    expect(estimate.length).toBeGreaterThan(0);
    const params = new URL(estimate[0]!, SITE).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      poolId: "8",
      poolName: "Milan 10.20",
      poolModel: "Milan 10.20",
      poolSeries: "Milan",
      poolShape: "Plunge",
      poolSize: "10' x 20'",
      poolDimensions: "10' x 20'",
      poolDepth: `4'10"`,
      poolManufacturer: "Latham",
      sourcePage: "pool-detail",
    });
    expect(html).toContain("Get a Free Estimate for this pool");

    const ld = jsonLd(html);
    const product = ld.find((entry) => entry["@type"] === "Product") as {
      name: string;
      offers: { price: number; priceCurrency: string };
    };
    expect(product.name).toBe("Milan 10.20");
    expect(product.offers).toMatchObject({ price: 44200, priceCurrency: "USD" });
    const breadcrumb = ld.find((entry) => entry["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(["Home", "Pools", "Milan 10.20"]);
  });

  it("renders a pool by slug, with similar pools of the same size", async () => {
    const { status, html } = await getPage("/pool-detail/slug/gulf-breeze");
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(["Gulf Breeze"]);
    expect(html).toContain("25-year structural");
    expect(html).toContain("Similar Small Pools");
    expect(jsonLd(html).some((entry) => entry["@type"] === "Product")).toBe(true);
    expect(hrefs(html, "/estimate?poolId=7&")[0]).toContain("sourcePage=pool-detail");
  });

  it("falls back to Classic Series for a pool without a series", async () => {
    const { html } = await getPage("/pool-detail/slug/gulf-breeze");
    expect(html).toContain("Classic Series");
  });

  it("shows a pool's photos with thumbnails, and a slideshow on its Latham card, when it has several", async () => {
    const app = await getTestApp();
    const photos = ["https://images.example.com/ariel-16-a.jpg", "https://images.example.com/ariel-16-b.jpg"];
    // SQL outside app/models: the catalogue cache must be told, as after a change made by hand.
    await app.db.update(pools).set({ images: photos }).where(eq(pools.slug, "ariel-16"));
    catalogueChanged(app.db);
    try {
      const { html } = await getPage("/pool-detail/slug/ariel-16");
      for (const photo of photos) expect(html).toContain(`src="${photo}"`);
      expect(html).toContain('aria-label="Show picture 2 of 2"');
      expect(html).toContain("Ariel 16 fiberglass pool, picture 1 of 2");
      const latham = await getPage("/latham-pools?q=ariel");
      expect(latham.html).toContain("Pause slideshow of Ariel 16");
    } finally {
      await app.db.update(pools).set({ images: [] }).where(eq(pools.slug, "ariel-16"));
      catalogueChanged(app.db);
    }
  });

  it.each(["/pool-detail/99999", "/pool-detail/abc", "/pool-detail/1e3", "/pool-detail/slug/nope"])(
    "answers %s with a real 404 page",
    async (path) => {
      const { status, html } = await getPage(path);
      expect(status).toBe(404);
      expect(html).toContain("404 Page Not Found");
    },
  );
});

describe("compact pool page", () => {
  it.each([
    "/10x20-fiberglass-pool",
    "/10x20-fiberglass-pool/",
    "/10x20-pool",
    "/10x20-pool/",
    "/compact-fiberglass-pools",
    "/compact-fiberglass-pools/",
    "/fiberglass-by-size/small-pools",
    "/fiberglass-by-size/small-pools/",
    "/fiberglass-by-size/compact-pools",
    "/fiberglass-by-size/compact-pools/",
    "/pool-sizes/10x20",
    "/pool-sizes/10x20/",
  ])("serves %s with the featured models and one canonical URL", async (path) => {
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    expect(h1s(html)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/10x20-fiberglass-pool"`);
    expect(hrefs(html, "/pool-detail/8")).toContain("/pool-detail/8");
    expect(hrefs(html, "/pool-detail/7")).toContain("/pool-detail/7");
  });

  it("has the estimate link, a call button, up to 6 compact pools by id, branches and testimonials", async () => {
    const { html } = await getPage("/10x20-fiberglass-pool");
    expect(hrefs(html, "/estimate?")).toContain("/estimate?poolSize=10x20&sourcePage=10x20-fiberglass-pool");
    expect(html).toMatch(/href="tel:\+1\d{10}"[^>]*>[^<]*<span aria-hidden="true" class="icon icon-Phone[\s\S]*?Call /);
    expect(html).toContain('src="/pool-plans/milan-10-20.svg"');
    expect(html).toContain("What Is a Plunge Pool?");
    expect(html).toContain("3-5 days");
    const gridLinks = new Set(hrefs(html, "/pool-detail/").filter((h) => !/^\/pool-detail\/[78]$/.test(h)));
    expect(gridLinks.size).toBeGreaterThan(0);
    expect(gridLinks.size).toBeLessThanOrEqual(6);
    for (const link of gridLinks) expect(link).toMatch(/^\/pool-detail\/\d+$/);
    expect(hrefs(html, "/pools")).toContain("/pools");
    for (const office of seededCompany.offices) expect(html).toContain(office.phone);
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expect(jsonLd(html).some((entry) => entry["@type"] === "HomeAndConstructionBusiness")).toBe(true);
  });
});

describe("Latham page", () => {
  it("renders the hero, the filter panel, the pool cards and both colour collections", async () => {
    const { status, html } = await getPage("/latham-pools");
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(["Latham Fiberglass Pools"]);
    expect(html).toContain("Schedule Consultation");
    expect(html).toContain('href="#latham-collection"');
    expect(html).toContain("Filter Pools");
    expect(html).toContain("Showing 34 of 34 pools");
    // The first page of cards, in catalogue order; the rest is one link away.
    expect(html).toContain(">Apollo 14</h3>");
    expect(html).not.toContain(">Milan 10.20</h3>");
    expect(html.match(/<article/g)).toHaveLength(POOLS_PER_PAGE);
    expect(html).toContain('href="/latham-pools?page=2#latham-collection"');
    expect(html).not.toContain("Gulf Breeze");
    const crystal = html.slice(html.indexOf("Crystal Collection"), html.indexOf("Classic Collection"));
    for (const color of ["Sapphire Blue", "Ocean Blue", "Night Sky", "Shale Gray", "Coastal Bronze", "Pearl White"]) {
      expect(crystal).toContain(color);
    }
    const classic = html.slice(html.indexOf("Classic Collection"), html.indexOf("Schedule Color Consultation"));
    for (const color of ["Sapphire Blue", "Ocean Blue", "Night Sky"]) expect(classic).toContain(color);
    expect(classic).not.toContain("Pearl White");
    const ld = jsonLd(html).find((entry) => entry["@type"] === "ItemList") as { numberOfItems: number };
    expect(ld.numberOfItems).toBe(POOLS_PER_PAGE);
  });

  it("pages the cards with the filters kept, the last page short", async () => {
    const last = await getPage("/latham-pools?page=3");
    expect(last.html).toContain("Pools 25–34 of 34");
    expect(last.html.match(/<article/g)).toHaveLength(10);
    expect(last.html).toContain('rel="canonical" href="http://localhost:3000/latham-pools?page=3"');
    const filtered = await getPage("/latham-pools?size=Large");
    const count = Number(/Showing (\d+) of 34 pools/.exec(filtered.html)![1]);
    if (count > POOLS_PER_PAGE)
      expect(filtered.html).toContain('href="/latham-pools?size=Large&amp;page=2#latham-collection"');
  });

  it("filters from the URL query without JavaScript and shows the empty state", async () => {
    const filtered = await getPage("/latham-pools?series=Milan");
    expect(filtered.html).toContain("Showing 3 of 34 pools");
    expect(filtered.html).toContain("Milan 10.20");
    expect(filtered.html).not.toContain(">Apollo 14<");
    const empty = await getPage("/latham-pools?q=no-such-pool");
    expect(empty.html).toContain("No pools found matching your criteria.");
  });
});

describe("San Juan page", () => {
  it("renders benefits, the series carousel, the gallery and the exact estimate and contact links", async () => {
    const { status, html } = await getPage("/san-juan-pools");
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(["San Juan Fiberglass Pools"]);
    expect(html).toContain("Explore San Juan Series");
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("Wylela");
    expect(html).not.toContain("Milan 10.20");
    expect(html).toContain("Showing 43 of 43 pools");
    const cardLinks = hrefs(html, "/estimate?poolId=");
    expect(cardLinks.length).toBe(POOLS_PER_PAGE);
    for (const link of cardLinks) expect(link).toMatch(/^\/estimate\?poolId=\d+&sourcePage=san-juan-pools$/);
    const all = [
      cardLinks,
      ...(await Promise.all(
        [2, 3, 4].map(async (n) => hrefs((await getPage(`/san-juan-pools?page=${n}`)).html, "/estimate?poolId=")),
      )),
    ].flat();
    expect(new Set(all).size).toBe(43);
    expect(all).toContain("/estimate?poolId=7&sourcePage=san-juan-pools");
    expect(hrefs(html, "/estimate?sourcePage=")).toContain("/estimate?sourcePage=san-juan-pools");
    expect(hrefs(html, "/contact?")).toContain("/contact?sourcePage=san-juan-pools");
    expect(jsonLd(html).some((entry) => entry["@type"] === "ItemList")).toBe(true);
  });

  it("puts one series slide in the HTML, with previous and next as links to the others", async () => {
    // React separates text parts with empty comments.
    const text = (html: string) => html.replaceAll("<!-- -->", "");
    const { html } = await getPage("/san-juan-pools");
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1);
    expect(text(html)).toMatch(/<a[^>]*href="\/san-juan-pools\?slide=2#san-juan-series-carousel"[^>]*>.*?Next series/);
    const second = await getPage("/san-juan-pools?slide=2");
    expect(second.html).toMatch(/aria-label="2 of \d+: [^"]+"/);
    expect(text(second.html)).toMatch(/href="\/san-juan-pools#san-juan-series-carousel"[^>]*>.*?Previous series/);
  });

  it("shows No San Juan Pools Found with links to /pools and /estimate when the filters match nothing", async () => {
    const { html } = await getPage("/san-juan-pools?q=no-such-pool");
    expect(html).toContain("No San Juan Pools Found");
    const empty = html.slice(html.indexOf("No San Juan Pools Found"));
    expect(empty).toMatch(/href="\/pools"/);
    expect(empty).toMatch(/href="\/estimate"/);
  });
});

describe("above-ground page", () => {
  it("renders the hero calls, benefits, the three series, what's included and closing calls", async () => {
    const { status, html } = await getPage("/above-ground-pools");
    expect(status).toBe(200);
    expect(h1s(html)).toHaveLength(1);
    expect(html).toContain("Get Free Estimate");
    expect(html).toContain('href="#series"');
    expect(html).toContain('id="series"');
    expect(html).toContain("Starting at $1,899");
    expect(html).toContain("1-2 day installation");
    for (const years of ["20 years", "15 years", "25 years"]) expect(html).toContain(years);
    expect(html).toContain("52 inches");
    expect(html).toContain("48 inches");
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain("What&#x27;s Included With Every Pool");
    expect(hrefs(html, "/estimate")).toContain("/estimate");
    expect(hrefs(html, "/contact")).toContain("/contact");
    expect(jsonLd(html).some((entry) => entry["@type"] === "HomeAndConstructionBusiness")).toBe(true);
  });
});
