#!/usr/bin/env node
// Writes one Tailwind entry per public route module into app/styles/pages/ (decision 026): the route's own
// stylesheet, scanning exactly the source files the page can render (the route module, the root and the site
// layout, and everything they import statically under app/components and app/routes). A page links that one
// sheet, complete for every element it shows, so no other sheet can reorder its utilities.
//
//   node scripts/page-stylesheets.mjs           # write the entries
//   node scripts/page-stylesheets.mjs --check   # exit 1 when an entry is missing or stale (the unit tests run this)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const app = path.join(root, "app");
export const PAGES_DIR = path.join(app, "styles", "pages");

/** The shell every public page renders in; its error boundaries link the "error" sheet built from these alone. */
const SHELL = ["root.tsx", "routes/site/layout.tsx", "routes/site/page-boundary.tsx"];
/** Route modules that render no page of their own. */
const NOT_PAGES = new Set(["routes/site/layout.tsx", "routes/site/page-boundary.tsx", "routes/site/redirects.tsx"]);
/**
 * Where class names live. app/lib, app/content and app/models hold texts, data and queries: their words ("inline",
 * "outline", "grow"...) would only add rules no element uses (decision 020).
 */
const SCANNED = /^(root\.tsx|routes\/.+\.tsx?|components\/.+\.tsx?)$/;
/**
 * Words in the scanned files that are utility names but no element's class (checked against every public page's
 * HTML, decision 020). A class with one of these names would need taking off this list.
 */
const NOT_CLASSES = "container blur filter transform static table";

/** The public route modules named in app/routes.ts, relative to app/. */
export function publicRouteModules() {
  const routes = readFileSync(path.join(app, "routes.ts"), "utf8");
  const modules = new Set();
  for (const [, file] of routes.matchAll(/"(routes\/(?:site|leads)\/[\w/-]+\.tsx)"/g)) {
    if (!NOT_PAGES.has(file)) modules.add(file);
  }
  return [...modules].sort();
}

/** The icons SpriteIcon and IconTile draw, by name (app/lib/ui/sprite-icon-names.ts, decision 027). */
const ICON_NAMES = new Set(
  [...readFileSync(path.join(app, "lib", "ui", "sprite-icon-names.ts"), "utf8").matchAll(/^\s*"(\w+)",$/gm)].map(
    (match) => match[1],
  ),
);

/** Where icon names live: the scanned files and the content modules, whose lists of items often name their icons. */
const ICON_SCANNED = /^(root\.tsx|routes\/.+\.tsx?|components\/.+\.tsx?|content\/.+\.ts)$/;

/** The icon utilities (icon-MapPin) a page needs: every icon name quoted in the files of ICON_SCANNED it imports. */
function iconClasses(files) {
  const classes = new Set();
  for (const file of files) {
    if (!ICON_SCANNED.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, name] of readFileSync(path.join(app, file), "utf8").matchAll(/["'](\w+)["']/g)) {
      if (ICON_NAMES.has(name)) classes.add(`icon-${name}`);
    }
  }
  return [...classes].sort();
}

const scanned = (files) => files.filter((file) => SCANNED.test(file) && !/\.test\.tsx?$/.test(file)).sort();

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;
/** A part the page shows later, fetched when the browser is idle (app/components/lazy-when-idle.ts): same page, same sheet. */
const IDLE_IMPORT = /lazyWhenIdle\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null; // a package
  if (/\.(css|svg|png|jpe?g|webp|woff2)(\?.*)?$/.test(base)) return null;
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, "index.tsx"),
    path.join(base, "index.ts"),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  throw new Error(`${path.relative(root, fromFile)}: cannot resolve "${specifier}"`);
}

/**
 * Every file under app/ that the given modules import statically or through lazyWhenIdle, themselves included. Other
 * dynamic imports are not followed: in public code they load the staff error page (root) or a built-in page shown at
 * a landing address, which brings its own sheet.
 */
function importGraph(entries) {
  const seen = new Set();
  const queue = entries.map((entry) => path.join(app, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of [...source.matchAll(STATIC_IMPORT), ...source.matchAll(IDLE_IMPORT)]) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => path.relative(app, file).split(path.sep).join("/"));
}

/**
 * Each public route module's sheet: the name of its file in app/styles/pages/ (without .css) and the source files it
 * scans, relative to app/. A module that renders nothing beyond the shell (the catch-all 404) shares the "error"
 * sheet: two sheets of equal content build into one file, which the client and server builds may name after
 * different entries (the page then hydrates with another link than the server sent).
 */
export function routeSheets() {
  const shell = sheetSources(SHELL);
  const byFiles = new Map([[sheetKey(shell), "error"]]);
  const routes = new Map();
  for (const module of publicRouteModules()) {
    const sources = sheetSources([...SHELL, module]);
    // A module without a class name of its own adds nothing to its sheet: compare what the sheets would hold.
    const ownClasses = readFileSync(path.join(app, module), "utf8").includes("className");
    const key = sheetKey({ ...sources, files: sources.files.filter((file) => ownClasses || file !== module) });
    if (!byFiles.has(key)) byFiles.set(key, path.basename(module, ".tsx"));
    routes.set(module, { name: byFiles.get(key), ...sources });
  }
  return routes;
}

/** What a sheet is built from: the files it scans for classes and the icons they name. */
function sheetSources(entries) {
  const graph = importGraph(entries);
  return { files: scanned(graph), icons: iconClasses(graph) };
}
const sheetKey = ({ files, icons }) => [...files, ...icons].join("\n");

/** The sheets to write: file name (without .css) → the source files it scans (relative to app/) and its icons. */
export function pageSheets() {
  const sheets = new Map([["error", sheetSources(SHELL)]]);
  for (const { name, files, icons } of routeSheets().values())
    if (!sheets.has(name)) sheets.set(name, { files, icons });
  return sheets;
}

export function sheetText(name, { files, icons }) {
  const lines = [
    `/* Generated by scripts/page-stylesheets.mjs (decision 026): the "${name}" page's stylesheet. Do not edit. */`,
    `@import "../page-base.css";`,
    `@source not inline("${NOT_CLASSES}");`,
    ...(icons.length > 0 ? [`@source inline("${icons.join(" ")}");`] : []),
    ...files.map((file) => `@source "../../${file}";`),
  ];
  return `${lines.join("\n")}\n`;
}

/** Names of the files in app/styles/pages/ that differ from what they should be (missing, stale or extra). */
export function staleSheets() {
  const expected = new Map([...pageSheets()].map(([name, sources]) => [`${name}.css`, sheetText(name, sources)]));
  const present = existsSync(PAGES_DIR) ? readdirSync(PAGES_DIR).filter((file) => file.endsWith(".css")) : [];
  const stale = present.filter((file) => !expected.has(file));
  for (const [file, text] of expected) {
    const target = path.join(PAGES_DIR, file);
    if (!existsSync(target) || readFileSync(target, "utf8") !== text) stale.push(file);
  }
  return stale.sort();
}

function write() {
  const sheets = pageSheets();
  rmSync(PAGES_DIR, { recursive: true, force: true });
  mkdirSync(PAGES_DIR, { recursive: true });
  for (const [name, sources] of sheets) writeFileSync(path.join(PAGES_DIR, `${name}.css`), sheetText(name, sources));
  return sheets.size;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const stale = staleSheets();
    if (stale.length > 0) {
      console.error(`Stale page stylesheets: ${stale.join(", ")}. Run node scripts/page-stylesheets.mjs.`);
      process.exit(1);
    }
  } else {
    const count = write();
    console.log(`Wrote ${count} page stylesheets to ${path.relative(root, PAGES_DIR)}`);
  }
}
