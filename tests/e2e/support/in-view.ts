import { type Locator, type Page, expect } from "@playwright/test";

/**
 * The element is on screen and its top is not hidden under the sticky site header (the page scrolls smoothly, so the
 * positions are read until they settle).
 */
export async function expectInViewBelowHeader(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  // Judged only once two reads agree: a smooth scroll passes every place on its way, including the right one.
  let previousTop: number | undefined;
  await expect
    .poll(async () => {
      const header = await page.getByRole("banner").boundingBox();
      const box = await target.boundingBox();
      if (!header || !box) return "not on the page";
      const settled = box.y === previousTop;
      previousTop = box.y;
      if (!settled) return "still moving";
      return box.y >= header.y + header.height - 1
        ? "below the header"
        : `${header.y + header.height - box.y} px under the header`;
    })
    .toBe("below the header");
}

/** Two elements' boxes share no pixel (a toast beside the navigation, not over it). */
export async function expectApart(first: Locator, second: Locator) {
  const a = await first.boundingBox();
  const b = await second.boundingBox();
  expect(a && b).toBeTruthy();
  const overlap =
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap, "the boxes overlap").toBe(false);
}
