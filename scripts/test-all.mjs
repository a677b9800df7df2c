#!/usr/bin/env node
// npm test: typecheck, lint, unused files and exports (knip), unit and integration tests (Vitest), a production
// build, then the browser tests (Playwright) against the built server.
// Ends with one line "N passed, N failed" over every test that ran.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return stepEnded(title, result.status === 0, started);
}

function stepEnded(title, ok, started) {
  console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return ok;
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}

/** Runs commands one after the other, output kept until the end so two such chains can run side by side. */
function quietChain(title, commands) {
  return new Promise((resolve) => {
    const started = Date.now();
    let output = "";
    const next = ([command, args], rest) => {
      const child = spawn(command, args, { cwd: root, env: process.env });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (code) => {
        if (code === 0 && rest.length > 0) return next(rest[0], rest.slice(1));
        console.log(`\n=== ${title} ===\n${output.trimEnd()}`);
        resolve(stepEnded(title, code === 0, started));
      });
    };
    next(commands[0], commands.slice(1));
  });
}

// Typecheck and lint are independent: on two cores they run side by side. The unused-code check (knip) and the
// layer check (import rules and cycles, .dependency-cruiser.cjs) follow the typecheck: knip resolves the routes'
// "./+types/…" imports through the files typegen writes, and both read the same tsconfig.
const checks = await Promise.all([
  quietChain("typecheck, unused code and layers", [
    [bin("react-router"), ["typegen"]],
    [bin("tsc"), ["--noEmit"]],
    ["npm", ["run", "--silent", "check:unused"]],
    ["npm", ["run", "--silent", "check:layers"]],
  ]),
  quietChain("lint", [[bin("eslint"), [".", "--max-warnings", "0"]]]),
]);
let ok = checks.every(Boolean);

const vitestReport = path.join(reports, "vitest.json");
if (ok) {
  ok = step("unit and integration tests", bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
}
if (ok) ok = step("production build", bin("react-router"), ["build"]);
const playwrightReport = path.join(reports, "playwright.json");
if (ok) {
  ok = step("browser tests", bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
}

const vitest = counts(vitestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const playwright = counts(playwrightReport, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
}));
const passed = vitest.passed + playwright.passed;
const failed = vitest.failed + playwright.failed + (ok ? 0 : Math.max(0, 1 - vitest.failed - playwright.failed));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
