// npm run drill:kill [-- pglite|postgres] (needs `npm run build`; postgres needs Debian's postgresql):
// 50 clients post leads without pause; the server is killed with SIGKILL,
// started again on the same database, and the clients keep posting. Then
// every lead whose request got a 2xx must be in the database exactly once.
// Runs on the embedded database (DATA_DIR) and on PostgreSQL, one after the other.
import path from "node:path";
import { openDatabase } from "#db/index.server.ts";
import { type AppProcess, assertBuilt, assertPortFree, startApp } from "./app-process.ts";
import { checkRun } from "./checks.ts";
import { startLeadLoad, storedMarkers, tallyLeads } from "./leads.ts";
import { isSuccess, seconds as s, sleep, statusCounts } from "./load.ts";
import { PG_PORT, opsPort } from "./ports.ts";
import { type ScratchPostgres, startScratchPostgres } from "./scratch-postgres.ts";

const CONCURRENCY = 50;
const LOAD_BEFORE_KILL_MS = 2_500;
const LOAD_AFTER_RESTART_MS = 2_500;
const MODES = ["pglite", "postgres"] as const;
type Mode = (typeof MODES)[number];

const run = checkRun("SIGKILL drill: leads under load survive a killed server");

async function drill(mode: Mode) {
  console.log(`\n--- ${mode === "pglite" ? "embedded database (PGlite, DATA_DIR)" : "PostgreSQL"} ---`);
  const dir = run.workDir(`ffp-drill-kill-${mode}-`);
  const port = opsPort(10);
  await assertPortFree(port);
  let pg: ScratchPostgres | undefined;
  if (mode === "postgres") {
    pg = await startScratchPostgres(PG_PORT + 1);
    run.onCleanup(() => pg?.remove());
  }
  const dataDir = path.join(dir, "data");
  const env = {
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    // One client address sends every lead; the per-address limit is not what is tested here.
    LEAD_RATE_LIMIT_PER_HOUR: "1000000",
    JOB_RUNNER: "false",
    LOG_LEVEL: "warn",
  };
  const logFile = path.join(dir, "server.log");
  let server: AppProcess = startApp("server", port, logFile, env);
  run.onCleanup(() => server.stop("SIGKILL"));
  await server.waitReady();

  const prefix = `kill-${mode}-${Date.now().toString(36)}-`;
  const started = performance.now();
  const load = startLeadLoad(server.baseUrl, prefix, CONCURRENCY);
  await sleep(LOAD_BEFORE_KILL_MS);
  const killedAt = performance.now();
  await server.stop("SIGKILL");
  server = startApp("server", port, logFile, env);
  await server.waitReady();
  const readyAt = performance.now();
  await sleep(LOAD_AFTER_RESTART_MS);
  const attempts = await load.stop();
  const exitCode = await server.stop("SIGTERM");

  // Counted with the project's own database code once the server has let go of the database.
  const connection = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir: path.join(dataDir, "db") });
  const stored = await storedMarkers(connection.db, prefix);
  await connection.close();
  const tally = tallyLeads(attempts, stored);
  const firstAfterKill = attempts
    .filter((a) => a.startedAt > killedAt && isSuccess(a))
    .reduce((first, a) => Math.min(first, a.endedAt), Number.POSITIVE_INFINITY);
  const downtime = firstAfterKill - killedAt;
  const afterRestart = attempts.filter((a) => a.startedAt > readyAt && isSuccess(a)).length;

  console.log(
    `load:       ${CONCURRENCY} clients for ${s(performance.now() - started)}, SIGKILL at ${s(killedAt - started)}`,
  );
  console.log(`answers:    ${statusCounts(attempts)}`);
  console.log(`posted:     ${tally.posted}`);
  console.log(`2xx:        ${tally.acknowledged}`);
  console.log(
    `stored:     ${tally.stored} of the 2xx (+${tally.storedUnacknowledged} in flight at the kill, stored without an answer)`,
  );
  console.log(`duplicates: ${tally.duplicates}`);
  console.log(`missing:    ${tally.missing}`);
  console.log(`downtime:   ${s(downtime)} from SIGKILL to the first 2xx (restart to ready: ${s(readyAt - killedAt)})`);

  run.check(
    `${mode}: leads acknowledged before the kill and after the restart`,
    tally.acknowledged > 0 && afterRestart > 0,
  );
  run.check(
    `${mode}: every acknowledged lead stored exactly once`,
    tally.missing === 0 && tally.duplicates === 0,
    `${tally.missing} missing, ${tally.duplicates} duplicates`,
  );
  run.check(`${mode}: the restarted server stops cleanly on SIGTERM`, exitCode === 0, `exit code ${exitCode}`);
}

await run.run(async () => {
  assertBuilt();
  const chosen = process.argv.slice(2).filter((arg): arg is Mode => (MODES as readonly string[]).includes(arg));
  for (const mode of chosen.length ? chosen : MODES) await drill(mode);
});
