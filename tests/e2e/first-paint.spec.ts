import { type Browser, type Page, expect, test } from "@playwright/test";
import { holdScripts } from "./support/held-scripts.ts";
import { E2E_STAFF } from "./support/staff.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// Decision 023: every control does its job from the first paint, and nothing a visitor typed or
// chose is lost when React hydrates. The page's scripts start after the first paint (decision 014); on
// a slow phone the HTML is on screen for a second or two before they run. These tests hold the scripts
// back (every /assets/**/*.js request waits), act on the HTML as soon as it shows, then let the scripts
// through and wait until React has hydrated: `<html data-hydrated="true">`, set by the site footer's
// effect, which runs after the effects of the header and the page above it (decision 023). Then they
// check that what was done before is still there and that the control still works.
//
// The plain `test` of Playwright, not ./support/test.ts: its `goto` waits for hydration, which is what
// these tests hold back.

test.describe.configure({ timeout: 60_000 });

/** Opens a page and returns as soon as its HTML is parsed, scripts held. */
async function openBeforeScripts(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // Nothing has hydrated yet: the scripts are still waiting.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return release;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 30_000,
  });
}

let counter = 0;
function uniquePhone() {
  counter += 1;
  return `(352) 555-${String((Date.now() + counter * 7919) % 10_000).padStart(4, "0")}`;
}

/** The lead as staff find it: the lead desk's CSV export, searched by a name no other test uses. */
async function leadExport(browser: Browser, search: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/admin-login");
  await page.getByLabel("Username or e-mail").fill(E2E_STAFF.admin.username);
  await page.getByLabel("Password").fill(E2E_STAFF.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/admin-login", { timeout: 20_000 });
  const response = await page.request.get(`/api/admin/leads/export?view=all&q=${encodeURIComponent(search)}`);
  expect(response.status()).toBe(200);
  const csv = await response.text();
  await context.close();
  return csv;
}

test.describe("mobile menu before the scripts run", () => {
  test.use({ viewport: PHONE });

  test("opens, closes on Escape, works from the keyboard and follows a link with the HTML alone", async ({ page }) => {
    await openBeforeScripts(page, "/");
    const header = page.getByRole("banner");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(header.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/estimate");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // From the keyboard: the button is a real button, Enter opens, Tab reaches the links.
    await header.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await header.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await header.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Our Pool Experts");
    await expect(menu).toBeHidden();
  });

  test("a menu opened before hydration stays open, then closes on a client-side navigation", async ({ page }) => {
    const release = await openBeforeScripts(page, "/");
    const header = page.getByRole("banner");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();

    release();
    await hydrated(page);
    await expect(menu).toBeVisible();
    await expect(header.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await menu.getByRole("link", { name: "Contact" }).click();
    // A client-side navigation: the page's data and module load first (slow on a busy machine).
    await expect(page).toHaveURL("/contact", { timeout: 20_000 });
    await expect(menu).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("Find my nearest office leads to the office list until the scripts can ask for a position", async ({ page }) => {
    await openBeforeScripts(page, "/pools");
    await page.getByRole("link", { name: "Find my nearest office" }).click();
    await expect(page).toHaveURL(/#footer-offices$/);
    await expect(page.getByRole("heading", { name: "Our Florida offices" })).toBeInViewport();
  });
});

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`estimate request typed before hydration (${label})`, () => {
    test.use({ viewport });

    test("keeps every field, choice and the consent, and sends the request", async ({ page, browser }) => {
      const release = await openBeforeScripts(page, "/estimate?poolId=8&poolName=Milan%2010.20&sourcePage=pools");
      const phone = uniquePhone();
      const lastName = `Firstpaint${Date.now().toString(36)}`;
      await page.getByLabel("First name").fill("Maria");
      await page.getByLabel(/^Last name/).fill(lastName);
      await page.getByLabel(/^Phone/).fill(phone);
      await page.getByLabel(/^Email/).fill("maria@example.com");
      await page.getByLabel(/^ZIP code/).fill("32801");
      await page.getByLabel("Budget range").selectOption("$50,000 - $75,000");
      await page.getByLabel("Timeline").selectOption("ASAP");
      // The message is prefilled from the pool link; the visitor rewrites it.
      await expect(page.getByLabel("Tell us about your project")).toHaveValue(/Milan 10\.20/);
      await page.getByLabel("Tell us about your project").fill("A Milan 10.20 beside the lanai, please.");
      await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();

      release();
      await hydrated(page);
      await expect(page.getByLabel("First name")).toHaveValue("Maria");
      await expect(page.getByLabel(/^Last name/)).toHaveValue(lastName);
      await expect(page.getByLabel(/^Phone/)).toHaveValue(phone);
      await expect(page.getByLabel(/^Email/)).toHaveValue("maria@example.com");
      await expect(page.getByLabel(/^ZIP code/)).toHaveValue("32801");
      await expect(page.getByLabel("Pool type")).toHaveValue("Fiberglass");
      await expect(page.getByLabel("Budget range")).toHaveValue("$50,000 - $75,000");
      await expect(page.getByLabel("Timeline")).toHaveValue("ASAP");
      await expect(page.getByLabel("Tell us about your project")).toHaveValue(
        "A Milan 10.20 beside the lanai, please.",
      );
      await expect(page.getByRole("checkbox", { name: /by email, SMS or phone/ })).toBeChecked();
      // More than step 1 was filled in: the page stays one form rather than hiding it behind a wizard.
      await expect(page.getByRole("list", { name: "Progress" })).toBeHidden();

      // React runs the form now: unticking the consent locks the button.
      await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).uncheck();
      await expect(page.getByRole("button", { name: "Select Authorization to Continue" })).toBeDisabled();
      await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await page.getByRole("button", { name: "Get My Free Estimate" }).click();
      await expect(page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ })).toBeVisible();

      const csv = await leadExport(browser, lastName);
      expect(csv).toContain(lastName);
      expect(csv).toContain("A Milan 10.20 beside the lanai, please.");
      expect(csv).toContain("$50,000 - $75,000");
    });

    test("a name typed into step 1 stays when the wizard takes over", async ({ page }) => {
      const release = await openBeforeScripts(page, "/estimate");
      await page.getByLabel("First name").fill("Ana");
      release();
      await hydrated(page);
      await expect(page.getByRole("list", { name: "Progress" })).toBeVisible();
      await expect(page.getByLabel("First name")).toHaveValue("Ana");
      await expect(page.getByLabel("First name")).toBeFocused();
      const next = page.getByRole("button", { name: "Continue" });
      // The wizard knows the name typed before it ran: only the phone is missing.
      await expect(next).toBeDisabled();
      await expect(page.getByText("To continue, add a phone number.")).toBeVisible();
      await page.getByLabel(/^Phone/).fill(uniquePhone());
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]')).toContainText(
        "Details",
      );
    });
  });
}

test.describe("contact forms typed before hydration", () => {
  test("the contact page keeps the fields and the consent, and sends", async ({ page }) => {
    const release = await openBeforeScripts(page, "/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const phone = uniquePhone();
    await form.getByLabel("Full name").fill("Ana Maria Silva");
    await form.getByLabel(/^Email/).fill("ana@example.com");
    await form.getByLabel(/^Phone/).fill(phone);
    await form.getByLabel(/^Message/).fill("Do you install in Stuart?");
    await form.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();

    release();
    await hydrated(page);
    await expect(form.getByLabel("Full name")).toHaveValue("Ana Maria Silva");
    await expect(form.getByLabel(/^Phone/)).toHaveValue(phone);
    await expect(form.getByLabel(/^Message/)).toHaveValue("Do you install in Stuart?");
    await expect(form.getByRole("checkbox", { name: /by email, SMS or phone/ })).toBeChecked();
    const send = form.getByRole("button", { name: "Send Message" });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" })).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("");
  });

  test("the home page's form keeps what was typed and sends it", async ({ page }) => {
    const release = await openBeforeScripts(page, "/");
    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Send Us a Message" }) });
    await form.getByLabel("Full name").fill("Nora Whitfield");
    await form.getByLabel("Email").fill("nora@example.com");
    await form.getByLabel("Phone").fill(uniquePhone());
    await form.getByLabel("Tell us about your project").fill("A plunge pool beside our lanai.");

    release();
    await hydrated(page);
    await expect(form.getByLabel("Full name")).toHaveValue("Nora Whitfield");
    await expect(form.getByLabel("Tell us about your project")).toHaveValue("A plunge pool beside our lanai.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent Successfully")).toBeVisible();
  });
});

test.describe("calculators moved before hydration", () => {
  test("/calculator keeps the inputs, calculates from them and writes them into the address", async ({ page }) => {
    const release = await openBeforeScripts(page, "/calculator");
    await page.getByLabel("Pool price").fill("60000");
    const down = page.getByRole("slider", { name: "Down payment" });
    await down.focus();
    await page.keyboard.press("ArrowRight"); // 20 % -> 25 %
    await page.getByLabel("Credit score range").selectOption("780");

    release();
    await hydrated(page);
    await expect(page.getByLabel("Pool price")).toHaveValue("60000");
    await expect(down).toHaveValue("25");
    await expect(down).toHaveAttribute("aria-valuetext", "25% ($15,000)");
    await expect(page.getByLabel("Credit score range")).toHaveValue("780");
    await expect(page.locator("p").filter({ hasText: "Amount to finance" })).toContainText("$45,000");

    await page.getByRole("button", { name: "Calculate Financing Options" }).click();
    await expect(page.getByText("Estimated payments on $45,000 financed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "LightStream Home Improvement" })).toBeVisible();
    await expect(page).toHaveURL(/\/calculator\?price=60000&down=25&term=120&credit=780$/);
    // The address answers with the same numbers.
    await page.reload();
    await expect(page.getByText("Estimated payments on $45,000 financed")).toBeVisible();
  });

  test("/calculator sent before hydration is answered by the server and stays after it", async ({ page }) => {
    const release = await openBeforeScripts(page, "/calculator");
    await page.getByLabel("Pool price").fill("52000");
    // Sent as a plain GET form; the answer's scripts are held too.
    await page.getByRole("button", { name: "Calculate Financing Options" }).click();
    await expect(page).toHaveURL(/\/calculator\?price=52000&down=20&term=120&credit=650#calculator$/);
    await expect(page.getByText("Estimated payments on $41,600 financed")).toBeVisible();
    release();
    await hydrated(page);
    await expect(page.getByText("Estimated payments on $41,600 financed")).toBeVisible();
    await expect(page.getByLabel("Pool price")).toHaveValue("52000");
  });

  test("/financing keeps the partner and loan chosen before hydration, and the address follows", async ({ page }) => {
    const release = await openBeforeScripts(page, "/financing");
    const calculator = page.locator("#payment-calculator");
    // A partner with the first one's range: before the scripts run, the slider keeps the range it was rendered with.
    await calculator.getByLabel("Financing partner").selectOption("lightstream");
    const amount = calculator.getByRole("slider", { name: "Loan amount" });
    await amount.focus();
    await page.keyboard.press("ArrowLeft"); // $50,000 -> $49,000

    release();
    await hydrated(page);
    await expect(calculator.getByLabel("Financing partner")).toHaveValue("lightstream");
    await expect(amount).toHaveValue("49000");
    await expect(amount).toHaveAttribute("aria-valuetext", "$49,000");
    await expect(calculator).toContainText("$49,000 over 120 months (10 years) at LightStream");

    await page.keyboard.press("ArrowLeft");
    await expect(amount).toHaveAttribute("aria-valuetext", "$48,000");
    await expect(page).toHaveURL(/\/financing\?partner=lightstream&amount=48000&term=120$/);
    await page.reload();
    await expect(page.locator("#payment-calculator")).toContainText(
      "$48,000 over 120 months (10 years) at LightStream",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("an estimate request is answered with the success page and stored", async ({ page, browser }) => {
    const lastName = `Noscript${Date.now().toString(36)}`;
    await page.goto("/estimate");
    await page.getByLabel("First name").fill("Lena");
    await page.getByLabel(/^Last name/).fill(lastName);
    await page.getByLabel(/^Phone/).fill(uniquePhone());
    await page.getByLabel("Pool type").selectOption("Not Sure");
    await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
    await page.getByRole("button", { name: "Get My Free Estimate" }).click();
    await expect(page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ })).toBeVisible();

    const csv = await leadExport(browser, lastName);
    expect(csv).toContain(lastName);
    expect(csv).toContain("Not Sure");
  });

  test("the mobile menu opens and closes", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the /financing payment calculator is a GET form the server answers", async ({ page }) => {
    await page.goto("/financing");
    const calculator = page.locator("#payment-calculator");
    await calculator.getByLabel("Financing partner").selectOption({ index: 1 });
    const partner = await calculator.getByLabel("Financing partner").inputValue();
    await calculator.getByRole("slider", { name: "Loan amount" }).fill("60000");
    await calculator.getByRole("button", { name: "Update my payment" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/financing\\?partner=${partner}&amount=60000&term=120#payment-calculator$`),
    );
    await expect(calculator).toContainText("$60,000 over 120 months (10 years)");
    await expect(calculator.getByLabel("Financing partner")).toHaveValue(partner);
  });
});
