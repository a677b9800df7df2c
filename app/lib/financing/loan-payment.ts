// Amortised loan payments for the financing pages:
// monthly = principal x r / (1 - (1 + r)^-months) with r = APR / 100 / 12.
// Pure and shared by the server render and the browser, so both show the same cents.
import { formatDollars } from "~/lib/text/plain-format";

/** Monthly interest rate of an annual percentage rate, e.g. 6.99 -> 0.005825. */
export function monthlyRate(apr: number): number {
  return apr / 100 / 12;
}

/**
 * Monthly payment of a fully amortised loan. A 0 % APR loan is principal / months
 * (the formula would divide by zero); no months or no principal means no payment.
 */
export function monthlyPayment(principal: number, apr: number, months: number): number {
  if (!Number.isFinite(principal) || !Number.isFinite(apr) || !Number.isFinite(months)) return 0;
  if (principal <= 0 || months <= 0) return 0;
  const rate = monthlyRate(apr);
  if (rate === 0) return principal / months;
  const denominator = 1 - Math.pow(1 + rate, -months);
  // Vanishingly small rates round the denominator to 0 in floating point.
  if (denominator === 0) return principal / months;
  return (principal * rate) / denominator;
}

/** Everything paid over the loan: monthly payment x months. */
export function totalPayment(monthly: number, months: number): number {
  return months > 0 ? monthly * months : 0;
}

/** Whole years of a term in months, rounded down (the term's label). */
export function termYears(months: number): number {
  return Math.max(0, Math.floor(months / 12));
}

/** "10 years", "1 year". */
export function termYearsLabel(months: number): string {
  const years = termYears(months);
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** "$580.28": payments are shown to the cent on /financing. */
export function formatUsdCents(amount: number): string {
  return formatDollars(amount, 2);
}

/** "6.99% APR" with the two decimals lenders quote. */
export function formatApr(apr: number): string {
  return `${apr.toFixed(2)}% APR`;
}

// The /financing payment calculator: a GET form, so the page works without
// JavaScript and its address carries the inputs; the loader and the browser read the same query.

/** The calculator starts with the first partner, $50,000 and 120 months. */
export const DEFAULT_LOAN_AMOUNT = 50_000;
export const DEFAULT_TERM_MONTHS = 120;
export const MIN_TERM_MONTHS = 60;
/** Bounds a typed address is held to; the sliders show each partner's own range. */
const MAX_QUERY_AMOUNT = 10_000_000;
const MAX_QUERY_TERM_MONTHS = 600;

export const PAYMENT_QUERY = { partner: "partner", amount: "amount", term: "term" } as const;

export interface PaymentInput {
  /** A partner's key as sent; the page falls back to its first partner when it is unknown. */
  partnerKey: string | null;
  amount: number;
  termMonths: number;
}

export const DEFAULT_PAYMENT_INPUT: PaymentInput = {
  partnerKey: null,
  amount: DEFAULT_LOAN_AMOUNT,
  termMonths: DEFAULT_TERM_MONTHS,
};

function wholeNumberParam(params: URLSearchParams, name: string, max: number): number | null {
  const raw = params.get(name)?.replace(/[$,\s]/g, "") ?? "";
  if (raw === "") return null;
  const value = Math.round(Number(raw));
  return Number.isFinite(value) && value > 0 && value <= max ? value : null;
}

/**
 * The payment calculator's inputs from a query. Amount and term are not clamped to a partner's
 * range (the page says when they are outside it, rather than changing what was typed); nonsense falls back to the defaults.
 */
export function parsePaymentQuery(params: URLSearchParams): PaymentInput {
  return {
    partnerKey: params.get(PAYMENT_QUERY.partner)?.trim() || null,
    amount: wholeNumberParam(params, PAYMENT_QUERY.amount, MAX_QUERY_AMOUNT) ?? DEFAULT_LOAN_AMOUNT,
    termMonths: wholeNumberParam(params, PAYMENT_QUERY.term, MAX_QUERY_TERM_MONTHS) ?? DEFAULT_TERM_MONTHS,
  };
}

/** The query for a payment calculator state (the inverse of parsePaymentQuery). */
export function paymentQuery(input: { partnerKey: string; amount: number; termMonths: number }): string {
  return new URLSearchParams({
    [PAYMENT_QUERY.partner]: input.partnerKey,
    [PAYMENT_QUERY.amount]: String(input.amount),
    [PAYMENT_QUERY.term]: String(input.termMonths),
  }).toString();
}
