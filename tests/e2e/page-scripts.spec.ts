import { type Response } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { EAGER_COMPILE_HINT } from "../../scripts/eager-compile-hint.ts";

// Every script of the pages issue 8 measures asks V8 to compile it off the main thread (decision 019): a bundler
// upgrade that dropped or moved the comment would silently put the compiling back on the main thread.
for (const path of ["/", "/pools", "/estimate"]) {
  test(`${path} loads only scripts that ask V8 to compile them while they stream in`, async ({ page }) => {
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.match(/^\/assets\/.+\.js$/)) scripts.push(response);
    });
    await page.goto(path); // resolves once React has hydrated the page
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      expect(script.status(), script.url()).toBe(200);
      expect((await script.text()).startsWith(`${EAGER_COMPILE_HINT}\n`), script.url()).toBe(true);
    }
  });
}
