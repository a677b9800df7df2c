import { type Response } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { EAGER_COMPILE_HINT } from "../../scripts/eager-compile-hint.ts";

// Every script of the key pages the benchmarks measure asks V8 to compile it off the main thread (decision 019): a bundler
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

// Decision 017: the first Intl object or locale-aware call of a page starts the browser's ICU library, about
// 100 ms of a phone's main thread. The public pages load and hydrate without any.
const ICU_ENTRY_POINTS = `
  window.__icuCalls = [];
  const record = (name) => window.__icuCalls.push(name + "\\n" + new Error().stack);
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const Original = Intl[name];
    if (typeof Original !== "function") continue;
    Intl[name] = new Proxy(Original, {
      construct(target, args, newTarget) { record("Intl." + name); return Reflect.construct(target, args, newTarget); },
      apply(target, self, args) { record("Intl." + name); return Reflect.apply(target, self, args); },
    });
  }
  for (const [owner, names] of [
    [String.prototype, ["localeCompare", "toLocaleUpperCase", "toLocaleLowerCase"]],
    [Number.prototype, ["toLocaleString"]],
    [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
    [Array.prototype, ["toLocaleString"]],
  ]) {
    for (const name of names) {
      const original = owner[name];
      owner[name] = function (...args) { record(name); return original.apply(this, args); };
    }
  }
`;

for (const path of [
  "/",
  "/pools",
  "/pool-detail/slug/milan-10-20",
  "/estimate",
  "/blog",
  "/blog/fiberglass-vs-concrete-pools-florida",
  "/pool-resurfacing-ocala-fl",
  "/installation",
  "/financing",
  "/packages",
  "/latham-pools",
]) {
  test(`${path} loads and hydrates without starting the browser's ICU library`, async ({ page }) => {
    await page.addInitScript({ content: ICU_ENTRY_POINTS });
    await page.goto(path); // resolves once React has hydrated the page
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __icuCalls: string[] }).__icuCalls)).toEqual([]);
  });
}
