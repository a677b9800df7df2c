import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/admin-page.ts";
import { chooseTime, timesForm } from "./support/consultation-picker.ts";
import { expect, test } from "./support/test.ts";
import { PHONE, DESKTOP } from "./support/viewports.ts";

// The booking pages keep the answer in view: days first, then the chosen day's times, and the submit sticks to the
// bottom of the screen once a time is ticked; the booking's page puts Cancel and Move before any time; after a move
// it names where the new link went, and the old link offers to send it again. At phone and desktop width, with
// scripts and without. Each run books at its own office and day, so runs side by side never race for a place.

const RUNS = [
  { viewport: PHONE, scripts: true, office: "ocala", day: 4 },
  { viewport: PHONE, scripts: false, office: "orlando", day: 5 },
  { viewport: DESKTOP, scripts: true, office: "port-st-lucie", day: 6 },
  { viewport: DESKTOP, scripts: false, office: "west-palm-beach", day: 7 },
] as const;

/** A lead sent as the estimate form's API does: its id and the token its answer carries. */
async function newLead(request: APIRequestContext, email: string) {
  const response = await request.post("/api/estimates", {
    data: {
      firstName: "Pat",
      lastName: "Dayfirst",
      email,
      phone: `(352) 555-${String(Date.now() % 10_000).padStart(4, "0")}`,
      requestType: "estimate",
      sourcePage: "pools",
      consentToContact: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; leadToken: string };
}

/** Days first: no time and no submit shows until a day is opened; a ticked time brings the submit into view. */
async function chooseDayThenTime(page: Page, day: number, submit: string, formGoesOnBelow = false) {
  const form = timesForm(page);
  await expect(form.locator("summary").first()).toBeVisible();
  await expect(form.locator("details:not([open]) label").first()).toBeHidden();
  const chosen = await chooseTime(page, day, 1);
  // The form goes on below the screen (the last day is out of view), yet the submit is in view.
  if (formGoesOnBelow) await expect(form.locator("summary").last()).not.toBeInViewport();
  await expect(page.getByRole("button", { name: submit })).toBeInViewport();
  return chosen;
}

for (const run of RUNS) {
  test.describe(`${run.viewport.width}px, ${run.scripts ? "with" : "without"} scripts`, () => {
    test.use({ viewport: run.viewport, javaScriptEnabled: run.scripts });
    test.describe.configure({ timeout: 180_000 });

    test("books day first, moves from Cancel/Move above the times, and the old link sends the new one again", async ({
      page,
      request,
    }) => {
      const email = `pat.dayfirst.${run.viewport.width}.${Date.now()}@example.com`;
      const lead = await newLead(request, email);
      await page.goto(`/consultation/book?lead=${encodeURIComponent(lead.leadToken)}&office=${run.office}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick a time for your free consultation");

      // Nothing to submit before a time is chosen, and no time shows before a day is opened.
      await expect(timesForm(page).locator("label").first()).toBeHidden();
      await expect(page.getByRole("button", { name: "Book this time" })).toBeHidden();
      if (run.scripts) {
        // Another day opened closes the first, and the time chosen there stays chosen; its day says so.
        const first = await chooseTime(page, run.day - 1, 0);
        await timesForm(page).locator("summary").nth(run.day).click();
        await expect(first.label).toBeHidden();
        await expect(first.radio).toBeChecked();
        await expect(
          timesForm(page)
            .locator("summary")
            .nth(run.day - 1),
        ).toContainText("Your time");
      }
      const {
        dayLabel,
        timeLabel,
      } = // With scripts a day was opened and closed above, so the list's end may be in view.
        await chooseDayThenTime(page, run.day, "Book this time", !run.scripts);
      await page.getByRole("button", { name: "Book this time" }).click();
      await expect(page.getByRole("heading", { name: "Your Free Consultation Is Booked" })).toBeVisible();
      await expect(page.getByText(/\(Florida time\)/)).toContainText(dayLabel.split(", ")[1]!);
      await expect(page.getByText(/\(Florida time\)/)).toContainText(timeLabel);
      const oldLink = new URL(page.url()).pathname;

      // Cancel and Move come before any time; the times are inside Move.
      const cancel = page.getByText("Cancel this consultation");
      const move = page.getByText("Move to another time", { exact: true });
      await expect(cancel).toBeInViewport();
      await expect(move).toBeVisible();
      await expect(timesForm(page).locator("summary").first()).toBeHidden();
      await move.click();
      const moveRegion = page.getByRole("region", { name: "Move to another time" });
      await expect(moveRegion.getByText("All times are Florida time (Eastern).")).toBeVisible();
      const firstTime = (await timesForm(page).locator("summary").first().boundingBox())!;
      expect((await cancel.boundingBox())!.y).toBeLessThan(firstTime.y);
      expect((await move.boundingBox())!.y).toBeLessThan(firstTime.y);
      await expect(page.getByRole("button", { name: "Move to this time" })).toBeHidden();
      await chooseDayThenTime(page, run.day, "Move to this time");
      await page.getByRole("button", { name: "Move to this time" }).click();
      await expect(page.getByRole("heading", { name: "Your Consultation Was Moved" })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText("We e-mailed your new link to p•••@example.com");

      // The old link is dead, and offers to send the current one to the booking's address.
      const old = await page.goto(oldLink);
      expect(old!.status()).toBe(410);
      await expect(page.getByRole("alert")).toContainText("This consultation link is no longer valid.");
      await page.getByRole("button", { name: "Send my link again" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "If this consultation is still booked, we have e-mailed its current link to the address it was booked with.",
      );

      // The outbox: the booking's, the move's and the resent e-mail to the customer, one each.
      await signIn(page, "admin");
      await page.goto(`/admin/leads/${lead.id}`);
      await expect(page.getByText("Consultation e-mail to the customer", { exact: true })).toHaveCount(3);
    });
  });
}
