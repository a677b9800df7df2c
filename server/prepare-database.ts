// Migrations, the seed and the first staff account: what the database needs before the server listens.
import { fork } from "node:child_process";
import type { Logger } from "pino";
import { type DatabaseConnection, hasPgliteDatabase } from "#db/index.server.ts";
import { seedDatabase } from "#db/seed/index.ts";
import { ensureFirstAdmin } from "~/models/staff.server";
import type { Env } from "./env.ts";

const PREPARATION_PROCESS_FLAG = "FFP_PREPARE_DATABASE_ONLY";

export async function prepareDatabase(connection: DatabaseConnection, env: Env, logger: Logger) {
  await connection.withStartupLock(async () => {
    await connection.migrate();
    if (env.SEED_DATABASE) {
      const result = await seedDatabase(connection.db);
      logger.info(result, result.seeded ? "database seeded" : "seed skipped");
    }
    const admin = await ensureFirstAdmin(connection.db, {
      username: env.ADMIN_USERNAME,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
    });
    if (admin === "created") logger.info({ username: env.ADMIN_USERNAME }, "first admin created");
    if (admin === "not-configured") {
      logger.warn(
        "no staff user exists: set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run user:create",
      );
    }
  });
}

/** True in the short-lived process that prepareInChildProcess starts. */
export function isPreparationProcess(): boolean {
  return process.env[PREPARATION_PROCESS_FLAG] === "1";
}

/**
 * Creating and seeding an embedded database grows PGlite's WebAssembly memory
 * and the allocator's heaps by a few hundred MB, which a process never hands
 * back to the system. So a new embedded database is created by a short-lived
 * child process, and the server opens the finished directory: its memory is
 * then what serving needs (measured by bench/http). PostgreSQL and an existing
 * directory need no child: migrations alone stay small.
 */
export function needsPreparationProcess(env: Env, pgliteDataDir: string): boolean {
  return !env.DATABASE_URL && !hasPgliteDatabase(pgliteDataDir);
}

/** Runs `entry` (this server) with the preparation flag and waits for it to finish. */
export async function prepareInChildProcess(entry: string): Promise<void> {
  const child = fork(entry, process.argv.slice(2), {
    env: { ...process.env, [PREPARATION_PROCESS_FLAG]: "1" },
    stdio: "inherit",
  });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (exitCode !== 0) throw new Error(`preparing the embedded database failed (exit code ${exitCode})`);
}
