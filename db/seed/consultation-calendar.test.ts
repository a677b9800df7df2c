import { describe, expect, it } from "vitest";
import { usBusinessHolidays } from "./consultation-calendar.ts";

describe("usBusinessHolidays", () => {
  it("lists 2027's holidays on their dates, with weekend ones observed on a weekday", () => {
    expect(usBusinessHolidays(2027)).toEqual([
      { date: "2027-01-01", reason: "New Year's Day" },
      { date: "2027-05-31", reason: "Memorial Day" },
      { date: "2027-07-04", reason: "Independence Day" },
      { date: "2027-07-05", reason: "Independence Day (observed)" },
      { date: "2027-09-06", reason: "Labor Day" },
      { date: "2027-11-25", reason: "Thanksgiving Day" },
      { date: "2027-11-26", reason: "Day after Thanksgiving" },
      { date: "2027-12-24", reason: "Christmas Eve" },
      { date: "2027-12-24", reason: "Christmas Day (observed)" },
      { date: "2027-12-25", reason: "Christmas Day" },
    ]);
  });

  it("finds Thanksgiving as the fourth Thursday and Memorial Day as the last Monday", () => {
    const dates = usBusinessHolidays(2026).map((h) => `${h.reason}: ${h.date}`);
    expect(dates).toContain("Thanksgiving Day: 2026-11-26");
    expect(dates).toContain("Memorial Day: 2026-05-25");
    expect(dates).toContain("Labor Day: 2026-09-07");
  });
});
