import { expect, test, waitForHydration } from "./support/test.ts";
import { hydrated } from "./support/admin-page.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE } from "./support/viewports.ts";

test.describe("header on a desktop", () => {
  test("links to every main section in order, with Design Tool disabled", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Pools",
      "Resurfacing",
      "Installation",
      "Financing",
      "Calculator",
      "Español",
      "Get Estimate",
    ]);
    const designTool = nav.getByText("Design Tool");
    await expect(designTool).toBeVisible();
    await expect(designTool).toHaveAttribute("aria-disabled", "true");
    await expect(nav.getByRole("link", { name: "Design Tool" })).toHaveCount(0);

    for (const [name, path] of [
      ["Pools", "/pools"],
      ["Resurfacing", "/resurfacing"],
      ["Installation", "/installation"],
      ["Financing", "/financing"],
      ["Calculator", "/calculator"],
      ["Get Estimate", "/estimate"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Florida Fiberglass Pools/ })
      .click();
    await expect(page).toHaveURL("/");
  });

  test("shows the loading screen with the product name while a page loads", async ({ page }) => {
    await page.goto("/");
    await page.route("**/pools.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pools" }).click();
    const loading = page.getByRole("status").filter({ hasText: "Florida Fiberglass Pools" });
    await expect(loading).toBeVisible();
    await expect(page).toHaveURL("/pools");
    await expect(loading).toHaveCount(0);
  });

  test("scrolls to the top on every navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Pool Packages" }).click();
    await expect(page).toHaveURL("/packages");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: PHONE });

  test("shows Pools and Quote, and a menu that adds Contact and Get Free Estimate and closes on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    // The menu button works once the page's scripts have run (they start after the first paint).
    await hydrated(page, "main");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Pools", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Quote" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const toggle = header.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(header.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/estimate");
    await expect(menu.getByText("Design Tool")).toHaveAttribute("aria-disabled", "true");

    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu closes on Escape and on a tap outside it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, "main");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(180, 700); // the page under the menu
    await expect(menu).toBeHidden();
  });

  test("the menu works from the keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, "main");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has every link group, the toll-free number and the footnotes", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const path of [
      "/pools",
      "/san-juan-pools",
      "/latham-pools",
      "/above-ground",
      "/resurfacing",
      "/packages",
      "/installation",
      "/calculator",
      "/financing",
      "/estimate",
      "/resources",
      "/blog",
      "/contact",
      "/privacy-policy",
      "/terms-of-service",
      "/legal-disclaimers",
      "/sitemap",
      "/admin-login",
    ]) {
      expect(hrefs, path).toContain(path);
    }
    await expect(footer.getByRole("link", { name: "(888) 555-0100" })).toHaveAttribute("href", "tel:+18885550100");
    await expect(footer).toContainText("vary by up to 3%");
    await expect(footer).toContainText("non-diving");
    await expect(footer).toContainText("45 days after permit approval and shell delivery");
    await expect(footer).toContainText("Warranty terms differ by manufacturer");
  });

  test("flags the page's fallback office Near until the visitor's location is known", async ({ page }) => {
    const near = page.getByRole("contentinfo").locator("li[data-office]").filter({ hasText: "Near" });
    // The first office in general; West Palm Beach on the home and packages pages (app/components/nearest-office.tsx).
    await page.goto("/pools");
    await expect(near).toHaveCount(1);
    await expect(near).toHaveAttribute("data-office", "ocala");
    await page.goto("/");
    await expect(near).toHaveAttribute("data-office", "west-palm-beach");
    await expect(page.getByRole("banner").getByRole("link", { name: "(561) 555-0152" })).toBeVisible();
  });

  test("flags the office nearest the visitor when location is allowed", async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 26.3683, longitude: -80.1289 }, // Boca Raton
      permissions: ["geolocation"],
    });
    const page = await context.newPage();
    await page.goto("/");
    const near = page.getByRole("contentinfo").locator("li[data-office]").filter({ hasText: "Near" });
    await expect(near).toHaveAttribute("data-office", "west-palm-beach");
    await expect(page.getByRole("banner").getByRole("link", { name: "(561) 555-0152" })).toBeVisible();
    await context.close();
  });

  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1440, height: 900 },
  ]) {
    test(`says when location is refused and offers every office, then finds the nearest on request (${viewport.width}px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, geolocation: { latitude: 28.5999, longitude: -81.3392 } }); // Winter Park
      await context.grantPermissions([]);
      const page = await context.newPage();
      await page.goto("/pools");
      // Once allowed, the hydrated page locates the visitor by itself and drops the button.
      await waitForHydration(page);
      // Not yet allowed: the click asks, is refused, and the default office stays.
      await page.getByRole("button", { name: "Find my nearest office" }).click();
      const near = page.getByRole("contentinfo").locator("li[data-office]").filter({ hasText: "Near" });
      await expect(near).toHaveAttribute("data-office", "ocala");
      const refusal = page.getByRole("banner").getByRole("alert");
      await expect(refusal).toContainText(
        "Your browser did not share your location, so we cannot tell which office is nearest. Call the office nearest you:",
      );
      const offices = refusal.getByRole("list", { name: "Our offices" }).getByRole("link");
      await expect(offices).toHaveCount(4);
      await expect(offices.first()).toBeInViewport();
      await expect(offices.filter({ hasText: "Orlando" })).toHaveAttribute("href", /^tel:/);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.grantPermissions(["geolocation"]);
      await page.getByRole("button", { name: "Find my nearest office" }).click();
      await expect(near).toHaveAttribute("data-office", "orlando");
      await expect(refusal).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe("not found and redirects", () => {
  test("an unknown address shows the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist/really");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("old addresses redirect permanently", async ({ page, request }) => {
    const response = await request.get("/above-ground", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    await page.goto("/above-ground");
    await expect(page).toHaveURL("/above-ground-pools");
    await page.goto("/pool/7");
    await expect(page).toHaveURL("/pool-detail/7");
  });
});

test.describe("accessibility", () => {
  // The home page's own axe checks are in home.spec.ts.
  for (const path of ["/this-page-does-not-exist"]) {
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      test(`${path} has no axe violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  }
});
