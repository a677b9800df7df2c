import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

test.describe.configure({ timeout: 90_000 });

const toggles = (page: Page) => page.getByRole("button", { name: /^Compare .+/ });
const tray = (page: Page) => page.getByRole("complementary", { name: "Pools to compare" });

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`compare tray at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("picks pools on the cards, refuses a fifth, removes one and opens /compare", async ({ page }) => {
      await page.goto("/pools");
      await waitForHydration(page);
      await expect(tray(page)).toHaveCount(0);
      const names: string[] = [];
      for (let i = 0; i < 4; i++) {
        const toggle = toggles(page).nth(i);
        names.push(/^Compare (.+)$/.exec((await toggle.getAttribute("aria-label"))!)![1]!);
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
      }
      await expect(tray(page).getByRole("link", { name: "Compare (4)" })).toBeVisible();
      await toggles(page).nth(4).click();
      await expect(tray(page).getByRole("status")).toHaveText(
        "You can compare up to 4 pools at a time. Remove one to add another.",
      );
      await expect(toggles(page).nth(4)).toHaveAttribute("aria-pressed", "false");
      await expectNoAxeViolations(page);

      await tray(page)
        .getByRole("button", { name: `Remove ${names[0]} from compare` })
        .click();
      await expect(tray(page).getByRole("link", { name: "Compare (3)" })).toBeVisible();
      // The refusal goes once the selection changes (the empty status is not drawn).
      await expect(tray(page).getByText("You can compare up to 4 pools")).toHaveCount(0);

      // The tray follows the visitor to other public pages.
      await page.goto("/about");
      await expect(tray(page).getByRole("button", { name: `Remove ${names[1]} from compare` })).toBeVisible();
      await tray(page).getByRole("link", { name: "Compare (3)" }).click();
      await expect(page).toHaveURL(/\/compare\?pools=\d+,\d+,\d+$/);
      await expect(page.getByRole("columnheader")).toHaveCount(3);
      // The comparison has its own controls; the tray would only cover its table.
      await expect(tray(page)).toHaveCount(0);
    });
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the catalogue's ticks and Compare selected open /compare", async ({ page }) => {
    await page.goto("/pools");
    const ticks = page.getByRole("checkbox", { name: /^Compare / });
    await ticks.nth(0).check();
    await ticks.nth(1).check();
    await page.getByRole("button", { name: "Compare selected" }).click();
    await expect(page).toHaveURL(/\/compare\?pools=\d+&pools=\d+$/);
    await expect(page.getByRole("columnheader")).toHaveCount(2);
  });
});
