#!/usr/bin/env node
// The JavaScript each public page loads, as a visitor's browser gets it: the
// page's module preloads and the imports of its module script, fetched with
// Brotli from the production server. Prints a table per page and the home
// page's total against its target (at most 90 KB compressed; bench/RESULTS.md).
//   npm run bench:bundles                     # builds nothing: run `npm run build` first
//   BASE_URL=http://127.0.0.1:3000 npm run bench:bundles
//   PAGES=/,/pools npm run bench:bundles
import path from "node:path";
import { fileURLToPath } from "node:url";
import { recordResponse } from "../http/record.mjs";
import { benchmarkServer } from "../support/production-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HOME_TARGET_KB = 90;
const DEFAULT_PAGES = [
  "/",
  "/pools",
  "/pool-detail/8",
  "/estimate",
  "/financing",
  "/packages",
  "/installation",
  "/blog",
  "/contact",
  "/fiberglass-pools-ocala",
];

/** Every /assets/*.js the page loads: preloads (kept for after the first paint) and module-script imports. */
function scriptsOf(html) {
  const files = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload(?:-after-paint)?" href="(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1]);
  }
  for (const match of html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1]);
  }
  return [...files];
}

/** Bytes as sent (the raw recording keeps Brotli compressed) and as run; small files are sent uncompressed. */
async function sizeOf(baseUrl, file) {
  const [compressed, raw] = await Promise.all([
    recordResponse(baseUrl + file, { "accept-encoding": "br" }),
    recordResponse(baseUrl + file, { "accept-encoding": "identity" }),
  ]);
  if (compressed.status !== 200) throw new Error(`${file}: status ${compressed.status}`);
  return { rawBytes: raw.body.length, compressedBytes: compressed.body.length };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const server = await benchmarkServer({ root, port: 4460, name: "bench-bundles" });
let failed = false;
try {
  const pages = process.env.PAGES ? process.env.PAGES.split(",") : DEFAULT_PAGES;
  const sizes = new Map();
  const rows = [];
  for (const page of pages) {
    const html = await (await fetch(server.baseUrl + page)).text();
    let raw = 0;
    let compressed = 0;
    const files = scriptsOf(html);
    for (const file of files) {
      if (!sizes.has(file)) sizes.set(file, await sizeOf(server.baseUrl, file));
      raw += sizes.get(file).rawBytes;
      compressed += sizes.get(file).compressedBytes;
    }
    rows.push({ page, files: files.length, "raw KB": kb(raw), "Brotli KB": kb(compressed) });
  }
  console.table(rows);
  const largest = [...sizes.entries()]
    .map(([file, size]) => ({ file, "Brotli KB": kb(size.compressedBytes) }))
    .sort((x, y) => y["Brotli KB"] - x["Brotli KB"])
    .slice(0, 8);
  console.log("largest files:");
  console.table(largest);
  const home = rows.find((row) => row.page === "/");
  if (home) {
    const ok = home["Brotli KB"] <= HOME_TARGET_KB;
    console.log(
      `home page JavaScript: ${home["Brotli KB"]} KB Brotli (target ≤ ${HOME_TARGET_KB} KB): ${ok ? "pass" : "FAIL"}`,
    );
    failed = !ok;
  }
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
