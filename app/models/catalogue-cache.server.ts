// The public catalogue (active pools, enabled manufacturers, finish colours,
// testimonials) changes only when staff edit it, yet nearly every public page
// reads it. Each process keeps what it read for CATALOGUE_CACHE_MS:
// - a catalogue write through app/models empties this process's copy at once
//   (catalogueChanged);
// - the server empties it when another process reports a change (the same
//   PostgreSQL broadcast that empties the response cache);
// - the time limit bounds changes made outside the app (SQL by hand, a restore).
import type { Database } from "#db/index.server.ts";

export const CATALOGUE_CACHE_MS = 30_000;

interface Entry {
  value: Promise<unknown>;
  readAt: number;
}

// The copy belongs to the connection, kept on it under a registered symbol: in development and in the
// integration tests this module is loaded twice (by Vite for the routes, by Node for the server and the
// tests), and both copies must find the same cache.
const CACHE = Symbol.for("florida-fiberglass-pools.catalogue-cache");
type CachingDatabase = Database & { [CACHE]?: Map<string, Entry> };

function cacheOf(db: Database): Map<string, Entry> {
  return ((db as CachingDatabase)[CACHE] ??= new Map());
}

/** Every request shares the cached value: freezing it makes an accidental change throw instead of leaking. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The value of `load` under `key`, read once per CATALOGUE_CACHE_MS: requests
 * arriving while it loads wait for the same read. A failed read is not kept.
 */
export function readCatalogue<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.readAt < CATALOGUE_CACHE_MS) return hit.value as Promise<T>;
  const entry: Entry = { value: load().then(deepFreeze), readAt: Date.now() };
  cache.set(key, entry);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value as Promise<T>;
}

/** Forget this process's copy of the catalogue: call after any write to pools, manufacturers, colours or testimonials. */
export function catalogueChanged(db: Database): void {
  (db as CachingDatabase)[CACHE]?.clear();
}

/** Wraps a catalogue write so that this process's copy is forgotten once it has finished (committed or not). */
export function changesCatalogue<Args extends unknown[], Result>(
  write: (db: Database, ...args: Args) => Promise<Result>,
): (db: Database, ...args: Args) => Promise<Result> {
  return async (db, ...args) => {
    try {
      return await write(db, ...args);
    } finally {
      catalogueChanged(db);
    }
  };
}
