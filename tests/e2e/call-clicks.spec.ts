import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

// A visitor taps a phone number (decision 033): the page sends a small beacon with the page and the
// office, nothing personal, and the call goes ahead at once (the site never prevents the link's default action).
// Storage, refusals and the rate limit are covered by tests/integration/visit-attribution.test.ts.

declare global {
  interface Window {
    /** Whether each tel: click reached the window with its default action still allowed. */
    __telClicks?: { href: string; prevented: boolean }[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__telClicks = [];
    // Registered on the window, so it runs after the site's listener on the document: it sees what the site
    // did with the click, then stops the navigation itself (the test browser has no phone app to hand it to).
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (!link) return;
      window.__telClicks!.push({ href: link.getAttribute("href")!, prevented: event.defaultPrevented });
      event.preventDefault();
    });
  });
});

/** Opens `path` and waits until the call-click listener (a chunk loaded after hydration) is in place. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.includes("/call-click-listener-")),
  );
  await page.waitForLoadState("networkidle");
}

/** Clicks a tel: link and answers the beacon it sent and what the window saw of the click. */
async function callFrom(page: Page, link: Locator) {
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/api/call-clicks" && request.method() === "POST",
  );
  await link.click();
  const request = await sent;
  const clicks = await page.evaluate(() => window.__telClicks!);
  return { request, body: request.postData() ?? "", click: clicks.at(-1)! };
}

const PHONE_DIGITS = /\d{3}\D{0,2}\d{3}\D?\d{4}/;

async function expectBeacon(page: Page, link: Locator, path: string) {
  const office = await link.getAttribute("data-office");
  const href = await link.getAttribute("href");
  const { request, body, click } = await callFrom(page, link);
  // Exactly the page and the office: no number, no name, nothing from the visitor.
  expect(JSON.parse(body)).toEqual(office ? { path, office } : { path });
  expect(body).not.toMatch(PHONE_DIGITS);
  expect(request.url()).toMatch(/\/api\/call-clicks$/);
  // The call is not delayed: the site left the link's default action alone.
  expect(click).toEqual({ href, prevented: false });
}

test("the header's phone number sends a beacon with the page and the office, and the call goes ahead", async ({
  page,
}) => {
  await open(page, "/");
  const link = page.getByRole("banner").locator('a[href^="tel:"][data-office]').first();
  expect(await link.getAttribute("data-office")).toMatch(/^(ocala|west-palm-beach|port-st-lucie|orlando)$/);
  await expectBeacon(page, link, "/");
});

test("a pool page's call button and an office card of /contact send their office", async ({ page }) => {
  await open(page, "/pool-detail/8");
  await expectBeacon(page, page.getByRole("main").locator('a[href^="tel:"][data-office]').first(), "/pool-detail/8");

  await open(page, "/contact");
  const card = page
    .getByRole("main")
    .locator("article")
    .filter({ has: page.locator('a[href^="tel:"]') });
  const orlando = card.locator('a[href^="tel:"][data-office="orlando"]').first();
  await expectBeacon(page, orlando, "/contact");
});

test("the company's main number sends the page alone (no office)", async ({ page }) => {
  await open(page, "/contact");
  await expectBeacon(
    page,
    page.getByRole("contentinfo").locator('a[href^="tel:"]:not([data-office])').first(),
    "/contact",
  );
});
