import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { financingOptions } from "#db/schema/index.ts";
import { FINANCING_PARTNER_MESSAGES } from "~/lib/schemas/financing-partner";
import { getTestApp } from "../setup/test-app.ts";
import { signedInStaffOfEveryRole, pageText, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff manage the financing partners of /financing and /calculator. Every
// partner made here is named with PREFIX and removed after each test, so the
// public-page tests sharing this worker's database see the seeded partners only.

const PREFIX = "Zz Test Lender";
const LIST = "/admin/financing-partners";

const staff = signedInStaffOfEveryRole();

afterEach(async () => {
  const { db } = await getTestApp();
  await db.delete(financingOptions).where(like(financingOptions.name, `${PREFIX}%`));
});

let counter = 0;
function partnerFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    name: `${PREFIX} ${counter}`,
    lender: "",
    description: "A lender made by a test.",
    apr: "5.25",
    interestRate: "4.75",
    minAmount: "10,000",
    maxAmount: "80000",
    termMonths: "120",
    features: "Fixed rate\nNo fees",
    requirements: "Good credit",
    creditScoreRequired: "700+",
    applicationUrl: "https://lender.example.com/apply",
    isActive: "on",
    displayOrder: "",
    ...overrides,
  };
}

async function rowsNamed(name: string) {
  const { db } = await getTestApp();
  return db.select().from(financingOptions).where(eq(financingOptions.name, name));
}

async function rowNamed(name: string) {
  const [row] = await rowsNamed(name);
  if (!row) throw new Error(`no partner named ${name}`);
  return row;
}

async function testPartnerCount() {
  const { db } = await getTestApp();
  return (
    await db
      .select()
      .from(financingOptions)
      .where(like(financingOptions.name, `${PREFIX}%`))
  ).length;
}

async function createPartner(overrides: Record<string, string> = {}) {
  const fields = partnerFields(overrides);
  const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
  expect(response.status).toBe(302);
  return rowNamed(fields.name);
}

async function publicText(path: string) {
  const app = await getTestApp();
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return pageText(response);
}

describe("financing partners list", () => {
  it("lists partners with their rate, the date of the last rate change, search and paging", async () => {
    const response = await staffRequest(LIST, staff.operations.cookie);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain("Financing partners");
    expect(html).toContain("LightStream");
    expect(html).toMatch(/Rate updated (just now|\d+ (minute|hour|day)s? ago)/);

    const { db } = await getTestApp();
    const now = new Date();
    await db.insert(financingOptions).values(
      Array.from({ length: 27 }, (_, i) => ({
        key: `zz-test-${i}`,
        name: `${PREFIX} page ${String(i).padStart(2, "0")}`,
        apr: 9,
        loanTermMonths: 60,
        minAmount: 1000,
        maxAmount: 2000,
        isActive: false,
        displayOrder: 500 + i,
        lastRateUpdate: new Date(now.getTime() - 3 * 24 * 3600 * 1000),
      })),
    );
    const first = await pageText(await staffRequest(`${LIST}?q=zz+test+lender+page`, staff.operations.cookie));
    expect(first).toContain("Showing <strong>1</strong>–<strong>25</strong> of <strong>27</strong> partners");
    expect(first).toContain("Rate updated 3 days ago");
    expect(first).not.toContain("LightStream");
    const second = await pageText(
      await staffRequest(`${LIST}?q=zz+test+lender+page&status=inactive&page=2`, staff.operations.cookie),
    );
    expect(second).toContain(`${PREFIX} page 26`);
    expect(second).not.toContain(`${PREFIX} page 00`);

    const active = await pageText(await staffRequest(`${LIST}?q=zz+test&status=active`, staff.operations.cookie));
    expect(active).toContain("No partners match");

    // A query it cannot read falls back to the full list and says so.
    const odd = await pageText(await staffRequest(`${LIST}?status=gone&page=x`, staff.operations.cookie));
    expect(odd).toContain("Part of the address was not understood and was ignored.");
    expect(odd).toContain("LightStream");
  });
});

describe("create, edit and delete", () => {
  it("creates a partner that shows on /financing and /calculator at once", async () => {
    const fields = partnerFields({ promoted: "" });
    const before = new Date();
    const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("ffp_flash="))).toBe(true);

    const row = await rowNamed(fields.name);
    expect(row).toMatchObject({
      lender: null,
      apr: 5.25,
      interestRate: 4.75,
      minAmount: 10000,
      maxAmount: 80000,
      loanTermMonths: 120,
      features: ["Fixed rate", "No fees"],
      requirements: ["Good credit"],
      creditScoreRequired: "700+",
      url: "https://lender.example.com/apply",
      isActive: true,
      promoted: false,
    });
    expect(row.key).toMatch(/^zz-test-lender-\d+$/);
    expect(row.lastRateUpdate!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // Without a display order it goes after every other partner.
    const { db } = await getTestApp();
    const orders = (await db.select({ order: financingOptions.displayOrder }).from(financingOptions)).map(
      (r) => r.order,
    );
    expect(row.displayOrder).toBe(Math.max(...orders));

    const financing = await publicText("/financing");
    expect(financing).toContain(fields.name);
    expect(financing).toContain("5.25%");
    expect(await publicText("/calculator")).toContain(fields.name);
  });

  it("gives a second partner of the same name its own key", async () => {
    await createPartner({ name: `${PREFIX} Twin` });
    await createPartner({ name: `${PREFIX} Twin` });
    const keys = (await rowsNamed(`${PREFIX} Twin`)).map((row) => row.key).sort();
    expect(keys).toEqual(["zz-test-lender-twin", "zz-test-lender-twin-2"]);
  });

  it("saves an edit, and an APR change is on /financing at the next request", async () => {
    const partner = await createPartner();
    expect(await publicText("/financing")).toContain("5.25%");

    const edit = await staffRequest(`${LIST}/${partner.id}`, staff.operations.cookie);
    expect(edit.status).toBe(200);
    const form = await pageText(edit);
    expect(form).toContain(`value="${partner.name}"`);
    expect(form).toContain("Fixed rate\nNo fees");

    const response = await staffPost(`${LIST}/${partner.id}`, staff.operations.cookie, {
      ...partnerFields({ name: partner.name, apr: "3.17", maxAmount: "90000" }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(await rowNamed(partner.name)).toMatchObject({ apr: 3.17, maxAmount: 90000, key: partner.key });

    const financing = await publicText("/financing");
    expect(financing).toContain("3.17%");
    expect(financing).not.toContain("5.25%");
    expect(await publicText("/calculator")).toContain("3.17%");
  });

  it("records lastRateUpdate only when the APR or the interest rate changes", async () => {
    const partner = await createPartner();
    const { db } = await getTestApp();
    const long = new Date("2025-01-02T03:04:05Z");
    const setOld = () =>
      db.update(financingOptions).set({ lastRateUpdate: long }).where(eq(financingOptions.id, partner.id));
    const save = (overrides: Record<string, string>) =>
      staffPost(`${LIST}/${partner.id}`, staff.operations.cookie, {
        ...partnerFields({ name: partner.name, ...overrides }),
        intent: "update",
      });

    await setOld();
    // Same rates (written differently), other fields changed: no rate change.
    expect(
      (await save({ apr: "5.25%", interestRate: "4.75", description: "Changed text", maxAmount: "85000" })).status,
    ).toBe(302);
    let row = await rowNamed(partner.name);
    expect(row.description).toBe("Changed text");
    expect(row.lastRateUpdate).toEqual(long);

    const before = Date.now();
    expect((await save({ apr: "5.25", interestRate: "4.5" })).status).toBe(302);
    row = await rowNamed(partner.name);
    expect(row.lastRateUpdate!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await setOld();
    expect((await save({ apr: "6", interestRate: "4.5" })).status).toBe(302);
    expect((await rowNamed(partner.name)).lastRateUpdate!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await setOld();
    // Clearing the interest rate is a rate change too.
    expect((await save({ apr: "6", interestRate: "" })).status).toBe(302);
    row = await rowNamed(partner.name);
    expect(row.interestRate).toBeNull();
    expect(row.lastRateUpdate!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const list = await pageText(
      await staffRequest(`${LIST}?q=${encodeURIComponent(partner.name)}`, staff.operations.cookie),
    );
    expect(list).toContain("Rate updated just now");
  });

  it("deactivating hides a partner from the site; deleting removes it", async () => {
    const partner = await createPartner();
    const hide = await staffPost(`${LIST}/${partner.id}`, staff.operations.cookie, {
      ...partnerFields({ name: partner.name, isActive: "" }),
      intent: "update",
    });
    expect(hide.status).toBe(302);
    expect((await rowNamed(partner.name)).isActive).toBe(false);
    expect(await publicText("/financing")).not.toContain(partner.name);
    expect(await pageText(await staffRequest(LIST, staff.operations.cookie))).toContain("Inactive (hidden)");

    const response = await staffPost(`${LIST}/${partner.id}`, staff.admin.cookie, { intent: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(await rowsNamed(partner.name)).toHaveLength(0);
    expect((await staffRequest(`${LIST}/${partner.id}`, staff.operations.cookie)).status).toBe(404);
    expect((await staffPost(`${LIST}/${partner.id}`, staff.operations.cookie, { intent: "delete" })).status).toBe(404);
  });

  it("answers 404 for unknown or malformed ids and 400 for an unknown intent", async () => {
    for (const id of ["999999", "0", "abc", "1e3", "-1", "12345678901"]) {
      expect((await staffRequest(`${LIST}/${id}`, staff.operations.cookie)).status, id).toBe(404);
    }
    const partner = await createPartner();
    expect((await staffPost(`${LIST}/${partner.id}`, staff.operations.cookie, { intent: "explode" })).status).toBe(400);
  });
});

describe("bad input changes nothing", () => {
  it("shows each field's message and keeps what was typed", async () => {
    const fields = partnerFields({
      name: "",
      apr: "120",
      minAmount: "90000",
      maxAmount: "80000",
      termMonths: "400",
      applicationUrl: "javascript:alert(1)",
    });
    const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [
      FINANCING_PARTNER_MESSAGES.nameRequired,
      FINANCING_PARTNER_MESSAGES.apr,
      FINANCING_PARTNER_MESSAGES.term,
      FINANCING_PARTNER_MESSAGES.applicationUrl,
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="120"');
    expect(html).toContain('aria-invalid="true"');
    expect(await testPartnerCount()).toBe(0);

    const minMax = await staffPost(`${LIST}/new`, staff.operations.cookie, partnerFields({ minAmount: "90000" }));
    expect(minMax.status).toBe(400);
    expect(await pageText(minMax)).toContain(FINANCING_PARTNER_MESSAGES.maxBelowMin);
    expect(await testPartnerCount()).toBe(0);
  });

  it("leaves a partner as it was when an edit is refused", async () => {
    const partner = await createPartner();
    const response = await staffPost(`${LIST}/${partner.id}`, staff.operations.cookie, {
      ...partnerFields({ name: partner.name, apr: "abc", description: "Should not be saved" }),
      intent: "update",
    });
    expect(response.status).toBe(400);
    expect(await rowNamed(partner.name)).toEqual(partner);
  });

  it("renders staff text escaped", async () => {
    const name = `${PREFIX} <script>alert("x")</script>`;
    const partner = await createPartner({ name, features: '<img src=x onerror="alert(1)">' });
    for (const path of [`${LIST}?q=zz`, `${LIST}/${partner.id}`]) {
      const html = await pageText(await staffRequest(path, staff.operations.cookie));
      expect(html).not.toContain('<script>alert("x")');
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;");
    }
    const financing = await publicText("/financing");
    expect(financing).not.toContain('<script>alert("x")');
    expect(financing).toContain("&lt;script&gt;");
  });
});

describe("who may manage partners", () => {
  it("lets admin and operations open every page", async () => {
    const partner = await createPartner();
    for (const role of ["admin", "operations"] as const) {
      for (const path of [LIST, `${LIST}/new`, `${LIST}/${partner.id}`]) {
        expect((await staffRequest(path, staff[role].cookie)).status, `${role} ${path}`).toBe(200);
      }
    }
  });

  it("refuses sales every page and every post (403), and changes nothing", async () => {
    const partner = await createPartner();
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${partner.id}`]) {
      expect((await staffRequest(path, staff.sales.cookie)).status, path).toBe(403);
    }
    const countBefore = await testPartnerCount();
    expect((await staffPost(`${LIST}/new`, staff.sales.cookie, partnerFields())).status).toBe(403);
    const update = await staffPost(`${LIST}/${partner.id}`, staff.sales.cookie, {
      ...partnerFields({ name: partner.name, apr: "1.11" }),
      intent: "update",
    });
    expect(update.status).toBe(403);
    expect((await staffPost(`${LIST}/${partner.id}`, staff.sales.cookie, { intent: "delete" })).status).toBe(403);
    expect(await testPartnerCount()).toBe(countBefore);
    expect(await rowNamed(partner.name)).toEqual(partner);
  });

  it("sends anonymous visitors to the sign-in page and ignores their posts", async () => {
    const partner = await createPartner();
    const list = await staffRequest(LIST, null);
    expect(list.status).toBe(302);
    expect(list.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent(LIST)}`);
    const post = await staffPost(`${LIST}/${partner.id}`, null, { intent: "delete" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toMatch(/^\/admin-login/);
    expect(await rowsNamed(partner.name)).toHaveLength(1);
  });

  it("refuses a post from another site, even from a signed-in admin", async () => {
    const partner = await createPartner();
    const evil = "https://evil.example";
    const update = { ...partnerFields({ name: partner.name, apr: "1.11" }), intent: "update" };
    // React Router's own origin check (400) or the guard's (403) answers first: either way nothing is written.
    for (const [path, fields] of [
      [`${LIST}/new`, partnerFields()],
      [`${LIST}/new.data`, partnerFields()],
      [`${LIST}/${partner.id}`, update],
      [`${LIST}/${partner.id}.data`, update],
      [`${LIST}/${partner.id}`, { intent: "delete" }],
    ] as const) {
      expect([400, 403], path).toContain((await staffPost(path, staff.admin.cookie, fields, evil)).status);
    }
    // Without an Origin header a browser's Sec-Fetch-Site tells: the guard refuses it.
    const fetchSite = await staffRequest(`${LIST}/${partner.id}`, staff.admin.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({ intent: "delete" }).toString(),
    });
    expect(fetchSite.status).toBe(403);
    expect(await testPartnerCount()).toBe(1);
    expect(await rowNamed(partner.name)).toEqual(partner);
  });
});
