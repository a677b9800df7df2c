// The catalogue in Spanish as a Spanish-speaking visitor uses it, on a phone and a desktop: filter the pools, open
// one, keep it, compare it with another, and read the comparison in Spanish; the pages pass axe and fit a phone.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect as baseExpect, test } from "./support/test.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

// A filter change waits for the server's results: give a slow, shared machine time to answer.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const countHeading = (page: Page) => page.getByRole("heading", { name: /^Mostrando \d+ de 77 piscinas$/ });

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Spanish catalogue at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("filter the pools, open one, save it and compare it, all in Spanish", async ({ page }) => {
      await page.goto("/es/pools");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1, name: "Colección de piscinas premium" })).toBeVisible();
      await expect(countHeading(page)).toHaveText("Mostrando 77 de 77 piscinas");

      await page.getByRole("link", { name: "Encuentre su piscina" }).click();
      const panel = page.getByRole("region", { name: "Filtrar piscinas" });
      await expect(panel).toBeVisible();
      await panel.getByLabel("Forma").selectOption({ label: "Forma libre" });
      await expect(page).toHaveURL(/^[^?]*\/es\/pools\?.*shape=Freeform/);
      await expect(countHeading(page)).toHaveText(/^Mostrando (?!77 )\d+ de 77 piscinas$/);
      await expect(
        page.getByRole("group", { name: "Forma" }).getByRole("link", { name: "Forma libre", exact: true }),
      ).toHaveAttribute("aria-current", "true");

      const firstCard = page
        .getByRole("region", { name: /^Mostrando/ })
        .getByRole("article")
        .first();
      const name = (await firstCard.getByRole("heading").textContent())!;
      await firstCard.getByRole("link", { name: `Ver detalles de ${name}` }).click();
      await expect(page).toHaveURL(/\/es\/pool-detail\//);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Especificaciones" })).toBeVisible();
      await expect(page.getByText("Forma libre", { exact: true }).first()).toBeVisible();

      const save = page.getByRole("button", { name: `Guardar ${name} en favoritos` });
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect(save).toHaveText("Guardada");

      await page.goto("/es/favorites");
      await expect(page.getByRole("heading", { level: 1, name: "Sus piscinas favoritas" })).toBeVisible();
      await expect(page.getByRole("heading", { name })).toBeVisible();
      await page.getByRole("link", { name: "Comparar estas" }).click();
      await expect(page).toHaveURL(/\/es\/compare\?pools=\d+$/);
      await expect(page.getByText("Agregue otra piscina para compararla.")).toBeVisible();

      await page.getByLabel("Agregar una piscina").fill("Milan 10.20");
      await page.getByRole("button", { name: "Agregar" }).click();
      await expect(page).toHaveURL(/\/es\/compare\?pools=\d+,\d+$/);
      const table = page.getByRole("table");
      for (const row of [
        "Marca y serie",
        "Forma",
        "Largo × ancho",
        "Parte baja",
        "Parte honda",
        "Agua",
        "Spa integrado",
        "Escalones",
        "Bancos",
        "Repisa para tomar el sol",
        "Tiempo de instalación",
        "Precio desde",
        "Siguiente paso",
      ]) {
        await expect(table.getByRole("rowheader", { name: new RegExp(`^${row}`) })).toBeVisible();
      }
      await expect(table.getByRole("cell", { name: /galones$/ }).first()).toBeVisible();
      await expect(page.getByRole("switch", { name: "Mostrar solo las diferencias" })).toBeAttached();
    });

    test("the Spanish pool pages fit the screen and pass axe", async ({ page }) => {
      for (const path of ["/es/pools", "/es/pool-detail/8", "/es/compare?pools=8,2", "/es/favorites"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test("a move to the Spanish catalogue shows its placeholder cards under a Spanish heading while it loads", async ({
  page,
}) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.route("**/pools.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Piscinas" }).click();
  await expect(page.getByRole("heading", { name: "Cargando la galería de piscinas" })).toBeVisible();
  await expect(page.getByTestId("pool-card-skeleton")).toHaveCount(6);
  await expect(page.getByRole("heading", { level: 1, name: "Colección de piscinas premium" })).toBeVisible();
  await expect(page.getByTestId("pool-card-skeleton")).toHaveCount(0);
});
