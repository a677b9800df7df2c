// The source report (/admin/reports/sources), its CSV and the ad-platform
// exports against leads, bookings, appointments, call clicks and visits
// inserted here. Other test files of the worker share the database, so the
// seeded set lives in March 2011 (no other test file writes that year) and every
// figure is read for ranges inside it.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appointments,
  callClicks,
  consultationBookings,
  landingPageVisits,
  leadStatusHistory,
  leads,
} from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";
import { defaultSourceReportQuery } from "~/lib/attribution/source-report";
import { saveSetting } from "~/models/site-settings.server";
import { getTestApp } from "../setup/test-app.ts";
import { estimatePayload } from "../support/lead-payloads.ts";
import { pageText, signedInStaffOfEveryRole, staffRequest } from "../support/staff-sessions.ts";
import { postJson } from "../support/http.ts";
import { insertLeadRow } from "../support/leads.ts";

const RANGE = "from=2011-03-01&to=2011-03-31";
const insertedLeads: number[] = [];
const insertedClicks: number[] = [];
const VISIT_DAYS = ["2011-02-28", "2011-03-03", "2011-03-04"];

type LeadValues = Partial<typeof leads.$inferInsert> & { createdAt: Date };

async function insertLead(values: LeadValues): Promise<number> {
  const id = await insertLeadRow({ firstName: "Report", ...values });
  insertedLeads.push(id);
  return id;
}

const SPRING = { utmSource: "google", utmMedium: "cpc", utmCampaign: "spring" } as const;
const SUMMER = { utmSource: "facebook", utmMedium: "paid", utmCampaign: "summer" } as const;

beforeAll(async () => {
  const { db } = await getTestApp();
  // L1: Google, Orlando; an appointment in March; won on March 20.
  const l1 = await insertLead({
    createdAt: new Date("2011-03-02T15:00:00Z"),
    ...SPRING,
    landingPath: "/pools",
    nearestBranch: "ORLANDO",
    status: "won",
    wonValueCents: 4_850_000,
    wonSignedOn: "2011-03-20",
    gclid: "report-gclid-l1",
  });
  await db.insert(appointments).values({
    leadId: l1,
    customerName: "Report L1",
    phone: "(321) 555-0101",
    address: "1 Palm Way",
    scheduledAt: new Date("2011-03-10T15:00:00Z"),
  });
  // L2: Google, Ocala; a booked consultation in March.
  const l2 = await insertLead({
    createdAt: new Date("2011-03-05T15:00:00Z"),
    ...SPRING,
    landingPath: "/pools",
    nearestBranch: "OCALA",
    status: "consultation scheduled",
  });
  await db.insert(consultationBookings).values({
    leadId: l2,
    officeId: "ocala",
    slotStart: new Date("2011-03-12T15:00:00Z"),
    slotEnd: new Date("2011-03-12T16:00:00Z"),
  });
  // L3: Meta, Ocala, late on March 30 (Florida); its consultation was cancelled.
  const l3 = await insertLead({
    createdAt: new Date("2011-03-31T03:30:00Z"),
    ...SUMMER,
    landingPath: "/fiberglass-pools-ocala",
    nearestBranch: "OCALA",
  });
  await db.insert(consultationBookings).values({
    leadId: l3,
    officeId: "ocala",
    slotStart: new Date("2011-03-29T15:00:00Z"),
    slotEnd: new Date("2011-03-29T16:00:00Z"),
    status: "cancelled",
  });
  // L4: untagged, no office, 23:30 on March 31 in Florida (already April 1 in UTC).
  await insertLead({ createdAt: new Date("2011-04-01T03:30:00Z") });
  // L5: 00:30 on April 1 in Florida: outside.
  await insertLead({ createdAt: new Date("2011-04-01T04:30:00Z"), ...SPRING });
  // L6 spam and L7 a test lead: never counted.
  await insertLead({ createdAt: new Date("2011-03-06T15:00:00Z"), ...SPRING, status: "spam" });
  await insertLead({
    createdAt: new Date("2011-03-06T15:00:00Z"),
    ...SPRING,
    isTest: true,
    status: "won",
    wonValueCents: 100,
    wonSignedOn: "2011-03-06",
  });
  // L8: came in January, won in March: a March win, not a March lead.
  await insertLead({
    createdAt: new Date("2011-01-15T15:00:00Z"),
    ...SPRING,
    landingPath: "/pools",
    nearestBranch: "ORLANDO",
    status: "won",
    wonValueCents: 3_000_000,
    wonSignedOn: "2011-03-05",
  });

  const clicks = await db
    .insert(callClicks)
    .values([
      {
        createdAt: new Date("2011-03-02T16:00:00Z"),
        pagePath: "/pools",
        branch: "ORLANDO",
        ...SPRING,
        landingPath: "/pools",
        hasGclid: true,
      },
      { createdAt: new Date("2011-03-09T16:00:00Z"), pagePath: "/", branch: null },
      { createdAt: new Date("2011-02-27T16:00:00Z"), pagePath: "/", branch: "OCALA", ...SPRING },
    ])
    .returning({ id: callClicks.id });
  insertedClicks.push(...clicks.map((c) => c.id));

  await db.insert(landingPageVisits).values([
    {
      day: "2011-03-03",
      landingPath: "/pools",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      visits: 40,
    },
    { day: "2011-03-04", landingPath: "/pools", visits: 10 },
    {
      day: "2011-02-28",
      landingPath: "/pools",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      visits: 99,
    },
  ]);
});

afterAll(async () => {
  const { db } = await getTestApp();
  if (insertedLeads.length) await db.delete(leads).where(inArray(leads.id, insertedLeads));
  if (insertedClicks.length) await db.delete(callClicks).where(inArray(callClicks.id, insertedClicks));
  await db.delete(landingPageVisits).where(inArray(landingPageVisits.day, VISIT_DAYS));
});

const staff = signedInStaffOfEveryRole();

/** The CSV's lines as cells (the seeded labels hold no commas or quotes). */
async function csvRows(path: string): Promise<string[][]> {
  const response = await staffRequest(path, staff.admin.cookie);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const text = (await response.text()).replace(/^\uFEFF/, "");
  return text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}

async function reportTable(search: string) {
  const [header, ...rows] = await csvRows(`/admin/reports/sources.csv?${search}`);
  return { header: header!, rows: Object.fromEntries(rows.map((row) => [row[0]!, row.slice(1)])) };
}

describe("the report's figures", () => {
  it("by source / medium / campaign: visits, leads, consultations, won, revenue, rate, call clicks", async () => {
    const { header, rows } = await reportTable(`${RANGE}&group=campaign`);
    expect(header).toEqual([
      "Source / medium / campaign",
      "Visits",
      "Leads",
      "Consultations",
      "Won leads",
      "Won revenue (USD)",
      "Lead-to-won rate (%)",
      "Call clicks",
    ]);
    expect(rows["google / cpc / spring"]).toEqual(["40", "2", "2", "2", "78500.00", "100.0", "1"]);
    expect(rows["facebook / paid / summer"]).toEqual(["0", "1", "0", "0", "0.00", "0.0", "0"]);
    expect(rows["Direct or untagged"]).toEqual(["10", "1", "0", "0", "0.00", "0.0", "1"]);
    expect(rows.Total).toEqual(["50", "4", "2", "2", "78500.00", "50.0", "2"]);
    expect(Object.keys(rows)).toHaveLength(4);
  });

  it("by landing page", async () => {
    const { rows } = await reportTable(`${RANGE}&group=landing`);
    expect(rows["/pools"]).toEqual(["50", "2", "2", "2", "78500.00", "100.0", "1"]);
    expect(rows["/fiberglass-pools-ocala"]).toEqual(["0", "1", "0", "0", "0.00", "0.0", "0"]);
    expect(rows["Landing page unknown"]).toEqual(["0", "1", "0", "0", "0.00", "0.0", "1"]);
  });

  it("by office, where visits cannot be counted", async () => {
    const { rows } = await reportTable(`${RANGE}&group=office`);
    expect(rows.Orlando).toEqual(["", "1", "1", "2", "78500.00", "200.0", "1"]);
    expect(rows.Ocala).toEqual(["", "2", "1", "0", "0.00", "0.0", "0"]);
    expect(rows["No office"]).toEqual(["", "1", "0", "0", "0.00", "0.0", "1"]);
    expect(rows.Total![0]).toBe("");
  });

  it("counts Florida days: March 31 alone holds the lead of 23:30 and none of April 1", async () => {
    const { rows } = await reportTable("from=2011-03-31&to=2011-03-31");
    expect(rows["Direct or untagged"]).toEqual(["0", "1", "0", "0", "0.00", "0.0", "0"]);
    expect(rows.Total![1]).toBe("1");
  });

  it("sorts as the address says, the total last", async () => {
    const names = async (search: string) => Object.keys((await reportTable(`${RANGE}&${search}`)).rows);
    expect(await names("sort=group&dir=asc")).toEqual([
      "Direct or untagged",
      "facebook / paid / summer",
      "google / cpc / spring",
      "Total",
    ]);
    expect((await names("sort=revenue&dir=desc"))[0]).toBe("google / cpc / spring");
  });

  it("shows the same table on the page, with the weekly chart and its table", async () => {
    const response = await staffRequest(`/admin/reports/sources?${RANGE}&group=campaign`, staff.operations.cookie);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain("<h1");
    expect(html).toContain("Source report");
    expect(html).toMatch(/<th scope="row"[^>]*>google \/ cpc \/ spring<\/th>(<td[^>]*>[^<]*<\/td>){7}/);
    const row = html.match(/<th scope="row"[^>]*>google \/ cpc \/ spring<\/th>((?:<td[^>]*>[^<]*<\/td>){7})/)![1]!;
    expect([...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual([
      "40",
      "2",
      "2",
      "2",
      "$78,500",
      "100.0%",
      "1",
    ]);
    expect(html).toContain('role="img"');
    expect(html).toContain("Leads and won leads per week");
    const range = RANGE.replace("&", "&amp;");
    expect(html).toContain(`href="/admin/reports/sources.csv?${range}&amp;group=campaign"`);
    expect(html).toContain(`href="/admin/reports/google-ads-conversions.csv?${range}"`);
    expect(html).toContain(`href="/admin/reports/meta-offline-events.csv?${range}"`);
  });
});

describe("who may see it", () => {
  const paths = [
    `/admin/reports/sources?${RANGE}`,
    `/admin/reports/sources.csv?${RANGE}`,
    `/admin/reports/google-ads-conversions.csv?${RANGE}`,
    `/admin/reports/meta-offline-events.csv?${RANGE}`,
  ];

  it("admin and operations; sales get 403; nobody signed in is sent to sign in", async () => {
    for (const path of paths) {
      expect((await staffRequest(path, staff.admin.cookie)).status, path).toBe(200);
      expect((await staffRequest(path, staff.operations.cookie)).status, path).toBe(200);
      const refused = await staffRequest(path, staff.sales.cookie);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).not.toContain("google / cpc / spring");
      const anonymous = await staffRequest(path, null);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("is in the menu of admin and operations only", async () => {
    const link = 'href="/admin/reports/sources"';
    expect(await pageText(await staffRequest("/admin-dashboard", staff.admin.cookie))).toContain(link);
    expect(await pageText(await staffRequest("/admin-dashboard", staff.operations.cookie))).toContain(link);
    expect(await pageText(await staffRequest("/admin-dashboard", staff.sales.cookie))).not.toContain(link);
  });
});

describe("bad input", () => {
  const cases = [
    ["from=2011-02-30&to=2011-03-31", "Dates must be real days written as YYYY-MM-DD."],
    ["from=2011-04-01&to=2011-03-01", "The end date is before the start date."],
    ["from=2008-01-01&to=2011-03-01", "A range can be at most two years."],
    ["group=city", "Unknown grouping."],
    ["sort=profit", "Unknown sort."],
    ["from=%3Cscript%3E", "Dates must be real days"],
  ] as const;

  it("says what is wrong on the page and shows the default report", async () => {
    const defaults = defaultSourceReportQuery();
    for (const [search, message] of cases) {
      const response = await staffRequest(`/admin/reports/sources?${search}`, staff.admin.cookie);
      expect(response.status, search).toBe(200);
      const html = await pageText(response);
      expect(html, search).toContain(message);
      expect(html).toContain(`value="${defaults.from}"`);
      expect(html).toContain(`value="${defaults.to}"`);
      expect(html).not.toContain("<script>alert");
    }
  });

  it("refuses a download whose address is wrong, in words", async () => {
    for (const [search, message] of cases) {
      for (const path of ["/admin/reports/sources.csv", "/admin/reports/google-ads-conversions.csv"]) {
        const response = await staffRequest(`${path}?${search}`, staff.admin.cookie);
        expect(response.status, `${path}?${search}`).toBe(400);
        expect(await response.text()).toContain(message);
      }
    }
  });
});

describe("ad-platform exports", () => {
  it("Google Ads: the template's rows, the won lead with its value, under the names from the settings", async () => {
    const { db } = await getTestApp();
    const rows = await csvRows(`/admin/reports/google-ads-conversions.csv?${RANGE}`);
    expect(rows[0]).toEqual(["Parameters:TimeZone=America/New_York"]);
    expect(rows[1]).toEqual([
      "Google Click ID",
      "Conversion Name",
      "Conversion Time",
      "Conversion Value",
      "Conversion Currency",
    ]);
    expect(rows.slice(2)).toContainEqual([
      "report-gclid-l1",
      "Won pool sale",
      "2011-03-20 12:00:00-04:00",
      "48500.00",
      "USD",
    ]);
    // Only leads with a Google click id: L8 won too, without one.
    expect(rows.slice(2).filter((row) => row[1] === "Won pool sale")).toHaveLength(1);

    await saveSetting(
      db,
      "ad-conversions",
      {
        googleWonConversion: "Pool sold (import)",
        googleQualifiedConversion: "Qualified (import)",
        metaWonEvent: "Purchase",
        metaQualifiedEvent: "Lead",
      },
      null,
    );
    try {
      const renamed = await csvRows(`/admin/reports/google-ads-conversions.csv?${RANGE}`);
      expect(renamed.slice(2)[0]![1]).toBe("Pool sold (import)");
    } finally {
      await saveSetting(
        db,
        "ad-conversions",
        {
          googleWonConversion: "Won pool sale",
          googleQualifiedConversion: "Qualified lead",
          metaWonEvent: "Purchase",
          metaQualifiedEvent: "Lead",
        },
        null,
      );
    }
  });

  it("Meta: leads with an fbclid, matched by fbc, no personal data", async () => {
    const { db } = await getTestApp();
    const id = await insertLead({
      createdAt: new Date("2011-03-07T15:00:00Z"),
      ...SUMMER,
      email: "meta.lead@example.com",
      fbclid: "IwAR-report",
      fbc: "fb.1.1994166000000.IwAR-report",
      status: "won",
      wonValueCents: 5_200_050,
      wonSignedOn: "2011-03-25",
    });
    await db.insert(leadStatusHistory).values([
      { leadId: id, fromStatus: "new", toStatus: "qualified", changedAt: new Date("2011-03-08T15:00:00Z") },
      { leadId: id, fromStatus: "qualified", toStatus: "won", changedAt: new Date("2011-03-25T15:00:00Z") },
    ]);
    const response = await staffRequest(`/admin/reports/meta-offline-events.csv?${RANGE}`, staff.admin.cookie);
    const text = await response.text();
    expect(text).not.toContain("meta.lead@example.com");
    const rows = text.split("\r\n").map((line) => line.split(","));
    expect(rows[0]).toEqual(["event_id", "event_name", "event_time", "action_source", "value", "currency", "fbc"]);
    const noonOnThe25th = String(Date.parse("2011-03-25T16:00:00Z") / 1000);
    expect(rows).toContainEqual([
      `lead-${id}-won`,
      "Purchase",
      noonOnThe25th,
      "system_generated",
      "52000.50",
      "USD",
      "fb.1.1994166000000.IwAR-report",
    ]);
    expect(rows).toContainEqual([
      `lead-${id}-qualified`,
      "Lead",
      String(Date.parse("2011-03-08T15:00:00Z") / 1000),
      "system_generated",
      "",
      "USD",
      "fb.1.1994166000000.IwAR-report",
    ]);
  });
});

describe("attribution end to end", () => {
  it("a visit with a gclid, then a lead, then won: the Google export holds its row", async () => {
    const app = await getTestApp();
    const gclid = `e2e-${process.pid}-${Date.now()}`;
    // The visit, through the server's attribution middleware and its cookie.
    const visit = await app.request(`/pools?utm_source=google&utm_medium=cpc&utm_campaign=e2e&gclid=${gclid}`);
    expect(visit.status).toBe(200);
    const cookie = visit.headers
      .getSetCookie()
      .map((header) => header.split(";")[0]!)
      .find((pair) => pair.startsWith("ffp_attribution="));
    expect(cookie, "the visit sets the attribution cookie").toBeTruthy();
    // The lead, from the estimate API with that cookie.
    const payload = estimatePayload();
    const created = await postJson("/api/estimates", payload, { Cookie: cookie! });
    expect(created.status).toBe(201);
    const [lead] = await app.db.select().from(leads).where(eq(leads.phone, payload.phone));
    insertedLeads.push(lead!.id);
    // Stored on the lead's own columns by the intake (the last touch's click id and campaign).
    expect(lead).toMatchObject({ gclid, utmSource: "google", utmMedium: "cpc", utmCampaign: "e2e" });
    // Marked won: the lead desk's won action is not there yet, so the row gets what it will store
    // (status, contract value, signing date).
    const today = officeToday();
    await app.db
      .update(leads)
      .set({ status: "won", wonValueCents: 6_100_000, wonSignedOn: today })
      .where(eq(leads.id, lead!.id));

    const rows = await csvRows(`/admin/reports/google-ads-conversions.csv?from=${today}&to=${today}`);
    const row = rows.find((cells) => cells[0] === gclid);
    expect(row).toBeTruthy();
    expect(row!.slice(1, 2)).toEqual(["Won pool sale"]);
    expect(row![2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(row!.slice(3)).toEqual(["61000.00", "USD"]);
  });
});
