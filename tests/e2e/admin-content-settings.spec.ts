import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";
import { PHONE } from "./support/viewports.ts";

// An administrator edits the company profile and the public site shows it at
// once. Only the Port St. Lucie street line changes (no other spec reads it),
// and it is put back at the end, also when the test fails half-way.

const STREET = "Port St. Lucie street address";
const ORIGINAL_STREET = "10410 SW Village Pkwy, Suite 300";

async function openCompanyProfile(page: Page) {
  await page.goto("/admin/settings?section=company");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await hydrated(page);
}

test.afterEach(async ({ browser, page }) => {
  await useStaffSession(browser, page, "admin");
  await openCompanyProfile(page);
  if ((await page.getByLabel(STREET).inputValue()) !== ORIGINAL_STREET) {
    await page.getByLabel(STREET).fill(ORIGINAL_STREET);
    await page.getByRole("button", { name: "Save company profile" }).click();
    await expectToast(page, "Company profile saved.");
  }
});

test("an administrator changes an office address and hours preview, and /contact shows the new address", async ({
  browser,
  page,
}) => {
  await useStaffSession(browser, page, "admin");
  await openCompanyProfile(page);
  await expect(page.getByRole("link", { name: "Company profile" })).toHaveAttribute("aria-current", "page");
  await expectAxeClean(page);

  // The hours line follows the boxes as they are ticked, before anything is saved.
  const orlando = page.getByRole("group", { name: /^Orlando office/ });
  const orlandoHours = orlando.getByText(/^Shown on the site as:/);
  await expect(orlandoHours).toHaveText("Shown on the site as: Mon-Fri: 9AM-4PM");
  await orlando.getByRole("checkbox", { name: "Saturday" }).check();
  await page.getByLabel("Orlando closes at").fill("17:30");
  await expect(orlandoHours).toHaveText("Shown on the site as: Mon-Sat: 9AM-5:30PM");

  // The browser checks with the server's rules before posting.
  await page.getByLabel("Orlando phone").fill("555-0141");
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expect(page.getByText("Enter the Orlando phone number as 10 digits, like (352) 555-0174")).toBeVisible();
  await expect(page.getByLabel("Orlando phone")).toBeFocused();

  // Reload to drop the Orlando edits; change only the Port St. Lucie street.
  await openCompanyProfile(page);
  await page.getByLabel(STREET).fill("10420 SW Village Pkwy, Suite 310");
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expectToast(page, "Company profile saved.");
  await expect(page.getByLabel(STREET)).toHaveValue("10420 SW Village Pkwy, Suite 310");

  await page.goto("/contact");
  await expect(page.getByText("10420 SW Village Pkwy, Suite 310").first()).toBeVisible();
  await expect(page.getByText(ORIGINAL_STREET)).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await openCompanyProfile(page);
  await expectAxeClean(page);
});
