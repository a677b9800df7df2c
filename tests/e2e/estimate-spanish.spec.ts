// The estimate wizard in Spanish: Spanish labels, messages and success screen, the lead stored as a Spanish lead
// (staff see it on the list and the lead page), with and without JavaScript.
import { type Page } from "@playwright/test";
import { useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

let phoneCounter = 0;
/** A phone number no other test uses, so each submission is its own lead. */
function uniquePhone() {
  phoneCounter += 1;
  const n = String((Date.now() + phoneCounter * 7919 + 4254) % 10_000).padStart(4, "0");
  return `(386) 555-${n}`;
}

async function fillContactStep(page: Page, phone: string, firstName = "María") {
  await page.getByLabel(/^Nombre/).fill(firstName);
  await page.getByLabel(/^Apellido/).fill("López");
  await page.getByLabel(/^Teléfono/).fill(phone);
  await page.getByLabel(/^Correo electrónico/).fill("maria@example.com");
  await page.getByLabel(/^Dirección donde irá la piscina/).fill("123 Palm Way, Wellington, FL");
  await page.getByLabel(/^Código postal/).fill("33414");
}

/** The staff lead list, filtered to Spanish leads with this phone, and the lead page: both say it prefers Spanish. */
async function expectSpanishLeadForStaff(page: Page, phone: string) {
  const digits = phone.replace(/\D/g, "");
  await page.goto(`/admin/admin-estimates?lang=es&q=${digits}`);
  const link = page.getByRole("link", { name: "María López" }).first();
  await expect(link).toBeVisible();
  await expect(page.getByText("ES", { exact: true }).locator("visible=true").first()).toBeVisible();
  await link.click();
  await expect(page.getByText("Spanish (prefers Spanish; sent from the Spanish site)")).toBeVisible();
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`the Spanish estimate wizard (${label})`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test("sends in Spanish: Spanish messages, the Spanish success screen, a Spanish lead for staff", async ({
      page,
      browser,
    }) => {
      await page.goto("/es/estimate");
      await expect(page.getByRole("list", { name: "Progreso" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { name: "Sus datos de contacto" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
      await expect(page.getByText("Para continuar, escriba su nombre y un número de teléfono.")).toBeVisible();

      const phone = uniquePhone();
      await fillContactStep(page, phone, "M");
      await page.getByLabel(/^Código postal/).fill("3341");
      await page.getByLabel(/^Código postal/).blur();
      await expect(page.getByLabel(/^Código postal/)).toHaveAccessibleDescription(
        "Escriba un código postal (ZIP) de 5 dígitos",
      );
      await page.getByRole("button", { name: "Continuar" }).click();
      await expect(page.getByLabel(/^Nombre/)).toHaveAccessibleDescription(
        "El nombre debe tener al menos 2 caracteres",
      );
      await page.getByLabel(/^Nombre/).fill("María");
      await page.getByLabel(/^Código postal/).fill("33414");
      await page.getByRole("button", { name: "Continuar" }).click();

      await expect(page.getByRole("heading", { name: "Su proyecto" })).toBeVisible();
      await page.getByLabel("Tipo de piscina", { exact: true }).selectOption({ label: "Fibra de vidrio" });
      await page.getByLabel("Presupuesto", { exact: true }).selectOption("$50,000 - $75,000");
      await page.getByLabel("Plazo", { exact: true }).selectOption({ label: "1-3 meses" });
      await page.getByRole("button", { name: "Continuar" }).click();

      await expect(page.getByRole("heading", { name: "Revise su solicitud" })).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: /^Fibra de vidrio$/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Marque la autorización para continuar" })).toBeDisabled();
      await page.getByRole("checkbox", { name: /Autorizo a Florida Fiberglass Pools/ }).check();
      await page.getByRole("button", { name: "Pedir mi presupuesto gratis" }).click();

      await expect(
        page.getByRole("heading", { name: "¡Gracias! Recibimos su solicitud de presupuesto" }),
      ).toBeVisible();
      await expect(page.getByText("Esto es lo que sigue:")).toBeVisible();
      await expect(page.getByRole("link", { name: "Ver piscinas" })).toHaveAttribute("href", "/es/pools");
      if (label === "phone") {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }

      await useStaffSession(browser, page, "admin");
      await expectSpanishLeadForStaff(page, phone);
    });

    test("/es/estimate and /es/contact have no accessibility violations", async ({ page }) => {
      await page.goto("/es/estimate");
      await expect(page.getByRole("list", { name: "Progreso" })).toBeVisible();
      await expectAxeClean(page);
      await page.goto("/es/contact");
      await expect(page.getByRole("button", { name: "Marque la autorización para enviar" })).toBeDisabled();
      await expectAxeClean(page);
    });
  });
}

test.describe("the Spanish estimate form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test.describe.configure({ timeout: 60_000 });

  test("answers bad fields in Spanish, keeps the values, then sends a Spanish lead", async ({ page, browser }) => {
    await page.goto("/es/estimate");
    const phone = uniquePhone();
    await fillContactStep(page, phone, "M");
    await page.getByLabel(/^Código postal/).fill("3341");
    await page.getByRole("button", { name: "Pedir mi presupuesto gratis" }).click();
    await expect(page.getByText("Corrija los campos marcados.")).toBeVisible();
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
    await expect(page.getByLabel(/^Código postal/)).toHaveAccessibleDescription(
      "Escriba un código postal (ZIP) de 5 dígitos",
    );
    await expect(page.getByText("Marque la autorización para continuar")).toBeVisible();
    await expect(page.getByLabel(/^Apellido/)).toHaveValue("López");

    await page.getByLabel(/^Nombre/).fill("María");
    await page.getByLabel(/^Código postal/).fill("33414");
    await page.getByRole("checkbox", { name: /Autorizo a Florida Fiberglass Pools/ }).check();
    await page.getByRole("button", { name: "Pedir mi presupuesto gratis" }).click();
    await expect(page.getByRole("heading", { name: "¡Gracias! Recibimos su solicitud de presupuesto" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enviar otra solicitud" })).toHaveAttribute("href", "/es/estimate");

    await useStaffSession(browser, page, "admin");
    await expectSpanishLeadForStaff(page, phone);
  });
});
