import { type APIRequestContext, type Page } from "@playwright/test";
import { DESKTOP, signIn, useStaffSession } from "./support/admin-page.ts";
import { expect, test } from "./support/test.ts";

// Decision 020: public pages get the public stylesheet only; the staff area adds its own on top.

// Signing in runs argon2 and staff pages are rendered on the server: allow a busy machine some time.
test.describe.configure({ timeout: 120_000 });

const PUBLIC_PAGES = ["/", "/pools", "/pool-detail/slug/milan-10-20", "/estimate", "/blog", "/packages", "/financing"];

/** The addresses of the stylesheets the page links, in document order. */
const linkedStylesheets = (page: Page) =>
  page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

/** The stylesheets a page's HTML links, as served (before any script runs). */
async function servedStylesheets(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1]);
}

/** The staff shell's two-column grid (sidebar 15rem): a rule only the staff stylesheet has. */
const staffShellColumns = (page: Page) =>
  page
    .locator("#admin-main")
    .locator("xpath=../..")
    .evaluate((shell) => getComputedStyle(shell).gridTemplateColumns);

test("public pages link the public stylesheet only, never the staff one", async ({ page, request }) => {
  await page.goto("/admin-login");
  const [publicSheet, staffSheet, ...others] = await linkedStylesheets(page);
  expect(others).toEqual([]);
  expect(staffSheet).not.toBe(publicSheet);
  if (!publicSheet || !staffSheet) throw new Error("the sign-in page links two stylesheets");

  for (const path of PUBLIC_PAGES) expect(await servedStylesheets(request, path), path).toEqual([publicSheet]);
  await page.goto("/");
  expect(await linkedStylesheets(page)).toEqual([publicSheet]);
  // Nor is a staff rule copied into the public sheet.
  const publicCss = await (await page.request.get(publicSheet)).text();
  expect(publicCss).not.toContain("15rem_minmax");
  expect(await (await page.request.get(staffSheet)).text()).toContain("15rem_minmax");
});

test("staff pages get the staff area's styles after the public ones", async ({ browser, page }) => {
  await page.setViewportSize(DESKTOP);
  await useStaffSession(browser, page, "admin");
  await page.goto("/admin-dashboard");
  const sheets = await linkedStylesheets(page);
  expect(sheets).toHaveLength(2);
  expect(await staffShellColumns(page)).toMatch(/^240px \d/);
});

test("leaving the staff area without a page load takes the staff stylesheet away", async ({ page }) => {
  await page.goto("/admin-login");
  const [publicSheet] = await linkedStylesheets(page);
  // The logo above the sign-in form links to the home page: a client-side navigation.
  await page.getByRole("main").getByRole("link").first().click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => linkedStylesheets(page)).toEqual([publicSheet]);
});

test("a staff 403 shown by the root error page still has the staff styles", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, "sales");
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await linkedStylesheets(page)).toHaveLength(2);
  expect(await staffShellColumns(page)).toMatch(/^240px \d/);
});
