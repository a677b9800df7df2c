import { type Locator, type Page } from "@playwright/test";
import { POOLS_PER_PAGE } from "../../app/lib/catalogue/pool-paging.ts";
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

/** Waits until React has hydrated an element, so its buttons respond to clicks. */
async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/** The "n of N" position text of a carousel. */
const position = (carousel: Locator) => carousel.locator('[aria-live="polite"]');

async function slideCount(carousel: Locator): Promise<number> {
  const text = (await position(carousel).textContent()) ?? "";
  return Number(/\d+ of (\d+)/.exec(text)?.[1] ?? NaN);
}

const main = (page: Page) => page.getByRole("main");

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`pool pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("pool detail shows the plan drawing, the specs and the pool's estimate link", async ({ page }) => {
      await page.goto("/pool-detail/8");
      await expect(page.getByRole("heading", { level: 1, name: "Milan 10.20" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Pools");
      const picture = main(page).getByRole("img", { name: /Plan drawing of the Milan 10\.20 pool/ });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute("src", "/pool-plans/milan-10-20.svg");
      // One picture: no thumbnails to switch between.
      await expect(main(page).getByRole("list", { name: "Pictures of Milan 10.20" })).toHaveCount(0);
      await expect(main(page).getByText("$44,200").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Crystal Collection" })).toBeVisible();

      const estimate = main(page).getByRole("link", { name: "Get a Free Estimate for this pool" });
      await expect(estimate).toHaveAttribute("href", /^\/estimate\?poolId=8&poolName=Milan\+10\.20&/);
      await expect(estimate).toHaveAttribute("href", /sourcePage=pool-detail$/);
      await estimate.click();
      await expect(page).toHaveURL(/\/estimate\?poolId=8&/);
    });

    test("an unknown pool is a 404 page", async ({ page }) => {
      const response = await page.goto("/pool-detail/slug/no-such-pool");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    });

    test("compact page links the two featured models and calls the nearest branch", async ({ page }) => {
      await page.goto("/10x20-pool/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const call = main(page)
        .getByRole("link", { name: /^Call Ocala \(352\)/ })
        .first();
      await expect(call).toHaveAttribute("href", "tel:+13525550174");
      await expect(main(page).getByRole("link", { name: "Get a Free 10x20 Pool Estimate" })).toHaveAttribute(
        "href",
        "/estimate?poolSize=10x20&sourcePage=10x20-fiberglass-pool",
      );
      await expect(main(page).getByRole("link", { name: "View Gulf Breeze Details" })).toHaveAttribute(
        "href",
        "/pool-detail/7",
      );
      const milan = main(page).getByRole("link", { name: "View Milan 10.20 Details" });
      await expect(milan).toHaveAttribute("href", "/pool-detail/8");
      await milan.click();
      await expect(page).toHaveURL("/pool-detail/8");
      await expect(page.getByRole("heading", { level: 1, name: "Milan 10.20" })).toBeVisible();
    });

    test("Latham filter panel narrows the cards and shows the empty state; colour collections", async ({ page }) => {
      await page.goto("/latham-pools");
      await expect(page.getByRole("heading", { level: 1, name: "Latham Fiberglass Pools" })).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
        "href",
        "/estimate",
      );

      const viewAll = main(page).getByRole("link", { name: "View All Pools" });
      // From the keyboard: a pointer click can land beside the link while the dev server's styles settle.
      await viewAll.press("Enter");
      const collection = page.getByRole("region", { name: "The Latham Collection" });
      await expect(page.getByRole("heading", { name: "The Latham Collection" })).toBeInViewport();

      const panel = page.getByRole("search", { name: "Filter Pools" });
      await hydrated(panel.getByRole("combobox", { name: "Series" }));
      await expect(panel.getByRole("status")).toHaveText("Showing 34 of 34 pools");
      await panel.getByRole("combobox", { name: "Series" }).selectOption("Milan");
      await expect(page).toHaveURL(/[?&]series=Milan/);
      await expect(panel.getByRole("status")).toHaveText("Showing 3 of 34 pools");
      await expect(collection.getByRole("article")).toHaveCount(3);

      await panel.getByRole("searchbox", { name: "Search" }).fill("no such pool");
      await panel.getByRole("button", { name: "Apply Filters" }).click();
      await expect(collection.getByText("No pools found matching your criteria.")).toBeVisible();
      await expect(collection.getByRole("article")).toHaveCount(0);

      await panel.getByRole("link", { name: "Clear Filters" }).click();
      await expect(panel.getByRole("status")).toHaveText("Showing 34 of 34 pools");
      await expect(panel.getByRole("combobox", { name: "Series" })).toHaveValue("");

      const crystal = page.getByRole("region", { name: "Crystal Collection" });
      await expect(crystal.getByRole("listitem")).toHaveText([
        "Sapphire Blue",
        "Ocean Blue",
        "Night Sky",
        "Shale Gray",
        "Coastal Bronze",
        "Pearl White",
      ]);
      const classic = page.getByRole("region", { name: "Classic Collection" });
      await expect(classic.getByRole("listitem")).toHaveText(["Sapphire Blue", "Ocean Blue", "Night Sky"]);
      await expect(main(page).getByRole("link", { name: "Schedule Color Consultation" })).toHaveAttribute(
        "href",
        "/estimate",
      );
    });

    test("Latham filters work without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto("/latham-pools");
      const panel = page.getByRole("search", { name: "Filter Pools" });
      await panel.getByRole("combobox", { name: "Size" }).selectOption("Large");
      await panel.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/\/latham-pools\?(.*&)?size=Large(&.*)?#latham-collection$/);
      await expect(panel.getByRole("status")).toHaveText(/^Showing \d+ of 34 pools$/);
      await expect(panel.getByRole("status")).not.toHaveText("Showing 34 of 34 pools");
      await context.close();
    });

    test("Latham cards page: more in place, and a link without scripts", async ({ page, browser }) => {
      // Two server round trips for the pages, then a second browser context.
      test.slow();
      await page.goto("/latham-pools");
      const collection = page.getByRole("region", { name: "The Latham Collection" });
      const more = page.getByRole("navigation", { name: "More pools" });
      await hydrated(more.getByRole("link", { name: "Show more pools" }));
      await expect(collection.getByRole("article")).toHaveCount(POOLS_PER_PAGE);
      await more.getByRole("link", { name: "Show more pools" }).click();
      await expect(collection.getByRole("article")).toHaveCount(2 * POOLS_PER_PAGE);
      await expect(page).toHaveURL("/latham-pools?page=2");
      await more.getByRole("link", { name: "Show more pools" }).click();
      await expect(collection.getByRole("article")).toHaveCount(34);
      await expect(page).toHaveURL("/latham-pools?page=3");
      await expect(more).toContainText("Pools 1–34 of 34");
      await expect(more.getByRole("link", { name: "Show more pools" })).toHaveCount(0);
      await expect(page.getByRole("search", { name: "Filter Pools" }).getByRole("status")).toHaveText(
        "Showing 34 of 34 pools",
      );

      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const plain = await context.newPage();
      await plain.goto("/latham-pools?size=Large");
      const status = await plain.getByRole("search", { name: "Filter Pools" }).getByRole("status").textContent();
      await plain.goto("/latham-pools");
      await plain.getByRole("link", { name: "Show more pools" }).click();
      await expect(plain).toHaveURL("/latham-pools?page=2#latham-collection");
      await expect(plain.getByRole("navigation", { name: "More pools" })).toContainText("Pools 13–24 of 34");
      expect(status).toMatch(/^Showing \d+ of 34 pools$/);
      await context.close();
    });

    test("San Juan series carousel works as links before scripts", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto("/san-juan-pools");
      const carousel = page.getByRole("region", { name: "San Juan pool series" });
      const count = await slideCount(carousel);
      await carousel.getByRole("link", { name: "Next series" }).click();
      await expect(page).toHaveURL("/san-juan-pools?slide=2#san-juan-series-carousel");
      await expect(position(carousel)).toContainText(`2 of ${count}`);
      await carousel.getByRole("link", { name: "Previous series" }).click();
      await carousel.getByRole("link", { name: "Previous series" }).click();
      await expect(position(carousel)).toContainText(`${count} of ${count}`);
      await context.close();
    });

    test("San Juan series carousel wraps both ways and the filter shows its empty state", async ({ page }) => {
      await page.goto("/san-juan-pools");
      await expect(page.getByRole("heading", { level: 1, name: "San Juan Fiberglass Pools" })).toBeVisible();
      const carousel = page.getByRole("region", { name: "San Juan pool series" });
      // Links to the page showing that slide (they work before the scripts run); in place with them.
      const next = carousel.getByRole("link", { name: "Next series" });
      const previous = carousel.getByRole("link", { name: "Previous series" });
      await hydrated(next);
      const count = await slideCount(carousel);
      expect(count).toBeGreaterThan(1);
      const firstTitle = await carousel.getByRole("heading", { level: 3 }).textContent();

      await previous.click();
      await expect(position(carousel)).toContainText(`${count} of ${count}`);
      await expect(carousel.getByRole("heading", { level: 3 })).not.toHaveText(firstTitle!);
      await next.click();
      await expect(position(carousel)).toContainText(`1 of ${count}`);
      await expect(carousel.getByRole("heading", { level: 3 })).toHaveText(firstTitle!);
      await next.click();
      await expect(position(carousel)).toContainText(`2 of ${count}`);
      await expect(page).toHaveURL("/san-juan-pools");

      const gallery = page.getByRole("region", { name: "San Juan Pool Gallery" });
      const estimate = gallery.getByRole("link", { name: /^Get Estimate for / }).first();
      await expect(estimate).toHaveAttribute("href", /^\/estimate\?poolId=\d+&sourcePage=san-juan-pools$/);

      const panel = page.getByRole("search", { name: "Filter Pools" });
      await hydrated(panel.getByRole("searchbox", { name: "Search" }));
      await panel.getByRole("searchbox", { name: "Search" }).fill("no such pool");
      await panel.getByRole("searchbox", { name: "Search" }).press("Enter");
      await expect(page).toHaveURL(/[?&]q=no\+such\+pool/);
      await expect(gallery.getByRole("heading", { name: "No San Juan Pools Found" })).toBeVisible();
      await expect(gallery.getByRole("link", { name: "View All Pools" })).toHaveAttribute("href", "/pools");
      await expect(gallery.getByRole("link", { name: "Get a Free Estimate" })).toHaveAttribute("href", "/estimate");

      const closing = page.getByRole("region", { name: "Ready for your San Juan pool?" });
      await expect(closing.getByRole("link", { name: "Get a Free Estimate" })).toHaveAttribute(
        "href",
        "/estimate?sourcePage=san-juan-pools",
      );
      await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
        "href",
        "/contact?sourcePage=san-juan-pools",
      );
    });

    test("above-ground carousel wraps with previous, next and dots; Explore Pool Series scrolls", async ({ page }) => {
      await page.goto("/above-ground-pools");
      await expect(main(page).getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/estimate");

      const explore = main(page).getByRole("link", { name: "Explore Pool Series" });
      await explore.press("Enter");
      await expect(page).toHaveURL(/#series$/);
      await expect(page.getByRole("heading", { name: "Choose Your Series" })).toBeInViewport();

      const carousel = page.getByRole("region", { name: "Above ground pool series" });
      const slide = carousel.getByRole("heading", { level: 3 });
      const next = carousel.getByRole("button", { name: "Next series" });
      await hydrated(next);
      await expect(slide).toHaveText("Coastal Steel Series");
      await carousel.getByRole("button", { name: "Previous series" }).click();
      await expect(slide).toHaveText("Premier Resin Series");
      await expect(carousel).toContainText("25 years");
      await next.click();
      await expect(slide).toHaveText("Coastal Steel Series");

      const dot = carousel.getByRole("button", { name: "Show series 2: Family Value Series" });
      await dot.click();
      await expect(slide).toHaveText("Family Value Series");
      await expect(dot).toHaveAttribute("aria-current", "true");
      await expect(carousel).toContainText("48 inches");
      await next.click();
      await next.click();
      await expect(slide).toHaveText("Coastal Steel Series");

      const closing = page.getByRole("region", { name: "Ready for your above ground pool?" });
      await expect(closing.getByRole("link", { name: "Get a Free Estimate" })).toHaveAttribute("href", "/estimate");
      await expect(closing.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    });
  });
}

test.describe("accessibility of the pool pages", () => {
  const paths = [
    "/pool-detail/8",
    "/pool-detail/slug/gulf-breeze",
    "/10x20-fiberglass-pool",
    "/latham-pools",
    "/san-juan-pools",
    "/above-ground-pools",
  ];
  for (const path of paths) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${path} has no axe violations at ${viewport.width}px`, async ({ page }) => {
        // The manufacturer galleries are long pages; axe needs a while on them.
        test.slow();
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
  }
});
