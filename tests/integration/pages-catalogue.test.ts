import { beforeAll, describe, expect, it } from "vitest";
import { POOLS_PER_PAGE } from "~/lib/catalogue/pool-paging";
import { getTestApp } from "../setup/test-app.ts";
import { getPage } from "../support/http.ts";
import { decodeHtml, jsonLd, withoutScripts } from "../support/html.ts";

/** The text of each card heading (h3) in server order. */
function cardNames(html: string): string[] {
  return [...html.matchAll(/<h3 class="mt-1 text-lg font-bold text-ocean-950">([^<]+)<\/h3>/g)].map((m) => m[1]!);
}

/** The loader data the page hands to the browser (the stream script that carries it). */
const hydrationData = (html: string) =>
  [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes("loaderData")) ??
  "";

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

// The app opens its database once, under the hook's longer timeout rather than inside the first test's.
beforeAll(async () => {
  await getTestApp();
});

describe("catalogue /pools", () => {
  it("answers 200 with its title, one h1, the counts and the first page of pools", async () => {
    const { status, html } = await getPage("/pools");
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Premium Pool Collection \| Florida Fiberglass Pools<\/title>/);
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Premium Pool Collection<\/h1>/);
    expect(html).toContain('rel="canonical" href="http://localhost:3000/pools"');
    expect(html).toContain("Showing 77 of 77 pools");
    expect(html).toMatch(/>77<\/dd>/);
    expect(html).toContain("Find Your Pool");
    expect(cardNames(html)).toHaveLength(POOLS_PER_PAGE);
    expect(html).toContain("Pools 1–12 of 77");
    expect(decodeHtml(html)).toMatch(/<a[^>]*href="\/pools\?page=2#collection"[^>]*>Show more pools<\/a>/);
  });

  it("pages through every pool once, each page its own canonical address", async () => {
    // Detail links identify the pools (two models may share a name).
    const detailLinks = (html: string) => [...html.matchAll(/href="(\/pool-detail\/[^"#]+)"/g)].map((m) => m[1]!);
    const seen = detailLinks((await getPage("/pools")).html);
    for (let n = 2; n <= 7; n++) {
      const { status, html } = await getPage(`/pools?page=${n}`);
      expect(status).toBe(200);
      expect(html).toContain(`rel="canonical" href="http://localhost:3000/pools?page=${n}"`);
      expect(html).toMatch(new RegExp(`<title>Premium Pool Collection \\(Page ${n}\\)`));
      expect(html).toContain("Showing 77 of 77 pools");
      expect(decodeHtml(html)).toMatch(
        new RegExp(`href="/pools${n === 2 ? "" : `\\?page=${n - 1}`}#collection"[^>]*>Previous pools<`),
      );
      seen.push(...detailLinks(html));
    }
    expect(seen).toHaveLength(77);
    expect(new Set(seen).size).toBe(77);
    const last = (await getPage("/pools?page=7")).html;
    expect(last).toContain("Pools 73–77 of 77");
    expect(withoutScripts(last)).not.toContain("Show more pools");
  });

  it("answers a page number out of range with the last page and anything else with the first", async () => {
    const last = await getPage("/pools?page=99");
    expect(last.status).toBe(200);
    expect(last.html).toContain("Pools 73–77 of 77");
    expect(last.html).toContain('rel="canonical" href="http://localhost:3000/pools?page=7"');
    for (const bad of ["abc", "0", "-1", "2.5"]) {
      const { status, html } = await getPage(`/pools?page=${bad}`);
      expect(status).toBe(200);
      expect(html).toContain("Pools 1–12 of 77");
      expect(html).toContain('rel="canonical" href="http://localhost:3000/pools"');
    }
  });

  it("keeps the filters and the view in the page links, and pages the filtered results", async () => {
    const { html } = await getPage("/pools?shape=Rectangle&view=list");
    const count = Number(/Showing (\d+) of 77 pools/.exec(html)![1]);
    expect(count).toBeGreaterThan(POOLS_PER_PAGE);
    expect(decodeHtml(html)).toContain('href="/pools?shape=Rectangle&view=list&page=2#collection"');
    const second = await getPage("/pools?shape=Rectangle&view=list&page=2");
    expect(second.html).toContain(`Showing ${count} of 77 pools`);
    expect(second.html).toContain(`Pools 13–${Math.min(24, count)} of ${count}`);
    expect(second.html.match(/<dd>Rectangle<\/dd>/g)).toHaveLength(Math.min(12, count - 12));
    // Changing a filter starts again at the first page; without scripts the page opens at the results.
    expect(decodeHtml(second.html)).toMatch(/href="\/pools\?shape=Rectangle&size=Small&view=list#results"/);
  });

  it("hands the browser only the fields its cards show, and no inline drawing per card", async () => {
    const { html } = await getPage("/pools");
    const data = hydrationData(html);
    expect(data).toContain("Apollo 14");
    for (const field of ["finishOptions", "warranty", "installationTime", "productUrl", "updatedAt", "features"]) {
      // As a field's name (the page's texts may use the word).
      expect(data, field).not.toContain(`"${field}"`);
    }
    // Every pool's name travels once in the cards' data, not 77 times.
    expect(data).not.toContain(cardNames((await getPage("/pools?page=7")).html)[0]);
    expect(html).not.toContain("lucide-ruler");
    // The facts' icons are their terms' backgrounds: the term's text is read out, no picture element per card.
    expect(html.match(/<dt class="fact-term fact-term-dimensions">Dimensions<\/dt>/g)).toHaveLength(POOLS_PER_PAGE);
    expect(html).not.toContain('src="/images/icons/ruler.svg"');
    expect(html.match(/<img src="\/pool-plans\/[a-z0-9-]+\.svg"[^>]*width="800" height="500"/g)).toHaveLength(
      POOLS_PER_PAGE,
    );
  });

  it("renders a shared filtered URL on the server with only the matching pools", async () => {
    const { status, html } = await getPage("/pools?brand=San+Juan&size=Small");
    expect(status).toBe(200);
    const match = /Showing (\d+) of 77 pools/.exec(html);
    expect(match).not.toBeNull();
    const count = Number(match![1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(77);
    const onPage = Math.min(count, POOLS_PER_PAGE);
    expect(cardNames(html)).toHaveLength(onPage);
    // Each card shows its brand badge and its series and size line.
    expect(html.match(/>San Juan<\/span>/g)).toHaveLength(onPage);
    expect(html).not.toMatch(/>Latham<\/span>/);
    expect(html.match(/ · Small<\/p>/g)).toHaveLength(onPage);
    expect(html).toContain('aria-current="true"');
  });

  it("searches name, model, description, shape, manufacturer and series case-insensitively", async () => {
    const upper = await getPage("/pools?q=SPA");
    const lower = await getPage("/pools?q=spa");
    const count = Number(/Showing (\d+) of 77/.exec(upper.html)![1]);
    expect(count).toBeGreaterThan(0);
    expect(lower.html).toContain(`Showing ${count} of 77 pools`);
  });

  it("shows the empty state when nothing matches", async () => {
    const { html } = await getPage("/pools?q=no-such-pool-anywhere");
    expect(html).toContain("Showing 0 of 77 pools");
    expect(html).toContain("No pools match your current filters...");
    expect(html).toMatch(/href="\/pools#results"[^>]*>Clear<\/a>/);
  });

  it("lists the pools the page shows as ItemList JSON-LD", async () => {
    const all = jsonLd((await getPage("/pools")).html).find((d) => d["@type"] === "ItemList")!;
    expect(all.numberOfItems).toBe(POOLS_PER_PAGE);
    expect(all.itemListElement).toHaveLength(POOLS_PER_PAGE);
    const second = jsonLd((await getPage("/pools?page=2")).html).find((d) => d["@type"] === "ItemList")!;
    expect((second.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(
      cardNames((await getPage("/pools?page=2")).html),
    );
    const filtered = jsonLd((await getPage("/pools?brand=San+Juan&size=Small")).html).find(
      (d) => d["@type"] === "ItemList",
    )!;
    expect(filtered.numberOfItems).toBeLessThan(77);
  });

  it("grid cards link to the estimate with exactly the grid parameters", async () => {
    const links = estimateLinks((await getPage("/pools")).html);
    expect(links).toHaveLength(POOLS_PER_PAGE);
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
    const { html } = await getPage("/pools?view=list");
    const links = estimateLinks(html);
    expect(links).toHaveLength(POOLS_PER_PAGE);
    for (const url of links) expect([...url.searchParams.keys()]).toEqual(["poolId", "poolName", "poolDimensions"]);
  });

  it("links each card to its detail page by slug", async () => {
    const { html } = await getPage("/pools");
    expect(html).toContain('href="/pool-detail/slug/apollo-14"');
  });

  it("opens the filter sidebar as a GET form that keeps the view", async () => {
    const { html } = await getPage("/pools?filters=open&view=list&shape=Freeform");
    expect(html).toContain("Hide Filters");
    // Sent without scripts, the page opens at the results.
    expect(getForm(html, "/pools#results")).toBeDefined();
    expect(html).toContain('<input type="hidden" name="view" value="list"/>');
    expect(html).toContain("Apply Filters");
    expect(decodeHtml(html)).toMatch(/<option value="Freeform" selected="">Freeform<\/option>/);
  });
});

describe("modern pools /pools-modern", () => {
  it("answers 200 with its hero, the note and only the page's shapes", async () => {
    const { status, html } = await getPage("/pools-modern");
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
    expect(getForm(html, "/pools-modern#modern-results")).toBeDefined();
    const list = jsonLd(html).find((d) => d["@type"] === "ItemList")!;
    expect(list.numberOfItems).toBe(Math.min(count, POOLS_PER_PAGE));
  });

  it("filters on the server from the query, and shows the empty state", async () => {
    const all = Number(/Showing (\d+) of/.exec((await getPage("/pools-modern")).html)![1]);
    const spa = await getPage("/pools-modern?spa=yes");
    const spaCount = Number(/Showing (\d+) of/.exec(spa.html)![1]);
    expect(spaCount).toBeGreaterThan(0);
    expect(spaCount).toBeLessThan(all);
    const none = await getPage("/pools-modern?q=no-such-pool-anywhere");
    expect(none.html).toContain("No pools match your filters");
    expect(none.html).toContain("Try adjusting your filter criteria to see more results");
    // The filter bar stays so the visitor can widen the search.
    expect(none.html).toContain("Apply Filters");
  });
});
