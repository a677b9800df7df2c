import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2026-03-10T12:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("timeAgo", () => {
  it("reads the largest whole unit", () => {
    expect(timeAgo(before(10_000), now)).toBe("just now");
    expect(timeAgo(before(-5_000), now)).toBe("just now");
    expect(timeAgo(before(MINUTE), now)).toBe("1 minute ago");
    expect(timeAgo(before(59 * MINUTE), now)).toBe("59 minutes ago");
    expect(timeAgo(before(60 * MINUTE), now)).toBe("1 hour ago");
    expect(timeAgo(before(3 * DAY + 5 * MINUTE), now)).toBe("3 days ago");
    expect(timeAgo(before(29 * DAY), now)).toBe("29 days ago");
    expect(timeAgo(before(65 * DAY), now)).toBe("2 months ago");
    expect(timeAgo(before(800 * DAY), now)).toBe("2 years ago");
  });

  it("writes minutes and hours short for the lead cards", () => {
    const short = { short: true };
    expect(timeAgo(before(30_000), now, short)).toBe("just now");
    expect(timeAgo(before(12 * MINUTE), now, short)).toBe("12 min ago");
    expect(timeAgo(before(3 * 60 * MINUTE + 5 * MINUTE), now, short)).toBe("3 h ago");
    expect(timeAgo(before(2 * DAY), now, short)).toBe("2 days ago");
  });
});
