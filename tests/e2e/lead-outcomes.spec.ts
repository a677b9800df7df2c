import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { E2E_STAFF } from "./support/staff.ts";

// Won and lost on a lead's page (decision 033): won asks for the contract value and the signing
// date, lost for a reason; both land in the lead's history. Admin and operations can correct them later,
// sales cannot (the form is not shown and the server refuses the post). The rules' every refusal is in
// tests/integration/lead-outcomes.test.ts; here a staff member meets them in the browser.

test.describe.configure({ timeout: 90_000 });

const WON_VALUE = "Enter the contract value in dollars: more than $0, at most $10,000,000.";
const LOST_REASON = "Choose why the lead was lost.";

/** A lead of its own, through the public API. */
async function makeLead(page: Page, label: string, sourcePage = "e2e-outcomes"): Promise<{ id: number; name: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const customer = { firstName: "Outcome", lastName: `${label}${stamp}` };
  const sent = await page.request.post("/api/estimates", {
    data: {
      ...customer,
      phone: `(407) 555-${String(Date.now() % 10_000).padStart(4, "0")}`,
      message: "Browser test of won and lost",
      requestType: "estimate",
      sourcePage,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  return { id, name: `${customer.firstName} ${customer.lastName}` };
}

async function openLead(page: Page, id: number, name: string) {
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);
}

/** The office calendar's today, as the signing date field takes it. */
const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date())
    .slice(0, 10);

/** The signing date as the history writes it: "November 20, 2026". */
const signedToday = () =>
  new Date(`${today()}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The lead's status history (its timeline begins "Received as"). */
const history = (page: Page) => page.locator("ol").filter({ hasText: "Received as" });

test("won asks for the contract value and date, is kept in the history, and operations corrects it later", async ({
  browser,
  page,
}) => {
  const lead = await makeLead(page, "Won");
  await useStaffSession(browser, page, "sales");
  await openLead(page, lead.id, lead.name);

  // Won without a value: the message beside the field, nothing saved.
  await page.getByLabel("Status", { exact: true }).selectOption("won");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(WON_VALUE)).toBeVisible();
  await expect(page.getByLabel("Contract value ($)")).toHaveAttribute("aria-invalid", "true");
  await openLead(page, lead.id, lead.name);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("new");

  // With the value and the date: saved, and the history says what was won.
  await page.getByLabel("Status", { exact: true }).selectOption("won");
  await page.getByLabel("Contract value ($)").fill("$48,500");
  await page.getByLabel("Signed on").fill(today());
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Status changed to Won.");
  await expect(history(page).getByText(`Won: $48,500, signed ${signedToday()}`)).toBeVisible();
  await expect(history(page).getByText(`${E2E_STAFF.sales.username} changed the status from New to`)).toBeVisible();

  // Sales cannot correct it: no form, and the server refuses the post.
  await expect(page.getByRole("form", { name: "Outcome" })).toHaveCount(0);
  const refused = await page.request.post(`/admin/leads/${lead.id}`, {
    form: { intent: "outcome", wonValue: "1", wonSignedOn: today() },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await openLead(page, lead.id, lead.name);
  await expect(history(page).getByText("Won: $1,")).toHaveCount(0);

  // Operations corrects the value: the lead keeps "won", the history records the correction.
  await page.context().clearCookies();
  await useStaffSession(browser, page, "operations");
  await openLead(page, lead.id, lead.name);
  const outcome = page.getByRole("form", { name: "Outcome" });
  await expect(outcome.getByRole("heading", { name: "Correct the won contract" })).toBeVisible();
  await expect(outcome.getByLabel("Contract value ($)")).toHaveValue("48500");
  await outcome.getByLabel("Contract value ($)").fill("51000.50");
  await outcome.getByRole("button", { name: "Save outcome" }).click();
  await expectToast(page, `Won: $51,000.50, signed ${signedToday()}.`);
  await expect(history(page).getByText(`${E2E_STAFF.operations.username} corrected the outcome of`)).toBeVisible();
  await expect(history(page).getByText(`Won: $51,000.50, signed ${signedToday()}`)).toBeVisible();
  // The first entry stays as it was: the history keeps every past value.
  await expect(history(page).getByText(`Won: $48,500, signed ${signedToday()}`)).toBeVisible();
});

test("lost asks for a reason from the list; admin changes the reason later", async ({ browser, page }) => {
  const lead = await makeLead(page, "Lost");
  await useStaffSession(browser, page, "sales");
  await openLead(page, lead.id, lead.name);

  await page.getByLabel("Status", { exact: true }).selectOption("lost");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(LOST_REASON)).toBeVisible();
  await expect(page.getByLabel("Reason, when lost")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Status", { exact: true }).selectOption("lost");
  await page.getByLabel("Reason, when lost").selectOption({ label: "Chose a competitor" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Status changed to Lost.");
  await expect(history(page).getByText("Lost: Chose a competitor")).toBeVisible();
  const refused = await page.request.post(`/admin/leads/${lead.id}`, {
    form: { intent: "outcome", lostReason: "price" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);

  await page.context().clearCookies();
  await useStaffSession(browser, page, "admin");
  await openLead(page, lead.id, lead.name);
  const outcome = page.getByRole("form", { name: "Outcome" });
  await expect(outcome.getByLabel("Reason lost")).toHaveValue("chose-competitor");
  await outcome.getByLabel("Reason lost").selectOption({ label: "Financing fell through" });
  await outcome.getByRole("button", { name: "Save outcome" }).click();
  await expectToast(page, "Lost: Financing fell through.");
  await expect(history(page).getByText(`${E2E_STAFF.admin.username} corrected the outcome of`)).toBeVisible();
  await expect(history(page).getByText("Lost: Financing fell through")).toBeVisible();
});

test("the all-leads page marks selected leads lost with one reason, and does not offer won", async ({
  browser,
  page,
}) => {
  const source = `e2e-outcomes-${Date.now().toString(36)}`;
  const first = await makeLead(page, "Bulk", source);
  const second = await makeLead(page, "Bulk", source);
  await useStaffSession(browser, page, "operations");
  await page.goto(`/admin/admin-estimates?source=${source}`);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Bulk actions" });
  await expect(form.getByLabel("New status").locator('option[value="won"]')).toHaveCount(0);

  for (const lead of [first, second]) await page.getByRole("checkbox", { name: `Select ${lead.name}` }).check();
  await form.getByLabel("New status").selectOption("lost");
  await form.getByRole("button", { name: "Change status" }).click();
  await expect(form.getByText(LOST_REASON)).toBeVisible();
  // The rows stay checked and the status chosen: only the reason is missing.
  for (const lead of [first, second]) {
    await expect(page.getByRole("checkbox", { name: `Select ${lead.name}` })).toBeChecked();
  }
  await expect(form.getByLabel("New status")).toHaveValue("lost");

  await form.getByLabel("Reason (for Lost)").selectOption({ label: "No response" });
  await form.getByRole("button", { name: "Change status" }).click();
  await expectToast(page, "2 leads moved to Lost.");
  for (const lead of [first, second]) {
    await openLead(page, lead.id, lead.name);
    await expect(history(page).getByText("Lost: No response")).toBeVisible();
  }
});
