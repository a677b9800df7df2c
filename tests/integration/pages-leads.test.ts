import { beforeAll, describe, expect, it } from "vitest";
import { seededCompany as company } from "../support/company.ts";
import { FORM_SERVED_COOKIE } from "~/services/leads/form-token.server";
import { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE } from "~/services/leads/lead-intake.server";
import { BUDGET_RANGES, POOL_TYPES, TIMEFRAMES } from "~/lib/schemas/lead";
import { uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { ARRIVAL_JOB_KINDS, jobKindsOfLead, leadsWithPhone } from "../support/leads.ts";
import { postForm, readPage, servedFormCookie } from "../support/http.ts";

// The estimate and contact pages as a browser without JavaScript meets them:
// server-rendered HTML, and plain form posts answered with the page.

/** A page as a browser asks for it. */
const get = (path: string) => readPage(path, { headers: { Accept: "text/html" } });

/** Text as React escapes it in HTML. */
function escaped(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");
}

function estimateFields(overrides: Record<string, string> = {}) {
  return {
    firstName: "Maria",
    lastName: "Lopez",
    phone: uniquePhone(),
    email: "maria@example.com",
    address: "123 Palm Way, Wellington, FL",
    poolType: "Fiberglass",
    budgetRange: "$50,000 - $75,000",
    timeframe: "1-3 months",
    message: "We would like a compact pool.",
    consentToContact: "on",
    requestType: "estimate",
    sourcePage: "pools",
    nearestBranch: "WEST PALM BEACH",
    ...overrides,
  };
}

function contactFields(overrides: Record<string, string> = {}) {
  return {
    name: "Ana Maria Silva",
    email: "ana@example.com",
    phone: uniquePhone(),
    message: "Do you install in Stuart?",
    consentToContact: "on",
    ...overrides,
  };
}

// The first render compiles both pages' modules; a busy machine can take longer than one test's time.
beforeAll(async () => {
  await get("/estimate");
  await get("/contact");
}, 180_000);

describe("spam fields", () => {
  it.each(["/contact", "/estimate", "/"])(
    "%s renders the honeypot, and sets the form-time cookie beside the page, never in it",
    async (path) => {
      const { html, response } = await get(path);
      const setCookie = response.headers.get("set-cookie") ?? "";
      expect(html).toContain(`name="${HONEYPOT_FIELD}"`);
      expect(setCookie).toMatch(new RegExp(`${FORM_SERVED_COOKIE}=\\d{13}\\.[\\w.-]+; `));
      expect(html).not.toContain(setCookie.split(";")[0]!.split("=")[1]!.split(".")[1]!);
    },
  );
});

describe("GET /estimate", () => {
  it("renders the hero, every field of the three steps, the exact options and the consent text", async () => {
    const { status, html } = await get("/estimate");
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Free Pool Estimate \| Florida Fiberglass Pools<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/estimate"');
    expect(html).toContain("application/ld+json");
    expect(html).not.toContain("noindex");
    expect(html).toContain("Get Your Free Pool Estimate");
    for (const text of ["Your contact details", "Your project", "Review your request"]) expect(html).toContain(text);
    for (const name of ["firstName", "lastName", "phone", "email", "address", "poolType", "budgetRange", "timeframe"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('name="message"');
    for (const option of [...POOL_TYPES, ...BUDGET_RANGES, ...TIMEFRAMES]) {
      expect(html).toContain(`<option value="${escaped(option)}">${escaped(option)}</option>`);
    }
    expect(html).toContain("by email, SMS or phone");
    expect(html).toContain("unsubscribe at any time");
    expect(html).toContain(company.tollFreePhone);
    expect(html).toContain("Get My Free Estimate");
    expect(html).toContain('name="website"');
    expect(html).toContain('name="sourcePage" value="estimate"');
    expect(html).toContain("What&#x27;s Included");
    expect(html).toContain("Frequently Asked Questions");
    expect(html).toContain("<details");
    expect(html).toContain("within 2 hours");
    expect(html).toContain("within 24 hours");
  });

  it("asks for an optional five-digit ZIP code after the address, labelled", async () => {
    const { html } = await get("/estimate");
    const input = /<input[^>]*name="zip"[^>]*>/.exec(html)?.[0];
    expect(input).toBeDefined();
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="postal-code"');
    expect(input).toContain('maxLength="5"');
    const id = /id="([^"]+)"/.exec(input!)![1]!;
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>ZIP code<span[^>]*> \\(optional\\)</span></label>`));
    expect(html.indexOf('name="address"')).toBeLessThan(html.indexOf('name="zip"'));
  });

  it("names no office in the consent text: the lead's office is chosen once it is sent", async () => {
    const { html } = await get("/estimate");
    expect(html).toContain("from the local branch number of the office serving my area");
    expect(html).toMatch(/name="nearestBranch" value="OCALA"/);
    // The page's own office until the visitor shares a position: no field says otherwise.
    expect(html).not.toContain('name="nearestBranchSource"');
  });

  it("labels a consultation request", async () => {
    const { html } = await get("/estimate?type=consultation");
    expect(html).toContain("Schedule My Consultation");
    expect(html).toContain('name="requestType" value="consultation"');
  });

  it("shows the Pool Selected notice for a pool link, loading the pool by id", async () => {
    const { status, html } = await get("/estimate?poolId=8&poolName=Milan%2010.20&sourcePage=pools");
    expect(status).toBe(200);
    expect(html).toContain("Pool Selected");
    expect(html).toContain("Milan 10.20");
    expect(html).toContain("3,900 gallons");
    expect(html).toContain(escaped("I'm interested in the Milan 10.20 (Latham, 10' x 20')."));
    expect(html).toMatch(/<option value="Fiberglass" selected="">Fiberglass<\/option>/);
    expect(html).toContain('name="poolId" value="8"');
    expect(html).toContain('name="poolName" value="Milan 10.20"');
    expect(html).toContain('name="sourcePage" value="pools"');
  });

  it("shows the Pool Selected notice from the query alone (home carousel names)", async () => {
    const { html } = await get(
      "/estimate?pool=Milan%2010.20&manufacturer=Latham&dimensions=10%27%20x%2020%27&sourcePage=home",
    );
    expect(html).toContain("Pool Selected");
    expect(html).toContain('name="poolName" value="Milan 10.20"');
    expect(html).toContain('name="poolManufacturer" value="Latham"');
  });

  it("prefills resurfacing", async () => {
    const { html } = await get(
      "/estimate?service=epoxy-resurfacing&sourcePage=resurfacing&source=hero&interest=pool-resurfacing",
    );
    expect(html).toContain("Pool Selected");
    expect(html).toContain(escaped("I'm interested in pool resurfacing (epoxy-resurfacing)."));
    expect(html).toMatch(/<option value="Concrete Pool Resurface" selected="">/);
    expect(html).toContain('name="sourcePage" value="resurfacing"');
  });

  it("ignores an unknown pool id", async () => {
    const { status, html } = await get("/estimate?poolId=999999");
    expect(status).toBe(200);
    // The notice's words travel with the page's texts; the notice itself is not shown.
    expect(html).not.toContain('id="pool-selected-heading"');
  });
});

describe("POST /estimate (no JavaScript)", () => {
  it("stores the lead and shows the success screen", async () => {
    const fields = estimateFields({ poolId: "8", poolName: "Milan 10.20", poolDimensions: "10' x 20'" });
    const { status, html } = await postForm("/estimate?poolId=8&poolName=Milan%2010.20&sourcePage=pools", fields);
    expect(status).toBe(200);
    expect(html).toContain("Thank You!");
    expect(html).toContain("Submit Another Request");
    const [lead, ...more] = await leadsWithPhone(fields.phone);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria@example.com",
      requestType: "estimate",
      sourcePage: "pools",
      consentToContact: true,
      poolType: "Fiberglass",
      budgetRange: "$50,000 - $75,000",
      timeframe: "1-3 months",
      poolId: 8,
      nearestBranch: "WEST PALM BEACH",
      interest: { poolName: "Milan 10.20", poolDimensions: "10' x 20'" },
    });
    expect(lead!.consentAt).toBeInstanceOf(Date);
    expect(lead!.branchDetails).toMatchObject({ id: "west-palm-beach" });
  });

  it("sends the lead to the office nearest its ZIP code, over the page's office", async () => {
    const fields = estimateFields({ zip: "32801", nearestBranch: "WEST PALM BEACH" });
    const { status, html } = await postForm("/estimate", fields);
    expect(status).toBe(200);
    expect(html).toContain("Thank You!");
    expect((await leadsWithPhone(fields.phone))[0]).toMatchObject({
      zip: "32801",
      nearestBranch: "ORLANDO",
      officeRule: "zip",
      branchDetails: expect.objectContaining({ id: "orlando" }),
    });
  });

  it("refuses a ZIP code that is not five digits, with its message and what was typed", async () => {
    const fields = estimateFields({ zip: "3280A" });
    const { status, html } = await postForm("/estimate", fields);
    expect(status).toBe(400);
    expect(html).toContain("Please enter a 5-digit ZIP code");
    expect(html).toContain('value="3280A"');
    expect(await leadsWithPhone(fields.phone)).toHaveLength(0);
  });

  it("stores a consultation", async () => {
    const fields = estimateFields({ requestType: "consultation" });
    const { html } = await postForm("/estimate?type=consultation", fields);
    expect(html).toContain("Thank You!");
    expect((await leadsWithPhone(fields.phone))[0]).toMatchObject({ requestType: "consultation" });

    // The page's own URL decides when the field is missing.
    const bare: Record<string, string> = estimateFields();
    delete bare.requestType;
    await postForm("/estimate?type=consultation", bare);
    expect((await leadsWithPhone(bare.phone!))[0]).toMatchObject({ requestType: "consultation" });
  });

  it("derives the source page from the URL when the form does not carry it", async () => {
    const fields: Record<string, string> = estimateFields();
    delete fields.sourcePage;
    await postForm("/estimate", fields);
    expect((await leadsWithPhone(fields.phone!))[0]).toMatchObject({ sourcePage: "estimate" });
  });

  it("answers bad fields with 400, a message for each field and everything typed", async () => {
    const fields = estimateFields({
      firstName: "M",
      phone: "555-01",
      email: "maria@example",
      address: "9 O'Neil Ave",
      message: "Tanning ledge & spa",
    });
    const { status, html } = await postForm("/estimate", fields);
    expect(status).toBe(400);
    expect(html).toContain("Name must be at least 2 characters");
    expect(html).toContain("Please enter a valid phone number");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="M"');
    expect(html).toContain('value="555-01"');
    expect(html).toContain('value="maria@example"');
    expect(html).toContain(`value="${escaped("9 O'Neil Ave")}"`);
    expect(html).toContain(escaped("Tanning ledge & spa"));
    expect(html).toMatch(/<option value="\$50,000 - \$75,000" selected="">/);
    expect(await leadsWithPhone("555-01")).toHaveLength(0);
  });

  it("answers empty required fields with their messages", async () => {
    const { status, html } = await postForm("/estimate", estimateFields({ firstName: "", phone: "" }));
    expect(status).toBe(400);
    expect(html).toContain("Name is required");
    expect(html).toContain("Phone number is required");
  });

  it("refuses a request without consent, keeping the values", async () => {
    const fields: Record<string, string> = estimateFields();
    delete fields.consentToContact;
    const { status, html } = await postForm("/estimate", fields);
    expect(status).toBe(400);
    expect(html).toContain("Select Authorization to Continue");
    expect(html).toContain(`value="${fields.phone}"`);
    expect(await leadsWithPhone(fields.phone!)).toHaveLength(0);
  });

  it("answers a filled honeypot like a success and stores the lead as spam, telling no one", async () => {
    const fields = estimateFields({ website: "http://spam.example" });
    const { status, html } = await postForm("/estimate", fields);
    expect(status).toBe(200);
    expect(html).toContain("Thank You!");
    const [lead] = await leadsWithPhone(fields.phone);
    expect(lead).toMatchObject({ status: "spam", spamReason: "honeypot", salesRepId: null });
    expect(await jobKindsOfLead(lead!.id)).toEqual([]);
  });

  it("answers a post without the form-time cookie like a success and stores it as spam", async () => {
    const fields = estimateFields();
    const { status, html } = await postForm("/estimate", fields, { cookie: null });
    expect(status).toBe(200);
    expect(html).toContain("Thank You!");
    const [lead] = await leadsWithPhone(fields.phone);
    expect(lead).toMatchObject({ status: "spam", spamReason: "form-token-missing" });
    expect(await jobKindsOfLead(lead!.id)).toEqual([]);
  });

  it("stores a form sent 0.2 s after it was shown as a lead, notified as usual", async () => {
    const fields = estimateFields();
    const { html } = await postForm("/estimate", fields, { cookie: servedFormCookie(200) });
    expect(html).toContain("Thank You!");
    const [lead] = await leadsWithPhone(fields.phone);
    expect(lead).toMatchObject({ status: "new", spamReason: null });
    expect(lead!.sentAfterMs).toBeGreaterThanOrEqual(200);
    expect(await jobKindsOfLead(lead!.id)).toEqual(ARRIVAL_JOB_KINDS);
  });

  it("answers a spam-flagged post with its errors when it is invalid too, and stores nothing", async () => {
    const fields = estimateFields({ website: "http://spam.example", zip: "123" });
    const { status, html } = await postForm("/estimate", fields);
    expect(status).toBe(400);
    expect(html).toContain("Please enter a 5-digit ZIP code");
    expect(await leadsWithPhone(fields.phone)).toHaveLength(0);
  });

  it("stores script tags as typed and renders them escaped", async () => {
    const script = "<script>alert('x')</script> and ' OR 1=1 --";
    const stored = estimateFields({ message: script });
    await postForm("/estimate", stored);
    expect((await leadsWithPhone(stored.phone))[0]!.message).toBe(script);

    const { html } = await postForm("/estimate", estimateFields({ message: script, phone: "" }));
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(escaped(script));
  });

  it("shows the rate-limit message with 429, keeping the values", async () => {
    const app = await getTestApp();
    const previous = app.config.leadRateLimitPerHour;
    app.config.leadRateLimitPerHour = 0;
    try {
      const fields = estimateFields();
      const { status, html } = await postForm("/estimate", fields);
      expect(status).toBe(429);
      expect(html).toContain(escaped(RATE_LIMIT_MESSAGE));
      expect(html).toContain(`value="${fields.phone}"`);
    } finally {
      app.config.leadRateLimitPerHour = previous;
    }
  });
});

describe("GET /contact", () => {
  it("renders every text of the page", async () => {
    const { status, html } = await get("/contact");
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Contact Our Pool Experts \| Florida Fiberglass Pools<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/contact"');
    expect(html).toContain("application/ld+json");
    expect(html).toMatch(/<h1[^>]*>Contact Our Pool Experts<\/h1>/);
    for (const text of [
      "Free Consultation",
      "Certified Specialists",
      "25+ Years Experience",
      "5000+",
      "Happy Customers",
      "24hr",
      "Response Time",
      "30yr",
      "Warranty",
      "FL Locations",
      "Contact Us Today",
      "Have questions about our services? Get in touch with our expert team",
      "Send Us a Message",
      "Emergency Service Available",
      "Emergency Service",
      "Visit Our Florida Locations",
      "Mon-Fri: 9AM-4PM",
      company.hours,
      company.email,
      company.tollFreePhone,
      "Send Message",
    ]) {
      expect(html).toContain(escaped(text));
    }
    expect(html).toContain(`>${company.offices.length}</dd>`);
    for (const office of company.offices) {
      expect(html).toContain(`${office.city}, Florida`);
      expect(html).toContain(office.phone);
      expect(html).toContain(office.email);
    }
    // Each office's service areas, in words.
    for (const areas of [
      "Ocala:</span> Marion County, Gainesville, and The Villages",
      "West Palm Beach:</span> Palm Beach County",
      "Port St. Lucie:</span> St. Lucie, Martin, and Indian River counties",
      "Orlando:</span> Orange, Seminole, and Lake counties",
    ])
      expect(html).toContain(areas);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rows="4"');
    expect(html).toContain('name="sourcePage" value="contact"');
  });

  it("carries the source page of the link", async () => {
    const { html } = await get("/contact?sourcePage=san-juan-pools");
    expect(html).toContain('name="sourcePage" value="san-juan-pools"');
  });
});

describe("POST /contact (no JavaScript)", () => {
  it("stores a contact lead with the name split and shows the confirmation", async () => {
    const fields = contactFields({ sourcePage: "contact", nearestBranch: "PORT ST. LUCIE" });
    const { status, html } = await postForm("/contact", fields);
    expect(status).toBe(200);
    expect(html).toContain("Thank you for your inquiry!");
    expect(html).toContain("We will contact you within 24 hours");
    const [lead] = await leadsWithPhone(fields.phone);
    expect(lead).toMatchObject({
      firstName: "Ana",
      lastName: "Maria Silva",
      email: "ana@example.com",
      message: "Do you install in Stuart?",
      requestType: "contact",
      sourcePage: "contact",
      consentToContact: true,
      nearestBranch: "PORT ST. LUCIE",
    });
    // The form is empty again after a success.
    expect(html).not.toContain(`value="${fields.phone}"`);
  });

  it("takes the source page from the page URL when the form does not carry it", async () => {
    const fields = contactFields();
    await postForm("/contact?sourcePage=san-juan-pools", fields);
    expect((await leadsWithPhone(fields.phone))[0]).toMatchObject({ sourcePage: "san-juan-pools" });
  });

  it("answers bad fields with 400, a message for each field and everything typed", async () => {
    const { status, html } = await postForm(
      "/contact",
      contactFields({ name: "", email: "ana@", phone: "", message: "  " }),
    );
    expect(status).toBe(400);
    expect(html).toContain("Name is required");
    expect(html).toContain("Valid email is required");
    expect(html).toContain("Phone is required");
    expect(html).toContain("Message is required");
    expect(html).toContain('value="ana@"');
  });

  it("refuses a message without consent, keeping the values", async () => {
    const fields: Record<string, string> = contactFields({ message: "Need a quote <b>soon</b>" });
    delete fields.consentToContact;
    const { status, html } = await postForm("/contact", fields);
    expect(status).toBe(400);
    expect(html).toContain("You must consent to contact to send your message");
    expect(html).toContain(`value="${fields.phone}"`);
    expect(html).toContain('value="Ana Maria Silva"');
    expect(html).toContain(escaped("Need a quote <b>soon</b>"));
    expect(await leadsWithPhone(fields.phone!)).toHaveLength(0);
  });

  it("answers a filled honeypot like a success and stores the lead as spam, telling no one", async () => {
    const fields = contactFields({ website: "spam" });
    const { status, html } = await postForm("/contact", fields);
    expect(status).toBe(200);
    expect(html).toContain("Thank you for your inquiry!");
    const [lead] = await leadsWithPhone(fields.phone);
    expect(lead).toMatchObject({ status: "spam", spamReason: "honeypot" });
    expect(await jobKindsOfLead(lead!.id)).toEqual([]);
  });

  it("stores a message sent 0.2 s after the page opened as a lead, notified as usual", async () => {
    const fields = contactFields();
    const { html } = await postForm("/contact", fields, { cookie: servedFormCookie(200) });
    expect(html).toContain("Thank you for your inquiry!");
    const [lead] = await leadsWithPhone(fields.phone);
    expect(lead).toMatchObject({ status: "new", spamReason: null });
    expect(lead!.sentAfterMs).toBeGreaterThanOrEqual(200);
    expect(await jobKindsOfLead(lead!.id)).toEqual(ARRIVAL_JOB_KINDS);
  });

  it("sends the lead to the office of the phone's area code, else the located office, else the page's", async () => {
    const byPhone = contactFields({ phone: uniquePhone("772"), nearestBranch: "OCALA" });
    await postForm("/contact", byPhone);
    expect((await leadsWithPhone(byPhone.phone))[0]).toMatchObject({
      nearestBranch: "PORT ST. LUCIE",
      officeRule: "area-code",
    });
    const located = contactFields({ nearestBranch: "ORLANDO", nearestBranchSource: "location" });
    await postForm("/contact", located);
    expect((await leadsWithPhone(located.phone))[0]).toMatchObject({
      nearestBranch: "ORLANDO",
      officeRule: "location",
    });
    const page = contactFields({ nearestBranch: "OCALA", nearestBranchSource: "page" });
    await postForm("/contact", page);
    expect((await leadsWithPhone(page.phone))[0]).toMatchObject({ nearestBranch: "OCALA", officeRule: "page" });
  });

  it("stores script tags as typed", async () => {
    const fields = contactFields({ message: "<script>alert(1)</script>" });
    await postForm("/contact", fields);
    expect((await leadsWithPhone(fields.phone))[0]!.message).toBe("<script>alert(1)</script>");
  });
});
