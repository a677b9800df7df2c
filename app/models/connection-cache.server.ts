// What a process keeps of the database for a few seconds, per connection: the public catalogue
// (catalogue-cache.server.ts) and the site settings (site-settings.server.ts) are read by nearly every
// request and change only when staff save them.
import type { Database } from "#db/index.server.ts";

interface Entry {
  value: Promise<unknown>;
  readAt: number;
}

/** Every request shares a cached value: freezing it makes an accidental change throw instead of leaking. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface ConnectionCache {
  /**
   * The value of `load` under `key`, read once per ttlMs: requests arriving
   * while it loads wait for the same read. A failed read is not kept.
   */
  read<T>(db: Database, key: string, load: () => Promise<T>): Promise<T>;
  /** Forget `key`, or everything, in this process: a read that was under way is not kept either. */
  forget(db: Database, key?: string): void;
}

/**
 * A cache named `name` on each connection. The copies hang on the connection object under a registered
 * symbol: in development and in the integration tests a module is loaded twice (by Vite for the routes, by
 * Node for the server and the tests), and both copies must find the same cache.
 */
export function connectionCache(
  name: string,
  { ttlMs, freeze = false }: { ttlMs: number; freeze?: boolean },
): ConnectionCache {
  const slot = Symbol.for(`florida-fiberglass-pools.${name}-cache`);
  type Holder = Database & { [slot]?: Map<string, Entry> };
  const entriesOf = (db: Database) => ((db as Holder)[slot] ??= new Map());

  return {
    read<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
      const entries = entriesOf(db);
      const hit = entries.get(key);
      if (hit && Date.now() - hit.readAt < ttlMs) return hit.value as Promise<T>;
      const entry: Entry = { value: freeze ? load().then(deepFreeze) : load(), readAt: Date.now() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as Promise<T>;
    },
    forget(db: Database, key?: string): void {
      const entries = (db as Holder)[slot];
      if (key === undefined) entries?.clear();
      else entries?.delete(key);
    },
  };
}
