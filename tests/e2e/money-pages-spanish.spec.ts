import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE } from "./support/viewports.ts";

// The money pages in Spanish, used as a Spanish-speaking visitor uses them: the two calculators answer in Spanish
// and the packages FAQ searches its Spanish questions.

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`the Spanish money pages on a ${device}`, () => {
    test.use({ viewport });

    test("the financing calculator shows its results in Spanish", async ({ page }) => {
      await page.goto("/es/calculator");
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Cuánto le costará su piscina al mes?");
      await page.getByLabel("Precio de la piscina").fill("60000");
      await page.getByLabel("Rango de puntaje de crédito").selectOption({ label: "Excelente (780+)" });
      await page.getByRole("button", { name: "Calcular opciones de financiamiento" }).click();

      const results = page.getByRole("heading", { name: "Sus opciones de financiamiento" }).locator("xpath=..");
      await expect(results).toContainText("Pagos estimados sobre $48,000 financiados");
      await expect(results).toContainText("Mejor opción");
      await expect(results).toContainText("120 meses (10 años)");
      await expect(results.getByRole("link", { name: "Solicitar esta opción" }).first()).toHaveAttribute(
        "href",
        "/es/estimate",
      );
      // The address follows the numbers, still in Spanish.
      await expect(page).toHaveURL(/\/es\/calculator\?price=60000/);
    });

    test("the payment calculator on the financing page answers in Spanish", async ({ page }) => {
      await page.goto("/es/financing");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Financie la piscina de sus sueños con prestamistas de confianza",
      );
      const calculator = page.getByRole("form", { name: "Calcule su pago mensual" });
      const term = calculator.getByRole("slider", { name: "Plazo del préstamo" });
      const monthly = calculator.getByText("Pago mensual").locator("xpath=following-sibling::dd");
      const before = await monthly.textContent();
      await term.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(term).toHaveAttribute("aria-valuetext", "108 meses (9 años)");
      await expect(monthly).not.toHaveText(before ?? "");
      await expect(calculator).toContainText("a 108 meses (9 años) con la tasa inicial de");
      await expect(
        page.getByRole("link", { name: "Pruebe la calculadora de financiamiento de piscinas" }),
      ).toHaveAttribute("href", "/es/calculator");
    });

    test("the packages FAQ searches its Spanish questions", async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto("/es/packages");
      const faq = page.locator("section#faq");
      await expect(faq.getByRole("status")).toHaveText("23 preguntas");
      await page.getByRole("combobox", { name: "Buscar preguntas" }).fill("calentador");
      await expect(faq.getByRole("status")).toHaveText("2 preguntas encontradas");
      const question = faq.getByRole("heading", {
        level: 3,
        name: "¿Cuál es la mejor forma de calentar una piscina en Florida?",
      });
      await expect(question).toBeVisible();
      await question.click();
      await expect(faq.getByText("una bomba de calor eléctrica es el mejor equilibrio")).toBeVisible();
      // The items were read back from the page's HTML: hydrating them raised no error.
      expect(errors).toEqual([]);
    });

    test("the four Spanish pages fit the screen", async ({ page }) => {
      for (const path of ["/es/financing", "/es/calculator", "/es/packages", "/es/resurfacing"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe("the Spanish money pages with axe", () => {
  test.use({ viewport: PHONE });
  for (const path of ["/es/financing", "/es/calculator", "/es/packages", "/es/resurfacing"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.slow(); // axe on a long page
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
