import { describe, expect, it } from "vitest";
import { groupSpeedToLead, median } from "./speed-to-lead";

const MIN = 60_000;

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([3])).toBe(3);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });
});

describe("groupSpeedToLead", () => {
  it("counts leads, contacts, the median and the 5-minute and 1-hour marks per group", () => {
    const groups = groupSpeedToLead([
      { key: "1", label: "ana", waitMs: 2 * MIN },
      { key: "1", label: "ana", waitMs: 5 * MIN },
      { key: "1", label: "ana", waitMs: 61 * MIN },
      { key: "1", label: "ana", waitMs: null },
      { key: "none", label: "Unassigned", waitMs: 60 * MIN },
    ]);
    expect(groups).toEqual([
      { key: "1", label: "ana", leads: 4, contacted: 3, medianMs: 5 * MIN, withinFast: 2, withinHour: 2 },
      { key: "none", label: "Unassigned", leads: 1, contacted: 1, medianMs: 60 * MIN, withinFast: 0, withinHour: 1 },
    ]);
  });

  it("has no median for a group nobody contacted", () => {
    expect(groupSpeedToLead([{ key: "2", label: "ben", waitMs: null }])[0]).toMatchObject({
      leads: 1,
      contacted: 0,
      medianMs: null,
      withinFast: 0,
    });
  });
});
