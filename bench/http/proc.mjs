// A process's resident memory and CPU time, from Linux /proc (null elsewhere or once the process is gone).
import { readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A memory field of /proc/<pid>/status (VmRSS: resident now, VmHWM: resident peak) in MB. */
export function memoryMb(pid, field = "VmRSS") {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time used so far (user + system, all threads) in ms, at 10 ms resolution. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name "(...)" start at field 3 (state); utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
