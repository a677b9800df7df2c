import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { faqItems } from "#db/schema/index.ts";
import { FAQ_ITEM_MESSAGES } from "~/lib/schemas/faq-item";
import { getTestApp } from "../setup/test-app.ts";
import { signedInStaffOfEveryRole, pageText, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff manage the packages-page FAQ. Every item made here starts with PREFIX
// and is removed after each test, so the /packages tests sharing this worker's
// database see the seeded FAQ only.

const PREFIX = "Zz test question";
const LIST = "/admin/faq";

const staff = signedInStaffOfEveryRole();

afterEach(async () => {
  const { db } = await getTestApp();
  await db.delete(faqItems).where(like(faqItems.question, `${PREFIX}%`));
});

let counter = 0;
function itemFields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    question: `${PREFIX} ${counter}: can I swim in winter?`,
    answer: "Yes, with a heat pump the water stays warm.",
    category: "Pool Heating Options",
    tags: "winter, heat pump",
    isActive: "on",
    displayOrder: "",
    ...overrides,
  };
}

async function rowsWith(question: string) {
  const { db } = await getTestApp();
  return db.select().from(faqItems).where(eq(faqItems.question, question));
}

async function rowWith(question: string) {
  const [row] = await rowsWith(question);
  if (!row) throw new Error(`no FAQ item "${question}"`);
  return row;
}

async function testItemCount() {
  const { db } = await getTestApp();
  return (
    await db
      .select()
      .from(faqItems)
      .where(like(faqItems.question, `${PREFIX}%`))
  ).length;
}

async function createItem(overrides: Record<string, string> = {}) {
  const fields = itemFields(overrides);
  const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
  expect(response.status).toBe(302);
  return rowWith(fields.question);
}

async function packagesHtml() {
  const app = await getTestApp();
  const response = await app.request("/packages");
  expect(response.status).toBe(200);
  return pageText(response);
}

describe("FAQ list", () => {
  it("filters by category, searches question, answer and tags, and pages", async () => {
    const all = await pageText(await staffRequest(LIST, staff.operations.cookie));
    expect(all).toContain("How long does a fiberglass pool installation take?");
    expect(all).toMatch(/Maintenance \(\d+\)/);

    const maintenance = await pageText(await staffRequest(`${LIST}?category=Maintenance`, staff.operations.cookie));
    expect(maintenance).toContain("How much maintenance does a fiberglass pool need?");
    expect(maintenance).not.toContain("How long does a fiberglass pool installation take?");

    const item = await createItem({ tags: "zebra-tag" });
    const byTag = await pageText(await staffRequest(`${LIST}?q=ZEBRA`, staff.operations.cookie));
    expect(byTag).toContain(item.question);
    expect(byTag).toContain("<strong>1</strong> question");
    const wrongCategory = await pageText(
      await staffRequest(`${LIST}?q=zebra&category=Maintenance`, staff.operations.cookie),
    );
    expect(wrongCategory).toContain("No questions found");

    const { db } = await getTestApp();
    await db.insert(faqItems).values(
      Array.from({ length: 26 }, (_, i) => ({
        question: `${PREFIX} paged ${String(i).padStart(2, "0")}`,
        answer: "Paged.",
        category: "Maintenance",
        isActive: false,
        displayOrder: 900 + i,
      })),
    );
    const page2 = await pageText(await staffRequest(`${LIST}?q=paged&status=inactive&page=2`, staff.operations.cookie));
    expect(page2).toContain("Showing <strong>26</strong>–<strong>26</strong> of <strong>26</strong> questions");
    expect(page2).toContain(`${PREFIX} paged 25`);
  });
});

describe("create, edit and delete", () => {
  it("adds an item that /packages shows at once, placed after the others", async () => {
    const fields = itemFields({ tags: "winter\nheat pump, Winter" });
    const response = await staffPost(`${LIST}/new`, staff.operations.cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("ffp_flash="))).toBe(true);
    const row = await rowWith(fields.question);
    expect(row).toMatchObject({ category: "Pool Heating Options", tags: ["winter", "heat pump"], isActive: true });
    const { db } = await getTestApp();
    const orders = (await db.select({ order: faqItems.displayOrder }).from(faqItems)).map((r) => r.order);
    expect(row.displayOrder).toBe(Math.max(...orders));

    const html = await packagesHtml();
    expect(html).toContain(fields.question);
    expect(html).toContain(fields.answer);
  });

  it("saves an edit and /packages follows; an inactive item leaves the page", async () => {
    const item = await createItem();
    const edit = await staffRequest(`${LIST}/${item.id}`, staff.operations.cookie);
    expect(edit.status).toBe(200);
    expect(await pageText(edit)).toContain("winter, heat pump");

    const question = `${PREFIX} edited: is a heat pump worth it?`;
    const response = await staffPost(`${LIST}/${item.id}`, staff.operations.cookie, {
      ...itemFields({ question, category: "Cost & Estimates", displayOrder: "3" }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(await rowWith(question)).toMatchObject({ id: item.id, category: "Cost & Estimates", displayOrder: 3 });
    let html = await packagesHtml();
    expect(html).toContain(question);
    expect(html).not.toContain(item.question);

    await staffPost(`${LIST}/${item.id}`, staff.operations.cookie, {
      ...itemFields({ question, isActive: "" }),
      intent: "update",
    });
    html = await packagesHtml();
    expect(html).not.toContain(question);
  });

  it("deletes an item", async () => {
    const item = await createItem();
    const response = await staffPost(`${LIST}/${item.id}`, staff.admin.cookie, { intent: "delete" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(await rowsWith(item.question)).toHaveLength(0);
    expect(await packagesHtml()).not.toContain(item.question);
    expect((await staffRequest(`${LIST}/${item.id}`, staff.operations.cookie)).status).toBe(404);
  });

  it("answers 404 for unknown ids", async () => {
    for (const id of ["999999", "0", "x"]) {
      expect((await staffRequest(`${LIST}/${id}`, staff.operations.cookie)).status, id).toBe(404);
    }
    expect((await staffPost(`${LIST}/999999`, staff.operations.cookie, { intent: "delete" })).status).toBe(404);
  });

  it("starts a new item in the category of the filtered list", async () => {
    const html = await pageText(await staffRequest(`${LIST}/new?category=Maintenance`, staff.operations.cookie));
    expect(html).toMatch(/<option value="Maintenance" selected="">/);
    const odd = await staffRequest(`${LIST}/new?category=%3Cscript%3E`, staff.operations.cookie);
    expect(odd.status).toBe(200);
  });
});

describe("bad input changes nothing", () => {
  it("shows the field messages and keeps what was typed", async () => {
    const response = await staffPost(
      `${LIST}/new`,
      staff.operations.cookie,
      itemFields({ answer: "  ", category: "Spa questions", tags: "x".repeat(41), displayOrder: "-3" }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [
      FAQ_ITEM_MESSAGES.answerRequired,
      FAQ_ITEM_MESSAGES.category,
      FAQ_ITEM_MESSAGES.tagTooLong,
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain("Display order must be a whole number from 0 to 9999");
    expect(html).toContain(`${PREFIX} `);
    expect(await testItemCount()).toBe(0);

    const item = await createItem();
    const refused = await staffPost(`${LIST}/${item.id}`, staff.operations.cookie, {
      ...itemFields({ question: "" }),
      intent: "update",
    });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain(FAQ_ITEM_MESSAGES.questionRequired);
    expect(await rowWith(item.question)).toEqual(item);
  });

  it("renders staff text escaped, on the staff pages and on /packages", async () => {
    const item = await createItem({
      question: `${PREFIX} <img src=x onerror="alert(1)">?`,
      answer: "<script>alert('faq')</script>",
      tags: "<b>bold</b>",
    });
    for (const path of [`${LIST}?q=zz+test`, `${LIST}/${item.id}`, "/packages"]) {
      const app = await getTestApp();
      const response = path.startsWith("/admin")
        ? await staffRequest(path, staff.operations.cookie)
        : await app.request(path);
      const html = await pageText(response);
      expect(html, path).not.toContain("<img src=x");
      expect(html, path).not.toContain("<script>alert('faq')");
      expect(html, path).not.toContain("<b>bold</b>");
      expect(html, path).toContain("&lt;img src=x");
    }
  });
});

describe("who may manage the FAQ", () => {
  it("lets admin and operations in, refuses sales (403) and changes nothing for them", async () => {
    const item = await createItem();
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${item.id}`]) {
      for (const role of ["admin", "operations"] as const) {
        expect((await staffRequest(path, staff[role].cookie)).status, `${role} ${path}`).toBe(200);
      }
      expect((await staffRequest(path, staff.sales.cookie)).status, `sales ${path}`).toBe(403);
    }
    expect((await staffPost(`${LIST}/new`, staff.sales.cookie, itemFields())).status).toBe(403);
    expect(
      (await staffPost(`${LIST}/${item.id}`, staff.sales.cookie, { ...itemFields(), intent: "update" })).status,
    ).toBe(403);
    expect((await staffPost(`${LIST}/${item.id}`, staff.sales.cookie, { intent: "delete" })).status).toBe(403);
    expect(await testItemCount()).toBe(1);
    expect(await rowWith(item.question)).toEqual(item);
  });

  it("sends anonymous visitors to sign in and refuses posts from another site", async () => {
    const item = await createItem();
    const anonymous = await staffRequest(`${LIST}/${item.id}`, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(
      `/admin-login?redirectTo=${encodeURIComponent(`${LIST}/${item.id}`)}`,
    );
    expect((await staffPost(`${LIST}/${item.id}`, null, { intent: "delete" })).status).toBe(302);

    const evil = "https://evil.example";
    expect([400, 403]).toContain((await staffPost(`${LIST}/new`, staff.admin.cookie, itemFields(), evil)).status);
    expect([400, 403]).toContain(
      (await staffPost(`${LIST}/${item.id}`, staff.admin.cookie, { intent: "delete" }, evil)).status,
    );
    expect([400, 403]).toContain(
      (await staffPost(`${LIST}/${item.id}.data`, staff.admin.cookie, { intent: "delete" }, evil)).status,
    );
    expect(await testItemCount()).toBe(1);
    expect(await rowWith(item.question)).toEqual(item);
  });
});
