import { COMPANY_CLAIMS, OFFICE_COUNT, OFFICE_LOCATIONS } from "~/lib/company/offices";
import type { EstimateRequestType } from "~/lib/leads/estimate-prefill";
import { formatAndList } from "~/lib/text/plain-format";

// Copy of the estimate page. Figures come from the company profile and the
// reassurance constants (response times) stated below.

export const REVIEW_WITHIN = "2 hours";
export const SPECIALIST_CALL_WITHIN = "24 hours";
export const REPLY_WITHIN = "24 hours";

export const ESTIMATE_STEPS = [
  { step: 1, label: "Contact", heading: "Your contact details" },
  { step: 2, label: "Details", heading: "Your project" },
  { step: 3, label: "Review", heading: "Review your request" },
] as const;

export const ESTIMATE_FAILURE_MESSAGE = "There was a problem submitting your request. Please try again.";

export function submitLabel(type: EstimateRequestType): string {
  return type === "consultation" ? "Schedule My Consultation" : "Get My Free Estimate";
}

export function sendingLabel(type: EstimateRequestType): string {
  return type === "consultation" ? "Scheduling..." : "Submitting...";
}

export const ESTIMATE_HERO = {
  estimate: {
    eyebrow: "Free Pool Estimate",
    title: "Get Your Free Pool Estimate",
    formTitle: "Request Your Free Estimate",
  },
  consultation: {
    eyebrow: "Free Consultation",
    title: "Schedule Your Free Consultation",
    formTitle: "Schedule Your Consultation",
  },
} as const;

export const ESTIMATE_INTRO = `Tell us about your backyard and the pool you have in mind. We reply within ${REPLY_WITHIN}, with honest Florida pricing and no obligation.`;

export const ESTIMATE_FACTS = [
  `Reply within ${REPLY_WITHIN}`,
  "No obligation",
  `Installed in ${COMPANY_CLAIMS.installDays}`,
] as const;

export const NEXT_STEPS = [
  `Our team reviews your request within ${REVIEW_WITHIN}.`,
  `A pool specialist calls you within ${SPECIALIST_CALL_WITHIN} to talk through your yard, your pool and your budget.`,
  "You receive a clear, itemized proposal, with no obligation to buy.",
] as const;

export const ESTIMATE_BENEFITS = [
  {
    icon: "badge",
    title: "Free & No Obligation",
    text: "Your estimate costs nothing and commits you to nothing. Compare it with any other quote.",
  },
  {
    icon: "clock",
    title: "Fast Response",
    text: `We review every request within ${REVIEW_WITHIN}, and a specialist calls you within ${SPECIALIST_CALL_WITHIN}.`,
  },
  {
    icon: "map",
    title: "Local Florida Experts",
    text: `${OFFICE_COUNT} offices across Florida and ${COMPANY_CLAIMS.experience} building pools for Florida homes.`,
  },
  {
    icon: "shield",
    title: "Built to Last",
    text: `Fiberglass shells with a ${COMPANY_CLAIMS.structuralWarranty}, installed in ${COMPANY_CLAIMS.installDays}.`,
  },
] as const;

export const WHATS_INCLUDED = [
  "A conversation with a pool specialist about your yard, your family and how you will use the pool",
  "Model and size recommendations from our Latham and San Juan collections",
  "An itemized price for the shell, installation and the options you choose",
  "A review of access, permits and site preparation for your property",
  "An installation timeline for your project",
  "Financing options explained, if you want them",
] as const;

export const ESTIMATE_FAQ = [
  {
    question: "Is the estimate really free?",
    answer: "Yes. The estimate and the consultation are free, and there is no obligation to buy.",
  },
  {
    question: "How soon will I hear from you?",
    answer: `Our team reviews your request within ${REVIEW_WITHIN}, and a pool specialist calls you within ${SPECIALIST_CALL_WITHIN}.`,
  },
  {
    question: "Do I need to know which pool I want?",
    answer:
      "No. Choose Not Sure as the pool type and tell us about your yard; the specialist will suggest shapes and sizes that fit it.",
  },
  {
    question: "How long does installation take?",
    answer: `Most fiberglass pools are installed in ${COMPANY_CLAIMS.installDays}, and compact pools in ${COMPANY_CLAIMS.compactInstallDays}, once permits are approved and the shell is delivered.`,
  },
  {
    question: "Which areas do you serve?",
    answer: `We serve homeowners across Florida from our ${OFFICE_COUNT} offices in ${formatAndList(OFFICE_LOCATIONS.map((o) => o.name))}.`,
  },
] as const;
