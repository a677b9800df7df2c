import path from "node:path";
import { type DatabaseConnection, openDatabase } from "#db/index.server.ts";
import { EnvError, parseEnv } from "../server/env.ts";

/** Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR) for a command-line tool. */
export async function openConfiguredDatabase(): Promise<DatabaseConnection> {
  try {
    const env = parseEnv(process.env, { forCommandLine: true });
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, "db"), poolSize: 2 });
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
