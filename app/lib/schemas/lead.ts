import { z } from "./zod";
import { LEAD_FORM_MESSAGES } from "~/lib/leads/lead-form-messages";
import { LEAD_REQUEST_TYPES, SITE_LANGUAGES } from "#db/schema/enums.ts";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import {
  BUDGET_RANGES,
  LEAD_MESSAGES,
  POOL_TYPES,
  TIMEFRAMES,
  ZIP_PATTERN,
  normaliseSourcePage,
  phoneDigits,
} from "./lead-values";
import { NEAREST_BRANCH_SOURCES } from "~/lib/leads/lead-office-routing";
import { lineText, optionalLine, optionalText } from "./text";
import { MAX_FAVORITES, toPoolId } from "~/lib/catalogue/favorites";

export {
  BUDGET_RANGES,
  LEAD_INTEREST_FIELDS,
  POOL_TYPES,
  TIMEFRAMES,
  lastTenDigits,
  normaliseSourcePage,
  phoneDigits,
} from "./lead-values";

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === null || v === "" ? undefined : v), z.enum(values, message).optional());

const interestText = optionalLine(200);

/** The most pools a lead names: as many as a visitor can save (app/lib/catalogue/favorites.ts). */
export const MAX_INTERESTED_POOLS = MAX_FAVORITES;

export const INTERESTED_POOL_MESSAGES = {
  notList: "Pools you're interested in must be a list of pool ids.",
  notId: "Pools you're interested in must be pool ids (whole numbers above 0).",
  tooMany: `Choose at most ${MAX_INTERESTED_POOLS} pools you're interested in.`,
} as const;

/** For ids that name no pool of the catalogue (checked by takeLead, which reads the catalogue). */
export function unknownPoolsMessage(ids: readonly number[]): string {
  return `${ids.length === 1 ? "This pool is" : "These pools are"} no longer in our catalog: ${ids.join(", ")}. Please send your request without ${ids.length === 1 ? "it" : "them"}.`;
}

/**
 * interestedPoolIds: the pools the visitor is interested in. JSON sends an array of ids; the estimate
 * form sends a checkbox per pool (interestedPoolIds=3&interestedPoolIds=7), which its action reads as an
 * array of texts. Strict, unlike the browser's own list (favorites.ts drops junk): a caller that sends
 * something else has a bug worth an answer. Repeats are removed, and the limit counts distinct pools.
 * Missing or null: none.
 */
const interestedPoolIds = z
  .unknown()
  .optional()
  .transform((value, ctx): number[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      ctx.issues.push({ code: "custom", message: INTERESTED_POOL_MESSAGES.notList, input: value });
      return z.NEVER;
    }
    const ids = new Set<number>();
    for (const item of value) {
      const id = toPoolId(item);
      if (id === null) {
        ctx.issues.push({ code: "custom", message: INTERESTED_POOL_MESSAGES.notId, input: value });
        return z.NEVER;
      }
      ids.add(id);
      // Stops at once on a huge list (a 100 KB body holds tens of thousands).
      if (ids.size > MAX_INTERESTED_POOLS) {
        ctx.issues.push({ code: "custom", message: INTERESTED_POOL_MESSAGES.tooMany, input: value });
        return z.NEVER;
      }
    }
    return [...ids];
  });

/** Everything a lead may carry, as POST /api/estimates and the forms send it. */
export const LeadSubmissionSchema = z.object({
  firstName: lineText(100).pipe(z.string().min(1, LEAD_MESSAGES.nameRequired)),
  lastName: optionalLine(100),
  email: z.preprocess(
    (v) =>
      v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v,
    z.email(LEAD_MESSAGES.emailInvalid).max(255, LEAD_MESSAGES.emailInvalid).optional(),
  ),
  phone: lineText(40, LEAD_MESSAGES.phoneInvalid)
    .pipe(z.string().min(1, LEAD_MESSAGES.phoneRequired))
    .refine((v) => /^[\d\s()+.\-x#ext]*$/i.test(v) && phoneDigits(v).length >= 10, LEAD_MESSAGES.phoneInvalid),
  address: optionalLine(500),
  // A JSON number is read as its digits (a ZIP code that lost its leading zero then fails the five-digit rule).
  zip: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    optionalLine(20, LEAD_MESSAGES.zipInvalid).refine(
      (v) => v === undefined || ZIP_PATTERN.test(v),
      LEAD_MESSAGES.zipInvalid,
    ),
  ),
  message: optionalText(5000, LEAD_FORM_MESSAGES.messageTooLong),
  poolType: choice(POOL_TYPES, LEAD_FORM_MESSAGES.poolTypeChoice),
  budgetRange: choice(BUDGET_RANGES, LEAD_FORM_MESSAGES.budgetChoice),
  timeframe: choice(TIMEFRAMES, LEAD_FORM_MESSAGES.timelineChoice),
  requestType: z.enum(LEAD_REQUEST_TYPES, "Request type must be contact, estimate or consultation").default("estimate"),
  sourcePage: optionalLine(200).transform((v) => (v ? normaliseSourcePage(v) || undefined : undefined)),
  nearestBranch: optionalLine(60)
    .transform((v) => v?.toUpperCase())
    .refine(
      (v) => v === undefined || OFFICE_LOCATIONS.some((o) => o.branchLabel === v),
      `Nearest branch must be one of ${OFFICE_LOCATIONS.map((o) => o.branchLabel).join(", ")}`,
    ),
  /** "location": nearestBranch is the office nearest the position the visitor's browser shared. */
  nearestBranchSource: choice(NEAREST_BRANCH_SOURCES, "nearestBranchSource must be location or page"),
  consentToContact: z.boolean("consentToContact must be true or false").default(false),
  /** "Send me pool tips": the address (when given) is signed up to the newsletter, pending its confirmation. */
  newsletter: z.boolean("newsletter must be true or false").default(false),
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
  interestedPoolIds,
  /** The language of the page the visitor wrote from: every e-mail to them is written in it. */
  language: z.enum(SITE_LANGUAGES, "Language must be en or es").default("en"),
});

export type LeadSubmission = z.infer<typeof LeadSubmissionSchema>;
