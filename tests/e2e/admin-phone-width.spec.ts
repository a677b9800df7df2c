import { expect, test } from "./support/test.ts";
import { useStaffSession } from "./support/admin-page.ts";
import { PHONE } from "./support/viewports.ts";

// Staff work leads from a phone too: a list page may scroll its table sideways inside the table's own box, but the
// page itself must never be wider than the screen. (Screen-reader-only text in a wide table once escaped the table's
// scroll box and made the whole page scroll.)

const LIST_PAGES = [
  ["/admin/admin-estimates", "admin"],
  ["/admin/users", "admin"],
  ["/admin/pools", "admin"],
  ["/admin/blog", "admin"],
  ["/admin/landing-pages", "admin"],
  ["/admin/landing-pages/url-mappings", "admin"],
  ["/admin/consultation-hours", "admin"],
  ["/admin/design-add-ons", "admin"],
  // A rep's own pages: their calendar's office filter names its longest choice for them.
  ["/admin/consultations", "sales"],
  ["/admin/new-today", "sales"],
  ["/admin/spam", "sales"],
  ["/admin/account", "sales"],
] as const;

for (const [path, role] of LIST_PAGES) {
  test(`${path} is no wider than a 360 px phone (${role})`, async ({ browser, page }) => {
    await page.setViewportSize(PHONE);
    await useStaffSession(browser, page, role);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page scrolls sideways by this many pixels").toBeLessThanOrEqual(0);
  });
}
