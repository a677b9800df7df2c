// Creates the browser tests' staff users (tests/e2e/support/staff.ts) in the
// database of DATA_DIR / DATABASE_URL. Only for throwaway test databases:
// scripts/e2e-server.mjs runs it on data/e2e-<port> before the server starts. It
// runs only with E2E_STAFF=1, so no deployment creates these accounts by accident.
import { E2E_STAFF } from "../tests/e2e/support/staff.ts";
import { DuplicateStaffUserError, createStaffUser } from "~/models/staff.server";
import { fail, openConfiguredDatabase } from "./cli.ts";

if (process.env.E2E_STAFF !== "1") fail("Set E2E_STAFF=1: this script creates test accounts with known passwords.");

const connection = await openConfiguredDatabase();
try {
  await connection.withStartupLock(() => connection.migrate());
  for (const user of Object.values(E2E_STAFF)) {
    try {
      await createStaffUser(connection.db, user);
      console.log(`Created e2e ${user.role} user "${user.username}".`);
    } catch (error) {
      if (!(error instanceof DuplicateStaffUserError)) throw error;
    }
  }
} finally {
  await connection.close();
}
