// The manufacturer pages, the compact pool page, About and Resources in Spanish, at phone and desktop width: a
// Spanish speaker filters the Latham collection by series and stays on Spanish pages, reads About in Spanish, and
// nothing is wider than a phone's screen.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

const main = (page: Page) => page.getByRole("main");

/** How far the page reaches past the window's right edge (0: no sideways scroll). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Spanish manufacturer and company pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the Latham collection filters by series in Spanish and its links stay in Spanish", async ({ page }) => {
      await page.goto("/es/latham-pools");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1, name: "Piscinas de fibra de vidrio Latham" })).toBeVisible();
      const filters = main(page).getByRole("search", { name: "Filtrar piscinas" });
      await expect(filters.getByRole("status")).toHaveText(/^Mostrando (\d+) de \1 piscinas$/);

      await filters.getByLabel("Serie", { exact: true }).selectOption("Milan");
      await expect(page).toHaveURL(/\/es\/latham-pools\?series=Milan$/);
      await expect(filters.getByRole("status")).toHaveText(/^Mostrando 3 de \d+ piscinas$/);
      const cards = main(page).getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all())
        await expect(card.getByRole("heading", { level: 3 })).toContainText("Milan");
      await expect(filters.getByRole("link", { name: "Quitar filtros" })).toHaveAttribute(
        "href",
        "/es/latham-pools#latham-collection",
      );
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      await main(page).getByRole("link", { name: "Agende una consulta", exact: true }).click();
      await expect(page).toHaveURL(/\/es\/estimate$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    });

    test("About reads in Spanish, with Spanish office hours, and links the Spanish installation page", async ({
      page,
    }) => {
      await page.goto("/es/about");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1, name: /^Conozca / })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "Un solo equipo, del presupuesto al primer chapuzón" }),
      ).toBeVisible();
      await expect(main(page).getByText(/Todas las oficinas abren de lunes a viernes/)).toBeVisible();
      await expect(main(page).getByText("Instalación típica")).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      await main(page).getByRole("link", { name: "Vea el calendario de instalación día por día" }).click();
      await expect(page).toHaveURL(/\/es\/installation$/);
    });

    for (const path of ["/es/san-juan-pools", "/es/above-ground-pools", "/es/10x20-fiberglass-pool", "/es/resources"]) {
      test(`${path} reads in Spanish, fits the screen and passes axe`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await sidewaysOverflow(page)).toBe(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("the San Juan series carousel in Spanish", () => {
  test.use({ viewport: PHONE });

  test("steps through the series with Spanish buttons", async ({ page }) => {
    await page.goto("/es/san-juan-pools");
    const carousel = main(page).getByRole("region", { name: "Series de piscinas San Juan" });
    const position = carousel.locator('[aria-live="polite"]');
    await expect(position).toHaveText(/^Viendo serie 1 de (\d+)/);
    await carousel.getByRole("link", { name: "serie siguiente" }).click();
    await expect(position).toHaveText(/^Viendo serie 2 de (\d+)/);
    await expect(page).toHaveURL(/\/es\/san-juan-pools/);
  });
});
