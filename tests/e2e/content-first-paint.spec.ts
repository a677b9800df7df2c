// The plain Playwright test: the project fixture waits for hydration on every goto, which these tests hold back.
import { type Page, expect, test } from "@playwright/test";
import { holdScripts } from "./support/held-scripts.ts";

// Decision 022: the content pages' controls work from the first paint. Each test holds the page's scripts
// back, uses a control on the HTML alone, releases the scripts, waits for hydration and checks the choice
// is still there.
test.describe.configure({ timeout: 90_000 });

/** React has hydrated when the element carries its fiber. */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

const designSection = (page: Page) => page.getByRole("region", { name: "Pick a size and a color, see your price" });

test("home: a size, a colour and a gallery category chosen before the scripts run stay chosen", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const design = designSection(page);

  // A colour is a radio (visually hidden; its swatch is the label): CSS shows the choice at once.
  await design.getByText("Night Sky", { exact: true }).click();
  await expect(design.getByRole("radio", { name: /Night Sky/ })).toBeChecked();
  await expect(design.getByText(/· Night Sky$/)).toBeVisible();

  // A size is a submit button of a GET form: the page reloads at the teaser with the colour kept.
  await design.getByRole("button", { name: /^Large \d/ }).click();
  await expect(page).toHaveURL(/[?&]size=Large/);
  await expect(design.getByRole("button", { name: /^Large \d/ })).toHaveAttribute("aria-pressed", "true");
  await expect(design.getByRole("radio", { name: /Night Sky/ })).toBeChecked();
  await expect(design.getByText(/^Estimated total: \$54,200$/)).toBeVisible();
  const carousel = design.getByRole("region", { name: "Recommended Large pools" });
  await expect(carousel.getByText(/Large pool 1 of \d/)).toBeVisible();

  // A gallery category keeps the teaser's choices.
  const gallery = page.getByRole("region", { name: "Find the shape that fits your yard" });
  await gallery.getByRole("button", { name: "Kidney", exact: true }).click();
  await expect(gallery.getByRole("button", { name: "Kidney", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(gallery.getByText(/^Showing \d+ pools?: Kidney$/)).toBeVisible();
  await expect(carousel.getByText(/Large pool 1 of \d/)).toBeVisible();

  // Still before the scripts: a partner card's extra features open, and a colour is picked again.
  const latham = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Latham", exact: true }) });
  await latham.getByText(/^Show 2 More Features/).click();
  await expect(latham.getByRole("heading", { level: 4 })).toHaveCount(5);
  await design.getByText("Shale Gray", { exact: true }).click();

  release();
  await waitForHydration(page, "#home-choices");
  await expect(design.getByRole("radio", { name: /Shale Gray/ })).toBeChecked();
  await expect(design.getByText(/· Shale Gray$/)).toBeVisible();
  await expect(latham.getByRole("heading", { level: 4 })).toHaveCount(5);
  await expect(carousel.getByText(/Large pool 1 of \d/)).toBeVisible();

  // With the scripts the same controls navigate in place and keep the radio as the visitor left it.
  await design.getByRole("button", { name: /^Small \d/ }).click();
  await expect(design.getByRole("region", { name: "Recommended Small pools" })).toBeVisible();
  await expect(design.getByRole("radio", { name: /Shale Gray/ })).toBeChecked();
  await expect(gallery.getByRole("button", { name: "Kidney", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("packages: FAQ items open, a category filters, and typed text stays through hydration", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/packages", { waitUntil: "commit" });
  const heating = page.locator("details").filter({ hasText: "What is the best way to heat a pool in Florida?" });
  await heating.locator("summary").click();
  await expect(heating).toHaveAttribute("open", "");
  await expect(heating.getByText(/electric heat pump/)).toBeVisible();

  // A category button submits the FAQ's GET form.
  await page
    .getByRole("group", { name: "Categories" })
    .getByRole("button", { name: /^Maintenance/ })
    .click();
  await expect(page).toHaveURL(/category=Maintenance/);
  await expect(page.locator("details summary h3")).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: /questions? found/ })).toHaveText("3 questions found");

  // Text typed before the scripts run is kept once they do.
  const box = page.getByRole("combobox", { name: "Search questions" });
  await box.fill("hurricane");
  release();
  await waitForHydration(page, "form[role=search]");
  await expect(box).toHaveValue("hurricane");
});

test("blog: the category filter and the next page work before the scripts run, filters kept across pages", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/blog", { waitUntil: "commit" });
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/^Showing 10-\d+ of \d+ articles$/)).toBeVisible();
  release();
  await waitForHydration(page, "nav[aria-label='Blog pages'] a");
  await expect(page.getByText(/^Showing 10-\d+ of \d+ articles$/)).toBeVisible();
});

test("catalogue: filters, the view and the next page work before the scripts run; typed search text stays", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/pools", { waitUntil: "commit" });
  const heading = page.getByRole("heading", { name: /^Showing \d+ of \d+ pools$/ });

  // The panel toggle and the view toggle are links; the panel is a GET form.
  await page.getByRole("link", { name: "Find Your Pool" }).click();
  // Without scripts the link lands on the panel it opened.
  await expect(page).toHaveURL("/pools?filters=open#catalogue-filters");
  await page.getByRole("combobox", { name: "Brand" }).selectOption("San Juan");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/brand=San\+Juan/);
  await expect(page.getByRole("article").filter({ hasNotText: "San Juan" })).toHaveCount(0);
  const filtered = Number(/Showing (\d+)/.exec((await heading.textContent()) ?? "")?.[1]);
  expect(filtered).toBeGreaterThan(12);
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/view=list/);

  // The next page is a link that keeps the filter.
  await page.getByRole("link", { name: "Show more pools" }).click();
  await expect(page).toHaveURL(/brand=San\+Juan.*page=2|page=2.*brand=San\+Juan/);
  await expect(heading).toHaveText(new RegExp(`^Showing ${filtered} of`));

  // Text typed and a choice made before the scripts run are kept once they do.
  const search = page.getByRole("searchbox", { name: "Search pools" });
  await search.fill("spa");
  await page.getByRole("combobox", { name: "Shape" }).selectOption("Rectangle");
  release();
  await waitForHydration(page, "#main");
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(search).toHaveValue("spa");
  await expect(page.getByRole("combobox", { name: "Shape" })).toHaveValue("Rectangle");
  await expect(page.getByRole("combobox", { name: "Brand" })).toHaveValue("San Juan");
  // The scripts apply them: the address and the results follow.
  await expect(page).toHaveURL(/q=spa/);
  await expect(page).toHaveURL(/shape=Rectangle/);
  await expect(page.getByRole("article").filter({ hasNotText: "Rectangle" })).toHaveCount(0);
});
