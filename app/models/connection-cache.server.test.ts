import { describe, expect, it } from "vitest";
import type { Database } from "#db/index.server.ts";
import { connectionCache } from "./connection-cache.server";

// The catalogue's use (frozen values, forgetting everything) is tested in catalogue-cache.server.test.ts.
describe("connectionCache", () => {
  it("forgets one key and keeps the others", async () => {
    const cache = connectionCache("test-one-key", { ttlMs: 60_000 });
    const db = {} as Database;
    let reads = 0;
    const load = async () => ++reads;
    await cache.read(db, "a", load);
    await cache.read(db, "b", load);
    cache.forget(db, "a");
    expect(await cache.read(db, "a", load)).toBe(3);
    expect(await cache.read(db, "b", load)).toBe(2);
  });

  it("leaves values unfrozen unless asked", async () => {
    const cache = connectionCache("test-unfrozen", { ttlMs: 60_000 });
    const value = await cache.read({} as Database, "settings", async () => ({ id: "G-1" }));
    expect(Object.isFrozen(value)).toBe(false);
  });

  it("keeps caches of different names apart on one connection", async () => {
    const db = {} as Database;
    await connectionCache("test-first", { ttlMs: 60_000 }).read(db, "k", async () => "first");
    expect(await connectionCache("test-second", { ttlMs: 60_000 }).read(db, "k", async () => "second")).toBe("second");
  });
});
