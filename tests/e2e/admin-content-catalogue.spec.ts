import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import sharp from "sharp";
import { deleteRecords, expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";

// Operations staff manage the catalogue's testimonials, manufacturers and
// pool colors. Each test adds its own records (never edits the seeded ones,
// which other specs read) and deletes them at the end, also when it fails
// half-way, so the home page and /latham-pools are back as they were.

const created: string[] = [];
test.afterEach(async ({ page }) => {
  await deleteRecords(page, created.splice(0));
});

/** Opens the edit page from the list row's link and remembers it for clean-up. */
async function rememberAndOpen(page: Page, linkName: string) {
  const link = page.getByRole("link", { name: linkName });
  await expect(link).toBeVisible();
  created.push((await link.getAttribute("href"))!);
  await link.click();
}

test("operations adds a featured testimonial and sees it first on the home page", async ({ browser, page }) => {
  const name = `E2E Reviewer ${Date.now()}`;
  await useStaffSession(browser, page, "operations");
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("link", { name: "New testimonial" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New testimonial" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("State").fill("F1");
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await expect(page.getByText("Enter the customer's name")).toBeVisible();
  await expect(page.getByText("Enter what the customer said")).toBeVisible();
  await expect(page.getByText("State must be a two-letter code such as FL")).toBeVisible();
  await expect(page.getByLabel("Customer name")).toBeFocused();
  await expectAxeClean(page);

  await page.getByLabel("Customer name").fill(name);
  await page.getByLabel("Testimonial", { exact: true }).fill("Our e2e pool was dug, set and filled in eleven days.");
  await page.getByLabel("City").fill("Ocala");
  await page.getByLabel("State").fill("fl");
  await page.getByLabel("Rating").selectOption("4");
  await page.getByLabel("Featured").check();
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await expectToast(page, `Testimonial from ${name} added.`);

  await page.getByLabel("Featured", { exact: true }).selectOption("yes");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/featured=yes/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Featured");
  await expect(row).toContainText("4 stars");
  await rememberAndOpen(page, `Edit the testimonial from ${name}`);
  await expect(page.getByRole("heading", { level: 1, name: `Testimonial from ${name}` })).toBeVisible();
  await expectAxeClean(page);

  await page.goto("/");
  const firstReview = page.locator("section[aria-labelledby=testimonials-heading] figure").first();
  await expect(firstReview).toContainText(name);
  await expect(firstReview).toContainText("Ocala, FL");
  await expect(firstReview.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
});

test("operations writes a manufacturer's feature lines and logo, with the card previewed as the home page shows it", async ({
  browser,
  page,
}) => {
  const name = `E2E Shells ${Date.now()}`;
  await useStaffSession(browser, page, "operations");
  await page.goto("/admin/manufacturers");
  await expect(page.getByRole("heading", { level: 1, name: "Manufacturers" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Latham" })).toContainText(/\d+ pools and \d+ colors/);
  await expectAxeClean(page);

  await page.getByRole("link", { name: "New manufacturer" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New manufacturer" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Website").fill("http://shells.example.com");
  await page.getByRole("button", { name: "Create manufacturer" }).click();
  await expect(page.getByText("Enter the manufacturer's name")).toBeVisible();
  await expect(page.getByText("Website must be a full https:// address")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expectAxeClean(page);

  // The preview is the home page's partner card, following every keystroke.
  const preview = page.locator("section").filter({ has: page.getByRole("heading", { name: "Home page card" }) });
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Website").fill("https://shells.example.com");
  await page
    .getByLabel("Description", { exact: true })
    .fill(
      [
        "Shells made for an end-to-end test.",
        "Lifetime warranty - The shell is covered for life.",
        "Fast installation - Set in ten days.",
        "Gel coat finish - Two coats.",
        "Wide range - Forty shapes.",
        "a line without a dash",
      ].join("\n"),
    );
  await expect(preview.getByRole("heading", { level: 3, name })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 4, name: "Lifetime warranty" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 4, name: "Wide range" })).toBeHidden();
  // The disclosure is a <details> summary (decision 022): it works before the scripts run.
  await expect(preview.locator("summary").getByText(/^Show 1 More Feature$/)).toBeVisible();
  await expect(preview).toContainText("1 line is not shown");

  // An uploaded logo replaces the letter mark at once.
  const logo = await sharp({ create: { width: 320, height: 120, channels: 3, background: "#0b93d1" } })
    .png()
    .toBuffer();
  await page.getByLabel("Upload image").setInputFiles({ name: "e2e-logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByRole("status").filter({ hasText: "Uploaded e2e-logo.png." })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Logo")).toHaveValue(/^\/uploads\//);
  await expect(preview.getByRole("img", { name: `${name} logo` })).toHaveAttribute("src", /^\/uploads\//);

  await page.getByRole("button", { name: "Create manufacturer" }).click();
  await expectToast(page, `Manufacturer "${name}" created.`);
  await rememberAndOpen(page, `Edit ${name}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);
  await expectAxeClean(page);

  const description = page.getByLabel("Description", { exact: true });
  await description.fill((await description.inputValue()).replace("a line without a dash", "Local crews - Near you."));
  await expect(preview.locator("summary").getByText(/^Show 2 More Features$/)).toBeVisible();
  await expect(preview).not.toContainText("not shown");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, `Manufacturer "${name}" saved.`);

  await page.goto("/");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
  await card
    .locator("summary")
    .getByText(/^Show 2 More Features$/)
    .click();
  await expect(card.getByRole("heading", { name: "Local crews" })).toBeVisible();
});

test("operations adds a pool color, previews its swatch and sees it in Latham's collection", async ({
  browser,
  page,
}) => {
  const name = `E2E Lagoon ${Date.now()}`;
  await useStaffSession(browser, page, "operations");
  await page.goto("/admin/pool-colors?manufacturer=Latham");
  await expect(page.getByRole("heading", { level: 1, name: "Pool colors" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Sapphire Blue (Latham)" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /\(San Juan\)$/ })).toHaveCount(0);
  await expectAxeClean(page);

  await page.getByRole("link", { name: "New color" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New pool color" })).toBeVisible();
  await hydrated(page);
  // The list's manufacturer is already chosen.
  await expect(page.getByLabel("Manufacturer")).toHaveValue("Latham");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Series").fill("Crystal");
  await page.getByLabel("Color (hex)").fill("#12345G");
  await page.getByRole("button", { name: "Create color" }).click();
  await expect(page.getByText("Enter a hex color such as #1F6FB5")).toBeVisible();
  await expect(page.getByLabel("Color (hex)")).toBeFocused();
  await expectAxeClean(page);

  const preview = page.locator("section").filter({ has: page.getByRole("heading", { name: "Swatch preview" }) });
  await page.getByLabel("Color (hex)").fill("0b93d1");
  await page.getByLabel("Gradient from (hex)").fill("#7fd6e8");
  await page.getByLabel("Gradient to (hex)").fill("#13a");
  await expect(preview).toContainText(name);
  await expect(preview).toContainText("#0B93D1");
  await expect(preview).toContainText("#1133AA");
  await page.getByRole("button", { name: "Create color" }).click();
  await expectToast(page, `Color "${name}" (Latham) created.`);
  await expect(page).toHaveURL(/\/admin\/pool-colors$/);
  await rememberAndOpen(page, `Edit ${name} (Latham)`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel("Gradient to (hex)")).toHaveValue("#1133AA");
  await expectAxeClean(page);

  await page.goto("/latham-pools");
  const crystal = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: /Crystal/ }) })
    .last();
  await expect(crystal.getByText(name)).toBeVisible();
});

test("a sales user is refused every content screen", async ({ browser, page }) => {
  await useStaffSession(browser, page, "sales");
  await page.goto("/admin-dashboard");
  const menu = page.getByRole("navigation", { name: "Staff menu" });
  await expect(menu.getByRole("link", { name: "Estimates" })).toBeVisible();
  for (const label of ["Pools", "Manufacturers", "Pool colors", "Testimonials", "Blog", "Settings"]) {
    await expect(menu.getByRole("link", { name: label })).toHaveCount(0);
  }
  for (const path of [
    "/admin/pools",
    "/admin/manufacturers",
    "/admin/pool-colors",
    "/admin/testimonials",
    "/admin/blog",
    "/admin/landing-pages",
    "/admin/faq",
    "/admin/financing-partners",
    "/admin/resources",
    "/admin/settings",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  }
});
