import { describe, expect, it } from "vitest";
import {
  type ConsultationPeriod,
  type OfficeCalendar,
  SLOT_REFUSAL_MESSAGES,
  formatSlotTime,
  checkConsultationSlot,
  freeConsultationSlots,
  nextVisitDefault,
  outsideBookingWindow,
  slotsOnDate,
} from "./consultation-slots";
import { officeDateTimeToInstant } from "~/lib/company/office-time";

const weekdays: ConsultationPeriod[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: "09:00:00",
  endTime: "16:00:00",
  slotMinutes: 60,
  capacity: 2,
}));
const saturday: ConsultationPeriod = { weekday: 6, startTime: "09:00", endTime: "12:00", slotMinutes: 60, capacity: 1 };
/** A night period on Sundays, to put slots across the daylight-saving changes (both fall on a Sunday at 2 AM). */
const sundayNight: ConsultationPeriod = {
  weekday: 7,
  startTime: "00:00",
  endTime: "05:00",
  slotMinutes: 60,
  capacity: 1,
};

function calendar(overrides: Partial<OfficeCalendar> = {}): OfficeCalendar {
  return { periods: [...weekdays, saturday], closedDates: [], booked: new Map(), ...overrides };
}

const brief = (slots: { start: Date; end: Date; startLabel: string; endLabel: string }[]) =>
  slots.map(
    (s) =>
      `${s.start.toISOString().slice(11, 16)}Z-${s.end.toISOString().slice(11, 16)}Z ${s.startLabel}-${s.endLabel}`,
  );

describe("slotsOnDate", () => {
  it("lays a weekday's hours out in one-hour slots on the office's clock", () => {
    const slots = slotsOnDate(calendar(), "2026-01-12");
    expect(slots.map((s) => s.startLabel)).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
    ]);
    expect(slots[0]).toMatchObject({ dayLabel: "Mon, Jan 12", endLabel: "10:00 AM", capacity: 2, free: 2 });
    expect(slots[0]!.start.toISOString()).toBe("2026-01-12T14:00:00.000Z");
    expect(slots.at(-1)!.end.toISOString()).toBe("2026-01-12T21:00:00.000Z");
  });

  it("drops a slot that would run past the end of the hours", () => {
    const slots = slotsOnDate(
      calendar({ periods: [{ weekday: 1, startTime: "09:00", endTime: "11:30", slotMinutes: 45, capacity: 1 }] }),
      "2026-01-12",
    );
    expect(slots.map((s) => `${s.startLabel}-${s.endLabel}`)).toEqual([
      "9:00 AM-9:45 AM",
      "9:45 AM-10:30 AM",
      "10:30 AM-11:15 AM",
    ]);
  });

  it("moves from EST to EDT around the spring change (Sunday 2026-03-08)", () => {
    // Saturday before: EST, UTC-5. Monday after: EDT, UTC-4.
    expect(slotsOnDate(calendar(), "2026-03-07")[0]!.start.toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(slotsOnDate(calendar(), "2026-03-09")[0]!.start.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(slotsOnDate(calendar(), "2026-03-08")).toEqual([]);
  });

  it("skips the hour the spring change removes, on the change day itself", () => {
    const slots = slotsOnDate(calendar({ periods: [sundayNight] }), "2026-03-08");
    expect(brief(slots)).toEqual([
      "05:00Z-06:00Z 12:00 AM-1:00 AM",
      // 1:00 EST plus an hour is 3:00 EDT.
      "06:00Z-07:00Z 1:00 AM-3:00 AM",
      // 2:00 AM does not exist that night; no slot.
      "07:00Z-08:00Z 3:00 AM-4:00 AM",
      "08:00Z-09:00Z 4:00 AM-5:00 AM",
    ]);
  });

  it("moves from EDT to EST around the autumn change (Sunday 2026-11-01)", () => {
    expect(slotsOnDate(calendar(), "2026-10-31")[0]!.start.toISOString()).toBe("2026-10-31T13:00:00.000Z");
    expect(slotsOnDate(calendar(), "2026-11-02")[0]!.start.toISOString()).toBe("2026-11-02T14:00:00.000Z");
  });

  it("gives the repeated hour of the autumn change one slot, at its first occurrence", () => {
    const slots = slotsOnDate(calendar({ periods: [sundayNight] }), "2026-11-01");
    expect(brief(slots)).toEqual([
      "04:00Z-05:00Z 12:00 AM-1:00 AM",
      // 1:00 EDT plus an hour is 1:00 EST.
      "05:00Z-06:00Z 1:00 AM-1:00 AM",
      "07:00Z-08:00Z 2:00 AM-3:00 AM",
      "08:00Z-09:00Z 3:00 AM-4:00 AM",
      "09:00Z-10:00Z 4:00 AM-5:00 AM",
    ]);
    // Every slot lasts an hour and none overlaps the next.
    for (const [i, slot] of slots.entries()) {
      expect(slot.end.getTime() - slot.start.getTime()).toBe(3_600_000);
      if (i > 0) expect(slot.start.getTime()).toBeGreaterThanOrEqual(slots[i - 1]!.end.getTime());
    }
  });
});

describe("freeConsultationSlots", () => {
  // Friday 2026-03-06, 7:00 AM EST.
  const now = new Date("2026-03-06T12:00:00Z");

  it("lists 14 days from today on the office's calendar, across the spring change", () => {
    const slots = freeConsultationSlots(calendar(), now);
    const dates = [...new Set(slots.map((s) => s.date))];
    expect(dates[0]).toBe("2026-03-06");
    expect(dates.at(-1)).toBe("2026-03-19");
    expect(dates).not.toContain("2026-03-08");
    expect(dates).not.toContain("2026-03-15");
    // 10 weekdays of 7 slots, 2 Saturdays of 3.
    expect(slots).toHaveLength(10 * 7 + 2 * 3);
    const first = (date: string) => slots.find((s) => s.date === date)!;
    expect(first("2026-03-07")).toMatchObject({ startLabel: "9:00 AM", dayLabel: "Sat, Mar 7" });
    expect(first("2026-03-07").start.toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(first("2026-03-09").start.toISOString()).toBe("2026-03-09T13:00:00.000Z");
  });

  it("uses the office's date, not UTC's, late in the evening", () => {
    // 2026-03-07 03:00Z is still Friday 10 PM in Florida: Friday is day one.
    const slots = freeConsultationSlots(calendar(), new Date("2026-03-07T03:00:00Z"));
    expect(slots[0]!.date).toBe("2026-03-07");
    expect(slots.at(-1)!.date).toBe("2026-03-19");
  });

  it("lists the fall-back weekend in the offices' time", () => {
    const slots = freeConsultationSlots(calendar(), new Date("2026-10-30T10:00:00Z"));
    const starts = slots.filter((s) => s.startLabel === "9:00 AM").map((s) => s.start.toISOString());
    expect(starts.slice(0, 3)).toEqual([
      "2026-10-30T13:00:00.000Z",
      "2026-10-31T13:00:00.000Z",
      "2026-11-02T14:00:00.000Z",
    ]);
  });

  it("offers a slot exactly 2 hours ahead, and not a millisecond less", () => {
    // Monday 2026-03-09, 7:00 AM EDT; the 9:00 slot starts at 13:00Z.
    const at = new Date("2026-03-09T11:00:00Z");
    expect(freeConsultationSlots(calendar(), at)[0]!.start.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    const later = new Date(at.getTime() + 1);
    expect(freeConsultationSlots(calendar(), later)[0]!.start.toISOString()).toBe("2026-03-09T14:00:00.000Z");
  });

  it("leaves out closed dates", () => {
    const slots = freeConsultationSlots(calendar({ closedDates: ["2026-03-09", "2026-03-10"] }), now);
    expect(slots.some((s) => s.date === "2026-03-09" || s.date === "2026-03-10")).toBe(false);
    expect(slots.some((s) => s.date === "2026-03-11")).toBe(true);
  });

  it("leaves out full slots and shows the places left in the others", () => {
    const nine = Date.parse("2026-03-09T13:00:00Z");
    const ten = Date.parse("2026-03-09T14:00:00Z");
    const slots = freeConsultationSlots(
      calendar({
        booked: new Map([
          [nine, 2],
          [ten, 1],
        ]),
      }),
      now,
    );
    expect(slots.find((s) => s.start.getTime() === nine)).toBeUndefined();
    expect(slots.find((s) => s.start.getTime() === ten)!.free).toBe(1);
  });

  it("is empty for an office without hours", () => {
    expect(freeConsultationSlots(calendar({ periods: [] }), now)).toEqual([]);
  });
});

describe("checkConsultationSlot", () => {
  const now = new Date("2026-03-09T11:00:00Z");
  const check = (start: string, overrides: Partial<OfficeCalendar> = {}, at = now) =>
    checkConsultationSlot(calendar(overrides), new Date(start), at);
  const reason = (result: ReturnType<typeof check>) => (result.ok ? "ok" : result.reason);

  it("accepts a free slot and returns it", () => {
    const result = check("2026-03-09T13:00:00Z");
    expect(result.ok && result.slot.startLabel).toBe("9:00 AM");
  });

  it("refuses a slot in the past", () => {
    expect(reason(check("2026-03-06T14:00:00Z"))).toBe("past");
    expect(reason(check("2026-03-09T11:00:00Z"))).toBe("past");
  });

  it("refuses a start years away or long past as outside the window, whatever its year looks like as text", () => {
    for (const start of ["6054-03-09T14:00:00Z", "+100000-03-09T14:00:00Z", "2026-03-23T04:00:00Z"]) {
      expect(outsideBookingWindow(new Date(start), now), start).toBe("too-far");
      expect(reason(check(start)), start).toBe("too-far");
    }
    expect(outsideBookingWindow(new Date("-005000-03-09T14:00:00Z"), now)).toBe("past");
    // The last day of the window, late in the evening, is still inside it.
    expect(outsideBookingWindow(new Date("2026-03-23T03:59:00Z"), now)).toBeNull();
  });

  it("refuses a slot less than 2 hours ahead", () => {
    expect(reason(check("2026-03-09T13:00:00Z", {}, new Date("2026-03-09T11:00:00.001Z")))).toBe("too-soon");
  });

  it("refuses a time outside the hours or off the slot grid", () => {
    expect(reason(check("2026-03-09T13:30:00Z"))).toBe("outside-hours");
    // The last slot starts at 3 PM EDT (19:00Z); 4 PM is closing time.
    expect(reason(check("2026-03-09T19:00:00Z"))).toBe("ok");
    expect(reason(check("2026-03-09T20:00:00Z"))).toBe("outside-hours");
    // Sunday 9 AM.
    expect(reason(check("2026-03-15T13:00:00Z"))).toBe("outside-hours");
    // 14:00Z was 9 AM last week (EST); since the change it is 10 AM, and 13:00Z is 9 AM. 12:00Z is 8 AM.
    expect(reason(check("2026-03-10T14:00:00Z"))).toBe("ok");
    expect(reason(check("2026-03-10T12:00:00Z"))).toBe("outside-hours");
  });

  it("refuses a closed date", () => {
    expect(reason(check("2026-03-10T13:00:00Z", { closedDates: ["2026-03-10"] }))).toBe("closed");
  });

  it("refuses a full slot with the message the race test expects", () => {
    const result = check("2026-03-09T13:00:00Z", { booked: new Map([[Date.parse("2026-03-09T13:00:00Z"), 2]]) });
    expect(reason(result)).toBe("full");
    expect(SLOT_REFUSAL_MESSAGES.full).toMatch(/^That time was just taken\./);
  });

  it("refuses a slot past the 14-day window", () => {
    // Today is Mar 9; the last day is Mar 22 (a Sunday), so Monday Mar 23 is too far.
    expect(reason(check("2026-03-20T13:00:00Z"))).toBe("ok");
    expect(reason(check("2026-03-23T13:00:00Z"))).toBe("too-far");
  });
});

describe("nextVisitDefault", () => {
  const at = (date: string, time: string) => nextVisitDefault(officeDateTimeToInstant(date, time));

  it("is 10 AM today while that is ahead, else 10 AM on the next working day", () => {
    expect(at("2026-11-24", "08:15")).toEqual({ date: "2026-11-24", time: "10:00" }); // Tuesday morning
    expect(at("2026-11-24", "10:00")).toEqual({ date: "2026-11-25", time: "10:00" });
    expect(at("2026-11-24", "23:30")).toEqual({ date: "2026-11-25", time: "10:00" });
  });

  it("skips the weekend, and crosses months and years", () => {
    expect(at("2026-11-27", "15:00")).toEqual({ date: "2026-11-30", time: "10:00" }); // Friday afternoon → Monday
    expect(at("2026-11-28", "08:00")).toEqual({ date: "2026-11-30", time: "10:00" }); // Saturday
    expect(at("2027-12-31", "16:00")).toEqual({ date: "2028-01-03", time: "10:00" }); // Friday → Monday
  });
});

describe("a slot's time as a visitor reads it", () => {
  it("is written in English and in Spanish", () => {
    expect(formatSlotTime("09:00")).toBe("9:00 AM");
    expect(formatSlotTime("14:30")).toBe("2:30 PM");
    expect(formatSlotTime("00:15")).toBe("12:15 AM");
    expect(formatSlotTime("09:00", "es")).toBe("9:00 a.\u00a0m.");
    expect(formatSlotTime("12:00", "es")).toBe("12:00 p.\u00a0m.");
  });
});
