// Speed to lead on the dashboard: per rep and per office, the median wait for a first contact and the shares
// contacted within 5 minutes and 1 hour, in office hours (Monday to Friday, 9 AM to 4 PM by default); and the
// stale leads per rep. Other files share the worker's database: the exact figures are computed for 2032 (no other
// lead is that young), and the page is read for a rep made here.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "#db/schema/index.ts";
import { addDays, isoWeekday } from "~/lib/consultations/consultation-slots";
import { officeDateTimeToInstant, officeToday } from "~/lib/company/office-time";
import { getSpeedToLead } from "~/services/leads/speed-to-lead.server";
import { getTestApp } from "../setup/test-app.ts";
import { hrefs, visibleText } from "../support/html.ts";
import { insertLeadRow } from "../support/leads.ts";
import {
  type SignedInStaff,
  type TestStaff,
  createTestStaff,
  pageText,
  signedInStaff,
  signedInStaffOfEveryRole,
  staffRequest,
} from "../support/staff-sessions.ts";

const MIN = 60_000;
const at = officeDateTimeToInstant;
const staff = signedInStaffOfEveryRole();
const inserted: number[] = [];

async function lead(values: Partial<typeof leads.$inferInsert> & { createdAt: Date }): Promise<number> {
  const id = await insertLeadRow({ firstName: "Speed", ...values });
  inserted.push(id);
  return id;
}

afterAll(async () => {
  const { db } = await getTestApp();
  if (inserted.length) await db.delete(leads).where(inArray(leads.id, inserted.splice(0)));
});

describe("the figures, in office hours (June 2032)", () => {
  const MANAGER = { id: 0, role: "admin", officeId: null, testModePreference: false };
  let rep: TestStaff;

  beforeAll(async () => {
    rep = await createTestStaff("sales", { officeId: "orlando" });
    const contacted = (created: Date, first: Date | null) => ({
      createdAt: created,
      firstContactedAt: first,
      status: first ? "contacted" : "new",
    });
    // Monday June 7, 2032 is a Monday. Orlando: 3 minutes in the morning; 4 minutes after a lead at 11 PM.
    await lead({
      ...contacted(at("2032-06-08", "10:00"), at("2032-06-08", "10:03")),
      salesRepId: rep.id,
      nearestBranch: "ORLANDO",
    });
    await lead({
      ...contacted(at("2032-06-07", "23:00"), at("2032-06-08", "09:04")),
      salesRepId: rep.id,
      nearestBranch: "ORLANDO",
    });
    // Ocala: Friday 3:45 PM to Monday 9:15 AM is 30 minutes; two hours on a Wednesday; one never contacted.
    await lead({
      ...contacted(at("2032-06-11", "15:45"), at("2032-06-14", "09:15")),
      salesRepId: rep.id,
      nearestBranch: "OCALA",
    });
    await lead({
      ...contacted(at("2032-06-09", "12:00"), at("2032-06-09", "14:00")),
      salesRepId: rep.id,
      nearestBranch: "OCALA",
    });
    await lead({ ...contacted(at("2032-06-09", "13:00"), null), salesRepId: rep.id, nearestBranch: "OCALA" });
    // Unassigned, Orlando: called on a Saturday, ten minutes after it came: no office time at all.
    await lead({ ...contacted(at("2032-06-12", "11:00"), at("2032-06-12", "11:10")), nearestBranch: "ORLANDO" });
    // Left out: spam, a merged lead, a test lead (the viewer hides them), a lead before the period.
    await lead({
      ...contacted(at("2032-06-08", "10:00"), at("2032-06-10", "10:00")),
      status: "spam",
      salesRepId: rep.id,
      nearestBranch: "ORLANDO",
    });
    const survivor = inserted[0]!;
    await lead({
      ...contacted(at("2032-06-08", "10:00"), null),
      mergedIntoId: survivor,
      salesRepId: rep.id,
      nearestBranch: "ORLANDO",
    });
    await lead({
      ...contacted(at("2032-06-08", "10:00"), null),
      isTest: true,
      salesRepId: rep.id,
      nearestBranch: "ORLANDO",
    });
    await lead({ ...contacted(at("2032-05-28", "10:00"), null), salesRepId: rep.id, nearestBranch: "ORLANDO" });
  });

  it("per rep: median 17 min, 2 of 5 within 5 minutes, 3 of 5 within the hour", async () => {
    const { db } = await getTestApp();
    const figures = await getSpeedToLead(db, MANAGER, {
      from: at("2032-06-01", "00:00"),
      now: at("2032-06-15", "12:00"),
      waiting: [],
    });
    expect(figures.byRep).toEqual([
      {
        key: String(rep.id),
        label: rep.username,
        leads: 5,
        contacted: 4,
        medianMs: 17 * MIN,
        withinFast: 2,
        withinHour: 3,
      },
      { key: "none", label: "Unassigned", leads: 1, contacted: 1, medianMs: 0, withinFast: 1, withinHour: 1 },
    ]);
  });

  it("per office, in each office's hours", async () => {
    const { db } = await getTestApp();
    const figures = await getSpeedToLead(db, MANAGER, {
      from: at("2032-06-01", "00:00"),
      now: at("2032-06-15", "12:00"),
      waiting: [],
    });
    expect(figures.byOffice).toEqual([
      { key: "ocala", label: "Ocala", leads: 3, contacted: 2, medianMs: 75 * MIN, withinFast: 0, withinHour: 1 },
      { key: "orlando", label: "Orlando", leads: 3, contacted: 3, medianMs: 3 * MIN, withinFast: 3, withinHour: 3 },
    ]);
  });

  it("counts the office time a waiting lead has waited: none over a weekend night", async () => {
    const { db } = await getTestApp();
    const waiting = { id: -1, branch: "ORLANDO", createdAt: at("2032-06-11", "17:00") };
    const figures = await getSpeedToLead(db, MANAGER, {
      from: at("2032-06-14", "00:00"),
      now: at("2032-06-14", "09:20"),
      waiting: [
        {
          ...waiting,
          firstName: "W",
          lastName: null,
          requestType: "estimate",
          sourcePage: null,
          office: "orlando",
          salesRepName: null,
        },
      ],
    });
    expect(figures.waitingOfficeMs.get(-1)).toBe(20 * MIN);
  });
});

describe("the dashboard page", () => {
  // A rep without an office reaches only the leads assigned to them: their own dashboard shows these alone.
  let rep: SignedInStaff;

  /** A Tuesday 8 to 14 days ago on the offices' calendar, inside the default 30 days. */
  function recentTuesday(): string {
    let day = addDays(officeToday(), -8);
    while (isoWeekday(day) !== 2) day = addDays(day, -1);
    return day;
  }

  beforeAll(async () => {
    rep = await signedInStaff("sales");
    const tuesday = recentTuesday();
    const wednesday = addDays(tuesday, 1);
    const orlando = { salesRepId: rep.id, nearestBranch: "ORLANDO" };
    await lead({
      ...orlando,
      createdAt: at(tuesday, "10:00"),
      firstContactedAt: at(tuesday, "10:03"),
      status: "qualified",
    });
    await lead({
      ...orlando,
      createdAt: at(tuesday, "23:00"),
      firstContactedAt: at(wednesday, "09:04"),
      status: "qualified",
    });
    await lead({
      ...orlando,
      createdAt: at(tuesday, "11:00"),
      firstContactedAt: at(tuesday, "12:30"),
      status: "qualified",
    });
    await lead({ ...orlando, createdAt: at(tuesday, "13:00"), status: "new", firstName: "Still", lastName: "Waiting" });
    // Stale: contacted, idle ten days; it arrived before every period but a year and all time.
    await lead({
      ...orlando,
      createdAt: at(addDays(tuesday, -200), "10:00"),
      firstContactedAt: at(addDays(tuesday, -200), "10:30"),
      status: "contacted",
      lastActivityAt: at(addDays(officeToday(), -10), "10:00"),
    });
  });

  /** Rep, contacted of leads, median, within 5 minutes (share, count), within 1 hour. */
  const figures = "3 of 4 contacted Median wait 4 min Within 5 min 50% 2 of 4 Within 1 hour 50% 2 of 4";
  const repRow = () => `${rep.username} ${figures}`;

  it("shows managers each rep's speed to lead and stale leads, with links to their leads", async () => {
    const html = await pageText(await staffRequest("/admin-dashboard", staff.admin.cookie));
    const text = visibleText(html);
    expect(text).toContain("Speed to lead and follow-up");
    expect(text).toContain("Last 30 days (the period chosen above)");
    expect(text).toContain(repRow());
    const from = html.match(/admin-estimates\?status=new&amp;from=(\d{4}-\d{2}-\d{2})/)?.[1];
    expect(hrefs(html)).toContain(`/admin/admin-estimates?rep=${rep.id}&from=${from}`);
    // Stale leads per rep: one, linked to the list of this rep's stale leads.
    expect(hrefs(html)).toContain(`/admin/admin-estimates?stale=1&rep=${rep.id}`);
    expect(text).toMatch(new RegExp(`Stale leads by rep .*${rep.username} 1 `));
    expect(hrefs(html)).toContain("/admin/admin-estimates?stale=1");
  });

  it("follows the chosen period", async () => {
    const text = visibleText(await pageText(await staffRequest("/admin-dashboard?range=90d", staff.admin.cookie)));
    expect(text).toContain("Last 90 days (the period chosen above)");
    expect(text).toContain(repRow());
  });

  it("shows the rep their own figures, their stale lead and the lead still waiting, with its office time", async () => {
    const html = await pageText(await staffRequest("/admin-dashboard", rep.cookie));
    const text = visibleText(html);
    expect(text).toContain(repRow());
    expect(text).toContain(`Orlando ${figures}`);
    expect(text).toContain("1 lead in an open stage with no activity past its limit, now.");
    expect(text).toMatch(new RegExp(`Still Waiting Estimate · Orlando · ${rep.username} · .* in office hours`));
    // Their lists: estimates and contacts (they cannot open the all-leads list).
    expect(hrefs(html)).toContain("/admin/estimates?stale=1");
    expect(hrefs(html)).toContain("/admin/contacts?stale=1");
    expect(hrefs(html)).not.toContain(`/admin/admin-estimates?stale=1&rep=${rep.id}`);
  });

  it("shows another rep none of it", async () => {
    const text = visibleText(await pageText(await staffRequest("/admin-dashboard", staff.sales.cookie)));
    expect(text).toContain("Speed to lead by rep");
    expect(text).not.toContain(rep.username);
  });
});
