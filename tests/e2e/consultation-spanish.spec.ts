// A Spanish visitor's consultation, at 360 and 1440 px: a design sent from /es/design, its success screen, the
// Spanish booking page (/es/consultation/book) with days and times in Spanish, the booking's Spanish confirmation
// page, and the confirmation e-mail with its .ics invitation in Spanish. The e-mail needs an SMTP server, which the
// shared browser-test server has none of: this spec runs the built server of its own, with a mail sink.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { startSmtpSink, type SmtpSink } from "../../scripts/ops-tests/smtp-sink.ts";
import { calendarPart, decodeMail } from "../support/mail-text.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { chooseTime } from "./support/consultation-picker.ts";
import { type Running, startServer, started, waitUntilReady } from "./support/server-process.ts";
import { expect, test, waitForHydration } from "./support/test.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

// A port of its own beside the shared server's (E2E_PORT), and its mail sink's.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1000 + (Number(process.env.TEST_PARALLEL_INDEX) || 0) * 10;
const SMTP_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: Running;
let sink: SmtpSink;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "ffp-spanish-"));
  sink = await startSmtpSink(SMTP_PORT);
  server = startServer({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SESSION_SECRET: "e2e-spanish-session-secret-not-for-production-0123456789",
    SMTP_URL: sink.url,
    LEAD_NOTIFY_TO: "leads@example.com",
  });
  await waitUntilReady(PORT, server);
});

test.afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
  await server?.exited;
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: BASE });

const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

for (const viewport of [PHONE, DESKTOP]) {
  test(`${viewport.width}px: a design sent in Spanish, a consultation booked in Spanish, the Spanish confirmation e-mail and .ics`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `lucia.${viewport.width}.${Date.now()}@example.com`;
    const office = viewport.width === PHONE.width ? { id: "ocala", name: "Ocala" } : { id: "orlando", name: "Orlando" };

    await page.goto("/es/design?poolId=8&addons=heat-pump,led-lights:4");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1, name: "Diseñe su piscina" })).toBeVisible();
    const lines = page.getByRole("list", { name: "Precio detallado" });
    await expect(lines).toContainText("Bomba de calor");
    await expect(lines).toContainText("Luces LED para piscina: 4 luces");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);

    const details = region(page, "4. Sus datos");
    await details.getByLabel("Nombre").fill(`Lucía ${viewport.width}`);
    await details
      .getByRole("textbox", { name: "Teléfono" })
      .fill(`(407) 555-02${viewport.width === PHONE.width ? "61" : "62"}`);
    await details.getByRole("textbox", { name: /^Correo electrónico/ }).fill(email);
    await details.getByRole("checkbox").first().check();
    await details.getByRole("button", { name: "Envíenme este diseño" }).click();

    await expect(page).toHaveURL(/\/es\/design\/summary\?.*sent=1/);
    await expect(page.getByText("¡Gracias! Su diseño va camino a nuestro equipo")).toBeVisible();
    const offer = region(page, "Elija la hora de su consulta gratis");
    await expect(offer.getByText("Todas las horas son de la Florida (hora del Este).")).toBeVisible();

    // The Spanish booking page, for the lead the design made (its token is the picker's hidden field).
    const leadToken = await offer.locator('input[name="lead"]').first().inputValue();
    await page.goto(`/es/consultation/book?lead=${leadToken}&office=${office.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Elija la hora de su consulta gratis" })).toBeVisible();
    await expect(page.getByText("Elija un día y luego una hora")).toBeVisible();
    await expectNoAxeViolations(page);
    const { dayLabel, timeLabel } = await chooseTime(page);
    expect(dayLabel).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+$/);
    expect(timeLabel).toMatch(/^\d{1,2}:\d\d [ap]\.\u00a0m\.$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole("button", { name: "Reservar esta hora" }).click();

    await expect(page).toHaveURL(/\/es\/consultation\/[\w.-]+\?booked=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Su consulta gratis está reservada" })).toBeVisible();
    await expect(page.getByText(`${dayLabel}, ${timeLabel}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Agregar al calendario (.ics)" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The confirmation e-mail, in Spanish, with its Spanish invitation.
    await expect
      .poll(() => sink.messages.filter((m) => m.to.includes(email)).map((m) => decodeMail(m.raw)), { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining("Subject: Su consulta gratis: "),
          expect.stringContaining("Subject: Su diseño de piscina"),
        ]),
      );
    const confirmation = sink.messages.find(
      (m) => m.to.includes(email) && decodeMail(m.raw).includes("Subject: Su consulta gratis: "),
    )!;
    const text = decodeMail(confirmation.raw);
    expect(text).toContain(`Subject: Su consulta gratis: ${dayLabel}, ${timeLabel} - `);
    expect(text).toContain(`Hola, Lucía ${viewport.width}:`);
    expect(text).toContain(`en nuestra oficina de ${office.name}:`);
    expect(text).toMatch(/Para cambiar o cancelar su consulta, abra https?:\/\/[^ ]+\/es\/consultation\//);
    const calendar = new ICAL.Component(ICAL.parse(calendarPart(confirmation.raw)));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Consulta gratis sobre su piscina - Florida Fiberglass Pools");
    expect(event.description).toContain(
      `Su consulta gratis de diseño de piscina en nuestra oficina de ${office.name}.`,
    );
  });
}
