import type { Page } from "@playwright/test";
import { useStaffSession } from "./support/admin-page.ts";
import { expect, test } from "./support/test.ts";

// A visitor who fills the contact form at a person's pace, with scripts and without, sends a real lead: the
// server (the production build, its response cache on) checks the cookie the page was served with, never the page.

/** A lead list's CSV export as a signed-in staff page downloads it, searched by a name no other test uses. */
async function exported(staff: Page, view: "all" | "spam", name: string): Promise<string> {
  const response = await staff.request.get(`/api/admin/leads/export?view=${view}&q=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  return response.text();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the contact form filled at a person's pace (${javaScriptEnabled ? "with" : "without"} scripts)`, () => {
    test.use({ javaScriptEnabled });

    test("is a lead, not spam", async ({ page, browser }) => {
      const stamp = String(Date.now());
      const name = `Pace ${javaScriptEnabled ? "Scripted" : "Plain"} ${stamp}`;
      const phone = `(772) 555-${String(Date.now() % 10_000).padStart(4, "0")}`;
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Send Us a Message" });
      // Typed key by key, as a person types.
      await form.getByLabel("Full name").pressSequentially(name, { delay: 30 });
      await form.getByLabel(/^Email/).pressSequentially("pace@example.com", { delay: 30 });
      await form.getByLabel(/^Phone/).pressSequentially(phone, { delay: 30 });
      await form.getByLabel(/^Message/).pressSequentially("Do you install in Stuart next spring?", { delay: 30 });
      await form.getByRole("checkbox", { name: /by email, SMS or phone/ }).check();
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you for your inquiry!" })).toBeVisible();

      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const staff = await context.newPage();
      await useStaffSession(browser, staff, "admin");
      // The export splits the name: the row is found by the last name's unique part, with its status.
      const row = (await exported(staff, "all", name)).split("\n").find((line) => line.includes(stamp));
      expect(row?.split(",")[2]).toBe("New");
      expect(await exported(staff, "spam", name)).not.toContain(stamp);
      await context.close();
    });
  });
}
