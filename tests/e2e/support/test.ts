import { type Page, test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Resolves once React has hydrated the page: every element React renders
 * carries its fiber, the body included.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body ?? {}).some((key) => key.startsWith("__react")));
}

/**
 * `page.goto` waits for hydration on pages with JavaScript. The site starts its
 * scripts after the first paint (decision 014), so on a busy machine a click
 * straight after `goto` could reach a control before React does and test the
 * no-JavaScript fallback by accident. Pages a test opens itself from
 * `browser.newContext()` call `waitForHydration` where it matters.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (response?.headers()["content-type"]?.startsWith("text/html")) await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});
