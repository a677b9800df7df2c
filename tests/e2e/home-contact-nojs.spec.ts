import { expect, test } from "./support/test.ts";

// The home contact form for a visitor without JavaScript: a plain form post to
// the home route, answered by a server-rendered page.
test.describe("home contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says what is missing, keeps what was typed, then sends", async ({ page }) => {
    const phone = `(561) 555-${String(Date.now() % 10_000).padStart(4, "0")}`;
    // Storage itself is checked in tests/integration/home-contact-form.test.ts.
    await page.goto("/");
    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Send Us a Message" }) });
    await form.getByLabel("Full name").fill("Nora Whitfield");
    await form.getByLabel("Email").fill("nora@example.com");
    await form.getByLabel("Phone").fill(phone);
    await form.getByLabel("Tell us about your project").fill("Too short");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(
      page.getByText("Please provide more details about your project (minimum 10 characters)"),
    ).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Nora Whitfield");
    await expect(form.getByLabel("Tell us about your project")).toHaveValue("Too short");

    await form.getByLabel("Tell us about your project").fill("We would like a plunge pool beside our lanai.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent Successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Another Message" })).toBeVisible();
  });
});
