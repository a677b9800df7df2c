import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, useStaffSession } from "./support/admin-page.ts";
import { E2E_STAFF } from "./support/staff.ts";
import { axeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// A sales rep works leads from a phone (360 px): the first screen shows leads, calling is one tap, a call is
// logged with one tap (with scripts and without), and a save leaves the page where the rep was.

test.describe.configure({ timeout: 90_000 });

const SCREENSHOTS = "test-results";

/** A lead of its own, sent through the public API, with a name and phone no other test uses. */
async function sendLead(page: Page, extra: Record<string, unknown> = {}) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const digits = String(Date.now() % 10_000).padStart(4, "0");
  const customer = {
    firstName: "Phonecheck",
    lastName: `Rep${stamp}`,
    phone: `(407) 555-${digits}`,
    email: `rep${stamp}@example.com`,
    address: "55 Lake Shore Dr, Orlando, FL",
  };
  const sent = await page.request.post("/api/estimates", {
    data: {
      ...customer,
      message: "A pool with a sun shelf.",
      requestType: "estimate",
      sourcePage: "e2e-phone",
      ...extra,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  return { id, name: `${customer.firstName} ${customer.lastName}`, ...customer };
}

/** Whether the whole element is on the screen, as the rep sees it (no scrolling). */
async function expectWhollyOnScreen(locator: Locator, page: Page) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, "the element is drawn").not.toBeNull();
  expect(box!.y, "its top is on the screen").toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, "its bottom is on the screen").toBeLessThanOrEqual(viewport.height);
}

test("the phone list's first screen shows lead cards, and calling is one tap", async ({ browser, page }) => {
  await page.setViewportSize(PHONE);
  await useStaffSession(browser, page, "sales");
  const lead = await sendLead(page);

  await page.goto("/admin/new-today");
  await expect(page.getByRole("heading", { level: 1, name: "New today" })).toBeVisible();
  const cards = page.getByRole("list", { name: "New today, page 1" });
  const firstCard = cards.getByRole("listitem").first();
  await expectWhollyOnScreen(firstCard, page);
  // The table is for wide screens only.
  await expect(page.getByRole("table")).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOTS}/lead-list-360.png` });

  await page.getByLabel("Search leads").fill(lead.lastName);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const card = cards.getByRole("listitem").filter({ hasText: lead.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Orlando");
  await expect(card).toContainText(/just now|1 min ago/);
  await expect(card).toContainText("Estimate");
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  const digits = lead.phone.replace(/\D/g, "");
  await expect(card.getByRole("link", { name: `Call ${lead.name}` })).toHaveAttribute("href", `tel:+1${digits}`);
  await expect(card.getByRole("link", { name: `Text ${lead.name}` })).toHaveAttribute("href", `sms:+1${digits}`);
  await expect(card.getByRole("link", { name: `E-mail ${lead.name}` })).toHaveAttribute("href", `mailto:${lead.email}`);
  await expect(card.getByRole("link", { name: `Map of ${lead.name}'s address` })).toHaveAttribute(
    "href",
    /google\.com\/maps\/search\/.*Orlando/,
  );
  // One tap each: a thumb-sized target.
  for (const link of await card.getByRole("link", { name: new RegExp(`^(Call|Text|E-mail|Map of) `) }).all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways by this many pixels").toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("the filters fold behind one button that counts them, and keep their values", async ({ browser, page }) => {
  await page.setViewportSize(PHONE);
  await useStaffSession(browser, page, "sales");
  await page.goto("/admin/estimates");
  const search = page.getByRole("search", { name: "Search and filter leads" });
  await expect(search.getByLabel("Search leads")).toBeVisible();
  await expect(search.getByText("Filter", { exact: true })).toBeVisible();
  await expect(search.getByLabel("Status")).toBeHidden();

  await search.getByText("Filter", { exact: true }).click();
  await search.getByLabel("Status").selectOption("new");
  await search.getByLabel("Office").selectOption({ label: "Orlando" });
  await search.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=new&office=orlando/);
  // Folded again, saying how many filters are on.
  await expect(search.getByText("Filter (2)")).toBeVisible();
  await expect(search.getByLabel("Status")).toBeHidden();
  await search.getByText("Filter (2)").click();
  await expect(search.getByLabel("Status")).toHaveValue("new");
  await expect(search.getByLabel("Office")).toHaveValue("orlando");
});

test("on the lead page the contact actions and Log a call come first; a call is logged with one tap and the page keeps its place after saves", async ({
  browser,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await useStaffSession(browser, page, "sales");
  const lead = await sendLead(page);
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
  await expectWhollyOnScreen(page.getByRole("link", { name: `Call ${lead.name}` }), page);
  await expect(page.getByRole("heading", { name: "Log a call" })).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}/lead-page-360.png` });

  const callLog = page.locator("#call");
  await callLog.getByLabel("Note (optional)").fill("Rang twice, no pickup.");
  await callLog.getByRole("button", { name: "No answer" }).click();
  await expectToast(page, "Call logged: no answer.");
  await expect(
    page.getByText(`Call logged by ${E2E_STAFF.sales.username}: no answer — Rang twice, no pickup.`),
  ).toBeVisible();
  await expect(callLog.getByLabel("Note (optional)")).toHaveValue("");
  await callLog.getByRole("button", { name: "Reached" }).click();
  await expectToast(page, "Call logged: reached; status set to Contacted.");

  // A comment far down the page: after the save the rep is still at the comments.
  const comments = page.getByRole("heading", { level: 2, name: "Comments" });
  await comments.scrollIntoViewIfNeeded();
  await page.getByLabel("Add a comment").fill("Sent the brochure by text.");
  await page.getByRole("button", { name: "Add comment" }).click();
  await expectToast(page, "Comment added.");
  await expect(page.getByRole("list", { name: "Comments" }).getByText("Sent the brochure by text.")).toBeVisible();
  await expect(comments).toBeInViewport();

  // The same for the status, in the work panel.
  const work = page.getByRole("heading", { level: 2, name: "Work this lead" });
  await work.scrollIntoViewIfNeeded();
  await page.getByLabel("Status", { exact: true }).selectOption("qualified");
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Status changed to Qualified.");
  await expect(work).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}/lead-page-360-full.png`, fullPage: true });
});

test("without scripts, Log a call and a comment land back on their section", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  try {
    await useStaffSession(browser, page, "sales");
    const lead = await sendLead(page);
    await page.goto(`/admin/leads/${lead.id}`);
    const callLog = page.locator("#call");
    await callLog.getByLabel("Note (optional)").fill("Spoke with the owner.");
    await callLog.getByRole("button", { name: "Reached" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}#call$`));
    await expect(
      page.getByRole("status").filter({ hasText: "Call logged: reached; status set to Contacted." }),
    ).toBeVisible();
    await expect(
      page.getByText(`Call logged by ${E2E_STAFF.sales.username}: reached — Spoke with the owner.`),
    ).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: "Log a call" })).toBeInViewport();

    // A refused call (the note too long for the column, sent past the field's own limit) keeps the text, at the form.
    await callLog.getByLabel("Note (optional)").evaluate((field) => field.removeAttribute("maxlength"));
    await callLog.getByLabel("Note (optional)").fill("x".repeat(1001));
    await callLog.getByRole("button", { name: "Left voicemail" }).click();
    await expect(callLog.getByText("A call note can be at most 1000 characters")).toBeVisible();
    await expect(callLog.getByLabel("Note (optional)")).toHaveValue("x".repeat(1001));
    await expect(page.getByRole("heading", { level: 2, name: "Log a call" })).toBeInViewport();

    await page.getByLabel("Add a comment").fill("Visit planned for Friday.");
    await page.getByRole("button", { name: "Add comment" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}#comments$`));
    await expect(page.getByRole("heading", { level: 2, name: "Comments" })).toBeInViewport();
  } finally {
    await context.close();
  }
});

test("a lead staff mark as spam waits in the Spam list with why, and Not spam brings it back", async ({
  browser,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await useStaffSession(browser, page, "sales");
  const lead = await sendLead(page);
  await page.goto(`/admin/leads/${lead.id}`);
  await page.getByLabel("Status", { exact: true }).selectOption("spam");
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Status changed to Spam.");
  await expect(page.getByText("Filed as spam: Marked as spam by staff")).toBeVisible();

  await page.goto(`/admin/estimates?q=${lead.lastName}`);
  await expect(page.getByText("No leads match these filters")).toBeVisible();
  await page.goto(`/admin/spam?q=${lead.lastName}`);
  const card = page.getByRole("list", { name: "Spam, page 1" }).getByRole("listitem").filter({ hasText: lead.name });
  await expect(card).toContainText("Why spam: Marked as spam by staff");
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole("button", { name: `Not spam, ${lead.name}` }).click();
  await expectToast(page, "Moved to New");
  await expect(page.getByText("No leads match these filters")).toBeVisible();
  await page.goto(`/admin/estimates?q=${lead.lastName}`);
  await expect(page.getByRole("list", { name: "Estimates, page 1" }).getByText("New", { exact: true })).toBeVisible();
});

test("the desktop keeps the table, with phone numbers to tap", async ({ browser, page }) => {
  await page.setViewportSize(DESKTOP);
  await useStaffSession(browser, page, "sales");
  const lead = await sendLead(page);
  await page.goto("/admin/estimates");
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("list", { name: "Estimates, page 1" })).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOTS}/lead-list-1440.png` });
  const row = page.getByRole("row", { name: new RegExp(lead.name) });
  await expect(row.getByRole("link", { name: lead.phone })).toHaveAttribute(
    "href",
    `tel:+1${lead.phone.replace(/\D/g, "")}`,
  );
});
