// Issue 20's designer at /design (decision 032): the page read from its address (good, bad and stale values),
// the no-script form's shape, "Send me this design" storing the lead with its priced design, the summary page,
// the plan drawing's deck and ledge, and what staff see (lead page, CSV).
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designAddOns, jobs, leadDesigns, leads, pools } from "#db/schema/index.ts";
import { issueFormToken } from "~/lib/form-token.server";
import { formatUsd } from "~/lib/pricing";
import { uniquePhone } from "../factories/leads.ts";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffRequest } from "./admin-helpers.ts";

const PREFIX = "Zz Designer Test";
const staff = signedInStaffOfEveryRole();
type PoolFacts = { id: number; name: string; slug: string; price: number | null };
let pool: PoolFacts;
let withdrawn: PoolFacts;
let heatPump: number;
let light: number;
let deckPrice: number;
let ledgePrice: number;

const get = async (path: string) => {
  const response = await (await getTestApp()).request(path);
  return { status: response.status, html: await pageText(response) };
};

/** The page's notes (the status list above the steps). */
const notesOf = (html: string) => /<ul role="status"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";

beforeAll(async () => {
  const { db } = await getTestApp();
  const [row] = await db.select().from(pools).where(eq(pools.id, 8));
  pool = row!;
  const [inserted] = await db
    .insert(pools)
    .values({
      name: `${PREFIX} withdrawn`,
      slug: `zz-designer-withdrawn-${process.pid}`,
      isActive: false,
      price: 40_000,
    })
    .returning({ id: pools.id, name: pools.name, slug: pools.slug, price: pools.price });
  withdrawn = inserted!;
  const addOns = await db.select().from(designAddOns);
  const price = (key: string) => addOns.find((a) => a.key === key)!.price;
  [heatPump, light, deckPrice, ledgePrice] = [
    price("heat-pump"),
    price("led-lights"),
    price("paver-deck"),
    price("tanning-ledge"),
  ];
  await (await getTestApp()).request("/design");
}, 180_000);

afterAll(async () => {
  const { db } = await getTestApp();
  await db.delete(leads).where(like(leads.firstName, `${PREFIX}%`));
  await db.delete(pools).where(like(pools.name, `${PREFIX}%`));
});

describe("GET /design", () => {
  it("without a design: every step, no notes, no price yet", async () => {
    const { status, html } = await get("/design");
    expect(status).toBe(200);
    for (const step of ["1. Model", "2. Colour", "3. Add-ons", "4. Your details"]) expect(html).toContain(step);
    expect(html).toContain("Choose a model to see its plan drawing.");
    expect(notesOf(html)).toBe("");
  });

  it("with poolId and add-ons: the pool preselected, the itemised total and the monthly payment with its terms", async () => {
    const { html } = await get("/design?poolId=8&addons=heat-pump,led-lights:4");
    expect(html).toMatch(/<option value="8" selected="">/);
    expect(html).toContain(`4 lights × ${formatUsd(light)}`);
    const total = pool.price! + heatPump + 4 * light;
    expect(html).toContain(formatUsd(total));
    expect(html).toMatch(/\/month<\/strong> at [\d.]+% APR over 120 months, 20% down/);
    expect(html).toContain(`src="/pool-plans/${pool.slug}.svg"`);
    expect(notesOf(html)).toBe("");
  });

  it("reads the no-script form's shape and draws the deck on the plan", async () => {
    const { html } = await get(
      "/design?poolId=8&addon=led-lights&qty-led-lights=3&addon=paver-deck&qty-paver-deck=500",
    );
    expect(html).toContain(`3 lights × ${formatUsd(light)}`);
    expect(html).toContain(`500 sq ft × ${formatUsd(deckPrice)}`);
    expect(html).toContain(`src="/pool-plans/${pool.slug}.svg?deck=500"`);
  });

  it("bad and stale values are dropped or corrected with a note, never a crash", async () => {
    const { status, html } = await get(
      `/design?poolId=${withdrawn.id}&color=Nope&addons=led-lights:-3,no-such-thing,heat-pump,gas-heater,tanning-ledge`,
    );
    expect(status).toBe(200);
    const notes = notesOf(html);
    expect(notes).toContain(`The ${withdrawn.name} is no longer offered; choose another model.`);
    expect(notes).toContain("LED pool lights starts at 1 light, so the quantity was raised to that.");
    expect(notes).toContain("An add-on in this design is not offered and was removed.");
    expect(notes).toContain("Heat pump and Gas heater do not go together; your design keeps Heat pump.");
    // Without a pool to judge, the ledge is kept.
    expect(html).toContain(formatUsd(heatPump + light + ledgePrice));
  });

  it("a colour the model's manufacturer does not make, and a ledge the model has no room for, get notes", async () => {
    const { html } = await get("/design?poolId=8&color=Nope&addons=tanning-ledge&x=1&poolId=abc");
    const notes = notesOf(html);
    expect(notes).toContain(`Nope is not a finish colour of the ${pool.name}`);
    expect(notes).toContain(`The ${pool.name} has no room for a tanning ledge, so it was removed.`);
  });

  it("an unreadable address does not crash the page", async () => {
    const { status, html } = await get("/design?poolId=-1&addons=%00,::,led-lights:abc");
    expect(status).toBe(200);
    expect(notesOf(html)).toContain("could not be read");
  });
});

describe("the plan drawing", () => {
  it("draws a deck and a ledge only when asked", async () => {
    const app = await getTestApp();
    const plain = await (await app.request(`/pool-plans/${pool.slug}.svg`)).text();
    const withBoth = await (await app.request(`/pool-plans/${pool.slug}.svg?deck=400&ledge=1`)).text();
    expect(plain).not.toContain("PAVER DECK");
    expect(plain).not.toContain("LEDGE");
    expect(withBoth).toContain("PAVER DECK");
    expect(withBoth).toContain("LEDGE");
  });
});

async function postDesign(fields: [string, string][]) {
  const body = new URLSearchParams([
    ["formToken", issueFormToken(TEST_SESSION_SECRET, Date.now() - 10_000)],
    ["website", ""],
    ...fields,
  ]);
  return (await getTestApp()).request("/design", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
}

describe("Send me this design", () => {
  const phone = uniquePhone();
  let leadId: number;

  it("stores an estimate lead from the design page with its design priced on the server", async () => {
    const response = await postDesign([
      ["firstName", `${PREFIX} Ana`],
      ["phone", phone],
      ["email", "ana@example.com"],
      ["consentToContact", "true"],
      ["poolId", "8"],
      ["addons", "heat-pump,led-lights:4"],
      // A forged price is not a field the server reads.
      ["total", "1"],
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/design/summary?poolId=8&addons=heat-pump,led-lights:4&sent=1");
    const { db } = await getTestApp();
    const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(lead).toMatchObject({ requestType: "estimate", sourcePage: "design", poolId: 8, consentToContact: true });
    leadId = lead!.id;
    const [design] = await db.select().from(leadDesigns).where(eq(leadDesigns.leadId, leadId));
    const total = pool.price! + heatPump + 4 * light;
    expect(design).toMatchObject({ poolId: 8, poolName: pool.name, total, termMonths: 120 });
    expect(design!.monthly).toBeGreaterThan(0);
    expect(design!.lineItems).toEqual([
      { key: null, name: pool.name, quantity: 1, unitLabel: null, unitPrice: pool.price, total: pool.price },
      { key: "heat-pump", name: "Heat pump", quantity: 1, unitLabel: null, unitPrice: heatPump, total: heatPump },
      {
        key: "led-lights",
        name: "LED pool lights",
        quantity: 4,
        unitLabel: "light",
        unitPrice: light,
        total: 4 * light,
      },
    ]);
    const kinds = (await db.select().from(jobs).where(eq(jobs.leadId, leadId))).map((job) => job.kind).sort();
    expect(kinds).toEqual(["lead.confirm-visitor", "lead.notify-staff"]);
  });

  it("the summary page thanks the visitor and shows the design, not indexed", async () => {
    const { status, html } = await get("/design/summary?poolId=8&addons=heat-pump,led-lights:4&sent=1");
    expect(status).toBe(200);
    expect(html).toContain("Thank you! Your design is on its way");
    expect(html).toContain(formatUsd(pool.price! + heatPump + 4 * light));
    expect(html).toContain('content="noindex');
  });

  it("staff see the design itemised on the lead page", async () => {
    const html = await pageText(await staffRequest(`/admin/leads/${leadId}`, staff.admin.cookie));
    expect(html).toContain("Design they sent");
    expect(html).toContain(`LED pool lights: 4 lights × ${formatUsd(light)} = ${formatUsd(4 * light)}`);
  });

  it("and in the CSV export's Design column", async () => {
    const response = await staffRequest(`/api/admin/leads/export?view=estimates&source=design`, staff.admin.cookie);
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header] = text.split("\r\n");
    expect(header!.split(",")).toContain("Design");
    expect(text).toContain(`LED pool lights: 4 lights × ${formatUsd(light)}`);
  });

  it("refuses a design without a model, and bad details, storing nothing", async () => {
    const noPool = await postDesign([
      ["firstName", `${PREFIX} Bo`],
      ["phone", phone],
    ]);
    expect(noPool.status).toBe(400);
    expect(await pageText(noPool)).toContain("Choose a model first.");
    const badPhone = await postDesign([
      ["firstName", `${PREFIX} Bo`],
      ["phone", "12"],
      ["poolId", "8"],
    ]);
    expect(badPhone.status).toBe(400);
    const { db } = await getTestApp();
    expect(
      await db
        .select()
        .from(leads)
        .where(eq(leads.firstName, `${PREFIX} Bo`)),
    ).toEqual([]);
  });
});
