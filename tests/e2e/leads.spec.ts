import { type Page } from "@playwright/test";
import { expectApart, expectInViewBelowHeader } from "./support/in-view.ts";
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

const POOL_LINK = "/estimate?poolId=8&poolName=Milan%2010.20&sourcePage=pools";
const ESTIMATE_FAILURE = "There was a problem submitting your request. Please try again.";

let phoneCounter = 0;
/** A phone number no other test uses, so each submission is its own lead. */
function uniquePhone() {
  phoneCounter += 1;
  const n = String((Date.now() + phoneCounter * 7919) % 10_000).padStart(4, "0");
  return `(321) 555-${n}`;
}

/** The wizard replaces the all-fields form once React runs; its progress list shows that moment. */
async function openEstimate(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("list", { name: "Progress" })).toBeVisible();
}

/** The contact form's button names the missing consent only once React runs. */
async function openContact(page: Page, path = "/contact") {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Select Authorization to Send" })).toBeDisabled();
}

function currentStep(page: Page) {
  return page.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]');
}

async function fillContactStep(page: Page, phone: string) {
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel(/^Last name/).fill("Lopez");
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByLabel(/^Email/).fill("maria@example.com");
  await page.getByLabel("Pool installation address").fill("123 Palm Way, Wellington, FL");
  await page.getByLabel(/^ZIP code/).fill("33414");
}

/** From step 1 to the review step with a complete request. */
async function fillWizard(page: Page, phone: string) {
  await fillContactStep(page, phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Budget range").selectOption("$50,000 - $75,000");
  await page.getByLabel("Timeline").selectOption("1-3 months");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(currentStep(page)).toContainText("Review");
}

/** Fails the wizard's or the contact form's post (single fetch posts to /<page>.data). */
async function failPosts(page: Page, pattern: string) {
  await page.route(pattern, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : route.continue(),
  );
}

for (const [label, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test.describe(`estimate wizard (${label})`, () => {
    test.use({ viewport });
    // Long journeys: every step of the wizard.
    test.describe.configure({ timeout: 90_000 });

    test("runs end to end from a pool link: prefill, Continue, blur messages, Back, consent, success, another request", async ({
      page,
    }) => {
      await openEstimate(page, POOL_LINK);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Pool Estimate");
      const notice = page.getByRole("region", { name: "Pool Selected" });
      await expect(notice).toContainText("Milan 10.20");
      await expect(notice).toContainText("Latham");
      await expect(notice).toContainText("10' x 20'");
      await expect(currentStep(page)).toContainText("Contact");

      const next = page.getByRole("button", { name: "Continue" });
      await expect(next).toBeDisabled();
      await expect(next).toHaveAccessibleDescription("To continue, add your name and a phone number.");

      const firstName = page.getByLabel("First name");
      await firstName.fill("M");
      await firstName.blur();
      await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
      await expect(firstName).toHaveAttribute("aria-invalid", "true");
      await expect(next).toBeDisabled();
      await expect(page.getByText("To continue, add a phone number.")).toBeVisible();

      const phone = page.getByLabel(/^Phone/);
      await phone.fill("555-01");
      await phone.blur();
      await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
      // Both typed, one wrong: Continue is pressed, stays on step 1 and takes the visitor to the first wrong field.
      await expect(next).toBeEnabled();
      await next.click();
      await expect(currentStep(page)).toContainText("Contact");
      await expect(firstName).toBeFocused();

      await firstName.fill("");
      await firstName.blur();
      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(next).toBeDisabled();

      await phone.fill("");
      await phone.blur();
      await expect(page.getByText("Phone number is required")).toBeVisible();

      const email = page.getByLabel(/^Email/);
      await email.fill("maria@example");
      await email.blur();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await expect(email).toHaveAccessibleDescription("Please enter a valid email address");

      const zip = page.getByLabel(/^ZIP code/);
      await expect(zip).toHaveAttribute("inputmode", "numeric");
      await expect(zip).toHaveAttribute("autocomplete", "postal-code");
      await zip.fill("3341");
      await zip.blur();
      await expect(zip).toHaveAccessibleDescription("Please enter a 5-digit ZIP code");

      const number = uniquePhone();
      await fillContactStep(page, number);
      await expect(page.getByText("Please enter a 5-digit ZIP code")).toHaveCount(0);
      await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
      await next.click();

      await expect(currentStep(page)).toContainText("Details");
      await expect(page.getByLabel("Pool type")).toHaveValue("Fiberglass");
      await expect(page.getByLabel("Tell us about your project")).toHaveValue(
        "I'm interested in the Milan 10.20 (Latham, 10' x 20'). Please send me a free estimate.",
      );
      await expect(page.getByLabel("Budget range").locator("option")).toHaveText([
        "Select a budget range",
        "$30,000 - $50,000",
        "$50,000 - $75,000",
        "$75,000 - $100,000",
        "$100,000+",
      ]);
      await expect(page.getByLabel("Timeline").locator("option")).toHaveText([
        "Select a timeline",
        "ASAP",
        "1-3 months",
        "3-6 months",
        "6+ months",
        "just researching",
      ]);
      await expect(page.getByLabel("Pool type").locator("option")).toHaveText([
        "Select a pool type",
        "Fiberglass",
        "Concrete",
        "Concrete Pool Resurface",
        "Above Ground",
        "Pool Renovation",
        "Not Sure",
      ]);

      await page.getByRole("button", { name: "Back" }).click();
      await expect(currentStep(page)).toContainText("Contact");
      await expect(page.getByLabel("First name")).toHaveValue("Maria");
      await next.click();
      await page.getByLabel("Budget range").selectOption("$50,000 - $75,000");
      await page.getByLabel("Timeline").selectOption("ASAP");
      await next.click();

      await expect(currentStep(page)).toContainText("Review");
      const review = page.getByRole("form", { name: "Request Your Free Estimate" });
      await expect(review).toContainText("Maria Lopez");
      await expect(review).toContainText(number);
      await expect(review).toContainText("$50,000 - $75,000");
      await expect(review).toContainText("ASAP");

      await page.getByRole("button", { name: "Edit project details" }).click();
      await expect(currentStep(page)).toContainText("Details");
      await expect(page.getByLabel("Timeline")).toHaveValue("ASAP");
      await next.click();

      const locked = page.getByRole("button", { name: "Select Authorization to Continue" });
      await expect(locked).toBeDisabled();
      const consent = page.getByRole("checkbox", { name: /by email, SMS or phone/ });
      await expect(consent).toHaveAccessibleName(/unsubscribe at any time/);
      await expect(consent).toHaveAccessibleName(/toll-free number \(888\) 555-0100/);
      await consent.check();
      const submit = page.getByRole("button", { name: "Get My Free Estimate" });
      await expect(submit).toBeEnabled();
      await consent.uncheck();
      await expect(locked).toBeDisabled();
      await consent.check();

      // Hold the answer a moment so the sending state can be seen.
      await page.route("**/estimate.data*", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await submit.click();
      await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();

      const thanks = page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      await expect(page.getByText("Our team reviews your request within 2 hours.").first()).toBeVisible();
      await expect(page.getByText(/A pool specialist calls you within 24 hours/).first()).toBeVisible();

      await page.getByRole("button", { name: "Submit Another Request" }).click();
      await expect(currentStep(page)).toContainText("Contact");
      await expect(page.getByLabel("First name")).toHaveValue("");
      await expect(page.getByLabel(/^Phone/)).toHaveValue("");
      await expect(page.getByLabel(/^Email/)).toHaveValue("");
      await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    });

    test("Continue says what is missing, and shows a wrong field with its label below the header", async ({ page }) => {
      await openEstimate(page, "/estimate");
      const next = page.getByRole("button", { name: "Continue" });
      await expect(page.getByText("To continue, add your name and a phone number.")).toBeVisible();
      const firstName = page.getByLabel("First name");
      const label = page.locator("label").filter({ hasText: /^First name/ });
      await firstName.fill("M");
      await firstName.blur();
      await page.getByLabel(/^Phone/).fill("555-01");
      await page.getByLabel(/^Phone/).blur();
      await expect(next).toBeEnabled();
      // The visitor has scrolled on: the first name's label is under the sticky header, its box just below it.
      await firstName.evaluate((input) => {
        const header = document.querySelector("header")!.getBoundingClientRect().bottom;
        window.scrollBy({ top: input.getBoundingClientRect().top - header, behavior: "instant" });
      });
      await next.click();
      await expect(currentStep(page)).toContainText("Contact");
      await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
      await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAccessibleDescription("Name must be at least 2 characters");
      await expectInViewBelowHeader(page, label);
    });

    test("Continue pressed straight after typing takes the visitor to the first wrong field", async ({ page }) => {
      await openEstimate(page, "/estimate");
      const firstName = page.getByLabel("First name");
      await firstName.fill("M");
      await page.getByLabel(/^Phone/).fill("555-01");
      // Straight from the phone field to the button, as a visitor does: no other field is left on the way.
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(currentStep(page)).toContainText("Contact");
      await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
      await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
      await expect(firstName).toBeFocused();
    });

    test("labels a consultation and shows Scheduling... while it is sent", async ({ page }) => {
      await openEstimate(page, "/estimate?type=consultation&sourcePage=latham-pools");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule Your Free Consultation");
      await fillWizard(page, uniquePhone());
      await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await page.route("**/estimate.data*", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.getByRole("button", { name: "Schedule My Consultation" }).click();
      await expect(page.getByRole("button", { name: "Scheduling..." })).toBeDisabled();
      await expect(page.getByRole("heading", { name: /Your Consultation Request Was Received/ })).toBeVisible();
    });

    test("keeps everything typed and shows the Error toast when the server fails", async ({ page }) => {
      await openEstimate(page, POOL_LINK);
      const number = uniquePhone();
      await fillWizard(page, number);
      await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await failPosts(page, "**/estimate.data*");
      await page.getByRole("button", { name: "Get My Free Estimate" }).click();

      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText("Error");
      await expect(toast).toContainText(ESTIMATE_FAILURE);
      await expect(page.getByRole("button", { name: "Get My Free Estimate" })).toBeEnabled();
      await page.getByRole("button", { name: "Edit contact details" }).click();
      await expect(page.getByLabel("First name")).toHaveValue("Maria");
      await expect(page.getByLabel(/^Phone/)).toHaveValue(number);
    });

    test("has no accessibility violations", async ({ page }) => {
      await openEstimate(page, POOL_LINK);
      await expectNoAxeViolations(page);
      await fillWizard(page, uniquePhone());
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`contact page (${label})`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 60_000 });

    test("sends only with consent, thanks with a toast and resets the form", async ({ page }) => {
      await openContact(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Our Pool Experts");
      const form = page.getByRole("form", { name: "Send Us a Message" });
      const number = uniquePhone();
      await form.getByLabel("Full name").fill("Ana Maria Silva");
      await form.getByLabel(/^Email/).fill("ana@example.com");
      await form.getByLabel(/^Phone/).fill(number);
      await form.getByLabel(/^Message/).fill("Do you install in Stuart?");
      await expect(form.getByLabel(/^Message/)).toHaveAttribute("rows", "4");

      const locked = form.getByRole("button", { name: "Select Authorization to Send" });
      await expect(locked).toBeDisabled();
      const consent = form.getByRole("checkbox", { name: /by email, SMS or phone/ });
      await consent.check();
      const send = form.getByRole("button", { name: "Send Message" });
      await expect(send).toBeEnabled();
      await consent.uncheck();
      await expect(locked).toBeDisabled();
      await consent.check();

      await page.route("**/contact.data*", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await send.click();
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();

      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText("Thank you for your inquiry!");
      await expect(toast).toContainText("We will contact you within 24 hours");
      // The banner explains the emptied form: in view under the sticky header, and focused; the toast covers
      // neither it nor the header's navigation.
      const banner = page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" });
      await expect(banner).toBeFocused();
      await expectInViewBelowHeader(page, banner);
      await expectApart(toast, page.getByRole("banner"));
      await expectApart(toast, banner);
      await expect(form.getByLabel("Full name")).toHaveValue("");
      await expect(form.getByLabel(/^Phone/)).toHaveValue("");
      await expect(form.getByLabel(/^Message/)).toHaveValue("");
      await expect(form.getByRole("checkbox", { name: /by email, SMS or phone/ })).not.toBeChecked();
      await expect(form.getByRole("button", { name: "Select Authorization to Send" })).toBeDisabled();
    });

    test("shows each field's message under it", async ({ page }) => {
      await openContact(page);
      const form = page.getByRole("form", { name: "Send Us a Message" });
      await form.getByLabel(/^Email/).fill("ana@");
      await form.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText("Name is required")).toBeVisible();
      await expect(form.getByText("Valid email is required")).toBeVisible();
      await expect(form.getByText("Phone is required")).toBeVisible();
      await expect(form.getByText("Message is required")).toBeVisible();
      await expect(form.getByLabel("Full name")).toBeFocused();
      await expect(form.getByLabel(/^Email/)).toHaveValue("ana@");
    });

    test("keeps what was typed and shows Submission failed when the server fails", async ({ page }) => {
      await openContact(page);
      const form = page.getByRole("form", { name: "Send Us a Message" });
      await form.getByLabel("Full name").fill("Ana Maria Silva");
      await form.getByLabel(/^Email/).fill("ana@example.com");
      await form.getByLabel(/^Phone/).fill("(772) 555-0163");
      await form.getByLabel(/^Message/).fill("Please call me back.");
      await form.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await failPosts(page, "**/contact.data*");
      await form.getByRole("button", { name: "Send Message" }).click();

      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText("Submission failed");
      await expect(toast).toContainText("Please try again later.");
      await expect(form.getByLabel("Full name")).toHaveValue("Ana Maria Silva");
      await expect(form.getByLabel(/^Message/)).toHaveValue("Please call me back.");
      await expect(form.getByRole("checkbox", { name: /by email, SMS or phone/ })).toBeChecked();
    });

    test("lists every office with directions in a new tab and an emergency call", async ({ page }) => {
      await openContact(page);
      const locations = page.getByRole("region", { name: "Visit Our Florida Locations" });
      await expect(locations.getByRole("heading", { level: 3 })).toHaveText([
        "Ocala",
        "West Palm Beach",
        "Port St. Lucie",
        "Orlando",
      ]);
      await expect(locations.getByText("Mon-Fri: 9AM-4PM")).toHaveCount(4);
      const directions = locations.getByRole("link", { name: /Get Directions/ }).first();
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
      await expect(page.getByRole("link", { name: /^Emergency Service/ })).toHaveAttribute("href", "tel:+18885550100");
    });

    test("has no accessibility violations", async ({ page }) => {
      await openContact(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 60_000 });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test.describe(label, () => {
      test.use({ viewport });

      test("the estimate form shows every step's fields on one page and submits", async ({ page }) => {
        await page.goto(POOL_LINK);
        await expect(page.getByRole("list", { name: "Progress" })).toHaveCount(0);
        for (const heading of ["Your contact details", "Your project", "Review your request"]) {
          await expect(page.getByRole("heading", { name: heading })).toBeVisible();
        }
        await expect(page.getByRole("region", { name: "Pool Selected" })).toContainText("Milan 10.20");
        await fillContactStep(page, uniquePhone());
        await expect(page.getByLabel("Pool type")).toHaveValue("Fiberglass");
        await page.getByLabel("Budget range").selectOption("$30,000 - $50,000");
        await page.getByLabel("Timeline").selectOption("just researching");
        await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
        await page.getByRole("button", { name: "Get My Free Estimate" }).click();
        await expect(
          page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ }),
        ).toBeVisible();
        await expect(page.getByRole("link", { name: "Submit Another Request" })).toHaveAttribute("href", "/estimate");
      });

      test("the estimate form answers missing consent and bad fields with the messages, keeping the values", async ({
        page,
      }) => {
        await page.goto(POOL_LINK);
        await page.getByLabel("First name").fill("M");
        await page.getByLabel(/^Phone/).fill("555-01");
        await page.getByLabel(/^Email/).fill("maria@example.com");
        await page.getByLabel(/^ZIP code/).fill("3341");
        await page.getByRole("button", { name: "Get My Free Estimate" }).click();
        await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
        await expect(page.getByLabel(/^ZIP code/)).toHaveAccessibleDescription("Please enter a 5-digit ZIP code");
        await expect(page.getByLabel(/^ZIP code/)).toHaveValue("3341");
        await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
        await expect(page.getByText("Select Authorization to Continue")).toBeVisible();
        await expect(page.getByLabel("First name")).toHaveValue("M");
        await expect(page.getByLabel(/^Email/)).toHaveValue("maria@example.com");
        await expect(page.getByLabel("Tell us about your project")).toHaveValue(/Milan 10\.20/);
      });

      test("the contact form refuses to send without consent, keeps the values, then sends", async ({ page }) => {
        await page.goto("/contact?sourcePage=san-juan-pools");
        const form = page.getByRole("form", { name: "Send Us a Message" });
        await form.getByLabel("Full name").fill("Ana Maria Silva");
        await form.getByLabel(/^Email/).fill("ana@example.com");
        await form.getByLabel(/^Phone/).fill(uniquePhone());
        await form.getByLabel(/^Message/).fill("Do you install in Stuart?");
        await form.getByRole("button", { name: "Send Message" }).click();

        await expect(form.getByText("You must consent to contact to send your message")).toBeVisible();
        await expect(form.getByLabel("Full name")).toHaveValue("Ana Maria Silva");
        await expect(form.getByLabel(/^Message/)).toHaveValue("Do you install in Stuart?");

        await form.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
        await form.getByRole("button", { name: "Send Message" }).click();
        const banner = page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" });
        await expect(banner).toBeVisible();
        await expectInViewBelowHeader(page, banner);
        await expect(page.getByText("We will contact you within 24 hours")).toBeVisible();
        await expect(form.getByLabel("Full name")).toHaveValue("");
      });
    });
  }
});
