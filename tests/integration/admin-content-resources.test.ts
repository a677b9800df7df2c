import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { resources } from "#db/schema/index.ts";
import { RESOURCE_MESSAGES } from "~/lib/schemas/resource";
import { getTestApp } from "../setup/test-app.ts";
import { signedInStaffOfEveryRole, pageText, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff manage the documents of /resources. Every resource made here starts
// with PREFIX and is removed after each test, so the /resources tests sharing
// this worker's database see the seeded ones only.

const PREFIX = "Zz Test Guide";
const LIST = "/admin/resources";

const staff = signedInStaffOfEveryRole();

afterEach(async () => {
  const { db } = await getTestApp();
  await db.delete(resources).where(like(resources.title, `${PREFIX}%`));
});

let counter = 0;
function resourceFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    title: `${PREFIX} ${counter}`,
    description: "Made by a test.",
    category: "Zz Test Category",
    type: "guide",
    fileUrl: "/downloads/test-guide.pdf",
    pages: "8",
    status: "published",
    displayOrder: "",
    ...overrides,
  };
}

async function rowsTitled(title: string) {
  const { db } = await getTestApp();
  return db.select().from(resources).where(eq(resources.title, title));
}

async function rowTitled(title: string) {
  const [row] = await rowsTitled(title);
  if (!row) throw new Error(`no resource "${title}"`);
  return row;
}

async function testResourceCount() {
  const { db } = await getTestApp();
  return (
    await db
      .select()
      .from(resources)
      .where(like(resources.title, `${PREFIX}%`))
  ).length;
}

async function createResource(overrides: Record<string, string> = {}) {
  const fields = resourceFields(overrides);
  const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
  expect(response.status).toBe(302);
  return rowTitled(fields.title);
}

async function resourcesHtml() {
  const app = await getTestApp();
  const response = await app.request("/resources");
  expect(response.status).toBe(200);
  return pageText(response);
}

describe("resources list", () => {
  it("lists, searches, filters by category and status, and pages", async () => {
    const all = await pageText(await staffRequest(LIST, staff.operations.cookie));
    expect(all).toContain("Florida Fiberglass Pool Buyer&#x27;s Guide");
    expect(all).toContain("/downloads/installation-checklist.pdf");

    const draft = await createResource({ status: "draft", fileUrl: "", type: "worksheet" });
    const drafts = await pageText(await staffRequest(`${LIST}?status=draft`, staff.operations.cookie));
    expect(drafts).toContain(draft.title);
    expect(drafts).not.toContain("Pool Installation Preparation Checklist");
    const byCategory = await pageText(await staffRequest(`${LIST}?category=Zz+Test+Category`, staff.operations.cookie));
    expect(byCategory).toContain(draft.title);
    expect(byCategory).toContain("<strong>1</strong> resource");
    const byType = await pageText(await staffRequest(`${LIST}?q=WORKSHEET`, staff.operations.cookie));
    expect(byType).toContain(draft.title);

    const { db } = await getTestApp();
    await db.insert(resources).values(
      Array.from({ length: 26 }, (_, i) => ({
        title: `${PREFIX} paged ${String(i).padStart(2, "0")}`,
        status: "draft",
        displayOrder: 900 + i,
      })),
    );
    const page2 = await pageText(await staffRequest(`${LIST}?q=paged&page=2`, staff.operations.cookie));
    expect(page2).toContain("Showing <strong>26</strong>–<strong>26</strong> of <strong>26</strong> resources");
  });
});

describe("create, edit and delete", () => {
  it("publishes a resource that /resources lists at once; a draft is not listed", async () => {
    const fields = resourceFields();
    const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("ffp_flash="))).toBe(true);
    expect(await rowTitled(fields.title)).toMatchObject({
      category: "Zz Test Category",
      type: "guide",
      fileUrl: "/downloads/test-guide.pdf",
      pages: 8,
      status: "published",
    });
    let html = await resourcesHtml();
    expect(html).toContain(fields.title);
    expect(html).toContain('href="/downloads/test-guide.pdf"');

    const row = await rowTitled(fields.title);
    const edit = await staffPost(`${LIST}/${row.id}`, staff.operations.cookie, {
      ...resourceFields({ title: fields.title, status: "draft", fileUrl: "https://files.example.com/guide.pdf" }),
      intent: "update",
    });
    expect(edit.status).toBe(302);
    expect(await rowTitled(fields.title)).toMatchObject({
      status: "draft",
      fileUrl: "https://files.example.com/guide.pdf",
    });
    html = await resourcesHtml();
    expect(html).not.toContain(fields.title);
  });

  it("shows an edit on /resources at once", async () => {
    const resource = await createResource();
    const form = await pageText(await staffRequest(`${LIST}/${resource.id}`, staff.operations.cookie));
    expect(form).toContain(`value="${resource.title}"`);
    const title = `${PREFIX} renamed`;
    const response = await staffPost(`${LIST}/${resource.id}`, staff.operations.cookie, {
      ...resourceFields({ title, description: "Now with a new description." }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    const html = await resourcesHtml();
    expect(html).toContain(title);
    expect(html).toContain("Now with a new description.");
    expect(html).not.toContain(resource.title);
  });

  it("deletes a resource, and answers 404 for unknown ids", async () => {
    const resource = await createResource();
    const response = await staffPost(`${LIST}/${resource.id}`, staff.admin.cookie, { intent: "delete" });
    expect(response.status).toBe(302);
    expect(await rowsTitled(resource.title)).toHaveLength(0);
    expect(await resourcesHtml()).not.toContain(resource.title);
    for (const id of [String(resource.id), "0", "abc"]) {
      expect((await staffRequest(`${LIST}/${id}`, staff.operations.cookie)).status, id).toBe(404);
    }
    expect((await staffPost(`${LIST}/${resource.id}`, staff.operations.cookie, { intent: "delete" })).status).toBe(404);
  });
});

describe("bad input changes nothing", () => {
  it("shows the field messages", async () => {
    const response = await staffPost(
      `${LIST}/new`,
      staff.operations.cookie,
      resourceFields({ title: "", type: "a-type-that-is-too-long", fileUrl: "/downloads/../etc/passwd", pages: "0" }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [
      RESOURCE_MESSAGES.titleRequired,
      RESOURCE_MESSAGES.typeTooLong,
      RESOURCE_MESSAGES.fileUrl,
      RESOURCE_MESSAGES.pages,
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="a-type-that-is-too-long"');
    expect(await testResourceCount()).toBe(0);

    const unpublishable = await staffPost(`${LIST}/new`, staff.operations.cookie, resourceFields({ fileUrl: "" }));
    expect(unpublishable.status).toBe(400);
    expect(await pageText(unpublishable)).toContain(RESOURCE_MESSAGES.fileUrlRequired);
    expect(await testResourceCount()).toBe(0);

    const resource = await createResource();
    const refused = await staffPost(`${LIST}/${resource.id}`, staff.operations.cookie, {
      ...resourceFields({ title: resource.title, fileUrl: "javascript:alert(1)" }),
      intent: "update",
    });
    expect(refused.status).toBe(400);
    expect(await rowTitled(resource.title)).toEqual(resource);
  });

  it("renders staff text escaped", async () => {
    const resource = await createResource({
      title: `${PREFIX} <script>alert(1)</script>`,
      description: '<img src=x onerror="alert(2)">',
    });
    for (const html of [
      await pageText(await staffRequest(`${LIST}?q=zz`, staff.operations.cookie)),
      await pageText(await staffRequest(`${LIST}/${resource.id}`, staff.operations.cookie)),
      await resourcesHtml(),
    ]) {
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;");
    }
  });
});

describe("who may manage resources", () => {
  it("lets admin and operations in, refuses sales (403) and changes nothing for them", async () => {
    const resource = await createResource();
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${resource.id}`]) {
      for (const role of ["admin", "operations"] as const) {
        expect((await staffRequest(path, staff[role].cookie)).status, `${role} ${path}`).toBe(200);
      }
      expect((await staffRequest(path, staff.sales.cookie)).status, `sales ${path}`).toBe(403);
    }
    expect((await staffPost(`${LIST}/new`, staff.sales.cookie, resourceFields())).status).toBe(403);
    expect(
      (await staffPost(`${LIST}/${resource.id}`, staff.sales.cookie, { ...resourceFields(), intent: "update" })).status,
    ).toBe(403);
    expect((await staffPost(`${LIST}/${resource.id}`, staff.sales.cookie, { intent: "delete" })).status).toBe(403);
    expect(await testResourceCount()).toBe(1);
    expect(await rowTitled(resource.title)).toEqual(resource);
  });

  it("sends anonymous visitors to sign in and refuses posts from another site", async () => {
    const resource = await createResource();
    const anonymous = await staffRequest(LIST, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent(LIST)}`);
    expect((await staffPost(`${LIST}/${resource.id}`, null, { intent: "delete" })).status).toBe(302);

    const evil = "https://evil.example";
    expect([400, 403]).toContain((await staffPost(`${LIST}/new`, staff.admin.cookie, resourceFields(), evil)).status);
    expect([400, 403]).toContain(
      (await staffPost(`${LIST}/${resource.id}`, staff.admin.cookie, { intent: "delete" }, evil)).status,
    );
    expect(await testResourceCount()).toBe(1);
    expect(await rowTitled(resource.title)).toEqual(resource);
  });
});
