import { z } from "./zod";
import { LEAD_REQUEST_TYPES } from "#db/schema/enums.ts";
import { OFFICE_LOCATIONS } from "~/content/company";
import { cleanText, optionalText } from "./text";

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
} as const;

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

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === null || v === "" ? undefined : v), z.enum(values, message).optional());

const interestText = optionalText(200);

/** Everything a lead may carry, as POST /api/estimates and the forms send it. */
export const LeadSubmissionSchema = z.object({
  firstName: cleanText(100).pipe(z.string().min(1, LEAD_MESSAGES.nameRequired)),
  lastName: optionalText(100),
  email: z.preprocess(
    (v) =>
      v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v,
    z.email(LEAD_MESSAGES.emailInvalid).max(255, LEAD_MESSAGES.emailInvalid).optional(),
  ),
  phone: cleanText(40, LEAD_MESSAGES.phoneInvalid)
    .pipe(z.string().min(1, LEAD_MESSAGES.phoneRequired))
    .refine((v) => /^[\d\s()+.\-x#ext]*$/i.test(v) && phoneDigits(v).length >= 10, LEAD_MESSAGES.phoneInvalid),
  address: optionalText(500),
  message: optionalText(5000, "Message must be at most 5000 characters"),
  poolType: choice(POOL_TYPES, "Please choose a pool type from the list"),
  budgetRange: choice(BUDGET_RANGES, "Please choose a budget range from the list"),
  timeframe: choice(TIMEFRAMES, "Please choose a timeline from the list"),
  requestType: z.enum(LEAD_REQUEST_TYPES, "Request type must be contact, estimate or consultation").default("estimate"),
  sourcePage: optionalText(200).transform((v) => (v ? normaliseSourcePage(v) || undefined : undefined)),
  nearestBranch: optionalText(60)
    .transform((v) => v?.toUpperCase())
    .refine(
      (v) => v === undefined || OFFICE_LOCATIONS.some((o) => o.branchLabel === v),
      `Nearest branch must be one of ${OFFICE_LOCATIONS.map((o) => o.branchLabel).join(", ")}`,
    ),
  consentToContact: z.boolean("consentToContact must be true or false").default(false),
  poolId: z.preprocess(
    (v) => (v === null || v === "" ? undefined : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
    z.int("poolId must be a whole number").positive("poolId must be a whole number").max(2_147_483_647).optional(),
  ),
  poolName: interestText,
  poolModel: interestText,
  poolSize: interestText,
  poolShape: interestText,
  poolSeries: interestText,
  poolManufacturer: interestText,
  poolDimensions: interestText,
  poolDepth: interestText,
  service: interestText,
  source: interestText,
  interest: interestText,
});

export type LeadSubmission = z.infer<typeof LeadSubmissionSchema>;

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
