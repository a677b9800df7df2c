import { type Browser, type Page, type TestInfo } from "@playwright/test";
import { holdScripts } from "./support/held-scripts.ts";
import { expect, test, waitForHydration } from "./support/test.ts";
import { useStaffSession } from "./support/admin-page.ts";

// GA4's generate_lead (decision 033) with a measurement id set in the staff settings: sent once
// after "Send me this design" (with and without scripts at the send), and after a contact form sent without
// scripts, when the success page's scripts start. Never a name, e-mail or phone. What gtag receives is read
// from window.dataLayer; gtag.js itself is answered with an empty script, so nothing leaves the machine.
// A content-editing spec: turning analytics on changes every public page, so it runs after the public specs,
// and it turns analytics off again at the end.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const MEASUREMENT_ID = "G-E2ELEAD01";
const ARIELLA = 43;

async function setMeasurementId(page: Page, measurementId: string) {
  const response = await page.request.post("/admin/settings", {
    form: { section: "analytics", measurementId },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

for (const [hook, measurementId] of [
  [test.beforeAll, MEASUREMENT_ID],
  [test.afterAll, ""],
] as const) {
  hook(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await useStaffSession(browser, page, "admin");
    await page.goto("/admin/settings?section=analytics");
    await setMeasurementId(page, measurementId);
    await context.close();
  });
}

/** gtag.js answered with an empty script: the page's own gtag() keeps what it was given in dataLayer. */
const stubGtagJs = (page: Page) =>
  page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );

test.beforeEach(async ({ page }) => {
  await stubGtagJs(page);
});

/**
 * A page of its own context whose scripts are held back until `release()`: the fixture's page waits for
 * hydration on every goto, which held scripts never reach.
 */
async function heldPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await stubGtagJs(page);
  return { page, release: await holdScripts(page) };
}

/** Every gtag call of the page so far, as arrays (gtag pushes its `arguments`). */
const gtagCalls = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

async function leadEvents(page: Page) {
  return (await gtagCalls(page)).filter((call) => call[0] === "event" && call[1] === "generate_lead");
}

/** Exactly one generate_lead with these parameters, and nothing personal anywhere in what gtag got. */
async function expectOneLead(page: Page, params: Record<string, string>, personal: readonly string[]) {
  await expect.poll(() => leadEvents(page)).toEqual([["event", "generate_lead", params]]);
  const calls = JSON.stringify(await gtagCalls(page));
  expect(calls).toContain(MEASUREMENT_ID);
  for (const value of personal) expect(calls).not.toContain(value);
}

async function fillDesign(page: Page, firstName: string, phone: string) {
  const details = page.getByRole("region", { name: /Your details/ });
  await details.getByLabel("First name").fill(firstName);
  await details.getByRole("textbox", { name: "Phone" }).fill(phone);
  await details.getByRole("textbox", { name: /^Email/ }).fill("ga.e2e@example.com");
  await details.getByRole("checkbox", { name: /I authorize/ }).check();
  await details.getByRole("button", { name: "Send me this design" }).click();
  await expect(page).toHaveURL(/\/design\/summary\?.*sent=1/);
  await expect(page.getByText("Thank you! Your design is on its way")).toBeVisible();
}

test("Send me this design reports one generate_lead, and a reload of the summary none", async ({ page }) => {
  await page.goto(`/design?poolId=${ARIELLA}`);
  await waitForHydration(page);
  expect(await leadEvents(page)).toEqual([]);
  await fillDesign(page, "Gaone", "(407) 555-0181");
  await expectOneLead(page, { request_type: "estimate", source_page: "design" }, [
    "Gaone",
    "ga.e2e@example.com",
    "555-0181",
    "4075550181",
  ]);

  // The summary's address is reloaded and shared: it reports no lead again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Thank you! Your design is on its way")).toBeVisible();
  await expect.poll(() => gtagCalls(page)).toContainEqual(["config", MEASUREMENT_ID]);
  expect(await leadEvents(page)).toEqual([]);
});

test("a design sent before the scripts ran is reported once, when the summary's scripts start", async ({
  browser,
}, testInfo) => {
  const { page, release } = await heldPage(browser, testInfo);
  await page.goto(`/design?poolId=${ARIELLA}`, { waitUntil: "domcontentloaded" });
  await fillDesign(page, "Gatwo", "(407) 555-0182");
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  release();
  await waitForHydration(page);
  await expectOneLead(page, { request_type: "estimate", source_page: "design" }, ["Gatwo", "555-0182"]);
});

test("a contact message sent without scripts is reported once, when the success page's scripts start", async ({
  browser,
}, testInfo) => {
  const { page, release } = await heldPage(browser, testInfo);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Full name").fill("Gathree Nojs");
  await form.getByLabel(/^Email/).fill("gathree@example.com");
  await form.getByLabel(/^Phone/).fill("(407) 555-0183");
  await form.getByLabel(/^Message/).fill("Do you install in Stuart?");
  await form.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" })).toBeVisible();
  release();
  await waitForHydration(page);
  await expectOneLead(page, { request_type: "contact", source_page: "contact" }, [
    "Gathree",
    "gathree@example.com",
    "555-0183",
  ]);
});

test("the home page's message, sent without scripts and with them, is reported each time", async ({
  browser,
}, testInfo) => {
  const { page, release } = await heldPage(browser, testInfo);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Send Us a Message" }) });
  const fill = async (phone: string) => {
    await form.getByLabel("Full name").fill("Gafour Home");
    await form.getByLabel("Email").fill("gafour@example.com");
    await form.getByLabel("Phone").fill(phone);
    await form.getByLabel("Tell us about your project").fill("We would like a plunge pool beside our lanai.");
  };
  await fill("(407) 555-0184");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent Successfully")).toBeVisible();
  release();
  await waitForHydration(page);
  await expectOneLead(page, { request_type: "contact", source_page: "home" }, ["Gafour", "gafour@example.com"]);

  // With scripts: the form posts through fetch and reports the second message.
  await fill("(407) 555-0185");
  await form.getByRole("button", { name: "Send Another Message" }).click();
  await expect.poll(async () => (await leadEvents(page)).length).toBe(2);
});
