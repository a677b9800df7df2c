// Runs every fuzz target against the app: generate (fast-check, seeded),
// send, tally. Prints nothing; the test decides what to report.
import fc from "fast-check";
import { vi } from "vitest";
import { type FuzzRun, closeConnections, newFuzzRun, sendAll } from "./send.ts";
import { type FuzzContext, floodRequests, fuzzTargets } from "./targets.ts";

const CONCURRENCY = 8;
/** Requests generated at a time (about a second of sending). */
const CHUNK = 100;
const FLOOD = "oversized bodies";

export interface FuzzOptions {
  baseUrl: string;
  seed: number;
  ctx: FuzzContext;
  /** Before each batch of a target that has a batch size (the sign-in: clears its lockout counters). */
  beforeBatch: () => Promise<void>;
}

export interface FuzzResult {
  run: FuzzRun;
  seconds: number;
  /** One line per target: requests, seconds and answers by status (0: no answer). */
  table: string[];
}

export async function runFuzz({ baseUrl, seed, ctx, beforeBatch }: FuzzOptions): Promise<FuzzResult> {
  // React Router warns about every path with bad percent-encoding (and answers it properly): thousands of lines.
  const warn = console.warn.bind(console);
  const quiet = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("could not be decoded because it is a malformed URL segment"))
      return;
    warn(...args);
  });
  const run = newFuzzRun();
  const timings = new Map<string, number>();
  const started = performance.now();
  try {
    for (const [index, target] of fuzzTargets(ctx).entries()) {
      const targetStarted = performance.now();
      // Generated a chunk at a time, just before sending: a "too fast" form token must still be fresh when it arrives.
      for (let chunk = 0; chunk * CHUNK < target.runs; chunk++) {
        const numRuns = Math.min(CHUNK, target.runs - chunk * CHUNK);
        const requests = fc.sample(target.arbitrary, { seed: seed + index * 1_000 + chunk, numRuns });
        const batchSize = target.batchSize ?? requests.length;
        for (let start = 0; start < requests.length; start += batchSize) {
          if (target.batchSize) await beforeBatch();
          const batch = requests.slice(start, start + batchSize);
          await sendAll(baseUrl, run, target.name, batch, `fuzz-${seed}-${index}-${chunk}-${start}`, CONCURRENCY);
        }
      }
      timings.set(target.name, (performance.now() - targetStarted) / 1000);
    }
    const floodStarted = performance.now();
    await sendAll(baseUrl, run, FLOOD, floodRequests(ctx), `fuzz-${seed}-flood`, 2);
    timings.set(FLOOD, (performance.now() - floodStarted) / 1000);
  } finally {
    quiet.mockRestore();
    closeConnections();
  }
  const table = [...run.tallies].map(([name, tally]) => {
    const statuses = [...tally.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}:${n}`)
      .join(" ");
    const seconds = (timings.get(name) ?? 0).toFixed(1).padStart(6);
    return `  ${name.padEnd(36)} ${String(tally.sent).padStart(5)} sent ${seconds} s  ${statuses}`;
  });
  return { run, seconds: (performance.now() - started) / 1000, table };
}
