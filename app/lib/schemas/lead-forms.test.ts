import { describe, expect, it } from "vitest";
import { LeadSubmissionSchema } from "./lead";
import {
  ContactPageFormSchema,
  EstimateContactStepSchema,
  EstimateFormSchema,
  contactPageLead,
  estimateLead,
} from "./lead-forms";
import { ONE_LINE_MESSAGE } from "./text";

/** Field → first message, as the forms show them. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("contact page form", () => {
  const valid = {
    name: "Ana Maria Silva",
    email: "ana@example.com",
    phone: "(772) 555-0163",
    message: "Hello",
    consentToContact: "on",
  };

  it("accepts a complete form and builds the lead's payload", () => {
    const form = ContactPageFormSchema.parse(valid);
    expect(contactPageLead(form, "contact")).toEqual({
      firstName: "Ana",
      lastName: "Maria Silva",
      email: "ana@example.com",
      phone: "(772) 555-0163",
      message: "Hello",
      requestType: "contact",
      sourcePage: "contact",
      consentToContact: true,
      newsletter: false,
      language: "en",
    });
    expect(LeadSubmissionSchema.safeParse(contactPageLead(form, "contact")).success).toBe(true);
  });

  it('carries a ticked "Send me pool tips" into the lead', () => {
    const form = ContactPageFormSchema.parse({ ...valid, newsletter: "on" });
    expect(contactPageLead(form, "contact")).toMatchObject({ newsletter: true });
    expect(LeadSubmissionSchema.parse(contactPageLead(form, "contact")).newsletter).toBe(true);
  });

  it("answers each bad field with its message", () => {
    expect(errors(ContactPageFormSchema.safeParse({}))).toEqual({
      name: "Name is required",
      email: "Valid email is required",
      phone: "Phone is required",
      message: "Message is required",
      consentToContact: "You must consent to contact to send your message",
    });
    expect(errors(ContactPageFormSchema.safeParse({ ...valid, email: "ana@" }))).toEqual({
      email: "Valid email is required",
    });
    expect(errors(ContactPageFormSchema.safeParse({ ...valid, consentToContact: "" }))).toEqual({
      consentToContact: "You must consent to contact to send your message",
    });
    expect(errors(ContactPageFormSchema.safeParse({ ...valid, phone: "555" }))).toEqual({
      phone: "Please enter a valid phone number",
    });
  });

  it("trims, and treats whitespace-only as empty", () => {
    expect(errors(ContactPageFormSchema.safeParse({ ...valid, name: "   ", message: "\n" }))).toEqual({
      name: "Name is required",
      message: "Message is required",
    });
  });
});

describe("estimate form", () => {
  const valid = {
    firstName: "Maria",
    lastName: "Lopez",
    phone: "561-555-0152",
    email: "",
    address: "",
    poolType: "Fiberglass",
    budgetRange: "",
    timeframe: "ASAP",
    message: "",
    consentToContact: true,
  };

  it("checks step 1 with each field's message", () => {
    expect(errors(EstimateContactStepSchema.safeParse({}))).toEqual({
      firstName: "Name is required",
      phone: "Phone number is required",
    });
    expect(errors(EstimateContactStepSchema.safeParse({ ...valid, firstName: "M" }))).toEqual({
      firstName: "Name must be at least 2 characters",
    });
    expect(errors(EstimateContactStepSchema.safeParse({ ...valid, phone: "555-0152" }))).toEqual({
      phone: "Please enter a valid phone number",
    });
    expect(errors(EstimateContactStepSchema.safeParse({ ...valid, email: "maria@example" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("offers exactly the fixed select options", () => {
    expect(errors(EstimateFormSchema.safeParse({ ...valid, budgetRange: "$1,000" }))).toEqual({
      budgetRange: "Please choose a budget range from the list",
    });
    for (const timeframe of ["ASAP", "1-3 months", "3-6 months", "6+ months", "just researching"]) {
      expect(EstimateFormSchema.safeParse({ ...valid, timeframe }).success).toBe(true);
    }
  });

  it("needs consent on the last step", () => {
    expect(errors(EstimateFormSchema.safeParse({ ...valid, consentToContact: false }))).toEqual({
      consentToContact: "Select Authorization to Continue",
    });
  });

  it("builds the lead's payload, leaving out an empty e-mail", () => {
    const form = EstimateFormSchema.parse(valid);
    const lead = estimateLead(form, { sourcePage: "pools", interest: { poolName: "Milan 10.20" } });
    expect(lead).not.toHaveProperty("email");
    expect(lead).toMatchObject({
      firstName: "Maria",
      requestType: "estimate",
      sourcePage: "pools",
      poolName: "Milan 10.20",
    });
    expect(LeadSubmissionSchema.safeParse(lead).success).toBe(true);
    expect(EstimateFormSchema.parse({ ...valid, requestType: "consultation" }).requestType).toBe("consultation");
    expect(EstimateFormSchema.parse({ ...valid, requestType: "hack" }).requestType).toBe("estimate");
  });
});

describe("one-line fields", () => {
  it("refuse line breaks and tabs in names, phones and addresses, and allow them in a message", () => {
    const contact = { name: "Ana\nSilva", email: "ana@example.com", phone: "(561) 555-0100", consentToContact: "on" };
    expect(errors(ContactPageFormSchema.safeParse({ ...contact, message: "One\nTwo" }))).toEqual({
      name: ONE_LINE_MESSAGE,
    });
    expect(ContactPageFormSchema.safeParse({ ...contact, name: "Ana Silva", message: "One\nTwo" }).success).toBe(true);
    const step = { firstName: "Maria", lastName: "", phone: "(561) 555-0100", email: "", address: "", zip: "" };
    for (const field of ["firstName", "lastName", "phone", "address"] as const) {
      const value = `${step[field] || "x"}\u2028y`;
      expect(errors(EstimateContactStepSchema.safeParse({ ...step, [field]: value }))[field], field).toBe(
        ONE_LINE_MESSAGE,
      );
    }
    const lead = { firstName: "Maria", phone: "(561) 555-0100" };
    for (const field of ["firstName", "lastName", "address", "poolName", "sourcePage"]) {
      expect(errors(LeadSubmissionSchema.safeParse({ ...lead, [field]: "a\tb" }))[field], field).toBe(ONE_LINE_MESSAGE);
    }
    expect(LeadSubmissionSchema.safeParse({ ...lead, firstName: " Maria\n", message: "a\n\nb" }).success).toBe(true);
  });
});
