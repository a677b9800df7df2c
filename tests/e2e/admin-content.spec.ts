import { expect, test } from "./support/test.ts";
import { deleteRecords, expectToast, hydrated, signIn } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";

// Operations staff manage the financing partners, FAQ items and resources
// behind /financing, /packages and /resources. Each test adds its own records
// (never edits the seeded ones, which other specs read) and deletes them again
// at the end, also when it fails half-way. Other specs count the public
// partners and questions, so a record is public only for the few seconds the
// test needs it there.

test.describe("financing partners", () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
  });

  test("operations adds a partner, changes its APR and sees the new rate on /financing", async ({ page }) => {
    const name = `E2E Lender ${Date.now()}`;
    await signIn(page, "operations", "/admin/financing-partners");
    await expect(page.getByRole("heading", { level: 1, name: "Financing partners" })).toBeVisible();
    await expect(page.getByText(/Rate updated/).first()).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "New partner" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New financing partner" })).toBeVisible();
    await hydrated(page);

    // The browser runs the server's schema: nothing is posted until the fields are right.
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("APR (%)").fill("120");
    await page.getByLabel("Minimum amount ($)").fill("20000");
    await page.getByLabel("Maximum amount ($)").fill("10000");
    await page.getByLabel("Maximum term (months)").fill("240");
    await page.getByLabel("Application URL").fill("http://lender.example.com");
    await page.getByRole("button", { name: "Create partner" }).click();
    await expect(page.getByText("APR must be a percentage from 0 to 99.99 with at most two decimals")).toBeVisible();
    await expect(page.getByText("Application URL must be a full https:// address")).toBeVisible();
    await expect(page.getByLabel("APR (%)")).toBeFocused();
    await expectAxeClean(page);

    await page.getByLabel("APR (%)").fill("5.55");
    await page.getByLabel("Application URL").fill("https://lender.example.com/apply");
    await page.getByRole("button", { name: "Create partner" }).click();
    await expect(page.getByText("Maximum amount must be at least the minimum amount")).toBeVisible();
    await page.getByLabel("Maximum amount ($)").fill("90,000");
    await page.getByLabel("Features", { exact: true }).fill("Fixed rate\nNo prepayment penalty");
    // Hidden from the site until its rate is final.
    await page.getByLabel("Active").uncheck();
    await page.getByRole("button", { name: "Create partner" }).click();

    await expect(page).toHaveURL(/\/admin\/financing-partners$/);
    await expectToast(page, `Financing partner "${name}" created.`);
    const link = page.getByRole("link", { name: `Edit ${name}` });
    await expect(link).toBeVisible();
    created.push((await link.getAttribute("href"))!);
    await expect(page.getByRole("row").filter({ has: link })).toContainText("Inactive (hidden)");

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await hydrated(page);
    await expectAxeClean(page);
    await page.getByLabel("APR (%)").fill("4.44");
    await page.getByLabel("Active").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, `Financing partner "${name}" saved.`);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Edit ${name}` }) });
    await expect(row).toContainText("4.44% APR");
    await expect(row).toContainText("Rate updated just now");

    await page.goto("/financing");
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("4.44%");
    await expect(card).toContainText("No prepayment penalty");

    // Deleting asks once more before anything goes.
    await page.goto(created[0]!);
    await hydrated(page);
    await page.getByText("Delete partner…").click();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expectToast(page, `Financing partner "${name}" deleted.`);
    await expect(page.getByRole("link", { name: `Edit ${name}` })).toHaveCount(0);
    await page.goto("/financing");
    await expect(page.getByRole("article", { name })).toHaveCount(0);
  });
});

test.describe("FAQ items", () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
  });

  test("operations adds a question and finds it with the /packages FAQ search", async ({ page }) => {
    const stamp = Date.now();
    const question = `Can a pool be heated by the sun in January (e2e ${stamp})?`;
    const questionEs = `¿Se puede calentar la piscina con el sol en enero (e2e ${stamp})?`;
    await signIn(page, "operations", "/admin/faq?category=Pool+Heating+Options");
    await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("Pool Heating Options");
    await expect(page.getByRole("link", { name: /^Edit: What is the best way to heat a pool/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Edit: Why is fiberglass a good choice/ })).toHaveCount(0);
    await expectAxeClean(page);

    await page.getByRole("link", { name: "New question" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New FAQ item" })).toBeVisible();
    await hydrated(page);
    // The category of the filtered list is already chosen.
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Pool Heating Options");
    await page.getByLabel("Question", { exact: true }).fill(question);
    await page.getByRole("button", { name: "Add FAQ item" }).click();
    await expect(page.getByText("Enter the answer")).toBeVisible();
    await expect(page.getByLabel("Answer", { exact: true })).toBeFocused();
    await expectAxeClean(page);

    await page
      .getByLabel("Answer", { exact: true })
      .fill("Solar covers and solar panels help on sunny winter days; a heat pump does the rest.");
    await page.getByLabel("Tags", { exact: true }).fill(`solar, e2e-${stamp}`);
    // Its Spanish version, the category's Spanish name and Spanish tags.
    await page.getByLabel("Spanish question").fill(questionEs);
    await page
      .getByLabel("Spanish answer")
      .fill("Los paneles solares ayudan en los días soleados; la bomba de calor hace el resto.");
    await page.getByLabel("Spanish category").fill("Calefacción de la piscina");
    await page.getByLabel("Spanish tags").fill(`paneles solares, e2e-es-${stamp}`);
    await page.getByRole("button", { name: "Add FAQ item" }).click();
    await expect(page).toHaveURL(/\/admin\/faq$/);
    await expectToast(page, "FAQ item added.");
    await page.getByRole("searchbox", { name: "Search questions" }).fill(`e2e-${stamp}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=e2e-${stamp}`));
    const link = page.getByRole("link", { name: `Edit: ${question}` });
    await expect(link).toBeVisible();
    await expect(page.getByText("1 question", { exact: true })).toBeVisible();
    created.push((await link.getAttribute("href"))!);

    await page.goto("/packages#faq");
    await hydrated(page, "main");
    const box = page.getByRole("combobox", { name: "Search questions" });
    await box.fill(`e2e ${stamp}`);
    const option = page.getByRole("listbox", { name: "Suggested questions" }).getByRole("option", { name: question });
    await expect(option).toBeVisible();
    await option.click();
    // Each question is a <details> (decision 022); choosing the suggestion opens it.
    const item = page.locator("section#faq details[id^=faq-item-]").filter({ hasText: question });
    await expect(item).toHaveAttribute("open", "");
    await expect(item.getByText(/Solar covers and solar panels help/)).toBeVisible();

    // The Spanish page names its category and tags in Spanish; its category button filters (read back from the
    // page's HTML on hydration) by the English category it sends.
    await page.goto("/es/packages#faq");
    await hydrated(page, "main");
    const faq = page.locator("section#faq");
    await faq.getByRole("button", { name: /^Calefacción de la piscina/ }).click();
    await expect(faq.getByRole("status")).toHaveText("3 preguntas encontradas");
    const spanishItem = faq.locator("details[id^=faq-item-]").filter({ hasText: questionEs });
    await spanishItem.getByRole("heading", { level: 3 }).click();
    await expect(spanishItem.getByRole("link", { name: "paneles solares" })).toBeVisible();
    await spanishItem.getByRole("link", { name: `e2e-es-${stamp}` }).click();
    await expect(faq.getByRole("status")).toHaveText("1 pregunta encontrada");
    await expect(faq.getByRole("heading", { level: 3, name: new RegExp(`e2e ${stamp}`) })).toBeVisible();
  });
});

test.describe("resources", () => {
  const created: string[] = [];
  test.afterEach(async ({ page }) => {
    await deleteRecords(page, created.splice(0));
  });

  // Kept as a draft: /resources, which other specs read, never lists it.
  test("operations adds a draft resource; the form checks the file address", async ({ page }) => {
    const title = `E2E draft guide ${Date.now()}`;
    await signIn(page, "operations", "/admin/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("link", { name: "New resource" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New resource" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Pages").fill("0");
    await page.getByLabel("File URL").fill("/files/guide.pdf");
    await page.getByRole("button", { name: "Create resource" }).click();
    await expect(page.getByText("Pages must be a whole number from 1 to 2000")).toBeVisible();
    await expect(page.getByText("File must be a path under /downloads/")).toBeVisible();
    await expectAxeClean(page);

    await page.getByLabel("Pages").fill("2");
    await page.getByLabel("Type").fill("checklist");
    await page.getByLabel("File URL").fill("/downloads/e2e-draft.pdf");
    await expect(page.getByLabel("Status")).toHaveValue("draft");
    await page.getByRole("button", { name: "Create resource" }).click();
    await expectToast(page, `Resource "${title}" created.`);
    const link = page.getByRole("link", { name: `Edit ${title}` });
    await expect(link).toBeVisible();
    created.push((await link.getAttribute("href"))!);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectAxeClean(page);
  });
});

test("a sales user is refused the content screens", async ({ page }) => {
  await signIn(page, "sales", "/admin-dashboard");
  const menu = page.getByRole("navigation", { name: "Staff menu" });
  await expect(menu.getByRole("link", { name: "Estimates" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Financing partners" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "FAQ" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Resources" })).toHaveCount(0);
  for (const path of [
    "/admin/financing-partners",
    "/admin/financing-partners/new",
    "/admin/faq",
    "/admin/faq/new",
    "/admin/resources",
    "/admin/resources/new",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  }
});
