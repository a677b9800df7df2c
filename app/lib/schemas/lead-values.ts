// The lead's choices, messages and helpers without Zod (decision 025): the lead forms' browser code imports them,
// and importing them from lead.ts would load Zod with the schema built there. lead.ts re-exports them.

export const BUDGET_RANGES = ["$30,000 - $50,000", "$50,000 - $75,000", "$75,000 - $100,000", "$100,000+"] as const;
export const TIMEFRAMES = ["ASAP", "1-3 months", "3-6 months", "6+ months", "just researching"] as const;
export const POOL_TYPES = [
  "Fiberglass",
  "Concrete",
  "Concrete Pool Resurface",
  "Above Ground",
  "Pool Renovation",
  "Not Sure",
] as const;

export const LEAD_MESSAGES = {
  nameRequired: "Name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  emailInvalid: "Please enter a valid email address",
  zipInvalid: "Please enter a 5-digit ZIP code",
} as const;

/** A US ZIP code as the forms take it: exactly five digits (the ZIP+4 suffix is not asked for). */
export const ZIP_PATTERN = /^\d{5}$/;

/** Digits of a phone number; the last ten identify it for duplicate checks. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function lastTenDigits(phone: string): string | null {
  const digits = phoneDigits(phone);
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Source pages are short slugs; anything else from a URL is normalised, not trusted. */
export function normaliseSourcePage(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9/_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-/]+|[-/]+$/g, "")
    .slice(0, 100);
}

/** The pool or service a lead is about, as carried by estimate links. */
export const LEAD_INTEREST_FIELDS = [
  "poolName",
  "poolModel",
  "poolSize",
  "poolShape",
  "poolSeries",
  "poolManufacturer",
  "poolDimensions",
  "poolDepth",
  "service",
  "source",
  "interest",
] as const;

/**
 * The pools a visitor is interested in (decision 029): one name for the lead's field (a JSON array), the estimate
 * form's checkboxes (one per ticked pool) and the estimate page's address (`?interestedPoolIds=3,7`).
 */
export const INTERESTED_POOLS_FIELD = "interestedPoolIds";
