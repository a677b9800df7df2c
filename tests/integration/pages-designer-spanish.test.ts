// The designer in Spanish (/es/design): every step, the add-ons from their Spanish columns, the price lines, the
// summary page; a design sent from /es stores the lead in Spanish, its success screen offers the times in Spanish,
// and its e-mail is written in Spanish.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designAddOns, leadDesigns, leads, pools } from "#db/schema/index.ts";
import { DESIGN_LEAD_COOKIE } from "~/lib/designer/design-booking.server";
import { formatUsd } from "~/lib/catalogue/pricing";
import { listFreeSlots } from "~/models/consultations.server";
import { formatSlotDay } from "~/lib/consultations/consultation-slots";
import { officeWallClock } from "~/lib/company/office-time";
import { uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { postForm, readPage } from "../support/http.ts";
import { decodeMail, startOutbox } from "../support/smtp.ts";
import { englishClockWords } from "../support/english-clock-words.ts";
import { englishProseIn } from "../support/english-prose.ts";
import { pageText } from "../support/staff-sessions.ts";

const PREFIX = "Zz Diseño Test";
let pool: { name: string; price: number | null; slug: string };
let heatPump: number;
let light: number;

beforeAll(async () => {
  const { db } = await getTestApp();
  const [row] = await db.select().from(pools).where(eq(pools.id, 8));
  pool = row!;
  // As staff write them at /admin/design-add-ons (the seed writes the same).
  await db
    .update(designAddOns)
    .set({ nameEs: "Bomba de calor", descriptionEs: "Mantiene el agua cerca de 84 °F de octubre a abril." })
    .where(eq(designAddOns.key, "heat-pump"));
  await db
    .update(designAddOns)
    .set({ nameEs: "Luces LED para piscina", unitLabelEs: "luz" })
    .where(eq(designAddOns.key, "led-lights"));
  const addOns = await db.select().from(designAddOns);
  heatPump = addOns.find((a) => a.key === "heat-pump")!.price;
  light = addOns.find((a) => a.key === "led-lights")!.price;
  await (await getTestApp()).request("/es/design");
}, 180_000);

afterAll(async () => {
  const { db } = await getTestApp();
  await db.delete(leads).where(like(leads.firstName, `${PREFIX}%`));
});

describe("GET /es/design", () => {
  it("every step, the add-ons and the price lines in Spanish", async () => {
    const { status, html } = await readPage("/es/design?poolId=8&addons=heat-pump,led-lights:4");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es-US"');
    for (const step of ["1. Modelo", "2. Color del acabado", "3. Extras", "4. Sus datos", "Después de enviarlo"]) {
      expect(html).toContain(step);
    }
    expect(html).toContain("Diseñe su piscina");
    expect(html).toContain("Bomba de calor");
    expect(html).toContain("Mantiene el agua cerca de 84 °F de octubre a abril.");
    expect(html).toContain("Calefacción: una de las dos");
    expect(html).toContain("Sin calefacción");
    expect(html).toContain(` por luz`);
    // The price lines: the Spanish unit in the plural, the same dollars.
    expect(html).toContain(`Luces LED para piscina: 4 luces × ${formatUsd(light)}`);
    expect(html).toContain(formatUsd(pool.price! + heatPump + 4 * light));
    expect(html).toMatch(/al mes<\/strong> con [\d.]+% APR a 120 meses, 20% de pago inicial/);
    expect(html).toContain("Envíenme este diseño");
    // Every form and link of the designer stays in Spanish.
    expect(html).toContain('action="/es/design"');
    expect(html).toContain('href="/es/design/summary?poolId=8&amp;addons=heat-pump,led-lights:4"');
    for (const english of ["Heat pump", "4 lights", "Send me this design", "Your details", "After you send it"]) {
      expect(html).not.toContain(english);
    }
  });

  it("the notes of a stale design in Spanish", async () => {
    const { html } = await readPage("/es/design?poolId=8&addons=led-lights:99");
    expect(html).toContain("La cantidad de Luces LED para piscina llega hasta 8 luces, así que quedó en 8 luces.");
  });

  it("the English designer is unchanged", async () => {
    const { html } = await readPage("/design?poolId=8&addons=heat-pump,led-lights:4");
    expect(html).toContain(`LED pool lights: 4 lights × ${formatUsd(light)}`);
    expect(html).toContain("Heat pump");
    expect(html).not.toContain("Bomba de calor");
  });
});

describe("a refused send from /es/design", () => {
  it("names every wrong field in Spanish, in the summary and under the field", async () => {
    const { status, html } = await postForm("/es/design?poolId=8", [
      ["firstName", `${PREFIX} Ana`],
      ["phone", "12"],
      ["poolId", "8"],
    ]);
    expect(status).toBe(400);
    expect(html).toContain("Corrija los campos marcados, por favor.");
    // The page shows the messages as the server sends them (its answer's data too): both places in Spanish.
    expect(html).toContain("Teléfono: Escriba un número de teléfono válido");
    expect(html).toContain("Autorización: Marque la autorización para continuar");
    expect(html).toMatch(/<p id="[^"]+-error"[^>]*>Escriba un número de teléfono válido<\/p>/);
    expect(html).toMatch(/<p id="[^"]+-error"[^>]*>Marque la autorización para continuar<\/p>/);
    for (const english of ["Please enter a valid phone number", "Select Authorization to Continue"]) {
      expect(html).not.toContain(english);
    }
  });
});

describe("a design sent from /es/design", () => {
  let smtp: Awaited<ReturnType<typeof startOutbox>>["smtp"];
  let runner: Awaited<ReturnType<typeof startOutbox>>["runner"];

  beforeAll(async () => {
    ({ smtp, runner } = await startOutbox({
      notifyTo: "disenos@example.com",
      workerId: "designer-spanish-test-worker",
      read: decodeMail,
    }));
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("stores the lead in Spanish, the design in English for staff, and e-mails the design in Spanish", async () => {
    const phone = uniquePhone();
    const email = `diseno.${Date.now()}@example.com`;
    const { response } = await postForm("/es/design", [
      ["firstName", `${PREFIX} Lucía`],
      ["phone", phone],
      ["email", email],
      ["consentToContact", "true"],
      ["nearestBranch", "ORLANDO"],
      ["poolId", "8"],
      ["addons", "heat-pump,led-lights:4"],
    ]);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toBe("/es/design/summary?poolId=8&addons=heat-pump,led-lights:4&sent=1");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`${DESIGN_LEAD_COOKIE}=[^;]+; Path=/es/design;`));

    const { db } = await getTestApp();
    const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(lead!.language).toBe("es");
    const [design] = await db.select().from(leadDesigns).where(eq(leadDesigns.leadId, lead!.id));
    expect(design!.lineItems[1]).toMatchObject({ name: "Heat pump", shown: { name: "Bomba de calor" } });
    expect(design!.lineItems[2]).toMatchObject({ unitLabel: "light", shown: { unitLabel: "luz" } });

    await runner.runOnce();
    const mails = smtp.received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const body = mails[0]!.body;
    expect(body).toContain("Subject: Su diseño de piscina - Florida Fiberglass Pools");
    expect(body).toContain(`Hola, ${PREFIX} Lucía:`);
    expect(body).toContain(`Bomba de calor: ${formatUsd(heatPump)}`);
    expect(body).toContain(`Luces LED para piscina: 4 luces × ${formatUsd(light)} = ${formatUsd(4 * light)}`);
    expect(body).toContain(`Precio total: ${formatUsd(pool.price! + heatPump + 4 * light)}`);
    expect(body).toContain(
      "Resumen para imprimir: https://pools.example.com/es/design/summary?poolId=8&addons=heat-pump,led-lights:4",
    );
    expect(body).not.toContain("Thank you");
    expect(body).toContain(
      "le llamará en menos de 24 horas (de lunes a viernes, de 9:00\u00a0a.\u00a0m. a 4:00\u00a0p.\u00a0m.)",
    );
    expect(englishClockWords(body)).toEqual([]);
    expect(englishProseIn(body)).toEqual([]);

    // The success screen: the thanks and the times in Spanish, the picker posting to the Spanish booking page.
    const app = await getTestApp();
    const leadToken = new RegExp(`${DESIGN_LEAD_COOKIE}=([^;]+)`).exec(setCookie)![1]!;
    const summary = await app.request(location, { headers: { cookie: `${DESIGN_LEAD_COOKIE}=${leadToken}` } });
    expect(summary.headers.get("cache-control")).toBe("no-store");
    const html = await pageText(summary);
    expect(html).toContain("¡Gracias! Su diseño va camino a nuestro equipo");
    expect(html).toContain("Elija la hora de su consulta gratis");
    expect(html).toContain('action="/es/consultation/book"');
    expect(html).toMatch(/<form [^>]*action="\/es\/design\/summary" method="get">/);
    const [first] = await listFreeSlots(app.db, "orlando");
    expect(first).toBeDefined();
    const day = formatSlotDay(officeWallClock(first!.start).date, "es");
    expect(html).toMatch(new RegExp(`<summary[^>]*>${day}<span`));
    expect(html).toMatch(/\d{1,2}:\d\d [ap]\.\u00a0m\./);
    expect(html).not.toContain("Pick a day, then a time");
  });
});
