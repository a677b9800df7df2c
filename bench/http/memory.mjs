// Resident memory of a process, sampled while it is under load.
import { memoryMb } from "./proc.mjs";

/** Samples VmRSS every intervalMs until stop(); stop() returns { peakMb, endMb, samples }. */
export function sampleMemory(pid, intervalMs = 100) {
  let peakMb = null;
  let samples = 0;
  const take = () => {
    const mb = memoryMb(pid);
    if (mb === null) return null;
    samples++;
    if (peakMb === null || mb > peakMb) peakMb = mb;
    return mb;
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const endMb = take();
      return { peakMb, endMb, samples };
    },
  };
}
