import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { deleteRecords, expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";

// Operations staff turn an address visitors miss into a URL mapping from the 404 log, and write a landing
// page they preview before it goes live. Each test makes its own records with unique addresses (drafts only,
// so no public list or sitemap other specs read changes) and removes them again, also when it fails half-way.

const LOG = "/admin/landing-pages/not-found-log";

/** Removes a path from the 404 log through the log's own Dismiss action. */
async function dismissFromLog(page: Page, path: string) {
  const response = await page.request.post(LOG, { form: { intent: "dismiss", path }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

test.describe("404 log and URL mappings", () => {
  const created: string[] = [];
  const missing: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
    for (const path of missing.splice(0)) await dismissFromLog(page, path);
  });

  test("operations maps a missing address in one click, and the address then shows the page", async ({
    browser,
    page,
  }) => {
    const path = `/e2e-old-financing-${Date.now()}`;
    missing.push(path);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();

    await useStaffSession(browser, page, "operations");
    // The count is written after the 404 answer (it never slows the page): the log shows it a moment later.
    await expect(async () => {
      await page.goto(`${LOG}?q=${encodeURIComponent(path.slice(1))}`);
      await expect(page.getByRole("rowheader", { name: path })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "404 log" })).toBeVisible();
    await expect(page.getByRole("link", { name: "404 log" })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: path }) });
    await expect(row.getByRole("cell").nth(0)).toHaveText("1");
    await hydrated(page);
    await expectAxeClean(page);

    // "More options" opens the full form with the address filled in.
    await row.getByRole("link", { name: `More options for ${path}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New URL mapping" })).toBeVisible();
    await expect(page.getByLabel("Legacy URL")).toHaveValue(path);
    await expectAxeClean(page);
    await page.goBack();

    await row.getByLabel(`Target page for ${path}`).selectOption("FinancingPage");
    await row.getByRole("button", { name: `Create mapping for ${path}` }).click();
    await expectToast(page, `URL mapping ${path} created: it now shows Pool Financing.`);
    await expect(page.getByRole("rowheader", { name: path })).toHaveCount(0);

    await page.getByRole("link", { name: "URL mappings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "URL mappings" })).toBeVisible();
    const edit = page.getByRole("link", { name: `Edit mapping ${path}` });
    await expect(edit).toBeVisible();
    created.push((await edit.getAttribute("href"))!);
    await expect(page.getByRole("row").filter({ has: edit })).toContainText("Pool Financing (/financing)");
    await expectAxeClean(page);

    // Visitors following the old address (any case, trailing slash) now land on the financing page.
    await page.goto(`${path.toUpperCase()}/`);
    await expect(page).toHaveTitle(/^Pool Financing \|/);
    await expect(page.getByRole("heading", { name: "Trusted Financing Partners" })).toBeVisible();
  });
});

test.describe("landing pages", () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
  });

  test("operations writes a draft landing page and previews it at /enhanced-test/:slug", async ({ browser, page }) => {
    const slug = `e2e-pool-services-${Date.now()}`;
    const title = `E2E Pool Services ${Date.now()}`;
    await useStaffSession(browser, page, "operations");
    await page.goto("/admin/landing-pages");
    await expect(page.getByRole("heading", { level: 1, name: "Landing pages" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Conversions" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "New landing page" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New landing page" })).toBeVisible();
    await hydrated(page);

    // The browser runs the server's schema: a real page's address and a missing page name are refused.
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Slug").fill("pools");
    await page.getByLabel("Content type").selectOption("page");
    await page.getByRole("button", { name: "Create landing page" }).click();
    await expect(
      page.getByText("A page of the site already answers at this address: choose another slug"),
    ).toBeVisible();
    await expect(page.getByText("Choose the built-in page to show")).toBeVisible();
    await expect(page.getByLabel("Slug")).toBeFocused();
    await expectAxeClean(page);

    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Content type").selectOption("html");
    await page.getByLabel("City").fill("Naples");
    await page
      .getByLabel("HTML content", { exact: true })
      .fill('<h2>Fiberglass Pools in Naples</h2><p>Installed by local crews.</p><script>document.title="x"</script>');
    await page.getByRole("button", { name: "Create landing page" }).click();

    await expect(page).toHaveURL(/\/admin\/landing-pages$/);
    await expectToast(page, `Landing page "${title}" created.`);
    const link = page.getByRole("link", { name: `Edit ${title}` });
    await expect(link).toBeVisible();
    created.push((await link.getAttribute("href"))!);
    await expect(page.getByRole("row").filter({ has: link })).toContainText("Draft");

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Saved without the script.
    await expect(page.getByLabel("HTML content", { exact: true })).toHaveValue(
      "<h2>Fiberglass Pools in Naples</h2><p>Installed by local crews.</p>",
    );

    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: /^Preview/ }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/enhanced-test/${slug}$`));
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Fiberglass Pools in Naples" })).toBeVisible();
    await preview.close();

    // A draft is staff-only: its own address is still Page Not Found for visitors.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(new URL(`/${slug}`, page.url()).toString());
    await expect(visitorPage.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await visitor.close();
    // That visit was counted in the 404 log; leave the log as it was.
    await expect(async () => {
      await page.goto(`${LOG}?q=${slug}`);
      await expect(page.getByRole("rowheader", { name: `/${slug}` })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await dismissFromLog(page, `/${slug}`);
  });
});
