import { type Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// Every filter change is a server round trip; a shared development machine can be slow.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const POST_SLUG = "fiberglass-vs-concrete-pools-florida";
const POST_TITLE = "Fiberglass vs. Concrete Pools in Florida's Climate";

/** Open a page and wait until React has hydrated it, so controls run their scripts. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

const articles = (page: Page) => page.getByRole("region", { name: /Latest articles|Search results/ });
const status = (page: Page) => articles(page).getByRole("status");
const articleTitles = (page: Page) => articles(page).getByRole("article").getByRole("heading");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

test.describe("blog list with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test("search waits for a 500 ms pause, then updates the URL and results and returns to page 1", async ({ page }) => {
    await visit(page, "/blog?page=2");
    await expect(status(page)).toContainText("Showing 10-");
    const search = page.getByLabel("Search articles");
    const started = Date.now();
    await search.fill("hurricane");
    // Nothing happens while the visitor may still be typing.
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page).toHaveURL(/\/blog\?search=hurricane$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
    await expect(articleTitles(page).filter({ hasText: "Hurricane Season" })).toBeVisible();
    await expect(status(page)).toHaveText(/^Showing 1(-\d+)? of \d+ articles?$/);
    await expect(search).toHaveValue("hurricane");
    await expect(search).toBeFocused();
  });

  test("category and author selects filter at once; the empty state and Clear reset everything", async ({ page }) => {
    await visit(page, "/blog");
    await page.getByLabel("Category").selectOption({ label: "Installation" });
    await expect(page).toHaveURL(/\/blog\?category=installation$/);
    await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
    // Every card shown carries the Installation category.
    const cards = articles(page).getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText("Installation", { exact: true })).toBeVisible();

    await page.getByLabel("Author").selectOption("Financing Desk");
    await expect(page).toHaveURL(/\/blog\?category=installation&author=Financing\+Desk$/);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible();
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Author")).toHaveValue("");
    await expect(status(page)).toContainText("Showing 1-9 of");

    await page.getByLabel("Search articles").fill("permit");
    await expect(page).toHaveURL(/search=permit/);
    await page.getByLabel("Author").selectOption("Editorial Team");
    await expect(page).toHaveURL(/\/blog\?search=permit&author=Editorial\+Team$/);
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByLabel("Search articles")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear", exact: true })).toBeDisabled();
  });

  test("pages through the list with up to five page links, Previous and Next", async ({ page }) => {
    await visit(page, "/blog");
    const nav = pagination(page);
    await expect(nav.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(2);
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const firstPageTitles = await articleTitles(page).allTextContents();
    expect(firstPageTitles).toHaveLength(9);

    await nav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(status(page)).toContainText("Showing 10-");
    const secondPageTitles = await articleTitles(page).allTextContents();
    expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);
    // Popular Posts follow the page: its first three.
    await expect(page.getByRole("region", { name: "Popular Posts" }).getByRole("link")).toHaveText(
      secondPageTitles.slice(0, 3),
    );

    await nav.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articleTitles(page)).toHaveText(firstPageTitles);
  });

  test("shows a loading state while a page loads, and the error with Try Again when loading fails", async ({
    page,
  }) => {
    await visit(page, "/blog");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/blog.data*", async (route) => {
      await held;
      await route.continue();
    });
    await pagination(page).getByRole("link", { name: "Page 2" }).click();
    await expect(status(page)).toHaveText("Loading articles...");
    await expect(articles(page)).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page).toHaveURL(/page=2/);
    await expect(status(page)).toContainText("Showing 10-");
    await page.unroute("**/blog.data*");

    await page.route("**/blog.data*", (route) => route.fulfill({ status: 500, body: "down" }));
    await pagination(page).getByRole("link", { name: "Page 1" }).click();
    await expect(page.getByRole("heading", { name: "Error loading blog posts" })).toBeVisible();
    await page.unroute("**/blog.data*");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Error loading blog posts" })).toHaveCount(0);
    await expect(status(page)).toContainText("Showing 1-9 of");
  });

  test("the newsletter box subscribes in place and asks the reader to confirm", async ({ page }) => {
    await visit(page, "/blog");
    const box = page.getByRole("region", { name: "Pool tips in your inbox" });
    await box.getByLabel("Email address").fill("reader.with.scripts@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("Please check your inbox for a link to confirm");
    await expect(box.getByLabel("Email address")).toHaveValue("");
    await expect(box.getByRole("link", { name: "Request a free estimate" })).toHaveAttribute(
      "href",
      "/estimate?sourcePage=blog",
    );
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("links to the resources, the warranty PDF, the installation timeline and the estimate", async ({ page }) => {
    await visit(page, "/blog");
    const resources = page.getByRole("region", { name: "Quick Resources" });
    await expect(resources.getByRole("link", { name: /Pool Buyer Resources/ })).toHaveAttribute("href", "/resources");
    await expect(resources.getByRole("link", { name: /Installation Timeline/ })).toHaveAttribute(
      "href",
      "/installation",
    );
    const pdf = resources.getByRole("link", { name: /Warranty/ });
    const href = await pdf.getAttribute("href");
    expect(href).toMatch(/\.pdf$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    await expect(page.getByRole("link", { name: "Get a Free Estimate" }).first()).toHaveAttribute(
      "href",
      "/estimate?sourcePage=blog",
    );
  });
});

test.describe("blog list on a phone", () => {
  test.use({ viewport: PHONE });

  test("searches, pages and opens a post at 360 px", async ({ page }) => {
    await visit(page, "/blog");
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(status(page)).toContainText("Showing 10-");
    await page.getByLabel("Search articles").fill("salt");
    await expect(page).toHaveURL(/\/blog\?search=salt$/);
    const post = articleTitles(page).filter({ hasText: "Salt Systems" });
    await expect(post).toBeVisible();
    await post.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Salt Systems");
  });
});

test.describe("blog post", () => {
  test.use({ viewport: DESKTOP });

  test("opens from the list and shows the article, its facts, related posts and the estimate link", async ({
    page,
  }) => {
    await visit(page, `/blog?search=${encodeURIComponent("concrete pools")}`);
    await articles(page).getByRole("link", { name: POST_TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${POST_SLUG}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_TITLE);
    const article = page.locator("article").first();
    await expect(article.getByText(/^\d+ min read$/).first()).toBeVisible();
    await expect(article.getByText("January 12, 2026").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "How Florida Changes the Comparison" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Table 1" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Related articles" }).getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Get a Free Estimate" }).first()).toHaveAttribute(
      "href",
      "/estimate?sourcePage=blog",
    );

    await page
      .getByRole("navigation", { name: "In this article" })
      .getByRole("link", { name: "Where Concrete Still Wins" })
      .click();
    await expect(page).toHaveURL(/#section-where-concrete-still-wins$/);
    await expect(page.getByRole("heading", { name: "Where Concrete Still Wins" })).toBeInViewport();
  });

  test("answers an unknown slug with the 404 page", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("searches and filters with the form and pages with links", async ({ page }) => {
    await page.goto("/blog?page=2");
    await page.getByLabel("Search articles").fill("hurricane");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?search=hurricane&category=&author=$/);
    await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
    await expect(articleTitles(page).filter({ hasText: "Hurricane Season" })).toBeVisible();

    await page.getByLabel("Category").selectOption({ label: "Installation" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/category=installation/);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/blog\??$/);
    await expect(page.getByLabel("Search articles")).toHaveValue("");

    await pagination(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(status(page)).toContainText("Showing 10-");
    await pagination(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(status(page)).toContainText("Showing 1-9 of");
  });

  test("opens a post as a plain link", async ({ page }) => {
    // The oldest post: on the second page, newest first.
    await page.goto("/blog?page=2");
    await page.getByRole("link", { name: POST_TITLE }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_TITLE);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`blog at ${viewport.width}px`, () => {
    test.use({ viewport });

    // axe on the phone layout only: the desktop one shares the template (see info-pages.spec.ts).
    const withAxe = viewport === PHONE;
    for (const path of ["/blog", "/blog?search=zzqqnothing", `/blog/${POST_SLUG}`]) {
      test(`${path} has ${withAxe ? "no axe violations and " : ""}no sideways scrolling`, async ({ page }) => {
        await visit(page, path);
        if (withAxe) {
          await expectNoAxeViolations(page);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}

test.describe("the newsletter box without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("a refused address comes back as typed; a good one is answered on the newsletter page", async ({ page }) => {
    await page.goto("/blog?category=maintenance-care");
    const box = page.getByRole("region", { name: "Pool tips in your inbox" });
    await box.getByLabel("Email address").fill("reader@example");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const answer = page.getByRole("region", { name: "Pool tips in your inbox" });
    await expect(answer.getByRole("status")).toHaveText("Please enter a valid email address.");
    await expect(answer.getByLabel("Email address")).toHaveValue("reader@example");
    await answer.getByLabel("Email address").fill("reader.without.scripts@example.com");
    await answer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("region", { name: "Pool tips in your inbox" }).getByRole("status")).toContainText(
      "Please check your inbox for a link to confirm your subscription.",
    );
  });
});
