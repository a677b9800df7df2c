import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#db/index.server.ts";
import { CATALOGUE_CACHE_MS, catalogueChanged, changesCatalogue, readCatalogue } from "./catalogue-cache.server";

/** The cache only keys on the connection object, so a bare object stands in for one here. */
function connection() {
  return {} as Database;
}

function counter<T>(value: () => T) {
  let reads = 0;
  const load = async () => {
    reads++;
    return value();
  };
  return { load, reads: () => reads };
}

afterEach(() => vi.useRealTimers());

describe("readCatalogue", () => {
  it("reads once for many requests, including those that arrive while the read runs", async () => {
    const db = connection();
    const pools = counter(() => [{ name: "Ariel 16" }]);
    const [first, second] = await Promise.all([
      readCatalogue(db, "pools", pools.load),
      readCatalogue(db, "pools", pools.load),
    ]);
    const third = await readCatalogue(db, "pools", pools.load);
    expect(first).toEqual([{ name: "Ariel 16" }]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(pools.reads()).toBe(1);
  });

  it("reads again once CATALOGUE_CACHE_MS has passed", async () => {
    vi.useFakeTimers();
    const db = connection();
    const pools = counter(() => ["a"]);
    await readCatalogue(db, "pools", pools.load);
    vi.advanceTimersByTime(CATALOGUE_CACHE_MS - 1);
    await readCatalogue(db, "pools", pools.load);
    expect(pools.reads()).toBe(1);
    vi.advanceTimersByTime(1);
    await readCatalogue(db, "pools", pools.load);
    expect(pools.reads()).toBe(2);
  });

  it("keeps each connection's copy apart, and each key apart", async () => {
    const [one, two] = [connection(), connection()];
    const pools = counter(() => ["a"]);
    await readCatalogue(one, "pools", pools.load);
    await readCatalogue(two, "pools", pools.load);
    await readCatalogue(one, "colours", pools.load);
    expect(pools.reads()).toBe(3);
  });

  it("does not keep a failed read", async () => {
    const db = connection();
    let fail = true;
    const load = async () => {
      if (fail) throw new Error("database unavailable");
      return ["a"];
    };
    await expect(readCatalogue(db, "pools", load)).rejects.toThrow("database unavailable");
    fail = false;
    await expect(readCatalogue(db, "pools", load)).resolves.toEqual(["a"]);
  });

  it("hands out a frozen value, so no request can change what the next one sees", async () => {
    const db = connection();
    const pools = await readCatalogue(db, "pools", async () => [{ name: "Ariel 16", features: ["steps", "bench"] }]);
    expect(() => pools.push({ name: "Extra", features: [] })).toThrow(TypeError);
    expect(() => {
      pools[0]!.name = "Changed";
    }).toThrow(TypeError);
    expect(() => pools[0]!.features.sort()).toThrow(TypeError);
  });
});

describe("catalogueChanged and changesCatalogue", () => {
  it("makes the next request read again", async () => {
    const db = connection();
    const pools = counter(() => ["a"]);
    await readCatalogue(db, "pools", pools.load);
    catalogueChanged(db);
    await readCatalogue(db, "pools", pools.load);
    expect(pools.reads()).toBe(2);
  });

  it("forgets the copy after a write, whether it succeeded or failed", async () => {
    const db = connection();
    const pools = counter(() => ["a"]);
    const save = changesCatalogue(async (_db: Database, ok: boolean) => {
      if (!ok) throw new Error("name taken");
      return "saved";
    });
    await readCatalogue(db, "pools", pools.load);
    await expect(save(db, true)).resolves.toBe("saved");
    await readCatalogue(db, "pools", pools.load);
    await expect(save(db, false)).rejects.toThrow("name taken");
    await readCatalogue(db, "pools", pools.load);
    expect(pools.reads()).toBe(3);
  });

  it("does not let a read that started before a change fill the cache after it", async () => {
    const db = connection();
    let release: (rows: string[]) => void = () => {};
    const slow = () => new Promise<string[]>((resolve) => (release = resolve));
    const before = readCatalogue(db, "pools", slow);
    catalogueChanged(db);
    release(["old"]);
    expect(await before).toEqual(["old"]);
    await expect(readCatalogue(db, "pools", async () => ["new"])).resolves.toEqual(["new"]);
  });
});
