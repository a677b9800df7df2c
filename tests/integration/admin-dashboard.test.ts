// The staff dashboard's figures against leads inserted here, the test-mode
// preference and its switch. Other test files of the worker share the
// database, so the figures are computed for a moment in 2031 (no other lead
// is that young) and the waiting list uses leads from the 1990s (none older).
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "#db/schema/index.ts";
import { chartWeeks, companyDateOf, formatAge, isoDate, leadPeriods, mondayOf } from "~/lib/leads/lead-stats";
import { DASHBOARD_MESSAGES } from "~/lib/schemas/dashboard";
import {
  countLeadBreakdowns,
  countLeadVolume,
  countLeadsPerWeek,
  getLeadDashboard,
  getSpeedToFirstContact,
  listUncontactedLeads,
} from "~/models/lead-stats.server";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest, staffRow } from "../support/staff-sessions.ts";
import { insertLeadRow } from "../support/leads.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A manager's figures (every office's leads), with test leads hidden or shown. */
const MANAGER = { id: 0, role: "admin", officeId: null };
const HIDE = { ...MANAGER, testModePreference: false };
const SHOW = { ...MANAGER, testModePreference: true };

const inserted: number[] = [];

type LeadValues = Partial<typeof leads.$inferInsert> & { createdAt: Date };

async function insertLead(values: LeadValues): Promise<number> {
  const id = await insertLeadRow({ firstName: "Dash", ...values });
  inserted.push(id);
  return id;
}

async function removeInserted() {
  const { db } = await getTestApp();
  if (inserted.length) await db.delete(leads).where(inArray(leads.id, inserted.splice(0)));
}

afterAll(removeInserted);

describe("figures (a Wednesday in March 2031, Florida time)", () => {
  const NOW = new Date("2031-03-12T14:30:00Z"); // 10:30 EDT
  const periods = leadPeriods(NOW);
  const { week, month } = periods;
  const after = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const source = (name: string) => `dash-${process.pid}-${name}`;

  beforeAll(async () => {
    expect(week.current.from >= month.current.from, "this week lies within this month").toBe(true);
    // This week: two new, one contacted after 1 h, and a test lead contacted after 50 h.
    await insertLead({ createdAt: after(week.current.from, HOUR), sourcePage: source("a"), nearestBranch: "OCALA" });
    await insertLead({ createdAt: after(NOW, -60_000), sourcePage: source("a"), nearestBranch: "ORLANDO" });
    await insertLead({
      createdAt: after(week.current.from, 2 * HOUR),
      firstContactedAt: after(week.current.from, 3 * HOUR),
      status: "contacted",
      sourcePage: source("b"),
      nearestBranch: "OCALA",
    });
    await insertLead({
      createdAt: after(week.current.from, 30 * 60_000),
      firstContactedAt: after(week.current.from, 30 * 60_000 + 50 * HOUR),
      status: "won",
      isTest: true,
      sourcePage: source("test-only"),
      nearestBranch: "OCALA",
    });
    // Last week: Monday 01:00 (before "the same time last week") and Sunday 23:00 Florida time (after it;
    // Monday in UTC, so the time zone decides its week). Spam is left out of the speed figure.
    await insertLead({
      createdAt: after(week.previous.from, HOUR),
      firstContactedAt: after(week.previous.from, 3 * HOUR),
      status: "qualified",
      sourcePage: source("a"),
      nearestBranch: "WEST PALM BEACH",
    });
    await insertLead({
      createdAt: after(week.previous.to, -HOUR),
      firstContactedAt: after(week.previous.to, 99 * HOUR),
      status: "spam",
      sourcePage: source("b"),
      nearestBranch: "ATLANTIS",
    });
    // Last month: the 2nd (outside the 30 days) and its last evening (inside).
    await insertLead({ createdAt: after(month.previous.from, DAY), status: "lost", nearestBranch: "OCALA" });
    await insertLead({
      createdAt: after(month.previous.to, -HOUR),
      firstContactedAt: after(month.previous.to, 9 * HOUR),
      status: "proposal sent",
    });
  });

  afterAll(removeInserted);

  it("counts this week and month against the previous ones, test leads hidden", async () => {
    const { db } = await getTestApp();
    expect(await countLeadVolume(db, HIDE, periods)).toEqual({
      thisWeek: 3,
      lastWeek: 2,
      lastWeekToDate: 1,
      thisMonth: 5,
      lastMonth: 2,
      lastMonthToDate: 1,
    });
  });

  it("counts test leads when the preference shows them", async () => {
    const { db } = await getTestApp();
    const volume = await countLeadVolume(db, SHOW, periods);
    expect(volume.thisWeek).toBe(4);
    expect(volume.thisMonth).toBe(6);
  });

  it("breaks the last 30 days down by every status, source page and office", async () => {
    const { db } = await getTestApp();
    const dashboard = await getLeadDashboard(db, HIDE, { now: NOW, range: "30d" });
    expect(dashboard.breakdownFrom?.toISOString()).toBe("2031-02-11T05:00:00.000Z");
    expect(dashboard.byStatus).toEqual([
      { status: "new", count: 2 },
      { status: "contacted", count: 1 },
      { status: "qualified", count: 1 },
      { status: "consultation scheduled", count: 0 },
      { status: "proposal sent", count: 1 },
      { status: "won", count: 0 },
      { status: "lost", count: 0 },
      { status: "spam", count: 1 },
    ]);
    expect(dashboard.bySource).toEqual([
      { source: source("a"), count: 3 },
      { source: source("b"), count: 2 },
      { source: null, count: 1 },
    ]);
    expect(dashboard.byOffice).toEqual([
      { office: "ocala", count: 2 },
      { office: "west-palm-beach", count: 1 },
      { office: "port-st-lucie", count: 0 },
      { office: "orlando", count: 1 },
      { office: "unknown", count: 2 },
    ]);

    const shown = await countLeadBreakdowns(db, SHOW, dashboard.breakdownFrom);
    expect(shown.byStatus.find((row) => row.status === "won")?.count).toBe(1);
    expect(shown.bySource).toContainEqual({ source: source("test-only"), count: 1 });
    expect(shown.byOffice[0]).toEqual({ office: "ocala", count: 3 });
  });

  it("takes the whole table for all time", async () => {
    const { db } = await getTestApp();
    const all = await countLeadBreakdowns(db, HIDE, null);
    expect(all.byStatus.find((row) => row.status === "lost")!.count).toBeGreaterThanOrEqual(1);
    expect(all.byStatus).toHaveLength(8);
    const total = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);
    // The three groupings count the same leads.
    expect(total(all.bySource)).toBe(total(all.byStatus));
    expect(total(all.byOffice)).toBe(total(all.byStatus));
  });

  it("gives the median and average speed to first contact of the last 30 days", async () => {
    const { db } = await getTestApp();
    const from = (await getLeadDashboard(db, HIDE, { now: NOW, range: "30d" })).speedFrom;
    // Contacted after 1 h, 2 h and 10 h; two more leads wait; spam and the lead of the 2nd are left out.
    expect(await getSpeedToFirstContact(db, HIDE, from)).toEqual({
      medianSeconds: 2 * 3600,
      averageSeconds: 15_600, // (1 + 2 + 10) h / 3
      contacted: 3,
      leads: 5,
    });
    // With the test lead (50 h): 1, 2, 10, 50 → median 6 h.
    expect(await getSpeedToFirstContact(db, SHOW, from)).toMatchObject({ medianSeconds: 6 * 3600, contacted: 4 });
  });

  it("has no speed figure when no lead was contacted", async () => {
    const { db } = await getTestApp();
    expect(await getSpeedToFirstContact(db, HIDE, new Date("2040-01-01T00:00:00Z"))).toEqual({
      medianSeconds: null,
      averageSeconds: null,
      contacted: 0,
      leads: 0,
    });
  });

  it("counts leads per week for 12 weeks in Florida time, empty weeks as 0", async () => {
    const { db } = await getTestApp();
    const weeks = await countLeadsPerWeek(db, HIDE, NOW);
    expect(weeks.map((w) => w.week)).toEqual(chartWeeks(NOW));
    const countOf = (date: Date) => weeks.find((w) => w.week === isoDate(mondayOf(companyDateOf(date))))?.count;
    expect(countOf(NOW)).toBe(3);
    // The Sunday 23:00 lead is Monday in UTC but counts in last week.
    expect(countOf(week.previous.from)).toBe(2);
    expect(countOf(after(month.previous.to, -HOUR))).toBe(1);
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(7);
    expect(weeks[0]).toMatchObject({ count: 0 });
    expect((await countLeadsPerWeek(db, SHOW, NOW)).at(-1)!.count).toBe(4);
  });
});

describe("new leads not yet contacted", () => {
  afterAll(removeInserted);

  it("lists them oldest first, without contacted or test leads", async () => {
    const { db } = await getTestApp();
    const oldest = await insertLead({ createdAt: new Date("1991-01-01T15:00:00Z"), firstName: "Ada" });
    const second = await insertLead({ createdAt: new Date("1991-01-03T15:00:00Z"), firstName: "Bo" });
    const test = await insertLead({ createdAt: new Date("1991-01-02T15:00:00Z"), firstName: "Tess", isTest: true });
    await insertLead({
      createdAt: new Date("1990-12-30T15:00:00Z"),
      firstName: "Called",
      firstContactedAt: new Date("1990-12-30T16:00:00Z"),
    });
    await insertLead({ createdAt: new Date("1990-12-31T15:00:00Z"), firstName: "Moved", status: "contacted" });

    const hidden = await listUncontactedLeads(db, HIDE, 2);
    expect(hidden.oldest.map((lead) => lead.id)).toEqual([oldest, second]);
    expect(hidden.total).toBeGreaterThanOrEqual(2);
    const shown = await listUncontactedLeads(db, SHOW, 3);
    expect(shown.oldest.map((lead) => lead.id)).toEqual([oldest, test, second]);
    // Other test files sharing this worker's database may have left test leads waiting too.
    expect(shown.total).toBeGreaterThanOrEqual(hidden.total + 1);
  });
});

describe("the dashboard page and the test-mode switch", () => {
  const staff = signedInStaffOfEveryRole();

  afterAll(removeInserted);

  const setMode = (who: keyof typeof staff, show: boolean, extra: Record<string, string> = {}, origin?: string) =>
    staffPost("/admin-dashboard", staff[who].cookie, { intent: "test-mode", show: String(show), ...extra }, origin);

  async function dashboardHtml(who: keyof typeof staff, query = "") {
    const response = await staffRequest(`/admin-dashboard${query}`, staff[who].cookie);
    expect(response.status).toBe(200);
    return pageText(response);
  }

  function figure(html: string, label: string): number {
    const match = new RegExp(`${label}</dt><dd[^>]*><span[^>]*>([\\d,]+)</span>`).exec(html);
    if (!match) throw new Error(`no figure "${label}" on the page`);
    return Number(match[1]!.replaceAll(",", ""));
  }

  it("shows every role the figures, the chart and the breakdowns", async () => {
    for (const role of ["admin", "operations", "sales"] as const) {
      const html = await dashboardHtml(role);
      for (const text of [
        "Leads this week",
        "Leads this month",
        "New, not yet contacted",
        "Speed to first contact",
        "Leads per week",
        "Weekly numbers as a table",
        "By status",
        "By source page",
        "By office",
        "Consultation scheduled",
        "Port St. Lucie",
        "Unknown",
      ]) {
        expect(html, `${role}: ${text}`).toContain(text);
      }
      // "1 lead in", "8 leads in" or "No leads in": how many depends on the leads other tests stored.
      expect(html).toMatch(/\d+ leads? in the 12 weeks from|No leads in the 12 weeks from/);
    }
  });

  it("links breakdowns to the all-leads list for admin and operations, and sales to the lists they may open", async () => {
    const ops = await dashboardHtml("operations", "?range=90d");
    expect(ops).toMatch(/href="\/admin\/admin-estimates\?status=consultation\+scheduled&amp;from=\d{4}-\d{2}-\d{2}"/);
    expect(ops).toMatch(/href="\/admin\/admin-estimates\?office=port-st-lucie&amp;from=/);
    expect(ops).toContain('href="/admin/admin-estimates?status=new&amp;sort=created&amp;dir=asc"');
    expect(ops).toContain('aria-current="page"');
    const sales = await dashboardHtml("sales");
    expect(sales).not.toContain("/admin/admin-estimates");
    expect(sales).toContain('href="/admin/estimates?status=new&amp;sort=created&amp;dir=asc"');
    expect(sales).toContain('href="/admin/contacts?status=new&amp;sort=created&amp;dir=asc"');
  });

  it("refuses an unknown period with a clear message", async () => {
    const response = await staffRequest("/admin-dashboard?range=forever", staff.admin.cookie);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(DASHBOARD_MESSAGES.range);
    expect((await staffRequest("/admin-dashboard?range=all", staff.admin.cookie)).status).toBe(200);
  });

  it("switches test mode with a same-site post and says which mode is on", async () => {
    expect((await staffRow(staff.sales.id)).testModePreference).toBe(true);
    const off = await setMode("sales", false, { redirectTo: "/admin-dashboard?range=90d" });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/admin-dashboard?range=90d");
    expect(off.headers.getSetCookie().join()).toContain("ffp_flash=");
    expect((await staffRow(staff.sales.id)).testModePreference).toBe(false);
    const offHtml = await dashboardHtml("sales");
    expect(offHtml).toContain("Test mode off");
    expect(offHtml).toMatch(/role="switch" aria-checked="false"/);
    expect(offHtml).not.toContain("Test mode is on.");

    const on = await setMode("sales", true);
    expect(on.headers.get("location")).toBe("/admin-dashboard");
    expect((await staffRow(staff.sales.id)).testModePreference).toBe(true);
    const onHtml = await dashboardHtml("sales");
    expect(onHtml).toContain("Test mode on");
    expect(onHtml).toContain("Test mode is on.");
    expect(onHtml).toMatch(/role="switch" aria-checked="true"/);
  });

  it("sends the switch back only to a same-site page", async () => {
    const response = await setMode("operations", true, { redirectTo: "//evil.example/admin" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin-dashboard");
  });

  it("refuses a cross-site post and a bad value, changing nothing", async () => {
    await setMode("admin", true);
    // React Router's own origin check (400) or the guard's (403) answers first.
    const foreign = await setMode("admin", false, {}, "https://evil.example");
    expect([400, 403]).toContain(foreign.status);
    const singleFetch = await staffPost(
      "/admin-dashboard.data",
      staff.admin.cookie,
      { intent: "test-mode", show: "false" },
      "https://evil.example",
    );
    expect([400, 403]).toContain(singleFetch.status);
    const noOrigin = await staffRequest("/admin-dashboard", staff.admin.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({ intent: "test-mode", show: "false" }).toString(),
    });
    expect(noOrigin.status).toBe(403);
    const bad = await staffPost("/admin-dashboard", staff.admin.cookie, { intent: "test-mode", show: "maybe" });
    expect(bad.status).toBe(400);
    const unknown = await staffPost("/admin-dashboard", staff.admin.cookie, { intent: "delete-everything" });
    expect(unknown.status).toBe(400);
    expect((await staffRow(staff.admin.id)).testModePreference).toBe(true);

    const anonymous = await staffPost("/admin-dashboard", null, { intent: "test-mode", show: "false" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin-login/);
  });

  it("hides test leads from the figures and the waiting list unless the preference shows them", async () => {
    await setMode("admin", false);
    const before = await dashboardHtml("admin");
    const week = figure(before, "Leads this week");
    const waiting = figure(before, "New, not yet contacted");

    const stamp = `${process.pid}${Date.now().toString(36)}`;
    await insertLead({ createdAt: new Date(), firstName: "Rhea", lastName: `Real-${stamp}` });
    const test = await insertLead({
      createdAt: new Date(),
      firstName: "Tess",
      lastName: `Test-${stamp}`,
      isTest: true,
    });
    // The oldest waiting leads of all, so they lead the list whatever else the database holds.
    const oldTest = await insertLead({
      createdAt: new Date("1992-05-01T14:00:00Z"),
      firstName: "Olive",
      lastName: `Oldtest-${stamp}`,
      isTest: true,
    });
    const oldReal = new Date("1992-06-01T14:00:00Z");
    const oldRealId = await insertLead({ createdAt: oldReal, firstName: "Zed", lastName: `Oldest-${stamp}` });

    const ageBefore = formatAge(Date.now() - oldReal.getTime());
    const hidden = await dashboardHtml("admin");
    const ageAfter = formatAge(Date.now() - oldReal.getTime());
    expect(figure(hidden, "Leads this week")).toBe(week + 1);
    expect(figure(hidden, "New, not yet contacted")).toBe(waiting + 2);
    expect(hidden).toContain(`Zed Oldest-${stamp}`);
    expect(hidden).toContain(`href="/admin/leads/${oldRealId}"`);
    expect([ageBefore, ageAfter]).toContain(/waited (\d+ d)\./.exec(hidden)?.[1]);
    expect(hidden).toMatch(new RegExp(`Zed Oldest-${stamp}[\\s\\S]*?\\d+ d[\\s\\S]*?waiting \\d+ days`));
    expect(hidden).not.toContain(`Oldtest-${stamp}`);
    expect(hidden).not.toContain(`href="/admin/leads/${test}"`);

    await setMode("admin", true);
    const shown = await dashboardHtml("admin");
    expect(figure(shown, "Leads this week")).toBeGreaterThanOrEqual(week + 2);
    expect(figure(shown, "New, not yet contacted")).toBeGreaterThanOrEqual(waiting + 4);
    expect(shown).toContain(`href="/admin/leads/${oldTest}"`);
    expect(shown.indexOf(`Oldtest-${stamp}`)).toBeLessThan(shown.indexOf(`Oldest-${stamp}`));
  });

  it("shows a recent lead's age in hours", async () => {
    await setMode("admin", false);
    const stamp = `${process.pid}${Date.now().toString(36)}`;
    const id = await insertLead({
      createdAt: new Date(Date.now() - 3 * HOUR - 10 * 60_000),
      firstName: "Rita",
      lastName: `Recent-${stamp}`,
    });
    const { db } = await getTestApp();
    const listed = (await listUncontactedLeads(db, HIDE)).oldest.some((lead) => lead.id === id);
    const html = await dashboardHtml("admin");
    // Only checkable when no ten older leads wait (another file of this worker may have left some).
    if (listed) expect(html).toMatch(new RegExp(`Recent-${stamp}[\\s\\S]*?>3 h<[\\s\\S]*?waiting 3 hours`));
    expect(figure(html, "New, not yet contacted")).toBeGreaterThanOrEqual(1);
  });
});
