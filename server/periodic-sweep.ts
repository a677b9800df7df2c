import type { Logger } from "pino";

/** The hourly clean-ups of the job runner: how often they run. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface PeriodicSweep<T> {
  sweepOnce(now?: Date): Promise<T>;
  start(): void;
  /** Stops the schedule and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * Runs `sweepOnce` every `intervalMs` while started, the first time `firstDelayMs` after start-up (out of the way
 * of the start itself). A failed sweep is logged and the next one still comes.
 */
export function createPeriodicSweep<T>({
  name,
  logger,
  sweepOnce,
  intervalMs = SWEEP_INTERVAL_MS,
  firstDelayMs,
}: {
  name: string;
  logger: Logger;
  sweepOnce: (now?: Date) => Promise<T>;
  intervalMs?: number;
  firstDelayMs: number;
}): PeriodicSweep<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepOnce()
        .catch((error) => logger.error({ err: error }, `${name} failed`))
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    sweepOnce,
    start() {
      stopped = false;
      schedule(Math.min(firstDelayMs, intervalMs));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
