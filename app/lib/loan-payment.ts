// Amortised loan payments for the financing pages (admin-and-content.md §9):
// monthly = principal x r / (1 - (1 + r)^-months) with r = APR / 100 / 12.
// Pure and shared by the server render and the browser, so both show the same cents.
import { formatDollars } from "./plain-format";

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

/** Whole years of a term in months, rounded down (§9 "term label"). */
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
