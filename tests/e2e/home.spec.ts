import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { HOME_GALLERY_LIMIT, recommendationsForTier } from "../../app/lib/catalogue/home-gallery";
import { SIZE_TIERS, estimatedTotalForTier, formatUsd } from "../../app/lib/catalogue/pricing";
import { axeViolations, expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// The home page is long and each test walks through several controls; give it room on a busy machine.
test.describe.configure({ timeout: 60_000 });

interface ApiPool {
  id: number;
  name: string;
  shape: string | null;
  sizeCategory: string | null;
}

const designSection = (page: Page) => page.getByRole("region", { name: "Pick a size and a color, see your price" });
const gallerySection = (page: Page) => page.getByRole("region", { name: "Find the shape that fits your yard" });
const contactSection = (page: Page) => page.getByRole("region", { name: "Tell us about your dream pool" });
const tierButton = (page: Page, tier: string) =>
  designSection(page).getByRole("button", { name: new RegExp(`^${tier} \\d`) });

/** Controls only respond once React has hydrated the page. */
async function openHome(page: Page) {
  await page.goto("/");
  await page.waitForFunction(() => {
    const form = document.querySelector("form[method=post]");
    return !!form && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

async function activePools(page: Page): Promise<ApiPool[]> {
  const response = await page.request.get("/api/pools");
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiPool[];
}

async function fillContactForm(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const form = contactSection(page);
  await form.getByLabel("Full name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Phone").fill(values.phone);
  await form.getByLabel("Tell us about your project").fill(values.message);
}

const uniquePhone = () => `(561) 555-${String(Date.now() % 10_000).padStart(4, "0")}`;

const VALID = {
  name: "Ana Ruiz",
  email: "ana.ruiz@example.com",
  message: "We would like a medium pool with a tanning ledge this spring.",
};

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`home page at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("opens with the hero's two calls to action", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const hero = page.locator("section").first();
      await expect(hero.getByRole("link", { name: "Get Your Free Estimate" })).toHaveAttribute(
        "href",
        "/estimate?sourcePage=home",
      );
      await expect(hero.getByRole("link", { name: "Design Your Pool" })).toHaveAttribute("href", "/design");
      await expect(page.getByRole("button", { name: /^Coming Soon/ })).toBeDisabled();
    });

    test("prices each size tier and resets the recommendations when the size changes", async ({ page }) => {
      const pools = await activePools(page);
      await openHome(page);
      const design = designSection(page);
      const total = design.getByText(/^Estimated total: \$/);
      await expect(tierButton(page, "Medium")).toHaveAttribute("aria-pressed", "true");
      await expect(total).toHaveText(`Estimated total: ${formatUsd(estimatedTotalForTier("Medium"))}`);

      const medium = recommendationsForTier(pools, "Medium");
      const carousel = design.getByRole("region", { name: "Recommended Medium pools" });
      await expect(carousel.getByRole("heading", { level: 4 })).toHaveText(medium[0]!.name);
      await carousel.getByRole("button", { name: "Next pool" }).click();
      await expect(carousel.getByText(`Medium pool 2 of ${medium.length}`)).toBeVisible();
      await expect(carousel.getByRole("heading", { level: 4 })).toHaveText(medium[1]!.name);

      for (const tier of SIZE_TIERS) {
        const button = tierButton(page, tier.name);
        // Keyboard and pointer both pick a tier.
        if (tier.name === "Small") {
          await button.focus();
          await page.keyboard.press("Enter");
        } else {
          await button.click();
        }
        await expect(button).toHaveAttribute("aria-pressed", "true");
        await expect(total).toHaveText(`Estimated total: ${formatUsd(42_200 + tier.addOn)}`);
        const expected = recommendationsForTier(pools, tier.name);
        const region = design.getByRole("region", { name: `Recommended ${tier.name} pools` });
        await expect(region.getByText(`${tier.name} pool 1 of ${expected.length}`)).toBeVisible();
        await expect(region.getByRole("heading", { level: 4 })).toHaveText(expected[0]!.name);
        const estimate = new URL(
          (await region.getByRole("link", { name: /^Get Estimate for / }).getAttribute("href"))!,
          "http://x",
        );
        expect(estimate.pathname).toBe("/estimate");
        expect(estimate.searchParams.get("pool")).toBe(expected[0]!.name);
        expect(estimate.searchParams.get("sourcePage")).toBe("home");
      }
    });

    test("wraps the recommendation carousel at both ends", async ({ page }) => {
      const pools = await activePools(page);
      await openHome(page);
      const medium = recommendationsForTier(pools, "Medium");
      const carousel = designSection(page).getByRole("region", { name: "Recommended Medium pools" });
      const heading = carousel.getByRole("heading", { level: 4 });
      await carousel.getByRole("button", { name: "Previous pool" }).click();
      await expect(carousel.getByText(`Medium pool ${medium.length} of ${medium.length}`)).toBeVisible();
      await expect(heading).toHaveText(medium[medium.length - 1]!.name);
      await carousel.getByRole("button", { name: "Next pool" }).click();
      await expect(carousel.getByText(`Medium pool 1 of ${medium.length}`)).toBeVisible();
      await expect(heading).toHaveText(medium[0]!.name);
    });

    test("offers six colours, the first marked POPULAR, and shows the chosen one", async ({ page }) => {
      await openHome(page);
      const design = designSection(page);
      // Radios of the page's GET form: the choice shows by CSS, with or without scripts.
      const colours = design.getByRole("group", { name: "2. Finish color" }).getByRole("radio");
      await expect(colours).toHaveCount(6);
      await expect(colours.first()).toHaveAccessibleName(/^POPULAR/);
      await expect(colours.first()).toBeChecked();
      await expect(design.getByText("POPULAR")).toHaveCount(1);
      await design.getByText("Night Sky", { exact: true }).click();
      await expect(design.getByRole("radio", { name: /Night Sky/ })).toBeChecked();
      await expect(colours.first()).not.toBeChecked();
      await expect(design.getByText(/· Night Sky$/)).toBeVisible();
    });

    test("filters the gallery by shape and size, at most HOME_GALLERY_LIMIT cards with the home links", async ({
      page,
    }) => {
      const pools = await activePools(page);
      await openHome(page);
      const gallery = gallerySection(page);
      const categories = gallery.getByRole("group", { name: "Pool categories" });
      const cards = gallery.getByRole("article");
      await expect(categories.getByRole("button", { name: "All Pools" })).toHaveAttribute("aria-pressed", "true");
      await expect(cards).toHaveCount(Math.min(HOME_GALLERY_LIMIT, pools.length));

      const kidney = pools.filter((p) => p.shape === "Kidney");
      await categories.getByRole("button", { name: "Kidney", exact: true }).click();
      await expect(categories.getByRole("button", { name: "Kidney", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(cards).toHaveCount(kidney.length);
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(kidney.map((p) => p.name));
      const estimate = cards.first().getByRole("link", { name: /^Get Estimate for / });
      const href = new URL((await estimate.getAttribute("href"))!, "http://x");
      expect([...href.searchParams.keys()]).toEqual(["poolId", "poolName", "poolDimensions", "sourcePage"]);
      expect(href.searchParams.get("poolId")).toBe(String(kidney[0]!.id));
      expect(href.searchParams.get("sourcePage")).toBe("home");

      const plunge = pools.filter((p) => p.shape === "Plunge" || p.sizeCategory === "Plunge");
      await categories.getByRole("button", { name: "Plunge", exact: true }).click();
      await expect(cards).toHaveCount(Math.min(HOME_GALLERY_LIMIT, plunge.length));

      const xLarge = pools.filter((p) => p.sizeCategory === "X-Large");
      await categories.getByRole("button", { name: "X-Large", exact: true }).click();
      await expect(cards).toHaveCount(Math.min(HOME_GALLERY_LIMIT, xLarge.length));
      await expect(
        gallery.getByText(`Showing ${Math.min(HOME_GALLERY_LIMIT, xLarge.length)} pools: X-Large`),
      ).toBeVisible();

      await categories.getByRole("button", { name: "All Pools" }).click();
      await expect(cards).toHaveCount(HOME_GALLERY_LIMIT);
      await expect(gallery.getByRole("link", { name: "View All Pools" })).toHaveAttribute("href", "/pools");
    });

    test("expands a partner card with Show N More Features and folds it with Show Less", async ({ page }) => {
      await openHome(page);
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { level: 3, name: "Latham", exact: true }) });
      const features = card.getByRole("heading", { level: 4 });
      await expect(features).toHaveCount(3);
      // A <details> disclosure: it works before the scripts run.
      const disclosure = card.locator("details");
      await expect(disclosure).not.toHaveAttribute("open");
      await card.getByText(/^Show 2 More Features/).click();
      await expect(features).toHaveCount(5);
      await expect(disclosure).toHaveAttribute("open", "");
      await card.getByText(/^Show Less/).click();
      await expect(features).toHaveCount(3);
      await expect(card.getByText(/^Show 2 More Features/)).toBeVisible();
    });

    test("shows the West Palm Beach office with 19 towns and a tap-to-call number", async ({ page }) => {
      await page.goto("/");
      const local = page.getByRole("region", { name: "Your West Palm Beach pool team" });
      await expect(local.getByRole("heading", { name: "West Palm Beach", exact: true })).toBeVisible();
      await expect(local.getByRole("listitem").filter({ hasText: "Boca Raton" })).toBeVisible();
      const towns = local.getByRole("article").getByRole("list").last().getByRole("listitem");
      await expect(towns).toHaveCount(19);
      await expect(local.getByRole("link", { name: "Call (561) 555-0152" })).toHaveAttribute(
        "href",
        "tel:+15615550152",
      );
      await expect(contactSection(page).getByRole("link", { name: "Get a Free Estimate" })).toHaveAttribute(
        "href",
        "/estimate",
      );
    });
  });
}

// The form's messages are the same at every width: checked once, on a phone.
test.describe("home contact form messages", () => {
  test.use({ viewport: PHONE });

  test("checks the contact form and says what is missing or wrong", async ({ page }) => {
    await openHome(page);
    const form = contactSection(page);
    const send = form.getByRole("button", { name: "Send Message" });
    const alert = form.getByRole("alert");

    await send.click();
    await expect(alert).toHaveText("Please fill in all required fields");

    await fillContactForm(page, { ...VALID, phone: "555-0152" });
    await send.click();
    await expect(alert).toHaveText("Please enter a valid phone number");

    await fillContactForm(page, { ...VALID, phone: "(561) 555-0152", message: "   Too short   " });
    await send.click();
    await expect(alert).toHaveText("Please provide more details about your project (minimum 10 characters)");
    await expect(form.getByLabel("Full name")).toHaveValue(VALID.name);
  });

  test("keeps the form filled and shows the server's message when sending fails", async ({ page }) => {
    await page.route("**/api/estimates", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: '{"message":"Server says no"}' }),
    );
    await openHome(page);
    const form = contactSection(page);
    const phone = uniquePhone();
    await fillContactForm(page, { ...VALID, phone });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Server says no");
    await expect(form.getByLabel("Phone")).toHaveValue(phone);
    await expect(form.getByLabel("Tell us about your project")).toHaveValue(VALID.message);
    await expect(form.getByText("Message Sent Successfully")).toHaveCount(0);

    await page.unroute("**/api/estimates");
    await page.route("**/api/estimates", (route) => route.fulfill({ status: 500, body: "<html>oops</html>" }));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("There was an error submitting your request. Please try again.");
    await expect(form.getByLabel("Full name")).toHaveValue(VALID.name);
  });
});

test.describe("home contact form success", () => {
  test("sends a contact lead to the server and confirms it, ready for another message (desktop)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHome(page);
    const form = contactSection(page);
    const phone = uniquePhone();
    await fillContactForm(page, { ...VALID, name: "  Ana Ruiz  ", phone });
    // The real answer, read on its way to the page: an id means the lead was stored, not set aside as spam.
    let answer: unknown;
    await page.route("**/api/estimates", async (route) => {
      const real = await route.fetch();
      answer = await real.json();
      await route.fulfill({ response: real, json: answer });
    });
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/estimates") && r.method() === "POST"),
      page.waitForResponse((r) => r.url().endsWith("/api/estimates")),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      firstName: "Ana Ruiz",
      lastName: "",
      email: VALID.email,
      phone,
      address: "",
      message: VALID.message,
      requestType: "contact",
      sourcePage: "home",
      nearestBranch: "WEST PALM BEACH",
      // The language of the page the lead was sent from.
      language: "en",
      // The empty honeypot (the page's serve time rides in a cookie, not in the body).
      website: "",
    });
    expect(response.status()).toBe(201);
    expect(answer).toMatchObject({ id: expect.any(Number) });
    await expect(form.getByText("Message Sent Successfully")).toBeVisible();
    await expect(form.getByText(/reply within 24 hours/)).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Another Message" })).toBeEnabled();
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByRole("alert")).toHaveCount(0);
    // The form stays usable: a second message goes through the same checks.
    await form.getByRole("button", { name: "Send Another Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill in all required fields");
  });

  test("confirms a sent message on a phone", async ({ page }) => {
    await page.setViewportSize(PHONE);
    // One real lead per run is enough (the desktop test); this checks the phone layout of the confirmation.
    await page.route("**/api/estimates", (route) =>
      route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1,"message":"ok"}' }),
    );
    await openHome(page);
    const form = contactSection(page);
    await fillContactForm(page, { ...VALID, phone: uniquePhone() });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Message Sent Successfully")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Another Message" })).toBeVisible();
    await expectNoAxeViolations(page, "form");
  });
});

test.describe("home page accessibility", () => {
  // axe checks every node of a long page: allow it more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`/ has no axe violations at ${viewport.width}px, also with a card expanded and a form error shown`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHome(page);
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByText(/^Show 2 More Features/)
        .first()
        .click();
      await expect(page.getByText(/^Show Less/).first()).toBeVisible();
      await contactSection(page).getByRole("button", { name: "Send Message" }).click();
      await expect(contactSection(page).getByRole("alert")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
