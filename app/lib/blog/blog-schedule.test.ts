import { describe, expect, it } from "vitest";
import { officeDateTimeLocalValue, parseOfficeDateTimeLocal } from "./blog-schedule";

describe("scheduled publication times (office time, America/New_York)", () => {
  it("reads a datetime-local value as Eastern time, winter and summer", () => {
    expect(parseOfficeDateTimeLocal("2026-01-15T09:00")?.toISOString()).toBe("2026-01-15T14:00:00.000Z");
    expect(parseOfficeDateTimeLocal("2026-07-04T14:30")?.toISOString()).toBe("2026-07-04T18:30:00.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const value of ["", "2026-02-30T09:00", "2026-01-15", "2026-01-15T24:00", "2026-01-15 09:00", "tomorrow"]) {
      expect(parseOfficeDateTimeLocal(value), value).toBeNull();
    }
  });

  it("shows a stored instant on the offices' clock, and reads it back unchanged", () => {
    const instant = new Date("2026-03-09T18:05:00.000Z");
    expect(officeDateTimeLocalValue(instant)).toBe("2026-03-09T14:05");
    expect(parseOfficeDateTimeLocal(officeDateTimeLocalValue(instant))?.getTime()).toBe(instant.getTime());
    // Just after midnight UTC is still the evening before in Florida.
    expect(officeDateTimeLocalValue(new Date("2026-06-02T03:00:00Z"))).toBe("2026-06-01T23:00");
  });
});
