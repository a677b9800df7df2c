import sharp from "sharp";
import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";
import { PHONE } from "./support/viewports.ts";

// After the sale, from both sides: operations starts a won lead's project, marks the permit stage done with a photo
// and records the first payment; the homeowner opens their link on a phone, sees the stage done, the payment and
// the photo, and writes to the office; staff answer from the lead page, and the homeowner reads the answer. The
// refusals, the privacy of the link and the e-mails are in tests/integration/project-*.test.ts.

test.describe.configure({ timeout: 120_000 });

const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date())
    .slice(0, 10);

test("staff run a project and the homeowner follows it from the link, writes, and reads the answer", async ({
  browser,
  page,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const sent = await page.request.post("/api/estimates", {
    data: {
      firstName: "Lucia",
      lastName: `Owner${stamp}`,
      email: `lucia.${stamp}@example.com`,
      phone: `(352) 555-${String(Date.now() % 10_000).padStart(4, "0")}`,
      address: "2210 NE 8th Rd, Ocala, FL 34470",
      message: "Browser test of the homeowner's project page",
      requestType: "estimate",
      sourcePage: "e2e-project-homeowner",
    },
  });
  expect(sent.status()).toBe(201);
  const { id: leadId } = (await sent.json()) as { id: number };

  // Staff: the lead is won, its project started.
  await useStaffSession(browser, page, "operations");
  await page.goto(`/admin/leads/${leadId}`);
  await hydrated(page);
  await page.getByLabel("Status", { exact: true }).selectOption("won");
  await page.getByLabel("Contract value ($)").fill("$52,000");
  await page.getByLabel("Signed on").fill(today());
  await page.getByRole("button", { name: "Save status" }).click();
  await expectToast(page, "Status changed to Won.");
  await page.locator("#project").getByRole("button", { name: "Start the project" }).click();
  await expectToast(page, "Project started.");
  await page.locator("#project").getByRole("link", { name: "Open the project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Project of Lucia Owner${stamp}` })).toBeVisible();
  await hydrated(page);

  // The permit stage done, with a photo of the approved permit posted on site.
  await page.getByRole("button", { name: "Done: Permit and HOA approval" }).click();
  await expectToast(page, "Stage done: the homeowner is told.");
  const permits = page.getByRole("listitem", { name: "Permit and HOA approval" });
  await expect(permits).toContainText("Done");
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f8f5b" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Photo (JPEG, PNG or WebP, up to 10 MB)")
    .setInputFiles({ name: "permit-posted.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByLabel("Stage", { exact: true }).selectOption({ label: "Permit and HOA approval" });
  await page.getByLabel("Caption (optional)").fill("Permit posted at the front window");
  await page.getByRole("button", { name: "Add photo" }).click();
  await expectToast(page, "Photo added.");

  // The first payment: 10% of $52,000, by check.
  await page.getByLabel("Milestone").selectOption({ label: "Initial payment" });
  await page.getByLabel("Amount (dollars and cents)").fill("5,200.00");
  await page.getByLabel("Date received").fill(today());
  await page.getByLabel("Method").selectOption({ label: "Check" });
  await page.getByLabel("Check number or transfer reference").fill("1042");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expectToast(page, "Payment recorded.");
  await expect(page.getByRole("list", { name: "Payments received" })).toContainText("$5,200.00");
  const link = await page.getByLabel("Link to the homeowner's page").inputValue();
  expect(link).toMatch(/\/project\/\d+\.\d+\.\d+\.[\w-]+$/);

  // The homeowner, on a phone, in a browser of their own (no staff session).
  const homeowner = await browser.newContext({ viewport: PHONE });
  const phone = await homeowner.newPage();
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole("heading", { level: 1, name: "Hello, Lucia" })).toBeVisible();
  const timeline = phone.getByRole("region", { name: "Your installation, step by step" });
  await expect(timeline.getByRole("listitem").first()).toContainText("Permit and HOA approval");
  await expect(timeline.getByRole("listitem").first()).toContainText("Done");
  await expect(timeline.getByRole("img", { name: "Permit posted at the front window" })).toBeVisible();
  const payments = phone.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("$5,200.00");
  await expect(payments).toContainText("Paid");
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways by this many pixels").toBeLessThanOrEqual(0);
  await expectAxeClean(phone);

  const question = "Will the crane fit through our side gate? It is about 9 feet wide.";
  await phone.getByLabel("Your message").fill(question);
  await phone.getByRole("button", { name: "Send message" }).click();
  await expect(phone.getByText("Thank you. Your message is on its way to our office.")).toBeVisible();
  await expect(phone.getByRole("region", { name: "Messages" })).toContainText(question);

  // Staff read it on the lead page and answer.
  await page.goto(`/admin/leads/${leadId}`);
  const thread = page.locator("#project-messages");
  await expect(thread).toContainText(question);
  await hydrated(page);
  const answer = "Yes: 9 feet is plenty. The crane comes Thursday morning.";
  await thread.getByLabel("Answer the homeowner").fill(answer);
  await thread.getByRole("button", { name: "Send to the homeowner" }).click();
  await expectToast(page, "Message sent to the homeowner.");

  // The homeowner sees the answer on their page.
  await phone.reload();
  await expect(phone.getByRole("region", { name: "Messages" })).toContainText(answer);
  await homeowner.close();
});
