import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import webpush from "web-push";

/**
 * A single-process install on the embedded database may run without
 * SESSION_SECRET: a random secret is made once and kept in DATA_DIR, so a
 * newcomer's `npm start` works and nothing is a shared default. With
 * DATABASE_URL (several processes) the variable stays required.
 */
export function provideLocalSessionSecret(env: NodeJS.ProcessEnv): void {
  if (env.SESSION_SECRET || env.DATABASE_URL) return;
  const dataDir = env.DATA_DIR || "./data";
  const file = path.join(dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  env.SESSION_SECRET = readFileSync(file, "utf8").trim();
}

/**
 * The same for the web-push (VAPID) key pair: made once in DATA_DIR and reused, so the staff's phones stay
 * subscribed across restarts. With DATABASE_URL the keys come from the environment, shared by every process.
 */
export function provideLocalVapidKeys(env: NodeJS.ProcessEnv): void {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY || env.DATABASE_URL) return;
  const dataDir = env.DATA_DIR || "./data";
  const file = path.join(dataDir, "vapid-keys.json");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  env.VAPID_PRIVATE_KEY = keys.privateKey;
}
