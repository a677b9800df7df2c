import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { hydrated, signIn } from "./support/admin-page.ts";
import { holdScripts } from "./support/held-scripts.ts";
import { expect, test } from "./support/test.ts";
import { expectAxeClean } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// The source report as an administrator meets it: sign in, choose a range and
// a grouping, sort, download the CSV; with the scripts held back first (a GET
// form and links), then hydrated. Other specs add leads in parallel, so the
// checks look for this spec's own campaign, never at exact totals.

test.describe.configure({ timeout: 120_000 });

const CAMPAIGN = `e2e-report-${Date.now().toString(36)}`;
const SHOTS = process.env.REPORT_SHOTS_DIR ?? "/work/shots/report";

test.beforeAll(async ({ playwright, baseURL }) => {
  // A visitor arrives from a tagged ad, then asks for an estimate: the lead carries the campaign.
  const visitor = await playwright.request.newContext({ baseURL });
  const landing = await visitor.get(`/pools?utm_source=e2e&utm_medium=cpc&utm_campaign=${CAMPAIGN}&gclid=${CAMPAIGN}`);
  expect(landing.status()).toBe(200);
  const lead = await visitor.post("/api/estimates", {
    data: {
      firstName: "Rita",
      lastName: "Report",
      email: `rita.${Date.now()}@example.com`,
      phone: "(407) 555-0177",
      requestType: "estimate",
      sourcePage: "pools",
      nearestBranch: "ORLANDO",
      consentToContact: true,
      message: "Seen on the source report.",
    },
  });
  expect(lead.status()).toBe(201);
  await visitor.dispose();
});

test("an administrator picks a range and a grouping, sorts and downloads the CSV", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, "admin", "/admin/reports/sources");
  await expect(page).toHaveURL(/\/admin\/reports\/sources$/);
  await expect(page.getByRole("heading", { level: 1, name: "Source report" })).toBeVisible();
  const chart = page.getByRole("img", { name: "Leads and won leads per week" });
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByText("Won (by the week the contract was signed)")).toBeVisible();
  const table = page.getByTestId("source-report-table");
  await expect(table.getByRole("rowheader", { name: `e2e / cpc / ${CAMPAIGN}` })).toBeVisible();

  // Before any script: the GET form and the sort links do their job with the HTML alone. (A page of
  // its own: the fixture's page.goto waits for hydration, which held scripts never reach.)
  const bare = await page.context().newPage();
  const release = await holdScripts(bare);
  // "commit": the load event waits for the held module scripts.
  await bare.goto("/admin/reports/sources", { waitUntil: "commit" });
  await expect(bare.getByRole("button", { name: "Show report" })).toBeVisible();
  const today = await bare.getByLabel("To", { exact: true }).inputValue();
  const from = await bare.getByLabel("From", { exact: true }).inputValue();
  await bare.getByLabel("Group by").selectOption("landing");
  await bare.getByRole("button", { name: "Show report" }).click();
  await expect(bare).toHaveURL(new RegExp(`from=${from}&to=${today}&group=landing`));
  await expect(
    bare.getByTestId("source-report-table").getByRole("rowheader", { name: "/pools", exact: true }),
  ).toBeVisible();
  // Released: React takes over the page without losing what the address chose.
  release();
  await hydrated(bare);
  await expect(bare.getByLabel("Group by")).toHaveValue("landing");
  await bare.close();
  await page.goto(`/admin/reports/sources?from=${from}&to=${today}&group=landing`);

  // Hydrated: a narrower range and the office grouping; what was chosen stays in the address.
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("Group by").selectOption("office");
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}&group=office`));
  await expect(page.getByLabel("Group by")).toHaveValue("office");
  await expect(table.getByRole("rowheader", { name: "Orlando" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Visits/ })).toBeVisible();
  await expect(
    table
      .getByRole("row", { name: /^Orlando/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("—");

  // Sorting: by name A to Z, then flipped.
  await table.getByRole("link", { name: /^Office/ }).click();
  await expect(page).toHaveURL(/sort=group&dir=asc/);
  await expect(table.getByRole("columnheader", { name: /^Office/ })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("link", { name: /^Office/ }).click();
  await expect(page).toHaveURL(/sort=group&dir=desc/);
  await expect(table.getByRole("columnheader", { name: /^Office/ })).toHaveAttribute("aria-sort", "descending");

  // The CSV: the same table, same order.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`source-report-office-${today}-to-${today}.csv`);
  const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe(
    "Office,Visits,Leads,Consultations,Won leads,Won revenue (USD),Lead-to-won rate (%),Call clicks",
  );
  const shown = await table.locator("tbody th[scope=row]").allTextContents();
  expect(lines.slice(1, 1 + shown.length).map((line) => line.split(",")[0])).toEqual(shown);
  expect(lines[1 + shown.length]?.startsWith("Total,")).toBe(true);

  // Bad input: a message, and the default report.
  await page.goto("/admin/reports/sources?from=2026-02-30&group=city");
  await expect(page.getByRole("alert")).toContainText("Dates must be real days written as YYYY-MM-DD.");
  await expect(page.getByRole("alert")).toContainText("Unknown grouping.");
  await expect(page.getByLabel("Group by")).toHaveValue("campaign");

  await page.goto("/admin/reports/sources");
  await hydrated(page);
  await expectAxeClean(page);
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/source-report-${viewport.width}.png`, fullPage: true });
  }
});

test("sales staff are refused, on the page and the download", async ({ page }) => {
  await signIn(page, "sales");
  expect((await page.goto("/admin/reports/sources"))!.status()).toBe(403);
  await expect(page.getByText("You do not have permission to open this page.")).toBeVisible();
  const csv = await page.request.get("/admin/reports/sources.csv");
  expect(csv.status()).toBe(403);
  await expect(page.getByRole("link", { name: "Source report" })).toHaveCount(0);
});
