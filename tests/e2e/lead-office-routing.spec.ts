import { expect, test, waitForHydration } from "./support/test.ts";
import { useStaffSession } from "./support/admin-page.ts";
import { uniquePhone } from "../support/lead-payloads.ts";

// A visitor who let the site find their nearest office is routed by that position when the lead says nothing
// surer (no ZIP code, a phone number of no office's area code); staff read on the lead page which rule chose it.
test("a lead sent after 'Find my nearest office' goes to the office nearest the visitor, and says why", async ({
  browser,
  page,
}) => {
  const visitor = await browser.newContext({
    geolocation: { latitude: 27.1975, longitude: -80.2528 }, // Stuart
    permissions: ["geolocation"],
  });
  const site = await visitor.newPage();
  await site.goto("/contact");
  await waitForHydration(site);
  // Allowed before: the page locates the visitor by itself.
  await expect(site.getByRole("banner")).toContainText("Port St. Lucie");
  const name = `Located Visitor${Date.now() % 100_000}`;
  const form = site.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel(/^Phone/).fill(uniquePhone());
  await form.getByLabel(/^Email/).fill("located@example.com");
  await form.getByLabel(/^Message/).fill("Do you install in Stuart?");
  await form.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(site.getByRole("status").filter({ hasText: "Thank you for your inquiry!" })).toBeVisible();
  await visitor.close();

  await useStaffSession(browser, page, "admin");
  await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByText(/Port St\. Lucie · .* — chosen by the visitor's location/)).toBeVisible();
});
