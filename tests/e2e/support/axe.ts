// The accessibility check of the browser tests: axe-core's rules on the page as a visitor sees it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test.ts";
import { DESKTOP, PHONE } from "./viewports.ts";

/** axe's violations on the page (or within the elements `include` selects), each as "rule: elements". */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  return (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

/** No axe violations on the page as it is now (or within the elements `include` selects). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include), page.url()).toEqual([]);
}

/** No axe violations at phone and desktop width (leaves the page at desktop width). */
export async function expectAxeClean(page: Page) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${page.url()} at ${viewport.width}px`).toEqual([]);
  }
}
