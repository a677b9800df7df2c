import { type Browser, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { E2E_STAFF } from "./support/staff.ts";
import { axeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";
import { signIn, type StaffKey } from "./support/admin-page.ts";

// The staff dashboard as each role meets it: the figures, the weekly chart
// and the test-mode switch (with and without JavaScript). The database is
// fresh and other specs add leads in parallel, so the checks compare with
// what this spec itself submitted, never with exact totals.

test.describe.configure({ timeout: 90_000 });

const SOURCE = `e2e-dashboard-${Date.now().toString(36)}`;

function figure(page: Page, label: string) {
  return page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
}

async function figureValue(page: Page, label: string): Promise<number> {
  const text = await figure(page, label).locator("dd span").first().textContent();
  return Number((text ?? "").replaceAll(",", ""));
}

test.beforeAll(async ({ request }) => {
  // A lead of this week from a source page only this spec uses.
  const response = await request.post("/api/estimates", {
    data: {
      firstName: "Dora",
      lastName: "Dashboard",
      email: `dora.${Date.now()}@example.com`,
      phone: "(407) 555-0142",
      requestType: "estimate",
      sourcePage: SOURCE,
      nearestBranch: "ORLANDO",
      consentToContact: true,
      message: "Seen on the staff dashboard.",
    },
  });
  expect(response.status()).toBe(201);
});

const TOAST = {
  true: "Test mode on: leads marked as test now count in figures and lists.",
  false: "Test mode off: leads marked as test are hidden.",
} as const;

async function expectSwitch(page: Page, on: boolean) {
  const toggle = page.getByRole("switch", { name: "Show test leads" });
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
  await expect(page.getByText(on ? "Test mode on" : "Test mode off", { exact: true })).toBeVisible();
  await expect(page.getByText("Test mode is on.")).toHaveCount(on ? 1 : 0);
}

/** Switches with a plain form post in a browser without JavaScript, and back. */
async function toggleWithoutJavaScript(browser: Browser, who: StaffKey) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  try {
    await signIn(page, who);
    const on = (await page.getByRole("switch", { name: "Show test leads" }).getAttribute("aria-checked")) === "true";
    // Each click is a document post answered by a redirect back to the dashboard.
    await page.getByRole("switch", { name: "Show test leads" }).click();
    await expectSwitch(page, !on);
    await page.getByRole("switch", { name: "Show test leads" }).click();
    await expectSwitch(page, on);
  } finally {
    await context.close();
  }
}

for (const who of ["admin", "operations", "sales"] as const) {
  test(`${who} sees the figures and the chart and switches test mode`, async ({ page, browser }) => {
    await signIn(page, who);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(E2E_STAFF[who].username) })).toBeVisible();

    for (const label of ["Leads this week", "Leads this month", "New, not yet contacted", "Speed to first contact"]) {
      await expect(figure(page, label)).toBeVisible();
    }
    expect(await figureValue(page, "Leads this week")).toBeGreaterThanOrEqual(1);
    expect(await figureValue(page, "Leads this month")).toBeGreaterThanOrEqual(1);

    // The chart draws this week's bar; its numbers are in the table too.
    const chart = page.getByRole("img", { name: "Leads per week" });
    await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expect(page.getByText(/leads? in the 12 weeks from/)).toBeVisible();
    await page.getByText("Weekly numbers as a table").click();
    const rows = page.getByRole("table", { name: "Leads per week, oldest week first" }).locator("tbody tr");
    await expect(rows).toHaveCount(12);
    expect(Number(await rows.last().locator("td").textContent())).toBeGreaterThanOrEqual(1);

    // Every status and office, the lead's source page among the sources.
    const byStatus = page.getByRole("list", { name: /Leads by status/ });
    for (const status of ["New", "Consultation scheduled", "Proposal sent", "Spam"]) {
      await expect(byStatus.getByText(status, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("list", { name: /Leads by nearest office/ }).getByText("Unknown")).toBeVisible();
    const more = page.getByText(/^Show \d+ more$/);
    if (await more.isVisible()) await more.click();
    await expect(page.getByText(SOURCE, { exact: true })).toBeVisible();

    // The switch flips the preference and says which mode is on; it is kept.
    const toggle = page.getByRole("switch", { name: "Show test leads" });
    const initially = (await toggle.getAttribute("aria-checked")) === "true";
    await toggle.click();
    await expect(page.getByText(TOAST[String(!initially) as "true" | "false"])).toBeVisible();
    await expectSwitch(page, !initially);
    await page.reload();
    await expectSwitch(page, !initially);
    await page.getByRole("switch", { name: "Show test leads" }).click();
    await expect(page.getByText(TOAST[String(initially) as "true" | "false"])).toBeVisible();
    await expectSwitch(page, initially);

    await toggleWithoutJavaScript(browser, who);
  });
}

test("the period links change the breakdowns", async ({ page }) => {
  await signIn(page, "operations");
  const periods = page.getByRole("navigation", { name: "Period of the breakdowns" });
  await expect(periods.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  await periods.getByRole("link", { name: "All time" }).click();
  await expect(page).toHaveURL(/\?range=all$/);
  await expect(periods.getByRole("link", { name: "All time" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("All time, by the day each lead arrived.")).toBeVisible();
  // Operations may open the all-leads list: a status row links to it, filtered.
  await expect(
    page.getByRole("list", { name: /Leads by status/ }).getByRole("link", { name: "Won", exact: true }),
  ).toHaveAttribute("href", "/admin/admin-estimates?status=won");
});

test.describe("dashboard accessibility", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`no axe violations at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, "admin");
      await expect(
        page.getByRole("img", { name: "Leads per week" }).locator(".recharts-bar-rectangle").first(),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the screen on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByText("Weekly numbers as a table").click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
