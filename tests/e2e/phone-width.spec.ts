import type { APIRequestContext, Page } from "@playwright/test";
import { landingPages } from "../../db/seed/content/landing-pages.ts";
import { urlMappings } from "../../db/seed/content/url-mappings.ts";
import { FAVORITES_STORAGE_KEY } from "../../app/lib/catalogue/favorites";
import { LANDING_ROUTE_PATHS, STATIC_ROUTE_PATHS } from "../../app/lib/content/landing-paths";
import { localeFromPath, localizedPath } from "../../app/lib/i18n/locale";
import { isPublicPagePattern } from "../support/public-routes.ts";
import { bookLastFreeSlot } from "./support/consultation.ts";
import { expect, test } from "./support/test.ts";

// No public page scrolls sideways on a phone, even with the header at its fullest: a saved pool's count (one
// digit and two) beside the logo, Pools, Quote and the menu. Every public route of the router's own list is
// walked; a route with a parameter is walked with a real value, and a new one without a value here fails.

// About fifty pages loaded and hydrated per test on a shared 2-core machine.
test.describe.configure({ timeout: 300_000 });

const publishedLanding = (contentType: "html" | "page") =>
  landingPages.find((page) => page.status === "published" && page.contentType === contentType)!.slug;

/** Real addresses for each route pattern with parameters. */
async function sampleAddresses(request: APIRequestContext): Promise<Record<string, string[]>> {
  const pools = (await (await request.get("/api/pools")).json()) as { id: number; slug: string }[];
  const blog = (await (await request.get("/api/blog")).json()) as { posts: { slug: string }[] };
  const booking = await bookLastFreeSlot(request, "orlando");
  return {
    "pool-detail/:id": [`/pool-detail/${pools[0]!.id}`],
    "pool-detail/slug/:slug": [`/pool-detail/slug/${pools[0]!.slug}`],
    "blog/:slug": [`/blog/${blog.posts[0]!.slug}`],
    "consultation/:token": [`/consultation/${booking.manageToken}`],
    "enhanced-test/:slug": [`/enhanced-test/${publishedLanding("html")}`],
    // The landing route: an HTML landing page, one showing a built-in page, a legacy address, and its 404.
    ":slug": [`/${publishedLanding("html")}`, `/${publishedLanding("page")}`, urlMappings[0]!.legacyUrl],
    ":slug/:subsection": ["/no-such/page"],
    ":slug/:subsection/:item": ["/no/such/page"],
    // The newsletter's signed links: tokens are signed with the server's secret, which the browser tests do not hold,
    // so these walk the page a mangled link shows (the same frame as the confirm and unsubscribe pages).
    "newsletter/confirm/:token": ["/newsletter/confirm/1.1900000000.not-signed"],
    "newsletter/unsubscribe/:token": ["/newsletter/unsubscribe/1.not-signed"],
    // Likewise the homeowner's project link: its dead-link page here; the project page itself is measured at 360 px
    // in project-homeowner.spec.ts, from a project staff start.
    "project/:token": ["/project/1.1.1900000000.not-signed"],
    // Static, but it answers "refused" without a lead's token: walked as the visitor who sent a request sees it.
    "consultation/book": [`/consultation/book?lead=${encodeURIComponent(booking.leadToken)}`],
  };
}

/** Every public page to walk: each public route once, parameters filled in. */
async function publicAddresses(request: APIRequestContext): Promise<string[]> {
  const samples = await sampleAddresses(request);
  const patterns = [...STATIC_ROUTE_PATHS, ...LANDING_ROUTE_PATHS].filter(
    (pattern) => pattern === "/" || isPublicPagePattern(pattern),
  );
  const missing = patterns.filter((pattern) => /[:*]/.test(pattern) && !(pattern in samples));
  expect(missing, "public routes with parameters and no sample address").toEqual([]);
  return patterns.flatMap((pattern) => samples[pattern] ?? [pattern === "/" ? "/" : `/${pattern}`]);
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The element reaching furthest right (not clipped by a scrolling or hidden-overflow box). */
  widest: string | null;
}

function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const clippedByAncestor = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible" && box.getBoundingClientRect().right <= limit + 0.5)
          return true;
      }
      return false;
    };
    let widest: { right: number; element: Element } | null = null;
    for (const element of document.body.querySelectorAll("*")) {
      const { right, width } = element.getBoundingClientRect();
      if (width === 0 || right <= limit + 0.5 || clippedByAncestor(element)) continue;
      if (!widest || right >= widest.right) widest = { right, element };
    }
    const describe = ({ right, element }: { right: number; element: Element }) => {
      const classes = typeof element.className === "string" ? element.className.slice(0, 80) : "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}" reaches ${Math.round(right)} px`;
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: limit,
      widest: widest && describe(widest),
    };
  });
}

for (const width of [320, 360]) {
  for (const saved of [1, 12]) {
    test.describe(`at ${width} px with ${saved} saved ${saved === 1 ? "pool" : "pools"}`, () => {
      test.use({ viewport: { width, height: 780 } });

      test("no public page is wider than the screen", async ({ page, request }) => {
        const addresses = await publicAddresses(request);
        const ids = Array.from({ length: saved }, (_, i) => i + 1);
        await page.addInitScript(([key, list]) => window.localStorage.setItem(key, JSON.stringify(list)), [
          FAVORITES_STORAGE_KEY,
          ids,
        ] as const);
        const count = page.getByRole("banner").getByRole("link", { name: /^Favorites: \d+ saved/ });

        const wide: string[] = [];
        for (const address of addresses) {
          await page.goto(address);
          // The staff sign-in has no site header; every other page shows the count once hydrated.
          if (address !== "/admin-login") await expect(count, address).toHaveText(String(saved));
          const { scrollWidth, innerWidth, widest } = await measureOverflow(page);
          if (scrollWidth > innerWidth) wide.push(`${address}: ${scrollWidth} px wide; widest: ${widest ?? "?"}`);
        }
        expect(wide, `pages wider than ${width} px`).toEqual([]);
      });
    });
  }
}

// Spanish runs about a fifth longer than English: every Spanish twin is walked too, at the common phone width with
// the fullest header.
test.describe("the Spanish pages at 360 px with 12 saved pools", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("no Spanish page is wider than the screen", async ({ page, request }) => {
    const addresses = (await publicAddresses(request))
      .map((address) => localizedPath("es", address))
      .filter((address) => localeFromPath(address) === "es");
    const saved = 12;
    await page.addInitScript(([key, list]) => window.localStorage.setItem(key, JSON.stringify(list)), [
      FAVORITES_STORAGE_KEY,
      Array.from({ length: saved }, (_, i) => i + 1),
    ] as const);
    const count = page.getByRole("banner").locator('a[href="/es/favorites"]').first();

    const wide: string[] = [];
    for (const address of addresses) {
      await page.goto(address);
      await expect(count, address).toHaveText(String(saved));
      const { scrollWidth, innerWidth, widest } = await measureOverflow(page);
      if (scrollWidth > innerWidth) wide.push(`${address}: ${scrollWidth} px wide; widest: ${widest ?? "?"}`);
    }
    expect(wide, "Spanish pages wider than 360 px").toEqual([]);
  });
});
