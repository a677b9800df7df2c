import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// Each test opens several pages and runs axe; on the shared 2-core machines that takes more than 30 s.
test.describe.configure({ timeout: 90_000 });

const hearts = (page: Page) => page.getByRole("button", { name: /^Save .+ to favorites$/ });
const cardHeadings = (page: Page) => page.locator("main article h2");

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`favorites at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("save two pools with the heart, see the count, open /favorites, compare and share", async ({
      page,
      browser,
    }) => {
      await page.goto("/pools");
      await waitForHydration(page);
      // No count in the header while nothing is saved.
      await expect(page.getByRole("link", { name: /^Favorites:/ })).toHaveCount(0);

      const first = hearts(page).nth(0);
      const second = hearts(page).nth(1);
      const names = [
        /^Save (.+) to favorites$/.exec((await first.getAttribute("aria-label"))!)![1]!,
        /^Save (.+) to favorites$/.exec((await second.getAttribute("aria-label"))!)![1]!,
      ];
      await expect(first).toHaveAttribute("aria-pressed", "false");
      await first.click();
      await second.click();
      await expect(first).toHaveAttribute("aria-pressed", "true");
      await expect(second).toHaveAttribute("aria-pressed", "true");
      await expectNoAxeViolations(page);

      const count = page.getByRole("link", { name: "Favorites: 2 saved pools" });
      await expect(count).toHaveText("2");
      await count.click();
      await expect(page).toHaveURL("/favorites");
      await expect(page.getByRole("heading", { level: 1, name: "Your favorite pools" })).toBeVisible();
      await expect(cardHeadings(page)).toHaveText(names);
      await expectNoAxeViolations(page);

      const compare = page.getByRole("link", { name: "Compare these" });
      const ids = /pools=([\d,]+)/.exec((await compare.getAttribute("href"))!)![1]!;
      expect(ids.split(",")).toHaveLength(2);
      await expect(page.getByRole("link", { name: "Get an estimate for these" })).toHaveAttribute(
        "href",
        `/estimate?interestedPoolIds=${ids}&sourcePage=favorites`,
      );
      const share = page.getByRole("link", { name: /^Share/ });
      await expect(share).toHaveAttribute("href", `/favorites?pools=${ids}`);

      // The shared link on another device (a new context: nothing saved there) shows the same pools.
      const other = await browser.newContext({ viewport });
      try {
        const elsewhere = await other.newPage();
        await elsewhere.goto(`/favorites?pools=${ids}`);
        await expect(elsewhere.getByRole("heading", { level: 1, name: "Shared favorite pools" })).toBeVisible();
        await expect(cardHeadings(elsewhere)).toHaveText(names);
        await waitForHydration(elsewhere);
        await elsewhere.getByRole("button", { name: "Save to my favorites" }).click();
        await expect(elsewhere.getByRole("link", { name: "Favorites: 2 saved pools" })).toBeVisible();
      } finally {
        await other.close();
      }

      const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      await compare.click();
      await expect(page).toHaveURL(`/compare?pools=${ids}`);
      await expect(page.getByRole("columnheader")).toHaveText(names.map(escape));

      // Taking a heart off on /favorites takes the card away.
      await page.goto("/favorites");
      await page.getByRole("button", { name: `Save ${names[0]} to favorites` }).click();
      await expect(cardHeadings(page)).toHaveText([names[1]!]);
      await expect(page.getByRole("link", { name: "Favorites: 1 saved pool" })).toBeVisible();
    });

    test("empty list links to the catalogue and passes axe", async ({ page }) => {
      await page.goto("/favorites");
      await waitForHydration(page);
      await expect(page.getByText("You have not saved any pools yet.")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Browse all pools" })).toHaveAttribute(
        "href",
        "/pools",
      );
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared list shows its pools and links, and no heart is a dead control", async ({ page }) => {
    await page.goto("/favorites?pools=8,2");
    await expect(cardHeadings(page)).toHaveText(["Milan 10.20", "Ariel 16"]);
    await expect(page.getByRole("link", { name: "Compare these" })).toHaveAttribute("href", "/compare?pools=8,2");
    await expect(hearts(page)).toHaveCount(0);
    await page.goto("/pool-detail/slug/apollo-14");
    await expect(page.getByRole("button", { name: "Save Apollo 14 to favorites" })).toBeHidden();
  });
});

test("a heart pressed with the list full saves nothing and says why", async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("ffp:favorite-pools:v1")) {
      localStorage.setItem("ffp:favorite-pools:v1", JSON.stringify(Array.from({ length: 12 }, (_, i) => 9001 + i)));
    }
  });
  await page.goto("/pools");
  await waitForHydration(page);
  const heart = hearts(page).first();
  await heart.click();
  await expect(page.getByRole("status").filter({ hasText: "You can save up to 12 pools." })).toHaveText(
    "You can save up to 12 pools. Remove one to save another.",
  );
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Favorites: 12 saved pools" })).toHaveText("12");
});

test("the modern page's cards have the heart and Compare too", async ({ page }) => {
  await page.goto("/pools-modern");
  await waitForHydration(page);
  const cards = page.locator("main article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(hearts(page)).toHaveCount(count);
  await expect(page.getByRole("button", { name: /^Compare / })).toHaveCount(count);
  await hearts(page).first().click();
  await expect(page.getByRole("link", { name: "Favorites: 1 saved pool" })).toHaveText("1");
});
