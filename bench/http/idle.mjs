// Waits until a process has stopped working: after autocannon stops, a slow server is still rendering the
// requests it had accepted, and that CPU time must not fall into the next measurement.
import { cpuMs } from "./proc.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the process used at most 10 ms of CPU in 250 ms (or after timeoutMs); a second without a pid. */
export async function waitUntilIdle(pid, timeoutMs = 60_000) {
  if (!pid || cpuMs(pid) === null) return sleep(1000);
  const deadline = Date.now() + timeoutMs;
  let before = cpuMs(pid);
  while (Date.now() < deadline) {
    await sleep(250);
    const now = cpuMs(pid);
    if (now === null || now - before <= 10) return;
    before = now;
  }
}
