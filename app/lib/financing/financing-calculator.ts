import { monthlyPayment } from "./loan-payment";

// The /calculator page's financing options, calculated locally. It makes no server call: the options are computed here,
// in the browser, and by the loader when the form is sent without JavaScript.

export const DEFAULT_POOL_PRICE = 45_000;
export const DOWN_PAYMENT_PERCENT = { min: 0, max: 50, step: 5, default: 20 } as const;
export const LOAN_TERM_MONTHS = { min: 36, max: 180, step: 12, default: 120 } as const;

export const CREDIT_SCORES = [780, 720, 650, 580, 500] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];
export const DEFAULT_CREDIT_SCORE: CreditScore = 650;

/** The credit-range select, best first (its labels are the page's texts, by value). */
export const CREDIT_RANGES: readonly { value: CreditScore }[] = CREDIT_SCORES.map((value) => ({ value }));

export const LIMITED_TIME_BADGE = "Limited Time";
export const BEST_OPTION_BADGE = "Best Option";

export interface CalculatorInput {
  poolPrice: number;
  downPaymentPercent: number;
  termMonths: number;
  creditScore: CreditScore;
}

export const DEFAULT_CALCULATOR_INPUT: CalculatorInput = {
  poolPrice: DEFAULT_POOL_PRICE,
  downPaymentPercent: DOWN_PAYMENT_PERCENT.default,
  termMonths: LOAN_TERM_MONTHS.default,
  creditScore: DEFAULT_CREDIT_SCORE,
};

/** A calculated financing option, plus its badges. */
export interface FinancingOption {
  name: string;
  apr: number;
  termMonths: number;
  monthlyPayment: number;
  totalPayment: number;
  totalInterest: number;
  qualifications: string[];
  badges: string[];
}

interface TierOption {
  name: string;
  apr: number;
  qualifications: string[];
}

/** What each credit range is offered (fixed rates; the loan term is the visitor's). */
const TIERS: readonly { minScore: number; options: readonly TierOption[] }[] = [
  {
    minScore: 720,
    options: [
      {
        name: "LightStream Home Improvement",
        apr: 6.99,
        qualifications: ["Credit score 720+", "No collateral or home equity required", "Stable, verifiable income"],
      },
      {
        name: "Credit Union Pool Loan",
        apr: 7.49,
        qualifications: ["Credit score 720+", "Credit union membership", "Debt-to-income ratio under 40%"],
      },
    ],
  },
  {
    minScore: 650,
    options: [
      {
        name: "HFS Financial Pool Loan",
        apr: 8.99,
        qualifications: ["Credit score 650+", "Homeowner on the property", "Proof of income"],
      },
      {
        name: "Personal Loan Option",
        apr: 11.99,
        qualifications: ["Credit score 650+", "Verifiable income", "Unsecured, no lien on your home"],
      },
    ],
  },
  {
    minScore: 0,
    options: [
      {
        name: "Secured Pool Financing",
        apr: 13.99,
        qualifications: ["Collateral required", "Credit score 580+", "Proof of income"],
      },
    ],
  },
];

/** The tier options of a credit score: 720+, 650-719, or below 650. */
export function tierOptionsFor(creditScore: number): readonly TierOption[] {
  return (TIERS.find((tier) => creditScore >= tier.minScore) ?? TIERS[TIERS.length - 1]!).options;
}

/** A select value as a credit score; empty or unknown means the default 650. */
export function parseCreditScore(value: unknown): CreditScore {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim() || NaN) : NaN;
  return (CREDIT_SCORES as readonly number[]).includes(number) ? (number as CreditScore) : DEFAULT_CREDIT_SCORE;
}

/** Price minus the down payment, in dollars (never below 0). */
export function financedAmount(poolPrice: number, downPaymentPercent: number): number {
  if (!(poolPrice > 0)) return 0;
  const percent = Math.min(100, Math.max(0, downPaymentPercent));
  return Math.max(0, poolPrice - (poolPrice * percent) / 100);
}

export function downPaymentAmount(poolPrice: number, downPaymentPercent: number): number {
  return poolPrice > 0 ? poolPrice - financedAmount(poolPrice, downPaymentPercent) : 0;
}

/** The calculate button works only for a non-zero pool price: there is nothing to finance otherwise. */
export function canCalculate(poolPrice: number): boolean {
  return Number.isFinite(poolPrice) && poolPrice > 0;
}

/**
 * One option's numbers. The monthly payment is rounded to whole dollars, and the
 * totals are computed from that rounded payment so the three figures agree on screen.
 */
export function priceOption(
  option: { name: string; apr: number; qualifications?: readonly string[] },
  financed: number,
  termMonths: number,
): Omit<FinancingOption, "badges"> {
  const monthly = Math.round(monthlyPayment(financed, option.apr, termMonths));
  const total = monthly * termMonths;
  return {
    name: option.name,
    apr: option.apr,
    termMonths,
    monthlyPayment: monthly,
    totalPayment: total,
    totalInterest: Math.max(0, total - financed),
    qualifications: [...(option.qualifications ?? [])],
  };
}

/**
 * The results list: the credit range's options priced on price minus down payment,
 * by ascending APR; the first is the Best Option, a 0 % APR offer is Limited Time.
 * Nothing to finance (no price, or a term of no months) gives no options.
 */
export function calculateFinancingOptions(input: CalculatorInput): FinancingOption[] {
  const financed = financedAmount(input.poolPrice, input.downPaymentPercent);
  if (financed <= 0 || !(input.termMonths > 0)) return [];
  return rankFinancingOptions(tierOptionsFor(input.creditScore).map((o) => priceOption(o, financed, input.termMonths)));
}

/** Ascending APR; the first is the Best Option, any 0 % APR offer is Limited Time. */
export function rankFinancingOptions(options: readonly Omit<FinancingOption, "badges">[]): FinancingOption[] {
  return [...options]
    .sort((a, b) => a.apr - b.apr)
    .map((option, index) => ({
      ...option,
      badges: [...(index === 0 ? [BEST_OPTION_BADGE] : []), ...(option.apr === 0 ? [LIMITED_TIME_BADGE] : [])],
    }));
}

export interface PreviewPartner {
  name: string;
  apr: number;
  termMonths: number;
  minScore: number;
}

/** Preview partners: example rates and terms shown beside the calculator. */
export const PREVIEW_PARTNERS: readonly PreviewPartner[] = [
  { name: "LightStream", apr: 6.99, termMonths: 84, minScore: 720 },
  { name: "HFS Financial", apr: 8.99, termMonths: 120, minScore: 650 },
  { name: "Acorn Finance", apr: 9.99, termMonths: 144, minScore: 0 },
];

/** 720+ sees all three, 650+ the last two, anything lower the last one. */
export function previewPartnersFor(creditScore: number): readonly PreviewPartner[] {
  if (creditScore >= 720) return PREVIEW_PARTNERS;
  if (creditScore >= 650) return PREVIEW_PARTNERS.slice(1);
  return PREVIEW_PARTNERS.slice(-1);
}

function numberParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw.replace(/[$,\s]/g, ""));
  return Number.isFinite(value) ? value : null;
}

/** A slider value from the query, kept inside its range and on its steps. */
function sliderParam(
  params: URLSearchParams,
  name: string,
  range: { min: number; max: number; step: number; default: number },
): number {
  const value = numberParam(params, name);
  if (value === null) return range.default;
  const stepped = range.min + Math.round((value - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, stepped));
}

/** Query names of the calculator form (the page works as a plain GET form without JavaScript). */
export const CALCULATOR_QUERY = {
  poolPrice: "price",
  downPaymentPercent: "down",
  termMonths: "term",
  creditScore: "credit",
} as const;

/**
 * The calculator's inputs from a query string, and whether it asks for a calculation
 * (a submitted form with a non-zero price). Missing values take the defaults.
 */
export function parseCalculatorQuery(params: URLSearchParams): { input: CalculatorInput; calculated: boolean } {
  const price = numberParam(params, CALCULATOR_QUERY.poolPrice);
  const input: CalculatorInput = {
    poolPrice: price === null ? DEFAULT_POOL_PRICE : Math.max(0, Math.round(price)),
    downPaymentPercent: sliderParam(params, CALCULATOR_QUERY.downPaymentPercent, DOWN_PAYMENT_PERCENT),
    termMonths: sliderParam(params, CALCULATOR_QUERY.termMonths, LOAN_TERM_MONTHS),
    creditScore: parseCreditScore(params.get(CALCULATOR_QUERY.creditScore)),
  };
  return { input, calculated: price !== null && canCalculate(input.poolPrice) };
}

/** The query of a calculator state (the inverse of parseCalculatorQuery). */
export function calculatorQuery(input: CalculatorInput): string {
  return new URLSearchParams({
    [CALCULATOR_QUERY.poolPrice]: String(input.poolPrice),
    [CALCULATOR_QUERY.downPaymentPercent]: String(input.downPaymentPercent),
    [CALCULATOR_QUERY.termMonths]: String(input.termMonths),
    [CALCULATOR_QUERY.creditScore]: String(input.creditScore),
  }).toString();
}
