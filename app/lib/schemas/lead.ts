import { z } from "./zod";
import { LEAD_REQUEST_TYPES } from "#db/schema/enums.ts";
import { OFFICE_LOCATIONS } from "~/content/company";
import { BUDGET_RANGES, LEAD_MESSAGES, POOL_TYPES, TIMEFRAMES, normaliseSourcePage, phoneDigits } from "./lead-values";
import { cleanText, optionalText } from "./text";

export {
  BUDGET_RANGES,
  LEAD_INTEREST_FIELDS,
  LEAD_MESSAGES,
  POOL_TYPES,
  TIMEFRAMES,
  lastTenDigits,
  normaliseSourcePage,
  phoneDigits,
} from "./lead-values";

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
