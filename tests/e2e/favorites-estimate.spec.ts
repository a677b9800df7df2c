// Decision 029: the estimate wizard offers the visitor's saved pools as "Pools you're interested in"; the lead
// keeps the ticked ones and staff see them on the lead page. With the saved list (localStorage, scripts on)
// and with an address that names the pools (works without scripts, before hydration too).
import { type Page, test as plainTest } from "@playwright/test";
import { FAVORITES_STORAGE_KEY } from "../../app/lib/catalogue/favorites";
import { signIn } from "./support/admin-page.ts";
import { holdScripts } from "./support/held-scripts.ts";
import { expect, test, waitForHydration } from "./support/test.ts";
import { axeViolations } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// Each journey fills a form, waits out the two-second spam guard and signs staff in (argon2): more than the
// default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface ApiPool {
  id: number;
  name: string;
  isActive: boolean;
}

/** Three active pools of the seeded catalogue. */
async function threePools(page: Page): Promise<ApiPool[]> {
  const response = await page.request.get("/api/pools");
  expect(response.status()).toBe(200);
  const pools = ((await response.json()) as ApiPool[]).filter((pool) => pool.isActive);
  return pools.slice(0, 3);
}

let counter = 0;
function uniquePhone() {
  counter += 1;
  return `(321) 555-${String((Date.now() + counter * 7919) % 10_000).padStart(4, "0")}`;
}

/** A pool's name as a pattern (names hold dots and may hold brackets). */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const poolsFieldset = (page: Page) => page.getByRole("group", { name: "Pools you're interested in" });

/** Signs in as staff in a context of its own, finds the lead by its unique last name and opens its page. */
async function staffLeadPage(page: Page, lastName: string) {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await context.newPage();
  await signIn(staff, "admin", `/admin/admin-estimates?q=${encodeURIComponent(lastName)}`);
  await staff
    .getByRole("link", { name: new RegExp(lastName) })
    .first()
    .click();
  await expect(staff.getByRole("heading", { level: 2, name: "History", exact: true })).toBeVisible({ timeout: 20_000 });
  return { staff, close: () => context.close() };
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`saved pools in the estimate wizard (${label})`, () => {
    test.use({ viewport });

    test("lists the saved pools ticked, sends the ones left ticked, and staff see them", async ({ page }) => {
      const [kept, dropped, alsoKept] = await threePools(page);
      const ids = [kept!.id, dropped!.id, alsoKept!.id];
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        FAVORITES_STORAGE_KEY,
        JSON.stringify(ids),
      ] as const);
      const lastName = `Favourite${label}${Date.now().toString(36)}`;
      await page.goto("/estimate");
      await expect(page.getByRole("list", { name: "Progress" })).toBeVisible();

      await page.getByLabel("First name").fill("Maria");
      await page.getByLabel(/^Last name/).fill(lastName);
      await page.getByLabel(/^Phone/).fill(uniquePhone());
      await page.getByRole("button", { name: "Continue" }).click();

      const fieldset = poolsFieldset(page);
      await expect(fieldset).toBeVisible();
      for (const pool of [kept!, dropped!, alsoKept!]) {
        await expect(fieldset.getByRole("checkbox", { name: named(pool.name) })).toBeChecked();
      }
      expect(await axeViolations(page)).toEqual([]);
      await fieldset.getByRole("checkbox", { name: named(dropped!.name) }).uncheck();
      await page.getByRole("button", { name: "Continue" }).click();

      // The Review step lists what is still ticked.
      const review = page
        .locator("dt", { hasText: "Pools you're interested in" })
        .locator("xpath=following-sibling::dd");
      await expect(review).toContainText(kept!.name);
      await expect(review).toContainText(alsoKept!.name);
      await expect(review).not.toContainText(dropped!.name);

      await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await page.getByRole("button", { name: "Get My Free Estimate" }).click();
      await expect(page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ })).toBeVisible();

      const { staff, close } = await staffLeadPage(page, lastName);
      const fact = staff.locator("dd").filter({ has: staff.locator(`a[href*="pool-detail"]`) });
      await expect(fact.getByRole("link", { name: named(kept!.name) })).toBeVisible();
      await expect(fact.getByRole("link", { name: named(alsoKept!.name) })).toBeVisible();
      await expect(fact).not.toContainText(dropped!.name);
      await staff.setViewportSize(viewport);
      expect(await axeViolations(staff)).toEqual([]);
      await close();
    });
  });
}

test.describe("pools named in the address", () => {
  // The plain test: the project's page.goto waits for hydration, which held scripts never reach.
  plainTest("are ticked in the HTML before the scripts run, and an untick made then is kept", async ({ page }) => {
    const [first, second] = await threePools(page);
    const release = await holdScripts(page);
    await page.goto(`/estimate?interestedPoolIds=${first!.id},${second!.id}`, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const fieldset = poolsFieldset(page);
    await expect(fieldset.getByRole("checkbox", { name: named(first!.name) })).toBeChecked();
    await fieldset.getByRole("checkbox", { name: named(second!.name) }).uncheck();

    release();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    await expect(fieldset.getByRole("checkbox", { name: named(first!.name) })).toBeChecked();
    await expect(fieldset.getByRole("checkbox", { name: named(second!.name) })).not.toBeChecked();
    // A step-2 choice was made before hydration: the page stays one form, nothing hidden.
    await expect(page.getByRole("list", { name: "Progress" })).toBeHidden();
    await expect(fieldset).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test("are ticked, and the request stores the ones left ticked", async ({ page }) => {
      const [first, second] = await threePools(page);
      const lastName = `Noscriptfav${Date.now().toString(36)}`;
      await page.goto(`/estimate?interestedPoolIds=${first!.id},${second!.id}&sourcePage=favorites`);
      const fieldset = poolsFieldset(page);
      await expect(fieldset.getByRole("checkbox", { name: named(first!.name) })).toBeChecked();
      await fieldset.getByRole("checkbox", { name: named(first!.name) }).uncheck();
      await page.getByLabel("First name").fill("Lena");
      await page.getByLabel(/^Last name/).fill(lastName);
      await page.getByLabel(/^Phone/).fill(uniquePhone());
      await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await page.getByRole("button", { name: "Get My Free Estimate" }).click();
      await expect(page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ })).toBeVisible();

      const { staff, close } = await staffLeadPage(page, lastName);
      const fact = staff.locator("dd").filter({ has: staff.locator(`a[href*="pool-detail"]`) });
      await expect(fact.getByRole("link", { name: named(second!.name) })).toBeVisible();
      await expect(fact).not.toContainText(first!.name);
      await close();
    });
  });
});
