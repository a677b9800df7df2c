import type { Page } from "@playwright/test";

/**
 * Holds every script of the page (each /assets/**\/*.js request waits) until `release()`; the HTML and the CSS
 * come through. What a visitor on a slow phone meets for a second or two: the page on screen, no script run yet.
 * A request of a document the page has since left fails quietly when it is let through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
