import type { Locator, Page } from "@playwright/test";
import { expect } from "./test.ts";

/** The consultation picker's booking form (days first, each opening to its times) within `scope`. */
export const timesForm = (scope: Page | Locator) => scope.locator('form:has(input[name="start"])');

/**
 * Chooses a time as a visitor does: opens the `day`-th day (unless open), then taps its `time`-th time (the radio is
 * visually hidden inside its label). Answers the day's and the time's labels and the chosen radio.
 */
export async function chooseTime(scope: Page | Locator, day = 0, time = 0) {
  const details = timesForm(scope).locator("details").nth(day);
  const summary = details.locator("summary");
  const dayLabel = (await summary.evaluate((node) => node.firstChild?.textContent ?? "")).trim();
  if (!(await details.evaluate((node) => (node as HTMLDetailsElement).open))) await summary.click();
  const label = details.locator("label").nth(time);
  await expect(label).toBeVisible();
  await label.click();
  // By its element: a closed day's radio is out of the accessibility tree, and still ticked.
  const radio = label.locator('input[type="radio"]');
  await expect(radio).toBeChecked();
  // The label's own text is the start; the end ("to 10:00 AM", "a 10:00 a. m.") is a screen reader's span.
  const timeLabel = await label.evaluate((node) =>
    [...node.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join("")
      .trim(),
  );
  return { dayLabel, timeLabel, radio, label };
}
