import type { Page } from "@playwright/test";
import { holdScripts } from "./support/held-scripts.ts";
import { expect, test, waitForHydration } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// Each test opens several pages and runs axe on some; on the shared 2-core machines that takes more than 30 s.
test.describe.configure({ timeout: 90_000 });

// Milan 8.14 (14 ft plunge), Ariella (21 ft freeform with a tanning ledge), Caesar's Palace (34 ft with a spa),
// Synergy Grand (40 ft freeform).
const FOUR = "/compare?pools=31,43,63,26";

const table = (page: Page) => page.getByRole("table");
const columnHeaders = (page: Page) => table(page).getByRole("columnheader");
const diffSwitch = (page: Page) => page.getByRole("switch", { name: "Show differences only" });
/** The switch as a visitor uses it: the checkbox itself is drawn by the label's track and knob. */
const toggleDiff = (page: Page) => page.getByText("Show differences only", { exact: true }).click();
const rowHeader = (page: Page, name: string) => table(page).getByRole("rowheader", { name, exact: false });

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`/compare at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("shows four pools side by side, plans at one scale, and passes axe", async ({ page }) => {
      await page.goto(FOUR);
      await expect(page.getByRole("heading", { level: 1, name: "Compare pools" })).toBeVisible();
      await expect(columnHeaders(page)).toHaveText([/Milan 8\.14/, /Ariella/, /Caesar's Palace/, /Synergy Grand/]);
      await expect(rowHeader(page, "Length × width")).toBeVisible();
      // The 14 ft pool's drawing is drawn smaller than the 40 ft pool's.
      const small = await page.getByRole("img", { name: /Plan drawing of Milan 8\.14/ }).boundingBox();
      const large = await page.getByRole("img", { name: /Plan drawing of Synergy Grand/ }).boundingBox();
      expect(small!.width * 2).toBeLessThan(large!.width);
      await expect(page.getByRole("link", { name: "Get Estimate for Ariella" })).toHaveAttribute(
        "href",
        "/estimate?poolId=43&sourcePage=compare",
      );
      await expectNoAxeViolations(page);

      const region = page.getByRole("region", { name: /side by side/ });
      const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      if (viewport === PHONE) {
        // The pools scroll sideways; the row labels stay where they are.
        expect(sizes.scroll).toBeGreaterThan(sizes.client);
        const label = rowHeader(page, "Water");
        const before = await label.boundingBox();
        await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
        await expect.poll(async () => (await label.boundingBox())?.x).toBe(before!.x);
        await expect(page.getByRole("columnheader", { name: /Synergy Grand/ })).toBeInViewport();
      } else {
        // On a desktop all four stand side by side.
        expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
        for (const header of await columnHeaders(page).all()) await expect(header).toBeInViewport();
      }
    });

    test("show differences only, remove and add, with scripts", async ({ page }) => {
      await page.goto("/compare?pools=8,2");
      await expect(rowHeader(page, "Steps")).toBeVisible();
      await toggleDiff(page);
      await expect(diffSwitch(page)).toBeChecked();
      await expect(rowHeader(page, "Steps")).toBeHidden();
      await expect(rowHeader(page, "Length × width")).toBeVisible();
      await expect(page).toHaveURL(/\/compare\?pools=8(,|%2C)2&diff=1$/);

      await page.getByRole("link", { name: "Remove Milan 10.20 from the comparison" }).click();
      await expect(page).toHaveURL("/compare?pools=2&diff=1");
      await expect(columnHeaders(page)).toHaveText([/Ariel 16/]);

      await page.getByLabel("Add a pool").fill("Milan 10.20");
      await page.getByRole("button", { name: "Add" }).click();
      await expect(page).toHaveURL("/compare?pools=2,8&diff=1");
      await expect(columnHeaders(page)).toHaveText([/Ariel 16/, /Milan 10\.20/]);
      await expect(diffSwitch(page)).toBeChecked();
      await expect(rowHeader(page, "Steps")).toBeHidden();
      await expectNoAxeViolations(page);
    });

    test("notes what it dropped, and with nothing valid links to the catalogue", async ({ page }) => {
      await page.goto("/compare?pools=8,8,abc,1,2,3,4");
      const status = page.getByRole("status");
      await expect(status).toContainText("“abc” is not a pool number");
      await expect(status).toContainText("Milan 10.20 was listed more than once");
      await expect(status).toContainText("Left out: Astoria 14.");
      await expect(columnHeaders(page)).toHaveCount(4);

      await page.goto("/compare?pools=8&add=astoria");
      await expect(page.getByRole("status")).toContainText("Which one do you want to add?");
      await expectNoAxeViolations(page);

      await page.goto("/compare?pools=999999");
      await expect(page.getByRole("heading", { name: "None of these pools can be compared" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Browse all pools" }).click();
      await expect(page).toHaveURL("/pools");
    });
  });

  test.describe(`/compare without scripts at ${viewport.width}px`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("the switch, remove and add work from the HTML alone", async ({ page }) => {
      await page.goto("/compare?pools=8,2,31");
      await toggleDiff(page);
      await expect(diffSwitch(page)).toBeChecked();
      await expect(rowHeader(page, "Steps")).toBeHidden();
      await expect(rowHeader(page, "Water")).toBeVisible();

      // Adding keeps the switch's choice: it belongs to the add form.
      await page.getByLabel("Add a pool").fill("ariella");
      await page.getByRole("button", { name: "Add" }).click();
      await expect(page).toHaveURL("/compare?pools=8,2,31,43&diff=1");
      await expect(columnHeaders(page)).toHaveCount(4);
      await expect(diffSwitch(page)).toBeChecked();
      await expect(rowHeader(page, "Steps")).toBeHidden();

      await page.getByRole("link", { name: "Remove Ariel 16 from the comparison" }).click();
      await expect(page).toHaveURL("/compare?pools=8,31,43&diff=1");
      await expect(columnHeaders(page)).toHaveText([/Milan 10\.20/, /Milan 8\.14/, /Ariella/]);

      // A name that matches several pools offers them.
      await page.getByLabel("Add a pool").fill("astoria");
      await page.getByRole("button", { name: "Add" }).click();
      await expect(page.getByRole("status")).toContainText("Which one do you want to add?");
      await page.getByRole("link", { name: /^Astoria 12/ }).click();
      await expect(columnHeaders(page)).toHaveCount(4);
    });
  });
}

test("what is chosen and typed before the scripts run is kept when they do", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto("/compare?pools=8,2", { waitUntil: "domcontentloaded" });
  await toggleDiff(page);
  await expect(diffSwitch(page)).toBeChecked();
  await expect(rowHeader(page, "Steps")).toBeHidden();
  await page.getByLabel("Add a pool").fill("Ariel");
  release();
  await waitForHydration(page);
  await expect(diffSwitch(page)).toBeChecked();
  await expect(rowHeader(page, "Steps")).toBeHidden();
  await expect(page.getByLabel("Add a pool")).toHaveValue("Ariel");
  await context.close();
});
