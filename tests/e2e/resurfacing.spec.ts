import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { telHref } from "../../app/lib/company/offices";
import { resurfacingLink } from "../../app/content/resurfacing";
import { getOffice } from "../../app/lib/company/company-profile";
import { seededCompany } from "../support/company";
import { expectNoAxeViolations } from "./support/axe.ts";
import { RESURFACING_SOURCES } from "../support/resurfacing-sources.ts";

const VIEWPORTS = [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1440, height: 900 }],
] as const;

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

const heroCall = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("link", { name: /^Call / })
    .first();

test.describe("resurfacing page", () => {
  test("every estimate link carries service, sourcePage, source and interest", async ({ page }) => {
    await visit(page, "/resurfacing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transform Your Damaged Pool in Just 5-7 Days");
    const hrefs = await page
      .getByRole("main")
      .locator('a[href^="/estimate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(new Set(hrefs)).toEqual(new Set(RESURFACING_SOURCES.map(resurfacingLink)));

    const services = page.getByRole("region", { name: "The right fix for your pool" });
    await expect(services.getByText("Most Popular")).toBeVisible();
    await services.getByRole("link", { name: "Estimate Complete Resurfacing" }).click();
    // The dev server may compile the estimate route on first use.
    await expect(page).toHaveURL(
      "/estimate?service=complete-resurfacing&sourcePage=resurfacing&source=complete&interest=pool-resurfacing",
      { timeout: 20_000 },
    );
  });

  test("the hero call button shows the fallback office, then the visitor's nearest one", async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 28.5999, longitude: -81.3392 } }); // Winter Park
    const page = await context.newPage();
    await visit(page, "/resurfacing");
    const fallback = seededCompany.offices[0]!;
    await expect(heroCall(page)).toHaveText(`Call ${fallback.name} ${fallback.phone}`);
    await expect(heroCall(page)).toHaveAttribute("href", telHref(fallback.phone));

    await context.grantPermissions(["geolocation"]);
    await page.getByRole("button", { name: "Find my nearest office" }).click();
    const orlando = getOffice(seededCompany, "orlando");
    await expect(heroCall(page)).toHaveText(`Call ${orlando.name} ${orlando.phone}`);
    await expect(heroCall(page)).toHaveAttribute("href", telHref(orlando.phone));
    await context.close();
  });

  test("compares epoxy and gelcoat in a table and answers the FAQ", async ({ page }) => {
    await visit(page, "/resurfacing");
    const table = page.getByRole("table", { name: /Epoxy resurfacing compared with complete gelcoat/ });
    await expect(table.getByRole("columnheader", { name: "Epoxy" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Gelcoat" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Lasts/ })).toContainText("15-20 years");

    const question = page.getByText("How long will the new surface last?");
    const answer = page.getByText(/A complete gelcoat resurfacing lasts 15-20 years/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });
});

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`resurfacing on a ${device}`, () => {
    test.use({ viewport });

    test("has no axe violations", async ({ page }) => {
      test.slow();
      await visit(page, "/resurfacing");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
