// A client-side navigation whose page data cannot be loaded (the data request answers 500 or 404, or the network is
// down) shows the site's error page inside the shell, in the page's language, with its own title: never React
// Router's bare "Application Error" screen, which a meta function that threw without its loader's data would bring.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { DESKTOP } from "./support/viewports.ts";

const COMPANY = "Florida Fiberglass Pools";

const LANGUAGES = [
  {
    language: "English",
    prefix: "",
    lang: "en-US",
    mainNav: "Main",
    pools: "Pools",
    failed: "Something went wrong",
    notFound: "404 Page Not Found",
    viewDetails: "View Details of",
    showing: /^Showing/,
    blogError: "Error loading blog posts",
    blogTopics: "Browse by topic",
  },
  {
    language: "Spanish",
    prefix: "/es",
    lang: "es-US",
    mainNav: "Principal",
    pools: "Piscinas",
    failed: "Algo salió mal",
    notFound: "404 Página no encontrada",
    viewDetails: "Ver detalles de",
    showing: /^Mostrando/,
    blogError: "No se pudieron cargar los artículos",
    blogTopics: "Explore por tema",
  },
] as const;

/** The data request of a client-side navigation to `path` (React Router fetches `<path>.data`). */
const dataRequestOf = (path: string) => (url: URL) => url.pathname === `${path}.data`;

/** The site's error page: its heading in the shell, under the header's navigation, and nothing of React Router's. */
async function expectSiteErrorPage(page: Page, heading: string, mainNav: string) {
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation", { name: mainNav })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle(`${heading} | ${COMPANY}`);
  await expect(page.getByText("Application Error")).toHaveCount(0);
}

test.use({ viewport: DESKTOP });

for (const t of LANGUAGES) {
  test.describe(`a page whose data cannot be loaded, in ${t.language}`, () => {
    test("a data request that answers 500 shows the site's error page in the shell", async ({ page }) => {
      await page.goto(`${t.prefix}/`);
      await page.route(dataRequestOf(`${t.prefix}/pools`), (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "down" }),
      );
      await page
        .getByRole("banner")
        .getByRole("navigation", { name: t.mainNav })
        .getByRole("link", { name: t.pools, exact: true })
        .click();

      await expect(page).toHaveURL(`${t.prefix}/pools`);
      await expectSiteErrorPage(page, t.failed, t.mainNav);
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
    });

    test("the network failing under a navigation shows the site's error page in the shell", async ({ page }) => {
      await page.goto(`${t.prefix}/`);
      await page.route(dataRequestOf(`${t.prefix}/pools`), (route) => route.abort("internetdisconnected"));
      await page
        .getByRole("banner")
        .getByRole("navigation", { name: t.mainNav })
        .getByRole("link", { name: t.pools, exact: true })
        .click();

      await expectSiteErrorPage(page, t.failed, t.mainNav);
    });

    test("a pool that is gone by the time its data is asked for shows the 404 page in the shell", async ({ page }) => {
      await page.goto(`${t.prefix}/pools`);
      // The pool's loader itself answers: the request asks for a pool that does not exist, and the loader throws 404.
      await page.route(
        (url) => url.pathname.includes("/pool-detail/") && url.pathname.endsWith(".data"),
        (route) => {
          const url = new URL(route.request().url());
          url.pathname = `${t.prefix}/pool-detail/slug/no-such-pool.data`;
          return route.continue({ url: url.href });
        },
      );
      const firstCard = page.getByRole("region", { name: t.showing }).getByRole("article").first();
      await firstCard.getByRole("link", { name: new RegExp(`^${t.viewDetails} `) }).click();

      await expect(page).toHaveURL(new RegExp(`^[^?]*${t.prefix}/pool-detail/`));
      await expectSiteErrorPage(page, t.notFound, t.mainNav);
    });

    test("the blog list, which shows its own error, names itself when its data request fails", async ({ page }) => {
      await page.goto(`${t.prefix}/blog`);
      await page.route(dataRequestOf(`${t.prefix}/blog`), (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "down" }),
      );
      await page.getByRole("navigation", { name: t.blogTopics }).getByRole("link").first().click();

      await expect(page.getByRole("heading", { name: t.blogError })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("navigation", { name: t.mainNav })).toBeVisible();
      await expect(page).toHaveTitle(t.blogError);
      await expect(page.getByText("Application Error")).toHaveCount(0);
    });
  });
}

test("a landing page whose data request fails shows the landing route's not-found page, titled, in the shell", async ({
  page,
}) => {
  await page.goto("/test-landing");
  await page.route(dataRequestOf("/pool-services-tampa-fl"), (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "down" }),
  );
  await page.getByRole("link", { name: "Pool Services in Tampa, FL" }).click();

  await expect(page).toHaveURL("/pool-services-tampa-fl");
  await expectSiteErrorPage(page, "404 Page Not Found", "Main");
});
