import { beforeAll, describe, expect, it } from "vitest";
import { getTestApp } from "../setup/test-app.ts";
import { getPage } from "../support/http.ts";
import { decodeHtml, hrefs, visibleText, withoutScripts } from "../support/html.ts";

const SITE = "http://localhost:3000";

/** A page's answer, a redirect not followed. */
const page = (path: string) => getPage(path, { redirect: "manual" });

const mainText = (html: string) => visibleText(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "");

/** The pool cards' headings, in order. */
function cardNames(html: string): string[] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<article[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => decodeHtml(m[1]!));
}

beforeAll(async () => {
  await getTestApp();
});

describe("/favorites", () => {
  it("shows a shared list from the address, in its order, with compare, share and estimate links", async () => {
    const { status, html } = await page("/favorites?pools=8,2");
    expect(status).toBe(200);
    expect(cardNames(html)).toEqual(["Milan 10.20", "Ariel 16"]);
    expect(mainText(html)).toContain("Shared favorite pools");
    expect(hrefs(html, "/compare")).toContain("/compare?pools=8,2");
    expect(hrefs(html, "/favorites?")).toContain("/favorites?pools=8,2");
    expect(hrefs(html, "/estimate")).toContain("/estimate?interestedPoolIds=8,2&sourcePage=favorites");
    // The cards' hearts need the scripts (localStorage): they are not in the served HTML, so no dead control.
    expect(withoutScripts(html)).not.toContain("to favorites");
  });

  it("takes repeated pools parameters, compares only the first four", async () => {
    const { html } = await page("/favorites?pools=1&pools=2&pools=3,4,8");
    expect(cardNames(html)).toHaveLength(5);
    expect(hrefs(html, "/compare")).toContain("/compare?pools=1,2,3,4");
    expect(mainText(html)).toContain("Compare the first 4");
  });

  it("drops junk, repeats and unknown ids, and says when pools were left out", async () => {
    const { status, html } = await page("/favorites?pools=8,abc,8,999999,2");
    expect(status).toBe(200);
    expect(cardNames(html)).toEqual(["Milan 10.20", "Ariel 16"]);
    expect(mainText(html)).toContain("Some pools of this link are no longer in our catalog");
    const none = await page("/favorites?pools=999999,x");
    expect(cardNames(none.html)).toEqual([]);
    expect(mainText(none.html)).toContain("None of the pools in this link are in our catalog.");
    expect(hrefs(none.html, "/pools")).toContain("/pools");
  });

  it("without a list renders no cards on the server (the list lives in the browser)", async () => {
    const { status, html } = await page("/favorites");
    expect(status).toBe(200);
    expect(cardNames(html)).toEqual([]);
    expect(mainText(html)).toContain("Your favorite pools");
  });

  it("is noindex with the catalogue as its canonical, and stays out of both sitemaps", async () => {
    const { html } = await page("/favorites?pools=8,2");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pools"/>`);
    const xml = await page("/sitemap.xml");
    expect(xml.html).not.toContain("/favorites");
    const sitemap = await page("/sitemap");
    expect(hrefs(sitemap.html, "/favorites")).toEqual([]);
  });
});
