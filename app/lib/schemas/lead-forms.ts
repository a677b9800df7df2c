import { z } from "./zod";
import { splitFullName } from "../names";
import { BUDGET_RANGES, LEAD_MESSAGES, POOL_TYPES, TIMEFRAMES, phoneDigits } from "./lead";
import { INVALID_CHARACTERS_MESSAGE } from "./text";
import { hasInvalidCharacters } from "../text-characters";

// Field rules and messages of the contact page and the estimate wizard
// (public-site.md §5). The browser, the route actions and (through
// LeadSubmissionSchema) POST /api/estimates share them.

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
  consent: "Select Authorization to Continue",
} as const;

/** A simple address pattern, as the estimate form checks it. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Form text: a string (missing counts as empty), trimmed, within max, without control characters. */
const field = (max: number) =>
  z
    .preprocess((v) => (typeof v === "string" ? v : v == null ? "" : v), z.string())
    .refine((v) => !hasInvalidCharacters(v), INVALID_CHARACTERS_MESSAGE)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `Must be at most ${max} characters`));

/** A checkbox as forms send it ("on") or as JSON sends it (true). */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === "" || v == null ? undefined : v), z.enum(values, message).optional());

// ---------------------------------------------------------------------------

export const ContactPageFormSchema = z.object({
  name: field(200).pipe(z.string().min(1, CONTACT_PAGE_MESSAGES.name)),
  email: field(255).pipe(z.string().min(1, CONTACT_PAGE_MESSAGES.email).pipe(z.email(CONTACT_PAGE_MESSAGES.email))),
  // The spec asks for one character; ten digits are what a call needs, so a short number is refused here with the
  // estimate form's message rather than later by the server.
  phone: field(40)
    .pipe(z.string().min(1, CONTACT_PAGE_MESSAGES.phone))
    .refine((v) => phoneDigits(v).length >= 10, LEAD_MESSAGES.phoneInvalid),
  message: field(5000).pipe(z.string().min(1, CONTACT_PAGE_MESSAGES.message)),
  consentToContact: checkbox.refine((v) => v, CONTACT_PAGE_MESSAGES.consent),
});
export type ContactPageForm = z.output<typeof ContactPageFormSchema>;

/** The contact page's lead: first word of the name as firstName, the rest as lastName. */
export function contactPageLead(form: ContactPageForm, sourcePage: string, nearestBranch?: string) {
  const { firstName, lastName } = splitFullName(form.name);
  return {
    firstName,
    lastName,
    email: form.email,
    phone: form.phone,
    message: form.message,
    requestType: "contact" as const,
    sourcePage,
    consentToContact: form.consentToContact,
    ...(nearestBranch ? { nearestBranch } : {}),
  };
}

// ---------------------------------------------------------------------------

export const ESTIMATE_REQUEST_TYPES = ["estimate", "consultation"] as const;

/** Step 1 (Contact): what Continue needs. */
export const EstimateContactStepSchema = z.object({
  firstName: field(100)
    .pipe(z.string().min(1, ESTIMATE_MESSAGES.nameRequired))
    .pipe(z.string().min(2, ESTIMATE_MESSAGES.nameShort)),
  lastName: field(100),
  phone: field(40)
    .pipe(z.string().min(1, ESTIMATE_MESSAGES.phoneRequired))
    .pipe(z.string().min(10, ESTIMATE_MESSAGES.phoneInvalid))
    .refine((v) => phoneDigits(v).length >= 10, ESTIMATE_MESSAGES.phoneInvalid),
  email: field(255).refine((v) => v === "" || SIMPLE_EMAIL_PATTERN.test(v), ESTIMATE_MESSAGES.emailInvalid),
  address: field(500),
});

/** Step 2 (Details). */
export const EstimateDetailsStepSchema = z.object({
  poolType: optionalChoice(POOL_TYPES, "Please choose a pool type from the list"),
  budgetRange: optionalChoice(BUDGET_RANGES, "Please choose a budget range from the list"),
  timeframe: optionalChoice(TIMEFRAMES, "Please choose a timeline from the list"),
  message: field(5000),
});

/** The whole wizard, checked again on submit (step 3, Review, adds consent). */
export const EstimateFormSchema = EstimateContactStepSchema.extend(EstimateDetailsStepSchema.shape).extend({
  consentToContact: checkbox.refine((v) => v, ESTIMATE_MESSAGES.consent),
  requestType: z.preprocess((v) => (v === "consultation" ? v : "estimate"), z.enum(ESTIMATE_REQUEST_TYPES)),
});
export type EstimateForm = z.output<typeof EstimateFormSchema>;

/** The estimate wizard's lead; the e-mail is left out when empty (§7). */
export function estimateLead(
  form: EstimateForm,
  extras: { sourcePage: string; nearestBranch?: string; interest?: Record<string, string> },
) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    ...(form.email ? { email: form.email } : {}),
    phone: form.phone,
    address: form.address,
    message: form.message,
    poolType: form.poolType,
    budgetRange: form.budgetRange,
    timeframe: form.timeframe,
    requestType: form.requestType,
    sourcePage: extras.sourcePage,
    consentToContact: form.consentToContact,
    ...(extras.nearestBranch ? { nearestBranch: extras.nearestBranch } : {}),
    ...extras.interest,
  };
}
