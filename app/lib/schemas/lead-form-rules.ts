// Field rules and messages of the contact page and the estimate wizard, without Zod
// (decision 025). The browser checks the fields with these functions, so the form pages load no Zod (23 KB
// compressed); the Zod schemas the route actions parse with (lead-forms.ts) are built from the same rules, so a
// rule or a message is written once.
import { hasInvalidCharacters, hasLineCharacters } from "~/lib/text/text-characters";
import { fill } from "~/lib/i18n/translate";
import { LEAD_MESSAGES, ZIP_PATTERN, phoneDigits } from "./lead-values";

export const INVALID_CHARACTERS_MESSAGE = "Contains characters that are not allowed";
export const ONE_LINE_MESSAGE = "Must be on one line, without line breaks or tabs";
export const TOO_LONG_MESSAGE = "Must be at most {max} characters";

export const CONTACT_PAGE_MESSAGES = {
  name: "Name is required",
  email: "Valid email is required",
  phone: "Phone is required",
  message: "Message is required",
  consent: "You must consent to contact to send your message",
} as const;

export const ESTIMATE_MESSAGES = {
  nameRequired: LEAD_MESSAGES.nameRequired,
  nameShort: "Name must be at least 2 characters",
  phoneRequired: LEAD_MESSAGES.phoneRequired,
  phoneInvalid: LEAD_MESSAGES.phoneInvalid,
  emailInvalid: LEAD_MESSAGES.emailInvalid,
  zipInvalid: LEAD_MESSAGES.zipInvalid,
  consent: "Select Authorization to Continue",
} as const;

/** A simple address pattern, as the estimate form checks it. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address pattern of Zod 4's `z.email()`, which the contact page used (a test keeps the two equal). */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- Zod's pattern character for character, so the test can compare them
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A text field: trimmed, at most `max` characters, then each check in turn. */
export interface TextRule {
  max: number;
  /** Line breaks allowed (a message); every other field is one line. */
  multiline?: true;
  checks: readonly (readonly [passes: (text: string) => boolean, message: string])[];
}

export type TextResult = { ok: true; value: string } | { ok: false; message: string };

/** The trimmed text, or the first message that refuses it (the forms show one message per field). */
export function checkText(rule: TextRule, text: string): TextResult {
  if (hasInvalidCharacters(text)) return { ok: false, message: INVALID_CHARACTERS_MESSAGE };
  const value = text.trim();
  if (!rule.multiline && hasLineCharacters(value)) return { ok: false, message: ONE_LINE_MESSAGE };
  if (value.length > rule.max) return { ok: false, message: fill(TOO_LONG_MESSAGE, { max: rule.max }) };
  for (const [passes, message] of rule.checks) if (!passes(value)) return { ok: false, message };
  return { ok: true, value };
}

const filled = (message: string) => [(text: string) => text.length >= 1, message] as const;
const tenDigits = (message: string) => [(text: string) => phoneDigits(text).length >= 10, message] as const;

export const CONTACT_PAGE_RULES = {
  name: { max: 200, checks: [filled(CONTACT_PAGE_MESSAGES.name)] },
  email: {
    max: 255,
    checks: [filled(CONTACT_PAGE_MESSAGES.email), [(text) => EMAIL_PATTERN.test(text), CONTACT_PAGE_MESSAGES.email]],
  },
  // A phone number needs ten digits before anyone can call it back, so a short one is refused here with the estimate
  // form's message rather than later by the server (decision 005).
  phone: { max: 40, checks: [filled(CONTACT_PAGE_MESSAGES.phone), tenDigits(LEAD_MESSAGES.phoneInvalid)] },
  message: { max: 5000, multiline: true, checks: [filled(CONTACT_PAGE_MESSAGES.message)] },
} as const satisfies Record<string, TextRule>;

/** Step 1 (Contact) of the estimate wizard: what Continue needs. */
export const ESTIMATE_CONTACT_RULES = {
  firstName: {
    max: 100,
    checks: [filled(ESTIMATE_MESSAGES.nameRequired), [(text) => text.length >= 2, ESTIMATE_MESSAGES.nameShort]],
  },
  lastName: { max: 100, checks: [] },
  phone: {
    max: 40,
    checks: [
      filled(ESTIMATE_MESSAGES.phoneRequired),
      [(text) => text.length >= 10, ESTIMATE_MESSAGES.phoneInvalid],
      tenDigits(ESTIMATE_MESSAGES.phoneInvalid),
    ],
  },
  email: {
    max: 255,
    checks: [[(text) => text === "" || SIMPLE_EMAIL_PATTERN.test(text), ESTIMATE_MESSAGES.emailInvalid]],
  },
  address: { max: 500, checks: [] },
  // Optional; when given it chooses the office nearest the pool (lead-office-routing.ts).
  zip: {
    max: 20,
    checks: [[(text) => text === "" || ZIP_PATTERN.test(text), ESTIMATE_MESSAGES.zipInvalid]],
  },
} as const satisfies Record<string, TextRule>;

/** A checkbox as forms send it ("on") or as JSON sends it (true). */
export const isTicked = (value: unknown) => value === true || value === "on" || value === "true";

/** Form text as the rules take it: missing counts as empty. */
const formText = (value: unknown) => (typeof value === "string" ? value : "");

/** The contact page form's messages, field → first message; empty when the form may be sent. */
export function contactPageErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(CONTACT_PAGE_RULES)) {
    const result = checkText(rule, formText(values[field]));
    if (!result.ok) errors[field] = result.message;
  }
  if (!isTicked(values.consentToContact)) errors.consentToContact = CONTACT_PAGE_MESSAGES.consent;
  return errors;
}

/** Step 1's message for one field (checked when the field loses focus), or undefined when it is fine. */
export function estimateContactFieldError(field: keyof typeof ESTIMATE_CONTACT_RULES, value: string) {
  const result = checkText(ESTIMATE_CONTACT_RULES[field], value);
  return result.ok ? undefined : result.message;
}
