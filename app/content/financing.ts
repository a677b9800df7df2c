import type { Company } from "~/lib/company/company-profile";

// Copy and claims of /financing and /calculator.
// The partners themselves (names, rates, amounts, links) live in the database.

export const FINANCING_PATH = "/financing";
export const CALCULATOR_PATH = "/calculator";

/** The marketing rate of /financing. */
export const FINANCING_MARKETING_APR = "6.99%";

export const FINANCING_HERO = {
  eyebrow: "Pool financing",
  title: "Finance your dream pool with trusted lenders",
  intro: `Compare our lending partners, estimate your monthly payment and get pre-qualified online. Rates from ${FINANCING_MARKETING_APR} APR*, a 2-minute application and no impact to your credit score to check your rate.`,
  facts: [`Rates from ${FINANCING_MARKETING_APR} APR*`, "2-minute application", "No impact to credit score"],
} as const;

/** Shown under every APR: a rate is a starting rate, subject to credit approval. */
export const STARTING_RATE_NOTE = "*Starting rate, subject to credit approval.";

export const FINANCING_BENEFITS_TITLE = "Why Finance Your Pool?";
export const FINANCING_BENEFITS = [
  {
    id: "cash-flow",
    title: "Preserve Cash Flow",
    text: "Keep your savings for emergencies and other plans while a fixed monthly payment covers the pool.",
  },
  {
    id: "credit",
    title: "Build Credit History",
    text: "On-time payments on an installment loan can help build a stronger credit history over time.",
  },
  {
    id: "sooner",
    title: "Start Enjoying Sooner",
    text: "Swim this season instead of waiting years to save the full price of the project.",
  },
  {
    id: "value",
    title: "Increase Property Value",
    text: "A well-built fiberglass pool adds lasting appeal and value to a Florida home.",
  },
] as const;

export const WHY_PARTNERS_TITLE = "Why Choose Our Financing Partners";
export const WHY_PARTNERS = [
  {
    id: "quick",
    title: "Quick Pre-Approval",
    text: "Apply online in about 2 minutes and see offers quickly, with no impact to your credit score to check your rate.",
  },
  {
    id: "rates",
    title: "Competitive Rates",
    text: `Rates from ${FINANCING_MARKETING_APR} APR* for qualified buyers, with fixed monthly payments you can plan around.`,
  },
  {
    id: "flexible",
    title: "Flexible Options",
    text: "Loan amounts and terms for a wide range of budgets and credit profiles, from compact pools to full backyard projects.",
  },
] as const;

export const FINANCING_CTA = {
  title: "Ready to make your pool a reality?",
  text: "Know your pool's price first, or check your financing options today. Either way, our team helps you plan the rest.",
} as const;

export const FINANCING_DISCLAIMER_TITLE = "Financing Disclaimer";
export function financingDisclaimer(company: Company): readonly string[] {
  return [
    `${company.name} is not a lender and does not make credit decisions. We only refer customers to independent lending partners.`,
    "Rates, terms, loan amounts and approval are decided by the lenders and depend on your credit history, income and other factors. Rates shown are starting rates, subject to credit approval, and may change without notice.",
    "The payment calculator is an estimate for illustration only and is not an offer of credit. Your actual payment depends on the rate, term and amount a lender approves.",
  ];
}

/* ---------- /calculator ---------- */

export const CALCULATOR_HERO = {
  eyebrow: "Pool financing calculator",
  title: "What will your pool cost per month?",
  intro:
    "Enter your pool's price, a down payment and a term to compare estimated monthly payments for your credit range. Rates from 5.99% APR, terms up to 15 years and pre-approval in 24 hours.",
  facts: ["Rates from 5.99% APR", "Terms up to 15 years", "Pre-approval in 24 hours"],
} as const;

export const CALCULATOR_FEATURES = [
  { id: "rates", title: "Low Rates", text: "Rates from 5.99% APR for qualified buyers through our lending partners." },
  { id: "terms", title: "Flexible Terms", text: "Terms up to 15 years to keep your monthly payment comfortable." },
  {
    id: "approval",
    title: "Fast Approval",
    text: "Pre-approval in 24 hours, so you can plan your project with confidence.",
  },
] as const;

export const CALCULATOR_PROMPT = {
  title: "See your financing options",
  text: "Enter your pool price, choose a down payment, a loan term and your credit range, then press Calculate Financing Options.",
} as const;

export const CALCULATOR_DISCLAIMER =
  "Estimates for illustration only, not an offer of credit. Rates, terms and approval are decided by the lenders and depend on your credit; monthly payments are rounded to whole dollars.";
