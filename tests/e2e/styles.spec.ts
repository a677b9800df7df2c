import { type APIRequestContext, type Page } from "@playwright/test";
import { signIn, useStaffSession } from "./support/admin-page.ts";
import { expect, test } from "./support/test.ts";
import { DESKTOP } from "./support/viewports.ts";

// Decisions 020 and 026: every page links one stylesheet, its own, complete for what it shows; public pages never
// get the staff area's rules.

// Signing in runs argon2 and staff pages are rendered on the server: allow a busy machine some time.
test.describe.configure({ timeout: 120_000 });

const PUBLIC_PAGES = [
  "/",
  "/pools",
  "/pool-detail/slug/milan-10-20",
  "/estimate",
  "/blog",
  "/packages",
  "/financing",
  "/pool-resurfacing-ocala-fl",
];
/** A rule only the staff sheet has: the staff shell's two-column grid (sidebar 15rem). */
const STAFF_RULE = "15rem_minmax";

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

/** The one sheet a page's HTML links. */
async function servedSheet(request: APIRequestContext, path: string): Promise<string> {
  const sheets = await servedStylesheets(request, path);
  expect(sheets, path).toHaveLength(1);
  return sheets[0] ?? "";
}

/** The page's styles apply: preflight alone leaves a heading at the body's 16px, the page's utilities enlarge it. */
const headingFontSize = (page: Page) =>
  page
    .getByRole("heading", { level: 1 })
    .first()
    .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));

/** The staff shell's grid columns: a rule only the staff stylesheet has. */
const staffShellColumns = (page: Page) =>
  page
    .locator("#admin-main")
    .locator("xpath=../..")
    .evaluate((shell) => getComputedStyle(shell).gridTemplateColumns);

test("each public page links one stylesheet of its own, never the staff one", async ({ page, request }) => {
  await page.goto("/admin-login");
  const [staffSheet, ...others] = await linkedStylesheets(page);
  expect(others).toEqual([]);
  expect(await (await request.get(staffSheet ?? "")).text()).toContain(STAFF_RULE);

  const sheets = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const sheet = await servedSheet(request, path);
    expect(sheet, path).not.toBe(staffSheet);
    expect(await (await request.get(sheet)).text(), path).not.toContain(STAFF_RULE);
    sheets.add(sheet);
  }
  expect(sheets.size).toBe(PUBLIC_PAGES.length);
});

test("a built-in page shown at a landing address links that page's sheet, and only it", async ({ request }) => {
  expect(await servedSheet(request, "/pool-packages")).toBe(await servedSheet(request, "/packages"));
  expect(await servedSheet(request, "/free-estimate")).toBe(await servedSheet(request, "/estimate"));
});

test("moving between pages without a page load swaps the sheet for the next page's, styled at once", async ({
  page,
  request,
}) => {
  const home = await servedSheet(request, "/");
  const pools = await servedSheet(request, "/pools");
  const packagesAtLanding = await servedSheet(request, "/pool-packages");
  await page.goto("/");
  await page.locator('html[data-hydrated="true"]').waitFor();
  expect(await linkedStylesheets(page)).toEqual([home]);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pools", exact: true }).click();
  await expect(page).toHaveURL("/pools");
  // The address changes when the router commits; React may still be rendering 24 cards on a loaded CI machine.
  await expect(page.getByRole("heading", { level: 1, name: "Premium Pool Collection" })).toBeVisible({
    timeout: 20_000,
  });
  expect(await linkedStylesheets(page)).toEqual([pools]);
  expect(await headingFontSize(page)).toBeGreaterThan(24);

  // A landing address, reached as a link in the page would reach it (ads and other sites link there, the site's
  // own pages do not): its sheet is the shown page's, linked by the landing route.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate("/pool-packages"),
  );
  await expect(page).toHaveURL("/pool-packages");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => linkedStylesheets(page)).toEqual([packagesAtLanding]);
  expect(await headingFontSize(page)).toBeGreaterThan(24);

  await page.goBack();
  await expect(page).toHaveURL("/pools");
  await expect.poll(() => linkedStylesheets(page)).toEqual([pools]);
  expect(await headingFontSize(page)).toBeGreaterThan(24);
});

test("error pages link the error sheet and are styled", async ({ page, request }) => {
  const unknownPool = await request.get("/pool-detail/999999");
  expect(unknownPool.status()).toBe(404);
  for (const path of ["/pool-detail/999999", "/this-page-does-not-exist", "/blog/no-such-post"]) {
    await page.goto(path);
    const sheets = await linkedStylesheets(page);
    expect(sheets, path).toHaveLength(1);
    expect(await headingFontSize(page), path).toBeGreaterThan(20);
  }
});

test("staff pages link the staff sheet alone", async ({ browser, page }) => {
  await page.setViewportSize(DESKTOP);
  await useStaffSession(browser, page, "admin");
  await page.goto("/admin-dashboard");
  const sheets = await linkedStylesheets(page);
  expect(sheets).toHaveLength(1);
  expect(await staffShellColumns(page)).toMatch(/^240px \d/);
});

test("leaving the staff area without a page load takes the staff stylesheet away", async ({ page, request }) => {
  const home = await servedSheet(request, "/");
  await page.goto("/admin-login");
  // The sign-in page has no site footer, which marks the public pages' hydration: wait for React on its form.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("form") ?? {}).some((key) => key.startsWith("__react")),
  );
  const [staffSheet] = await linkedStylesheets(page);
  // The logo above the sign-in form links to the home page: a client-side navigation.
  await page.getByRole("main").getByRole("link").first().click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => linkedStylesheets(page)).toEqual([home]);
  expect(home).not.toBe(staffSheet);
});

test("a staff 403 shown by the root error page still has the staff styles", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, "sales");
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await linkedStylesheets(page)).toHaveLength(1);
  expect(await staffShellColumns(page)).toMatch(/^240px \d/);
});
