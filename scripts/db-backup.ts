// npm run db:backup -- [--out FILE]: back up the configured database
// (PGlite in DATA_DIR/db, or DATABASE_URL with pg_dump) into one file.
import { parseArgs } from "node:util";
import {
  BackupError,
  backupDatabase,
  backupTargetFromEnv,
  defaultBackupFile,
  describeTarget,
  formatBytes,
} from "#db/backup.server.ts";
import { EnvError, parseEnv } from "../server/env.ts";
import { fail } from "./cli.ts";

const { values } = parseArgs({
  options: { out: { type: "string" }, help: { type: "boolean", default: false } },
});
if (values.help) {
  console.log("Usage: npm run db:backup -- [--out FILE]   (default: backups/<kind>-<UTC time>.<ext>)");
  process.exit(0);
}

try {
  const target = backupTargetFromEnv(parseEnv(process.env, { forCommandLine: true }));
  const result = await backupDatabase(target, values.out ?? defaultBackupFile(target.kind));
  console.log(`Backed up ${describeTarget(target)} to ${result.file} (${formatBytes(result.bytes)}).`);
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError) fail(error.message);
  throw error;
}
