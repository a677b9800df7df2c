import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { financingPartners } from "../../db/seed/content/financing-partners";
import { formatUsdCents, monthlyPayment } from "../../app/lib/financing/loan-payment";
import { expectNoAxeViolations } from "./support/axe.ts";

const VIEWPORTS = [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1440, height: 900 }],
] as const;

const [ACORN, LIGHTSTREAM, HFS] = financingPartners as [
  (typeof financingPartners)[number],
  (typeof financingPartners)[number],
  (typeof financingPartners)[number],
];

/** Open a page and wait until React has hydrated it, so controls are handled by the app. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

const payment = (amount: number, apr: string, months: number) =>
  formatUsdCents(monthlyPayment(amount, Number(apr), months));

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`financing pages on a ${device}`, () => {
    test.use({ viewport });

    // axe on the phone layout only: the desktop one shares the template (see info-pages.spec.ts).
    const withAxe = device === "phone";
    for (const path of ["/financing", "/calculator", "/calculator?price=45000&down=20&term=120&credit=780"]) {
      test(`${path} has one heading, a closing call to action${withAxe ? " and no axe violations" : ""}`, async ({
        page,
      }) => {
        test.slow(); // axe on a long page
        await visit(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        const closing = page
          .getByRole("region", { name: /./ })
          .filter({ has: page.getByRole("link", { name: "Get a Free Estimate" }) });
        await expect(closing.last()).toBeVisible();
        if (withAxe) await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("financing page", () => {
  test("moving the sliders by keyboard updates the monthly payment and total", async ({ page }) => {
    await visit(page, "/financing");
    const calculator = page.locator("#payment-calculator");
    await expect(calculator.getByText(payment(50_000, ACORN.apr, 120), { exact: true })).toBeVisible();

    const amount = calculator.getByRole("slider", { name: "Loan amount" });
    await amount.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(amount).toHaveAttribute("aria-valuetext", "$52,000");
    await expect(calculator.getByText(payment(52_000, ACORN.apr, 120), { exact: true })).toBeVisible();

    const term = calculator.getByRole("slider", { name: "Loan term" });
    await term.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(term).toHaveAttribute("aria-valuetext", "108 months (9 years)");
    const monthly = monthlyPayment(52_000, Number(ACORN.apr), 108);
    await expect(calculator.getByText(formatUsdCents(monthly), { exact: true })).toBeVisible();
    await expect(calculator.getByText(formatUsdCents(monthly * 108), { exact: true })).toBeVisible();
  });

  test("a partner with another minimum keeps the slider's thumb on the amount shown", async ({ page }) => {
    await visit(page, "/financing");
    const calculator = page.locator("#payment-calculator");
    const amount = calculator.getByRole("slider", { name: "Loan amount" });
    await expect(amount).toHaveValue("50000");
    // HFS starts at $2,500: on a grid of $1,000 steps from there, $50,000 would not be a step.
    await calculator.getByLabel("Financing partner").selectOption(HFS.key);
    await expect(amount).toHaveAttribute("min", String(HFS.minAmount));
    await expect(amount).toHaveAttribute("aria-valuetext", "$50,000");
    await expect(amount).toHaveValue("50000");
  });

  test("changing the partner keeps amount and term, and says when they are outside its range", async ({ page }) => {
    await visit(page, "/financing");
    const calculator = page.locator("#payment-calculator");
    const partner = calculator.getByLabel("Financing partner");
    await expect(partner).toHaveValue(ACORN.key);
    await expect(partner.locator("option")).toHaveText(
      financingPartners.map((p) => `${p.name} - ${Number(p.apr).toFixed(2)}% APR`),
    );

    await calculator.getByRole("slider", { name: "Loan amount" }).focus();
    await page.keyboard.press("End");
    await calculator.getByRole("slider", { name: "Loan term" }).focus();
    await page.keyboard.press("End");
    await expect(calculator.getByRole("slider", { name: "Loan amount" })).toHaveAttribute("aria-valuetext", "$100,000");
    await expect(calculator.getByRole("slider", { name: "Loan term" })).toHaveAttribute(
      "aria-valuetext",
      "144 months (12 years)",
    );

    await partner.selectOption(HFS.key);
    await expect(calculator.getByRole("slider", { name: "Loan amount" })).toHaveAttribute("aria-valuetext", "$100,000");
    await expect(
      calculator.getByText("$100,000 is above HFS Financial's maximum of $75,000.", { exact: false }),
    ).toBeVisible();
    await expect(calculator.getByRole("slider", { name: "Loan term" })).toHaveAttribute("max", "180");
    await expect(calculator.getByRole("slider", { name: "Loan term" })).toHaveAttribute(
      "aria-valuetext",
      "144 months (12 years)",
    );
    await expect(calculator.getByText(payment(100_000, HFS.apr, 144), { exact: true })).toBeVisible();
    await expect(calculator.getByRole("link", { name: /Apply for Pre-Approval/ })).toHaveAttribute(
      "href",
      HFS.applicationUrl,
    );

    // 180 months with HFS, then a partner whose maximum is 144: the term stays and is flagged.
    await calculator.getByRole("slider", { name: "Loan term" }).focus();
    await page.keyboard.press("End");
    await partner.selectOption(LIGHTSTREAM.key);
    await expect(calculator.getByRole("slider", { name: "Loan term" })).toHaveAttribute(
      "aria-valuetext",
      "180 months (15 years)",
    );
    await expect(calculator.getByText("longer than LightStream's maximum term of 144 months")).toBeVisible();
    await expect(calculator.getByText(payment(100_000, LIGHTSTREAM.apr, 180), { exact: true })).toBeVisible();
  });

  test("partner, hero and closing links go where they should", async ({ page }) => {
    test.slow(); // the dev server compiles /estimate on the first client navigation
    await visit(page, "/financing");
    for (const partner of financingPartners) {
      const apply = page.getByRole("link", { name: `Apply with ${partner.name}` });
      await expect(apply).toHaveAttribute("href", partner.applicationUrl);
      await expect(apply).toHaveAttribute("target", "_blank");
      await expect(apply).toHaveAttribute("rel", "noopener");
    }
    const card = page.getByRole("article", { name: ACORN.name });
    await expect(card.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Most Popular")).toHaveCount(1);

    const prequalify = page.getByRole("link", { name: /Get Pre-Qualified Now/ });
    await expect(prequalify).toHaveAttribute("href", ACORN.applicationUrl);
    await expect(prequalify).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /Start Pre-Qualification/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Get Pool Estimate First" })).toHaveAttribute("href", "/estimate");

    await page.getByRole("link", { name: "Calculate Pool Cost First" }).click();
    await expect(page).toHaveURL("/estimate", { timeout: 20_000 });
  });
});

test.describe("pool financing calculator page", () => {
  test("Calculate is disabled at 0, and the results appear with the Best Option first", async ({ page }) => {
    await visit(page, "/calculator");
    const price = page.getByLabel("Pool price");
    const calculate = page.getByRole("button", { name: "Calculate Financing Options" });
    await expect(price).toHaveValue("45000");
    await expect(page.getByRole("heading", { name: "See your financing options" })).toBeVisible();

    await price.fill("0");
    await expect(calculate).toBeDisabled();
    await price.fill("");
    await expect(calculate).toBeDisabled();
    await price.fill("45000");
    await expect(calculate).toBeEnabled();
    await calculate.click();

    const results = page.getByRole("heading", { name: "Your financing options" }).locator("..");
    const options = results.getByRole("list").first().locator("> li");
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toContainText("HFS Financial Pool Loan");
    await expect(options.nth(0)).toContainText("Best Option");
    await expect(options.nth(0)).toContainText("$456");
    await expect(options.nth(1)).toContainText("Personal Loan Option");
    await expect(options.nth(1)).not.toContainText("Best Option");

    // After calculating, the options follow the inputs.
    await page.getByLabel("Credit score range").selectOption("780");
    await expect(options.nth(0)).toContainText("LightStream Home Improvement");
    await expect(options.nth(0)).toContainText("Best Option");
    await expect(options.nth(1)).toContainText("Credit Union Pool Loan");
    await page.getByLabel("Credit score range").selectOption("500");
    await expect(options).toHaveCount(1);
    await expect(options.nth(0)).toContainText("Secured Pool Financing");
    await expect(options.nth(0)).toContainText("Collateral required");
  });

  test("the sliders work by keyboard and change the amount financed", async ({ page }) => {
    await visit(page, "/calculator");
    const down = page.getByRole("slider", { name: "Down payment" });
    await down.focus();
    await page.keyboard.press("ArrowRight");
    await expect(down).toHaveAttribute("aria-valuetext", "25% ($11,250)");
    await expect(page.locator("p").filter({ hasText: "Amount to finance" })).toContainText("$33,750");
    await page.keyboard.press("Home");
    await expect(down).toHaveAttribute("aria-valuetext", "0% ($0)");
    await page.keyboard.press("End");
    await expect(down).toHaveAttribute("aria-valuetext", "50% ($22,500)");

    const term = page.getByRole("slider", { name: "Loan term" });
    await term.focus();
    await page.keyboard.press("ArrowRight");
    await expect(term).toHaveAttribute("aria-valuetext", "132 months (11 years)");
    await page.keyboard.press("Home");
    await expect(term).toHaveAttribute("aria-valuetext", "36 months (3 years)");

    await page.getByRole("button", { name: "Calculate Financing Options" }).click();
    // 22,500 at 8.99 % over 36 months.
    await expect(page.getByText("Estimated payments on $22,500 financed")).toBeVisible();
    await expect(page.getByText(`$${Math.round(monthlyPayment(22_500, 8.99, 36))}`, { exact: true })).toBeVisible();
  });

  test("preview cards open /financing in a new tab; the other links go to /financing, /contact and /estimate", async ({
    page,
  }) => {
    test.slow(); // the dev server compiles /estimate on the first client navigation
    await visit(page, "/calculator");
    const previews = page.getByRole("link", { name: /View partner details/ });
    await expect(previews).toHaveCount(2);
    await page.getByLabel("Credit score range").selectOption("720");
    await expect(previews).toHaveCount(3);
    for (const preview of await previews.all()) {
      await expect(preview).toHaveAttribute("href", "/financing");
      await expect(preview).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByRole("link", { name: "Speak with a Specialist" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "View Partner Details", exact: true })).toHaveAttribute(
      "href",
      "/financing",
    );
    for (const compare of await page.getByRole("link", { name: "Compare Financing Options" }).all()) {
      await expect(compare).toHaveAttribute("href", "/financing");
    }

    // Apply clicked at once, on a slow connection: the estimate page's data takes longer than the pause after
    // which the calculator writes its numbers into the address, and that update must not cancel the visit.
    await page.route("**/estimate.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Calculate Financing Options" }).click();
    await page.getByRole("link", { name: "Apply for This Option" }).first().click();
    await expect(page).toHaveURL("/estimate", { timeout: 20_000 });
  });
});

test.describe("pool financing calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is sent as a query and the server shows the results", async ({ page }) => {
    await page.goto("/calculator");
    await page.getByLabel("Pool price").fill("60000");
    await page.getByLabel("Credit score range").selectOption("780");
    await page.getByRole("button", { name: "Calculate Financing Options" }).click();
    await expect(page).toHaveURL(/\/calculator\?price=60000&down=20&term=120&credit=780#calculator$/);
    await expect(page.getByRole("heading", { name: "Your financing options" })).toBeVisible();
    await expect(page.getByText("Estimated payments on $48,000 financed")).toBeVisible();
    await expect(page.getByText("Best Option")).toHaveCount(1);
  });
});
