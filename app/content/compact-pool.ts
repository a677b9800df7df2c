import { COMPANY_CLAIMS } from "~/lib/company/offices";

// Copy of the compact 10x20 pool page. The featured models are fixed, not
// picked from the catalogue: /pool-detail/8 and /pool-detail/7.

export const COMPACT_POOL_PATH = "/10x20-fiberglass-pool";

/** Featured models, in display order; the first one's plan drawing is the page's spec image. */
export const COMPACT_FEATURED_POOL_IDS = [8, 7] as const;

export const compactPoolPage = {
  description: `Compact 10x20 fiberglass pools for small Florida backyards, installed in ${COMPANY_CLAIMS.compactInstallDays}. Plunge and small models, prices and a free estimate.`,
  eyebrow: "Compact fiberglass pools",
  heading: "The 10x20 Fiberglass Pool for Small Florida Yards",
  intro: `Big fun for small yards: a compact fiberglass pool fits where a full-size pool won't, and is installed in ${COMPANY_CLAIMS.compactInstallDays}.`,
  facts: [
    `Installed in ${COMPANY_CLAIMS.compactInstallDays}`,
    "10' x 20' footprint",
    "Fiberglass shell, smooth finish",
  ],
} as const;

export const plungePoolExplainer = {
  title: "What Is a Plunge Pool?",
  paragraphs: [
    "A plunge pool is a small pool made for cooling off, relaxing and spending time together rather than swimming laps. Most have an even depth of around four to five feet, so everyone can stand, sit on the benches or float.",
    "In Florida a compact pool is a year-round retreat: it fits a townhome yard or a corner of a larger lot, leaves room for a deck and lanai, and costs less to heat, filter and treat than a full-size pool.",
  ],
  points: [
    "Even depth, no deep end: comfortable for standing and lounging",
    "Molded steps and benches built into the one-piece shell",
    "Fewer gallons to heat and treat than a full-size pool",
    "Room left over for a deck, a lanai or landscaping",
  ],
} as const;

export const compactPoolBenefits = [
  {
    title: `Installed in ${COMPANY_CLAIMS.compactInstallDays}`,
    text: `Compact pools are installed in ${COMPANY_CLAIMS.compactInstallDays}, so your yard is back to normal quickly and you swim sooner.`,
  },
  {
    title: "Made for small yards",
    text: "A 10' x 20' footprint fits townhome lots, zero-lot-line homes and yards where a full-size pool would crowd everything else.",
  },
  {
    title: "Lower running costs",
    text: "Fewer gallons mean smaller heating, filtration and chemical bills, month after month.",
  },
  {
    title: "Relax, cool off, exercise",
    text: "Perfect for cooling off after work, soaking sore muscles or water exercise, and easy to heat for cooler months.",
  },
] as const;

export interface CompactPoolTestimonial {
  name: string;
  location: string;
  rating: number;
  text: string;
}

/** Three static testimonials shown on the page (not the testimonial records staff edit). */
export const compactPoolTestimonials: readonly CompactPoolTestimonial[] = [
  {
    name: "Maria G.",
    location: "Ocala, FL",
    rating: 5,
    text: "We thought our yard was too small for a pool. The 10x20 fits perfectly next to the lanai, and the crew had it in and filled within the week.",
  },
  {
    name: "Dennis and Carol W.",
    location: "Port St. Lucie, FL",
    rating: 5,
    text: "Exactly what we wanted for retirement: a place to cool off and do our water exercises without the upkeep of a big pool.",
  },
  {
    name: "Jason T.",
    location: "Winter Park, FL",
    rating: 5,
    text: "Clear pricing, a quick install and a pool the kids use every single day. The plunge model was the right call for our townhome.",
  },
];
