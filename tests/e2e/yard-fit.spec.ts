import { type Page, expect as baseExpect, test as plainTest } from "@playwright/test";
import { POOL_DATA } from "../../db/seed/pools.ts";
import { POOLS_PER_PAGE } from "../../app/lib/catalogue/pool-paging.ts";
import { YARD_FIT_MESSAGES } from "../../app/lib/schemas/yard-fit.ts";
import { YARD_DEFAULTS, poolsThatFit } from "../../app/lib/catalogue/yard-fit.ts";
import { holdScripts } from "./support/held-scripts.ts";
import { expectInViewBelowHeader } from "./support/in-view.ts";
import { test } from "./support/test.ts";
import { axeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// "Will it fit my yard?" on /pools (decision 029): with scripts, without them, and typed before the scripts run, at a
// phone's and a desktop's width; axe on the yard's pages.

// A yard change asks the server for the results before the cards change: give a shared machine time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
plainTest.describe.configure({ timeout: 120_000 });

const TOTAL = 77;

/** How many seeded pools fit a yard with the default distances: the page's own arithmetic on the seed data. */
const fitting = (width: number, depth: number) =>
  poolsThatFit(
    POOL_DATA.map((pool) => ({ length: pool.lengthFt, width: pool.widthFt })),
    { ...YARD_DEFAULTS, width, depth },
  ).length;

const box = (page: Page) => page.locator("#yard-fit");
/** A field of the form by its whole label ("From the house" is also part of "Depth away from the house"). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const results = (page: Page) => page.getByRole("region", { name: /^Showing \d+ of \d+ pools$/ });
const countHeading = (page: Page) => page.getByRole("heading", { name: /^Showing \d+ of \d+ pools$/ });
const plans = (page: Page) => results(page).getByRole("img", { name: /^Plan of the pool/ });

/** Opens the box (unless open) and types a yard. */
async function typeYard(page: Page, width: string, depth: string) {
  if (
    !(await box(page)
      .getAttribute("open")
      .then((open) => open !== null))
  ) {
    await page.getByText("Will it fit my yard?").click();
  }
  await field(page, "Width along the house (ft)").fill(width);
  await field(page, "Depth away from the house (ft)").fill(depth);
}

const YARD_URL = "yardWidth=30&yardDepth=40&houseSetback=5&lineSetback=5&deck=3";

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`will it fit, with scripts, at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("lists the pools that fit, draws each one in the yard, and the address keeps the yard", async ({ page }) => {
      await page.goto("/pools");
      await expect(box(page)).not.toHaveAttribute("open");
      await typeYard(page, "30", "40");
      // The distances start at their defaults.
      await expect(field(page, "From the house (ft)")).toHaveValue("5");
      await expect(field(page, "From lot lines (ft)")).toHaveValue("5");
      await expect(field(page, "Deck border (ft)")).toHaveValue("3");
      await page.getByRole("button", { name: "Show pools that fit" }).click();
      await expect(page).toHaveURL(`/pools?${YARD_URL}`);
      const count = fitting(30, 40);
      await expect(countHeading(page)).toHaveText(`Showing ${count} of ${TOTAL} pools`);
      await expect(results(page)).toContainText("Your yard: 30 ft wide by 40 ft deep");
      await expect(plans(page)).toHaveCount(POOLS_PER_PAGE);
      await expect(results(page).getByRole("article").first()).toContainText(/\d+(\.\d)? ft spare on each side/);
      await expect(plans(page).first()).toBeVisible();

      // The next page keeps the yard, in place.
      await page.getByRole("link", { name: "Show more pools" }).click();
      await expect(page).toHaveURL(`/pools?${YARD_URL}&page=2`);
      await expect(plans(page)).toHaveCount(Math.min(count, 2 * POOLS_PER_PAGE));

      // A quick filter keeps it too, from the first page.
      const plunge = page
        .getByRole("group", { name: "Quick filters" })
        .getByRole("group", { name: "Shape" })
        .getByRole("link", { name: "Plunge", exact: true });
      await plunge.click();
      await expect(page).toHaveURL(`/pools?shape=Plunge&${YARD_URL}`);
      await expect(results(page).getByRole("article").filter({ hasNotText: "Plunge" })).toHaveCount(0);
      await expect(results(page).getByRole("article").filter({ hasNotText: "Fits your yard" })).toHaveCount(0);

      // A reload shows the same, the form filled in.
      await page.reload();
      await expect(box(page)).toHaveAttribute("open");
      await expect(field(page, "Width along the house (ft)")).toHaveValue("30");
      await expect(results(page).getByRole("article").filter({ hasNotText: "Fits your yard" })).toHaveCount(0);

      await box(page).getByRole("link", { name: "Show every pool" }).click();
      await expect(page).toHaveURL("/pools?shape=Plunge");
      await expect(plans(page)).toHaveCount(0);
      await expect(field(page, "Width along the house (ft)")).toHaveValue("");
    });

    test("puts a message beside each wrong field, and says when no pool fits", async ({ page }) => {
      await page.goto("/pools");
      await typeYard(page, "thirty", "0");
      await field(page, "Deck border (ft)").fill("-1");
      await page.getByRole("button", { name: "Show pools that fit" }).click();
      const width = field(page, "Width along the house (ft)");
      await expect(width).toHaveAttribute("aria-invalid", "true");
      await expect(width).toHaveAccessibleDescription(YARD_FIT_MESSAGES.notANumber);
      await expect(field(page, "Depth away from the house (ft)")).toHaveAccessibleDescription(
        YARD_FIT_MESSAGES.sizePositive,
      );
      await expect(field(page, "Deck border (ft)")).toHaveAccessibleDescription(
        new RegExp(`^${YARD_FIT_MESSAGES.distanceNotNegative} Why: local setback rules`),
      );
      await expect(width).toHaveValue("thirty");
      await expect(countHeading(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} pools`);

      await typeYard(page, "20", "20");
      await field(page, "Deck border (ft)").fill("3");
      await page.getByRole("button", { name: "Show pools that fit" }).click();
      await expect(page.getByRole("heading", { name: "No pool fits your yard" })).toBeVisible();
      await expect(countHeading(page)).toHaveText(`Showing 0 of ${TOTAL} pools`);
      await expect(width).not.toHaveAttribute("aria-invalid");
      const suggestions = results(page).getByRole("listitem");
      await expect(suggestions).toHaveCount(3);
      await expect(suggestions.first()).toContainText(
        "needs a yard 30 ft wide by 24 ft deep: 10 ft wider and 4 ft deeper",
      );
      await expect(suggestions.first().getByRole("link")).toHaveAttribute("href", /^\/pool-detail\//);
    });
  });

  test.describe(`the answer in view, with scripts, at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("Show pools that fit moves to the count, below the header, focused and live", async ({ page }) => {
      await page.goto("/pools");
      await typeYard(page, "30", "40");
      await page.getByRole("button", { name: "Show pools that fit" }).click();
      const count = fitting(30, 40);
      await expect(countHeading(page)).toHaveText(`Showing ${count} of ${TOTAL} pools`);
      await expect(countHeading(page)).toBeFocused();
      await expect(countHeading(page)).toHaveAttribute("aria-live", "polite");
      await expectInViewBelowHeader(page, countHeading(page));
      // In place: the address has no anchor, and a filter chip afterwards does not jump.
      await expect(page).toHaveURL(`/pools?${YARD_URL}`);
    });

    test("a refused yard puts the visitor at the first wrong field", async ({ page }) => {
      await page.goto("/pools");
      await typeYard(page, "", "40");
      await page.getByRole("button", { name: "Show pools that fit" }).click();
      const width = field(page, "Width along the house (ft)");
      await expect(width).toHaveAccessibleDescription(YARD_FIT_MESSAGES.widthRequired);
      await expect(width).toBeFocused();
      await expectInViewBelowHeader(page, page.getByText("Width along the house (ft)", { exact: true }));
    });
  });

  plainTest.describe(`will it fit, typed before the scripts run, at ${viewport.width}px`, () => {
    plainTest.use({ viewport });

    plainTest("keeps what was typed when the page hydrates, then answers in place", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/pools?shape=Rectangle", { waitUntil: "domcontentloaded" });
      await typeYard(page, "30", "40");
      await field(page, "Deck border (ft)").fill("0");
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
        timeout: 30_000,
      });
      await expect(box(page)).toHaveAttribute("open");
      await expect(field(page, "Width along the house (ft)")).toHaveValue("30");
      await expect(field(page, "Depth away from the house (ft)")).toHaveValue("40");
      await expect(field(page, "Deck border (ft)")).toHaveValue("0");
      await page.getByRole("button", { name: "Show pools that fit" }).click();
      await expect(page).toHaveURL(
        "/pools?shape=Rectangle&yardWidth=30&yardDepth=40&houseSetback=5&lineSetback=5&deck=0",
      );
      await expect(results(page)).toContainText("with no deck border");
      await expect(results(page).getByRole("article").filter({ hasNotText: "Shape:Rectangle" })).toHaveCount(0);
      await expect(results(page).getByRole("article").filter({ hasNotText: "Fits your yard" })).toHaveCount(0);
    });
  });

  plainTest.describe(`will it fit without scripts at ${viewport.width}px`, () => {
    plainTest.use({ viewport, javaScriptEnabled: false });

    plainTest(
      "the form is answered by the server, with the filters kept, and the next page keeps the yard",
      async ({ page }) => {
        await page.goto("/pools?shape=Rectangle&view=list");
        await typeYard(page, "30", "40");
        await page.getByRole("button", { name: "Show pools that fit" }).click();
        await expect(page).toHaveURL(/\/pools\?.*yardWidth=30&yardDepth=40/);
        const query = new URL(page.url()).searchParams;
        expect(query.get("shape")).toBe("Rectangle");
        expect(query.get("view")).toBe("list");
        // The page opens at the answer, not at the top of the hero.
        expect(new URL(page.url()).hash).toBe("#results");
        await expectInViewBelowHeader(page, countHeading(page));
        await expect(results(page).getByRole("article").filter({ hasNotText: "Fits your yard" })).toHaveCount(0);
        await expect(results(page).getByRole("article").filter({ hasNotText: "Shape:Rectangle" })).toHaveCount(0);

        await page.goto(`/pools?${YARD_URL}`);
        const count = fitting(30, 40);
        await expect(countHeading(page)).toHaveText(`Showing ${count} of ${TOTAL} pools`);
        const more = page.getByRole("link", { name: "Show more pools" });
        // The cards render as they scroll into view (content-visibility: auto) and may move the link once more after
        // the scroll that brings it into view; a click at its old place then hits a card. Click once it stays put.
        await more.scrollIntoViewIfNeeded();
        // Each poll compares the link's place with the one the previous poll saw (polls come 0.1 s and more apart).
        let lastY: number | undefined;
        await expect
          .poll(async () => {
            const y = (await more.boundingBox())?.y;
            const still = y !== undefined && y === lastY;
            lastY = y;
            return still;
          })
          .toBe(true);
        await more.click();
        await expect(page).toHaveURL(`/pools?${YARD_URL}&page=2#collection`);
        await expect(plans(page)).toHaveCount(Math.min(POOLS_PER_PAGE, count - POOLS_PER_PAGE));

        await typeYard(page, "", "40");
        await page.getByRole("button", { name: "Show pools that fit" }).click();
        await expect(field(page, "Width along the house (ft)")).toHaveAccessibleDescription(
          YARD_FIT_MESSAGES.widthRequired,
        );
      },
    );
  });
}

test.describe("will it fit accessibility", () => {
  for (const path of [
    `/pools?${YARD_URL}`,
    "/pools?yardWidth=30&yardDepth=40&view=list&filters=open",
    "/pools?yardWidth=20&yardDepth=20",
    "/pools?yardWidth=thirty&yardDepth=0&deck=-1",
  ]) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${path} has no axe violations at ${viewport.width}px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize(viewport);
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
