import { readFileSync } from "node:fs";
import { asc, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { designAddOns, pools } from "#db/schema/index.ts";
import { seedDatabase, seedDesignAddOns } from "#db/seed/index.ts";
import { designAddOns as SEEDED } from "#db/seed/content/design-add-ons.ts";
import { priceDesign } from "~/lib/designer/design-price";
import { parseDesignQuery } from "~/lib/designer/design-address";
import { DESIGN_ADD_ON_MESSAGES as M, DesignAddOnSchema } from "~/lib/schemas/design-add-on";
import {
  createDesignAddOn,
  getDesignAddOnById,
  listActiveDesignAddOns,
  listAllDesignAddOns,
  moveDesignAddOn,
  setDesignAddOnActive,
  updateDesignAddOn,
} from "~/models/design-add-ons.server";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";
import { designerTexts } from "~/content/texts/designer.server";

const ENGLISH_NOTES = designerTexts.en.notes;

// The designer's add-ons: the seeded set, the queries, and the staff pages at
// /admin/design-add-ons. Add-ons made here are named PREFIX... and removed after
// each test; the seeded rows are put back in their order and state, so other
// files of this worker see the seeded set.

const PREFIX = "Zz test add-on";
const LIST = "/admin/design-add-ons";

const staff = signedInStaffOfEveryRole();

async function db() {
  return (await getTestApp()).db;
}

afterEach(async () => {
  const database = await db();
  await database.delete(designAddOns).where(like(designAddOns.name, `${PREFIX}%`));
  for (const [index, seeded] of SEEDED.entries()) {
    await database
      .update(designAddOns)
      .set({ ...seeded, displayOrder: index, isActive: true })
      .where(eq(designAddOns.key, seeded.key));
  }
});

let counter = 0;
function fields(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    name: `${PREFIX} ${counter} pool slide`,
    description: "A curved slide from the deck into the deep end.",
    imageUrl: "/images/add-ons/fence.svg",
    pricingKind: "fixed",
    price: "3,400",
    unitLabel: "",
    minQuantity: "",
    maxQuantity: "",
    defaultQuantity: "",
    choiceGroup: "",
    needsLedgeRoom: "",
    isActive: "on",
    ...overrides,
  };
}

async function rowNamed(name: string) {
  const [row] = await (await db()).select().from(designAddOns).where(eq(designAddOns.name, name));
  return row ?? null;
}

async function testRowCount() {
  return (
    await (
      await db()
    )
      .select()
      .from(designAddOns)
      .where(like(designAddOns.name, `${PREFIX}%`))
  ).length;
}

async function keysInOrder() {
  return (await listAllDesignAddOns(await db())).map((row) => row.key);
}

describe("the seeded add-ons", () => {
  it("are the Florida set, in order, active, with pictures that exist", async () => {
    const rows = await listActiveDesignAddOns(await db());
    expect(rows.map((row) => row.key)).toEqual([
      "heat-pump",
      "gas-heater",
      "salt-system",
      "led-lights",
      "tanning-ledge",
      "safety-cover",
      "screen-enclosure",
      "paver-deck",
      "fence",
    ]);
    expect(rows.filter((row) => row.choiceGroup === "heating").map((row) => row.key)).toEqual([
      "heat-pump",
      "gas-heater",
    ]);
    expect(rows.find((row) => row.key === "tanning-ledge")!.needsLedgeRoom).toBe(true);
    expect(rows.find((row) => row.key === "paver-deck")).toMatchObject({
      pricingKind: "per-unit",
      unitLabel: "sq ft",
      minQuantity: 100,
      defaultQuantity: 400,
    });
    for (const row of rows) {
      // Each seeded row is what the staff form would save.
      expect(DesignAddOnSchema.safeParse({ ...row, price: String(row.price) }).success, row.key).toBe(true);
      // The pictures are files of public/ (served with an hour of caching): small, light SVG.
      const picture = readFileSync(`public${row.imageUrl!}`, "utf8");
      expect(picture, row.imageUrl!).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 160 120"/);
      expect(picture.length).toBeLessThan(1024);
    }
  });

  it("are added once to a database seeded before the table existed, and never twice", async () => {
    const database = await db();
    // The worker's database is seeded: seeding again adds nothing.
    expect(await seedDatabase(database)).toMatchObject({ seeded: false });
    expect(await seedDesignAddOns(database)).toBe(0);
    expect((await listAllDesignAddOns(database)).length).toBe(SEEDED.length);
  });

  it("price a design read from an address, with the database's rows", async () => {
    const database = await db();
    const [pool] = await database.select().from(pools).where(eq(pools.isActive, true)).orderBy(asc(pools.id)).limit(1);
    const { design } = parseDesignQuery(
      new URLSearchParams(`poolId=${pool!.id}&addons=heat-pump,gas-heater,led-lights:-3,hot-tub`),
    );
    const result = priceDesign({
      noteTexts: ENGLISH_NOTES,
      poolId: design.poolId,
      pool: pool!,
      choices: design.addOns,
      addOns: await listAllDesignAddOns(database),
    });
    expect(result.choices).toEqual([{ key: "heat-pump" }, { key: "led-lights", quantity: 1 }]);
    expect(result.total).toBe(pool!.price! + 5_800 + 950);
    expect(result.notes.map((note) => note.code)).toEqual(["group-conflict", "quantity-raised", "add-on-unknown"]);
  });
});

describe("the queries", () => {
  it("create at the end with a key made from the name, a new key for the same name", async () => {
    const database = await db();
    const input = DesignAddOnSchema.parse(fields({ name: `${PREFIX} Fire bowls` }));
    const first = await createDesignAddOn(database, input);
    const second = await createDesignAddOn(database, input);
    expect(first.key).toBe("zz-test-add-on-fire-bowls");
    expect(second.key).toBe("zz-test-add-on-fire-bowls-2");
    const keys = await keysInOrder();
    expect(keys.slice(-2)).toEqual([first.key, second.key]);
  });

  it("update keeps the key and the place; retire hides from the public list, restore brings it back", async () => {
    const database = await db();
    const row = await createDesignAddOn(database, DesignAddOnSchema.parse(fields()));
    const renamed = await updateDesignAddOn(
      database,
      row.id,
      DesignAddOnSchema.parse(fields({ name: `${PREFIX} renamed`, price: "3900" })),
    );
    expect(renamed).toMatchObject({ key: row.key, displayOrder: row.displayOrder, price: 3900 });
    expect(await updateDesignAddOn(database, 999_999, DesignAddOnSchema.parse(fields()))).toBeNull();

    await setDesignAddOnActive(database, row.id, false);
    expect((await listActiveDesignAddOns(database)).map((r) => r.id)).not.toContain(row.id);
    expect((await listAllDesignAddOns(database)).map((r) => r.id)).toContain(row.id);
    await setDesignAddOnActive(database, row.id, true);
    expect((await listActiveDesignAddOns(database)).map((r) => r.id)).toContain(row.id);
    expect(await setDesignAddOnActive(database, 999_999, true)).toBeNull();
  });

  it("move swaps neighbours, renumbers the list, and does nothing past either end", async () => {
    const database = await db();
    const salt = (await listAllDesignAddOns(database)).find((r) => r.key === "salt-system")!;
    expect(await moveDesignAddOn(database, salt.id, "up")).toBe(true);
    let keys = await keysInOrder();
    expect(keys.slice(0, 3)).toEqual(["heat-pump", "salt-system", "gas-heater"]);
    expect((await listAllDesignAddOns(database)).map((r) => r.displayOrder)).toEqual(keys.map((_, i) => i));

    const first = (await listAllDesignAddOns(database))[0]!;
    expect(await moveDesignAddOn(database, first.id, "up")).toBe(true);
    expect(await keysInOrder()).toEqual(keys);
    const last = (await listAllDesignAddOns(database)).at(-1)!;
    expect(await moveDesignAddOn(database, last.id, "down")).toBe(true);
    expect(await keysInOrder()).toEqual(keys);
    expect(await moveDesignAddOn(database, 999_999, "down")).toBe(false);

    await moveDesignAddOn(database, salt.id, "down");
    keys = await keysInOrder();
    expect(keys.slice(0, 3)).toEqual(["heat-pump", "gas-heater", "salt-system"]);
  });

  it("two moves at once both land", async () => {
    const database = await db();
    const rows = await listAllDesignAddOns(database);
    const fence = rows.at(-1)!;
    await Promise.all([moveDesignAddOn(database, fence.id, "up"), moveDesignAddOn(database, fence.id, "up")]);
    const keys = await keysInOrder();
    expect(keys.indexOf("fence")).toBe(rows.length - 3);
    expect(new Set((await listAllDesignAddOns(database)).map((r) => r.displayOrder)).size).toBe(rows.length);
  });
});

describe("the staff list", () => {
  it("shows every add-on with its price, group, ledge rule and status, in order", async () => {
    const database = await db();
    await setDesignAddOnActive(database, (await listAllDesignAddOns(database))[1]!.id, false);
    const response = await staffRequest(LIST, staff.operations.cookie);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain("<title>Design add-ons | Staff area");
    expect(html.indexOf(">Heat pump<")).toBeLessThan(html.indexOf(">Pool safety fence<"));
    expect(html).toContain("$5,800");
    expect(html).toContain("$16 per sq ft");
    expect(html).toContain("100–3000, starts at 400");
    expect(html).toContain("Choose one of “heating”");
    expect(html).toContain("Pools with ledge room");
    expect(html).toContain("<strong>8</strong> offered, <strong>1</strong> retired.");
    expect(html).toContain('aria-label="Restore Gas heater"');
    expect(html).toContain('aria-label="Retire Heat pump"');
    // The first cannot move up, the last cannot move down.
    expect(html).toMatch(/aria-label="Move Heat pump up" title="Move Heat pump up" disabled=""/);
    expect(html).toMatch(/aria-label="Move Pool safety fence down" title="Move Pool safety fence down" disabled=""/);
  });

  it("moves, retires and restores from its buttons, and answers with a toast", async () => {
    const database = await db();
    const gas = (await listAllDesignAddOns(database)).find((r) => r.key === "gas-heater")!;
    const moved = await staffPost(LIST, staff.operations.cookie, { id: String(gas.id), intent: "move-up" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(LIST);
    expect(moved.headers.getSetCookie().some((c) => c.startsWith("ffp_flash="))).toBe(true);
    expect((await keysInOrder()).slice(0, 2)).toEqual(["gas-heater", "heat-pump"]);

    expect((await staffPost(LIST, staff.admin.cookie, { id: String(gas.id), intent: "retire" })).status).toBe(302);
    expect((await getDesignAddOnById(database, gas.id))!.isActive).toBe(false);
    expect((await staffPost(LIST, staff.admin.cookie, { id: String(gas.id), intent: "restore" })).status).toBe(302);
    expect((await getDesignAddOnById(database, gas.id))!.isActive).toBe(true);
  });

  it("refuses an unknown intent or add-on and changes nothing", async () => {
    const before = await listAllDesignAddOns(await db());
    const heat = before[0]!;
    expect((await staffPost(LIST, staff.operations.cookie, { id: String(heat.id), intent: "delete" })).status).toBe(
      400,
    );
    expect((await staffPost(LIST, staff.operations.cookie, { id: "999999", intent: "retire" })).status).toBe(404);
    expect((await staffPost(LIST, staff.operations.cookie, { id: "x", intent: "retire" })).status).toBe(404);
    expect((await staffPost(LIST, staff.operations.cookie, { intent: "move-down" })).status).toBe(404);
    expect(await listAllDesignAddOns(await db())).toEqual(before);
  });
});

describe("add and edit", () => {
  it("adds an add-on at the end of the list", async () => {
    const form = fields({
      pricingKind: "per-unit",
      price: "85",
      unitLabel: "bubbler",
      minQuantity: "1",
      maxQuantity: "6",
      defaultQuantity: "2",
      choiceGroup: "Water-Features",
    });
    const response = await staffPost(`${LIST}/new`, staff.operations.cookie, form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    const row = await rowNamed(form.name);
    expect(row).toMatchObject({
      pricingKind: "per-unit",
      price: 85,
      unitLabel: "bubbler",
      minQuantity: 1,
      maxQuantity: 6,
      defaultQuantity: 2,
      choiceGroup: "water-features",
      isActive: true,
    });
    expect((await keysInOrder()).at(-1)).toBe(row!.key);
    expect(await pageText(await staffRequest(LIST, staff.operations.cookie))).toContain("$85 per bubbler");
  });

  it("shows the stored values on the edit page and saves a change", async () => {
    const database = await db();
    const heat = (await listAllDesignAddOns(database))[0]!;
    const page = await pageText(await staffRequest(`${LIST}/${heat.id}`, staff.operations.cookie));
    expect(page).toContain("<title>Edit Heat pump | Staff area");
    expect(page).toContain('value="5800"');
    expect(page).toContain('value="heating"');
    expect(page).toContain(">heat-pump</code>");

    const response = await staffPost(`${LIST}/${heat.id}`, staff.operations.cookie, {
      ...fields({ name: "Heat pump", price: "6100", choiceGroup: "heating" }),
      intent: "update",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LIST);
    expect(await getDesignAddOnById(database, heat.id)).toMatchObject({
      key: "heat-pump",
      price: 6100,
      displayOrder: heat.displayOrder,
    });

    const retired = await staffPost(`${LIST}/${heat.id}`, staff.operations.cookie, { intent: "retire" });
    expect(retired.headers.get("location")).toBe(`${LIST}/${heat.id}`);
    expect(await pageText(await staffRequest(`${LIST}/${heat.id}`, staff.operations.cookie))).toContain(
      "Restore Heat pump",
    );
  });

  it("answers 404 for unknown ids", async () => {
    for (const id of ["999999", "0", "x"]) {
      expect((await staffRequest(`${LIST}/${id}`, staff.operations.cookie)).status, id).toBe(404);
    }
    expect((await staffPost(`${LIST}/999999`, staff.operations.cookie, { ...fields(), intent: "update" })).status).toBe(
      404,
    );
  });
});

describe("bad input changes nothing", () => {
  it("shows each message beside its field, keeps what was typed, and writes nothing", async () => {
    const response = await staffPost(
      `${LIST}/new`,
      staff.operations.cookie,
      fields({
        description: " ",
        price: "-3",
        pricingKind: "per-unit",
        unitLabel: "",
        minQuantity: "10",
        maxQuantity: "5",
        imageUrl: "javascript:alert(1)",
      }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [M.descriptionRequired, M.price, M.unitLabelRequired, M.imageUrl]) {
      expect(html).toContain(message.replaceAll('"', "&quot;"));
    }
    // The message sits at its field: the field points at it.
    expect(html).toMatch(/name="price"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="price"/);
    expect(html).toContain(`${PREFIX} `);
    expect(await testRowCount()).toBe(0);

    const before = await listAllDesignAddOns(await db());
    const heat = before[0]!;
    const refused = await staffPost(`${LIST}/${heat.id}`, staff.operations.cookie, {
      ...fields({ name: "", pricingKind: "per-unit", unitLabel: "light", maxQuantity: "" }),
      intent: "update",
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await pageText(refused);
    expect(refusedHtml).toContain(M.nameRequired);
    expect(refusedHtml).toContain(M.maxQuantityRequired);
    expect(await listAllDesignAddOns(await db())).toEqual(before);
  });

  it("refuses a second add-on of a name the designer offers, on create and on edit", async () => {
    const database = await db();
    const before = await listAllDesignAddOns(database);
    const copy = await staffPost(`${LIST}/new`, staff.operations.cookie, fields({ name: "heat PUMP" }));
    expect(copy.status).toBe(400);
    expect(await pageText(copy)).toContain(M.nameTaken);
    expect(await listAllDesignAddOns(database)).toEqual(before);

    const salt = before.find((row) => row.key === "salt-system")!;
    const renamed = await staffPost(`${LIST}/${salt.id}`, staff.operations.cookie, {
      ...fields({ name: "Heat pump" }),
      intent: "update",
    });
    expect(renamed.status).toBe(400);
    expect(await pageText(renamed)).toContain(M.nameTaken);
    expect(await listAllDesignAddOns(database)).toEqual(before);
  });

  it("renders staff text escaped", async () => {
    const form = fields({ name: `${PREFIX} <img src=x onerror="alert(1)">`, description: "<script>alert(1)</script>" });
    expect((await staffPost(`${LIST}/new`, staff.operations.cookie, form)).status).toBe(302);
    const row = await rowNamed(form.name);
    for (const path of [LIST, `${LIST}/${row!.id}`]) {
      const html = await pageText(await staffRequest(path, staff.operations.cookie));
      expect(html, path).not.toContain("<img src=x");
      expect(html, path).not.toContain("<script>alert(1)");
      expect(html, path).toContain("&lt;img src=x");
    }
  });
});

describe("who may manage add-ons", () => {
  it("lets admin and operations in, refuses sales (403) on every page and action, and changes nothing", async () => {
    const before = await listAllDesignAddOns(await db());
    const heat = before[0]!;
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${heat.id}`]) {
      for (const role of ["admin", "operations"] as const) {
        expect((await staffRequest(path, staff[role].cookie)).status, `${role} ${path}`).toBe(200);
      }
      expect((await staffRequest(path, staff.sales.cookie)).status, `sales ${path}`).toBe(403);
    }
    const sales = staff.sales.cookie;
    expect((await staffPost(`${LIST}/new`, sales, fields())).status).toBe(403);
    expect((await staffPost(LIST, sales, { id: String(heat.id), intent: "move-down" })).status).toBe(403);
    expect((await staffPost(LIST, sales, { id: String(heat.id), intent: "retire" })).status).toBe(403);
    expect((await staffPost(`${LIST}/${heat.id}`, sales, { ...fields(), intent: "update" })).status).toBe(403);
    expect((await staffPost(`${LIST}/${heat.id}`, sales, { intent: "retire" })).status).toBe(403);
    expect((await staffPost(`${LIST}/${heat.id}.data`, sales, { intent: "retire" })).status).toBe(403);
    expect(await testRowCount()).toBe(0);
    expect(await listAllDesignAddOns(await db())).toEqual(before);
  });

  it("puts the list in the menu of admin and operations only", async () => {
    for (const role of ["admin", "operations"] as const) {
      expect(await pageText(await staffRequest("/admin-dashboard", staff[role].cookie)), role).toContain(
        `href="${LIST}"`,
      );
    }
    expect(await pageText(await staffRequest("/admin-dashboard", staff.sales.cookie))).not.toContain(`href="${LIST}"`);
  });

  it("sends anonymous visitors to sign in and refuses posts from another site", async () => {
    const before = await listAllDesignAddOns(await db());
    const anonymous = await staffRequest(LIST, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent(LIST)}`);
    expect((await staffPost(LIST, null, { id: String(before[0]!.id), intent: "retire" })).status).toBe(302);
    const evil = "https://evil.example";
    expect([400, 403]).toContain(
      (await staffPost(LIST, staff.admin.cookie, { id: String(before[0]!.id), intent: "retire" }, evil)).status,
    );
    expect(await listAllDesignAddOns(await db())).toEqual(before);
  });
});
