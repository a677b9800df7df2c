// The lead lists (/admin/estimates, /admin/contacts, /admin/admin-estimates),
// the CSV export and the lead page as staff see them.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminUsers, leads } from "#db/schema/index.ts";
import { setStaffTestModePreference } from "~/models/staff.server";
import { getTestApp } from "../setup/test-app.ts";
import {
  clearSignInCounters,
  createTestStaff,
  pageText,
  signedInStaff,
  type SignedInStaff,
  staffRequest,
  type TestStaff,
} from "../support/staff-sessions.ts";
import { makeLead, namesIn, shownRange, uniqueSource } from "../support/leads.ts";

let admin: SignedInStaff;
let operations: SignedInStaff;
let sales: SignedInStaff;

beforeAll(async () => {
  await clearSignInCounters();
  admin = await signedInStaff("admin");
  operations = await signedInStaff("operations");
  sales = await signedInStaff("sales");
});

beforeEach(async () => {
  await clearSignInCounters();
});

async function list(path: string, who: SignedInStaff = admin) {
  const response = await staffRequest(path, who.cookie);
  expect(response.status, path).toBe(200);
  const html = await pageText(response);
  return { html, names: namesIn(html), range: shownRange(html) };
}

const DAY = 24 * 60 * 60 * 1000;

describe("which leads each list shows", () => {
  const source = uniqueSource("scope");
  beforeAll(async () => {
    await makeLead({ sourcePage: source, firstName: "Connie", lastName: "Contact", requestType: "contact" });
    await makeLead({ sourcePage: source, firstName: "Esther", lastName: "Estimate", requestType: "estimate" });
    await makeLead({ sourcePage: source, firstName: "Carl", lastName: "Consult", requestType: "consultation" });
  });

  it("/admin/contacts shows contact requests only", async () => {
    expect((await list(`/admin/contacts?source=${source}`)).names).toEqual(["Connie Contact"]);
  });

  it("/admin/estimates shows estimate and consultation requests", async () => {
    expect((await list(`/admin/estimates?source=${source}`)).names.sort()).toEqual(["Carl Consult", "Esther Estimate"]);
    expect((await list(`/admin/estimates?source=${source}&type=consultation`)).names).toEqual(["Carl Consult"]);
  });

  it("/admin/admin-estimates shows every lead, with bulk actions", async () => {
    const { names, html } = await list(`/admin/admin-estimates?source=${source}`, operations);
    expect(names.sort()).toEqual(["Carl Consult", "Connie Contact", "Esther Estimate"]);
    expect(html).toContain('aria-label="Bulk actions"');
    expect(html).toContain("Mark as spam");
  });

  it("a type outside the page's list is ignored and said so", async () => {
    const { names, html } = await list(`/admin/contacts?source=${source}&type=estimate&office=atlantis`);
    expect(names).toEqual(["Connie Contact"]);
    expect(html).toContain("Some filters in the address were not valid and were ignored: Office, Request type.");
  });
});

describe("paging and sorting", () => {
  const source = uniqueSource("paging");
  const start = Date.now() - 40 * DAY;
  beforeAll(async () => {
    // 30 leads, one a day: lead 30 is the newest.
    for (let i = 1; i <= 30; i++) {
      await makeLead({
        sourcePage: source,
        firstName: `Pat${String(i).padStart(2, "0")}`,
        lastName: "Pager",
        createdAt: new Date(start + i * DAY),
      });
    }
  });

  it("shows 25 leads a page, newest first, with the total", async () => {
    const first = await list(`/admin/estimates?source=${source}`);
    expect(first.names).toHaveLength(25);
    expect(first.names[0]).toBe("Pat30 Pager");
    expect(first.names[24]).toBe("Pat06 Pager");
    expect(first.range).toEqual({ first: 1, last: 25, total: "30" });

    const second = await list(`/admin/estimates?source=${source}&page=2`);
    expect(second.names).toEqual(["Pat05 Pager", "Pat04 Pager", "Pat03 Pager", "Pat02 Pager", "Pat01 Pager"]);
    expect(second.range).toEqual({ first: 26, last: 30, total: "30" });
    expect(second.html).toContain('aria-current="page"');

    const beyond = await list(`/admin/estimates?source=${source}&page=9`);
    expect(beyond.names).toEqual([]);
    expect(beyond.html).toContain("No leads on this page");
  });

  it("sorts by received date, name, status and office in both directions", async () => {
    expect((await list(`/admin/estimates?source=${source}&dir=asc`)).names[0]).toBe("Pat01 Pager");
    const byName = await list(`/admin/estimates?source=${source}&sort=name`);
    expect(byName.names.slice(0, 3)).toEqual(["Pat01 Pager", "Pat02 Pager", "Pat03 Pager"]);
    expect(byName.html).toMatch(/aria-sort="ascending"/);
    const byNameDesc = await list(`/admin/estimates?source=${source}&sort=name&dir=desc`);
    expect(byNameDesc.names[0]).toBe("Pat30 Pager");

    const { db } = await getTestApp();
    const [won] = await db.select({ id: leads.id }).from(leads).where(eq(leads.firstName, "Pat10"));
    await db.update(leads).set({ status: "won", nearestBranch: "ORLANDO" }).where(eq(leads.id, won!.id));
    const byStatus = await list(`/admin/estimates?source=${source}&sort=status&dir=desc`);
    expect(byStatus.names[0]).toBe("Pat10 Pager");
    const byStatusUp = await list(`/admin/estimates?source=${source}&sort=status`);
    expect(byStatusUp.names[0]).toBe("Pat30 Pager");
    // Leads without an office sort after those with one.
    expect((await list(`/admin/estimates?source=${source}&sort=office`)).names[0]).toBe("Pat10 Pager");
    expect((await list(`/admin/estimates?source=${source}&sort=office&dir=desc`)).names[0]).toBe("Pat30 Pager");
  });
});

describe("search", () => {
  const source = uniqueSource("search");
  beforeAll(async () => {
    await makeLead({
      sourcePage: source,
      firstName: "Rosalind",
      lastName: "Quigley",
      email: "rq.pools@example.org",
      phone: "(561) 555-0187",
      message: "Looking for a saltwater lagoon with a Baja shelf.",
    });
    await makeLead({ sourcePage: source, firstName: "Bob", lastName: "Other", phone: "(772) 555-0190" });
  });

  for (const [label, q] of [
    ["first name, any case", "rosALind"],
    ["last name prefix", "quig"],
    ["first and last name", "rosa quig"],
    ["whole e-mail", "RQ.Pools@example.org"],
    ["e-mail words", "rq"],
    ["the e-mail's domain", "example.org"],
    ["the e-mail's name part", "rq.pools"],
    ["phone as typed", "(561) 555-0187"],
    ["last 7 digits", "555-0187"],
    ["last 4 digits", "0187"],
    ["a word of the message", "SALTWATER"],
    ["message words", "baja shelf"],
  ] as const) {
    it(`finds a lead by ${label}`, async () => {
      expect((await list(`/admin/estimates?source=${source}&q=${encodeURIComponent(q)}`)).names).toEqual([
        "Rosalind Quigley",
      ]);
    });
  }

  it("finds nothing for other words, and survives punctuation", async () => {
    for (const q of ["pineapple", "o'brien", "<script>", "x:y"]) {
      const { names } = await list(`/admin/estimates?source=${source}&q=${encodeURIComponent(q)}`);
      expect(names, q).toEqual([]);
    }
    // Nothing searchable: the list is not narrowed.
    for (const q of ["'", "& | ! :*", "\\"]) {
      const { names } = await list(`/admin/estimates?source=${source}&q=${encodeURIComponent(q)}`);
      expect(names.sort(), q).toEqual(["Bob Other", "Rosalind Quigley"]);
    }
  });
});

describe("filters", () => {
  const source = uniqueSource("filters");
  let rep: TestStaff;
  beforeAll(async () => {
    rep = await createTestStaff("sales");
    const { db } = await getTestApp();
    const a = await makeLead({ sourcePage: source, firstName: "Ana", lastName: "Filter", nearestBranch: "OCALA" });
    const b = await makeLead({ sourcePage: source, firstName: "Ben", lastName: "Filter", nearestBranch: "ORLANDO" });
    const c = await makeLead({
      sourcePage: source,
      firstName: "Cal",
      lastName: "Filter",
      createdAt: new Date("2024-03-15T15:00:00Z"),
    });
    await db.update(leads).set({ status: "contacted", salesRepId: rep.id }).where(eq(leads.id, a));
    await db.update(leads).set({ salesRepId: admin.id, nearestBranch: "ORLANDO" }).where(eq(leads.id, b));
    await db.update(leads).set({ salesRepId: null }).where(eq(leads.id, c));
  });

  const names = async (query: string) => (await list(`/admin/estimates?source=${source}&${query}`)).names.sort();

  it("by status, office and source page", async () => {
    expect(await names("status=contacted")).toEqual(["Ana Filter"]);
    expect(await names("status=new")).toEqual(["Ben Filter", "Cal Filter"]);
    expect(await names("office=ocala")).toEqual(["Ana Filter"]);
    expect(await names("office=orlando")).toEqual(["Ben Filter"]);
    expect((await list(`/admin/estimates?source=${source}-nothing`)).names).toEqual([]);
  });

  it("by assigned rep: a rep, nobody, or me", async () => {
    expect(await names(`rep=${rep.id}`)).toEqual(["Ana Filter"]);
    expect(await names("rep=none")).toEqual(["Cal Filter"]);
    expect(await names("rep=me")).toEqual(["Ben Filter"]);
  });

  it("offers a deactivated rep who still has leads, marked inactive, and not for assigning", async () => {
    const { db } = await getTestApp();
    const former = await createTestStaff("sales");
    const kept = await makeLead({ sourcePage: source, firstName: "Dee", lastName: "Filter" });
    await db.update(leads).set({ salesRepId: former.id }).where(eq(leads.id, kept));
    await db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, former.id));
    const { html } = await list(`/admin/estimates?source=${source}`);
    expect(html).toContain(`<option value="${former.id}">${former.username} (Sales, inactive)</option>`);
    expect(await names(`rep=${former.id}`)).toEqual(["Dee Filter"]);
    // Inactive staff without leads are not offered at all.
    const idle = await createTestStaff("sales");
    await db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, idle.id));
    expect((await list(`/admin/estimates?source=${source}`)).html).not.toContain(`value="${idle.id}"`);
    await db.update(leads).set({ salesRepId: null }).where(eq(leads.id, kept));
    await db.delete(leads).where(eq(leads.id, kept));
  });

  it("by date range on the offices' calendar, both ends included", async () => {
    expect(await names("from=2024-03-15&to=2024-03-15")).toEqual(["Cal Filter"]);
    expect(await names("to=2024-03-14")).toEqual([]);
    expect(await names("from=2024-03-16")).toEqual(["Ana Filter", "Ben Filter"]);
  });

  it("keeps every filter in the URL of the page links and the export", async () => {
    const { html } = await list(`/admin/estimates?source=${source}&status=new&sort=name`, operations);
    expect(html).toContain(
      `href="/api/admin/leads/export?view=estimates&amp;status=new&amp;source=${source}&amp;sort=name"`,
    );
    expect(html).toContain(`name="status"`);
  });
});

describe("test leads", () => {
  const source = uniqueSource("testmode");
  beforeAll(async () => {
    // The rep's own leads: a sales rep's lists hold their office's leads and the ones assigned to them.
    await makeLead({ sourcePage: source, firstName: "Real", lastName: "Person", salesRepId: sales.id });
    await makeLead({ sourcePage: source, firstName: "Trial", lastName: "Run", isTest: true, salesRepId: sales.id });
  });

  it("are hidden unless the staff member's test-mode preference shows them", async () => {
    const { db } = await getTestApp();
    await setStaffTestModePreference(db, sales.id, false);
    const hidden = await list(`/admin/estimates?source=${source}`, sales);
    expect(hidden.names).toEqual(["Real Person"]);
    expect(hidden.html).toContain("Leads marked as test are hidden");

    await setStaffTestModePreference(db, sales.id, true);
    const shown = await list(`/admin/estimates?source=${source}`, sales);
    expect(shown.names.sort()).toEqual(["Real Person", "Trial Run"]);
    expect(shown.html).toContain(">Test<");
  });
});

describe("role limits", () => {
  it("sales works the estimates and contacts lists but not the all-leads page or the export", async () => {
    expect((await staffRequest("/admin/estimates", sales.cookie)).status).toBe(200);
    expect((await staffRequest("/admin/contacts", sales.cookie)).status).toBe(200);
    expect((await staffRequest("/admin/admin-estimates", sales.cookie)).status).toBe(403);
    expect((await staffRequest("/api/admin/leads/export?view=estimates", sales.cookie)).status).toBe(403);
    const page = await pageText(await staffRequest("/admin/estimates", sales.cookie));
    expect(page).not.toContain("Export CSV");
    expect(page).not.toContain("Bulk actions");
  });

  it("anonymous visitors are sent to sign in, and the export answers 401", async () => {
    const page = await staffRequest("/admin/admin-estimates", null);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toContain("/admin-login?redirectTo=");
    const response = await staffRequest("/api/admin/leads/export?view=all", null);
    expect(response.status).toBe(401);
  });
});

describe("CSV export", () => {
  const source = uniqueSource("csv");
  beforeAll(async () => {
    await makeLead({
      sourcePage: source,
      firstName: "Lopez, Maria",
      lastName: 'The "Boss"',
      message: '=HYPERLINK("http://evil.example","click")\nsecond line',
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    await makeLead({ sourcePage: source, firstName: "@Plain", lastName: "-Minus", message: "+1 call me" });
    await makeLead({ sourcePage: source, firstName: "Other", requestType: "contact" });
  });

  async function exportCsv(query: string, who: SignedInStaff = operations) {
    const response = await staffRequest(`/api/admin/leads/export?${query}`, who.cookie);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  }

  it("streams the filtered list with correct quoting and formulas neutralised", async () => {
    const { response, bytes, text } = await exportCsv(`view=estimates&source=${source}`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-estimates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toMatch(/^ID,Received \(Eastern\),Status,/);
    expect(lines.at(-1)).toBe("");
    // Newest first, like the list; the contact lead is not in the estimates export.
    expect(text).not.toContain("Other");
    expect(lines[1]).toContain(",'@Plain,'-Minus,");
    expect(lines[1]).toContain(",'+1 call me,");
    expect(text).toContain(',"Lopez, Maria","The ""Boss""",');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")\nsecond line",`);
    expect(text).toContain(",New,");
  });

  it("exports the all-leads view and refuses a bad filter", async () => {
    const { text } = await exportCsv(`view=all&source=${source}&sort=name`, admin);
    const body = text.slice(1).split("\r\n").slice(1).filter(Boolean);
    expect(body).toHaveLength(3);
    expect(text).toContain("Other");
    const bad = await staffRequest(`/api/admin/leads/export?view=all&status=archived`, admin.cookie);
    expect(bad.status).toBe(400);
    expect((await staffRequest(`/api/admin/leads/export?view=everything`, admin.cookie)).status).toBe(400);
  });

  it("carries the pool asked about and the outcome: contract value, signing date, lost reason", async () => {
    const outcomes = uniqueSource("csv-outcome");
    const won = await makeLead({ sourcePage: outcomes, firstName: "Winner" });
    const lost = await makeLead({ sourcePage: outcomes, firstName: "Loser" });
    const { db } = await getTestApp();
    await db
      .update(leads)
      .set({ status: "won", wonValueCents: 4_850_050, wonSignedOn: "2026-11-20", interest: { poolSize: "12x24" } })
      .where(eq(leads.id, won));
    await db.update(leads).set({ status: "lost", lostReason: "chose-competitor" }).where(eq(leads.id, lost));
    const { text } = await exportCsv(`view=all&source=${outcomes}&sort=name`, admin);
    const [header, loserRow, winnerRow] = text.slice(1).split("\r\n");
    const columns = header!.split(",");
    const cell = (row: string, column: string) => row.split(",")[columns.indexOf(column)];
    expect(cell(winnerRow!, "Pool asked about")).toBe("Pool size: 12x24");
    expect(cell(winnerRow!, "Contract value ($)")).toBe("48500.5");
    expect(cell(winnerRow!, "Signed on")).toBe("2026-11-20");
    expect(cell(winnerRow!, "Lost reason")).toBe("");
    expect(cell(loserRow!, "Lost reason")).toBe("Chose a competitor");
    expect(cell(loserRow!, "Contract value ($)")).toBe("");
  });
});

describe("the lead page", () => {
  it("renders lead text escaped: a script in a message is shown, not run", async () => {
    const source = uniqueSource("xss");
    const id = await makeLead({
      sourcePage: source,
      firstName: "<img src=x onerror=alert(1)>",
      message: "<script>alert(1)</script>",
      salesRepId: sales.id,
    });
    for (const path of [`/admin/leads/${id}`, `/admin/estimates?source=${source}`]) {
      const html = await pageText(await staffRequest(path, sales.cookie));
      expect(html, path).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html, path).not.toContain("<script>alert(1)</script>");
      expect(html, path).not.toContain("<img src=x");
    }
  });

  it("shows the submitted fields, source, office, duplicate link and e-mails", async () => {
    const source = uniqueSource("detail");
    const phone = "(352) 555-0199";
    const first = await makeLead({
      sourcePage: source,
      firstName: "Dina",
      lastName: "Dup",
      phone,
      salesRepId: sales.id,
    });
    const second = await makeLead({
      sourcePage: source,
      firstName: "Dina",
      lastName: "Dup",
      phone,
      email: "dina@example.com",
      nearestBranch: "OCALA",
      message: "Second try",
      salesRepId: sales.id,
    });
    const html = await pageText(await staffRequest(`/admin/leads/${second}`, sales.cookie));
    for (const text of [
      "Dina Dup",
      phone,
      "dina@example.com",
      "Second try",
      source,
      "Ocala · (352) 555-0174",
      `href="/admin/leads/${first}"`,
      "Possible duplicate",
      "New-lead notice to the office",
      "Confirmation to the customer",
      "Received as",
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it("answers 404 for an unknown or malformed lead id", async () => {
    expect((await staffRequest("/admin/leads/999999999", sales.cookie)).status).toBe(404);
    expect((await staffRequest("/admin/leads/abc", sales.cookie)).status).toBe(404);
  });
});
