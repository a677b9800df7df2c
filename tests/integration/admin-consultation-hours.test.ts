// /admin/consultation-hours: each office's weekly consultation hours and closed dates (decision 031), for
// admin and operations only, guarded on the page and on every action. Changes here use Sundays (the seed
// has none) and a date a year ahead, and are removed after each test, so other files see the seeded hours.
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { consultationClosedDates, consultationHours } from "#db/schema/index.ts";
import { addDays } from "~/lib/consultations/consultation-slots";
import { officeToday } from "~/lib/company/office-time";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

const PAGE = "/admin/consultation-hours?office=orlando";
const SUNDAY = "7";
const staff = signedInStaffOfEveryRole();
const closedDay = addDays(officeToday(), 300);

async function sundays() {
  const { db } = await getTestApp();
  return db
    .select()
    .from(consultationHours)
    .where(and(eq(consultationHours.officeId, "orlando"), eq(consultationHours.weekday, 7)));
}

async function closedRows() {
  const { db } = await getTestApp();
  return db
    .select()
    .from(consultationClosedDates)
    .where(and(eq(consultationClosedDates.officeId, "orlando"), eq(consultationClosedDates.date, closedDay)));
}

afterEach(async () => {
  const { db } = await getTestApp();
  await db
    .delete(consultationHours)
    .where(and(eq(consultationHours.officeId, "orlando"), eq(consultationHours.weekday, 7)));
  await db
    .delete(consultationClosedDates)
    .where(and(eq(consultationClosedDates.officeId, "orlando"), eq(consultationClosedDates.date, closedDay)));
});

const period = (fields: Record<string, string> = {}) => ({
  intent: "add-period",
  weekday: SUNDAY,
  startTime: "10:00",
  endTime: "12:00",
  slotMinutes: "30",
  capacity: "3",
  ...fields,
});

describe("/admin/consultation-hours", () => {
  it("shows the office's hours and closed dates to admin and operations, and refuses sales", async () => {
    for (const role of ["admin", "operations"] as const) {
      const response = await staffRequest(PAGE, staff[role].cookie);
      expect(response.status).toBe(200);
      const html = await pageText(response);
      expect(html).toContain("Weekly hours: Orlando");
      expect(html).toContain("Monday");
    }
    expect((await staffRequest(PAGE, staff.sales.cookie)).status).toBe(403);
    expect((await staffPost(PAGE, staff.sales.cookie, period())).status).toBe(403);
    expect(await sundays()).toHaveLength(0);
    const anonymous = await staffRequest(PAGE, null);
    expect(anonymous.status).toBe(302);
  });

  it("guards every action on the server: no session goes to sign-in, sales get 403, nothing is written", async () => {
    const { db } = await getTestApp();
    const [monday] = await db
      .select()
      .from(consultationHours)
      .where(and(eq(consultationHours.officeId, "orlando"), eq(consultationHours.weekday, 1)));
    const posts: Record<string, string>[] = [
      period(),
      { intent: "remove-period", id: String(monday!.id) },
      { intent: "add-closed", date: closedDay, reason: "" },
      { intent: "remove-closed", date: closedDay },
    ];
    for (const fields of posts) {
      const anonymous = await staffPost(PAGE, null, fields);
      expect(anonymous.status, fields.intent).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin-login\?redirectTo=/);
      expect((await staffPost(PAGE, staff.sales.cookie, fields)).status, fields.intent).toBe(403);
    }
    expect(await sundays()).toHaveLength(0);
    expect(await closedRows()).toHaveLength(0);
    const [still] = await db.select().from(consultationHours).where(eq(consultationHours.id, monday!.id));
    expect(still).toEqual(monday);
  });

  it("adds and removes a period, and the visitors' slots follow", async () => {
    const added = await staffPost(PAGE, staff.operations.cookie, period());
    expect(added.status).toBe(200);
    expect(await pageText(added)).toContain("Period added.");
    const [row] = await sundays();
    expect(row).toMatchObject({ startTime: "10:00:00", endTime: "12:00:00", slotMinutes: 30, capacity: 3 });

    const { request } = await getTestApp();
    const slots = (await (await request("/api/consultations/slots?officeId=orlando")).json()) as {
      slots: { dayLabel: string; startLabel: string }[];
    };
    expect(slots.slots.some((slot) => slot.dayLabel.startsWith("Sun") && slot.startLabel === "10:30 AM")).toBe(true);

    const removed = await staffPost(PAGE, staff.admin.cookie, { intent: "remove-period", id: String(row!.id) });
    expect(await pageText(removed)).toContain("Period removed.");
    expect(await sundays()).toHaveLength(0);
    const again = await staffPost(PAGE, staff.admin.cookie, { intent: "remove-period", id: String(row!.id) });
    expect(again.status).toBe(404);
  });

  it("refuses bad periods with a message beside the field and writes nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ startTime: "9am" }, "Enter the start as HH:MM (24-hour clock)."],
      [{ endTime: "09:00" }, "The end must be after the start."],
      [{ slotMinutes: "5" }, "The slot length must be between 15 and 480."],
      [{ slotMinutes: "180" }, "One slot must fit between start and end."],
      [{ capacity: "0" }, "The capacity must be between 1 and 50."],
      [{ capacity: "two" }, "Enter the capacity as a whole number."],
      [{ weekday: "9" }, "Choose a weekday."],
    ];
    for (const [fields, message] of cases) {
      const response = await staffPost(PAGE, staff.admin.cookie, period(fields));
      expect(response.status).toBe(400);
      const html = await pageText(response);
      expect(html).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }
    expect(await sundays()).toHaveLength(0);

    expect((await staffPost(PAGE, staff.admin.cookie, period())).status).toBe(200);
    const overlap = await staffPost(PAGE, staff.admin.cookie, period({ startTime: "11:00", endTime: "13:00" }));
    expect(overlap.status).toBe(409);
    expect(await pageText(overlap)).toContain("This overlaps the period 10:00-12:00 of that day.");
    expect(await sundays()).toHaveLength(1);
  });

  it("adds and removes a closed date with its reason, and refuses bad dates", async () => {
    const added = await staffPost(PAGE, staff.admin.cookie, {
      intent: "add-closed",
      date: closedDay,
      reason: "Staff day",
    });
    expect(await pageText(added)).toContain("Closed date added.");
    expect(await closedRows()).toMatchObject([{ reason: "Staff day" }]);
    const twice = await staffPost(PAGE, staff.admin.cookie, { intent: "add-closed", date: closedDay, reason: "" });
    expect(twice.status).toBe(409);
    expect(await pageText(twice)).toContain("The office is already closed that day.");

    for (const [date, message] of [
      ["2026-02-30", "Enter the date as YYYY-MM-DD."],
      ["next week", "Enter the date as YYYY-MM-DD."],
      ["2020-01-01", "Choose today or a later date."],
    ]) {
      const response = await staffPost(PAGE, staff.admin.cookie, { intent: "add-closed", date: date!, reason: "" });
      expect(response.status).toBe(400);
      expect(await pageText(response)).toContain(message!);
    }
    const long = await staffPost(PAGE, staff.admin.cookie, {
      intent: "add-closed",
      date: addDays(closedDay, 1),
      reason: "x".repeat(121),
    });
    expect(await pageText(long)).toContain("Keep the reason under 120 characters.");

    const removed = await staffPost(PAGE, staff.operations.cookie, { intent: "remove-closed", date: closedDay });
    expect(await pageText(removed)).toContain("Closed date removed.");
    expect(await closedRows()).toHaveLength(0);
  });
});
