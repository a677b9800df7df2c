// A per-process allowance of events per client address and fixed window, in memory: for counters on a
// hot path (a page answered from memory must not wait for a database round trip). Several processes
// each allow as much, so a stated bound is per process. Addresses are kept only for the current window.

export interface AddressAllowanceOptions {
  /** Events one address may have counted per window. */
  limit: number;
  windowMs: number;
  /**
   * Most addresses remembered per window: memory cannot grow past it however many addresses arrive.
   * Past it, new addresses get nothing until the next window (the counter under-counts, never over).
   */
  maxAddresses: number;
}

export function createAddressAllowance(options: AddressAllowanceOptions) {
  let windowStart = Number.NaN;
  const used = new Map<string, number>();

  return {
    /** Counts one event of the address at `at` (ms); false when its allowance for the window is used up. */
    take(address: string, at = Date.now()): boolean {
      const start = at - (at % options.windowMs);
      if (start !== windowStart) {
        windowStart = start;
        used.clear();
      }
      const count = used.get(address) ?? 0;
      if (count >= options.limit || (count === 0 && used.size >= options.maxAddresses)) return false;
      used.set(address, count + 1);
      return true;
    },
  };
}
