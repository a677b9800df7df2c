import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, useStaffSession } from "./support/admin-page.ts";
import { E2E_SALES_REP_LABEL } from "./support/staff.ts";
import { expectAxeClean, expectNoAxeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

// A rep on a phone (360 px) adds a follow-up task to a lead, sees it on My tasks, and marks it done in one tap.

test.describe.configure({ timeout: 90_000 });

const SCREENSHOTS = "test-results";

/** A lead of its own from an Orlando number (the e2e rep's office), through the public API. */
async function sendLead(page: Page) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const digits = String(Date.now() % 10_000).padStart(4, "0");
  const customer = { firstName: "Taskcheck", lastName: `Rep${stamp}`, phone: `(407) 555-${digits}` };
  const sent = await page.request.post("/api/estimates", {
    data: { ...customer, message: "A pool with a tanning ledge.", requestType: "estimate", sourcePage: "e2e-tasks" },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  return { id, name: `${customer.firstName} ${customer.lastName}` };
}

test("a rep adds a task on a phone, finds it on My tasks, and marks it done in one tap", async ({ browser, page }) => {
  await page.setViewportSize(PHONE);
  await useStaffSession(browser, page, "sales");
  const lead = await sendLead(page);

  await page.goto(`/admin/leads/${lead.id}`);
  const tasks = page.locator("#tasks");
  await expect(tasks.getByText("No open tasks.")).toBeVisible();
  await tasks.getByLabel("Task", { exact: true }).selectOption({ label: "Site visit" });
  // The due date starts at today; no time means some time today.
  await tasks.getByLabel("For").selectOption({ label: E2E_SALES_REP_LABEL });
  await tasks.getByLabel("Note (optional)").fill("Bring the color samples");
  await tasks.getByRole("button", { name: "Add task" }).click();
  await expectToast(page, "Task added: Site visit");

  const open = tasks.getByRole("list", { name: "Open tasks" });
  const item = open.getByRole("listitem").filter({ hasText: "Site visit" });
  await expect(item).toContainText("Bring the color samples");
  await expect(item.getByText("Today", { exact: true })).toBeVisible();
  await expect(page.locator("#history")).toContainText("Task added: Site visit");
  await expectNoAxeViolations(page, "#tasks");

  // On a phone the staff menu is folded behind "Menu".
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Staff menu" }).getByRole("link", { name: "My tasks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My tasks" })).toBeVisible();
  const today = page.locator("section").filter({ has: page.getByRole("heading", { name: /^Today \(/ }) });
  const mine = today.getByRole("listitem").filter({ hasText: lead.name });
  await expect(mine).toContainText("Site visit");
  await page.screenshot({ path: `${SCREENSHOTS}/my-tasks-360.png`, fullPage: true });

  await mine.getByRole("link", { name: lead.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
  await page
    .locator("#tasks")
    .getByRole("button", { name: /^Done: Site visit/ })
    .click();
  await expectToast(page, "Task done: Site visit.");
  const finished = page.locator("#tasks").getByRole("list", { name: "Done and closed tasks" });
  await expect(finished.getByRole("listitem").filter({ hasText: "Site visit" })).toContainText("Done by e2e-sales");
  await expect(page.locator("#tasks").getByRole("button", { name: /^Reopen: Site visit/ })).toBeVisible();
  await expect(page.locator("#history")).toContainText("Task done: Site visit");

  await page.goto("/admin/tasks");
  await expect(page.getByRole("heading", { level: 1, name: "My tasks" })).toBeVisible();
  await expect(page.getByText(lead.name)).toHaveCount(0);
});

test("My tasks at a desk: a manager picks whose tasks to see", async ({ browser, page }) => {
  await page.setViewportSize(DESKTOP);
  await useStaffSession(browser, page, "operations");
  await page.goto("/admin/tasks");
  await expect(page.getByRole("heading", { level: 1, name: "My tasks" })).toBeVisible();
  await page.getByLabel("Whose tasks").selectOption({ label: E2E_SALES_REP_LABEL });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tasks of e2e-sales" })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/my-tasks-1440.png`, fullPage: true });
  await expectAxeClean(page);
});
