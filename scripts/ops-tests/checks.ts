import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Named checks printed as they are made, a cleanup list that runs however the
// script ends, and the closing "N passed, N failed" line with the exit code.

export interface CheckRun {
  check(name: string, ok: boolean, detail?: string): boolean;
  /** Registers a cleanup step; they run in reverse order at the end (or on Ctrl-C). */
  onCleanup(step: () => Promise<unknown> | unknown): void;
  /** A temporary folder for logs and data, removed at the end unless a check failed (then its path is printed). */
  workDir(prefix: string): string;
  /** Runs body, then the cleanup; prints the summary and exits 0 only when every check passed. */
  run(body: () => Promise<void>): Promise<never>;
}

export function checkRun(title: string): CheckRun {
  const started = performance.now();
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let passed = 0;
  let failed = 0;

  async function cleanUp() {
    for (let step = cleanups.pop(); step; step = cleanups.pop()) {
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
    }
  }
  process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

  return {
    check(name, ok, detail) {
      if (ok) passed++;
      else failed++;
      console.log(`${ok ? "PASS" : "FAIL"}  ${name}${detail ? `: ${detail}` : ""}`);
      return ok;
    },
    onCleanup(step) {
      cleanups.push(step);
    },
    workDir(prefix) {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      cleanups.push(() => {
        if (failed === 0) rmSync(dir, { recursive: true, force: true });
        else console.log(`logs kept in ${dir}`);
      });
      return dir;
    },
    async run(body) {
      console.log(`=== ${title} ===`);
      try {
        await body();
      } catch (error) {
        failed++;
        console.log(
          `FAIL  ${title} stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
      await cleanUp();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`=== ${title}: ${passed} passed, ${failed} failed in ${seconds} s ===`);
      process.exit(failed === 0 && passed > 0 ? 0 : 1);
    },
  };
}
