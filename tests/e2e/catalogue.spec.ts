import { type Page } from "@playwright/test";
import { POOLS_PER_PAGE } from "../../app/lib/catalogue/pool-paging.ts";
import { expectInViewBelowHeader } from "./support/in-view.ts";
import { expect as baseExpect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// Each filter change asks the server for the page's results (a .data
// request) before the URL and the cards change: give a slow, shared machine
// time to answer before a check gives up.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Pools in the seeded catalogue: the count heading says this total on every page. */
const TOTAL = 77;

const results = (page: Page) => page.getByRole("region", { name: /^Showing \d+ of \d+ pools$/ });
const countHeading = (page: Page) => page.getByRole("heading", { name: /^Showing \d+ of \d+ pools$/ });
const quickGroup = (page: Page, name: "Brand" | "Shape" | "Size") =>
  page.getByRole("group", { name: "Quick filters" }).getByRole("group", { name });

/** Open a page and wait until React has hydrated it, so controls run their scripts rather than reload the page. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

/** The number in "Showing N of 77 pools", once the results are not waiting for the server (aria-busy). */
async function shownCount(page: Page): Promise<number> {
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  const text = (await countHeading(page).textContent()) ?? "";
  return Number(/Showing (\d+) of/.exec(text)?.[1] ?? NaN);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`catalogue at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("opens and closes the Find Your Pool filters", async ({ page }) => {
      await visit(page, "/pools");
      await expect(page.getByRole("heading", { level: 1, name: "Premium Pool Collection" })).toBeVisible();
      await expect(countHeading(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} pools`);
      await expect(results(page).getByRole("article")).toHaveCount(POOLS_PER_PAGE);

      const open = page.getByRole("link", { name: "Find Your Pool" });
      await expect(open).toHaveAttribute("aria-expanded", "false");
      await open.click();
      await expect(page).toHaveURL(/[?&]filters=open/);
      const panel = page.getByRole("region", { name: "Filter Pools" });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("button", { name: "Apply Filters" })).toBeVisible();

      const hide = page.getByRole("link", { name: "Hide Filters" });
      await expect(hide).toHaveAttribute("aria-expanded", "true");
      await hide.click();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL("/pools");
    });

    test("switches between grid and list, each with its own estimate link", async ({ page }) => {
      await visit(page, "/pools");
      const view = page.getByRole("group", { name: "View" });
      await expect(view.getByRole("link", { name: "Grid" })).toHaveAttribute("aria-current", "true");
      const firstEstimate = results(page)
        .getByRole("link", { name: /^Get Estimate for / })
        .first();
      await expect(firstEstimate).toHaveAttribute("href", /sourcePage=pools/);

      await view.getByRole("link", { name: "List" }).click();
      await expect(page).toHaveURL(/[?&]view=list/);
      await expect(view.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
      await expect(firstEstimate).toHaveAttribute(
        "href",
        /^\/estimate\?poolId=\d+&poolName=[^&]+&poolDimensions=[^&]+$/,
      );

      await view.getByRole("link", { name: "Grid" }).click();
      await expect(page).toHaveURL("/pools");
      await expect(firstEstimate).toHaveAttribute("href", /sourcePage=pools/);
    });

    test("quick filters narrow the list, toggle off, and Clear resets", async ({ page }) => {
      await visit(page, "/pools");
      await quickGroup(page, "Shape").getByRole("link", { name: "Freeform", exact: true }).click();
      await expect(page).toHaveURL("/pools?shape=Freeform");
      await expect(quickGroup(page, "Shape").getByRole("link", { name: "Freeform", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      // The address changes as the navigation starts; the count once the server's page has arrived.
      await expect.poll(() => shownCount(page)).toBeLessThan(TOTAL);
      const freeform = await shownCount(page);
      expect(freeform).toBeGreaterThan(0);
      await expect(results(page).getByText("Shape:")).toHaveCount(Math.min(freeform, POOLS_PER_PAGE));
      await expect(results(page).getByRole("article").filter({ hasNotText: "Freeform" })).toHaveCount(0);

      await quickGroup(page, "Size").getByRole("link", { name: "Small", exact: true }).click();
      await expect(page).toHaveURL("/pools?shape=Freeform&size=Small");
      await expect.poll(() => shownCount(page)).toBeLessThan(freeform);
      await expect(quickGroup(page, "Size").getByRole("link", { name: "Small" })).toHaveAttribute(
        "aria-current",
        "true",
      );

      // The active chip again removes it.
      await quickGroup(page, "Size").getByRole("link", { name: "Small" }).click();
      await expect(page).toHaveURL("/pools?shape=Freeform");
      await expect.poll(() => shownCount(page)).toBe(freeform);

      await page.getByRole("group", { name: "Quick filters" }).getByRole("link", { name: "Clear" }).click();
      await expect(page).toHaveURL("/pools");
      await expect(countHeading(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} pools`);
    });

    test("search filters as the visitor types, case-insensitively, and the URL keeps it", async ({ page }) => {
      await visit(page, "/pools?filters=open");
      const search = page.getByRole("searchbox", { name: "Search pools" });
      await search.fill("SPA");
      await expect.poll(() => shownCount(page)).toBeLessThan(TOTAL);
      const upper = await shownCount(page);
      expect(upper).toBeGreaterThan(0);
      await expect(page).toHaveURL(/[?&]q=SPA/);

      await search.fill("spa");
      await expect(page).toHaveURL(/[?&]q=spa/);
      expect(await shownCount(page)).toBe(upper);

      await search.fill("san juan");
      await expect(page).toHaveURL(/[?&]q=san\+juan/);
      await expect(results(page).getByRole("article").filter({ hasNotText: "San Juan" })).toHaveCount(0);
    });

    test("a filtered view survives a reload", async ({ page }) => {
      await visit(page, "/pools");
      // Each control's link carries the current state: wait for each change to show before the next.
      await quickGroup(page, "Brand").getByRole("link", { name: "San Juan" }).click();
      await expect(quickGroup(page, "Brand").getByRole("link", { name: "San Juan" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      const view = page.getByRole("group", { name: "View" });
      await view.getByRole("link", { name: "List" }).click();
      await expect(view.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
      await page.getByRole("link", { name: "Find Your Pool" }).click();
      await page.getByRole("combobox", { name: "Size" }).selectOption("Small");
      await expect(page).toHaveURL("/pools?brand=San+Juan&size=Small&view=list&filters=open");
      await expect(quickGroup(page, "Size").getByRole("link", { name: "Small" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      const count = await shownCount(page);

      await page.reload();
      await expect(page).toHaveURL("/pools?brand=San+Juan&size=Small&view=list&filters=open");
      await expect.poll(() => shownCount(page)).toBe(count);
      await expect(page.getByRole("combobox", { name: "Brand" })).toHaveValue("San Juan");
      await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("Small");
      await expect(page.getByRole("link", { name: "Hide Filters" })).toBeVisible();
      await expect(page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });

    test("shows the empty state and clears it", async ({ page }) => {
      await visit(page, "/pools?filters=open");
      await page.getByRole("searchbox", { name: "Search pools" }).fill("no pool has this name");
      const empty = page.getByText("No pools match your current filters...", { exact: true });
      await expect(empty).toBeVisible();
      await expect(countHeading(page)).toHaveText(`Showing 0 of ${TOTAL} pools`);
      await results(page).getByRole("link", { name: "Clear" }).click();
      await expect(empty).toBeHidden();
      await expect(countHeading(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} pools`);
      await expect(page.getByRole("searchbox", { name: "Search pools" })).toHaveValue("");
    });

    test("Clear pressed before the typed search reaches the URL wins", async ({ page }) => {
      // The page's timers run on a clock the test can move on (it keeps time meanwhile).
      await page.clock.install();
      await visit(page, "/pools?filters=open");
      const search = page.getByRole("searchbox", { name: "Search pools" });
      await search.fill("Milan");
      await page.getByRole("group", { name: "Quick filters" }).getByRole("link", { name: "Clear" }).click();
      await expect(search).toHaveValue("");
      // The box commits its text 250 ms after the last key: past that, a commit left waiting would have run and
      // asked for the typed search; the results then wait for the server until its answer is shown.
      await page.clock.runFor(1_000);
      await expect(results(page)).toHaveAttribute("aria-busy", "false");
      await expect(search).toHaveValue("");
      expect(new URL(page.url()).searchParams.has("q")).toBe(false);
      await expect(countHeading(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} pools`);
    });

    test("the modern page scrolls to its collection, filters and shows its empty state", async ({ page }) => {
      await visit(page, "/pools-modern");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(
        page.getByText("automatically filtered for Rectangle and Rectangle, built-in spa pools"),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/estimate");
      await page.getByRole("link", { name: "View All Pools" }).click();
      await expect(page.getByRole("heading", { name: "Rectangle and Built-In Spa Pools" })).toBeInViewport();

      const modernCount = async () =>
        Number(/Showing (\d+) of/.exec((await page.getByText(/^Showing \d+ of \d+ pools$/).textContent()) ?? "")?.[1]);
      const all = await modernCount();
      expect(all).toBeGreaterThan(0);
      const firstCard = page.getByRole("article").first();
      await expect(firstCard.getByRole("link", { name: /^Get Quote/ })).toHaveAttribute("href", "/estimate");
      await expect(firstCard.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
        "href",
        /^\/pool-detail\/slug\//,
      );

      await page.getByRole("combobox", { name: "Built-in spa" }).selectOption({ label: "With built-in spa" });
      await expect(page).toHaveURL("/pools-modern?spa=yes");
      await expect.poll(modernCount).toBeLessThan(all);

      await page.getByRole("searchbox", { name: "Search" }).fill("no pool has this name");
      await expect(page.getByRole("heading", { name: "No pools match your filters" })).toBeVisible();
      // The search reaches the URL after a short pause in typing; Clear is pressed after that.
      await expect(page).toHaveURL(/q=no\+pool/);
      await expect(page.getByText("Try adjusting your filter criteria to see more results")).toBeVisible();
      await page.getByRole("form", { name: "Filter modern pools" }).getByRole("link", { name: "Clear" }).click();
      await expect(page).toHaveURL("/pools-modern");
      await expect.poll(modernCount).toBe(all);
    });
  });
}

test.describe("catalogue pages", () => {
  const more = (page: Page) => page.getByRole("navigation", { name: "More pools" });

  test("Show more pools appends the next page in place and the address keeps it", async ({ page }) => {
    test.slow();
    await visit(page, "/pools");
    const cards = results(page).getByRole("article");
    await expect(cards).toHaveCount(POOLS_PER_PAGE);
    const firstName = await cards.first().getByRole("heading").textContent();
    await more(page).getByRole("link", { name: "Show more pools" }).click();
    await expect(cards).toHaveCount(2 * POOLS_PER_PAGE);
    await expect(page).toHaveURL("/pools?page=2");
    await expect(cards.first().getByRole("heading")).toHaveText(firstName!);
    await expect(more(page)).toContainText(`Pools 1–${2 * POOLS_PER_PAGE} of ${TOTAL}`);
    await expect(countHeading(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} pools`);
    const names = await cards.getByRole("heading").allTextContents();

    // The view changes nothing of what is on screen.
    await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL("/pools?view=list&page=2");
    await expect(cards).toHaveCount(2 * POOLS_PER_PAGE);

    // A reload shows the page the address names, with the way back to the one before.
    await page.reload();
    await expect(cards).toHaveCount(POOLS_PER_PAGE);
    await expect(cards.getByRole("heading")).toHaveText(names.slice(POOLS_PER_PAGE));
    await expect(more(page)).toContainText(`Pools ${POOLS_PER_PAGE + 1}–${2 * POOLS_PER_PAGE} of ${TOTAL}`);
    await expect(more(page).getByRole("link", { name: "Previous pools" })).toHaveAttribute(
      "href",
      "/pools?view=list#collection",
    );
  });

  test("a filter starts again at the first page, and more pages keep the filter", async ({ page }) => {
    test.slow();
    await visit(page, "/pools");
    const cards = results(page).getByRole("article");
    await more(page).getByRole("link", { name: "Show more pools" }).click();
    await expect(cards).toHaveCount(2 * POOLS_PER_PAGE);
    await quickGroup(page, "Shape").getByRole("link", { name: "Rectangle", exact: true }).click();
    await expect(page).toHaveURL("/pools?shape=Rectangle");
    // The address changes as the navigation starts; the count once the server's page has arrived.
    await expect.poll(() => shownCount(page)).toBeLessThan(TOTAL);
    const rectangles = await shownCount(page);
    expect(rectangles).toBeGreaterThan(POOLS_PER_PAGE);
    await expect(cards).toHaveCount(POOLS_PER_PAGE);
    await more(page).getByRole("link", { name: "Show more pools" }).click();
    await expect(page).toHaveURL("/pools?shape=Rectangle&page=2");
    await expect(cards).toHaveCount(Math.min(rectangles, 2 * POOLS_PER_PAGE));
    await expect(cards.filter({ hasNotText: "Shape:Rectangle" })).toHaveCount(0);
    await expect(countHeading(page)).toHaveText(`Showing ${rectangles} of ${TOTAL} pools`);
  });
});

test.describe("catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sidebar form, quick filters and toggles still filter on the server", async ({ page }) => {
    await page.goto("/pools");
    await page.getByRole("link", { name: "Find Your Pool" }).click();
    await expect(page).toHaveURL("/pools?filters=open#catalogue-filters");
    await page.getByRole("combobox", { name: "Brand" }).selectOption("San Juan");
    await page.getByRole("combobox", { name: "Size" }).selectOption("Small");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/pools\?(.*&)?brand=San\+Juan&(.*&)?size=Small/);
    const count = await shownCount(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(TOTAL);
    await expect(results(page).getByRole("article").filter({ hasNotText: "San Juan" })).toHaveCount(0);

    await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
    expect(await shownCount(page)).toBe(count);

    await page.getByRole("group", { name: "Quick filters" }).getByRole("link", { name: "Clear" }).click();
    await expect(countHeading(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} pools`);
    await quickGroup(page, "Shape").getByRole("link", { name: "Plunge", exact: true }).click();
    await expect(page).toHaveURL(/shape=Plunge/);
    expect(await shownCount(page)).toBeLessThan(TOTAL);
  });

  test("the next page is a link that keeps the filter", async ({ page }) => {
    test.slow();
    await page.goto("/pools?shape=Rectangle");
    const count = await shownCount(page);
    await page.getByRole("link", { name: "Show more pools" }).click();
    await expect(page).toHaveURL("/pools?shape=Rectangle&page=2#collection");
    await expect(countHeading(page)).toHaveText(`Showing ${count} of ${TOTAL} pools`);
    const cards = results(page).getByRole("article");
    await expect(cards).toHaveCount(Math.min(count - POOLS_PER_PAGE, POOLS_PER_PAGE));
    await expect(cards.filter({ hasNotText: "Shape:Rectangle" })).toHaveCount(0);
    await page.getByRole("link", { name: "Previous pools" }).click();
    await expect(page).toHaveURL("/pools?shape=Rectangle#collection");
    await expect(cards).toHaveCount(POOLS_PER_PAGE);
  });

  test("the modern page's filter bar submits as a plain form and lands on the results", async ({ page }) => {
    await page.goto("/pools-modern");
    await page.getByRole("combobox", { name: "Built-in spa" }).selectOption({ label: "With built-in spa" });
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/pools-modern\?(.*&)?spa=yes#modern-results$/);
    await expect(page.getByRole("article").filter({ hasNotText: "built-in spa" })).toHaveCount(0);
    await expectInViewBelowHeader(page, page.getByText(/^Showing \d+ of \d+ pools$/));
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`catalogue without JavaScript at ${viewport.width}px`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("a filter, a view or Apply Filters reloads the page at the results", async ({ page }) => {
      await page.goto("/pools");
      await quickGroup(page, "Shape").getByRole("link", { name: "Plunge", exact: true }).click();
      await expect(page).toHaveURL("/pools?shape=Plunge#results");
      expect(await shownCount(page)).toBeLessThan(TOTAL);
      await expectInViewBelowHeader(page, countHeading(page));

      await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click();
      await expect(page).toHaveURL("/pools?shape=Plunge&view=list#results");
      await expectInViewBelowHeader(page, countHeading(page));

      // Opening the panel lands on the panel; applying it lands on the results.
      await page.getByRole("link", { name: "Find Your Pool" }).click();
      await expectInViewBelowHeader(page, page.getByRole("heading", { name: "Filter Pools" }));
      await page.getByRole("combobox", { name: "Brand" }).selectOption("Latham");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/brand=Latham.*#results$/);
      await expectInViewBelowHeader(page, countHeading(page));
    });

    test("the cards say how to compare, and the ticks open /compare", async ({ page }) => {
      await page.goto("/pools?shape=Plunge");
      // Playwright's text matching skips <noscript>, where the line lives: found by place, checked by its text.
      const howTo = results(page).locator("noscript > p");
      await expect(howTo).toBeVisible();
      await expect(howTo).toHaveText(
        "To compare pools side by side, tick Compare on up to 4 cards, then press Compare selected below the list.",
      );
      const ticks = results(page).getByRole("checkbox", { name: /^Compare / });
      await ticks.nth(0).check();
      await ticks.nth(1).check();
      await page.getByRole("button", { name: "Compare selected" }).click();
      await expect(page).toHaveURL(/\/compare\?pools=\d+&pools=\d+$/);
      await expect(page.getByRole("columnheader")).toHaveCount(2);
    });
  });
}

test.describe("catalogue loading", () => {
  test("shows six placeholder cards under Loading Pool Gallery while the catalogue loads", async ({ page }) => {
    test.slow();
    await visit(page, "/");
    await page.route("**/pools.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pools" }).click();
    await expect(page.getByRole("heading", { name: "Loading Pool Gallery" })).toBeVisible();
    await expect(page.getByTestId("pool-card-skeleton")).toHaveCount(6);
    await expect(page).toHaveURL("/pools");
    // The first client visit also fetches the page's scripts: a cold development server compiles them first.
    await expect(page.getByRole("heading", { level: 1, name: "Premium Pool Collection" })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId("pool-card-skeleton")).toHaveCount(0);
  });
});

test.describe("catalogue accessibility", () => {
  for (const path of [
    "/pools",
    "/pools?filters=open&view=list&brand=Latham",
    "/pools?q=nothing-matches",
    "/pools-modern",
  ]) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${path} has no axe violations at ${viewport.width}px`, async ({ page }) => {
        // 77 cards make a large page for axe.
        test.slow();
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  }
});
