// Group commit for the busiest write (a lead, with its rate-limit count). Writes that arrive while the
// previous batch is being stored are stored together by the next one: one transaction and a few
// multi-row statements instead of a round of statements per write. A write that finds nothing under way
// is stored on the next turn of the event loop, with whatever else has arrived by then, so a quiet site
// answers as fast as before; under load every statement serves many callers, which is what lets one
// process on 2 cores take a burst of leads (decision 018).
import type { Database } from "#db/index.server.ts";

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

interface Queue<Item, Result> {
  waiting: Pending<Item, Result>[];
  storing: boolean;
}

export interface WriteBatcher<Item, Result> {
  /** Stores `item` with whatever else is waiting; resolves once its batch is committed. */
  write(db: Database, item: Item): Promise<Result>;
}

export interface WriteBatcherOptions<Item> {
  /** The most writes one batch takes; the others wait for the next. */
  maxBatch: number;
  /**
   * Whether `item` may join `batch`. One that may not (say, a second lead with the same phone number,
   * which must see the first as stored) keeps its place for the next batch.
   */
  fits?: (batch: readonly Item[], item: Item) => boolean;
  /**
   * Whether a failed batch is tried again one write at a time, so that the write the database refused
   * fails alone. Only for errors that prove nothing was committed: after a connection lost during the
   * commit, a write tried again could be stored twice.
   */
  retryAloneWhen?: (error: unknown) => boolean;
}

/** A batcher named `name`; `store` writes a batch (all or nothing) and returns one result per item, in order. */
export function writeBatcher<Item, Result>(
  name: string,
  store: (db: Database, items: Item[]) => Promise<Result[]>,
  { maxBatch, fits = () => true, retryAloneWhen = () => false }: WriteBatcherOptions<Item>,
): WriteBatcher<Item, Result> {
  // On the connection object under a registered symbol, like connectionCache: in development and in the
  // integration tests the module is loaded twice, and both copies must share one queue.
  const slot = Symbol.for(`florida-fiberglass-pools.${name}-batches`);
  type Holder = Database & { [slot]?: Queue<Item, Result> };

  function takeBatch(queue: Queue<Item, Result>): Pending<Item, Result>[] {
    const batch: Pending<Item, Result>[] = [];
    const items: Item[] = [];
    const left: Pending<Item, Result>[] = [];
    for (const pending of queue.waiting) {
      if (batch.length === 0 || (batch.length < maxBatch && fits(items, pending.item))) {
        batch.push(pending);
        items.push(pending.item);
      } else {
        left.push(pending);
      }
    }
    queue.waiting = left;
    return batch;
  }

  async function storeBatch(db: Database, batch: Pending<Item, Result>[]): Promise<void> {
    try {
      const results = await store(
        db,
        batch.map((pending) => pending.item),
      );
      batch.forEach((pending, i) => pending.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1 || !retryAloneWhen(error)) return batch.forEach((pending) => pending.reject(error));
      for (const pending of batch) {
        await store(db, [pending.item]).then(([result]) => pending.resolve(result!), pending.reject);
      }
    }
  }

  // A batch starts after the event loop has taken in every request that has arrived (setImmediate):
  // PGlite answers without ever waiting on I/O, so a write that started at once would be stored before
  // the next request was even read, and no batch would ever hold more than one.
  function drain(db: Database, queue: Queue<Item, Result>): void {
    if (queue.storing || queue.waiting.length === 0) return;
    queue.storing = true;
    setImmediate(() => {
      void storeBatch(db, takeBatch(queue)).finally(() => {
        queue.storing = false;
        drain(db, queue);
      });
    });
  }

  return {
    write(db, item) {
      const queue = ((db as Holder)[slot] ??= { waiting: [], storing: false });
      return new Promise<Result>((resolve, reject) => {
        queue.waiting.push({ item, resolve, reject });
        drain(db, queue);
      });
    },
  };
}
