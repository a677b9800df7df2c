import { z } from "./zod";
import { LEAD_FORM_MESSAGES } from "~/lib/leads/lead-form-messages";
import type { Locale } from "~/lib/i18n/locale";
import { splitFullName } from "~/lib/leads/names";
import { BUDGET_RANGES, POOL_TYPES, TIMEFRAMES } from "./lead";
import {
  CONTACT_PAGE_MESSAGES,
  CONTACT_PAGE_RULES,
  ESTIMATE_CONTACT_RULES,
  ESTIMATE_MESSAGES,
  type TextRule,
  checkText,
  isTicked,
} from "./lead-form-rules";

// The lead forms' Zod schemas, for the route actions. The rules and messages are in
// lead-form-rules.ts, which the browser checks the fields with; through LeadSubmissionSchema POST
// /api/estimates takes the same leads.

/** Form text (missing counts as empty) checked by a rule: the trimmed text, or the rule's first message. */
const field = (rule: TextRule) =>
  z
    .preprocess((v) => (typeof v === "string" ? v : v == null ? "" : v), z.string())
    .transform((text, ctx) => {
      const result = checkText(rule, text);
      if (result.ok) return result.value;
      ctx.issues.push({ code: "custom", message: result.message, input: text });
      return z.NEVER;
    });

/** A checkbox as forms send it ("on") or as JSON sends it (true). */
const checkbox = z.preprocess(isTicked, z.boolean());

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === "" || v == null ? undefined : v), z.enum(values, message).optional());

// ---------------------------------------------------------------------------

export const ContactPageFormSchema = z.object({
  name: field(CONTACT_PAGE_RULES.name),
  email: field(CONTACT_PAGE_RULES.email),
  phone: field(CONTACT_PAGE_RULES.phone),
  message: field(CONTACT_PAGE_RULES.message),
  consentToContact: checkbox.refine((v) => v, CONTACT_PAGE_MESSAGES.consent),
  newsletter: checkbox,
});
export type ContactPageForm = z.output<typeof ContactPageFormSchema>;

/** The contact page's lead: first word of the name as firstName, the rest as lastName. */
export function contactPageLead(
  form: ContactPageForm,
  sourcePage: string,
  nearestBranch?: string,
  nearestBranchSource?: string,
  language: Locale = "en",
) {
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
    newsletter: form.newsletter,
    ...(nearestBranch ? { nearestBranch } : {}),
    ...(nearestBranchSource ? { nearestBranchSource } : {}),
    language,
  };
}

// ---------------------------------------------------------------------------

export const ESTIMATE_REQUEST_TYPES = ["estimate", "consultation"] as const;

/** Step 1 (Contact): what Continue needs. */
export const EstimateContactStepSchema = z.object({
  firstName: field(ESTIMATE_CONTACT_RULES.firstName),
  lastName: field(ESTIMATE_CONTACT_RULES.lastName),
  phone: field(ESTIMATE_CONTACT_RULES.phone),
  email: field(ESTIMATE_CONTACT_RULES.email),
  address: field(ESTIMATE_CONTACT_RULES.address),
  zip: field(ESTIMATE_CONTACT_RULES.zip),
});

/** Step 2 (Details). */
export const EstimateDetailsStepSchema = z.object({
  poolType: optionalChoice(POOL_TYPES, LEAD_FORM_MESSAGES.poolTypeChoice),
  budgetRange: optionalChoice(BUDGET_RANGES, LEAD_FORM_MESSAGES.budgetChoice),
  timeframe: optionalChoice(TIMEFRAMES, LEAD_FORM_MESSAGES.timelineChoice),
  message: field({ max: 5000, multiline: true, checks: [] }),
});

/** "Send me pool tips": a checkbox left unticked unless the visitor ticks it. */
export const NewsletterChoiceSchema = checkbox;

/** Consent to be contacted, required wherever a form promises a specialist's call (the estimate, the designer). */
export const RequiredConsentSchema = checkbox.refine((v) => v, ESTIMATE_MESSAGES.consent);

/** The whole wizard, checked again on submit (step 3, Review, adds consent). */
export const EstimateFormSchema = EstimateContactStepSchema.extend(EstimateDetailsStepSchema.shape).extend({
  consentToContact: RequiredConsentSchema,
  newsletter: checkbox,
  requestType: z.preprocess((v) => (v === "consultation" ? v : "estimate"), z.enum(ESTIMATE_REQUEST_TYPES)),
});
export type EstimateForm = z.output<typeof EstimateFormSchema>;

/** The estimate wizard's lead; the e-mail is left out when empty, as POST /api/estimates expects. */
export function estimateLead(
  form: EstimateForm,
  extras: {
    sourcePage: string;
    nearestBranch?: string;
    nearestBranchSource?: string;
    interest?: Record<string, string>;
    /** The ticked "Pools you're interested in", as the form sent them (checked by LeadSubmissionSchema). */
    interestedPoolIds?: unknown[];
    /** The language of the page the wizard was sent from. */
    language?: Locale;
  },
) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    ...(form.email ? { email: form.email } : {}),
    phone: form.phone,
    address: form.address,
    ...(form.zip ? { zip: form.zip } : {}),
    message: form.message,
    poolType: form.poolType,
    budgetRange: form.budgetRange,
    timeframe: form.timeframe,
    requestType: form.requestType,
    sourcePage: extras.sourcePage,
    consentToContact: form.consentToContact,
    newsletter: form.newsletter,
    ...(extras.nearestBranch ? { nearestBranch: extras.nearestBranch } : {}),
    ...(extras.nearestBranchSource ? { nearestBranchSource: extras.nearestBranchSource } : {}),
    ...extras.interest,
    ...(extras.interestedPoolIds?.length ? { interestedPoolIds: extras.interestedPoolIds } : {}),
    language: extras.language ?? "en",
  };
}
