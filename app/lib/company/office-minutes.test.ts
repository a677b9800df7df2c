import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { WEEKDAYS } from "./company-profile";
import { addOfficeMinutes, officeTimeBetween } from "./office-minutes";
import { formatOfficeDateTime, officeDateTimeToInstant } from "./office-time";

const hours = DEFAULT_COMPANY_PROFILE.offices.orlando.hours; // Monday to Friday, 9 AM to 4 PM
const at = (date: string, time: string) => officeDateTimeToInstant(date, time);
const later = (date: string, time: string, minutes = 15) =>
  formatOfficeDateTime(addOfficeMinutes(at(date, time), minutes, hours));

describe("addOfficeMinutes", () => {
  it("adds plain minutes inside office hours", () => {
    expect(later("2025-03-12", "10:00")).toBe("Wed, Mar 12, 2025, 10:15 AM");
  });

  it("starts counting at opening time before the office opens", () => {
    expect(later("2025-03-12", "06:30")).toBe("Wed, Mar 12, 2025, 9:15 AM");
  });

  it("carries what is left at closing time over to the next open morning", () => {
    expect(later("2025-03-12", "15:50")).toBe("Thu, Mar 13, 2025, 9:05 AM");
  });

  it("takes a lead that came in at 8 PM on a Friday to 9:15 AM on Monday", () => {
    expect(later("2025-03-14", "20:00")).toBe("Mon, Mar 17, 2025, 9:15 AM");
    expect(later("2025-03-15", "11:00")).toBe("Mon, Mar 17, 2025, 9:15 AM");
  });

  it("lands exactly on closing time when the minutes run out there", () => {
    expect(later("2025-03-12", "15:45")).toBe("Wed, Mar 12, 2025, 4:00 PM");
  });

  it("keeps to the offices' clock across a daylight-saving change (Sunday, March 9, 2025)", () => {
    expect(addOfficeMinutes(at("2025-03-07", "18:00"), 15, hours).toISOString()).toBe("2025-03-10T13:15:00.000Z");
    expect(addOfficeMinutes(at("2025-03-06", "18:00"), 15, hours).toISOString()).toBe("2025-03-07T14:15:00.000Z");
  });

  it("follows an office's own days and hours", () => {
    const saturdays = { days: ["Saturday" as const], opens: "10:00", closes: "12:00" };
    expect(formatOfficeDateTime(addOfficeMinutes(at("2025-03-12", "10:00"), 150, saturdays))).toBe(
      "Sat, Mar 22, 2025, 10:30 AM",
    );
  });
});

describe("officeTimeBetween", () => {
  const minutesBetween = (from: Date, to: Date, openingHours = hours) =>
    officeTimeBetween(from, to, openingHours) / 60_000;

  it("counts plain time inside office hours", () => {
    expect(minutesBetween(at("2026-03-11", "10:00"), at("2026-03-11", "10:04"))).toBe(4);
    expect(minutesBetween(at("2026-03-11", "09:00"), at("2026-03-11", "16:00"))).toBe(420);
  });

  it("counts nothing before opening: a lead at 11 PM called at 9:03 AM waited 3 minutes", () => {
    expect(minutesBetween(at("2026-03-10", "23:00"), at("2026-03-11", "09:03"))).toBe(3);
  });

  it("counts nothing for a call made after hours, however late the lead came", () => {
    expect(minutesBetween(at("2026-03-10", "23:00"), at("2026-03-10", "23:02"))).toBe(0);
    expect(minutesBetween(at("2026-03-10", "16:30"), at("2026-03-10", "21:00"))).toBe(0);
  });

  it("skips the weekend: Friday 3:58 PM to Monday 9:02 AM is 4 minutes", () => {
    expect(minutesBetween(at("2026-03-13", "15:58"), at("2026-03-16", "09:02"))).toBe(4);
    expect(minutesBetween(at("2026-03-14", "11:00"), at("2026-03-16", "09:05"))).toBe(5);
  });

  it("adds whole office days between", () => {
    // Tuesday 3 PM to Thursday 10 AM: 1 h + 7 h + 1 h.
    expect(minutesBetween(at("2026-03-10", "15:00"), at("2026-03-12", "10:00"))).toBe(540);
  });

  it("is 0 when the end is not after the start", () => {
    expect(minutesBetween(at("2026-03-11", "10:00"), at("2026-03-11", "09:00"))).toBe(0);
  });

  it("agrees with addOfficeMinutes", () => {
    const start = at("2026-03-13", "15:50");
    expect(minutesBetween(start, addOfficeMinutes(start, 95, hours))).toBe(95);
  });

  it("counts the wall clock across the daylight-saving days (March 8 and November 1, 2026)", () => {
    const allDay = { days: [...WEEKDAYS], opens: "00:00", closes: "23:00" };
    // Spring forward: 1:59 AM is followed by 3:00 AM, so Sunday's 00:00-23:00 is 22 hours.
    expect(minutesBetween(at("2026-03-08", "00:00"), at("2026-03-08", "23:00"), allDay)).toBe(22 * 60);
    // Fall back: 1:00-1:59 AM happens twice, so that day's 00:00-23:00 is 24 hours.
    expect(minutesBetween(at("2026-11-01", "00:00"), at("2026-11-01", "23:00"), allDay)).toBe(24 * 60);
    // A weekday office is not open on either Sunday: Saturday night to Monday 9:10 AM is 10 minutes.
    expect(minutesBetween(at("2026-03-07", "22:00"), at("2026-03-09", "09:10"))).toBe(10);
    expect(minutesBetween(at("2026-10-31", "22:00"), at("2026-11-02", "09:10"))).toBe(10);
    // Friday 3:50 PM before the change to Monday 9:10 AM after it: 10 + 10 minutes, not an hour more or less.
    expect(minutesBetween(at("2026-03-06", "15:50"), at("2026-03-09", "09:10"))).toBe(20);
  });

  it("follows an office's own days and hours", () => {
    const saturdays = { days: ["Saturday" as const], opens: "10:00", closes: "12:00" };
    expect(minutesBetween(at("2026-03-11", "10:00"), at("2026-03-21", "10:30"), saturdays)).toBe(150);
  });
});
