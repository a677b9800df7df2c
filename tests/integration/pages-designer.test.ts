// The designer at /design (decision 032): the page read from its address (good, bad and stale values),
// the no-script form's shape, "Send me this design" storing the lead with its priced design, the summary page,
// the plan drawing's deck and ledge, and what staff see (lead page, CSV).
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationBookings, designAddOns, jobs, leadDesigns, leads, pools } from "#db/schema/index.ts";
import { DESIGN_LEAD_COOKIE, DESIGN_SENT_COOKIE } from "~/lib/designer/design-booking.server";
import { formatUsd } from "~/lib/catalogue/pricing";
import { listFreeSlots } from "~/models/consultations.server";
import { uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { postForm, readPage, servedFormCookie } from "../support/http.ts";
import { decodeMail, startOutbox } from "../support/smtp.ts";
import { offeredStarts, visibleText } from "../support/html.ts";
import { pageText, signedInStaffOfEveryRole, staffRequest } from "../support/staff-sessions.ts";

const PREFIX = "Zz Designer Test";
const staff = signedInStaffOfEveryRole();
type PoolFacts = { id: number; name: string; slug: string; price: number | null };
let pool: PoolFacts;
let withdrawn: PoolFacts;
let heatPump: number;
let light: number;
let deckPrice: number;
let ledgePrice: number;

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
    const { status, html } = await readPage("/design");
    expect(status).toBe(200);
    for (const step of ["1. Model", "2. Color", "3. Add-ons", "4. Your details"]) expect(html).toContain(step);
    expect(html).toContain("Choose a model to see its plan drawing.");
    expect(notesOf(html)).toBe("");
    // Nothing to send yet: the details form waits for a model.
    expect(html).toContain('<a href="#step-model"');
    expect(html).not.toContain("Send me this design</button>");
  });

  it("with poolId and add-ons: the pool preselected, the itemised total and the monthly payment with its terms", async () => {
    const { html } = await readPage("/design?poolId=8&addons=heat-pump,led-lights:4");
    expect(html).toMatch(/<option value="8" selected="">/);
    expect(html).toContain(`4 lights × ${formatUsd(light)}`);
    const total = pool.price! + heatPump + 4 * light;
    expect(html).toContain(formatUsd(total));
    expect(html).toMatch(/\/month<\/strong> at [\d.]+% APR over 120 months, 20% down/);
    expect(html).toContain(`src="/pool-plans/${pool.slug}.svg"`);
    expect(notesOf(html)).toBe("");
    expect(html).toContain("Send me this design</button>");
  });

  it("reads the no-script form's shape and draws the deck on the plan", async () => {
    const { html } = await readPage(
      "/design?poolId=8&addon=led-lights&qty-led-lights=3&addon=paver-deck&qty-paver-deck=500",
    );
    expect(html).toContain(`3 lights × ${formatUsd(light)}`);
    expect(html).toContain(`500 sq ft × ${formatUsd(deckPrice)}`);
    expect(html).toContain(`src="/pool-plans/${pool.slug}.svg?deck=500"`);
  });

  it("bad and stale values are dropped or corrected with a note, never a crash", async () => {
    const { status, html } = await readPage(
      `/design?poolId=${withdrawn.id}&color=Nope&addons=led-lights:-3,no-such-thing,heat-pump,gas-heater,tanning-ledge`,
    );
    expect(status).toBe(200);
    const notes = notesOf(html);
    expect(notes).toContain(`The ${withdrawn.name} is no longer offered; choose another model.`);
    expect(notes).toContain("The quantity of LED pool lights starts at 1 light, so it is set to 1 light.");
    expect(notes).toContain("An add-on in this design is not offered and was removed.");
    expect(notes).toContain("Heat pump and Gas heater do not go together; your design keeps Heat pump.");
    // Without a pool to judge, the ledge is kept.
    expect(html).toContain(formatUsd(heatPump + light + ledgePrice));
  });

  it("a color the model's manufacturer does not make, and a ledge the model has no room for, get notes", async () => {
    const { html } = await readPage("/design?poolId=8&color=Nope&addons=tanning-ledge&x=1&poolId=abc");
    const notes = notesOf(html);
    expect(notes).toContain(`Nope is not a finish color of the ${pool.name}`);
    expect(notes).toContain(`The ${pool.name} has no room for a tanning ledge, so it was removed.`);
  });

  it("a color made in two collections is offered and kept with its collection's name", async () => {
    const { html } = await readPage("/design?poolId=8&color=Sapphire+Blue+(Classic)");
    expect(html).toMatch(/<input type="radio" name="color" checked="" value="Sapphire Blue \(Classic\)"\/>/);
    expect(html).toContain('value="Sapphire Blue (Crystal)"');
    expect(html).toContain("Classic collection");
    expect(html).toContain('value="Pearl White"');
    expect(notesOf(html)).toBe("");
    // An address shared before the collections were named reads as the first collection's color.
    const bare = await readPage("/design?poolId=8&color=Sapphire+Blue");
    expect(bare.html).toMatch(/checked="" value="Sapphire Blue \(Crystal\)"/);
    expect(notesOf(bare.html)).toBe("");
  });

  it("the no-script buttons are drawn only for browsers without scripts, in one form with every choice", async () => {
    const { html } = await readPage("/design?poolId=8&addons=heat-pump");
    for (const label of ["Show this model", "Choose this color", "Update my total"]) {
      expect(html).toMatch(new RegExp(`<noscript><button type="submit" class="[^"]*">${label}</button></noscript>`));
    }
    // The model, the colors and the add-ons are fields of one GET form.
    const choices = /<form [^>]*action="\/design" method="get">(.*?)<\/form>/s.exec(html)?.[1] ?? "";
    for (const field of ['name="poolId"', 'name="color"', 'name="addon"']) expect(choices).toContain(field);
  });

  it("an unreadable address does not crash the page", async () => {
    const { status, html } = await readPage("/design?poolId=-1&addons=%00,::,led-lights:abc");
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

async function postDesign(fields: [string, string][], path = "/design") {
  const body = new URLSearchParams([["website", ""], ...fields]);
  return (await getTestApp()).request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: servedFormCookie() },
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
    expect(kinds).toEqual(["lead.confirm-visitor", "lead.notify-staff", "lead.uncontacted-alert"]);
  });

  it("the summary page thanks the visitor and shows the design, not indexed", async () => {
    const { status, html } = await readPage("/design/summary?poolId=8&addons=heat-pump,led-lights:4&sent=1");
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

/** A design sent without scripts, as the header's nearest office ORLANDO: its lead, redirect and flash cookie. */
async function sendDesign(firstName: string, extra: [string, string][] = []) {
  const phone = uniquePhone();
  const response = await postDesign([
    ["firstName", `${PREFIX} ${firstName}`],
    ["phone", phone],
    ["poolId", "8"],
    ["addons", "heat-pump"],
    ["nearestBranch", "ORLANDO"],
    ["consentToContact", "on"],
    ...extra,
  ]);
  expect(response.status).toBe(302);
  const { db } = await getTestApp();
  const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
  const setCookie = response.headers.get("set-cookie") ?? "";
  const leadToken = new RegExp(`${DESIGN_LEAD_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
  return { lead: lead!, location: response.headers.get("location")!, setCookie, leadToken: leadToken! };
}

describe("Send me this design asks the estimate form's consent", () => {
  const address = "/design?poolId=8&addons=heat-pump,led-lights:4";

  it("without consent: refused with the estimate form's message, nothing stored, the design kept at its address", async () => {
    const phone = uniquePhone();
    const response = await postDesign(
      [
        ["firstName", `${PREFIX} Kit`],
        ["phone", phone],
        ["email", "kit@example.com"],
        ["poolId", "8"],
        ["addons", "heat-pump,led-lights:4"],
      ],
      address,
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    // The error summary opens the details step, focused by the page itself (no scripts needed).
    expect(html).toMatch(/<div id="design-errors" tabindex="-1" autofocus=""/);
    expect(html).toContain("Consent: Select Authorization to Continue");
    // The page answered at the design's address shows that design, and what was typed.
    expect(html).toMatch(/<option value="8" selected="">/);
    expect(html).toContain(`4 lights × ${formatUsd(light)}`);
    expect(html).toContain(`value="${PREFIX} Kit"`);
    expect(html).toMatch(/<form [^>]*action="\/design\?poolId=8&amp;addons=heat-pump,led-lights:4" method="post">/);
    const { db } = await getTestApp();
    expect(await db.select().from(leads).where(eq(leads.phone, phone))).toEqual([]);
  });

  it("with consent ticked as a form sends it: stored, and the success screen is told whether a copy was queued", async () => {
    const { db } = await getTestApp();
    const withEmail = await sendDesign("Lou", [["email", `lou.${Date.now()}@example.com`]]);
    expect(withEmail.lead.consentToContact).toBe(true);
    expect(withEmail.setCookie).toContain(`${DESIGN_SENT_COOKIE}=emailed;`);
    const kinds = (await db.select().from(jobs).where(eq(jobs.leadId, withEmail.lead.id))).map((job) => job.kind);
    expect(kinds).toContain("lead.confirm-visitor");

    const withoutEmail = await sendDesign("Max");
    expect(withoutEmail.setCookie).toContain(`${DESIGN_SENT_COOKIE}=1;`);
    const none = (await db.select().from(jobs).where(eq(jobs.leadId, withoutEmail.lead.id))).map((job) => job.kind);
    expect(none).not.toContain("lead.confirm-visitor");
  });

  it("the success text says what happens next, and that a copy was e-mailed only when it was", async () => {
    const app = await getTestApp();
    const location = "/design/summary?poolId=8&addons=heat-pump&sent=1";
    const said = async (cookie?: string) =>
      /<p role="status"[^>]*>(.*?)<\/p>/s
        .exec(await pageText(await app.request(location, cookie ? { headers: { cookie } } : {})))?.[1]
        ?.replace(/\s+/g, " ");
    const next =
      "Thank you! Your design is on its way to our team, and a pool specialist will call you within 24 hours to plan your free design consultation.";
    expect(await said(`${DESIGN_SENT_COOKIE}=emailed`)).toBe(`${next} We e-mailed you a copy of this design.`);
    expect(await said(`${DESIGN_SENT_COOKIE}=1`)).toBe(next);
    // A reload (the mark used up) or a shared address cannot know, so it does not say.
    expect(await said()).toBe(next);
  });
});

/** The booking form posted without scripts (it has no honeypot and reads no form-time cookie). */
const postBooking = (path: string, fields: Record<string, string>) =>
  postForm(path, fields, { cookie: null, withoutHoneypot: true });

describe("the success screen of a sent design offers a consultation time", () => {
  it("hands the lead token over in a short-lived cookie, never in the shareable summary address", async () => {
    const { lead, location, setCookie, leadToken } = await sendDesign("Cara");
    expect(location).toBe("/design/summary?poolId=8&addons=heat-pump&sent=1");
    expect(lead.nearestBranch).toBe("ORLANDO");
    expect(leadToken.split(".")[0]).toBe(String(lead.id));
    expect(setCookie).toContain("Path=/design");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Max-Age=7200");
  });

  it("shows the nearest office's free times as forms to the visitor who sent it, and is never cached", async () => {
    const { location, leadToken } = await sendDesign("Dee");
    const app = await getTestApp();
    const response = await app.request(location, { headers: { cookie: `${DESIGN_LEAD_COOKIE}=${leadToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await pageText(response);
    expect(html).toContain("Thank you! Your design is on its way");
    expect(html).toContain("Pick a time for your free consultation");
    expect(html).toMatch(/<option value="orlando" selected="">Orlando<\/option>/);
    const free = await listFreeSlots(app.db, "orlando");
    expect(free.length).toBeGreaterThan(0);
    expect(offeredStarts(html)).toEqual(free.map((slot) => slot.start.toISOString()));
    // The booking posts the token in the form's body; the office switch is a GET form to the summary page.
    expect(html).toContain('action="/consultation/book"');
    expect(html).toContain(`name="lead" value="${leadToken}"`);
    expect(html).toMatch(/<form [^>]*action="\/design\/summary" method="get">/);
    expect(html).toContain('name="sent" value="1"');

    // Another office through that switch: the cookie still carries the token, the address does not.
    const other = await app.request(`${location}&office=ocala`, {
      headers: { cookie: `${DESIGN_LEAD_COOKIE}=${leadToken}` },
    });
    const otherHtml = await pageText(other);
    expect(otherHtml).toMatch(/<option value="ocala" selected="">Ocala<\/option>/);
    expect(offeredStarts(otherHtml)).toEqual((await listFreeSlots(app.db, "ocala")).map((s) => s.start.toISOString()));
  });

  it("a forwarded summary address (no cookie) shows the design and no picker, no token", async () => {
    const { location, leadToken } = await sendDesign("Eve");
    const { status, html } = await readPage(location);
    expect(status).toBe(200);
    expect(html).toContain("Your pool design");
    expect(visibleText(html)).not.toContain("Pick a time for your free consultation");
    expect(html).not.toContain(leadToken);
  });

  it("books a time from the success screen: the lead's status becomes consultation scheduled", async () => {
    const { lead, location, leadToken } = await sendDesign("Fay");
    const app = await getTestApp();
    const html = await pageText(
      await app.request(location, { headers: { cookie: `${DESIGN_LEAD_COOKIE}=${leadToken}` } }),
    );
    const start = offeredStarts(html)[0]!;
    const lead_ = /name="lead" value="([^"]+)"/.exec(html)![1]!;
    const { response } = await postBooking("/consultation/book", { lead: lead_, office: "orlando", start });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/consultation\/\d+\.\d+\.\d+\.[\w-]+\?booked=1$/);
    const [stored] = await app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe("consultation scheduled");
    const bookings = await app.db.select().from(consultationBookings).where(eq(consultationBookings.leadId, lead.id));
    expect(bookings).toMatchObject([{ officeId: "orlando", status: "booked", slotStart: new Date(start) }]);
  });

  it("refuses a forged token with a clear error and changes nothing", async () => {
    const victim = await sendDesign("Gus");
    const attacker = await sendDesign("Hal");
    const app = await getTestApp();
    const [start] = (await listFreeSlots(app.db, "orlando")).map((s) => s.start.toISOString());
    const [, expires, signature] = attacker.leadToken.split(".");
    const forgeries = [
      // Another lead's id with the attacker's own signature, and a token made up outright.
      `${victim.lead.id}.${expires}.${signature}`,
      `${victim.lead.id}.${Number(expires) + 3600}.${"A".repeat(43)}`,
      String(victim.lead.id),
    ];
    for (const forged of forgeries) {
      const { response, html } = await postBooking("/consultation/book", {
        lead: forged,
        office: "orlando",
        start: start!,
      });
      expect(response.status).toBe(403);
      expect(html).toContain("We could not find your request. Please send the form again.");
    }
    // A forged cookie offers times at most; its booking is refused the same way.
    const page = await pageText(
      await app.request(victim.location, { headers: { cookie: `${DESIGN_LEAD_COOKIE}=${forgeries[0]}` } }),
    );
    const posted = /name="lead" value="([^"]+)"/.exec(page)?.[1];
    expect(posted).toBe(forgeries[0]);
    expect(
      (await postBooking("/consultation/book", { lead: posted!, office: "orlando", start: start! })).response.status,
    ).toBe(403);
    const [stored] = await app.db.select().from(leads).where(eq(leads.id, victim.lead.id));
    expect(stored!.status).toBe("new");
    expect(
      await app.db.select().from(consultationBookings).where(eq(consultationBookings.leadId, victim.lead.id)),
    ).toEqual([]);
  });
});

describe("the design e-mail", () => {
  let smtp: Awaited<ReturnType<typeof startOutbox>>["smtp"];
  let runner: Awaited<ReturnType<typeof startOutbox>>["runner"];

  beforeAll(async () => {
    ({ smtp, runner } = await startOutbox({
      notifyTo: "designs@example.com",
      workerId: "designer-test-worker",
      read: decodeMail,
    }));
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("with an e-mail and consent: the design itself, its line items, total and summary link", async () => {
    const email = `design.${Date.now()}@example.com`;
    const { lead } = await sendDesign("Ivy", [
      ["email", email],
      ["consentToContact", "true"],
      ["addons", "heat-pump,led-lights:4"],
    ]);
    const { db } = await getTestApp();
    const queued = await db.select().from(jobs).where(eq(jobs.leadId, lead.id));
    expect(queued.map((job) => job.kind).sort()).toEqual([
      "lead.confirm-visitor",
      "lead.notify-staff",
      "lead.uncontacted-alert",
    ]);
    await runner.runOnce();

    const mails = smtp.received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const body = mails[0]!.body;
    expect(body).toContain("Subject: Your pool design - Florida Fiberglass Pools");
    expect(body).toContain(`Hi ${PREFIX} Ivy,`);
    expect(body).toContain(`${pool.name}: ${formatUsd(pool.price!)}`);
    expect(body).toContain(`Heat pump: ${formatUsd(heatPump)}`);
    expect(body).toContain(`LED pool lights: 4 lights × ${formatUsd(light)} = ${formatUsd(4 * light)}`);
    expect(body).toContain(`Total: ${formatUsd(pool.price! + heatPump + 4 * light)}`);
    expect(body).toMatch(/Monthly: \$[\d,]+ at [\d.]+% APR over 120 months/);
    expect(body).toContain(
      "Printable summary: https://pools.example.com/design/summary?poolId=8&addons=heat-pump,led-lights:4",
    );
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.leadId, lead.id))
      .then((rows) => rows.filter((row) => row.kind === "lead.confirm-visitor"));
    expect(job!.status).toBe("done");
  });

  it("without consent nothing is stored and nothing is e-mailed", async () => {
    const email = `plain.${Date.now()}@example.com`;
    const response = await postDesign([
      ["firstName", `${PREFIX} Jo`],
      ["phone", uniquePhone()],
      ["email", email],
      ["poolId", "8"],
    ]);
    expect(response.status).toBe(400);
    await runner.runOnce();
    expect(smtp.received.filter((m) => m.to.includes(email))).toEqual([]);
  });
});
