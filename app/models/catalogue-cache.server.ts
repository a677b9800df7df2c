// The public catalogue (active pools, enabled manufacturers, finish colours,
// testimonials) changes only when staff edit it, yet nearly every public page
// reads it. Each process keeps what it read for CATALOGUE_CACHE_MS:
// - a catalogue write through app/models empties this process's copy at once
//   (catalogueChanged);
// - the server empties it when another process reports a change (the same
//   PostgreSQL broadcast that empties the response cache);
// - the time limit bounds changes made outside the app (SQL by hand, a restore).
import type { Database } from "#db/index.server.ts";
import { connectionCache } from "./connection-cache.server";

export const CATALOGUE_CACHE_MS = 30_000;

const catalogue = connectionCache("catalogue", { ttlMs: CATALOGUE_CACHE_MS, freeze: true });

/**
 * The value of `load` under `key`, read once per CATALOGUE_CACHE_MS: requests
 * arriving while it loads wait for the same read. A failed read is not kept.
 * The value is frozen: every request shares it.
 */
export function readCatalogue<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  return catalogue.read(db, key, load);
}

/** Forget this process's copy of the catalogue: call after any write to pools, manufacturers, colours or testimonials. */
export function catalogueChanged(db: Database): void {
  catalogue.forget(db);
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
