// What the staff-area browser tests share: signing in (once per role and
// worker, then reusing the session cookie), waiting for hydration, toasts,
// and cleaning up records a test made (axe: axe.ts).
import { type Browser, type Cookie, type Page, expect } from "@playwright/test";
import { E2E_STAFF } from "./staff.ts";

export type StaffKey = keyof typeof E2E_STAFF;

/** Fills the sign-in form on the page with `who`'s username (or e-mail) and password and sends it. */
export async function submitSignIn(page: Page, who: StaffKey, identifier: "username" | "email" = "username") {
  const user = E2E_STAFF[who];
  await page.getByLabel("Username or e-mail").fill(user[identifier]);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // argon2 plus the first render of a staff page: more than the default expect timeout on a busy machine.
  await page.waitForURL((url) => url.pathname !== "/admin-login", { timeout: 20_000 });
}

/** Signs in through the sign-in form, then lands on `redirectTo` (or wherever sign-in leads). */
export async function signIn(page: Page, who: StaffKey, redirectTo?: string) {
  await page.goto(redirectTo ? `/admin-login?redirectTo=${encodeURIComponent(redirectTo)}` : "/admin-login");
  await submitSignIn(page, who);
}

const sessionCookies = new Map<StaffKey, Promise<Cookie[]>>();

/**
 * Gives `page` a signed-in session of `who` without a sign-in per test: the
 * first call in a worker signs in through the form in its own context, later
 * calls reuse that session's cookies. Tests that sign out must use signIn().
 */
export async function useStaffSession(browser: Browser, page: Page, who: StaffKey) {
  let cookies = sessionCookies.get(who);
  if (!cookies) {
    cookies = (async () => {
      const context = await browser.newContext({ baseURL: baseUrl() });
      const signInPage = await context.newPage();
      await signIn(signInPage, who);
      const state = await context.cookies();
      await context.close();
      return state;
    })();
    sessionCookies.set(who, cookies);
  }
  await page.context().addCookies(await cookies);
}

function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
}

/** Waits until React has hydrated the page (element `id`: "admin-main" in the staff area, "main" on the public site). */
export async function hydrated(page: Page, id = "admin-main") {
  await page.waitForFunction(
    (elementId) => Object.keys(document.getElementById(elementId) ?? {}).some((key) => key.startsWith("__react")),
    id,
  );
}

/** A toast saying `text` (earlier toasts may still be on screen). */
export const expectToast = (page: Page, text: string) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: text })).toBeVisible();

/** Deletes records a test made through the staff pages' own delete action (same-site, signed in). */
export async function deleteRecords(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    const response = await page.request.post(path, { form: { intent: "delete" }, maxRedirects: 0 });
    expect([302, 404]).toContain(response.status());
  }
}
