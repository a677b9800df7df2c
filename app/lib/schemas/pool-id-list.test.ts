import { describe, expect, it } from "vitest";
import { formatPoolIdList, parsePoolIdList } from "./pool-id-list";

describe("parsePoolIdList", () => {
  it("splits a comma list and keeps the address's order", () => {
    expect(parsePoolIdList("3,7,9", { max: 4 })).toEqual({ ids: [3, 7, 9], dropped: [] });
    expect(parsePoolIdList("9,3", { max: 4 }).ids).toEqual([9, 3]);
  });

  it("reads repeated parameters, spaces and empty places between commas", () => {
    expect(parsePoolIdList(["3, 7", "9", ",,12,"], { max: 4 })).toEqual({ ids: [3, 7, 9, 12], dropped: [] });
    expect(parsePoolIdList("3 7", { max: 4 }).ids).toEqual([3, 7]);
  });

  it("has nothing for a missing or empty parameter", () => {
    for (const raw of [null, undefined, "", ",", [], [""]]) {
      expect(parsePoolIdList(raw, { max: 4 })).toEqual({ ids: [], dropped: [] });
    }
  });

  it("drops what is not a pool number, saying what it was", () => {
    expect(parsePoolIdList("3,abc,-1,0,1.5,1e3,007,4", { max: 10 })).toEqual({
      ids: [3, 7, 4],
      dropped: [
        { reason: "not-a-number", value: "abc" },
        { reason: "not-a-number", value: "-1" },
        { reason: "not-a-number", value: "0" },
        { reason: "not-a-number", value: "1.5" },
        { reason: "not-a-number", value: "1e3" },
      ],
    });
    expect(parsePoolIdList("1234567890", { max: 4 }).dropped).toEqual([
      { reason: "not-a-number", value: "1234567890" },
    ]);
  });

  it("keeps a repeated id once, at its first place", () => {
    expect(parsePoolIdList("3,7,3,7,3", { max: 4 })).toEqual({
      ids: [3, 7],
      dropped: [
        { reason: "repeated", id: 3 },
        { reason: "repeated", id: 7 },
        { reason: "repeated", id: 3 },
      ],
    });
  });

  it("keeps the first `max` ids and drops the rest as over the max", () => {
    expect(parsePoolIdList("1,2,3,4,5,6", { max: 4 })).toEqual({
      ids: [1, 2, 3, 4],
      dropped: [
        { reason: "over-max", id: 5 },
        { reason: "over-max", id: 6 },
      ],
    });
    expect(parsePoolIdList("1,2,3", { max: 2 }).ids).toEqual([1, 2]);
  });

  it("drops unknown ids before counting the max", () => {
    const known = new Set([1, 2, 3, 4, 5]);
    expect(parsePoolIdList("1,999,2,3,4,5", { max: 4, isKnown: (id) => known.has(id) })).toEqual({
      ids: [1, 2, 3, 4],
      dropped: [
        { reason: "unknown", id: 999 },
        { reason: "over-max", id: 5 },
      ],
    });
  });

  it("reads at most 50 values and cuts long words in its notes", () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(",");
    const list = parsePoolIdList(many, { max: 4 });
    expect(list.ids).toEqual([1, 2, 3, 4]);
    expect(list.dropped).toHaveLength(46);
    expect(parsePoolIdList("x".repeat(500), { max: 4 }).dropped).toEqual([
      { reason: "not-a-number", value: "x".repeat(40) },
    ]);
  });
});

describe("formatPoolIdList", () => {
  it("writes the ids as the address carries them", () => {
    expect(formatPoolIdList([3, 7, 9])).toBe("3,7,9");
    expect(formatPoolIdList([])).toBe("");
  });
});
