// Names, phones and address lines go into e-mail headers and greetings: a line break there would let anyone who
// knows a person's address send them the company's own mail with lines of their choosing. Every form and the API
// refuse them (and other control characters) with the field's message, and store nothing; a message keeps its lines.
import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE, ONE_LINE_MESSAGE } from "~/lib/schemas/text";
import { contactPagePayload, estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { leadsWithPhone } from "../support/leads.ts";
import { postForm, postJson } from "../support/http.ts";

const PHISHING_NAME = "Jo,\n\nYour deposit is due: pay at https://evil.example/pay";

/** Names that would add a line, each refused with the one-line message. */
const MULTI_LINE_NAMES = [
  PHISHING_NAME,
  "Jo\r\nBcc: someone@evil.example",
  "Jo\rSmith",
  "Jo\tSmith",
  "Jo\u2028Smith",
  "Jo\u0085Smith",
];

describe("one-line fields on the forms", () => {
  it("the estimate form refuses a name, phone or address with a line break, and stores nothing", async () => {
    for (const [field, value] of [
      ...MULTI_LINE_NAMES.map((name) => ["firstName", name] as const),
      ["lastName", "Lopez\nBcc: x@evil.example"],
      ["address", "12 Palm Way\nPay now"],
      ["phone", "(239) 555-0100\n"],
    ] as const) {
      const phone = uniquePhone();
      const { response, html } = await postForm("/estimate", {
        firstName: "Maria",
        lastName: "Lopez",
        phone,
        email: "maria@example.com",
        address: "123 Palm Way",
        message: "A pool, please.\n\nWith a ledge.",
        consentToContact: "on",
        requestType: "estimate",
        sourcePage: "estimate",
        nearestBranch: "WEST PALM BEACH",
        [field]: field === "phone" ? `${phone}\nBcc: x@evil.example` : value,
      });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(html, JSON.stringify(value)).toContain(ONE_LINE_MESSAGE);
      expect(await leadsWithPhone(phone)).toEqual([]);
    }
  });

  it("the contact page refuses a name with a line break and keeps a message's lines", async () => {
    const phone = uniquePhone();
    const fields = { email: "ana@example.com", phone, consentToContact: "on" };
    for (const name of MULTI_LINE_NAMES) {
      const { response, html } = await postForm("/contact", { ...fields, name, message: "Hello" });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(html).toContain(ONE_LINE_MESSAGE);
    }
    expect(await leadsWithPhone(phone)).toEqual([]);
    const control = await postForm("/contact", { ...fields, name: "Ana\u0007", message: "Hello" });
    expect(control.response.status).toBe(400);
    expect(control.html).toContain(INVALID_CHARACTERS_MESSAGE);
    expect(await leadsWithPhone(phone)).toEqual([]);

    const sent = await postForm("/contact", { ...fields, name: "Ana Silva", message: "Line one\r\nLine two" });
    expect(sent.response.status).toBe(200);
    const [lead] = await leadsWithPhone(phone);
    expect(lead!.message).toBe("Line one\r\nLine two");
  });

  it("the home form refuses a name with a line break and stores nothing", async () => {
    const phone = uniquePhone();
    for (const name of MULTI_LINE_NAMES) {
      const { response, html } = await postForm("/?index", {
        name,
        email: "lucia@example.com",
        phone,
        message: "We want a small pool for our patio.",
        nearestBranch: "WEST PALM BEACH",
      });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(html).toContain(ONE_LINE_MESSAGE);
    }
    expect(await leadsWithPhone(phone)).toEqual([]);
  });

  it("the designer's Send me this design refuses a name with a line break and stores nothing", async () => {
    await (await getTestApp()).request("/design");
    const phone = uniquePhone();
    for (const firstName of MULTI_LINE_NAMES) {
      const { response, html } = await postForm("/design", {
        firstName,
        phone,
        poolId: "8",
        nearestBranch: "ORLANDO",
      });
      expect(response.status, JSON.stringify(firstName)).toBe(400);
      expect(html).toContain(ONE_LINE_MESSAGE);
    }
    expect(await leadsWithPhone(phone)).toEqual([]);
  }, 120_000);
});

describe("one-line fields on POST /api/estimates", () => {
  it("refuses a name, last name, phone or address with a line break in the field's error, and stores nothing", async () => {
    for (const [field, value] of [
      ...MULTI_LINE_NAMES.map((name) => ["firstName", name] as const),
      ["lastName", "Lopez\nBcc: x@evil.example"],
      ["address", "12 Palm Way\r\nPay now"],
      ["poolName", "Milan\nPay now"],
    ] as const) {
      const payload = estimatePayload({ [field]: value });
      const response = await postJson("/api/estimates", payload);
      expect(response.status, JSON.stringify(value)).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(body.errors[field], JSON.stringify(value)).toBe(ONE_LINE_MESSAGE);
      expect(await leadsWithPhone(payload.phone)).toEqual([]);
    }
  });

  it("keeps a multi-line message, and a name's spaces around it are trimmed as before", async () => {
    const payload = contactPagePayload({ firstName: "  Ana\n", message: "Line one\n\nLine three" });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
    const [lead] = await leadsWithPhone(payload.phone);
    expect(lead).toMatchObject({ firstName: "Ana", message: "Line one\n\nLine three" });
  });
});
