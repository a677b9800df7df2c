import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { siteSettings } from "#db/schema/index.ts";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Site settings (admin only): lead notification recipients per office and the
// analytics measurement id. Each test puts the settings back to their defaults.

const PATH = "/admin/settings";
const staff = signedInStaffOfEveryRole();

afterEach(async () => {
  const { db } = await getTestApp();
  await db.delete(siteSettings);
});

/** What is stored under `key` (read from the table: the app's settings cache is another module's). */
async function stored(key: string): Promise<unknown> {
  const { db } = await getTestApp();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

const noRecipients = { ocala: "", "west-palm-beach": "", "port-st-lucie": "", orlando: "" };

describe("settings page", () => {
  it("is for administrators only, on the server", async () => {
    expect((await staffRequest(PATH, staff.admin.cookie)).status).toBe(200);
    for (const role of ["operations", "sales"] as const) {
      expect((await staffRequest(PATH, staff[role].cookie)).status).toBe(403);
      const refused = await staffPost(PATH, staff[role].cookie, { section: "analytics", measurementId: "G-ABCD1234" });
      expect(refused.status).toBe(403);
    }
    expect((await staffRequest(PATH, null)).status).toBe(302);
    expect(await stored("analytics")).toBeUndefined();
  });

  it("shows each office's inbox as the default and saves recipients per office", async () => {
    const page = await pageText(await staffRequest(`${PATH}?section=notifications`, staff.admin.cookie));
    expect(page).toContain("Orlando office");
    expect(page).toContain("Empty: orlando@floridafiberglasspools.com.");
    expect(page).toContain("Not changed yet: the defaults apply.");

    const response = await staffPost(PATH, staff.admin.cookie, {
      section: "notifications",
      ...noRecipients,
      orlando: "Sales@Example.com\nmanager@example.com, sales@example.com",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${PATH}?section=notifications`);
    expect(((await stored("lead-notifications")) as Record<string, string[]>).orlando).toEqual([
      "sales@example.com",
      "manager@example.com",
    ]);
    const after = await pageText(await staffRequest(`${PATH}?section=notifications`, staff.admin.cookie));
    expect(after).toContain("manager@example.com");
    expect(after).toContain("Last saved");
  });

  it("refuses a bad address with a clear message and keeps what was stored", async () => {
    await staffPost(PATH, staff.admin.cookie, { section: "notifications", ...noRecipients, ocala: "a@example.com" });
    const response = await staffPost(PATH, staff.admin.cookie, {
      section: "notifications",
      ...noRecipients,
      ocala: "not an address<script>",
    });
    expect(response.status).toBe(400);
    const html = await pageText(response);
    // Beside the Ocala box, not only somewhere in the page's data.
    const ocalaBox = html.match(/<textarea[^>]*name="ocala"[^>]*>/)?.[0] ?? "";
    expect(ocalaBox).toContain('aria-invalid="true"');
    const errorId = ocalaBox.match(/aria-describedby="[^"]*?([\w:-]+-error)"/)?.[1];
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*?Enter valid e-mail addresses for Ocala, one per line`));
    expect(html).not.toContain("<script>");
    expect(((await stored("lead-notifications")) as Record<string, string[]>).ocala).toEqual(["a@example.com"]);

    const tooMany = Array.from({ length: 11 }, (_, i) => `r${i}@example.com`).join("\n");
    const refused = await staffPost(PATH, staff.admin.cookie, {
      section: "notifications",
      ...noRecipients,
      ocala: tooMany,
    });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("At most 10 addresses per office");
  });

  it("turns analytics on with a measurement id and off again with a blank one", async () => {
    const app = await getTestApp();
    const home = async () => pageText(await app.request("/"));
    expect(await home()).not.toContain("G-TEST12345");

    const bad = await staffPost(PATH, staff.admin.cookie, { section: "analytics", measurementId: "UA-1234-1" });
    expect(bad.status).toBe(400);
    expect(await pageText(bad)).toContain("Enter a measurement id like G-AB12CD34EF, or leave it blank");

    const saved = await staffPost(PATH, staff.admin.cookie, { section: "analytics", measurementId: " g-test12345 " });
    expect(saved.status).toBe(302);
    expect(await stored("analytics")).toEqual({ measurementId: "G-TEST12345" });
    expect(await home()).toContain("G-TEST12345");

    await staffPost(PATH, staff.admin.cookie, { section: "analytics", measurementId: "" });
    expect(await stored("analytics")).toEqual({ measurementId: null });
    expect(await home()).not.toContain("G-TEST12345");
    const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, "analytics"));
    expect(row?.updatedById).toBe(staff.admin.id);
  });

  it("names the ad conversions: sensible defaults, validated, and the export uses them", async () => {
    const page = await pageText(await staffRequest(`${PATH}?section=conversions`, staff.admin.cookie));
    expect(page).toContain("Google Ads conversion name for a won lead");
    expect(page).toContain("Google Ads conversion name for a qualified lead");
    expect(page).toContain('value="Won pool sale"');
    expect(page).toContain('value="Purchase"');

    const fields = {
      section: "conversions",
      googleWonConversion: " Pool sold ",
      googleQualifiedConversion: "Qualified lead (CRM)",
      metaWonEvent: "Purchase",
      metaQualifiedEvent: "Lead",
    };
    const bad = await staffPost(PATH, staff.admin.cookie, {
      ...fields,
      googleWonConversion: "=HYPERLINK(1)",
      metaWonEvent: "Pool sale!",
    });
    expect(bad.status).toBe(400);
    const badPage = await pageText(bad);
    expect(badPage).toContain("A name may not start with = + - or @");
    expect(badPage).toContain("Use a Meta event name such as Purchase or Lead");
    expect(await stored("ad-conversions")).toBeUndefined();

    const saved = await staffPost(PATH, staff.admin.cookie, fields);
    expect(saved.status).toBe(302);
    expect(await stored("ad-conversions")).toEqual({
      googleWonConversion: "Pool sold",
      googleQualifiedConversion: "Qualified lead (CRM)",
      metaWonEvent: "Purchase",
      metaQualifiedEvent: "Lead",
    });
    const refused = await staffPost(PATH, staff.operations.cookie, fields);
    expect(refused.status).toBe(403);
  });

  it("answers an unknown section with 400 and changes nothing", async () => {
    const { db } = await getTestApp();
    const before = await db.select().from(siteSettings);
    const response = await staffPost(PATH, staff.admin.cookie, { section: "billing", name: "x" });
    expect(response.status).toBe(400);
    expect(await db.select().from(siteSettings)).toEqual(before);
  });
});
