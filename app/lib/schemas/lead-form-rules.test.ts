import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "./zod";
import {
  CONTACT_PAGE_RULES,
  EMAIL_PATTERN,
  ESTIMATE_CONTACT_RULES,
  contactPageErrors,
  estimateContactFieldError,
} from "./lead-form-rules";
import { ContactPageFormSchema, EstimateContactStepSchema } from "./lead-forms";

// The browser checks the lead forms with the Zod-free rules; the route actions parse with the Zod schemas built
// from them. Both must give a visitor the same message for the same input.

/** Field → first message, as the forms show them. */
function zodErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

/** Texts near the rules' edges: blanks, short and long, digits, addresses, characters no one types. */
const text = fc.oneof(
  fc.constantFrom("", " ", "a", "Al", "ana@", "ana@example.com", "maria@example", "(772) 555-0163", "555-0152"),
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[\d ()+.-]{0,16}$/),
  fc.emailAddress(),
  fc.string({ minLength: 195, maxLength: 260 }),
  fc.constantFrom("a\u0000b", "\ud800", "  trimmed  "),
);

describe("lead form rules", () => {
  it("use the address pattern of Zod's z.email()", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it("give the contact page the same messages as its Zod schema", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.record({ name: text, email: text, phone: text, message: text }),
        fc.constantFrom("on", "", undefined),
        (values, consentToContact) => {
          const form = { ...values, consentToContact };
          expect(contactPageErrors(form)).toEqual(zodErrors(ContactPageFormSchema.safeParse(form)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("give each estimate step-1 field the same message as its Zod schema", { timeout: 30_000 }, () => {
    const fields = Object.keys(ESTIMATE_CONTACT_RULES) as (keyof typeof ESTIMATE_CONTACT_RULES)[];
    fc.assert(
      fc.property(fc.constantFrom(...fields), text, (field, value) => {
        const result = EstimateContactStepSchema.shape[field].safeParse(value);
        expect(estimateContactFieldError(field, value)).toBe(
          result.success ? undefined : result.error.issues[0]?.message,
        );
      }),
      { numRuns: 500 },
    );
  });

  it("name every contact page field the schema has", () => {
    expect([...Object.keys(CONTACT_PAGE_RULES), "consentToContact", "newsletter"]).toEqual(
      Object.keys(ContactPageFormSchema.shape),
    );
  });
});
