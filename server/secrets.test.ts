import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { provideLocalVapidKeys } from "./secrets";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "ffp-secrets-"));
  dirs.push(dir);
  return dir;
}

describe("provideLocalVapidKeys", () => {
  it("makes a key pair once in DATA_DIR (owner-only) and reuses it", () => {
    const dir = dataDir();
    const first: NodeJS.ProcessEnv = { DATA_DIR: dir };
    provideLocalVapidKeys(first);
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
    expect(first.VAPID_PRIVATE_KEY).toMatch(/^[\w-]{43}$/);
    expect(statSync(path.join(dir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    const second: NodeJS.ProcessEnv = { DATA_DIR: dir };
    provideLocalVapidKeys(second);
    expect(second).toEqual(first);
  });

  it("leaves keys from the environment alone, and makes none with DATABASE_URL", () => {
    const given: NodeJS.ProcessEnv = { DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: "pub", VAPID_PRIVATE_KEY: "priv" };
    provideLocalVapidKeys(given);
    expect(given.VAPID_PUBLIC_KEY).toBe("pub");
    const shared: NodeJS.ProcessEnv = { DATA_DIR: dataDir(), DATABASE_URL: "postgresql://db/pools" };
    provideLocalVapidKeys(shared);
    expect(shared.VAPID_PUBLIC_KEY).toBeUndefined();
  });
});
