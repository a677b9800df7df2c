import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_STAFF } from "./support/staff.ts";
import { axeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";
import { submitSignIn } from "./support/admin-page.ts";

// Staff sign-in, the guard and the admin shell as staff meet them. The
// accounts come from tests/e2e/support/staff.ts (scripts/e2e-staff.ts creates
// them in the e2e database).

// Sign-in runs argon2 and every admin page is rendered on the server: allow a busy machine some time.
test.describe.configure({ timeout: 60_000 });

async function openSignIn(page: Page, path = "/admin-login") {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
}

test("a staff member signs in, sees the dashboard and signs out", async ({ page }) => {
  await openSignIn(page);
  await submitSignIn(page, "admin");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`Good \\w+, ${E2E_STAFF.admin.username}`) }),
  ).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Admin", { exact: true })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Staff menu" });
  await expect(menu.getByRole("link", { name: "Users" })).toBeVisible();

  await banner.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin-login\?signedOut=1$/);
  await expect(page.getByRole("status")).toHaveText("You have been signed out.");

  // The session ended on the server: the dashboard asks for a sign-in again.
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("a sales user is refused the users page with a 403 page and sees only lead pages", async ({ page }) => {
  await openSignIn(page);
  await submitSignIn(page, "sales", "email");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const menu = page.getByRole("navigation", { name: "Staff menu" });
  await expect(menu.getByRole("link", { name: "Estimates" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Users" })).toHaveCount(0);

  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByText("Your role (Sales) does not include it.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test("after sign-in the staff member lands on the page first asked for", async ({ page }) => {
  await page.goto("/admin/contacts?status=new");
  await expect(page).toHaveURL(/\/admin-login\?redirectTo=%2Fadmin%2Fcontacts%3Fstatus%3Dnew$/);
  await submitSignIn(page, "operations");
  await expect(page).toHaveURL(/\/admin\/contacts\?status=new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
});

test("the sign-in form names a missing field before posting and a wrong password after", async ({ page }) => {
  await openSignIn(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your username or e-mail")).toBeVisible();
  await expect(page.getByLabel("Username or e-mail")).toBeFocused();

  await page.getByLabel("Username or e-mail").fill(`nobody-${Date.now()}`);
  await page.getByLabel("Password").fill("not a password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect username or password.");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("the menu opens and closes on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignIn(page);
  await submitSignIn(page, "admin");
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByText("Menu", { exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Staff menu" });
  await menu.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("an admin creates a user: the form checks the fields, then a toast confirms", async ({ page }) => {
  await openSignIn(page, "/admin-login?redirectTo=%2Fadmin%2Fusers%2Fnew");
  await submitSignIn(page, "admin");
  await expect(page.getByRole("heading", { level: 1, name: "New user" })).toBeVisible();
  await expect(page.getByLabel("Role"), "the default role").toHaveValue("operations");

  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("Username must be 3 to 50 characters")).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const username = `e2e-new-${Date.now()}`;
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("E-mail").fill(`${username}@example.com`);
  await page.getByLabel("Role").selectOption("sales");
  await page.getByLabel("Office").selectOption({ label: "Ocala" });
  await page.getByLabel("Temporary password").fill("temporary password 1");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
  await expect(page.getByText(`User ${username} created.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("staff pages accessibility", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`sign-in page and dashboard have no axe violations at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignIn(page);
      expect(await axeViolations(page)).toEqual([]);

      // With an error shown as well.
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Enter your password")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await submitSignIn(page, "admin");
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
