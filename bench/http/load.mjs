// One autocannon run: requests per second and latency percentiles for one URL.
import autocannon from "autocannon";

export async function load(url, { connections, durationSeconds, headers }) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
