import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, signIn } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";

// Operations staff manage the pool designer's add-ons. The test adds its own
// add-on (the seeded ones stay as they are, other specs read them) and leaves
// it retired at the end of the list, also when it fails half-way: add-ons are
// retired, never deleted.

const LIST = "/admin/design-add-ons";

test.describe("design add-ons", () => {
  let createdId: string | null = null;
  test.afterEach(async ({ page }) => {
    if (!createdId) return;
    // Back to the end of the list (a no-op when it is there) and out of the designer.
    for (const intent of ["move-down", "retire"]) {
      const response = await page.request.post(LIST, { form: { id: createdId, intent }, maxRedirects: 0 });
      expect(response.status()).toBe(302);
    }
    createdId = null;
  });

  test("operations adds, edits, reorders and retires an add-on", async ({ page }) => {
    const name = `E2E Fire bowls ${Date.now()}`;
    await signIn(page, "operations", LIST);
    await expect(page.getByRole("heading", { level: 1, name: "Design add-ons" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Staff menu" }).getByRole("link", { name: "Design add-ons" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit: Heat pump" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "New add-on" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New design add-on" })).toBeVisible();
    await hydrated(page);

    // The browser runs the server's schema: nothing is posted until the fields are right.
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page
      .getByLabel("Short description", { exact: true })
      .fill("A pair of gas fire bowls on the deck, lit from a switch.");
    await page.getByLabel("Pricing").selectOption("per-unit");
    await page.getByLabel("Price ($)").fill("-3");
    await page.getByLabel("Maximum (per unit only)").fill("4");
    await page.getByRole("button", { name: "Add add-on" }).click();
    await expect(page.getByText("Price must be a whole number of dollars from $0 to $500,000")).toBeVisible();
    await expect(page.getByText('Enter what one unit is, e.g. "light" or "sq ft"')).toBeVisible();
    await expect(page.getByLabel("Price ($)")).toBeFocused();
    await expect(page.getByLabel("Price ($)")).toHaveAttribute("aria-invalid", "true");
    await expectAxeClean(page);

    await page.getByLabel("Price ($)").fill("2,400");
    await page.getByLabel("Unit (per unit only)").fill("bowl");
    await page.getByLabel("Starting quantity (per unit only)").fill("2");
    await page.getByLabel("Picture").fill("/images/add-ons/gas-heater.svg");
    await page.getByRole("button", { name: "Add add-on" }).click();

    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expectToast(page, `${name} added at the end of the list.`);
    const link = page.getByRole("link", { name: `Edit: ${name}` });
    await expect(link).toBeVisible();
    createdId = (await link.getAttribute("href"))!.split("/").pop()!;
    const row = page.getByRole("row").filter({ has: link });
    await expect(row).toContainText("$2,400 per bowl");
    await expect(row).toContainText("1–4, starts at 2");
    await expect(row).toContainText("Offered");
    // New add-ons go last.
    await expect(page.getByRole("row").last()).toContainText(name);

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
    await hydrated(page);
    await expectAxeClean(page);
    await page.getByLabel("Price ($)").fill("2150");
    await page.getByLabel("Choose-one group").fill("fire");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, `${name} saved.`);
    await expect(row).toContainText("$2,150 per bowl");
    await expect(row).toContainText("Choose one of “fire”");

    // Up one place: above the fence, the last seeded add-on.
    await hydrated(page);
    await page.getByRole("button", { name: `Move ${name} up` }).click();
    await expectToast(page, "Moved up.");
    await expect(page.getByRole("row").last()).toContainText("Pool safety fence");
    await expect(page.getByRole("row").nth(-2)).toContainText(name);

    await page.getByRole("button", { name: `Retire ${name}` }).click();
    await expectToast(page, `${name} retired: the designer no longer offers it.`);
    await expect(row).toContainText("Retired");
    await expect(page.getByRole("button", { name: `Restore ${name}` })).toBeVisible();
    await expectAxeClean(page);
  });
});
