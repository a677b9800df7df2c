import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDirectory } from "./index.server";

describe("lockDataDirectory", () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ffp-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("takes the lock, and releases it", () => {
    const dir = fresh();
    const unlock = lockDataDirectory(dir);
    expect(readFileSync(path.join(dir, "ffp-server.lock"), "utf8")).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dir, "ffp-server.lock"))).toBe(false);
  });

  it("refuses a directory a running process holds", () => {
    const dir = fresh();
    // The parent of this test process is alive for sure.
    writeFileSync(path.join(dir, "ffp-server.lock"), String(process.ppid));
    expect(() => lockDataDirectory(dir)).toThrowError(/in use by process/);
  });

  it("takes over a lock left by a process that died", () => {
    const dir = fresh();
    writeFileSync(path.join(dir, "ffp-server.lock"), "999999999");
    const unlock = lockDataDirectory(dir);
    expect(readFileSync(path.join(dir, "ffp-server.lock"), "utf8")).toBe(String(process.pid));
    unlock();
  });
});
