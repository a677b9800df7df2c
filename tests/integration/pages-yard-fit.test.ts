import { beforeAll, describe, expect, it } from "vitest";
import { YARD_FIT_MESSAGES } from "~/lib/schemas/yard-fit";
import { POOLS_PER_PAGE } from "~/lib/catalogue/pool-paging";
import { YARD_DEFAULTS, poolFit, poolsThatFit, type Yard } from "~/lib/catalogue/yard-fit";
import { POOL_DATA } from "#db/seed/pools.ts";
import { getTestApp } from "../setup/test-app.ts";
import { getPage } from "../support/http.ts";
import { decodeHtml, withoutScripts } from "../support/html.ts";

// "Will it fit my yard?" on /pools (decision 029), as the server renders it: what a visitor without scripts, a
// shared link or a reload gets.

/** A page's answer, its HTML decoded as a person reads the text. */
async function page(path: string) {
  const { status, html } = await getPage(path);
  return { status, html: decodeHtml(html) };
}

/** The seeded catalogue's pools that fit a yard, by the same arithmetic the page uses. */
const fittingCount = (yard: Partial<Yard> & { width: number; depth: number }) =>
  poolsThatFit(
    POOL_DATA.map((pool) => ({ length: pool.lengthFt, width: pool.widthFt, shape: pool.shape })),
    { ...YARD_DEFAULTS, ...yard },
  );

const cardNames = (html: string) =>
  [...html.matchAll(/<h3 class="mt-1 text-lg font-bold text-ocean-950">([^<]+)<\/h3>/g)].map((m) => m[1]!);

/** An input of the yard form, by its name: its whole tag. */
const field = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

beforeAll(async () => {
  await getTestApp();
});

describe("Will it fit my yard? on /pools", () => {
  it("offers a closed GET form with the default distances when no yard is given, and changes nothing else", async () => {
    const { html } = await page("/pools");
    expect(html).toMatch(/<details id="yard-fit" class="[^"]*">/);
    expect(html).toContain("Will it fit my yard?");
    expect(field(html, "yardWidth")).toContain('value=""');
    expect(field(html, "houseSetback")).toContain('value="5"');
    expect(field(html, "lineSetback")).toContain('value="5"');
    expect(field(html, "deck")).toContain('value="3"');
    expect(html).toContain("Showing 77 of 77 pools");
    expect(html).not.toContain('class="yard-plot"');
  });

  it("lists only the pools that fit, each drawn in the yard, and keeps the yard in the next page's link", async () => {
    const fitting = fittingCount({ width: 30, depth: 40 });
    expect(fitting.length).toBeGreaterThan(POOLS_PER_PAGE);
    const { status, html } = await page("/pools?yardWidth=30&yardDepth=40");
    expect(status).toBe(200);
    expect(html).toMatch(/<details id="yard-fit" open="" class="[^"]*">/);
    expect(html).toContain(`Showing ${fitting.length} of 77 pools`);
    expect(html).toContain(
      "Your yard: 30 ft wide by 40 ft deep, keeping 5 ft from the house and 5 ft from the property lines, with a 3 ft deck border.",
    );
    expect(
      html.match(
        /role="img" aria-label="Plan of the pool and its deck in your 30 ft by 40 ft yard, the house at the top"/g,
      ),
    ).toHaveLength(POOLS_PER_PAGE);
    expect(withoutScripts(html).match(/Fits your yard/g)).toHaveLength(POOLS_PER_PAGE);
    expect(html).toContain('href="/pools?yardWidth=30&yardDepth=40&page=2#collection"');
    // The view, the panel and the quick filters carry the yard too, and without scripts open at the results.
    expect(html).toContain('href="/pools?yardWidth=30&yardDepth=40&view=list#results"');
    expect(html).toContain('href="/pools?shape=Freeform&yardWidth=30&yardDepth=40#results"');
    expect(html).toMatch(/<form [^>]*action="\/pools#results"/);

    const second = await page("/pools?yardWidth=30&yardDepth=40&page=2");
    expect(second.html).toContain(`Showing ${fitting.length} of 77 pools`);
    expect(cardNames(second.html)).toHaveLength(Math.min(POOLS_PER_PAGE, fitting.length - POOLS_PER_PAGE));
  });

  it("says on each card how the pool lies and the spare feet on each side", async () => {
    const yard = { ...YARD_DEFAULTS, width: 30, depth: 40 };
    const { html } = await page("/pools?yardWidth=30&yardDepth=40");
    const cards = [
      ...html.matchAll(/<h3 [^>]*>([^<]+)<\/h3>[\s\S]*?Fits your yard<\/strong>\n([^\n]+)\n([^\n]+)\n([^<]+)</g),
    ];
    expect(cards).toHaveLength(POOLS_PER_PAGE);
    for (const [, name, way, side, ends] of cards) {
      const record = POOL_DATA.find((pool) => pool.model === name)!;
      const fit = poolFit({ length: record.lengthFt, width: record.widthFt }, yard)!;
      expect(way, name).toBe(fit.orientation === "along" ? "Length along the house" : "Length away from the house");
      expect(side, name).toBe(`${fit.spare.left} ft spare on each side`);
      expect(ends, name).toBe(`${fit.spare.house} ft spare at the house and the back`);
    }
  });

  it("combines with the other filters, and the forms carry each other's fields", async () => {
    const rectangles = fittingCount({ width: 40, depth: 50, deck: 0 }).filter((p) => p.pool.shape === "Rectangle");
    const { html } = await page("/pools?shape=Rectangle&yardWidth=40&yardDepth=50&deck=0&filters=open&view=list");
    expect(html).toContain(`Showing ${rectangles.length} of 77 pools`);
    expect(html).toContain("with no deck border");
    // The yard form keeps the filters and the view; the filter panel keeps the yard.
    expect(html).toContain('<input type="hidden" name="shape" value="Rectangle"/>');
    expect(html).toContain('<input type="hidden" name="filters" value="open"/>');
    expect(html).toContain('<input type="hidden" name="yardWidth" value="40"/>');
    expect(html).toContain('<input type="hidden" name="deck" value="0"/>');
    expect(field(html, "deck")).toContain('value="0"');
  });

  it("puts a clear message beside each wrong field, tied to it, and still shows every pool", async () => {
    const { html } = await page("/pools?yardWidth=thirty&yardDepth=0&houseSetback=-2&lineSetback=600&deck=");
    expect(html).toContain("Showing 77 of 77 pools");
    for (const [name, message] of [
      ["yardWidth", YARD_FIT_MESSAGES.notANumber],
      ["yardDepth", YARD_FIT_MESSAGES.sizePositive],
      ["houseSetback", YARD_FIT_MESSAGES.distanceNotNegative],
      ["lineSetback", YARD_FIT_MESSAGES.tooLarge],
    ] as const) {
      const input = field(html, name);
      expect(input, name).toContain('aria-invalid="true"');
      const errorId = /aria-describedby="([^" ]+)/.exec(input)![1]!;
      expect(html, name).toContain(`<p id="${errorId}" class="mt-1 text-sm font-medium text-red-700">${message}</p>`);
    }
    // What was typed stays in the field; a blank distance shows the default it counts as.
    expect(field(html, "yardWidth")).toContain('value="thirty"');
    expect(field(html, "deck")).toContain('value="3"');
    expect(field(html, "deck")).not.toContain("aria-invalid");
    expect(html).toContain("check your yard's figures");

    const empty = await page("/pools?yardWidth=&yardDepth=40");
    expect(empty.html).toContain(YARD_FIT_MESSAGES.widthRequired);
  });

  it("suggests the nearest sizes, with the yard each needs, when no pool fits", async () => {
    const { html } = await page("/pools?yardWidth=20&yardDepth=20");
    expect(html).toContain("Showing 0 of 77 pools");
    expect(html).toContain("No pool fits your yard");
    expect(withoutScripts(html)).not.toContain("No pools match your current filters...");
    const suggestions = [...html.matchAll(/needs a yard ([\d.]+) ft wide by ([\d.]+) ft deep: ([^<]+)\./g)];
    expect(suggestions).toHaveLength(3);
    for (const [, width, depth] of suggestions) {
      expect(Number(width)).toBeGreaterThanOrEqual(20);
      expect(Number(depth)).toBeGreaterThanOrEqual(20);
    }
    // The smallest pools come first: 8 × 14 ft needs 10 ft more width and 4 ft more depth.
    expect(suggestions[0]![3]).toBe("10 ft wider and 4 ft deeper");
    expect(html).toMatch(/<a [^>]*href="\/pools#results"[^>]*>Show every pool<\/a>/);
  });
});
