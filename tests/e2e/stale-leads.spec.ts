import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn, useStaffSession } from "./support/admin-page.ts";
import { PHONE } from "./support/viewports.ts";

// Follow-up on a phone: the dashboard's speed to lead and stale leads, the lead lists' stale filter and the admins'
// limits, each working as plain HTML before (or without) scripts. The figures themselves are checked by the
// integration tests; other specs add leads in parallel, so this one reads labels, never totals.

const FOLLOW_UP = 'section[aria-labelledby="dashboard-follow-up"]';

test("the dashboard's speed to lead and stale leads fit a 360 px phone", async ({ browser, page }) => {
  await page.setViewportSize(PHONE);
  await useStaffSession(browser, page, "admin");
  await page.goto("/admin-dashboard");
  const section = page.locator(FOLLOW_UP);
  await expect(section.getByRole("heading", { name: "Speed to lead and follow-up" })).toBeVisible();
  for (const title of ["Speed to lead by rep", "Speed to lead by office", "Stale leads by rep"]) {
    await expect(section.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(section.getByRole("link", { name: "All stale leads" })).toHaveAttribute(
    "href",
    "/admin/admin-estimates?stale=1",
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways by this many pixels").toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, FOLLOW_UP);
});

test("without scripts, a rep filters a list to stale leads and an admin's bad limit is refused", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  try {
    await signIn(page, "sales", "/admin/estimates");
    await page.getByText(/^Filter/).click();
    await page.getByLabel("Follow-up").selectOption({ label: "Stale only" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]stale=1(&|$)/);
    await expect(page.getByText("Filter (1)")).toBeVisible();

    await context.clearCookies();
    await signIn(page, "admin", "/admin/settings?section=follow-up");
    await expect(page.getByLabel("Contacted")).toHaveValue(/^\d+$/);
    const contacted = await page.getByLabel("Contacted").inputValue();
    await page.getByLabel("Proposal sent").fill("0");
    await page.getByRole("button", { name: "Save limits" }).click();
    await expect(page.getByText("Enter a whole number of days from 1 to 365 for Proposal sent")).toBeVisible();
    await expect(page.getByLabel("Proposal sent")).toHaveValue("0");
    await expect(page.getByLabel("Proposal sent")).toHaveAttribute("aria-invalid", "true");
    // Nothing was saved: the page shown afresh has the stored values.
    await page.goto("/admin/settings?section=follow-up");
    await expect(page.getByLabel("Contacted")).toHaveValue(contacted);
    await expect(page.getByLabel("Proposal sent")).not.toHaveValue("0");
  } finally {
    await context.close();
  }
});
