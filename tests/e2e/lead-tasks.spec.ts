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

test("a manager gives a rep tasks and sees them on the rep's list", async ({ browser, page }) => {
  await page.setViewportSize(DESKTOP);
  await useStaffSession(browser, page, "operations");
  const lead = await sendLead(page);
  await page.goto(`/admin/leads/${lead.id}`);
  const tasks = page.locator("#tasks");
  // The proposal going out offers its follow-up: filled in, not added.
  await page.locator("#work").getByLabel("Status").selectOption({ label: "Proposal sent" });
  await page.locator("#work").getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "A follow-up in 3 days is filled in under Tasks.");
  await expect(tasks.getByText("The proposal is out")).toBeVisible();
  await expect(tasks.getByLabel("Note (optional)")).toHaveValue("Follow up on the proposal");
  await expect(tasks.getByText("No open tasks.")).toBeVisible();
  const add = async (kind: string, time: string, note: string) => {
    await tasks.getByLabel("Task", { exact: true }).selectOption({ label: kind });
    await tasks.getByLabel("Time (optional)").fill(time);
    await tasks.getByLabel("For").selectOption({ label: E2E_SALES_REP_LABEL });
    await tasks.getByLabel("Note (optional)").fill(note);
    await tasks.getByRole("button", { name: "Add task" }).click();
    await expectToast(page, `Task added: ${kind} for e2e-sales.`);
  };
  await add("Call back", "00:15", "Ask whether the HOA answered");
  await add("Follow up on financing", "", "Lender needs the signed quote");
  await expect(tasks.getByRole("list", { name: "Open tasks" }).getByRole("listitem")).toHaveCount(2);

  await page.goto("/admin/tasks");
  await expect(page.getByRole("heading", { level: 1, name: "My tasks" })).toBeVisible();
  await page.getByLabel("Whose tasks").selectOption({ label: E2E_SALES_REP_LABEL });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tasks of e2e-sales" })).toBeVisible();
  const rows = page.getByRole("listitem").filter({ hasText: lead.name });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Follow up on financing" })).toContainText("Lender needs the signed quote");
  await page.screenshot({ path: `${SCREENSHOTS}/my-tasks-1440.png`, fullPage: true });
  await expectAxeClean(page);
});

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
  // The form starts afresh for the next task.
  await expect(tasks.getByLabel("Note (optional)")).toHaveValue("");
  await expect(page.locator("#history")).toContainText("Task added: Site visit");
  await expectNoAxeViolations(page, "#tasks");
  await tasks.screenshot({ path: `${SCREENSHOTS}/lead-tasks-360.png` });

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
