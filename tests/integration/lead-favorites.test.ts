// Decision 029: the pools a visitor is interested in (their favourites) travel with the estimate lead, through
// the wizard's form (no JavaScript: a checkbox per pool) and through POST /api/estimates (an array of ids);
// staff see them on the lead page and in the CSV export.
import { asc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInterestedPools, leads, pools } from "#db/schema/index.ts";
import { interestedPoolLabel } from "~/lib/leads/lead-emails";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { INTERESTED_POOL_MESSAGES, MAX_INTERESTED_POOLS, unknownPoolsMessage } from "~/lib/schemas/lead";
import { deleteOrDeactivatePool } from "~/models/admin-pools.server";
import { catalogueChanged } from "~/models/catalogue-cache.server";
import { estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { type SignedInStaff, pageText, signedInStaffOfEveryRole, staffRequest } from "../support/staff-sessions.ts";
import { postForm, postJson, readPage } from "../support/http.ts";

const PREFIX = "Zz Favourite Test Pool";
const staff = signedInStaffOfEveryRole();

type Pool = { id: number; slug: string; name: string; manufacturer: string | null; size: string | null };
let first: Pool;
let second: Pool;
let third: Pool;
let withdrawn: Pool;

beforeAll(async () => {
  const { db } = await getTestApp();
  const active = await db
    .select({ id: pools.id, slug: pools.slug, name: pools.name, manufacturer: pools.manufacturer, size: pools.size })
    .from(pools)
    .where(eq(pools.isActive, true))
    .orderBy(asc(pools.id))
    .limit(3);
  [first, second, third] = active as [Pool, Pool, Pool];
  [withdrawn] = (await db
    .insert(pools)
    .values({ name: `${PREFIX} withdrawn`, slug: `zz-favourite-test-withdrawn-${process.pid}`, isActive: false })
    .returning({
      id: pools.id,
      slug: pools.slug,
      name: pools.name,
      manufacturer: pools.manufacturer,
      size: pools.size,
    })) as [Pool];
  // The first render compiles the page's modules; a busy machine can take longer than one test's time.
  await (await getTestApp()).request("/estimate");
}, 180_000);

afterAll(async () => {
  const { db } = await getTestApp();
  const mine = await db
    .select({ id: pools.id })
    .from(pools)
    .where(like(pools.name, `${PREFIX}%`));
  const ids = mine.map((pool) => pool.id);
  if (ids.length) {
    const named = await db
      .select({ leadId: leadInterestedPools.leadId })
      .from(leadInterestedPools)
      .where(inArray(leadInterestedPools.poolId, ids));
    if (named.length) await db.delete(leads).where(inArray(leads.id, [...new Set(named.map((row) => row.leadId))]));
    await db.delete(pools).where(inArray(pools.id, ids));
  }
});

async function leadsWithPhone(phone: string) {
  const { db } = await getTestApp();
  return db.select().from(leads).where(eq(leads.phone, phone));
}

/** The pool ids stored with a lead, in the visitor's order. */
async function storedPoolIds(leadId: number) {
  const { db } = await getTestApp();
  const rows = await db
    .select({ poolId: leadInterestedPools.poolId })
    .from(leadInterestedPools)
    .where(eq(leadInterestedPools.leadId, leadId))
    .orderBy(asc(leadInterestedPools.position));
  return rows.map((row) => row.poolId);
}

/** The wizard posted without JavaScript, filled at human speed; `fields` may repeat a name. */
const postEstimateForm = (path: string, fields: [string, string][]) =>
  postForm(path, [
    ["firstName", "Maria"],
    ["lastName", "Lopez"],
    ["email", "maria@example.com"],
    ["consentToContact", "on"],
    ["requestType", "estimate"],
    ["sourcePage", "favorites"],
    ...fields,
  ]);

/** The checkboxes of "Pools you're interested in" in a page: value and whether it is ticked. */
function poolCheckboxes(html: string) {
  return [...html.matchAll(/<input type="checkbox"[^>]*name="interestedPoolIds"[^>]*>/g)].map(([tag]) => ({
    id: Number(/value="(\d+)"/.exec(tag)![1]),
    ticked: / checked=""/.test(tag),
  }));
}

describe("POST /api/estimates with interestedPoolIds", () => {
  it("stores the pools in the visitor's order, each once", async () => {
    const payload = estimatePayload({ interestedPoolIds: [second.id, first.id, second.id] });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await storedPoolIds(id)).toEqual([second.id, first.id]);
  });

  it("stores none when the list is empty or missing", async () => {
    for (const extra of [{ interestedPoolIds: [] }, {}, { interestedPoolIds: null }]) {
      const response = await postJson("/api/estimates", estimatePayload(extra));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(await storedPoolIds(id)).toEqual([]);
    }
  });

  const tooMany = Array.from({ length: 999 }, (_, i) => i + 1);
  it.each([
    ["a text instead of a list", "3,7", INTERESTED_POOL_MESSAGES.notList],
    ["a word in the list", ["three"], INTERESTED_POOL_MESSAGES.notId],
    ["a negative id", [-7], INTERESTED_POOL_MESSAGES.notId],
    ["a fraction", [2.5], INTERESTED_POOL_MESSAGES.notId],
    ["999 ids", tooMany, INTERESTED_POOL_MESSAGES.tooMany],
  ])("refuses %s with a clear message and stores nothing", async (_, interestedPoolIds, message) => {
    const payload = estimatePayload({ interestedPoolIds });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { interestedPoolIds: message },
    });
    expect(await leadsWithPhone(payload.phone)).toHaveLength(0);
  });

  it("refuses unknown and withdrawn pools, naming them, and stores nothing", async () => {
    const payload = estimatePayload({ interestedPoolIds: [first.id, 999_999, withdrawn.id] });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { interestedPoolIds: unknownPoolsMessage([999_999, withdrawn.id]) },
    });
    expect(await leadsWithPhone(payload.phone)).toHaveLength(0);
  });

  it(`takes up to ${MAX_INTERESTED_POOLS} pools`, async () => {
    const { db } = await getTestApp();
    const ids = (
      await db
        .select({ id: pools.id })
        .from(pools)
        .where(eq(pools.isActive, true))
        .orderBy(asc(pools.id))
        .limit(MAX_INTERESTED_POOLS)
    ).map((row) => row.id);
    const response = await postJson("/api/estimates", estimatePayload({ interestedPoolIds: ids }));
    expect(response.status).toBe(201);
    expect(await storedPoolIds(((await response.json()) as { id: number }).id)).toEqual(ids);
  });
});

describe("the estimate page's pools you're interested in", () => {
  it("renders the pools the address names, ticked, before any script runs; junk and unknown ids are left out", async () => {
    const { status, html } = await readPage(
      `/estimate?interestedPoolIds=${first.id},abc,${second.id},999999,${withdrawn.id}`,
    );
    expect(status).toBe(200);
    expect(html).toContain("Pools you&#x27;re interested in");
    expect(poolCheckboxes(html)).toEqual([
      { id: first.id, ticked: true },
      { id: second.id, ticked: true },
    ]);
    expect(html).toContain(first.name);
    expect(html).not.toContain(withdrawn.name);
  });

  it("reads repeated parameters too", async () => {
    const { html } = await readPage(`/estimate?interestedPoolIds=${first.id}&interestedPoolIds=${third.id}`);
    expect(poolCheckboxes(html).map((box) => box.id)).toEqual([first.id, third.id]);
  });

  it("shows no list when the address names no pools", async () => {
    const { html } = await readPage("/estimate");
    expect(html).not.toContain("Pools you&#x27;re interested in");
    expect(poolCheckboxes(html)).toEqual([]);
  });
});

describe("POST /estimate (no JavaScript) with pools you're interested in", () => {
  it("stores the ticked pools only", async () => {
    const phone = uniquePhone();
    const { status, html } = await postEstimateForm(
      `/estimate?interestedPoolIds=${first.id},${second.id},${third.id}`,
      [
        ["phone", phone],
        // The visitor unticked the second pool: only the ticked ones are sent.
        ["interestedPoolIds", String(first.id)],
        ["interestedPoolIds", String(third.id)],
      ],
    );
    expect(status).toBe(200);
    expect(html).toContain("Thank You!");
    const [lead] = await leadsWithPhone(phone);
    expect(await storedPoolIds(lead!.id)).toEqual([first.id, third.id]);
  });

  it("refuses junk ids with a clear message, stores nothing, and keeps the visitor's ticks", async () => {
    for (const bad of ["abc", "-4", "999999"]) {
      const phone = uniquePhone();
      const { status, html } = await postEstimateForm(`/estimate?interestedPoolIds=${first.id},${second.id}`, [
        ["phone", phone],
        ["interestedPoolIds", String(second.id)],
        ["interestedPoolIds", bad],
      ]);
      expect(status, bad).toBe(400);
      const message = bad === "999999" ? unknownPoolsMessage([999_999]) : INTERESTED_POOL_MESSAGES.notId;
      expect(html).toContain(message.replaceAll("'", "&#x27;"));
      expect(poolCheckboxes(html)).toEqual([
        { id: first.id, ticked: false },
        { id: second.id, ticked: true },
      ]);
      expect(await leadsWithPhone(phone)).toHaveLength(0);
    }
  });

  it("refuses more pools than a visitor can save", async () => {
    const phone = uniquePhone();
    const { status, html } = await postEstimateForm("/estimate", [
      ["phone", phone],
      ...Array.from({ length: 999 }, (_, i): [string, string] => ["interestedPoolIds", String(i + 1)]),
    ]);
    expect(status).toBe(400);
    expect(html).toContain(INTERESTED_POOL_MESSAGES.tooMany.replaceAll("'", "&#x27;"));
    expect(await leadsWithPhone(phone)).toHaveLength(0);
  });
});

describe("staff see the pools", () => {
  let leadId: number;
  let source: string;
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = staff.admin;
    source = `favourites-${process.pid}-${Date.now().toString(36)}`;
    const response = await postJson(
      "/api/estimates",
      estimatePayload({ sourcePage: source, interestedPoolIds: [third.id, first.id] }),
    );
    leadId = ((await response.json()) as { id: number }).id;
  });

  it("on the lead page, with links to their public pages", async () => {
    const html = await pageText(await staffRequest(`/admin/leads/${leadId}`, admin.cookie));
    expect(html).toContain("Pools they&#x27;re interested in");
    const thirdAt = html.indexOf(`href="${poolDetailHref(third)}"`);
    const firstAt = html.indexOf(`href="${poolDetailHref(first)}"`);
    expect(thirdAt).toBeGreaterThan(-1);
    expect(firstAt).toBeGreaterThan(thirdAt);
  });

  it("in the CSV export, one column", async () => {
    const response = await staffRequest(`/api/admin/leads/export?view=estimates&source=${source}`, admin.cookie);
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, row] = text.split("\r\n");
    const columns = header!.split(",");
    expect(columns).toContain("Pools they're interested in");
    const expected = [third, first].map(interestedPoolLabel).join("; ");
    expect(row).toContain(expected.includes(",") ? `"${expected.replaceAll('"', '""')}"` : expected);
  });

  it("keeps a pool a lead names when staff delete it: it is only withdrawn", async () => {
    const { db } = await getTestApp();
    const [pool] = await db
      .insert(pools)
      .values({ name: `${PREFIX} named`, slug: `zz-favourite-test-named-${process.pid}` })
      .returning({ id: pools.id });
    // Written behind the staff area's back: the catalogue's cache must learn of it.
    catalogueChanged(db);
    const response = await postJson("/api/estimates", estimatePayload({ interestedPoolIds: [pool!.id] }));
    expect(response.status).toBe(201);
    expect(await deleteOrDeactivatePool(db, pool!.id)).toEqual({ outcome: "deactivated", leadCount: 1 });
    const html = await pageText(
      await staffRequest(`/admin/leads/${((await response.json()) as { id: number }).id}`, admin.cookie),
    );
    expect(html).toContain(`${PREFIX} named`);
    expect(html).toContain("no longer on the site");
  });
});
