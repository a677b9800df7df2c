import { describe, expect, it } from "vitest";
import { formatTaskDue, proposalFollowUp, taskDueInstant, taskSummary, taskTiming } from "./lead-tasks";

describe("taskDueInstant", () => {
  it("reads a date and time on the offices' clock, on both sides of the spring change (2026-03-08)", () => {
    expect(taskDueInstant("2026-03-07", "09:00").toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(taskDueInstant("2026-03-08", "09:00").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // The clocks jump from 2:00 to 3:00 AM: 1:30 is still standard time, 3:30 already daylight time.
    expect(taskDueInstant("2026-03-08", "01:30").toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(taskDueInstant("2026-03-08", "03:30").toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });

  it("reads a date and time on both sides of the autumn change (2026-11-01)", () => {
    expect(taskDueInstant("2026-10-31", "09:00").toISOString()).toBe("2026-10-31T13:00:00.000Z");
    expect(taskDueInstant("2026-11-01", "09:00").toISOString()).toBe("2026-11-01T14:00:00.000Z");
    // 1:30 AM happens twice: the first one (still daylight time) counts.
    expect(taskDueInstant("2026-11-01", "01:30").toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("puts a task without a time at 8:00 AM of its day, whatever the offset", () => {
    expect(taskDueInstant("2026-03-08", null).toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(taskDueInstant("2026-11-01", null).toISOString()).toBe("2026-11-01T13:00:00.000Z");
  });
});

describe("taskTiming", () => {
  const now = new Date("2026-03-10T15:00:00Z"); // 11:00 AM in Florida
  const today = "2026-03-10";
  const task = (dueOn: string, dueTime: string | null) => ({ dueOn, dueTime, dueAt: taskDueInstant(dueOn, dueTime) });

  it("makes a timed task overdue once its time has passed", () => {
    expect(taskTiming(task("2026-03-10", "10:30"), now, today)).toBe("overdue");
    expect(taskTiming(task("2026-03-10", "11:30"), now, today)).toBe("today");
  });

  it("keeps a task without a time due today until its day is over", () => {
    expect(taskTiming(task("2026-03-10", null), now, today)).toBe("today");
    expect(taskTiming(task("2026-03-09", null), now, today)).toBe("overdue");
  });

  it("counts the next seven days after today as upcoming, and the rest as later", () => {
    expect(taskTiming(task("2026-03-11", "09:00"), now, today)).toBe("upcoming");
    expect(taskTiming(task("2026-03-17", null), now, today)).toBe("upcoming");
    expect(taskTiming(task("2026-03-18", null), now, today)).toBe("later");
  });
});

describe("what a task says", () => {
  it("formats its due day, with the time when it has one", () => {
    expect(formatTaskDue("2026-03-09", "14:30:00")).toBe("Mon, Mar 9, 2:30 PM");
    expect(formatTaskDue("2026-03-09", null)).toBe("Mon, Mar 9");
  });

  it("sums it up for the history", () => {
    expect(
      taskSummary({ kind: "site-visit", dueOn: "2026-03-09", dueTime: "09:00", ownerName: "ana", note: "Gate code" }),
    ).toBe("Site visit, due Mon, Mar 9, 9:00 AM, for ana — Gate code");
  });

  it("suggests a call-back three days after a proposal went out", () => {
    expect(proposalFollowUp("2026-03-30")).toEqual({
      kind: "call-back",
      dueOn: "2026-04-02",
      dueTime: "",
      note: "Follow up on the proposal",
    });
  });
});
