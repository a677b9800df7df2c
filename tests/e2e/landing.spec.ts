import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Dynamic landing pages as visitors meet them (decision 012). The Configuration
// Error needs a mapping to an unknown page, which only the database can hold until the admin exists: the
// integration suite (tests/integration/pages-landing.test.ts) covers it.

const VIEWPORTS = [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1440, height: 900 }],
] as const;

const TAMPA = "/pool-services-tampa-fl";
const TAMPA_TITLE = "Pool Services in Tampa, FL";
const MAPPED = "/fiberglass-pools";
const CATALOGUE_TITLE = "Premium Pool Collection";

/** Client navigations load the next route's code first; the dev server compiles it on demand. */
const NAVIGATION = { timeout: 20_000 };

/** React attached itself to this element: the server HTML was hydrated, not replaced. */
function hydrated(page: Page, selector: string) {
  return page.waitForFunction(
    (sel) => Object.keys(document.querySelector(sel) ?? {}).some((key) => key.startsWith("__react")),
    selector,
  );
}

/** Console errors and warnings of the page (hydration mismatches are reported there). */
function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(error.message));
  return messages;
}

/**
 * A hydration warning about this page. The development server's critical-CSS link (root, dev only) is
 * rendered with a nonce on the server and without one in the browser; that one is not ours.
 */
const isHydrationProblem = (text: string) =>
  /hydrat|did not match|didn't match/i.test(text) && !text.includes("@react-router/critical.css");

/** Every view-counter call the page makes. */
function trackViewCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/track-view")) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

test.describe("a landing page", () => {
  test("shows its content between header and footer, and its estimate links credit the page", async ({ page }) => {
    const problems = collectConsole(page);
    await page.goto(TAMPA);
    await hydrated(page, "article");
    await expect(page).toHaveTitle(/^Fiberglass Pool Services in Tampa, FL \| Florida Fiberglass Pools$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAMPA_TITLE);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("article").getByRole("heading", { level: 2 }).first()).toHaveText(
      "Fiberglass Pools for Tampa Bay Homes",
    );
    await expect(
      page.getByRole("article").getByRole("link", { name: "Request your free Tampa pool estimate" }),
    ).toHaveAttribute("href", "/estimate?sourcePage=pool-services-tampa-fl");

    await page.getByRole("main").getByRole("link", { name: "Get a Free Estimate" }).first().click();
    await expect(page).toHaveURL("/estimate?sourcePage=pool-services-tampa-fl", NAVIGATION);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Pool Estimate");
    expect(problems.filter(isHydrationProblem)).toEqual([]);
  });

  test("counts one view per page load, and a failed count changes nothing for the visitor", async ({ page }) => {
    const calls = trackViewCalls(page);
    const counted = page.waitForResponse((r) => r.url().endsWith(`${TAMPA}/track-view`));
    await page.goto(TAMPA);
    expect((await counted).status()).toBe(204);
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([`POST /api/landing-pages${TAMPA}/track-view`]);

    // A new visit counts again; the failure is only logged.
    const problems = collectConsole(page);
    await page.route("**/track-view", (route) => route.fulfill({ status: 500, body: "down" }));
    const failed = page.waitForResponse((r) => r.url().endsWith("/track-view"));
    await page.reload();
    expect((await failed).status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAMPA_TITLE);
    await expect.poll(() => problems.some((text) => text.includes("Landing page view not counted"))).toBe(true);
    expect(calls).toHaveLength(2);
  });

  test("client navigations render landing pages and mapped pages and count each landing visit once", async ({
    page,
  }) => {
    test.slow(); // three pages, each route's code compiled on first use by the dev server
    const calls = trackViewCalls(page);
    await page.goto("/test-landing");
    await hydrated(page, "main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Landing Page Test");

    await page.getByRole("link", { name: TAMPA_TITLE }).click();
    await expect(page).toHaveURL(TAMPA, NAVIGATION);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAMPA_TITLE, NAVIGATION);
    await expect.poll(() => calls).toEqual([`POST /api/landing-pages${TAMPA}/track-view`]);

    await page.goBack();
    await page.getByRole("link", { name: MAPPED }).click();
    await expect(page).toHaveURL(MAPPED, NAVIGATION);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUE_TITLE, NAVIGATION);
    await expect(page).toHaveTitle(/^Fiberglass Pools for Florida Homes \| Pool Collection/);
    await page.waitForLoadState("networkidle");
    expect(calls).toHaveLength(1);
  });
});

test.describe("a mapped legacy address", () => {
  for (const path of [MAPPED, `${MAPPED}/`]) {
    test(`${path} shows the mapped page, hydrated without a flash or a mismatch`, async ({ page }) => {
      test.slow(); // the whole catalogue, with its code held back on purpose
      const problems = collectConsole(page);
      const calls = trackViewCalls(page);
      // Slow the mapped page's code down: the server's HTML must stay on screen until it arrives.
      await page.route(/\/(app\/routes\/site\/pools\.tsx|assets\/pools-[\w-]+\.js)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const response = await page.goto(path, { waitUntil: "commit" });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUE_TITLE);
      await expect(page.getByRole("status")).toHaveCount(0);
      await hydrated(page, "[data-built-in-page] h1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUE_TITLE);
      await expect(page).toHaveTitle(/^Fiberglass Pools for Florida Homes \| Pool Collection/);

      // Hydrated: the header's links navigate in the page.
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      await page.getByRole("banner").getByRole("link", { name: "Installation" }).first().click();
      await expect(page).toHaveURL("/installation", NAVIGATION);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/first swim/, NAVIGATION);
      expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
      expect(problems.filter(isHydrationProblem)).toEqual([]);
      expect(calls).toEqual([]);
    });
  }
});

test.describe("an unknown address", () => {
  test("shows Page Not Found with the path and a 404 status", async ({ page }) => {
    const response = await page.goto("/no-such-landing-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle(/^404 Page Not Found/);
    await expect(page.getByText("The requested page could not be found")).toBeVisible();
    await expect(page.getByText("/no-such-landing-page", { exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use({ viewport });

    // A mapping to the estimate form stands for the mapped addresses: the catalogue has its own axe checks.
    // axe on the phone layout only: the desktop one shares the template (see info-pages.spec.ts).
    const withAxe = device === "phone";
    for (const path of [
      TAMPA,
      "/free-estimate",
      "/pool-resurfacing-port-st-lucie-fl",
      "/no-such-landing-page",
      "/test-landing",
    ]) {
      test(`${path} has one main heading${withAxe ? " and no axe violations" : ""}`, async ({ page }) => {
        test.slow(); // axe on a long page
        await page.goto(path);
        await hydrated(page, "main");
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        if (withAxe) await expectNoAxeViolations(page);
      });
    }
  });
}
