#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the key public pages.
// Prints the four category scores and LCP, CLS and TBT per page.
//
//   npm run build && npm run bench:lighthouse                  # starts the built server itself
//   BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse    # or measure a running server
//   PAGES=/,/pools npm run bench:lighthouse                    # a subset
//   LH_REPORT_DIR=/tmp/lh npm run bench:lighthouse             # also keep each page's full report
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../playwright.config.ts";
import { benchmarkServer } from "../support/production-server.mjs";
import { KEY_PAGES, MORE_PAGES, pagesToMeasure } from "./pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pages = pagesToMeasure([...KEY_PAGES, ...MORE_PAGES]);
// The browser tests' Chromium flags; chrome-launcher, unlike Playwright, needs headless asked for.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const server = await benchmarkServer({ root, port: 4400, name: "bench-lighthouse" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
try {
  for (const page of pages) {
    // Warm the server's caches once, as a returning visitor's CDN would.
    await fetch(server.baseUrl + page);
    // A busy machine sometimes loses the trace (NO_NAVSTART): measure that page again rather than report nothing.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(server.baseUrl + page, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result.lhr.runtimeError) break;
      console.warn(`${page}: ${result.lhr.runtimeError.code}, measuring again`);
    }
    const { categories, audits } = result.lhr;
    if (process.env.LH_REPORT_DIR) {
      mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      writeFileSync(path.join(process.env.LH_REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    rows.push({
      page,
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      "best-practices": categories["best-practices"].score,
      seo: categories.seo.score,
      "LCP s": Number((audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)),
      CLS: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id)
        .slice(0, 6)
        .join(" "),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
const out = path.join(root, "bench", "results");
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "lighthouse.json"), JSON.stringify(rows, null, 2));
