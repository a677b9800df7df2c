import { describe, expect, it } from "vitest";
import { formatOfficeDateTime, officeDateTimeToInstant, officeToday } from "./office-time";

describe("office wall-clock times (America/New_York)", () => {
  it("converts winter (EST, UTC-5) and summer (EDT, UTC-4) times", () => {
    expect(officeDateTimeToInstant("2025-01-15", "09:00").toISOString()).toBe("2025-01-15T14:00:00.000Z");
    expect(officeDateTimeToInstant("2025-07-04", "14:30").toISOString()).toBe("2025-07-04T18:30:00.000Z");
  });

  it("handles the days the clocks change", () => {
    // Spring forward on 2025-03-09 at 02:00: 03:30 is EDT.
    expect(officeDateTimeToInstant("2025-03-09", "03:30").toISOString()).toBe("2025-03-09T07:30:00.000Z");
    expect(officeDateTimeToInstant("2025-03-09", "01:30").toISOString()).toBe("2025-03-09T06:30:00.000Z");
    // 02:30 never shows on the clock that day: it reads as the hour before, 01:30 standard time.
    expect(officeDateTimeToInstant("2025-03-09", "02:30").toISOString()).toBe("2025-03-09T06:30:00.000Z");
    // 01:30 shows twice on 2025-11-02: the first (EDT) is meant.
    expect(officeDateTimeToInstant("2025-11-02", "01:30").toISOString()).toBe("2025-11-02T05:30:00.000Z");
    // Fall back on 2025-11-02: 09:00 is EST again.
    expect(officeDateTimeToInstant("2025-11-02", "09:00").toISOString()).toBe("2025-11-02T14:00:00.000Z");
  });

  it("knows today's date in Florida near midnight UTC", () => {
    expect(officeToday(new Date("2025-06-02T03:00:00Z"))).toBe("2025-06-01");
    expect(officeToday(new Date("2025-06-02T05:00:00Z"))).toBe("2025-06-02");
  });

  it("formats an appointment the way the office reads it", () => {
    expect(formatOfficeDateTime(new Date("2025-03-10T18:30:00Z"))).toBe("Mon, Mar 10, 2025, 2:30 PM");
  });
});
