import { describe, expect, it } from "vitest";
import {
  addDays,
  chartStart,
  chartWeeks,
  companyDateOf,
  compareCounts,
  describeAge,
  describeWeeks,
  fillWeeks,
  formatAge,
  formatDuration,
  leadListHref,
  leadPeriods,
  mondayOf,
  percentOf,
  rangeStartDate,
  readSpeedRow,
  speedWindowStart,
  startOfCompanyDay,
  waitUrgency,
  weekLabel,
} from "./lead-stats";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("the company's calendar (America/New_York)", () => {
  it("puts an instant on the Florida day, not the UTC one", () => {
    // 02:30 UTC on Tuesday is still Monday evening in Florida.
    expect(companyDateOf(new Date("2025-03-04T02:30:00Z"))).toEqual({ year: 2025, month: 3, day: 3 });
    expect(companyDateOf(new Date("2025-03-04T05:00:00Z"))).toEqual({ year: 2025, month: 3, day: 4 });
  });

  it("finds midnight in standard and in daylight time", () => {
    expect(startOfCompanyDay({ year: 2025, month: 1, day: 15 }).toISOString()).toBe("2025-01-15T05:00:00.000Z");
    expect(startOfCompanyDay({ year: 2025, month: 7, day: 15 }).toISOString()).toBe("2025-07-15T04:00:00.000Z");
    // The days the clocks change.
    expect(startOfCompanyDay({ year: 2025, month: 3, day: 9 }).toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(startOfCompanyDay({ year: 2025, month: 3, day: 10 }).toISOString()).toBe("2025-03-10T04:00:00.000Z");
    expect(startOfCompanyDay({ year: 2025, month: 11, day: 2 }).toISOString()).toBe("2025-11-02T04:00:00.000Z");
    expect(startOfCompanyDay({ year: 2025, month: 11, day: 3 }).toISOString()).toBe("2025-11-03T05:00:00.000Z");
  });

  it("starts weeks on Monday and crosses months and years", () => {
    expect(mondayOf({ year: 2025, month: 3, day: 9 })).toEqual({ year: 2025, month: 3, day: 3 }); // Sunday
    expect(mondayOf({ year: 2025, month: 3, day: 3 })).toEqual({ year: 2025, month: 3, day: 3 }); // Monday
    expect(mondayOf({ year: 2026, month: 1, day: 1 })).toEqual({ year: 2025, month: 12, day: 29 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe("leadPeriods", () => {
  it("gives this week and last week in Florida time", () => {
    // Wednesday March 12, 2025, 10:30 in Florida (EDT since March 9).
    const now = new Date("2025-03-12T14:30:00Z");
    const { week } = leadPeriods(now);
    expect(week.current.from.toISOString()).toBe("2025-03-10T04:00:00.000Z");
    expect(week.current.to).toBe(now);
    // Last week began in standard time.
    expect(week.previous.from.toISOString()).toBe("2025-03-03T05:00:00.000Z");
    expect(week.previous.to.toISOString()).toBe("2025-03-10T04:00:00.000Z");
    // Same weekday and wall-clock time a week earlier (EST then: 15:30 UTC).
    expect(week.previousToDate.to.toISOString()).toBe("2025-03-05T15:30:00.000Z");
  });

  it("counts a Sunday night lead in the week that is ending", () => {
    // Sunday March 16, 23:30 in Florida is Monday 03:30 UTC.
    const { week } = leadPeriods(new Date("2025-03-17T03:30:00Z"));
    expect(week.current.from.toISOString()).toBe("2025-03-10T04:00:00.000Z");
  });

  it("gives this month and last month, to date", () => {
    const now = new Date("2025-03-12T14:30:00Z");
    const { month } = leadPeriods(now);
    expect(month.current.from.toISOString()).toBe("2025-03-01T05:00:00.000Z");
    expect(month.previous.from.toISOString()).toBe("2025-02-01T05:00:00.000Z");
    expect(month.previous.to.toISOString()).toBe("2025-03-01T05:00:00.000Z");
    expect(month.previousToDate.to.toISOString()).toBe("2025-02-12T15:30:00.000Z");
  });

  it("takes the whole previous month when it has no such day, and crosses the year", () => {
    const { month } = leadPeriods(new Date("2025-03-30T16:00:00Z"));
    expect(month.previousToDate.to).toEqual(month.current.from);
    const january = leadPeriods(new Date("2026-01-05T15:00:00Z")).month;
    expect(january.previous.from.toISOString()).toBe("2025-12-01T05:00:00.000Z");
    expect(january.previousToDate.to.toISOString()).toBe("2025-12-05T15:00:00.000Z");
  });
});

describe("chart weeks", () => {
  const now = new Date("2025-03-12T14:30:00Z");

  it("lists the Mondays of the last 12 weeks, this week last", () => {
    const weeks = chartWeeks(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe("2025-03-10");
    expect(weeks[0]).toBe("2024-12-23");
    expect(chartStart(now).toISOString()).toBe("2024-12-23T05:00:00.000Z");
  });

  it("fills weeks without leads with 0 and ignores rows outside the chart", () => {
    const filled = fillWeeks(chartWeeks(now, 3), [
      { week: "2025-03-03", count: 4 },
      { week: "2024-01-01", count: 99 },
    ]);
    expect(filled).toEqual([
      { week: "2025-02-24", label: "Feb 24", count: 0 },
      { week: "2025-03-03", label: "Mar 3", count: 4 },
      { week: "2025-03-10", label: "Mar 10", count: 0 },
    ]);
    expect(weekLabel("2024-12-30")).toBe("Dec 30");
  });

  it("summarises the weeks in one sentence", () => {
    const weeks = fillWeeks(chartWeeks(now, 4), [
      { week: "2025-02-24", count: 6 },
      { week: "2025-03-10", count: 2 },
    ]);
    expect(describeWeeks(weeks)).toBe(
      "8 leads in the 4 weeks from Feb 17 to this week, 2 a week on average. Busiest: week of Feb 24 (6). This week so far: 2.",
    );
    expect(describeWeeks(fillWeeks(chartWeeks(now, 2), []))).toBe("No leads in the 2 weeks from Mar 3 to this week.");
  });
});

describe("breakdown ranges and the speed window", () => {
  const now = new Date("2025-03-12T14:30:00Z");
  it("counts today as one of the range's days", () => {
    expect(rangeStartDate("30d", now)).toEqual({ year: 2025, month: 2, day: 11 });
    expect(rangeStartDate("12m", now)).toEqual({ year: 2024, month: 3, day: 13 });
    expect(rangeStartDate("all", now)).toBeNull();
    expect(speedWindowStart(now).toISOString()).toBe("2025-02-11T05:00:00.000Z");
  });
});

describe("ages and durations", () => {
  it("formats a waiting time coarsely", () => {
    expect(formatAge(0)).toBe("0 min");
    expect(formatAge(-5 * MIN)).toBe("0 min");
    expect(formatAge(59 * MIN)).toBe("59 min");
    expect(formatAge(3 * HOUR + 59 * MIN)).toBe("3 h");
    expect(formatAge(2 * DAY + 23 * HOUR)).toBe("2 d");
    expect(describeAge(HOUR)).toBe("1 hour");
    expect(describeAge(2 * DAY)).toBe("2 days");
  });

  it("formats a duration with two units", () => {
    expect(formatDuration(20)).toBe("under 1 min");
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(3 * 3600)).toBe("3 h");
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe("3 h 20 min");
    expect(formatDuration(2 * 86400 + 4 * 3600 + 10 * 60)).toBe("2 d 4 h");
  });

  it("rates how long a lead has waited", () => {
    expect(waitUrgency(30 * MIN)).toBe("fresh");
    expect(waitUrgency(4 * HOUR)).toBe("late");
    expect(waitUrgency(DAY)).toBe("overdue");
  });
});

describe("speed to first contact", () => {
  it("reads the aggregate row that drivers return as strings", () => {
    expect(readSpeedRow({ median: "5400", average: 7200.5, contacted: "3", leads: "5" })).toEqual({
      medianSeconds: 5400,
      averageSeconds: 7200.5,
      contacted: 3,
      leads: 5,
    });
  });

  it("has no figure when nobody was contacted", () => {
    expect(readSpeedRow({ median: null, average: null, contacted: 0, leads: 4 })).toEqual({
      medianSeconds: null,
      averageSeconds: null,
      contacted: 0,
      leads: 4,
    });
    expect(readSpeedRow({ median: "oops", average: undefined, contacted: "2", leads: "2" }).medianSeconds).toBeNull();
  });
});

describe("comparisons, shares and links", () => {
  it("compares two counts with a sign", () => {
    expect(compareCounts(12, 9)).toEqual({ delta: 3, text: "+3", direction: "up" });
    expect(compareCounts(1000, 3500)).toEqual({ delta: -2500, text: "\u22122,500", direction: "down" });
    expect(compareCounts(4, 4)).toEqual({ delta: 0, text: "±0", direction: "same" });
  });

  it("gives whole-number shares", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });

  it("builds lead desk links with the shared query names", () => {
    expect(leadListHref("/admin/admin-estimates", { status: "proposal sent", from: "2025-02-11", office: null })).toBe(
      "/admin/admin-estimates?status=proposal+sent&from=2025-02-11",
    );
    expect(leadListHref("/admin/estimates", {})).toBe("/admin/estimates");
  });
});
