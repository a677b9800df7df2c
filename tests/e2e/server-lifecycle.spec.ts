import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test.ts";
import { inArray } from "drizzle-orm";
import { openDatabase } from "#db/index.server.ts";
import { leads } from "#db/schema/index.ts";
import { listJobsForLead } from "~/models/jobs.server";
import { startSmtpSink } from "../../scripts/ops-tests/smtp-sink.ts";
import { startServer, started, waitUntilReady } from "./support/server-process.ts";

// The built production server run as a real process: configuration errors,
// graceful shutdown and data that survives a restart.

const PORT = 4290 + (Number(process.env.TEST_PARALLEL_INDEX) || 0);
const SMTP_PORT = PORT + 100;

test.describe("the production server process", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let dataDir: string;

  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ffp-lifecycle-"));
  });
  test.afterAll(() => {
    // A failed test must not leave a server running.
    for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("stops at start-up with a message naming a bad setting", async () => {
    const running = startServer({ PORT: "eighty", DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(40) });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain("PORT:");
  });

  test("needs no default password: without ADMIN_* no staff account exists, and it says so", async () => {
    const running = startServer({ PORT: String(PORT), DATA_DIR: dataDir });
    await waitUntilReady(PORT, running);
    expect(running.output()).toContain("no staff user exists");
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
  });

  test("finishes a request in flight on SIGTERM, then keeps its data across a restart", async () => {
    const first = startServer({ PORT: String(PORT), DATA_DIR: dataDir });
    await waitUntilReady(PORT, first);

    // A lead whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({
      firstName: "Drain",
      lastName: "Test",
      phone: "(772) 555-0199",
      requestType: "contact",
      message: "Sent while the server shuts down.",
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: PORT,
          path: "/api/estimates",
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        first.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(20)), 300);
      }, 300);
    });
    const { status, body: responseBody } = await answer;
    expect(status).toBe(201);
    const leadId = (JSON.parse(responseBody) as { id: number }).id;
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("shutdown complete");

    // Same DATA_DIR: the lead is still there, and the seed did not run again.
    const second = startServer({ PORT: String(PORT), DATA_DIR: dataDir });
    await waitUntilReady(PORT, second);
    expect(second.output()).toContain("seed skipped");
    const duplicate = await fetch(`http://127.0.0.1:${PORT}/api/estimates`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(duplicate.status).toBe(201);
    const secondId = ((await duplicate.json()) as { id: number }).id;
    const pools = (await (await fetch(`http://127.0.0.1:${PORT}/api/pools`)).json()) as unknown[];
    expect(pools).toHaveLength(77);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    // Read the stored leads directly: both are there, the second linked to the first.
    const connection = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const rows = await connection.db
        .select()
        .from(leads)
        .where(inArray(leads.id, [leadId, secondId]));
      expect(rows.map((r) => [r.id, r.firstName, r.possibleDuplicateOf])).toEqual([
        [leadId, "Drain", null],
        [secondId, "Drain", leadId],
      ]);
    } finally {
      await connection.close();
    }
  });

  test("stops the job runner cleanly on SIGTERM: the e-mail being sent goes out, no job is left half done", async () => {
    // A fresh database, so the only jobs are this lead's.
    const jobDataDir = mkdtempSync(path.join(tmpdir(), "ffp-lifecycle-jobs-"));
    // The mail server holds the first message open until released: SIGTERM arrives in the middle of a send.
    const sink = await startSmtpSink(SMTP_PORT, { holdDelivery: true });
    try {
      const running = startServer({
        PORT: String(PORT),
        DATA_DIR: jobDataDir,
        SMTP_URL: sink.url,
        LEAD_NOTIFY_TO: "leads@example.com",
      });
      await waitUntilReady(PORT, running);
      const response = await fetch(`http://127.0.0.1:${PORT}/api/estimates`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          firstName: "Runner",
          lastName: "Stop",
          email: "runner.stop@example.com",
          // An area code none of the offices has: the lead has no office inbox, only LEAD_NOTIFY_TO.
          phone: "(239) 555-0198",
          requestType: "contact",
          message: "Sent just before the server stops.",
        }),
      });
      expect(response.status).toBe(201);
      const leadId = ((await response.json()) as { id: number }).id;

      await sink.firstDelivery;
      running.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(running.child.exitCode, "the process waits for the job in hand").toBeNull();
      sink.release();
      expect(await running.exited).toBe(0);
      expect(running.output()).toContain("shutdown complete");
      // Both e-mails of the lead (the staff notice and the visitor's confirmation) went out once.
      expect(sink.messages.map((m) => m.to).sort()).toEqual([["leads@example.com"], ["runner.stop@example.com"]]);

      const connection = await openDatabase({ dataDir: path.join(jobDataDir, "db") });
      try {
        const jobs = await listJobsForLead(connection.db, leadId);
        expect(jobs.map((job) => [job.kind, job.status])).toEqual([
          ["lead.notify-staff", "done"],
          ["lead.confirm-visitor", "done"],
          // The phone reminder waits for 15 office minutes without a contact.
          ["lead.uncontacted-alert", "pending"],
        ]);
      } finally {
        await connection.close();
      }
    } finally {
      sink.release();
      await sink.close();
      rmSync(jobDataDir, { recursive: true, force: true });
    }
  });
});

test("hashed assets are served with immutable caching", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets.slice(0, 3)) {
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});
