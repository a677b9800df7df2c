import { type LeadFormMessages, inPageLanguage } from "~/lib/leads/lead-form-messages";
import { estimateContactFieldError } from "~/lib/schemas/lead-form-rules";
import { INTERESTED_POOLS_FIELD } from "~/lib/schemas/lead-values";

/** The checkboxes of "Pools you're interested in" (step 2): one field name, a value per ticked pool. */
export { INTERESTED_POOLS_FIELD };

/** The wizard's visible fields, in step order. */
export const CONTACT_FIELDS = ["firstName", "lastName", "phone", "email", "address", "zip"] as const;
export const DETAILS_FIELDS = ["poolType", "budgetRange", "timeframe", "message"] as const;
export const ESTIMATE_FIELDS = [...CONTACT_FIELDS, ...DETAILS_FIELDS] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];
export type EstimateValues = Record<EstimateField, string> & {
  consentToContact: boolean;
  /** "Send me pool tips". */
  newsletter: boolean;
  /** The ticked pools' ids, in the list's order. */
  interestedPoolIds: string[];
};
export type EstimateStep = 1 | 2 | 3;
export type EstimateErrors = Partial<Record<string, string>>;

export function emptyEstimateValues(): EstimateValues {
  const values = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, ""])) as Record<EstimateField, string>;
  return { ...values, consentToContact: false, newsletter: false, interestedPoolIds: [] };
}

/** Values as an action returned them (all text), over the given start. */
export function estimateValuesFrom(start: EstimateValues, posted: Record<string, string> | undefined): EstimateValues {
  if (!posted) return start;
  const values = { ...start };
  for (const field of ESTIMATE_FIELDS) values[field] = posted[field] ?? "";
  values.consentToContact = posted.consentToContact === "on" || posted.consentToContact === "true";
  values.newsletter = posted.newsletter === "on" || posted.newsletter === "true";
  values.interestedPoolIds = (posted[INTERESTED_POOLS_FIELD] ?? "").split(",").filter(Boolean);
  return values;
}

/**
 * Step 1's message for one field (checked when the field loses focus) in the page's language (`messages`: the page's
 * texts), or undefined when it is fine.
 */
export function contactFieldError(field: ContactField, value: string, messages: LeadFormMessages): string | undefined {
  const error = estimateContactFieldError(field, value);
  return error && inPageLanguage(error, messages);
}

/** Every step-1 message, for Continue, in the page's language. */
export function contactStepErrors(values: EstimateValues, messages: LeadFormMessages): EstimateErrors {
  const errors: EstimateErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, values[field], messages);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The step holding a field, so a refused submission opens where the problem is. */
export function stepOfField(field: string): EstimateStep {
  if ((CONTACT_FIELDS as readonly string[]).includes(field)) return 1;
  if ((DETAILS_FIELDS as readonly string[]).includes(field) || field === INTERESTED_POOLS_FIELD) return 2;
  return 3;
}

/** A form's fields as text (missing fields are empty) and the consent box, as the DOM holds them now. */
export function estimateValuesOf(data: {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}): EstimateValues {
  const values = emptyEstimateValues();
  for (const field of ESTIMATE_FIELDS) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  values.consentToContact = data.get("consentToContact") !== null;
  values.newsletter = data.get("newsletter") !== null;
  values.interestedPoolIds = data.getAll(INTERESTED_POOLS_FIELD).filter((v): v is string => typeof v === "string");
  return values;
}

/** How the request shows once scripts run: one step at a time, or every step on one page. */
export type EstimateLayout = "wizard" | "one-page";

/**
 * The layout once React has hydrated a form the server rendered with every step on one page.
 * The wizard takes over only when it hides nothing the visitor has touched: a form answered by
 * the server (sent before the scripts ran) or one with a step-2 or step-3 value changed (a pool
 * unticked included), or
 * focus there, stays on one page; typing in step 1 only is kept in step 1 of the wizard.
 */
export function layoutAfterHydration(
  rendered: EstimateValues,
  current: EstimateValues,
  focusedField: string | null,
  answeredByServer: boolean,
): EstimateLayout {
  if (answeredByServer) return "one-page";
  if (current.consentToContact !== rendered.consentToContact) return "one-page";
  if (current.newsletter !== rendered.newsletter) return "one-page";
  // An unticked pool is a step-2 choice too.
  if (current.interestedPoolIds.join(",") !== rendered.interestedPoolIds.join(",")) return "one-page";
  const beyondStepOne = (field: string) => stepOfField(field) > 1;
  if (focusedField && beyondStepOne(focusedField)) return "one-page";
  return ESTIMATE_FIELDS.some((field) => beyondStepOne(field) && current[field] !== rendered[field])
    ? "one-page"
    : "wizard";
}
