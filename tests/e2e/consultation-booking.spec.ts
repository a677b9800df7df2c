import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/admin-page.ts";
import { chooseTime } from "./support/consultation-picker.ts";
import { holdScripts } from "./support/held-scripts.ts";
import { E2E_SALES_REP_LABEL, E2E_STAFF } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";
import { expectAxeClean } from "./support/axe.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// Decision 031: from an estimate request to a booked consultation, with and without scripts, at phone and
// desktop width; the visitor's link (move, cancel, .ics); a time taken meanwhile; the staff's week
// calendar and consultation hours.
//
// Offices: each test books at its own office or its own place in the list, so tests running side by side
// never race for the same slot.

let phoneCounter = 0;
function uniquePhone() {
  phoneCounter += 1;
  const n = String((Date.now() + phoneCounter * 7919) % 10_000).padStart(4, "0");
  return `(352) 555-${n}`;
}

/** The server-rendered estimate form, all steps on one page, filled and sent. */
async function sendAllInOne(page: Page) {
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel(/^Last name/).fill("Lopez");
  await page.getByLabel(/^Phone/).fill(uniquePhone());
  await page.getByLabel(/^Email/).fill("maria@example.com");
  await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
  await page.getByRole("button", { name: "Get My Free Estimate" }).click();
}

const picker = (page: Page) => page.getByRole("region", { name: "Pick a time for your free consultation" });
/** The office switch: a select inside its label, so its name is "Office" (its text includes the options). */
const officeSelect = (scope: Page | ReturnType<typeof picker>) => scope.getByRole("combobox", { name: "Office" });

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 30_000,
  });
}

interface ApiSlot {
  start: string;
  date: string;
  dayLabel: string;
  startLabel: string;
}

async function freeSlots(request: APIRequestContext, officeId: string): Promise<ApiSlot[]> {
  const response = await request.get(`/api/consultations/slots?officeId=${officeId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: ApiSlot[] }).slots;
}

/** A lead sent through the API and booked at `start`: what another visitor does meanwhile. */
async function bookThroughApi(request: APIRequestContext, officeId: string, start: string, lastName = "Other") {
  const lead = await request.post("/api/estimates", {
    data: {
      firstName: "Pat",
      lastName,
      email: `pat.${Date.now()}.${++phoneCounter}@example.com`,
      phone: uniquePhone(),
      requestType: "estimate",
      sourcePage: "pools",
      consentToContact: true,
    },
  });
  expect(lead.status()).toBe(201);
  const { id, leadToken } = (await lead.json()) as { id: number; leadToken: string };
  const booked = await request.post("/api/consultations", { data: { leadId: id, leadToken, officeId, start } });
  expect(booked.status(), await booked.text()).toBe(201);
  return id;
}

// Long journeys (the wizard, axe at two widths on several pages) on a shared, busy machine.
test.describe.configure({ timeout: 240_000 });

for (const [label, viewport, radio] of [
  ["phone", PHONE, 0],
  ["desktop", DESKTOP, 3],
] as const) {
  test.describe(`without JavaScript (${label})`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("books a time from the success page, switches office, then cancels at the link", async ({ page }) => {
      await page.goto("/estimate");
      await sendAllInOne(page);
      await expect(page.getByRole("heading", { name: /Thank You!/ })).toBeVisible();
      const times = picker(page);
      await expect(times).toBeVisible();
      await expect(times.getByText("All times are Florida time (Eastern).")).toBeVisible();

      // The office switch is a GET form: the booking page shows Orlando's times.
      await officeSelect(times).selectOption("orlando");
      await times.getByRole("button", { name: "Show times" }).click();
      await expect(page).toHaveURL(/\/consultation\/book\?lead=.+&office=orlando/);
      await expect(officeSelect(page)).toHaveValue("orlando");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick a time for your free consultation");

      const { dayLabel: day, timeLabel: time } = await chooseTime(page, 0, radio);
      await page.getByRole("button", { name: "Book this time" }).click();
      await expect(page.getByRole("heading", { name: "Your Free Consultation Is Booked" })).toBeVisible();
      await expect(page.locator("dl")).toContainText("Orlando");
      await expect(page.getByText(/\(Florida time\)/)).toContainText(day.split(", ")[1]!);
      await expect(page.getByText(/\(Florida time\)/)).toContainText(time);
      await expect(page.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute(
        "href",
        /\/consultation\/.+\/calendar\.ics$/,
      );

      // The link the e-mail gives is this page: cancel through the confirmation (a <details>, no script).
      const link = new URL(page.url()).pathname;
      await page.getByText("Cancel this consultation").click();
      await page.getByRole("button", { name: "Yes, cancel my consultation" }).click();
      await expect(page.getByRole("heading", { name: "Your Consultation Is Cancelled" })).toBeVisible();
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Your Consultation Is Cancelled" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Move to this time" })).toHaveCount(0);
    });
  });
}

test.describe("with JavaScript", () => {
  test.use({ viewport: PHONE });

  test("the wizard's success offers times; a booking is moved, its .ics downloaded, and the old link dies", async ({
    page,
  }) => {
    await page.goto("/estimate");
    await expect(page.getByRole("list", { name: "Progress" })).toBeVisible();
    await page.getByLabel("First name").fill("Maria");
    await page.getByLabel(/^Last name/).fill("Wizard");
    await page.getByLabel(/^Phone/).fill(uniquePhone());
    await page.getByLabel(/^Email/).fill("maria@example.com");
    await page.getByLabel("Pool installation address").fill("123 Palm Way, Ocala, FL");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Budget range").selectOption("$50,000 - $75,000");
    await page.getByLabel("Timeline").selectOption("1-3 months");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
    await page.getByRole("button", { name: "Get My Free Estimate" }).click();
    await expect(page.getByRole("heading", { name: /Thank You! Your Estimate Request Was Received/ })).toBeVisible();
    const times = picker(page);
    await expect(times).toBeVisible();
    await expectAxeClean(page);

    await chooseTime(times, 0, 1);
    await times.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { name: "Your Free Consultation Is Booked" })).toBeVisible();
    await hydrated(page);
    await expectAxeClean(page);
    const first = new URL(page.url()).pathname;

    // The invitation downloads from the page's link.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Add to calendar (.ics)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}/);

    // Move: another office's times through the switch, then a time there.
    // Move is one of the two actions above the times: it opens to the picker.
    await page.getByText("Move to another time", { exact: true }).click();
    const move = page.getByRole("region", { name: "Move to another time" });
    await officeSelect(move).selectOption("port-st-lucie");
    await move.getByRole("button", { name: "Show times" }).click();
    await expect(officeSelect(page)).toHaveValue("port-st-lucie");
    await hydrated(page);
    await chooseTime(move, 0, 2);
    await move.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByRole("heading", { name: "Your Consultation Was Moved" })).toBeVisible();
    await expect(page.locator("dl")).toContainText("Port St. Lucie");
    expect(new URL(page.url()).pathname).not.toBe(first);
    await hydrated(page);
    await expectAxeClean(page);

    await page.goto(first);
    await expect(page.getByRole("alert")).toContainText("This consultation link is no longer valid.");
    await expectAxeClean(page);
  });

  test("a time chosen before the scripts run is kept and booked", async ({ browser }) => {
    // A page of its own context: its goto does not wait for hydration, which the held scripts stop.
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`,
    });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto("/estimate", { waitUntil: "commit" });
    await sendAllInOne(page);
    const times = picker(page);
    await expect(times).toBeVisible();
    // As a person picks a time: a day, then a tap on a time's label (the radio itself is visually hidden).
    const { radio: chosen } = await chooseTime(times, 0, 6);
    release();
    await hydrated(page);
    await expect(chosen).toBeChecked();
    await times.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { name: "Your Free Consultation Is Booked" })).toBeVisible();
    await context.close();
  });

  test("a time taken meanwhile is refused with the next free times", async ({ browser, request }) => {
    // The server's all-in-one form (scripts held back for good: a page of its own context, whose goto does not
    // wait for hydration), then West Palm Beach's times, whose first time no other test books.
    const context = await browser.newContext({
      viewport: DESKTOP,
      baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`,
    });
    const page = await context.newPage();
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/estimate", { waitUntil: "commit" });
    await sendAllInOne(page);
    const times = picker(page);
    await officeSelect(times).selectOption("west-palm-beach");
    await times.getByRole("button", { name: "Show times" }).click();
    await expect(officeSelect(page)).toHaveValue("west-palm-beach");

    // Fill every place of the first slot meanwhile (the seed gives each time two places).
    // The times of closed days are out of the accessibility tree: by their elements.
    const start = (await page.locator('input[name="start"]').first().getAttribute("value"))!;
    for (let i = 0; i < 2; i += 1) {
      const slot = (await freeSlots(request, "west-palm-beach")).find((s) => s.start === start);
      if (!slot) break;
      await bookThroughApi(request, "west-palm-beach", start);
    }
    await chooseTime(page, 0, 0);
    await page.getByRole("button", { name: "Book this time" }).click();
    const refusal = page.getByRole("alert");
    await expect(refusal).toHaveText("That time was just taken. Please pick another time.");
    await expect(page.locator(`input[type=radio][value="${start}"]`)).toHaveCount(0);
    expect(await page.locator('input[name="start"]').count()).toBeGreaterThan(0);
    await expectAxeClean(page);

    // One of the offered times books (their first day is open).
    await chooseTime(page, 0, 0);
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { name: "Your Free Consultation Is Booked" })).toBeVisible();
    await context.close();
  });
});

test.describe("staff", () => {
  test("the week calendar: admin moves one booking and cancels another, each e-mailing the visitor; sales see their own", async ({
    page,
    request,
    browser,
  }) => {
    // Three bookings on one day at Port St. Lucie, made as visitors would.
    const slots = await freeSlots(request, "port-st-lucie");
    const index = slots.findIndex((s, i) => i >= 4 && slots[i + 2]?.date === s.date);
    const [a, b, c] = [slots[index]!, slots[index + 1]!, slots[index + 2]!];
    const stamp = Date.now() % 100_000;
    const names = { move: `Movers${stamp}`, cancel: `Cancels${stamp}`, sales: `Salesone${stamp}` };
    const moveLead = await bookThroughApi(request, "port-st-lucie", a.start, names.move);
    const cancelLead = await bookThroughApi(request, "port-st-lucie", b.start, names.cancel);
    const salesLead = await bookThroughApi(request, "port-st-lucie", c.start, names.sales);

    await signIn(page, "admin");
    const week = `/admin/consultations?office=port-st-lucie&week=${a.date}`;
    await page.goto(week);
    await expect(page.getByRole("heading", { name: "Consultations", level: 1 })).toBeVisible();
    const day = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: a.dayLabel }) });
    const booking = (name: string) => day.getByRole("listitem").filter({ hasText: name });
    await expect(booking(names.move)).toContainText(a.startLabel);
    await expect(booking(names.move)).toContainText("Port St. Lucie");
    await expect(booking(names.move).getByRole("link", { name: `Pat ${names.move}` })).toHaveAttribute(
      "href",
      `/admin/leads/${moveLead}`,
    );
    await expectAxeClean(page);

    // Move to the last free time of the list (another day), then cancel the second booking.
    const moving = booking(names.move);
    await moving.getByText("Move or cancel").click();
    const newTime = moving.getByLabel("New time");
    const target = await newTime.locator("option").last().textContent();
    await newTime.selectOption({ label: target! });
    await moving.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText("Booking moved. The customer is e-mailed.");
    await expect(booking(names.move)).toHaveCount(0);

    const cancelling = booking(names.cancel);
    await cancelling.getByText("Move or cancel").click();
    // Two steps: the first only asks.
    await cancelling.getByText("Cancel booking…").click();
    await cancelling.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("status")).toHaveText("Booking cancelled. The customer is e-mailed.");
    await expect(booking(names.cancel)).toHaveCount(0);

    // Each change queued the visitor's e-mail: the booking's, and the move's or the cancellation's.
    for (const lead of [moveLead, cancelLead]) {
      await page.goto(`/admin/leads/${lead}`);
      await expect(page.getByText("Consultation e-mail to the customer", { exact: true })).toHaveCount(2);
    }

    // The third lead is given to the sales user, who then sees it and not the others of that office.
    await page.goto(`/admin/leads/${salesLead}`);
    // By the exact label: other specs create sales users too (admin-auth's e2e-new-…, listed before e2e-sales).
    await page.getByLabel("Sales rep").selectOption({ label: E2E_SALES_REP_LABEL });
    await page.getByRole("button", { name: "Assign" }).click();
    // The page's own answer: the sales user looks only once it is saved.
    await expect(page.getByText(`Assigned to ${E2E_STAFF.sales.username}.`)).toBeVisible();

    const salesContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`,
    });
    const sales = await salesContext.newPage();
    await signIn(sales, "sales");
    // The lead is theirs on its own page too (the rep the calendar's rule reads).
    await sales.goto(`/admin/leads/${salesLead}`);
    await expect(sales.getByLabel("Sales rep").locator("option:checked")).toHaveText(E2E_SALES_REP_LABEL);
    await sales.goto(`/admin/consultations?week=${a.date}`);
    await expect(sales.getByRole("link", { name: `Pat ${names.sales}` })).toBeVisible();
    await expect(sales.getByRole("link", { name: `Pat ${names.move}` })).toHaveCount(0);
    await salesContext.close();
  });

  test("operations set an office's hours and closed dates; bad input is answered beside the field", async ({
    page,
  }) => {
    await signIn(page, "operations");
    await page.goto("/admin/consultation-hours?office=port-st-lucie");
    await expect(page.getByRole("heading", { name: "Weekly hours: Port St. Lucie" })).toBeVisible();
    const day = `${new Date().getUTCFullYear() + 1}-03-17`;
    await page.getByLabel("Date", { exact: true }).fill(day);
    await page.getByLabel("Reason (optional)").fill("Staff training");
    await page.getByRole("button", { name: "Add closed date" }).click();
    await expect(page.getByRole("status")).toHaveText("Closed date added.");
    await expect(page.getByText("(Staff training)")).toBeVisible();

    // Weekly hours: a Sunday period is added, shown, and removed again.
    const rows = page.getByRole("row");
    const before = await rows.count();
    await page.getByRole("combobox", { name: "Day" }).selectOption({ label: "Sunday" });
    await page.getByLabel("From").fill("10:00");
    await page.getByLabel("To", { exact: true }).fill("12:00");
    await page.getByLabel("Slot (minutes)").fill("60");
    await page.getByLabel("Places per slot").fill("1");
    await page.getByRole("button", { name: "Add period" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove Sunday 10:00-12:00" })).toBeVisible();
    await expect(rows).toHaveCount(before + 1);

    // A bad slot length: the message beside the field, and the hours unchanged.
    await page.getByLabel("Slot (minutes)").fill("5");
    await page.getByRole("button", { name: "Add period" }).click();
    await expect(page.getByText("The slot length must be between 15 and 480.")).toBeVisible();
    await expect(page.getByLabel("Slot (minutes)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Slot (minutes)")).toHaveAccessibleDescription(
      /The slot length must be between 15 and 480\./,
    );
    await expect(rows).toHaveCount(before + 1);
    await expectAxeClean(page);
    await page.reload();
    await expect(rows).toHaveCount(before + 1);

    await page.getByRole("button", { name: "Remove Sunday 10:00-12:00" }).click();
    await expect(rows).toHaveCount(before);
    await page.getByRole("button", { name: `Remove closed date ${day}` }).click();
    await expect(page.getByRole("status")).toHaveText("Closed date removed.");
  });

  test("sales may not open the hours", async ({ page }) => {
    await signIn(page, "sales");
    const response = await page.goto("/admin/consultation-hours");
    expect(response!.status()).toBe(403);
  });
});
