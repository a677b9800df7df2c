import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_SALES_REP_LABEL, E2E_STAFF } from "./support/staff.ts";
import { axeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";
import { signIn } from "./support/admin-page.ts";

// The lead desk as staff meet it: a request sent through the public estimate
// form a moment before is found, worked (status, comment, assignment),
// exported, and the pages pass axe on a phone and a desktop.

test.describe.configure({ timeout: 120_000 });

/** A name and phone no other test uses, so the search finds exactly this lead. */
function uniqueCustomer() {
  const stamp = Date.now().toString(36);
  const digits = String(Date.now() % 10_000).padStart(4, "0");
  return { firstName: "Deskcheck", lastName: `Tester${stamp}`, phone: `(407) 555-${digits}` };
}

/** Sends an estimate request through the public wizard, as a visitor would. */
async function submitEstimate(page: Page, customer: ReturnType<typeof uniqueCustomer>) {
  await page.goto("/estimate?sourcePage=e2e-lead-desk");
  // The wizard replaces the plain form once React runs (a cold server may take a while).
  await expect(page.getByRole("list", { name: "Progress" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("First name").fill(customer.firstName);
  await page.getByLabel(/^Last name/).fill(customer.lastName);
  await page.getByLabel(/^Phone/).fill(customer.phone);
  await page.getByLabel(/^Email/).fill(`${customer.lastName.toLowerCase()}@example.com`);
  await page.getByLabel("Pool installation address").fill("55 Lake Shore Dr, Orlando, FL");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Budget range").selectOption("$50,000 - $75,000");
  await page.getByLabel("Timeline").selectOption("1-3 months");
  await page.getByLabel("Tell us about your project").fill("<script>alert(1)</script> Freeform pool with a spa.");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
  await page.getByRole("button", { name: "Get My Free Estimate" }).click();
  await expect(page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ })).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel("Search leads").fill(text);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

test("a staff member finds a new estimate request, works it, exports it and signs out", async ({ page }) => {
  const customer = uniqueCustomer();
  const name = `${customer.firstName} ${customer.lastName}`;
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });

  await submitEstimate(page, customer);

  await signIn(page, "operations", "/admin/estimates");
  await expect(page.getByRole("heading", { level: 1, name: "Estimates" })).toBeVisible();
  await searchFor(page, customer.lastName);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await row.getByRole("link", { name }).click();

  // The lead page: what the visitor sent, as text.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("<script>alert(1)</script> Freeform pool with a spa.")).toBeVisible();
  await expect(page.getByText("e2e-lead-desk")).toBeVisible();

  // Change the status.
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed to Contacted.")).toBeVisible();
  await expect(page.getByText(`${E2E_STAFF.operations.username} changed the status from New to`)).toBeVisible();

  // Comment.
  await page.getByLabel("Add a comment").fill("Called the customer; site visit next week.");
  await page.getByRole("button", { name: "Add comment" }).click();
  await expect(page.getByText("Comment added.")).toBeVisible();
  const comments = page.getByRole("list", { name: "Comments" });
  await expect(comments.getByText("Called the customer; site visit next week.")).toBeVisible();
  await expect(comments.getByText(E2E_STAFF.operations.username)).toBeVisible();

  // Assign to the sales rep.
  await page.getByLabel("Sales rep").selectOption({ label: E2E_SALES_REP_LABEL });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(`Assigned to ${E2E_STAFF.sales.username}.`)).toBeVisible();

  // Export the filtered list.
  await page.getByRole("link", { name: "Estimates" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Estimates" })).toBeVisible();
  await searchFor(page, customer.lastName);
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByText("Contacted", { exact: true })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-estimates-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^ID,Received \(Eastern\),Status,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Contacted,`);
  expect(lines[1]).toContain(`,${customer.firstName},${customer.lastName},`);
  expect(lines[1]).toContain(`,${E2E_STAFF.sales.username},`);
  expect(lines[1]).toContain(",e2e-lead-desk,");

  // Sign out.
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin-login\?signedOut=1$/);
  expect(alerts).toEqual([]);
});

test("operations marks selected leads as spam from the all-leads page", async ({ page }) => {
  const customer = uniqueCustomer();
  const sent = await page.request.post("/api/estimates", {
    data: { ...customer, message: "Buy cheap watches", requestType: "contact", sourcePage: "e2e-bulk" },
  });
  expect(sent.status()).toBe(201);
  const name = `${customer.firstName} ${customer.lastName}`;

  await signIn(page, "operations", "/admin/admin-estimates");
  await searchFor(page, customer.lastName);
  const form = page.getByRole("form", { name: "Bulk actions" });
  await expect(form.getByText("Select leads to act on them")).toBeVisible();
  await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await expect(form.getByText("1 selected")).toBeVisible();
  await form.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByText("1 lead marked as spam.")).toBeVisible();
  // Back on the same filtered list, where spam no longer shows: it waits in the Spam list, with why.
  await expect(page).toHaveURL(new RegExp(`/admin/admin-estimates\\?q=${customer.lastName}$`));
  await expect(page.getByText("No leads match these filters")).toBeVisible();
  await page.getByRole("navigation", { name: "Lead lists" }).getByRole("link", { name: "Spam" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spam" })).toBeVisible();
  await searchFor(page, customer.lastName);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Spam", { exact: true })).toBeVisible();
  await expect(row.getByText("Marked as spam by staff")).toBeVisible();
});

test("without scripts, a refused bulk change comes back with the rows checked and the choices made", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  try {
    const customer = uniqueCustomer();
    for (const firstName of ["Ada", "Bea"]) {
      const sent = await page.request.post("/api/estimates", {
        data: { ...customer, firstName, message: "Bulk again", requestType: "contact", sourcePage: "e2e-bulk" },
      });
      expect(sent.status()).toBe(201);
    }
    await signIn(page, "operations", "/admin/admin-estimates");
    await page.goto(`/admin/admin-estimates?q=${customer.lastName}`);
    const form = page.getByRole("form", { name: "Bulk actions" });
    const boxes = [`Select Ada ${customer.lastName}`, `Select Bea ${customer.lastName}`].map((name) =>
      page.getByRole("checkbox", { name }),
    );
    for (const box of boxes) await box.check();
    await form.getByLabel("New status").selectOption("Lost");
    await form.getByRole("button", { name: "Change status" }).click();

    // A new page (a plain form post), with the reason asked for and nothing else to do again.
    await expect(form.getByText("Choose why the lead was lost.")).toBeVisible();
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(form.getByLabel("New status")).toHaveValue("lost");
    await expect(form.getByText("2 selected")).toBeVisible();

    await form.getByLabel("Reason (for Lost)").selectOption({ index: 1 });
    await form.getByRole("button", { name: "Change status" }).click();
    // The toast needs scripts: its message shows without them too.
    await expect(page.getByRole("status").filter({ hasText: "2 leads moved to Lost." })).toBeVisible();
    for (const box of boxes) await expect(box).not.toBeChecked();
  } finally {
    await context.close();
  }
});

test("sales can work leads but is refused the all-leads page", async ({ page }) => {
  await signIn(page, "sales", "/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  const response = await page.goto("/admin/admin-estimates");
  expect(response?.status()).toBe(403);
});

test.describe("lead desk accessibility", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the all-leads list and a lead page have no axe violations at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // A lead of its own, sent through the public API (quicker than the wizard).
      const customer = uniqueCustomer();
      const sent = await page.request.post("/api/estimates", {
        data: {
          ...customer,
          email: `${customer.lastName.toLowerCase()}@example.com`,
          message: "Axe check",
          requestType: "consultation",
          sourcePage: "e2e-lead-desk",
          nearestBranch: "OCALA",
        },
      });
      expect(sent.status()).toBe(201);
      const { id } = (await sent.json()) as { id: number };

      await signIn(page, "admin", "/admin/admin-estimates");
      await expect(page.getByRole("heading", { level: 1, name: "All leads" })).toBeVisible();
      // Cards on a phone, the table on a desktop.
      await expect(
        viewport === PHONE ? page.getByRole("list", { name: "All leads, page 1" }) : page.getByRole("table"),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/admin/leads/${id}`);
      await expect(page.getByRole("heading", { level: 2, name: "History", exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // With field errors shown as well.
      await page.getByLabel("Appointment e-mail").fill("");
      await page.getByLabel("Appointment phone").fill("");
      await page.getByRole("button", { name: "Schedule appointment" }).click();
      await expect(page.getByText("Either email or phone number is required").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
