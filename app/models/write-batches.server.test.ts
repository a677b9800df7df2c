import { describe, expect, it } from "vitest";
import type { Database } from "#db/index.server.ts";
import { writeBatcher } from "./write-batches.server";

// The batcher only keeps its queue on the connection object, so any object stands for one here; the
// database behind real batches is tested with the leads (tests/integration/lead-batches.test.ts).
const connection = () => ({}) as Database;
let names = 0;

/** A batcher whose store records every batch it was given and answers each item doubled. */
function recordingBatcher(
  options: { maxBatch?: number; fits?: (batch: readonly number[], item: number) => boolean } = {},
) {
  const batches: number[][] = [];
  const batcher = writeBatcher(
    `test-${names++}`,
    async (_db, items: number[]) => {
      batches.push([...items]);
      if (items.includes(13)) throw new Error("13 refused");
      if (items.includes(99)) throw new Error("connection lost");
      return items.map((item) => item * 2);
    },
    {
      maxBatch: options.maxBatch ?? 100,
      fits: options.fits,
      retryAloneWhen: (error) => (error as Error).message.endsWith("refused"),
    },
  );
  return { batcher, batches };
}

describe("writeBatcher", () => {
  it("stores a write made alone at once, by itself", async () => {
    const { batcher, batches } = recordingBatcher();
    expect(await batcher.write(connection(), 4)).toBe(8);
    expect(batches).toEqual([[4]]);
  });

  it("stores writes made together in one batch and gives each its own result", async () => {
    const { batcher, batches } = recordingBatcher();
    const db = connection();
    expect(await Promise.all([1, 2, 3].map((n) => batcher.write(db, n)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("collects the writes made while a batch is being stored into the next one", async () => {
    const { batcher, batches } = recordingBatcher();
    const db = connection();
    const first = batcher.write(db, 1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3].map((n) => batcher.write(db, n));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it("keeps one queue per connection", async () => {
    const { batcher, batches } = recordingBatcher();
    await Promise.all([batcher.write(connection(), 1), batcher.write(connection(), 2)]);
    expect(batches).toEqual([[1], [2]]);
  });

  it("takes at most maxBatch writes at a time, in the order they came", async () => {
    const { batcher, batches } = recordingBatcher({ maxBatch: 2 });
    const db = connection();
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.write(db, n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("leaves a write that does not fit for the next batch, keeping its place", async () => {
    // Odd and even numbers stand for two leads with the same phone: never in one batch.
    const sameParity = (batch: readonly number[], item: number) => batch.some((other) => other % 2 === item % 2);
    const { batcher, batches } = recordingBatcher({ fits: (batch, item) => !sameParity(batch, item) });
    const db = connection();
    await Promise.all([1, 3, 2, 5, 4].map((n) => batcher.write(db, n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("tries a failed batch again one write at a time, so only the refused write fails", async () => {
    const { batcher, batches } = recordingBatcher();
    const db = connection();
    const results = await Promise.allSettled([12, 13, 14].map((n) => batcher.write(db, n)));
    expect(results).toEqual([
      { status: "fulfilled", value: 24 },
      { status: "rejected", reason: new Error("13 refused") },
      { status: "fulfilled", value: 28 },
    ]);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
    // The queue goes on after a failure.
    expect(await batcher.write(db, 5)).toBe(10);
  });

  it("fails the whole batch, untried, on an error that does not prove nothing was stored", async () => {
    const { batcher, batches } = recordingBatcher();
    const db = connection();
    const results = await Promise.allSettled([1, 99, 2].map((n) => batcher.write(db, n)));
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(batches).toEqual([[1, 99, 2]]);
  });
});
