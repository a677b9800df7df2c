import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { siteSettings } from "#db/schema/index.ts";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { companyProfileFormValues } from "~/lib/schemas/company-profile";
import { getTestApp } from "../setup/test-app.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// The company profile (admin only): the one place the site's names, phones,
// e-mails, addresses and hours are stored. A save shows on the public pages
// at once.

const PATH = "/admin/settings";
const staff = signedInStaffOfEveryRole();
const defaults = { section: "company", ...companyProfileFormValues(DEFAULT_COMPANY_PROFILE) };

async function stored(): Promise<unknown> {
  const { db } = await getTestApp();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "company-profile"));
  return row?.value;
}

afterEach(async () => {
  // Through the app, so its settings cache holds the defaults again for the next test.
  await staffPost(PATH, staff.admin.cookie, defaults);
});

describe("company profile settings", () => {
  it("shows the stored profile and is for administrators only", async () => {
    const page = await pageText(await staffRequest(`${PATH}?section=company`, staff.admin.cookie));
    expect(page).toContain("Save company profile");
    expect(page).toContain('value="(407) 555-0141"');
    expect(page).toContain("Mon-Fri: 9AM-4PM");
    for (const role of ["operations", "sales"] as const) {
      const refused = await staffPost(PATH, staff[role].cookie, { ...defaults, name: "Taken Over Pools" });
      expect(refused.status).toBe(403);
    }
    expect((await stored()) as { name?: string } | undefined).not.toMatchObject({ name: "Taken Over Pools" });
  });

  it("saves names, phones and hours, and the public pages show them at once", async () => {
    const { request } = await getTestApp();
    const response = await staffPost(PATH, staff.admin.cookie, {
      ...defaults,
      name: "Sunshine Fiberglass Pools",
      tollFreePhone: "1-888-555-0111",
      "orlando.phone": "407.555.0199",
      "orlando.street": "100 Lake Ave, Suite 2",
      "orlando.Saturday": "on",
      "orlando.opens": "08:00",
      "orlando.closes": "17:30",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${PATH}?section=company`);
    expect(await stored()).toMatchObject({
      name: "Sunshine Fiberglass Pools",
      tollFreePhone: "(888) 555-0111",
      offices: {
        orlando: {
          phone: "(407) 555-0199",
          street: "100 Lake Ave, Suite 2",
          hours: {
            days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
            opens: "08:00",
            closes: "17:30",
          },
        },
      },
    });

    const contact = await pageText(await request("/contact"));
    expect(contact).toContain("| Sunshine Fiberglass Pools</title>");
    expect(contact).toContain("(407) 555-0199");
    expect(contact).toContain('href="tel:+14075550199"');
    expect(contact).toContain("100 Lake Ave, Suite 2");
    expect(contact).toContain("Mon-Sat: 8AM-5:30PM");
    expect(contact).toContain("(888) 555-0111");
    expect(contact).not.toContain("(407) 555-0141");

    const home = await pageText(await request("/"));
    const orlandoJsonLd =
      /"name":"Sunshine Fiberglass Pools Orlando".*?"openingHoursSpecification":\[(\{.*?\})\]/s.exec(home);
    expect(orlandoJsonLd?.[1]).toContain('"Saturday"');
    expect(orlandoJsonLd?.[1]).toContain('"closes":"17:30"');
  });

  it("refuses bad values with a message per field and keeps what was stored", async () => {
    const before = await stored();
    const response = await staffPost(PATH, staff.admin.cookie, {
      ...defaults,
      name: "",
      "ocala.phone": "555-0174",
      "ocala.email": "ocala at example",
      "ocala.zip": "3447",
      "ocala.Monday": "",
      "ocala.Tuesday": "",
      "ocala.Wednesday": "",
      "ocala.Thursday": "",
      "ocala.Friday": "",
      "orlando.opens": "17:00",
      "orlando.closes": "09:00",
    });
    expect(response.status).toBe(400);
    const page = await pageText(response);
    for (const message of [
      "Please correct the highlighted fields.",
      "Enter the company name",
      "Enter the Ocala phone number as 10 digits, like (352) 555-0174",
      "Enter a valid Ocala e-mail address, like name@example.com",
      "Enter the Ocala ZIP code as 5 digits",
      "Choose at least one day the Ocala office is open",
      "Closing time must be after opening time",
    ]) {
      expect(page).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("stores script in a text field inertly and shows it escaped", async () => {
    const { request } = await getTestApp();
    const response = await staffPost(PATH, staff.admin.cookie, {
      ...defaults,
      "orlando.street": '<script>alert("x")</script> 1 Main St',
    });
    expect(response.status).toBe(302);
    const contact = await pageText(await request("/contact"));
    expect(contact).not.toContain('<script>alert("x")</script>');
    expect(contact).toContain("&lt;script&gt;");
  });
});

describe("social pages in the company profile", () => {
  const footerSocial = (html: string) =>
    [...html.matchAll(/aria-label="(\w+) \(opens in a new tab\)"/g)].map((m) => m[1]);

  it("shows no social links until staff enter the company's own pages", async () => {
    const { request } = await getTestApp();
    const home = await pageText(await request("/"));
    expect(footerSocial(home)).toEqual([]);
    expect(home).not.toContain('href="https://www.facebook.com/"');
  });

  it("shows each network with an address, in the networks' order, and leaves out the rest", async () => {
    const { request } = await getTestApp();
    const response = await staffPost(PATH, staff.admin.cookie, {
      ...defaults,
      "social.youtube": "https://www.youtube.com/@floridafiberglasspools",
      "social.facebook": " https://www.facebook.com/floridafiberglasspools ",
      "social.x": "https://twitter.com/flfiberglass",
    });
    expect(response.status).toBe(302);
    expect(await stored()).toMatchObject({
      social: {
        facebook: "https://www.facebook.com/floridafiberglasspools",
        youtube: "https://www.youtube.com/@floridafiberglasspools",
        x: "https://twitter.com/flfiberglass",
      },
    });
    const page = await pageText(await request("/contact"));
    expect(footerSocial(page)).toEqual(["Facebook", "YouTube", "X"]);
    expect(page).toContain('href="https://www.facebook.com/floridafiberglasspools"');
    expect(page).not.toContain("Instagram (opens in a new tab)");
  });

  it("refuses a page on another domain, a network's home page or http, and changes nothing", async () => {
    const before = await stored();
    const response = await staffPost(PATH, staff.admin.cookie, {
      ...defaults,
      "social.facebook": "https://facebook.com.example.net/pools",
      "social.instagram": "https://www.instagram.com/",
      "social.linkedin": "http://www.linkedin.com/company/pools",
    });
    expect(response.status).toBe(400);
    const page = await pageText(response);
    expect(page).toContain("page on facebook.com, like https://www.facebook.com/yourpage, or leave it blank");
    expect(page).toContain("page on instagram.com, like https://www.instagram.com/yourname");
    expect(page).toContain("page on linkedin.com, like https://www.linkedin.com/company/yourcompany");
    expect(await stored()).toEqual(before);
    for (const role of ["operations", "sales"] as const) {
      const refused = await staffPost(PATH, staff[role].cookie, {
        ...defaults,
        "social.facebook": "https://www.facebook.com/takenover",
      });
      expect(refused.status).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });
});
