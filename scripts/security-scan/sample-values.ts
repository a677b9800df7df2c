// Valid values for the fields a page leaves empty: a payload in one field only
// reaches the database when every other field passes validation.
import { HONEYPOT_FIELD } from "../../app/lib/leads/lead-form-fields.ts";
import type { FormField } from "./html.ts";

/** A lead that passes validation (the forms' fields and POST /api/estimates share these names). */
export const SAMPLE_LEAD = {
  firstName: "Ana",
  lastName: "Silva",
  email: "security-scan@example.com",
  phone: "(561) 555-0152",
  address: "123 Palm Way, Wellington, FL",
  zip: "33414",
  message: "We would like a quote for a 12x24 fiberglass pool.",
};

const SAMPLE_VALUES: Record<string, string> = {
  ...SAMPLE_LEAD,
  name: "Ana Silva",
  // The staff sign-in: an account that does not exist (a failed sign-in answers 401).
  identifier: "security-scan",
  password: "not-the-password",
  search: "pool",
  // The warranty registration at a project's handover: a start-up date that has passed.
  startUpOn: "2026-01-15",
  q: "pool",
};

/** The value a person would send: what the page rendered, else a valid sample; the honeypot stays empty. */
export function fieldValue(field: FormField): string {
  if (field.value !== "" || field.name === HONEYPOT_FIELD) return field.value;
  return SAMPLE_VALUES[field.name] ?? "scan";
}
