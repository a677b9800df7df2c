import { expectAxeClean, signIn } from "./support/admin-page.ts";
import { expect, test } from "./support/test.ts";

// Issue 20: the staff's consultation hours. (The visitor's journey from an estimate to a booked slot is
// covered by tests/integration/pages-consultation.test.ts; its browser test is still to come.)

test.describe.configure({ timeout: 120_000 });

test.describe("staff", () => {
  test("operations set an office's hours and closed dates; bad input is answered beside the field", async ({
    page,
  }) => {
    await signIn(page, "operations");
    await page.goto("/admin/consultation-hours?office=port-st-lucie");
    await expect(page.getByRole("heading", { name: "Weekly hours: Port St. Lucie" })).toBeVisible();
    const day = `${new Date().getUTCFullYear() + 1}-03-17`;
    await page.getByLabel("Date", { exact: true }).fill(day);
    await page.getByLabel("Reason (optional)").fill("Staff training");
    await page.getByRole("button", { name: "Add closed date" }).click();
    await expect(page.getByRole("status")).toHaveText("Closed date added.");
    await expect(page.getByText("(Staff training)")).toBeVisible();

    await page.getByLabel("Slot (minutes)").fill("5");
    await page.getByRole("button", { name: "Add period" }).click();
    await expect(page.getByText("The slot length must be between 15 and 480.")).toBeVisible();
    await expect(page.getByLabel("Slot (minutes)")).toHaveAttribute("aria-invalid", "true");
    await expectAxeClean(page);

    await page.getByRole("button", { name: `Remove closed date ${day}` }).click();
    await expect(page.getByRole("status")).toHaveText("Closed date removed.");
  });

  test("sales may not open the hours", async ({ page }) => {
    await signIn(page, "sales");
    const response = await page.goto("/admin/consultation-hours");
    expect(response!.status()).toBe(403);
  });
});
