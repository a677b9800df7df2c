// The designer's visitor journey: from the home page's "Design Your Pool" through the designer (model, color,
// add-on, details) to "Send me this design", and on its success screen to a booked consultation, at 360 and
// 1440 px with axe on the success screen; then the booking step again with the scripts held back, as plain
// forms. The lead token reaches the success screen in a cookie, never in its address (decision 032).
import type { Page } from "@playwright/test";
import { chooseTime } from "./support/consultation-picker.ts";
import { holdScripts } from "./support/held-scripts.ts";
import { expect, test, waitForHydration } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

test.describe.configure({ timeout: 120_000 });

// Ariella: a freeform San Juan model with colors and room for a tanning ledge.
const ARIELLA = 43;
// Milan 10.20: a Latham model, chosen first.
const MILAN = 8;
const PORT_ST_LUCIE = { id: "port-st-lucie", name: "Port St. Lucie" };

const steps = (page: Page, name: RegExp) => page.getByRole("region", { name });
const lines = (page: Page) => page.getByRole("list", { name: "Itemized price" });
const picker = (page: Page) => page.getByRole("region", { name: "Pick a time for your free consultation" });

/** The home page's "Design Your Pool" to a sent design, with scripts; ends on the success screen. */
async function designAndSend(page: Page, firstName: string, phone: string) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Design Your Pool" }).first().click();
  // A client navigation that loads the designer's code: slow on a machine shared with other browsers.
  await expect(page).toHaveURL(/\/design$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Design your pool" })).toBeVisible();
  await waitForHydration(page);

  // First another model: the details form shows, and the visitor fills it in.
  await page.getByLabel(/^Model/).selectOption(String(MILAN));
  await expect(page).toHaveURL(new RegExp(`poolId=${MILAN}`));
  const details = steps(page, /Your details/);
  await details.getByLabel("First name").fill(firstName);
  await details.getByRole("textbox", { name: "Phone" }).fill(phone);
  await details.getByRole("textbox", { name: /^Email/ }).fill("designer.e2e@example.com");
  await details.getByRole("checkbox", { name: /I authorize/ }).check();

  // Then the model is changed, which runs the page's loader again and issues a newer form token; the design is
  // sent moments later, and the lead's form timing is counted from when the form was first shown.
  await page.getByLabel(/^Model/).selectOption(String(ARIELLA));
  await expect(page).toHaveURL(new RegExp(`poolId=${ARIELLA}`));
  await expect(page.getByRole("img", { name: /Plan drawing of the Ariella/ })).toBeVisible();

  const colour = steps(page, /Color/).getByRole("radio").first();
  const colourName = (await colour.getAttribute("value"))!;
  await colour.check();
  await expect(page).toHaveURL(/color=/);

  const addOns = steps(page, /Add-ons/);
  await addOns.getByRole("radio", { name: /Heat pump/ }).check();
  await expect(lines(page)).toContainText("Heat pump");
  await expect(page).toHaveURL(/addons=heat-pump/);
  await expect(details.getByLabel("First name")).toHaveValue(firstName);

  await details.getByRole("button", { name: "Send me this design" }).click();

  await expect(page).toHaveURL(/\/design\/summary\?.*sent=1/);
  await expect(page.getByText("Thank you! Your design is on its way")).toBeVisible();
  // An e-mail address was given, so the visitor's copy was queued.
  await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toContainText(
    "a pool specialist will call you within 24 hours to plan your free design consultation. We e-mailed you a copy of this design.",
  );
  // It opens at its top (the thanks and the times), not where the designer's button was.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(lines(page)).toContainText("Heat pump");
  await expect(page.getByText(colourName).first()).toBeVisible();
  await expect(picker(page)).toBeVisible();
  expect(page.url()).not.toMatch(/lead=|token/i);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test("home → designer → Send me this design → a booked consultation on the success screen", async ({ page }) => {
      const phone = `(407) 555-01${viewport.width === PHONE.width ? "61" : "62"}`;
      // Each run its own office: the tests run side by side, and a time holds only two consultations.
      const office = viewport.width === PHONE.width ? { id: "ocala", name: "Ocala" } : PORT_ST_LUCIE;
      await designAndSend(page, `Journey ${viewport.width}`, phone);

      // Another office: a GET form to the summary page; the token stays in the cookie, not the address.
      await picker(page).getByLabel("Office").selectOption(office.id);
      await picker(page).getByRole("button", { name: "Show times" }).click();
      await expect(page).toHaveURL(new RegExp(`office=${office.id}`));
      expect(page.url()).not.toMatch(/lead=/);
      await expect(picker(page).getByLabel("Office")).toHaveValue(office.id);
      await expect(picker(page).getByText("All times are Florida time (Eastern).")).toBeVisible();

      await expectNoAxeViolations(page);

      // Days first: the first day opens to its times.
      const { timeLabel: time } = await chooseTime(picker(page));
      await picker(page).getByRole("button", { name: "Book this time" }).click();

      await expect(page).toHaveURL(/\/consultation\/[\w.-]+\?booked=1$/);
      await expect(page.getByRole("heading", { level: 1, name: "Your Free Consultation Is Booked" })).toBeVisible();
      await expect(page.getByText(office.name).first()).toBeVisible();
      await expect(page.getByText(time).first()).toBeVisible();
    });
  });
}

test("the booking step works as plain forms with the scripts held back, and a choice survives hydration", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await designAndSend(page, "Held", "(407) 555-0163");
  const summary = page.url();

  // The success screen again, its scripts held: the office switch and a choice are plain HTML.
  let release = await holdScripts(page);
  await page.goto(summary, { waitUntil: "domcontentloaded" });
  await picker(page).getByLabel("Office").selectOption("west-palm-beach");
  await picker(page).getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/office=west-palm-beach/);
  await expect(picker(page).getByLabel("Office")).toHaveValue("west-palm-beach");
  const { radio: chosen } = await chooseTime(picker(page));
  release();
  await waitForHydration(page);
  await expect(chosen).toBeChecked();

  // And the booking itself posted with no script run.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  release = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await chooseTime(picker(page));
  await picker(page).getByRole("button", { name: "Book this time" }).click();
  await expect(page).toHaveURL(/\/consultation\/[\w.-]+\?booked=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Free Consultation Is Booked" })).toBeVisible();
  await expect(page.getByText("West Palm Beach").first()).toBeVisible();
  release();
  await context.close();
});
