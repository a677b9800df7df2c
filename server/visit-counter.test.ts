import type { Logger } from "pino";
import { describe, expect, it, vi } from "vitest";
import type { LandingPageVisitRow } from "~/models/landing-page-visits.server";
import { type VisitKey, createVisitBatch } from "./visit-counter";

const key = (landingPath: string, utmCampaign = ""): VisitKey => ({
  day: "2026-11-26",
  landingPath,
  utmSource: utmCampaign ? "google" : "",
  utmMedium: utmCampaign ? "cpc" : "",
  utmCampaign,
});

function fakeLogger() {
  const warn = vi.fn();
  return { logger: { warn } as unknown as Logger, warn };
}

/** A write that waits until the test lets it finish (or fail). */
function heldWrites() {
  const calls: { rows: LandingPageVisitRow[]; finish: () => void; fail: (error: unknown) => void }[] = [];
  const write = (rows: LandingPageVisitRow[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ rows, finish: resolve, fail: reject });
    });
  return { calls, write };
}

const visitsOf = (rows: readonly LandingPageVisitRow[]) =>
  Object.fromEntries(rows.map((row) => [`${row.landingPath} ${row.utmCampaign}`, row.visits]));

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the landing-page visit batch", () => {
  it("merges the visits of one day, page and campaign into one row, and writes nothing when nothing was counted", async () => {
    const write = vi.fn(async (_rows: LandingPageVisitRow[]) => {});
    const batch = createVisitBatch({ write, maxKeys: 100, logger: fakeLogger().logger });
    await batch.flush();
    expect(write).not.toHaveBeenCalled();

    for (let i = 0; i < 3; i++) batch.add(key("/fiberglass-pools-ocala"));
    batch.add(key("/fiberglass-pools-ocala", "spring"));
    batch.add(key("/fiberglass-pools-ocala", "spring"));
    batch.add(key("/south-florida-promotion"));
    expect(batch.size()).toBe(3);
    await batch.flush();

    expect(write).toHaveBeenCalledTimes(1);
    expect(visitsOf(write.mock.calls[0]![0])).toEqual({
      "/fiberglass-pools-ocala ": 3,
      "/fiberglass-pools-ocala spring": 2,
      "/south-florida-promotion ": 1,
    });
    // Written: the next batch starts from nothing.
    expect(batch.size()).toBe(0);
    await batch.flush();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it("writes at once when the map reaches its size limit, and drops only new keys while that write is under way", async () => {
    const { calls, write } = heldWrites();
    const { logger, warn } = fakeLogger();
    const batch = createVisitBatch({ write, maxKeys: 2, logger });

    batch.add(key("/a"));
    batch.add(key("/a"));
    expect(calls).toHaveLength(0);
    batch.add(key("/b")); // the second key: the limit
    await tick();
    expect(calls).toHaveLength(1);
    expect(visitsOf(calls[0]!.rows)).toEqual({ "/a ": 2, "/b ": 1 });

    // The first write is still under way: the map fills again, then only known keys still count.
    batch.add(key("/c"));
    batch.add(key("/d"));
    batch.add(key("/e")); // dropped: the map is full
    batch.add(key("/c")); // counted: its key is there
    expect(batch.size()).toBe(2);
    calls[0]!.finish();
    await tick();
    expect(calls).toHaveLength(2);
    expect(visitsOf(calls[1]!.rows)).toEqual({ "/c ": 2, "/d ": 1 });
    calls[1]!.finish();
    await tick();

    // The dropped visit is reported (a count, nothing about the visit) with the next write.
    await batch.flush();
    expect(warn).toHaveBeenCalledWith({ droppedVisits: 1 }, expect.stringContaining("dropped"));
  });

  it("keeps the counts for the next write while the database is away, merged with the new ones", async () => {
    const { calls, write } = heldWrites();
    const { logger, warn } = fakeLogger();
    const batch = createVisitBatch({ write, maxKeys: 100, logger });

    batch.add(key("/ocala", "spring"));
    batch.add(key("/ocala", "spring"));
    const first = batch.flush();
    await tick();
    calls[0]!.fail(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    await first; // a failed write never rejects: the timer and shutdown call flush without a catch
    expect(warn).toHaveBeenCalledWith(
      { rows: 1, visits: 2, kept: true, code: "ECONNREFUSED" },
      "landing page visits not saved",
    );

    batch.add(key("/ocala", "spring"));
    batch.add(key("/ocala"));
    const second = batch.flush();
    await tick();
    expect(visitsOf(calls[1]!.rows)).toEqual({ "/ocala spring": 3, "/ocala ": 1 });
    calls[1]!.finish();
    await second;
    expect(batch.size()).toBe(0);
  });

  it("drops counts a write refused for another reason, rather than retrying them forever", async () => {
    const { calls, write } = heldWrites();
    const { logger, warn } = fakeLogger();
    const batch = createVisitBatch({ write, maxKeys: 100, logger });

    batch.add(key("/ocala"));
    const first = batch.flush();
    await tick();
    const refused = Object.assign(new Error("Failed query: insert ... params: /ocala"), {
      cause: Object.assign(new Error("value too long"), { code: "22001" }),
    });
    calls[0]!.fail(refused);
    await first;
    expect(warn).toHaveBeenCalledWith(
      { rows: 1, visits: 1, kept: false, code: "22001" },
      "landing page visits not saved",
    );
    expect(batch.size()).toBe(0);
  });

  it("keeps at most its size limit of counts through a long outage", async () => {
    const write = vi.fn(async () => {
      throw Object.assign(new Error("Connection terminated unexpectedly"), {});
    });
    const batch = createVisitBatch({ write, maxKeys: 3, logger: fakeLogger().logger });
    for (const path of ["/a", "/b"]) batch.add(key(path));
    await batch.flush();
    for (const path of ["/c", "/d", "/e"]) batch.add(key(path)); // /c fills the map back to 3 and writes at once
    await batch.flush();
    expect(batch.size()).toBeLessThanOrEqual(3);
  });
});
