import { expect, test } from "./support/test.ts";
import { deleteRecords, expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";
import { PHONE } from "./support/viewports.ts";

// Staff give a post its Spanish version from a phone; the Spanish blog then lists it and it reads in Spanish. The
// post is deleted at the end, also when the test fails half-way.

test.use({ viewport: PHONE });

test.describe("the Spanish blog", () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
  });

  test("staff add a Spanish title and article to a post; it is on /es/blog and reads in Spanish", async ({
    browser,
    page,
  }) => {
    const stamp = Date.now();
    const title = `Summer pool care ${stamp}`;
    const spanishTitle = `Cuidado de la piscina en verano ${stamp}`;
    await useStaffSession(browser, page, "operations");
    await page.goto("/admin/blog/new");
    await hydrated(page);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Article text", { exact: true }).fill("Brush the walls every week.");
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Create post" }).click();
    await expectToast(page, title);
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    created.push(new URL(page.url()).pathname);
    await hydrated(page);

    // Untranslated: not on the Spanish blog yet.
    const slugLink = await page.getByRole("link", { name: "View on the blog" }).getAttribute("href");
    const slug = slugLink!.replace("/blog/", "");
    const spanish = await page.context().newPage();
    await spanish.setViewportSize(PHONE);
    await spanish.goto(`/es/blog/${slug}`);
    await expect(spanish.getByRole("note")).toHaveText(
      "Este artículo todavía no está en español: está leyendo la versión en inglés.",
    );

    const fieldset = page.getByRole("group", { name: /Spanish \(optional\)/ });
    await expect(fieldset).toBeVisible();
    await fieldset.getByLabel("Spanish title").fill(spanishTitle);
    await fieldset.getByLabel("Spanish excerpt").fill("Consejos para el calor de Florida.");
    await fieldset
      .getByLabel("Spanish article text")
      .fill("Cepille las paredes cada semana.\n\nRevise el cloro después de cada aguacero.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "saved");

    await spanish.goto("/es/blog");
    await expect(spanish.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(spanish.getByRole("heading", { name: "Artículos recientes" })).toBeVisible();
    const card = spanish.getByRole("link", { name: spanishTitle }).first();
    await expect(card).toBeVisible();
    expect(await spanish.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAxeClean(spanish);

    await card.click();
    await expect(spanish).toHaveURL(new RegExp(`/es/blog/${slug}$`));
    await expect(spanish.getByRole("heading", { level: 1, name: spanishTitle })).toBeVisible();
    await expect(spanish.getByText("Revise el cloro después de cada aguacero.")).toBeVisible();
    await expect(spanish.getByText(/\d{1,2} de [a-z]+ de \d{4}/).first()).toBeVisible();
    await expect(spanish.getByRole("note")).toHaveCount(0);
    await expect(spanish.getByRole("link", { name: "Todos los artículos" }).first()).toHaveAttribute(
      "href",
      "/es/blog",
    );
    await expectAxeClean(spanish);
    await spanish.screenshot({ path: "test-results/blog-spanish-post-1440.png" });
    await spanish.close();
  });
});
