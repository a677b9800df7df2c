// How long a lead takes to reach staff by e-mail after a burst: the built server runs its job runner against a local
// SMTP sink (smtp-server, which accepts at once), BURST leads are sent at CONCURRENCY, and then PROBES leads one after
// the other; for each lead the time from its POST to the staff notice arriving at the sink is measured.
import http from "node:http";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startProductionServer } from "../support/production-server.mjs";

const STAFF_INBOX = "staff@bench.example.com";

/** An SMTP server on 127.0.0.1 that notes when each staff notice (by lead id) arrived. */
async function startSink() {
  const staffMailAt = new Map();
  let messages = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        messages++;
        const toStaff = session.envelope.rcptTo.some((r) => r.address === STAFF_INBOX);
        const id = /^Subject: New [^#\r\n]*#(\d+)/m.exec(head)?.[1];
        if (toStaff && id && !staffMailAt.has(Number(id))) staffMailAt.set(Number(id), performance.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    staffMailAt,
    messages: () => messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function postLead(agent, baseUrl, body) {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/estimates`,
      {
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode, id: JSON.parse(text || "{}").id ?? null }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Runs the measurement on a fresh server of its own (`dataDir`); `payload(i)` makes the i-th lead. Resolves with
 * the lead-to-staff-mail times of the burst's leads and of the probes, sorted, in ms.
 */
export async function measureStaffMailLatency({ root, port, dataDir, payload, burst, probes, concurrency, timeoutMs }) {
  const sink = await startSink();
  const server = await startProductionServer({
    root,
    port,
    dataDir,
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      LEAD_RATE_LIMIT_PER_HOUR: "1000000",
      JOB_RUNNER: "true",
      SMTP_URL: sink.url,
      LEAD_NOTIFY_TO: STAFF_INBOX,
    },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const sentAt = new Map();
  const send = async (i) => {
    const t0 = performance.now();
    const { status, id } = await postLead(agent, server.baseUrl, payload(i));
    if (status !== 201 || id === null) throw new Error(`lead ${i} answered ${status}`);
    sentAt.set(id, t0);
    return id;
  };
  try {
    const burstIds = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < burst) burstIds.push(await send(next++));
      }),
    );
    const probeIds = [];
    for (let i = 0; i < probes; i++) probeIds.push(await send(burst + i));
    const all = [...burstIds, ...probeIds];
    const deadline = performance.now() + timeoutMs;
    while (all.some((id) => !sink.staffMailAt.has(id)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const times = (ids) =>
      ids
        .map((id) => (sink.staffMailAt.has(id) ? sink.staffMailAt.get(id) - sentAt.get(id) : Infinity))
        .sort((a, b) => a - b);
    return { burst: times(burstIds), probes: times(probeIds), messages: sink.messages() };
  } finally {
    agent.destroy();
    await server.stop();
    await sink.close();
  }
}

export function describeTimes(sorted) {
  const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "never");
  return `p50 ${s(percentile(sorted, 50))}, p99 ${s(percentile(sorted, 99))}, max ${s(sorted.at(-1))}`;
}

export const staffMailDataDir = (root) => path.join(root, "data", "bench-leads-staff-mail");
