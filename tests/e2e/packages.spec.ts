import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { faqItems as seedFaqItems } from "../../db/seed/content/faq";
import { PACKAGES_SECTIONS } from "../../app/content/packages";
import { packagesTexts } from "../../app/content/texts/packages.server";
import { faqCategoryCounts, faqSuggestions } from "../../app/lib/content/faq-search";
import { expectNoAxeViolations } from "./support/axe.ts";

const VIEWPORTS = [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1440, height: 900 }],
] as const;

/** The seeded FAQ, as the page lists it (display order). */
const FAQ = seedFaqItems.map((item, index) => ({ ...item, id: index + 1 }));

/** Open a page and wait until React has hydrated it, so clicks are handled by the app. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Page sections" });
const faqSection = (page: Page) => page.locator("section#faq");
// Each question is a <details> (it opens before the scripts run); its summary holds the question's heading.
const faqQuestions = (page: Page) => faqSection(page).locator("details > summary");
const faqItem = (page: Page, question: RegExp) =>
  faqSection(page)
    .locator("details")
    .filter({ has: page.getByRole("heading", { level: 3, name: question }) });
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search questions" });

test.describe("packages tab bar", () => {
  test("a tab scrolls to its section, sets the hash and marks itself active", async ({ page }) => {
    await visit(page, "/packages");
    const tabs = tabBar(page).getByRole("link");
    await expect(tabs).toHaveText(PACKAGES_SECTIONS.map((s) => packagesTexts.en.tabs.sections[s.id]));

    for (const [label, id] of [
      ["Payment", "payment"],
      ["Specials", "specials"],
      ["FAQ", "faq"],
    ] as const) {
      const tab = tabBar(page).getByRole("link", { name: label, exact: true });
      await tab.click();
      await expect(page).toHaveURL(new RegExp(`/packages#${id}$`));
      await expect(tab).toHaveAttribute("aria-current", "location");
      await expect(tabBar(page).locator("[aria-current]")).toHaveCount(1);
      await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 }).first()).toBeInViewport();
    }
    // The tab bar stays on screen while the page scrolls.
    await expect(tabBar(page)).toBeInViewport();
  });

  test("the active tab follows scrolling", async ({ page }) => {
    await visit(page, "/packages");
    await expect(tabBar(page).locator("[aria-current]")).toHaveCount(0);
    for (const [label, id] of [
      ["Benefits", "benefits"],
      ["Process", "process"],
    ] as const) {
      await page.locator(`section#${id}`).evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
      await expect(tabBar(page).getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
    }
  });

  test("a hash on load scrolls to its section", async ({ page }) => {
    await visit(page, "/packages#contact");
    await expect(page.getByRole("heading", { level: 2, name: "Talk to your local pool team" })).toBeInViewport();
    await expect(tabBar(page).getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "location");
  });

  test("the copy-link button copies the section's packages URL and shows 'Link Copied!' for 2 seconds", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit(page, "/packages");
    const copy = tabBar(page).getByRole("button", { name: "Copy link to the Process section" });
    // Hidden until the tab is hovered or the button focused, but reachable from the keyboard.
    await tabBar(page).getByRole("link", { name: "Process" }).focus();
    await page.keyboard.press("Tab");
    await expect(copy).toBeFocused();
    await page.keyboard.press("Enter");
    const toast = page.getByText("Link Copied!");
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/packages#process`);
    await expect(toast).toBeHidden({ timeout: 5_000 });
  });
});

test.describe("packages FAQ", () => {
  test("category buttons show their counts and filter after 'Searching...'", async ({ page }) => {
    // A controlled clock makes the 300 ms 'Searching...' pause observable however busy the machine is.
    await page.clock.install();
    await visit(page, "/packages");
    const categories = faqSection(page).getByRole("group", { name: "Categories" }).getByRole("button");
    const counts = faqCategoryCounts(FAQ);
    await expect(categories).toHaveCount(counts.length);
    await expect(categories.first()).toHaveText(`All Questions${FAQ.length}`);
    await expect(categories.first()).toHaveAttribute("aria-pressed", "true");
    await expect(faqQuestions(page)).toHaveCount(FAQ.length);

    const heating = categories.filter({ hasText: "Pool Heating Options" });
    await expect(heating).toHaveText("Pool Heating Options2");
    await page.clock.pauseAt(Date.now() + 60_000);
    await heating.click();
    await expect(faqSection(page).getByRole("status")).toHaveText("Searching...");
    await expect(faqQuestions(page)).toHaveCount(FAQ.length);
    await page.clock.runFor(299);
    await expect(faqSection(page).getByRole("status")).toHaveText("Searching...");
    await page.clock.runFor(1);
    await expect(faqQuestions(page)).toHaveCount(2);
    await expect(faqSection(page).getByRole("status")).toHaveText("2 questions found");
    await expect(heating).toHaveAttribute("aria-pressed", "true");
  });

  test("items open and close, and a popular-search chip or a tag searches", async ({ page }) => {
    await visit(page, "/packages");
    const question = faqItem(page, /What is the best way to heat a pool in Florida/);
    await expect(question).not.toHaveAttribute("open");
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
    await expect(faqSection(page).getByText(/an electric heat pump is the best balance/)).toBeVisible();
    await question.locator("summary").click();
    await expect(question).not.toHaveAttribute("open");
    await expect(faqSection(page).getByText(/an electric heat pump is the best balance/)).toBeHidden();

    await faqSection(page).getByRole("button", { name: "permits", exact: true }).click();
    await expect(searchBox(page)).toHaveValue("permits");
    await expect(faqSection(page).getByRole("status")).toHaveText(/questions? found/);
    await expect(faqItem(page, /Do I need a permit/)).toBeVisible();
    await expect(faqItem(page, /Why is fiberglass a good choice/)).toHaveCount(0);

    const payment = faqItem(page, /When can my installation start/);
    await payment.locator("summary").click();
    // A tag is a link (a GET search without scripts); with them it searches in place.
    await payment.getByRole("group", { name: "Search for" }).getByRole("link", { name: "schedule" }).click();
    await expect(searchBox(page)).toHaveValue("schedule");
    await expect(faqItem(page, /What is the payment schedule\?/)).toBeVisible();
  });

  test("suggestions: up to 5 and 'And N more results...', and a choice opens and highlights its item", async ({
    page,
  }) => {
    await page.clock.install();
    await visit(page, "/packages");
    const box = searchBox(page);
    await box.fill("po");
    await expect(box).toHaveAttribute("aria-expanded", "false");

    await box.fill("pool");
    const expected = faqSuggestions(FAQ, "pool");
    const listbox = page.getByRole("listbox", { name: "Suggested questions" });
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(listbox.getByRole("option")).toHaveText(expected.items.map((item) => new RegExp(item.question)));
    await expect(page.getByText(`And ${expected.moreCount} more results...`)).toBeVisible();

    await box.fill("hurrica");
    await expect(listbox.getByRole("option")).toHaveCount(1);
    // The page's clock stops here: the highlight's 2.5 s run out only when the test says so, however long a busy
    // machine takes over the checks below.
    await page.clock.pauseAt(Date.now() + 1_000);
    await box.press("ArrowDown");
    await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");

    await expect(box).toHaveValue("");
    await expect(listbox).toBeHidden();
    const item = faqSection(page)
      .locator("details[id^=faq-item-]")
      .filter({ hasText: "Should I drain my pool before a hurricane?" });
    await expect(item).toHaveAttribute("data-highlighted", "true");
    await expect(item).toBeInViewport();
    await expect(item).toHaveAttribute("open", "");
    await expect(item.getByText(/Never drain a fiberglass pool/)).toBeVisible();
    await expect(faqQuestions(page)).toHaveCount(FAQ.length);
    // The highlight fades after about 2.5 seconds.
    await page.clock.runFor(2_600);
    await expect(item).not.toHaveAttribute("data-highlighted", "true");
  });

  test("a suggestion chosen with the mouse clears a category filter", async ({ page }) => {
    await visit(page, "/packages");
    await faqSection(page)
      .getByRole("group", { name: "Categories" })
      .getByRole("button", { name: /Maintenance/ })
      .click();
    await expect(faqQuestions(page)).toHaveCount(3);
    await searchBox(page).fill("zelle");
    await page.getByRole("option", { name: /Which payment methods do you accept/ }).click();
    await expect(faqQuestions(page)).toHaveCount(FAQ.length);
    await expect(
      faqSection(page)
        .getByRole("group", { name: "Categories" })
        .getByRole("button", { name: /All Questions/ }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(faqSection(page).getByText(/We do not accept cash or cryptocurrency/)).toBeVisible();
  });

  test("no match shows 'No questions found' and 'Clear all filters' brings every question back", async ({ page }) => {
    await visit(page, "/packages");
    await searchBox(page).fill("submarine");
    await expect(page.getByRole("heading", { name: "No questions found" })).toBeVisible();
    await expect(faqQuestions(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(faqQuestions(page)).toHaveCount(FAQ.length);
  });

  test("a page load hydrates the FAQ from its own HTML, and a move from another page gets it as data", async ({
    page,
  }) => {
    // Two page loads and a move between them.
    test.slow();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await visit(page, "/packages");
    // The answers reached the browser in the HTML alone: hydration found every text where the server put it.
    expect(errors).toEqual([]);
    // A word only in one answer (not in its question or tags) finds that item: the search has the answers.
    const item = FAQ.find((entry) => entry.answer.includes("replaster"))!;
    await searchBox(page).fill("replaster");
    await expect(faqQuestions(page)).toHaveCount(1);
    await expect(faqSection(page).getByRole("heading", { level: 3 })).toHaveText(item.question);
    await expect(faqSection(page).getByText(item.answer)).toBeAttached();

    await visit(page, "/");
    await page
      .locator('a[href="/packages"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL("/packages");
    await expect(faqQuestions(page)).toHaveCount(FAQ.length);
    await searchBox(page).fill("replaster");
    await expect(faqQuestions(page)).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("estimate links from the FAQ and contact sections carry sourcePage=packages", async ({ page }) => {
    await visit(page, "/packages");
    for (const id of ["faq", "contact"]) {
      await expect(page.locator(`section#${id}`).getByRole("link", { name: "Get a Free Estimate" })).toHaveAttribute(
        "href",
        "/estimate?sourcePage=packages",
      );
    }
    await expect(
      page.locator("section#specials").getByRole("link", { name: "Claim My Winter Savings" }),
    ).toHaveAttribute("href", "/estimate");
  });
});

test.describe("packages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every FAQ answer opens from its question and the tabs still jump to their sections", async ({ page }) => {
    await page.goto("/packages");
    // Each question is a <details>: its summary opens the answer without scripts.
    const drain = page.getByText(/Never drain a fiberglass pool/);
    await expect(drain).toBeHidden();
    await page.locator("details", { has: drain }).locator("summary").click();
    await expect(drain).toBeVisible();
    const payment = page.getByText(/We accept check, bank transfer and Zelle\. We do not accept cash/).first();
    await page.locator("details", { has: payment }).locator("summary").click();
    await expect(payment).toBeVisible();
    // The FAQ search is a GET form (decision 022): it is there without scripts too.
    await expect(searchBox(page)).toBeVisible();
    await tabBar(page).getByRole("link", { name: "Payment" }).click();
    await expect(page).toHaveURL(/#payment$/);
  });
});

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`packages on a ${device}`, () => {
    test.use({ viewport });

    test("has no axe violations, also with the suggestions open", async ({ page }) => {
      test.slow();
      await visit(page, "/packages");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("One package, one price, your whole pool");
      await expectNoAxeViolations(page);
      await searchBox(page).fill("warranty");
      await expect(page.getByRole("listbox", { name: "Suggested questions" })).toBeVisible();
      // While a search runs the old results are dimmed on purpose; check the page once the results have settled.
      await expect(faqSection(page).getByRole("status")).toHaveText(/questions? found$/);
      // The questions' container: the items are <details> side by side (no list, to keep the page light).
      const results = faqSection(page).locator("div:has(> details)");
      await expect(results).toHaveCSS("opacity", "1");
      await expectNoAxeViolations(page);
    });
  });
}
