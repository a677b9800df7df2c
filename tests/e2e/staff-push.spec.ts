import { createECDH, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, hydrated, useStaffSession } from "./support/admin-page.ts";
import { expectAxeClean } from "./support/axe.ts";

// Alerts on staff phones. Headless Chromium cannot grant the push permission reliably, so these tests check what
// surrounds it: the button, the devices list and its removal (with and without scripts), the staff manifest on staff
// pages only, and the service worker's address, headers and scope.

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Stores a device for the signed-in staff member as the browser's "Turn on notifications" would. */
async function addDevice(page: Page, userAgent: string) {
  const response = await page.request.post("/api/admin/push-subscriptions", {
    headers: { "User-Agent": userAgent },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}-${randomBytes(6).toString("hex")}`,
      expirationTime: null,
      keys: {
        p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    },
  });
  expect(response.status()).toBe(201);
}

const deviceRow = (page: Page, label: string) => page.getByRole("listitem").filter({ hasText: label });

test("a rep sees their devices on the account page and removes them, with scripts and without", async ({
  browser,
  page,
}) => {
  await useStaffSession(browser, page, "sales");
  await page.goto("/admin/account");
  // A retried run starts from no devices.
  const removeButtons = page.getByRole("button", { name: /^Remove / });
  for (let left = await removeButtons.count(); left > 0; left--) {
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(left - 1);
  }
  await addDevice(page, ANDROID_CHROME);
  await addDevice(page, IPHONE_SAFARI);

  await page.goto("/admin/account");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Turn on notifications on this device" })).toBeEnabled();
  await expect(deviceRow(page, "Chrome on Android")).toContainText(/Added .* · No notification yet/);
  await expect(deviceRow(page, "Safari on iPhone")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send me a test notification" })).toBeVisible();
  await expectAxeClean(page);

  await deviceRow(page, "Chrome on Android")
    .getByRole("button", { name: /^Remove Chrome on Android/ })
    .click();
  await expectToast(page, "The device no longer gets notifications.");
  await expect(deviceRow(page, "Chrome on Android")).toHaveCount(0);
  await expect(deviceRow(page, "Safari on iPhone")).toBeVisible();

  // Before scripts run: the remove button is a plain form post.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies(await page.context().cookies());
    const noScript = await context.newPage();
    await noScript.goto("/admin/account");
    await expect(noScript.getByRole("button", { name: "Turn on notifications on this device" })).toBeDisabled();
    await noScript.getByRole("button", { name: /^Remove Safari on iPhone/ }).click();
    await expect(noScript.getByText("No device gets notifications yet.")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("staff pages link the staff manifest and public pages do not; its icons are served", async ({ browser, page }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
  const publicHtml = await (await page.request.get("/")).text();
  expect(publicHtml).not.toContain("/admin/manifest.webmanifest");
  expect(publicHtml).not.toContain("/admin/sw.js");

  await page.goto("/admin-login");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");
  await useStaffSession(browser, page, "sales");
  await page.goto("/admin/account");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");

  const manifest = await (await page.request.get("/admin/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin/estimates?rep=me", display: "standalone" });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
});

test("the service worker is served fresh from /admin/sw.js and can only take the staff area as its scope", async ({
  page,
}) => {
  const response = await page.request.get("/admin/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["service-worker-allowed"]).toBeUndefined();
  expect(await response.text()).toContain('addEventListener("push"');

  await page.goto("/admin-login");
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register("/admin/sw.js", { scope: "/admin/" });
    return registration.scope;
  });
  expect(new URL(scope).pathname).toBe("/admin/");
  const wider = await page.evaluate(() =>
    navigator.serviceWorker.register("/admin/sw.js", { scope: "/" }).then(
      () => "registered",
      (error: Error) => error.name,
    ),
  );
  expect(wider).toBe("SecurityError");
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  });
});
