import pg from "pg";
import { type DatabaseConnection, openDatabase } from "#db/index.server.ts";
import { seedDatabase } from "#db/seed/index.ts";

export const TEST_DATABASE_PREFIX = "ffp_test_";

/**
 * A fresh, migrated and seeded database for this test worker: in-memory
 * PGlite by default, or a new database on the PostgreSQL server of
 * DATABASE_URL (CI: scripts/with-postgres.sh npm test).
 */
export async function openTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.DATABASE_URL;
  let connection: DatabaseConnection;
  if (serverUrl) {
    const name = `${TEST_DATABASE_PREFIX}${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    connection = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  } else {
    connection = await openDatabase({ dataDir: "memory://" });
  }
  await connection.withStartupLock(async () => {
    await connection.migrate();
    await seedDatabase(connection.db);
  });
  return connection;
}

/** Drops the per-worker databases a run made on a real PostgreSQL server. */
export async function dropTestDatabases(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
    `${TEST_DATABASE_PREFIX}%`,
  ]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
}
