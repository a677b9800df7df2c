import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { landingPages, leads, notFoundPaths, urlMappings } from "#db/schema/index.ts";
import { LANDING_PAGE_MESSAGES, LANDING_SLUG_MESSAGES } from "~/lib/schemas/landing-page";
import { LeadSubmissionSchema } from "~/lib/schemas/lead";
import { MAPPING_ADDRESS_MESSAGES, URL_MAPPING_MESSAGES } from "~/lib/schemas/url-mapping";
import { createLead } from "~/models/leads.server";
import { landingPageFields } from "../support/landing-page-fields.ts";
import { estimatePayload } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { seededCompany } from "../support/company.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff manage landing pages, URL mappings and the 404 log (/admin/landing-pages and its sections). Every
// slug, legacy URL and 404 path made here starts with PREFIX and is removed after each test, so the public
// landing tests sharing this worker's database see the seeded rows only.

const PREFIX = "it-adm";
const LIST = "/admin/landing-pages";
const MAPPINGS = "/admin/landing-pages/url-mappings";
const LOG = "/admin/landing-pages/not-found-log";

const staff = signedInStaffOfEveryRole();

afterEach(async () => {
  const { db } = await getTestApp();
  await db.delete(landingPages).where(like(landingPages.slug, `${PREFIX}%`));
  await db.delete(urlMappings).where(like(urlMappings.legacyUrl, `/${PREFIX}%`));
  await db.delete(notFoundPaths).where(like(notFoundPaths.path, `/${PREFIX}%`));
  await db.delete(leads).where(like(leads.sourcePage, `${PREFIX}%`));
});

let counter = 0;
function unique(name: string) {
  counter += 1;
  return `${PREFIX}-${name}-${process.pid}-${counter}`;
}

function landingFields(overrides: Record<string, string> = {}) {
  return landingPageFields(overrides.slug ?? unique("page"), overrides);
}

function mappingFields(overrides: Record<string, string> = {}) {
  return {
    legacyUrl: `/${unique("old")}`,
    targetPage: "FinancingPage",
    description: "From the old site.",
    priority: "0",
    isActive: "on",
    metaTitle: "",
    metaDescription: "",
    ...overrides,
  };
}

async function landingRow(slug: string) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(landingPages).where(eq(landingPages.slug, slug));
  return row;
}

async function mappingRow(legacyUrl: string) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(urlMappings).where(eq(urlMappings.legacyUrl, legacyUrl));
  return row;
}

async function testLandingCount() {
  const { db } = await getTestApp();
  return (
    await db
      .select()
      .from(landingPages)
      .where(like(landingPages.slug, `${PREFIX}%`))
  ).length;
}

async function testMappingCount() {
  const { db } = await getTestApp();
  return (
    await db
      .select()
      .from(urlMappings)
      .where(like(urlMappings.legacyUrl, `/${PREFIX}%`))
  ).length;
}

async function publicPage(path: string) {
  const app = await getTestApp();
  const response = await app.request(path);
  return { status: response.status, html: await pageText(response) };
}

async function createLanding(overrides: Record<string, string> = {}) {
  const fields = landingFields(overrides);
  const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
  expect(response.status, await response.clone().text()).toBe(302);
  return (await landingRow(fields.slug))!;
}

async function hitsOf(path: string): Promise<number> {
  const { db } = await getTestApp();
  const [row] = await db.select().from(notFoundPaths).where(eq(notFoundPaths.path, path));
  return row?.hits ?? 0;
}

describe("landing pages", () => {
  it("creates a page that answers at its address at once, with its script removed on save", async () => {
    const fields = landingFields({
      content: '<h2>Naples Pools</h2><script>alert("x")</script><p onclick="steal()">Local crews.</p>',
    });
    const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("ffp_flash="))).toBe(true);
    const row = (await landingRow(fields.slug))!;
    expect(row).toMatchObject({
      title: fields.title,
      city: "Naples",
      contentType: "html",
      localPagePath: null,
      targetKeywords: ["pools naples", "pool builder naples"],
      status: "published",
      strategy: "standard",
      content: "<h2>Naples Pools</h2><p>Local crews.</p>",
    });

    const { status, html } = await publicPage(`/${fields.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1`);
    expect(html).toContain(fields.title);
    expect(html).toContain("<h2>Naples Pools</h2><p>Local crews.</p>");
    expect(html).not.toContain("alert(");
    expect(html).not.toContain("steal()");
  });

  it("updates a page (here to a built-in page) and the public address follows at once", async () => {
    const page = await createLanding();
    const form = await pageText(await staffRequest(`${LIST}/${page.id}`, staff.operations.cookie));
    expect(form).toContain(`value="${page.slug}"`);
    expect(form).toContain(`href="/enhanced-test/${page.slug}"`);

    const response = await staffPost(`${LIST}/${page.id}`, staff.operations.cookie, {
      ...landingFields({ slug: page.slug, title: "Financing in Naples" }),
      contentType: "page",
      localPagePath: "FinancingPage",
      metaTitle: "Naples Pool Financing",
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(await landingRow(page.slug)).toMatchObject({
      title: "Financing in Naples",
      contentType: "page",
      localPagePath: "FinancingPage",
    });
    const { status, html } = await publicPage(`/${page.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>Naples Pool Financing | ${seededCompany.name}</title>`);
    expect(html).toContain("Trusted Financing Partners");

    // Back to a draft: the address is Page Not Found for visitors, the preview still works for staff.
    await staffPost(`${LIST}/${page.id}`, staff.operations.cookie, {
      ...landingFields({ slug: page.slug, status: "draft" }),
      intent: "update",
    });
    expect((await publicPage(`/${page.slug}`)).status).toBe(404);
    expect((await publicPage(`/enhanced-test/${page.slug}`)).status).toBe(404);
    expect((await staffRequest(`/enhanced-test/${page.slug}`, staff.operations.cookie)).status).toBe(200);
  });

  it("lists views and conversions (leads whose source page is the landing page) with the rate", async () => {
    const page = await createLanding();
    const { db } = await getTestApp();
    await db.update(landingPages).set({ views: 40 }).where(eq(landingPages.id, page.id));
    for (let i = 0; i < 3; i += 1) {
      await createLead(db, LeadSubmissionSchema.parse(estimatePayload({ sourcePage: page.slug })));
    }
    const html = await pageText(await staffRequest(`${LIST}?q=${page.slug}`, staff.operations.cookie));
    const row = html.slice(html.indexOf(`Edit ${page.title}`));
    expect(row).toMatch(/>40<\/td>/);
    expect(row).toContain(`href="/admin/admin-estimates?source=${page.slug}"`);
    expect(row).toMatch(/>3<\/a>/);
    expect(row).toContain("7.5%");
    expect(row.slice(0, row.indexOf("</tr>"))).not.toContain("Hidden by a URL mapping");

    // An active mapping at the same address wins (app/lib/content/landing-resolution.ts): the list says the page is hidden.
    await db.insert(urlMappings).values({ legacyUrl: `/${page.slug}`, targetPage: "PoolsPage" });
    const hidden = await pageText(await staffRequest(`${LIST}?q=${page.slug}`, staff.operations.cookie));
    expect(hidden).toContain("Hidden by a URL mapping");
  });

  it("deletes a page, and answers 404 for unknown ids", async () => {
    const page = await createLanding();
    const response = await staffPost(`${LIST}/${page.id}`, staff.admin.cookie, { intent: "delete" });
    expect(response.status).toBe(302);
    expect(await landingRow(page.slug)).toBeUndefined();
    expect((await publicPage(`/${page.slug}`)).status).toBe(404);
    for (const id of [String(page.id), "0", "abc"]) {
      expect((await staffRequest(`${LIST}/${id}`, staff.operations.cookie)).status, id).toBe(404);
    }
  });
});

describe("landing page validation changes nothing", () => {
  it("refuses a slug a real route owns, a duplicate slug and a page type without its page", async () => {
    const shadowing = await staffPost(`${LIST}/new`, staff.operations.cookie, landingFields({ slug: "pools" }));
    expect(shadowing.status).toBe(400);
    expect(await pageText(shadowing)).toContain(LANDING_SLUG_MESSAGES["real-route"]);

    const existing = await createLanding();
    const duplicate = await staffPost(`${LIST}/new`, staff.operations.cookie, landingFields({ slug: existing.slug }));
    expect(duplicate.status).toBe(400);
    expect(await pageText(duplicate)).toContain(LANDING_PAGE_MESSAGES.slugTaken);

    // A URL mapping at the address would be served instead of the page.
    const mapped = mappingFields();
    expect((await staffPost(`${MAPPINGS}/new`, staff.operations.cookie, mapped)).status).toBe(302);
    const hidden = await staffPost(
      `${LIST}/new`,
      staff.operations.cookie,
      landingFields({ slug: mapped.legacyUrl.slice(1) }),
    );
    expect(hidden.status).toBe(400);
    expect(await pageText(hidden)).toContain(LANDING_PAGE_MESSAGES.urlMappingThere);

    const noPage = await staffPost(
      `${LIST}/new`,
      staff.operations.cookie,
      landingFields({ contentType: "page", localPagePath: "", content: "" }),
    );
    expect(noPage.status).toBe(400);
    const noPageHtml = await pageText(noPage);
    expect(noPageHtml).toContain(LANDING_PAGE_MESSAGES.localPageRequired);
    expect(noPageHtml).toContain('value="page" selected=""');

    const noContent = await staffPost(`${LIST}/new`, staff.operations.cookie, landingFields({ content: "" }));
    expect(noContent.status).toBe(400);
    expect(await pageText(noContent)).toContain(LANDING_PAGE_MESSAGES.contentRequired);
    expect(await testLandingCount()).toBe(1);

    // Renaming onto another page's slug is refused too, and leaves the page as it was.
    const other = await createLanding();
    const rename = await staffPost(`${LIST}/${other.id}`, staff.operations.cookie, {
      ...landingFields({ slug: existing.slug }),
      intent: "update",
    });
    expect(rename.status).toBe(400);
    expect(await landingRow(other.slug)).toEqual(other);
  });

  it("renders staff text escaped in the list and the form", async () => {
    const page = await createLanding({ title: `${PREFIX} <script>alert(1)</script>` });
    for (const html of [
      await pageText(await staffRequest(`${LIST}?q=${PREFIX}`, staff.operations.cookie)),
      await pageText(await staffRequest(`${LIST}/${page.id}`, staff.operations.cookie)),
    ]) {
      expect(html).not.toContain("<script>alert(1)");
      expect(html).toContain("&lt;script&gt;");
    }
  });
});

describe("URL mappings", () => {
  it("creates a mapping (normalising the address) that resolves at once, then updates and deletes it", async () => {
    const slug = unique("old-page");
    const response = await staffPost(
      `${MAPPINGS}/new`,
      staff.operations.cookie,
      mappingFields({ legacyUrl: `https://old-site.example.com/${slug.toUpperCase()}/?ref=ad#top` }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(MAPPINGS);
    const legacyUrl = `/${slug}`;
    const mapping = (await mappingRow(legacyUrl))!;
    expect(mapping).toMatchObject({ targetPage: "FinancingPage", isActive: true, priority: 0 });

    let page = await publicPage(`${legacyUrl}/`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>Pool Financing | ${seededCompany.name}</title>`);

    const list = await pageText(await staffRequest(`${MAPPINGS}?q=${slug}`, staff.operations.cookie));
    expect(list).toContain(`Edit mapping ${legacyUrl}`);
    expect(list).toContain("Pool Financing (/financing)");

    const update = await staffPost(`${MAPPINGS}/${mapping.id}`, staff.operations.cookie, {
      ...mappingFields({ legacyUrl, targetPage: "ContactPage", metaTitle: "Old Contact Page" }),
      intent: "update",
    });
    expect(update.status).toBe(302);
    page = await publicPage(legacyUrl);
    expect(page.html).toContain(`<title>Old Contact Page | ${seededCompany.name}</title>`);

    await staffPost(`${MAPPINGS}/${mapping.id}`, staff.operations.cookie, {
      ...mappingFields({ legacyUrl, isActive: "" }),
      intent: "update",
    });
    expect((await publicPage(legacyUrl)).status).toBe(404);

    const removed = await staffPost(`${MAPPINGS}/${mapping.id}`, staff.operations.cookie, { intent: "delete" });
    expect(removed.status).toBe(302);
    expect(await mappingRow(legacyUrl)).toBeUndefined();
  });

  it("refuses addresses a real route owns, the staff area, duplicates and unknown pages", async () => {
    for (const [legacyUrl, message] of [
      ["/pools", MAPPING_ADDRESS_MESSAGES["real-route"]],
      ["/blog/an-old-post", MAPPING_ADDRESS_MESSAGES["real-route"]],
      ["/", MAPPING_ADDRESS_MESSAGES["real-route"]],
      ["/admin/old", MAPPING_ADDRESS_MESSAGES["staff-area"]],
      [`/${PREFIX}/a/b/c`, MAPPING_ADDRESS_MESSAGES["too-deep"]],
    ] as const) {
      const response = await staffPost(`${MAPPINGS}/new`, staff.operations.cookie, mappingFields({ legacyUrl }));
      expect(response.status, legacyUrl).toBe(400);
      expect(await pageText(response)).toContain(message.replaceAll("'", "&#x27;"));
    }
    const unknownPage = await staffPost(`${MAPPINGS}/new`, staff.operations.cookie, mappingFields({ targetPage: "X" }));
    expect(unknownPage.status).toBe(400);
    expect(await pageText(unknownPage)).toContain(URL_MAPPING_MESSAGES.targetPage);

    const fields = mappingFields();
    expect((await staffPost(`${MAPPINGS}/new`, staff.operations.cookie, fields)).status).toBe(302);
    const duplicate = await staffPost(
      `${MAPPINGS}/new`,
      staff.operations.cookie,
      mappingFields({ legacyUrl: `${fields.legacyUrl.toUpperCase()}/` }),
    );
    expect(duplicate.status).toBe(400);
    expect(await pageText(duplicate)).toContain(URL_MAPPING_MESSAGES.legacyUrlTaken);
    expect(await testMappingCount()).toBe(1);
  });

  it("refuses the address of a landing page, which the mapping would hide", async () => {
    const { db } = await getTestApp();
    const before = (await db.select().from(urlMappings)).length;
    const refused = await staffPost(
      `${MAPPINGS}/new`,
      staff.operations.cookie,
      mappingFields({ legacyUrl: "https://old-site.example/Pool-Resurfacing-Ocala-FL/" }),
    );
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(URL_MAPPING_MESSAGES.landingPageThere);
    expect((await db.select().from(urlMappings)).length).toBe(before);
    const page = await staffRequest("/pool-resurfacing-ocala-fl", null);
    expect(await pageText(page)).toContain("Ocala");
  });

  it("pre-fills the form from the 404 log's link", async () => {
    const html = await pageText(
      await staffRequest(`${MAPPINGS}/new?legacyUrl=${encodeURIComponent("/Old-Page/?x=1")}`, staff.operations.cookie),
    );
    expect(html).toContain('value="/old-page"');
  });
});

describe("the 404 log", () => {
  it("counts a 404 by path only, and a mapping made from it in one click makes that URL resolve", async () => {
    const path = `/${unique("missing")}`;
    expect((await publicPage(`${path}?utm_source=mail&email=someone@example.com`)).status).toBe(404);
    await vi.waitFor(async () => expect(await hitsOf(path)).toBe(1));
    // Nested addresses (the catch-all beyond three parts too) and a different case count as the same path.
    expect((await publicPage(`${path.toUpperCase()}/`)).status).toBe(404);
    await vi.waitFor(async () => expect(await hitsOf(path)).toBe(2));
    expect((await publicPage(`/${PREFIX}/a/b/c/d`)).status).toBe(404);
    await vi.waitFor(async () => expect(await hitsOf(`/${PREFIX}/a/b/c/d`)).toBe(1));
    // Files are not counted.
    expect((await publicPage(`/${PREFIX}-logo.png`)).status).toBe(404);

    let log = await pageText(await staffRequest(`${LOG}?q=${PREFIX}`, staff.operations.cookie));
    expect(log).toContain(`>${path}</span>`);
    expect(log).toContain(`Create mapping<span class="sr-only"> for ${path}</span>`);
    expect(log).toContain(MAPPING_ADDRESS_MESSAGES["too-deep"]);
    expect(log).not.toContain("logo.png");
    expect(log).not.toContain("utm_source");

    const noTarget = await staffPost(`${LOG}?q=${PREFIX}`, staff.operations.cookie, { intent: "map", path });
    expect(noTarget.status).toBe(400);
    expect(await pageText(noTarget)).toContain(URL_MAPPING_MESSAGES.targetPage);

    const mapped = await staffPost(`${LOG}?q=${PREFIX}`, staff.operations.cookie, {
      intent: "map",
      path,
      targetPage: "FinancingPage",
    });
    expect(mapped.status).toBe(302);
    expect(mapped.headers.get("location")).toBe(`${LOG}?q=${PREFIX}`);
    expect(await mappingRow(path)).toMatchObject({ targetPage: "FinancingPage", isActive: true });
    const page = await publicPage(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>Pool Financing | ${seededCompany.name}</title>`);

    log = await pageText(await staffRequest(`${LOG}?q=${PREFIX}`, staff.operations.cookie));
    expect(log).not.toContain(`>${path}</span>`);

    const dismissed = await staffPost(LOG, staff.operations.cookie, {
      intent: "dismiss",
      path: `/${PREFIX}/a/b/c/d`,
    });
    expect(dismissed.status).toBe(302);
    expect(await hitsOf(`/${PREFIX}/a/b/c/d`)).toBe(0);
  });
});

describe("who may manage landing pages", () => {
  it("lets admin and operations in, refuses sales (403) and changes nothing for them", async () => {
    const page = await createLanding();
    const mappingFieldsForSales = mappingFields();
    const { db } = await getTestApp();
    const [mapping] = await db
      .insert(urlMappings)
      .values({ legacyUrl: `/${unique("sales")}`, targetPage: "PoolsPage" })
      .returning();
    await db.insert(notFoundPaths).values({ path: `/${PREFIX}-sales-missing` });
    for (const path of [
      LIST,
      `${LIST}/new`,
      `${LIST}/${page.id}`,
      MAPPINGS,
      `${MAPPINGS}/new`,
      `${MAPPINGS}/${mapping!.id}`,
      LOG,
    ]) {
      for (const role of ["admin", "operations"] as const) {
        expect((await staffRequest(path, staff[role].cookie)).status, `${role} ${path}`).toBe(200);
      }
      expect((await staffRequest(path, staff.sales.cookie)).status, `sales ${path}`).toBe(403);
    }
    const sales = staff.sales.cookie;
    expect((await staffPost(`${LIST}/new`, sales, landingFields())).status).toBe(403);
    expect((await staffPost(`${LIST}/${page.id}`, sales, { ...landingFields(), intent: "update" })).status).toBe(403);
    expect((await staffPost(`${LIST}/${page.id}`, sales, { intent: "delete" })).status).toBe(403);
    expect((await staffPost(`${MAPPINGS}/new`, sales, mappingFieldsForSales)).status).toBe(403);
    expect((await staffPost(`${MAPPINGS}/${mapping!.id}`, sales, { intent: "delete" })).status).toBe(403);
    expect(
      (await staffPost(LOG, sales, { intent: "map", path: `/${PREFIX}-sales-missing`, targetPage: "PoolsPage" }))
        .status,
    ).toBe(403);
    expect((await staffPost(LOG, sales, { intent: "dismiss", path: `/${PREFIX}-sales-missing` })).status).toBe(403);
    expect(await landingRow(page.slug)).toEqual(page);
    expect(await testLandingCount()).toBe(1);
    expect(await testMappingCount()).toBe(1);
    expect(await hitsOf(`/${PREFIX}-sales-missing`)).toBe(1);
  });

  it("sends anonymous visitors to sign in", async () => {
    for (const path of [LIST, MAPPINGS, LOG]) {
      const anonymous = await staffRequest(path, null);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent(path)}`);
    }
    expect((await staffPost(`${LIST}/new`, null, landingFields())).status).toBe(302);
    expect(await testLandingCount()).toBe(0);
  });
});
