// The designer at /design (decision 032): with scripts the total and the address follow each choice in
// place; without scripts the same design is reached through one GET form and sent by a POST; a choice made before
// the scripts ran survives hydration; axe passes at 360 and 1440 px. On a phone a sticky bar keeps the total in
// view; the no-script buttons exist only without scripts; a send without consent is refused with the design kept
// in the address and focus on the errors; the model list and the colors read in full.
import type { Locator, Page } from "@playwright/test";
import { holdScripts } from "./support/held-scripts.ts";
import { expect, test, waitForHydration } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

test.describe.configure({ timeout: 120_000 });

// Ariella: a freeform model whose features name a tanning ledge; Milan 10.20 (id 8) has no room for one.
const ARIELLA = 43;
// Milan 10.20: a Latham model (Crystal and Classic collections).
const MILAN = 8;

const summary = (page: Page) => page.getByRole("complementary", { name: "Your design" });
/** The summary's "Total $X" line. */
const total = (page: Page) =>
  summary(page)
    .locator("p")
    .filter({ hasText: /^Total\$/ });
/** The phone's sticky bar: its total and its "See details" link. */
const bar = (page: Page) => page.getByRole("region", { name: "Your total" });
const barTotal = (page: Page) => bar(page).getByText(/^Total \$[\d,]+$/);
const seeDetails = (page: Page) => page.getByRole("link", { name: "See details" });
const NO_SCRIPT_BUTTONS = ["Show this model", "Choose this color", "Update my total"];
const lines = (page: Page) => page.getByRole("list", { name: "Itemized price" });
const steps = (page: Page, name: RegExp) => page.getByRole("region", { name });

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`/design at ${viewport.width}px with scripts`, () => {
    test.use({ viewport });

    test("each choice updates the total and the address in place, and the design survives a reload", async ({
      page,
    }) => {
      await page.goto(`/design?poolId=${ARIELLA}`);
      await expect(page.getByRole("heading", { level: 1, name: "Design your pool" })).toBeVisible();
      await expect(page.getByLabel(/^Model/)).toHaveValue(String(ARIELLA));
      await expect(page.getByRole("img", { name: /Plan drawing of the Ariella/ })).toBeVisible();
      const before = await total(page).textContent();
      const historyLength = await page.evaluate(() => window.history.length);

      const addOns = steps(page, /Add-ons/);
      await addOns.getByRole("radio", { name: /Heat pump/ }).check();
      await expect(lines(page)).toContainText("Heat pump");
      await expect(total(page)).not.toHaveText(before!);
      await expect(page).toHaveURL(/addons=heat-pump/);

      await addOns.getByRole("checkbox", { name: /LED pool lights/ }).check();
      const lights = addOns.getByRole("spinbutton", { name: /Quantity \(light/ });
      // Past the limit: leaving the field shows the limit the total is priced at.
      await lights.fill("20");
      await lights.press("Tab");
      await expect(lights).toHaveValue("8");
      await expect(page).toHaveURL(/led-lights:8/);
      await expect(lines(page)).toContainText("8 lights");
      await lights.fill("4");
      await expect(page).toHaveURL(/led-lights:4/);
      await expect(lines(page)).toContainText("4 lights");

      await addOns.getByRole("checkbox", { name: /Tanning ledge/ }).check();
      await expect(page.getByRole("img", { name: /Plan drawing of the Ariella/ })).toHaveAttribute("src", /ledge=1/);
      await expect(page.getByRole("complementary", { name: "Your design" })).toContainText(
        /\/month at [\d.]+% APR over 120 months/,
      );
      // Replaced, not pushed: Back leaves the designer instead of stepping through every tick.
      expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

      const address = page.url();
      await page.reload();
      await waitForHydration(page);
      expect(page.url()).toBe(address);
      await expect(steps(page, /Add-ons/).getByRole("radio", { name: /Heat pump/ })).toBeChecked();
      await expect(lines(page)).toContainText("4 lights");

      await expectNoAxeViolations(page);
    });

    test("a bad address shows notes, not an error", async ({ page }) => {
      await page.goto("/design?poolId=8&addons=led-lights:-3,tanning-ledge,nope");
      const notes = page.getByRole("status").filter({ hasText: "starts at" });
      await expect(notes).toContainText("The quantity of LED pool lights starts at 1 light, so it is set to 1 light.");
      await expect(notes).toContainText("has no room for a tanning ledge");
      await expect(lines(page)).toContainText("1 light");
    });
  });
}

test.describe("/design without scripts", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("GET forms step by step reach a design, and the POST sends it to the summary page", async ({ page }) => {
    await page.goto("/design");
    const model = steps(page, /Model/);
    await model.getByLabel("Brand").selectOption("San Juan");
    await model.getByRole("button", { name: "Show this model" }).click();
    await expect(page).toHaveURL(/brand=San\+Juan/);
    await page.getByLabel(/^Model/).selectOption(String(ARIELLA));
    await model.getByRole("button", { name: "Show this model" }).click();
    await expect(page).toHaveURL(new RegExp(`poolId=${ARIELLA}`));

    const colour = steps(page, /Color/);
    const firstColour = colour.getByRole("radio").first();
    const colourName = (await firstColour.getAttribute("value"))!;
    await firstColour.check();
    await colour.getByRole("button", { name: "Choose this color" }).click();
    await expect(page).toHaveURL(/color=/);

    const addOns = steps(page, /Add-ons/);
    await addOns.getByRole("radio", { name: /Gas heater/ }).check();
    await addOns.getByRole("checkbox", { name: /Paver deck/ }).check();
    await addOns.getByRole("spinbutton", { name: /Quantity \(sq ft/ }).fill("600");
    await addOns.getByRole("button", { name: "Update my total" }).click();
    await expect(lines(page)).toContainText("Gas heater");
    await expect(lines(page)).toContainText("600 sq ft");
    await expect(page.getByRole("img", { name: /Plan drawing of the Ariella/ })).toHaveAttribute("src", /deck=600/);
    await expect(page.getByRole("complementary", { name: "Your design" })).toContainText(colourName);

    const details = steps(page, /Your details/);
    await details.getByLabel("First name").fill("Nojs");
    await details.getByRole("textbox", { name: "Phone" }).fill("(352) 555-0199");
    await details.getByRole("checkbox", { name: /I authorize/ }).check();
    await details.getByRole("button", { name: "Send me this design" }).click();
    await expect(page).toHaveURL(/\/design\/summary\?.*sent=1/);
    await expect(page.getByText("Thank you! Your design is on its way")).toBeVisible();
    await expect(page.getByRole("list", { name: "Itemized price" })).toContainText("600 sq ft");
  });
});

test("a choice and a name typed before the scripts run are kept when they do", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto("/design?poolId=8", { waitUntil: "domcontentloaded" });
  await steps(page, /Add-ons/)
    .getByRole("radio", { name: /Heat pump/ })
    .check();
  await steps(page, /Your details/)
    .getByLabel("First name")
    .fill("Early");
  release();
  await waitForHydration(page);
  await expect(steps(page, /Add-ons/).getByRole("radio", { name: /Heat pump/ })).toBeChecked();
  await expect(steps(page, /Your details/).getByLabel("First name")).toHaveValue("Early");
  // The scripts read the page's choice: the total and the address follow it.
  await expect(lines(page)).toContainText("Heat pump");
  await expect(page).toHaveURL(/addons=heat-pump/);
  await context.close();
});

/**
 * The element comes to rest inside the viewport, clear of the sticky header (and, when given, above `above`).
 * Waited for: the site scrolls smoothly.
 */
async function expectClearlyInView(page: Page, target: Locator, above?: Locator) {
  await expect(async () => {
    const box = (await target.boundingBox())!;
    const header = (await page.locator("header").first().boundingBox())!;
    const bottom = above ? (await above.boundingBox())!.y : page.viewportSize()!.height;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(bottom + 1);
  }).toPass();
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;

  test.describe(`/design at ${viewport.width}px: the answer in view`, () => {
    test.use({ viewport });

    test("after an add-on deep in the page the new total is in view, and the no-script buttons are not drawn", async ({
      page,
    }) => {
      await page.goto(`/design?poolId=${ARIELLA}`);
      for (const name of NO_SCRIPT_BUTTONS) await expect(page.getByRole("button", { name })).toHaveCount(0);
      const before = (await total(page).textContent())!;

      const fence = steps(page, /Add-ons/).getByRole("checkbox", { name: /Pool safety fence/ });
      await fence.scrollIntoViewIfNeeded();
      await fence.check();
      await expect(total(page)).not.toHaveText(before);
      const after = (await total(page).textContent())!.replace(/^Total/, "");
      if (phone) {
        // The bar at the bottom of the screen, with the new total and the monthly payment.
        await expect(barTotal(page)).toHaveText(`Total ${after}`);
        await expect(barTotal(page)).toBeInViewport();
        await expect(bar(page).getByText(/^\$[\d,]+\/month$/)).toBeInViewport();
        // The ticked add-on is not under the bar.
        await expectClearlyInView(page, fence, bar(page));
        // "See details" brings the whole summary, clear of the sticky header.
        await seeDetails(page).click();
        await expect(page).toHaveURL(/#your-design$/);
        await expect(summary(page).getByRole("list", { name: "Itemized price" })).toContainText("Pool safety fence");
        await expect
          .poll(async () => (await summary(page).boundingBox())!.y)
          .toBeGreaterThanOrEqual((await page.locator("header").first().boundingBox())!.height - 1);
      } else {
        // Beside the steps: the summary itself stays in view; the phone's bar is not shown.
        await expect(total(page)).toBeInViewport();
        await expect(seeDetails(page)).toBeHidden();
      }
    });

    test("a send without consent is refused: the error is focused, the design stays in the address", async ({
      page,
    }) => {
      await page.goto(`/design?poolId=${ARIELLA}&addons=heat-pump`);
      await steps(page, /Add-ons/)
        .getByRole("checkbox", { name: /Automatic safety cover/ })
        .check();
      await expect(page).toHaveURL(/safety-cover/);
      const details = steps(page, /Your details/);
      await details.getByLabel("First name").fill("Noconsent");
      await details.getByRole("textbox", { name: "Phone" }).fill("(352) 555-0142");
      await details.getByRole("button", { name: "Send me this design" }).click();

      const errors = details.locator("#design-errors");
      await expect(errors).toContainText("Consent: Select Authorization to Continue");
      await expect(errors).toBeFocused();
      await expectClearlyInView(page, errors);
      await expect(details.getByRole("checkbox", { name: /I authorize/ })).toHaveAccessibleDescription(
        "Select Authorization to Continue",
      );
      expect(new URL(page.url()).search).toBe(`?poolId=${ARIELLA}&addons=heat-pump,safety-cover`);
      await expect(lines(page)).toContainText("Automatic safety cover");
      await expect(details.getByLabel("First name")).toHaveValue("Noconsent");

      // Consent given: the design is sent, and the success text says what happens next.
      await details.getByRole("checkbox", { name: /I authorize/ }).check();
      await details.getByRole("button", { name: "Send me this design" }).click();
      await expect(page).toHaveURL(/\/design\/summary\?.*sent=1/);
      const thanks = page.getByRole("status").filter({ hasText: "Thank you!" });
      await expect(thanks).toHaveText(
        "Thank you! Your design is on its way to our team, and a pool specialist will call you within 24 hours to plan your free design consultation.",
      );
    });

    test("the model list and the colors read in full", async ({ page }) => {
      for (const width of phone ? [320, 430] : [viewport.width]) {
        await page.setViewportSize({ width, height: viewport.height });
        await page.goto("/design?poolId=8");
        const model = page.getByLabel(/^Model/);
        // Every model's label, chosen in turn, fits the closed list.
        const cut = await model.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          // The room for the text: the box less its padding and the browser's arrow.
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
          return [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => o.text);
        });
        expect(cut).toEqual([]);
        // Latham makes three colors in two collections: each names its own.
        const colors = steps(page, /Color/);
        await expect(colors.getByRole("radio", { name: "Sapphire Blue Classic collection" })).toBeVisible();
        await expect(colors.getByRole("radio", { name: "Sapphire Blue Crystal collection" })).toBeVisible();
        await expect(colors.getByRole("radio", { name: "Pearl White" })).toBeVisible();
        await colors.getByRole("radio", { name: "Night Sky Classic collection" }).check();
        await expect(page).toHaveURL(/color=Night\+Sky\+\(Classic\)/);
        await expect(summary(page)).toContainText("Night Sky (Classic)");
        // Nothing of the designer reaches past the screen's edge (the site header is another page part's concern).
        const past = await page
          .locator("main")
          .evaluate((main) =>
            [...main.querySelectorAll("*")]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
              .map((el) => el.tagName),
          );
        expect(past).toEqual([]);
      }
    });
  });

  test.describe(`/design at ${viewport.width}px without scripts`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("an add-on ticked, then a color chosen: both kept, and the total follows", async ({ page }) => {
      await page.goto(`/design?poolId=${MILAN}`);
      const addOns = steps(page, /Add-ons/);
      await addOns.getByRole("checkbox", { name: /Screen enclosure/ }).check();
      // The color step's own button: the add-on ticked below travels with it.
      const colors = steps(page, /Color/);
      await colors.getByRole("radio", { name: "Pearl White" }).check();
      await colors.getByRole("button", { name: "Choose this color" }).click();
      await expect(page).toHaveURL(/color=Pearl\+White/);
      await expect(addOns.getByRole("checkbox", { name: /Screen enclosure/ })).toBeChecked();
      await expect(colors.getByRole("radio", { name: "Pearl White" })).toBeChecked();
      await expect(lines(page)).toContainText("Screen enclosure");
      const shown = (await total(page).textContent())!.replace(/^Total/, "");
      if (phone) {
        // The bar shows the total of the design as last sent.
        await expect(barTotal(page)).toHaveText(`Total ${shown}`);
        await addOns.getByRole("checkbox", { name: /Pool safety fence/ }).scrollIntoViewIfNeeded();
        await expect(barTotal(page)).toBeInViewport();
      }
    });

    test("a send without consent is answered with the errors focused and the design in the address", async ({
      page,
    }) => {
      await page.goto(`/design?poolId=${MILAN}&addons=heat-pump`);
      const details = steps(page, /Your details/);
      await details.getByLabel("First name").fill("Nojs Noconsent");
      await details.getByRole("textbox", { name: "Phone" }).fill("(352) 555-0143");
      await details.getByRole("button", { name: "Send me this design" }).click();
      const errors = details.locator("#design-errors");
      await expect(errors).toContainText("Consent: Select Authorization to Continue");
      await expect(errors).toBeFocused();
      await expectClearlyInView(page, errors);
      expect(new URL(page.url()).search).toBe(`?poolId=${MILAN}&addons=heat-pump`);
      await expect(lines(page)).toContainText("Heat pump");
      await expect(details.getByLabel("First name")).toHaveValue("Nojs Noconsent");
    });
  });
}
