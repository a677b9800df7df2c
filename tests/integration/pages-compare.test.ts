import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pools } from "#db/schema/index.ts";
import { catalogueChanged } from "~/models/catalogue-cache.server";
import { getTestApp } from "../setup/test-app.ts";
import { getPage } from "../support/http.ts";
import { decodeHtml, hrefs, visibleText } from "../support/html.ts";

const SITE = "http://localhost:3000";

/** A page's answer, a redirect not followed. */
const page = (path: string) => getPage(path, { redirect: "manual" });
const locationOf = (answer: { response: Response }) => answer.response.headers.get("location");

/** The visible text of the page's main content, tags stripped, entities decoded. */
const mainText = (html: string) => visibleText(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "");

/** The column headers of the comparison: each pool's name. */
function columnNames(html: string): string[] {
  return [...html.matchAll(/<th scope="col" abbr="([^"]*)"/g)].map((m) => decodeHtml(m[1]!));
}

beforeAll(async () => {
  await getTestApp();
});

describe("/compare", () => {
  it("shows the pools side by side with their facts, estimate links and remove links", async () => {
    const { status, html } = await page("/compare?pools=8,2");
    expect(status).toBe(200);
    expect(columnNames(html)).toEqual(["Milan 10.20", "Ariel 16"]);
    const text = mainText(html);
    for (const fact of ["Length × width", "20' × 10'", "3,900 gallons", "$44,200", "3-5 days", "Built-in spa"]) {
      expect(text).toContain(fact);
    }
    expect(hrefs(html, "/estimate")).toEqual(
      expect.arrayContaining(["/estimate?poolId=8&sourcePage=compare", "/estimate?poolId=2&sourcePage=compare"]),
    );
    // Removing a pool is a link to the comparison without it.
    expect(hrefs(html, "/compare?")).toEqual(expect.arrayContaining(["/compare?pools=2", "/compare?pools=8"]));
    // Rows where the two differ are tagged.
    expect(text).toContain("Differs");
  });

  it("draws the plans at one scale: the 20 ft pool's drawing is narrower than the 40 ft pool's", async () => {
    const { html } = await page("/compare?pools=8,2");
    const widths = Object.fromEntries(
      [...html.matchAll(/src="\/pool-plans\/([\w-]+)\.svg"[^>]*style="width:([\d.]+)%"/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
    expect(widths["ariel-16"]).toBe(100);
    expect(widths["milan-10-20"]).toBeGreaterThan(40);
    expect(widths["milan-10-20"]).toBeLessThan(60);
  });

  it("is noindex with the catalogue as its canonical, and stays out of both sitemaps", async () => {
    const { html } = await page("/compare?pools=8,2");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pools"/>`);
    const xml = await page("/sitemap.xml");
    expect(xml.status).toBe(200);
    expect(xml.html).toContain(`${SITE}/pools</loc>`);
    expect(xml.html).not.toContain("/compare");
    const sitemap = await page("/sitemap");
    expect(sitemap.status).toBe(200);
    expect(hrefs(sitemap.html, "/compare")).toEqual([]);
  });

  it("drops what is not a pool number, repeated and unknown ids, and says so", async () => {
    const { status, html } = await page("/compare?pools=8,abc,8,999999,2");
    expect(status).toBe(200);
    expect(columnNames(html)).toEqual(["Milan 10.20", "Ariel 16"]);
    const text = mainText(html);
    expect(text).toContain("“abc” is not a pool number, so we left it out.");
    expect(text).toContain("Milan 10.20 was listed more than once; each pool is shown once.");
    expect(text).toContain("Pool 999999 is not in our catalog (a model may have been retired), so we left it out.");
  });

  it("shows the first four of more and names the ones it left out", async () => {
    const { html } = await page("/compare?pools=1,2,3,4,8");
    expect(columnNames(html)).toHaveLength(4);
    expect(columnNames(html)).not.toContain("Milan 10.20");
    expect(mainText(html)).toContain(
      "You can compare up to 4 pools at a time, so these are the first 4. Left out: Milan 10.20.",
    );
    // Full: no search box, a line saying why.
    expect(html).not.toContain('name="add"');
    expect(mainText(html)).toContain("Remove one to add another.");
  });

  it("leaves out an inactive pool", async () => {
    const app = await getTestApp();
    await app.db.update(pools).set({ isActive: false }).where(eq(pools.id, 3));
    catalogueChanged(app.db);
    try {
      const { html } = await page("/compare?pools=3,8,2&inactive-check");
      expect(columnNames(html)).toEqual(["Milan 10.20", "Ariel 16"]);
      expect(mainText(html)).toContain("Pool 3 is not in our catalog");
    } finally {
      await app.db.update(pools).set({ isActive: true }).where(eq(pools.id, 3));
      catalogueChanged(app.db);
    }
  });

  it("with no valid pool says so and links to the catalogue", async () => {
    const { status, html } = await page("/compare?pools=999999,abc");
    expect(status).toBe(200);
    expect(columnNames(html)).toEqual([]);
    expect(mainText(html)).toContain("None of these pools can be compared");
    expect(hrefs(html, "/pools")).toContain("/pools");
    const empty = await page("/compare");
    expect(mainText(empty.html)).toContain("No pools chosen yet");
  });

  it("adds a pool typed by name to the comparison", async () => {
    const added = await page("/compare?pools=8&add=ariel+16");
    expect(added.status).toBe(302);
    expect(locationOf(added)).toBe("/compare?pools=8,2");
    const withDiff = await page("/compare?pools=8&diff=1&add=Ariel%2016");
    expect(locationOf(withDiff)).toBe("/compare?pools=8,2&diff=1");
    const first = await page("/compare?add=Milan+10.20");
    expect(locationOf(first)).toBe("/compare?pools=8");
  });

  it("offers the choices when a name matches several pools, and says when none does", async () => {
    const several = await page("/compare?pools=8&add=astoria");
    expect(several.status).toBe(200);
    expect(mainText(several.html)).toContain("pools match “astoria”. Which one do you want to add?");
    expect(hrefs(several.html, "/compare?pools=8,")).toEqual(
      expect.arrayContaining(["/compare?pools=8,3", "/compare?pools=8,4", "/compare?pools=8,5"]),
    );
    const none = await page("/compare?pools=8&add=no+such+pool");
    expect(mainText(none.html)).toContain("No pool in our catalog is called “no such pool”.");
    // What was typed stays in the box.
    expect(none.html).toMatch(/name="add"[^>]*value="no such pool"/);
    const already = await page("/compare?pools=8&add=milan+10.20");
    expect(mainText(already.html)).toContain("Milan 10.20 is already in the comparison.");
  });

  it("suggests the other pools by name in the search box", async () => {
    const { html } = await page("/compare?pools=8,2");
    const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => decodeHtml(m[1]!));
    expect(options).toContain("Astoria 12");
    expect(options).not.toContain("Milan 10.20");
    expect(html).toContain('list="compare-pool-names"');
  });
});
