import { expect, test } from "./support/test.ts";
import { deleteRecords, expectToast, useStaffSession } from "./support/admin-page.ts";
import { PHONE } from "./support/viewports.ts";

// Operations staff write an issue of the newsletter on a phone: the form, the preview of the e-mail, the test copy.

test("writes a draft at 360 px, previews it and sends a test to themselves", async ({ browser, page }) => {
  await page.setViewportSize(PHONE);
  await useStaffSession(browser, page, "operations");
  await page.goto("/admin/newsletter");
  await page.getByRole("link", { name: "New issue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New newsletter issue" })).toBeVisible();

  const subject = `Pool tips, browser test ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Introduction").fill("Spring is here.\n\nThree things to do before the first swim.");
  const post1 = page.getByLabel("Post 1");
  const firstTitle = (await post1.locator("option").nth(1).textContent())!;
  await post1.selectOption({ index: 1 });
  await page.getByLabel("Post 2").selectOption({ index: 2 });
  await page.getByRole("button", { name: "Save draft" }).click();

  await expectToast(page, "Draft saved.");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const preview = page.frameLocator('iframe[title="The e-mail as HTML"]');
  await expect(preview.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(preview.getByRole("link", { name: firstTitle, exact: true })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Unsubscribe" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways by this many pixels").toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expectToast(page, "A test copy is on its way to e2e-ops@example.com.");

  // A bad edit is refused at its field, and what was typed stays.
  await page.getByLabel("Subject").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Enter the subject")).toBeVisible();
  await expect(page.getByLabel("Introduction")).toHaveValue(/Three things to do/);

  await deleteRecords(page, [new URL(page.url()).pathname]);
});
