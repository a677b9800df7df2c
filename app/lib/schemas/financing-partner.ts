// A financing partner as staff edit it (/admin/financing-partners): one
// schema for the browser, the route action and the tests. The partner is
// shown on /financing and /calculator; it lives in the database so rates change without a deploy.
import { z } from "./zod";
import {
  checkbox,
  displayOrder,
  optionalHttpsUrl,
  optionalPercent,
  percent,
  requiredText,
  textList,
  wholeNumber,
} from "./content-fields";
import { optionalText } from "./text";

export const FINANCING_TERM_MIN_MONTHS = 12;
export const FINANCING_TERM_MAX_MONTHS = 360;
export const FINANCING_AMOUNT_MAX = 5_000_000;
export const FINANCING_LIST_MAX_ITEMS = 12;
export const FINANCING_LIST_ITEM_MAX_LENGTH = 200;

export const FINANCING_PARTNER_MESSAGES = {
  nameRequired: "Enter the partner's name",
  nameTooLong: "Name must be at most 100 characters",
  lenderTooLong: "Lender must be at most 100 characters",
  descriptionTooLong: "Description must be at most 2,000 characters",
  aprRequired: "Enter the APR",
  apr: "APR must be a percentage from 0 to 99.99 with at most two decimals",
  interestRate: "Interest rate must be a percentage from 0 to 99.99 with at most two decimals",
  minAmountRequired: "Enter the minimum loan amount",
  minAmount: `Minimum amount must be a whole number of dollars from $0 to $${FINANCING_AMOUNT_MAX.toLocaleString("en-US")}`,
  maxAmountRequired: "Enter the maximum loan amount",
  maxAmount: `Maximum amount must be a whole number of dollars from $1 to $${FINANCING_AMOUNT_MAX.toLocaleString("en-US")}`,
  maxBelowMin: "Maximum amount must be at least the minimum amount",
  termRequired: "Enter the maximum term in months",
  term: `Maximum term must be a whole number of months from ${FINANCING_TERM_MIN_MONTHS} to ${FINANCING_TERM_MAX_MONTHS}`,
  featuresTooMany: `List at most ${FINANCING_LIST_MAX_ITEMS} features`,
  featureTooLong: `Each feature must be at most ${FINANCING_LIST_ITEM_MAX_LENGTH} characters`,
  requirementsTooMany: `List at most ${FINANCING_LIST_MAX_ITEMS} requirements`,
  requirementTooLong: `Each requirement must be at most ${FINANCING_LIST_ITEM_MAX_LENGTH} characters`,
  creditScoreTooLong: "Credit score hint must be at most 20 characters",
  applicationUrl: "Application URL must be a full https:// address (at most 1,000 characters)",
  descriptionEsTooLong: "Spanish description must be at most 2,000 characters",
  featuresEsTooMany: `List at most ${FINANCING_LIST_MAX_ITEMS} Spanish features`,
  featureEsTooLong: `Each Spanish feature must be at most ${FINANCING_LIST_ITEM_MAX_LENGTH} characters`,
  requirementsEsTooMany: `List at most ${FINANCING_LIST_MAX_ITEMS} Spanish requirements`,
  requirementEsTooLong: `Each Spanish requirement must be at most ${FINANCING_LIST_ITEM_MAX_LENGTH} characters`,
} as const;

const M = FINANCING_PARTNER_MESSAGES;

export const FinancingPartnerSchema = z
  .object({
    name: requiredText(100, M.nameRequired, M.nameTooLong),
    lender: optionalText(100, M.lenderTooLong),
    description: optionalText(2000, M.descriptionTooLong),
    apr: percent(M.apr, M.aprRequired),
    interestRate: optionalPercent(M.interestRate),
    minAmount: wholeNumber({
      min: 0,
      max: FINANCING_AMOUNT_MAX,
      message: M.minAmount,
      requiredMessage: M.minAmountRequired,
    }),
    maxAmount: wholeNumber({
      min: 1,
      max: FINANCING_AMOUNT_MAX,
      message: M.maxAmount,
      requiredMessage: M.maxAmountRequired,
    }),
    termMonths: wholeNumber({
      min: FINANCING_TERM_MIN_MONTHS,
      max: FINANCING_TERM_MAX_MONTHS,
      message: M.term,
      requiredMessage: M.termRequired,
    }),
    features: textList({
      separator: "line",
      maxItems: FINANCING_LIST_MAX_ITEMS,
      maxItemLength: FINANCING_LIST_ITEM_MAX_LENGTH,
      tooManyMessage: M.featuresTooMany,
      itemTooLongMessage: M.featureTooLong,
    }),
    requirements: textList({
      separator: "line",
      maxItems: FINANCING_LIST_MAX_ITEMS,
      maxItemLength: FINANCING_LIST_ITEM_MAX_LENGTH,
      tooManyMessage: M.requirementsTooMany,
      itemTooLongMessage: M.requirementTooLong,
    }),
    creditScoreRequired: optionalText(20, M.creditScoreTooLong),
    applicationUrl: optionalHttpsUrl(1000, M.applicationUrl),
    promoted: checkbox,
    isActive: checkbox,
    displayOrder,
    descriptionEs: optionalText(2000, M.descriptionEsTooLong),
    featuresEs: textList({
      separator: "line",
      maxItems: FINANCING_LIST_MAX_ITEMS,
      maxItemLength: FINANCING_LIST_ITEM_MAX_LENGTH,
      tooManyMessage: M.featuresEsTooMany,
      itemTooLongMessage: M.featureEsTooLong,
    }),
    requirementsEs: textList({
      separator: "line",
      maxItems: FINANCING_LIST_MAX_ITEMS,
      maxItemLength: FINANCING_LIST_ITEM_MAX_LENGTH,
      tooManyMessage: M.requirementsEsTooMany,
      itemTooLongMessage: M.requirementEsTooLong,
    }),
  })
  .superRefine((value, ctx) => {
    if (value.maxAmount < value.minAmount) {
      ctx.addIssue({ code: "custom", path: ["maxAmount"], message: M.maxBelowMin });
    }
  });

export type FinancingPartnerInput = z.infer<typeof FinancingPartnerSchema>;

/** The form's field names, in form order (what a failed post echoes back). */
export const FINANCING_PARTNER_FIELDS = [
  "name",
  "lender",
  "description",
  "apr",
  "interestRate",
  "minAmount",
  "maxAmount",
  "termMonths",
  "features",
  "requirements",
  "creditScoreRequired",
  "applicationUrl",
  "promoted",
  "isActive",
  "displayOrder",
  "descriptionEs",
  "featuresEs",
  "requirementsEs",
] as const;

export type FinancingPartnerFormValues = Record<(typeof FINANCING_PARTNER_FIELDS)[number], string>;

/** A stored partner as the form's text values (the inverse of the schema). */
export function financingPartnerFormValues(partner: {
  name: string;
  lender: string | null;
  description: string | null;
  apr: number;
  interestRate: number | null;
  minAmount: number;
  maxAmount: number;
  loanTermMonths: number;
  features: readonly string[];
  requirements: readonly string[];
  creditScoreRequired: string | null;
  url: string | null;
  promoted: boolean;
  isActive: boolean;
  displayOrder: number;
  descriptionEs?: string | null;
  featuresEs?: readonly string[] | null;
  requirementsEs?: readonly string[] | null;
}): FinancingPartnerFormValues {
  return {
    name: partner.name,
    lender: partner.lender ?? "",
    description: partner.description ?? "",
    apr: Number(partner.apr).toFixed(2),
    interestRate: partner.interestRate === null ? "" : Number(partner.interestRate).toFixed(2),
    minAmount: String(partner.minAmount),
    maxAmount: String(partner.maxAmount),
    termMonths: String(partner.loanTermMonths),
    features: partner.features.join("\n"),
    requirements: partner.requirements.join("\n"),
    creditScoreRequired: partner.creditScoreRequired ?? "",
    applicationUrl: partner.url ?? "",
    promoted: partner.promoted ? "on" : "",
    isActive: partner.isActive ? "on" : "",
    displayOrder: String(partner.displayOrder),
    descriptionEs: partner.descriptionEs ?? "",
    featuresEs: (partner.featuresEs ?? []).join("\n"),
    requirementsEs: (partner.requirementsEs ?? []).join("\n"),
  };
}

/** The empty form of a new partner: active, not promoted. */
export const NEW_FINANCING_PARTNER_VALUES: FinancingPartnerFormValues = {
  name: "",
  lender: "",
  description: "",
  apr: "",
  interestRate: "",
  minAmount: "",
  maxAmount: "",
  termMonths: "",
  features: "",
  requirements: "",
  creditScoreRequired: "",
  applicationUrl: "",
  promoted: "",
  isActive: "on",
  displayOrder: "",
  descriptionEs: "",
  featuresEs: "",
  requirementsEs: "",
};
