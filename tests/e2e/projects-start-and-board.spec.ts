import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";
import { PHONE } from "./support/viewports.ts";
import { PROJECT_MESSAGE_MESSAGES } from "~/lib/schemas/project-message";

// A won lead becomes a pool project on its page: operations starts it, reads its timeline, answers the homeowner,
// and finds it on the projects board, from a phone. Every refusal is in
// tests/integration/projects-start-and-board.test.ts; here a staff member goes through it in the browser.

test.describe.configure({ timeout: 90_000 });

async function makeLead(page: Page): Promise<{ id: number; name: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const customer = { firstName: "Project", lastName: `Owner${stamp}` };
  const sent = await page.request.post("/api/estimates", {
    data: {
      ...customer,
      phone: `(352) 555-${String(Date.now() % 10_000).padStart(4, "0")}`,
      message: "Browser test of pool projects",
      requestType: "estimate",
      sourcePage: "e2e-projects",
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  return { id, name: `${customer.firstName} ${customer.lastName}` };
}

const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date())
    .slice(0, 10);

test("operations starts a won lead's project from a phone, answers the homeowner and finds it on the board", async ({
  browser,
  page,
}) => {
  await page.setViewportSize(PHONE);
  const lead = await makeLead(page);
  await useStaffSession(browser, page, "operations");
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Pool project" })).toHaveCount(0);

  await page.getByLabel("Status", { exact: true }).selectOption("won");
  await page.getByLabel("Contract value ($)").fill("$52,000");
  await page.getByLabel("Signed on").fill(today());
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Status changed to Won.");

  const project = page.locator("#project");
  await expect(project.getByRole("heading", { name: "Pool project" })).toBeVisible();
  await project.getByLabel("Color").fill("Blue Granite");
  await project.getByRole("button", { name: "Start the project" }).click();
  await expectToast(page, "Project started.");

  const stages = project.getByRole("list", { name: "Project stages" });
  await expect(stages.getByRole("listitem")).toHaveCount(8);
  await expect(stages.getByRole("listitem").first()).toContainText("Permit and HOA approval");
  await expect(stages.getByRole("listitem").first()).toContainText("Next");
  await expect(project.getByText("$52,000, signed")).toBeVisible();
  await expect(project.getByRole("link", { name: "Open the project" })).toBeVisible();
  await expect(project.getByRole("button", { name: "Start the project" })).toHaveCount(0);

  // The answer to the homeowner: refused empty in the browser, sent once written.
  const thread = page.locator("#project-messages");
  await thread.getByRole("button", { name: "Send to the homeowner" }).click();
  await expect(thread.getByText(PROJECT_MESSAGE_MESSAGES.empty)).toBeVisible();
  await thread.getByLabel("Answer the homeowner").fill("The crane comes Thursday morning.");
  await thread.getByRole("button", { name: "Send to the homeowner" }).click();
  await expectToast(page, "Message sent to the homeowner.");
  await expect(thread.getByRole("list", { name: "Messages" })).toContainText("The crane comes Thursday morning.");

  // The board: the project in its first stage's column, on a page no wider than the phone.
  await page.goto("/admin/projects");
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  const permits = page.getByRole("region", { name: /Permit and HOA approval/ });
  await expect(permits.getByRole("link", { name: lead.name, exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways by this many pixels").toBeLessThanOrEqual(0);
  await expectAxeClean(page);
  await permits.getByRole("link", { name: lead.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
});
