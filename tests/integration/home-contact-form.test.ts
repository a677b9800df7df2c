import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "#db/schema/index.ts";
import { FORM_SERVED_COOKIE } from "~/services/leads/form-token.server";
import { uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { ARRIVAL_JOB_KINDS, jobKindsOfLead, leadsWithPhone } from "../support/leads.ts";
import { servedFormCookie } from "../support/http.ts";

// The home contact form as a browser without JavaScript sends it: a form post to the home route, with the
// form-time cookie of the page it was served (ten seconds earlier unless `cookie` says otherwise).
async function postHomeForm(fields: Record<string, string>, cookie = servedFormCookie()) {
  const app = await getTestApp();
  return app.request("/?index", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({
      website: "",
      nearestBranch: "WEST PALM BEACH",
      ...fields,
    }).toString(),
  });
}

describe("home contact form without JavaScript", () => {
  it("stores the lead and shows Message Sent Successfully", async () => {
    const phone = uniquePhone();
    const response = await postHomeForm({
      name: "Lucia Fernandez",
      email: "lucia@example.com",
      phone,
      message: "We want a small pool for our patio in Jupiter.",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Message Sent Successfully");
    expect(html).toContain("Send Another Message");
    const { db } = await getTestApp();
    const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(lead).toMatchObject({
      firstName: "Lucia Fernandez",
      lastName: null,
      requestType: "contact",
      sourcePage: "home",
      nearestBranch: "WEST PALM BEACH",
    });
  });

  it.each([
    [
      { name: "", email: "a@b.co", phone: "5615550152", message: "A long enough message" },
      "Please fill in all required fields",
    ],
    [
      { name: "Al", email: "a@b.co", phone: "555", message: "A long enough message" },
      "Please enter a valid phone number",
    ],
    [
      { name: "Al", email: "a@b.co", phone: "5615550152", message: "short" },
      "Please provide more details about your project (minimum 10 characters)",
    ],
  ])("refuses %o with its message and keeps what was typed", async (fields, message) => {
    const response = await postHomeForm(fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    if (fields.name) expect(html).toContain(`value="${fields.name}"`);
    expect(html).toContain(fields.message);
  });

  it("keeps the visitor's serve time through a refused form, so the time spent on it still counts", async () => {
    const cookie = servedFormCookie();
    const phone = uniquePhone();
    const fields = { name: "Al Correct", email: "a@b.co", phone, message: "short" };
    const refused = await postHomeForm(fields, cookie);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie") ?? "").not.toContain(`${FORM_SERVED_COOKIE}=`);
    const corrected = await postHomeForm({ ...fields, message: "A message long enough this time." }, cookie);
    expect(await corrected.text()).toContain("Message Sent Successfully");
    const [lead] = await leadsWithPhone(phone);
    expect(lead).toMatchObject({ status: "new", spamReason: null });
    expect(lead!.sentAfterMs).toBeGreaterThanOrEqual(10_000);
  });

  it("answers a filled honeypot with the same success and stores the message as spam, telling no one", async () => {
    const phone = uniquePhone();
    const response = await postHomeForm({
      name: "Spam Bot",
      email: "bot@example.com",
      phone,
      message: "Cheap followers for your pool business!",
      website: "http://spam.example",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Message Sent Successfully");
    const [lead] = await leadsWithPhone(phone);
    expect(lead).toMatchObject({ status: "spam", spamReason: "honeypot", salesRepId: null });
    expect(await jobKindsOfLead(lead!.id)).toEqual([]);
  });

  it("stores a message sent 0.2 s after the page opened as a lead, notified as usual", async () => {
    const phone = uniquePhone();
    const response = await postHomeForm(
      {
        name: "Quick Autofill",
        email: "quick@example.com",
        phone,
        message: "Autofill and a pasted message make me fast.",
      },
      servedFormCookie(200),
    );
    expect(await response.text()).toContain("Message Sent Successfully");
    const [lead] = await leadsWithPhone(phone);
    expect(lead).toMatchObject({
      status: "new",
      spamReason: null,
      nearestBranch: "WEST PALM BEACH",
      officeRule: "page",
    });
    expect(lead!.sentAfterMs).toBeGreaterThanOrEqual(200);
    expect(await jobKindsOfLead(lead!.id)).toEqual(ARRIVAL_JOB_KINDS);
  });

  it("files a post with a forged form-time cookie as spam and answers it with the same success", async () => {
    const phone = uniquePhone();
    const response = await postHomeForm(
      { name: "Forger", email: "forger@example.com", phone, message: "A message long enough to pass." },
      `${FORM_SERVED_COOKIE}=${Date.now() - 60_000}.${"n".repeat(16)}.${"A".repeat(43)}`,
    );
    expect(await response.text()).toContain("Message Sent Successfully");
    expect((await leadsWithPhone(phone))[0]).toMatchObject({ status: "spam", spamReason: "form-token-forged" });
  });

  it("sends the message to the office of the phone's area code, or the located office", async () => {
    const byPhone = uniquePhone("352");
    await postHomeForm({
      name: "Ocala Caller",
      email: "o@example.com",
      phone: byPhone,
      message: "Call me about a pool.",
    });
    expect((await leadsWithPhone(byPhone))[0]).toMatchObject({ nearestBranch: "OCALA", officeRule: "area-code" });
    const located = uniquePhone();
    await postHomeForm({
      name: "Located Visitor",
      email: "l@example.com",
      phone: located,
      message: "Call me about a pool.",
      nearestBranch: "PORT ST. LUCIE",
      nearestBranchSource: "location",
    });
    expect((await leadsWithPhone(located))[0]).toMatchObject({
      nearestBranch: "PORT ST. LUCIE",
      officeRule: "location",
    });
  });

  it("renders a hostile message escaped when it comes back", async () => {
    const response = await postHomeForm({ name: "<script>alert(1)</script>", email: "", phone: "", message: "x" });
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
