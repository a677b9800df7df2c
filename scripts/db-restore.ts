// npm run db:restore -- FILE [--force]: restore a db:backup file into the
// configured database, then apply the committed migrations.
import { parseArgs } from "node:util";
import { BackupError, backupTargetFromEnv, describeTarget, restoreDatabase } from "#db/backup.server.ts";
import { EnvError, parseEnv } from "../server/env.ts";
import { fail } from "./cli.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false }, help: { type: "boolean", default: false } },
});
const [file, ...extra] = positionals;
if (values.help || !file || extra.length) {
  console.log("Usage: npm run db:restore -- FILE [--force]   (--force replaces a database that has data)");
  process.exit(values.help ? 0 : 1);
}

try {
  const target = backupTargetFromEnv(parseEnv(process.env, { forCommandLine: true }));
  await restoreDatabase(target, file, { force: values.force });
  console.log(`Restored ${file} into ${describeTarget(target)}, and applied the migrations.`);
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError) fail(error.message);
  throw error;
}
