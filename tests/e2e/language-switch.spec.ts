// The language switch: the same page in the other language, its query kept, from the header on a desktop and from
// the mobile menu on a phone; with and without scripts. And the Spanish shell's pages pass axe.
import { expect, test } from "./support/test.ts";
import { expectAxeClean } from "./support/axe.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

const FILTERED = "/pools?shape=Freeform&sort=price-asc";
const QUERY = "?shape=Freeform&sort=price-asc";

test.describe("the language switch", () => {
  test("on a desktop, the header's switch leads to the Spanish twin with the same filters, and back", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(FILTERED);
    const header = page.getByRole("banner");
    await header
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Ver esta página en español" })
      .click();

    await expect(page).toHaveURL(`/es/pools${QUERY}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    const nav = header.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Piscinas", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Presupuesto gratis" })).toHaveAttribute("href", "/es/estimate");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText("Nuestras oficinas en Florida")).toBeVisible();
    await page.screenshot({
      path: "test-results/language-switch-1440.png",
      clip: { x: 0, y: 0, width: 1440, height: 160 },
    });

    await nav.getByRole("link", { name: "View this page in English" }).click();
    await expect(page).toHaveURL(FILTERED);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(
      header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Estimate" }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  });

  test("on a phone, the mobile menu's switch leads to the Spanish twin with the same filters, and back", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(FILTERED);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Ver esta página en español" })
      .click();

    await expect(page).toHaveURL(`/es/pools${QUERY}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    await expect(menu.getByRole("link", { name: "Solicite su presupuesto gratis" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contacto" })).toHaveAttribute("href", "/es/contact");
    // Spanish is longer: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: "test-results/language-switch-360.png" });

    await menu.getByRole("link", { name: "View this page in English" }).click();
    await expect(page).toHaveURL(FILTERED);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  });

  test("remembers the choice: a later English page offers Spanish, after the page has loaded", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/es/privacy-policy");
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "View this page in English" })
      .click();
    await expect(page).toHaveURL("/privacy-policy");
    await expect(page.getByText("¿Prefiere español?")).toHaveCount(0);

    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Ver esta página en español" })
      .click();
    await expect(page).toHaveURL("/es");
    const cookie = (await page.context().cookies()).find((c) => c.name === "ffp_lang");
    expect(cookie?.value).toBe("es");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.goto("/financing?term=120");
    const offer = page.getByText("¿Prefiere español?");
    await expect(offer).toBeVisible();
    await page.getByRole("link", { name: "Ver esta página en español" }).first().click();
    await expect(page).toHaveURL("/es/financing?term=120");
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch is a plain link to the twin with the query", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(FILTERED);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Ver esta página en español" })
      .click();
    await expect(page).toHaveURL(`/es/pools${QUERY}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Financiamiento" }),
    ).toBeVisible();
  });
});

test.describe("the Spanish shell", () => {
  test("the 404 page at an unknown Spanish address is in Spanish", async ({ page }) => {
    const response = await page.goto("/es/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Página no encontrada");
    await expect(page.getByRole("link", { name: "Ver piscinas" })).toHaveAttribute("href", "/es/pools");
    await expectAxeClean(page);
  });

  for (const path of ["/es", "/es/privacy-policy"]) {
    test(`${path} passes axe at phone and desktop width`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expectAxeClean(page);
    });
  }
});
