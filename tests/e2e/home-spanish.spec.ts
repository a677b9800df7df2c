// The Spanish home page (/es) at both widths: it hydrates without a console error, reads Spanish from the hero to
// the contact block, its choices and links stay on Spanish pages; axe on the Spanish home, installation and Ocala
// pages.
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { homeSectionsTexts, homeTexts } from "../../app/content/texts/home.server";
import { installationTexts } from "../../app/content/texts/installation.server";
import { ocalaTexts } from "../../app/content/texts/local-pages.server";
import { expectNoAxeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

test.describe.configure({ timeout: 90_000 });

const es = homeTexts.es;
const sections = homeSectionsTexts.es;

/** Console errors and uncaught exceptions while the page loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Spanish home page at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("hydrates without a console error and reads Spanish from the hero to the contact block", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto("/es");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1, name: sections.hero.title })).toBeVisible();
      await expect(page.getByRole("link", { name: sections.hero.estimateLabel })).toHaveAttribute(
        "href",
        "/es/estimate?sourcePage=home",
      );
      for (const title of [
        sections.benefits.title,
        sections.services.title,
        es.design.title,
        es.gallery.title,
        sections.partners.title,
        sections.differentiators.title,
        sections.statistics.title,
        sections.localOffice.title,
        es.contact.title,
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeAttached();
      }
      // Spanish runs longer than English: still nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/es-home-${viewport.width}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });

    test("a size choice stays on the Spanish page, and the services lead to Spanish pages", async ({ page }) => {
      await page.goto("/es");
      const design = page.getByRole("region", { name: es.design.title });
      await design.getByRole("button", { name: new RegExp(`^${es.design.tiers.Large} `) }).click();
      await expect(page).toHaveURL(/\/es\?(.*&)?size=Large/);
      await expect(design.getByRole("heading", { name: "Piscinas para un diseño Grande" })).toBeVisible();
      await expect(design.getByRole("button", { name: new RegExp(`^${es.design.tiers.Large} `) })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      const services = page.getByRole("region", { name: sections.services.title });
      await services.getByRole("link", { name: /^Vea el calendario/ }).click();
      await expect(page).toHaveURL(/\/es\/installation$/);
      await expect(page.getByRole("heading", { level: 1, name: installationTexts.es.hero.title })).toBeVisible();
    });
  });
}

test.describe("Spanish pages pass axe", () => {
  test.use({ viewport: PHONE });

  for (const [path, heading] of [
    ["/es", sections.hero.title],
    ["/es/installation", installationTexts.es.hero.title],
    ["/es/fiberglass-pools-ocala", ocalaTexts.es.hero.title],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
