import { dropTestDatabases } from "./test-db.ts";

/** On a real PostgreSQL server, remove the databases the workers created. */
export default function setup() {
  return async function teardown() {
    if (process.env.DATABASE_URL) await dropTestDatabases(process.env.DATABASE_URL);
  };
}
