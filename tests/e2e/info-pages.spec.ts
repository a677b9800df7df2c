import { type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { installationTexts } from "../../app/content/texts/installation.server";
import { legalDocuments } from "../../app/content/legal";
import { seededCompany } from "../support/company";
import { expectNoAxeViolations } from "./support/axe.ts";

const VIEWPORTS = [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1440, height: 900 }],
] as const;

/** Every page of this group with the h1 a visitor sees. */
const PAGES: readonly (readonly [string, string | RegExp])[] = [
  ["/installation", "From bare yard to first swim in about 2 weeks"],
  ["/about", "About Florida Fiberglass Pools"],
  ["/resources", "Guides, checklists and worksheets for pool buyers"],
  ...legalDocuments(seededCompany).map((doc) => [doc.path, doc.title] as const),
  ["/sitemap", "Every page in one place"],
  ["/design", "Design your pool"],
  ["/fiberglass-pools-ocala", "Fiberglass Pools in Ocala"],
  ["/south-florida-promotion", /^Save \$[\d,]+ on your pool this winter$/],
];

/** Client navigations load the next route's code first; the dev server compiles it on demand. */
const NAVIGATION = { timeout: 20_000 };

/** Open a page and wait until React has hydrated it, so in-page links are handled by the app, not raced by it. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

test.describe("information pages at both widths", () => {
  // One load per page: checked on a phone, with axe, then at desktop width. axe runs on the phone layout only:
  // these pages share one template, whose desktop layout the home, catalogue and pool page checks cover, and axe
  // is the slowest step of the browser suite.
  for (const [path, heading] of PAGES) {
    test(`${path} shows its heading and closing call to action, with no axe violations`, async ({ page }) => {
      test.slow(); // axe on a long page
      for (const [device, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        if (device === "phone") await visit(page, path);
        await expect(page.getByRole("heading", { level: 1 }), device).toHaveText(heading);
        const closing = page.getByRole("region", { name: /./ }).filter({
          has: page.getByRole("link", { name: "Get a Free Estimate" }),
        });
        await expect(closing.last(), device).toBeVisible();
        if (device === "phone") await expectNoAxeViolations(page);
      }
    });
  }
});

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`information pages on a ${device}`, () => {
    test.use({ viewport });

    for (const doc of legalDocuments(seededCompany)) {
      test(`the ${doc.title} table of contents jumps to its sections`, async ({ page }) => {
        await visit(page, doc.path);
        const toc = page.getByRole("navigation", { name: "Table of contents" });
        await expect(toc.getByRole("link")).toHaveCount(doc.sections.length);
        for (const index of [1, doc.sections.length - 1]) {
          const section = doc.sections[index]!;
          await toc.getByRole("link", { name: section.heading, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${doc.path}#${section.id}$`));
          await expect(
            page.getByRole("heading", { level: 2, name: `${index + 1}. ${section.heading}`, exact: true }),
          ).toBeInViewport();
        }
      });
    }
  });
}

// Journeys through in-page links: the same links at every width, so one width (the phone's) is enough.
test.describe("information page journeys", () => {
  test.use({ viewport: VIEWPORTS[0][1] });

  test("without a video, a plain link takes the visitor to the timeline", async ({ page }) => {
    await visit(page, "/installation");
    await expect(page.getByRole("link", { name: /^Play video/ })).toHaveCount(0);
    const link = page.getByRole("link", { name: installationTexts.en.video.noVideoLink });
    await expect(link).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/installation#timeline$/);
    await expect(page.getByRole("heading", { level: 2, name: "Your installation, day by day" })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 3, name: "Layout & permits check" })).toBeVisible();
  });

  test("the installation page sends visitors to the estimate and the pools", async ({ page }) => {
    test.slow();
    await visit(page, "/installation");
    await page.getByRole("main").getByRole("link", { name: "Browse Pools" }).first().click();
    await expect(page).toHaveURL("/pools", NAVIGATION);
  });

  test("the legal pages link to each other", async ({ page }) => {
    test.slow();
    await visit(page, "/privacy-policy");
    await page.getByRole("main").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL("/cookie-policy", NAVIGATION);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
    await expect(page.getByText("Last updated November 22, 2026")).toBeVisible();
  });

  test("the sitemap links lead to pages and pool models", async ({ page }) => {
    test.slow();
    await visit(page, "/sitemap");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: /^Pool models \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/sitemap#pool-models$/);
    await expect(page.getByRole("heading", { level: 2, name: "Pool models" })).toBeInViewport();

    await main.getByRole("link", { name: "Installation Timeline" }).click();
    await expect(page).toHaveURL("/installation", NAVIGATION);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[0]![1]);

    await page.goBack();
    await expect(page).toHaveURL(/\/sitemap/);
    const pool = main.getByRole("link", { name: "Apollo 14" });
    await pool.click();
    await expect(page).toHaveURL("/pool-detail/slug/apollo-14", NAVIGATION);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the resources page offers every document as a real PDF", async ({ page, request }) => {
    test.slow();
    await visit(page, "/resources");
    const downloads = page.getByRole("link", { name: /^Download PDF/ });
    await expect(downloads).toHaveCount(6);
    for (const href of await downloads.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
    }
    await page
      .getByRole("link", { name: /^Warranty/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/resources#category-warranty$/);
  });

  test("the Ocala page estimate links carry the pool and the page", async ({ page }) => {
    test.slow();
    await visit(page, "/fiberglass-pools-ocala");
    const pools = page.getByRole("region", { name: "Pools our Ocala customers love" });
    await expect(pools.getByRole("article")).toHaveCount(6);
    await pools.getByRole("link", { name: "Get Estimate" }).first().click();
    await expect(page).toHaveURL(
      /\/estimate\?poolId=\d+&poolName=[^&]+&sourcePage=fiberglass-pools-ocala$/,
      NAVIGATION,
    );
  });

  test("the South Florida promotion states its terms and links to the estimate", async ({ page }) => {
    test.slow();
    await visit(page, "/south-florida-promotion");
    await page.getByRole("link", { name: "See the Terms" }).click();
    await expect(page).toHaveURL(/#offer-terms$/);
    await expect(page.getByRole("heading", { name: "Offer terms" })).toBeInViewport();
    await expect(page.getByText("Terms apply, ask your office.").first()).toBeVisible();
    await page.getByRole("link", { name: "Claim the Winter Special" }).click();
    await expect(page).toHaveURL("/estimate?sourcePage=south-florida-promotion", NAVIGATION);
  });
});
