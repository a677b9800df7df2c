import { describe, expect, it } from "vitest";
import { getTestApp } from "../setup/test-app.ts";

async function page(path: string) {
  const app = await getTestApp();
  const response = await app.request(path);
  return { status: response.status, html: await response.text() };
}

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The text of each card heading (h3) in server order. */
function cardNames(html: string): string[] {
  return [...html.matchAll(/<h3 class="mt-1 text-lg font-bold text-ocean-950">([^<]+)<\/h3>/g)].map((m) => m[1]!);
}

/** Every /estimate link of the page, decoded. */
function estimateLinks(html: string): URL[] {
  return [...html.matchAll(/href="(\/estimate\?[^"]+)"/g)].map(
    (m) => new URL(m[1]!.replaceAll("&amp;", "&"), "http://x"),
  );
}

/** The opening tag of the page's GET form to the given path, or undefined. */
const getForm = (html: string, action: string) =>
  [...html.matchAll(/<form[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`action="${action}"`) && tag.includes('method="get"'));

const decode = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');

describe("catalogue /pools", () => {
  it("answers 200 with its title, one h1, the counts and every pool", async () => {
    const { status, html } = await page("/pools");
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Premium Pool Collection \| Florida Fiberglass Pools<\/title>/);
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Premium Pool Collection<\/h1>/);
    expect(html).toContain('rel="canonical" href="http://localhost:3000/pools"');
    expect(html).toContain("Showing 77 of 77 pools");
    expect(html).toMatch(/>77<\/dd>/);
    expect(html).toContain("Find Your Pool");
    expect(cardNames(html)).toHaveLength(77);
  });

  it("renders a shared filtered URL on the server with only the matching pools", async () => {
    const { status, html } = await page("/pools?brand=San+Juan&size=Small");
    expect(status).toBe(200);
    const match = /Showing (\d+) of 77 pools/.exec(html);
    expect(match).not.toBeNull();
    const count = Number(match![1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(77);
    expect(cardNames(html)).toHaveLength(count);
    // Each card shows its brand badge and its series and size line.
    expect(html.match(/>San Juan<\/span>/g)).toHaveLength(count);
    expect(html).not.toMatch(/>Latham<\/span>/);
    expect(html.match(/ · Small<\/p>/g)).toHaveLength(count);
    expect(html).toContain('aria-current="true"');
  });

  it("searches name, model, description, shape, manufacturer and series case-insensitively", async () => {
    const upper = await page("/pools?q=SPA");
    const lower = await page("/pools?q=spa");
    const count = Number(/Showing (\d+) of 77/.exec(upper.html)![1]);
    expect(count).toBeGreaterThan(0);
    expect(lower.html).toContain(`Showing ${count} of 77 pools`);
  });

  it("shows the empty state when nothing matches", async () => {
    const { html } = await page("/pools?q=no-such-pool-anywhere");
    expect(html).toContain("Showing 0 of 77 pools");
    expect(html).toContain("No pools match your current filters...");
    expect(html).toMatch(/href="\/pools"[^>]*>Clear<\/a>/);
  });

  it("lists the first 15 matching pools as ItemList JSON-LD", async () => {
    const all = jsonLd((await page("/pools")).html).find((d) => d["@type"] === "ItemList")!;
    expect(all.numberOfItems).toBe(77);
    expect(all.itemListElement).toHaveLength(15);
    const filtered = jsonLd((await page("/pools?brand=San+Juan&size=Small")).html).find(
      (d) => d["@type"] === "ItemList",
    )!;
    expect(filtered.numberOfItems).toBeLessThan(77);
  });

  it("grid cards link to the estimate with exactly the grid parameters", async () => {
    const links = estimateLinks((await page("/pools")).html);
    expect(links).toHaveLength(77);
    for (const url of links) {
      const keys = [...url.searchParams.keys()];
      expect(
        keys.every((k) =>
          [
            "poolName",
            "poolSeries",
            "poolShape",
            "poolSize",
            "poolLength",
            "poolWidth",
            "poolDepth",
            "poolManufacturer",
            "sourcePage",
          ].includes(k),
        ),
      ).toBe(true);
      expect(url.searchParams.get("sourcePage")).toBe("pools");
      expect(url.searchParams.get("poolName")).toBeTruthy();
      expect(url.searchParams.get("poolManufacturer")).toBeTruthy();
    }
    const apollo = links.find((u) => u.searchParams.get("poolName") === "Apollo 14")!;
    expect([...apollo.searchParams.keys()]).toEqual([
      "poolName",
      "poolShape",
      "poolSize",
      "poolLength",
      "poolWidth",
      "poolDepth",
      "poolManufacturer",
      "sourcePage",
    ]);
    expect(apollo.searchParams.get("poolSize")).toBe("14' x 32'");
  });

  it("list rows link to the estimate with poolId, poolName and poolDimensions only", async () => {
    const { html } = await page("/pools?view=list");
    const links = estimateLinks(html);
    expect(links).toHaveLength(77);
    for (const url of links) expect([...url.searchParams.keys()]).toEqual(["poolId", "poolName", "poolDimensions"]);
  });

  it("links each card to its detail page by slug", async () => {
    const { html } = await page("/pools");
    expect(html).toContain('href="/pool-detail/slug/apollo-14"');
  });

  it("opens the filter sidebar as a GET form that keeps the view", async () => {
    const { html } = await page("/pools?filters=open&view=list&shape=Freeform");
    expect(html).toContain("Hide Filters");
    expect(getForm(html, "/pools")).toBeDefined();
    expect(html).toContain('<input type="hidden" name="view" value="list"/>');
    expect(html).toContain("Apply Filters");
    expect(decode(html)).toMatch(/<option value="Freeform" selected="">Freeform<\/option>/);
  });
});

describe("modern pools /pools-modern", () => {
  it("answers 200 with its hero, the note and only the page's shapes", async () => {
    const { status, html } = await page("/pools-modern");
    expect(status).toBe(200);
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(html).toContain('href="#collection"');
    expect(html).toContain("View All Pools");
    expect(html).toContain("Get Free Quote");
    expect(html).toContain("automatically filtered for Rectangle and Rectangle, built-in spa pools");
    expect(html).toContain("Why Choose Fiberglass Pools?");
    for (const text of ["Low Maintenance", "Quick Installation", "Durable Design"]) expect(html).toContain(text);
    const count = Number(/Showing (\d+) of (\d+) pools/.exec(html)![1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(77);
    expect(getForm(html, "/pools-modern")).toBeDefined();
    const list = jsonLd(html).find((d) => d["@type"] === "ItemList")!;
    expect(list.numberOfItems).toBe(count);
  });

  it("filters on the server from the query, and shows the empty state", async () => {
    const all = Number(/Showing (\d+) of/.exec((await page("/pools-modern")).html)![1]);
    const spa = await page("/pools-modern?spa=yes");
    const spaCount = Number(/Showing (\d+) of/.exec(spa.html)![1]);
    expect(spaCount).toBeGreaterThan(0);
    expect(spaCount).toBeLessThan(all);
    const none = await page("/pools-modern?q=no-such-pool-anywhere");
    expect(none.html).toContain("No pools match your filters");
    expect(none.html).toContain("Try adjusting your filter criteria to see more results");
    // The filter bar stays so the visitor can widen the search.
    expect(none.html).toContain("Apply Filters");
  });
});
