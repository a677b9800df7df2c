import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE } from "./support/viewports.ts";

// Merging a duplicate from the lead page (decision 043), on a phone: "Merge…" beside "Possible duplicate" opens the
// screen with both leads (the older remains), the merge leaves one lead, and the merged lead's old link leads
// there. What a merge keeps and refuses is in tests/integration/lead-merge.test.ts.

test.describe.configure({ timeout: 90_000 });

/** Two requests from one customer through the public API: the second is flagged as a possible duplicate. */
async function twoRequests(page: Page) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const customer = { firstName: "Twice", lastName: `Asked${stamp}` };
  const phone = `(407) 555-${String(Date.now() % 10_000).padStart(4, "0")}`;
  const ids: number[] = [];
  for (const message of ["First request: a pool", "Second request: a pool with a spa"]) {
    const sent = await page.request.post("/api/estimates", {
      data: { ...customer, phone, message, requestType: "estimate", sourcePage: "e2e-merge" },
    });
    expect(sent.status()).toBe(201);
    ids.push(((await sent.json()) as { id: number }).id);
  }
  return { older: ids[0]!, newer: ids[1]!, name: `${customer.firstName} ${customer.lastName}` };
}

test("operations merge a duplicate from the lead page on a phone", async ({ browser, page }) => {
  await page.setViewportSize(PHONE);
  const { older, newer, name } = await twoRequests(page);
  await useStaffSession(browser, page, "operations");

  await page.goto(`/admin/leads/${newer}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("Possible duplicate", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Merge…" }).click();

  // Both leads, the older one first as the one that remains.
  await expect(page.getByRole("heading", { level: 1, name: "Merge duplicate leads" })).toBeVisible();
  const remains = page.getByRole("region", { name: `#${older} ${name}` });
  await expect(remains.getByText("Remains")).toBeVisible();
  await expect(
    page.getByRole("region", { name: `#${newer} ${name}` }).getByText("Merged into the other"),
  ).toBeVisible();
  await expect(page.getByText("Second request: a pool with a spa")).toBeVisible();
  await expect(page.getByRole("link", { name: `Keep #${newer} instead` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Merge #${newer} into #${older}` }).click();
  await expectToast(page, `Merged lead #${newer} (${name}) into this lead.`);
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${older}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The lead that remains keeps its own message.
  await expect(page.getByText("First request: a pool")).toBeVisible();

  // The merged lead's old link leads to the lead that remains, saying so.
  await page.goto(`/admin/leads/${newer}`);
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${older}$`));
  await expectToast(page, `Lead #${newer} was merged into this lead.`);
});

test("a sales rep sees the possible duplicate but no Merge link", async ({ browser, page }) => {
  await page.setViewportSize(PHONE);
  const { newer, name } = await twoRequests(page);
  await useStaffSession(browser, page, "sales");
  await page.goto(`/admin/leads/${newer}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Possible duplicate", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Merge…" })).toHaveCount(0);
});
