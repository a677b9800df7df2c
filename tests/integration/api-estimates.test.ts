import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, leads } from "#db/schema/index.ts";
import { contactPagePayload, estimatePayload, homeContactPayload, uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { postJson } from "../support/http.ts";

async function leadCount() {
  const { db } = await getTestApp();
  const [row] = await db.select({ n: count() }).from(leads);
  return row!.n;
}

async function storedLead(id: number) {
  const { db } = await getTestApp();
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead!;
}

describe("POST /api/estimates: the three payload shapes", () => {
  it("stores an estimate-wizard request and answers 201 with the lead id", async () => {
    const payload = estimatePayload({ poolName: "Milan 10.20", poolId: 8 });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; message: string };
    expect(body.id).toEqual(expect.any(Number));
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({
      firstName: "Maria",
      lastName: "Lopez",
      email: payload.email,
      phone: payload.phone,
      requestType: "estimate",
      status: "new",
      sourcePage: "pools",
      poolType: "Fiberglass",
      budgetRange: "$50,000 - $75,000",
      timeframe: "1-3 months",
      consentToContact: true,
      poolId: 8,
      interest: { poolName: "Milan 10.20" },
    });
    expect(lead.consentAt).toBeInstanceOf(Date);
    expect(lead.phoneDigits).toBe(payload.phone.replace(/\D/g, "").slice(-10));
  });

  it("stores a home contact form message with the nearest branch", async () => {
    const response = await postJson("/api/estimates", homeContactPayload());
    expect(response.status).toBe(201);
    const lead = await storedLead(((await response.json()) as { id: number }).id);
    expect(lead).toMatchObject({
      firstName: "John Carter",
      lastName: null,
      address: null,
      requestType: "contact",
      sourcePage: "home",
      nearestBranch: "WEST PALM BEACH",
      consentToContact: false,
      consentAt: null,
    });
    expect(lead.branchDetails).toMatchObject({ id: "west-palm-beach", name: "West Palm Beach" });
  });

  it("stores a contact page message with consent", async () => {
    const response = await postJson("/api/estimates", contactPagePayload());
    expect(response.status).toBe(201);
    const lead = await storedLead(((await response.json()) as { id: number }).id);
    expect(lead).toMatchObject({
      firstName: "Ana",
      lastName: "Maria Silva",
      requestType: "contact",
      consentToContact: true,
    });
  });

  it("omitted e-mail is fine for an estimate", async () => {
    const payload: Record<string, unknown> = estimatePayload();
    delete payload.email;
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
    expect((await storedLead(((await response.json()) as { id: number }).id)).email).toBeNull();
  });

  it("writes the staff notification and visitor confirmation jobs in the same transaction", async () => {
    const { db } = await getTestApp();
    const response = await postJson("/api/estimates", estimatePayload());
    const { id } = (await response.json()) as { id: number };
    const rows = await db.select().from(jobs).where(eq(jobs.leadId, id));
    expect(rows.map((j) => [j.kind, j.status]).sort()).toEqual([
      ["lead.confirm-visitor", "pending"],
      ["lead.notify-staff", "pending"],
      ["lead.uncontacted-alert", "pending"],
    ]);
  });

  it("links a repeat request from the same phone within 30 days", async () => {
    const phone = uniquePhone();
    const first = (await (await postJson("/api/estimates", estimatePayload({ phone }))).json()) as { id: number };
    const formatted = `+1 ${phone.replace(/\D/g, "").replace(/(\d{3})(\d{3})(\d{4})/, "$1.$2.$3")}`;
    const second = (await (await postJson("/api/estimates", estimatePayload({ phone: formatted }))).json()) as {
      id: number;
    };
    expect((await storedLead(second.id)).possibleDuplicateOf).toBe(first.id);
    expect((await storedLead(first.id)).possibleDuplicateOf).toBeNull();
  });

  it("keeps a lead whose poolId matches no pool, without the link", async () => {
    const response = await postJson("/api/estimates", estimatePayload({ poolId: 999_999 }));
    expect(response.status).toBe(201);
    expect((await storedLead(((await response.json()) as { id: number }).id)).poolId).toBeNull();
  });
});

describe("POST /api/estimates: the office nearest the customer", () => {
  async function officeOf(overrides: Record<string, unknown>) {
    const response = await postJson("/api/estimates", estimatePayload(overrides));
    expect(response.status).toBe(201);
    const lead = await storedLead(((await response.json()) as { id: number }).id);
    return { branch: lead.nearestBranch, rule: lead.officeRule, zip: lead.zip, details: lead.branchDetails };
  }

  it("by the ZIP code first, over the phone and the page's office", async () => {
    expect(
      await officeOf({
        zip: "34994",
        phone: uniquePhone("407"),
        nearestBranch: "OCALA",
        nearestBranchSource: "location",
      }),
    ).toEqual({
      branch: "PORT ST. LUCIE",
      rule: "zip",
      zip: "34994",
      details: expect.objectContaining({ id: "port-st-lucie", name: "Port St. Lucie" }),
    });
  });

  it("takes a ZIP code sent as a JSON number", async () => {
    expect(await officeOf({ zip: 32801 })).toMatchObject({ branch: "ORLANDO", rule: "zip", zip: "32801" });
  });

  it("by the phone's area code without a ZIP code (overlays included)", async () => {
    expect(await officeOf({ phone: uniquePhone("728"), nearestBranch: "OCALA" })).toMatchObject({
      branch: "WEST PALM BEACH",
      rule: "area-code",
    });
    expect(await officeOf({ phone: `+1 ${uniquePhone("689")}` })).toMatchObject({
      branch: "ORLANDO",
      rule: "area-code",
    });
  });

  it("by the visitor's location, then by the page's office", async () => {
    expect(await officeOf({ nearestBranch: "ORLANDO", nearestBranchSource: "location" })).toMatchObject({
      branch: "ORLANDO",
      rule: "location",
    });
    expect(await officeOf({ nearestBranch: "ORLANDO", nearestBranchSource: "page" })).toMatchObject({
      branch: "ORLANDO",
      rule: "page",
    });
    expect(await officeOf({ nearestBranch: "OCALA" })).toMatchObject({ branch: "OCALA", rule: "page" });
  });

  it("no office when nothing names one", async () => {
    expect(await officeOf({})).toEqual({ branch: null, rule: null, zip: null, details: null });
  });
});

describe("POST /api/estimates: bad input changes nothing", () => {
  it.each([
    ["missing name", { firstName: "" }, "firstName", "Name is required"],
    ["missing phone", { phone: "" }, "phone", "Phone number is required"],
    ["short phone", { phone: "555-01" }, "phone", "Please enter a valid phone number"],
    ["letters in phone", { phone: "call me maybe 5550100" }, "phone", "Please enter a valid phone number"],
    ["bad e-mail", { email: "not-an-email" }, "email", "Please enter a valid email address"],
    [
      "unknown request type",
      { requestType: "quote" },
      "requestType",
      "Request type must be contact, estimate or consultation",
    ],
    ["consent as text", { consentToContact: "yes" }, "consentToContact", "consentToContact must be true or false"],
    ["unknown budget", { budgetRange: "$1" }, "budgetRange", "Please choose a budget range from the list"],
    ["unknown timeline", { timeframe: "never" }, "timeframe", "Please choose a timeline from the list"],
    ["name as a number", { firstName: 42 }, "firstName", expect.any(String)],
    ["NUL byte in the message", { message: "hello\u0000world" }, "message", "Contains characters that are not allowed"],
    ["NUL byte in the name", { firstName: "Bob\u0000" }, "firstName", "Contains characters that are not allowed"],
    ["huge message", { message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
    ["unknown branch", { nearestBranch: "MIAMI" }, "nearestBranch", expect.stringContaining("WEST PALM BEACH")],
    ["negative poolId", { poolId: -4 }, "poolId", "poolId must be a whole number"],
    ["a four-digit ZIP code", { zip: "3280" }, "zip", "Please enter a 5-digit ZIP code"],
    ["a ZIP+4 code", { zip: "32801-1234" }, "zip", "Please enter a 5-digit ZIP code"],
    ["a ZIP code that lost its leading zero", { zip: 2134 }, "zip", "Please enter a 5-digit ZIP code"],
    [
      "an unknown office source",
      { nearestBranchSource: "gps" },
      "nearestBranchSource",
      "nearestBranchSource must be location or page",
    ],
  ])("%s → 400 naming the field", async (_label, override, field, message) => {
    const before = await leadCount();
    const response = await postJson("/api/estimates", estimatePayload(override));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[field]).toEqual(message);
    expect(await leadCount()).toBe(before);
  });

  it("names every bad field at once", async () => {
    const response = await postJson("/api/estimates", { firstName: "", phone: "1", email: "x" });
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(["email", "firstName", "phone"]);
  });

  it.each([
    ["malformed JSON", '{"firstName": "Bob",', 400, "The request body is not valid JSON."],
    ["an array", "[1,2,3]", 400, "The request body must be a JSON object."],
    ["a string", '"hello"', 400, "The request body must be a JSON object."],
    ["null", "null", 400, "The request body must be a JSON object."],
    ["an empty body", "", 400, "The request body is empty; send a JSON object."],
  ])("%s → %s with a clear message", async (_label, raw, status, message) => {
    const before = await leadCount();
    const response = await postJson("/api/estimates", raw);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const app = await getTestApp();
    const response = await app.request("/api/estimates", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "firstName=Bob",
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/application\/json/);
  });

  it("refuses a body over 100 KB with 413, declared or streamed", async () => {
    const before = await leadCount();
    const big = JSON.stringify(estimatePayload({ message: "x".repeat(110 * 1024) }));
    const declared = await postJson("/api/estimates", big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toBe("The request body is too large.");

    const app = await getTestApp();
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 12; i++) controller.enqueue(encoder.encode("x".repeat(10 * 1024)));
        controller.close();
      },
    });
    const streamed = await app.request("/api/estimates", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await leadCount()).toBe(before);
  });

  it("answers GET with 405", async () => {
    const app = await getTestApp();
    const response = await app.request("/api/estimates");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("POST /api/estimates: hostile text is stored inertly", () => {
  it.each([
    ["a script tag", "<script>alert(1)</script>"],
    ["SQL", "Robert'); DROP TABLE leads;--"],
    ["an image with an event handler", '<img src=x onerror="alert(1)">'],
    ["unicode", "Piscina 🏊‍♀️ — señora Núñez, 東京"],
  ])("%s in the message is kept exactly as typed", async (_label, text) => {
    const response = await postJson("/api/estimates", estimatePayload({ message: text, lastName: text.slice(0, 100) }));
    expect(response.status).toBe(201);
    const lead = await storedLead(((await response.json()) as { id: number }).id);
    expect(lead.message).toBe(text);
    expect(lead.lastName).toBe(text.slice(0, 100));
    expect(await leadCount()).toBeGreaterThan(0);
  });

  it("normalises a hostile sourcePage instead of trusting it", async () => {
    const response = await postJson("/api/estimates", estimatePayload({ sourcePage: "<script>x</script>' OR 1=1" }));
    expect(response.status).toBe(201);
    const lead = await storedLead(((await response.json()) as { id: number }).id);
    expect(lead.sourcePage).toMatch(/^[a-z0-9/_-]+$/);
  });
});
