// npm run test:cluster (needs `npm run build`, Debian's postgresql and nginx):
// a scratch PostgreSQL, migrated and seeded once; two production app processes
// on it; nginx round-robin in front; an SMTP sink for the lead e-mails. Proves
// that a lead, a staff session, the sign-in lockout, the lead rate limit and
// the e-mail outbox are shared by the processes. Exits non-zero on a failure.
import path from "node:path";
import { openDatabase } from "#db/index.server.ts";
import { seedDatabase } from "#db/seed/index.ts";
import { createStaffUser } from "~/models/staff.server";
import { assertBuilt, assertPortFree, startApp } from "./app-process.ts";
import { checkRun } from "./checks.ts";
import {
  type Cluster,
  checkEmailsOnce,
  checkRoundRobin,
  checkSharedCatalogue,
  checkSharedContent,
  checkSharedLeads,
  checkSharedLimits,
  checkSharedSession,
} from "./cluster-checks.ts";
import { startNginx } from "./nginx.ts";
import { PG_PORT, opsPort } from "./ports.ts";
import { startScratchPostgres } from "./scratch-postgres.ts";
import { startSmtpSink } from "./smtp-sink.ts";

const run = checkRun("cluster test: two app processes on one PostgreSQL behind nginx");

await run.run(async () => {
  assertBuilt();
  const dir = run.workDir("ffp-cluster-");
  const ports = { nginx: opsPort(0), a: opsPort(1), b: opsPort(2), smtp: opsPort(3) };
  for (const port of Object.values(ports)) await assertPortFree(port);

  const pg = await startScratchPostgres(PG_PORT);
  run.onCleanup(() => pg.remove());
  const connection = await openDatabase({ databaseUrl: pg.url, poolSize: 2 });
  run.onCleanup(() => connection.close());
  const admin = { username: "cluster-admin", password: "cluster admin password 1" };
  const baseline = { username: "cluster-baseline", password: "cluster baseline password 1" };
  await connection.withStartupLock(async () => {
    await connection.migrate();
    await seedDatabase(connection.db);
    for (const user of [admin, baseline]) {
      await createStaffUser(connection.db, { ...user, email: `${user.username}@example.com`, role: "admin" });
    }
  });
  console.log(`PostgreSQL on 127.0.0.1:${pg.port}: migrated and seeded once`);

  const sink = await startSmtpSink(ports.smtp);
  run.onCleanup(() => sink.close());
  const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
  const staffInbox = "leads@cluster.example.com";
  const leadLimitPerHour = 4;
  const env = {
    DATABASE_URL: pg.url,
    DATABASE_POOL_SIZE: "5",
    SEED_DATABASE: "false",
    TRUST_PROXY: "1",
    PUBLIC_SITE_URL: nginxUrl,
    SMTP_URL: sink.url,
    LEAD_NOTIFY_TO: staffInbox,
    LEAD_RATE_LIMIT_PER_HOUR: String(leadLimitPerHour),
  };
  const a = startApp("A", ports.a, path.join(dir, "a.log"), env);
  const b = startApp("B", ports.b, path.join(dir, "b.log"), env);
  run.onCleanup(() => Promise.all([a.stop(), b.stop()]));
  await Promise.all([a.waitReady(), b.waitReady()]);
  const nginx = await startNginx(path.join(dir, "nginx"), ports.nginx, [ports.a, ports.b]);
  run.onCleanup(() => nginx.stop());
  console.log(`A ${a.baseUrl}, B ${b.baseUrl}, nginx ${nginxUrl}, SMTP sink ${sink.url}\n`);

  const cluster: Cluster = {
    run,
    db: connection.db,
    a,
    b,
    nginxUrl,
    sink,
    markerPrefix: `cluster-${Date.now().toString(36)}-`,
    admin,
    baseline,
    leadLimitPerHour,
    staffInbox,
  };
  await checkRoundRobin(cluster);
  const cookie = await checkSharedSession(cluster);
  if (cookie) await checkSharedLeads(cluster, cookie);
  if (cookie) await checkSharedContent(cluster, cookie);
  if (cookie) await checkSharedCatalogue(cluster, cookie);
  await checkSharedLimits(cluster);
  await checkEmailsOnce(cluster);
  run.check("both processes still running", a.child.exitCode === null && b.child.exitCode === null);
});
