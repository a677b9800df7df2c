// Copy and constants of the packages page. Payment terms come from
// ~/content/payment-schedule, office facts from ~/content/company and the
// starting price from ~/lib/pricing, each stated once for every page. The FAQ
// items themselves live in the database, so staff edit them without a deploy, and
// texts naming the company are functions of the stored company profile.
import { COMPANY_CLAIMS, OFFICE_COUNT, OFFICE_LOCATIONS } from "~/lib/company/offices";
import { WINTER_INSTALLATION_SPECIAL } from "~/content/winter-special";
import {
  PAYMENT_METHODS_SENTENCE,
  PAYMENT_SCHEDULE,
  type PaymentMilestoneId,
  TECHNICAL_VISIT_NOTE,
} from "~/content/payment-schedule";
import type { Company } from "~/lib/company/company-profile";
import { BASE_POOL_PRICE, formatUsd } from "~/lib/catalogue/pricing";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

/** Canonical path of the page; links and shared section URLs use it even when a landing page renders the page. */
export const PACKAGES_PATH = "/packages";

export const PACKAGES_SECTIONS = [
  { id: "specials", label: "Specials" },
  { id: "package", label: "Package" },
  { id: "process", label: "Process" },
  { id: "payment", label: "Payment" },
  { id: "benefits", label: "Benefits" },
  { id: "faq", label: "FAQ" },
  { id: "contact", label: "Contact" },
] as const;

/** How long the 'Link Copied!' toast stays. */
export const LINK_COPIED_TOAST_MS = 2000;

/** 'Pools starting at $42k' from the base pool price. */
export const STARTING_PRICE_LABEL = `Pools starting at $${Math.floor(BASE_POOL_PRICE / 1000)}k`;
/** The winter offer's amount and terms live with the South Florida promotion (one place for the offer). */
export const WINTER_SPECIAL_SAVINGS = WINTER_INSTALLATION_SPECIAL.savings;
export const PACKAGE_WARRANTY = "30-year limited warranty";
export const ELECTRICAL_HOOKUP = "40 ft electrical hookup included";

export const PACKAGE_TIMELINE = {
  installation: "4-15 days",
  landscaping: "3-30 days",
  total: "1-4 months plus 4-90 days",
  start: "45 days after permit approval and shell delivery",
} as const;

export function packagesDescription(company: Company): string {
  return `All-inclusive fiberglass pool packages from ${company.name}: ${STARTING_PRICE_LABEL.toLowerCase()}, a ${PACKAGE_WARRANTY}, a clear 6-step process and a milestone payment schedule.`;
}

export const PACKAGES_HERO = {
  eyebrow: "All-inclusive pool packages",
  title: "One package, one price, your whole pool",
  intro: `The shell, the dig, the crane, the plumbing, the equipment and the permits in one all-inclusive price, installed by our own crews from ${OFFICE_COUNT} Florida offices.`,
  facts: [STARTING_PRICE_LABEL, PACKAGE_WARRANTY, `Installed in ${PACKAGE_TIMELINE.installation}`],
} as const;

export const WINTER_SPECIAL = {
  eyebrow: "Limited-time offer",
  title: WINTER_INSTALLATION_SPECIAL.name,
  headline: `Save ${formatUsd(WINTER_SPECIAL_SAVINGS)} when you install this winter`,
  text: "Book a winter installation and we take the savings off your all-inclusive package. Cooler months mean easier digging and faster inspections, and your pool is ready before the spring rush.",
  points: [
    "Beat the spring waiting list",
    "Cooler, drier weather for the crew",
    "Swim on the first warm day of spring",
  ],
  terms: "Terms apply and availability is limited.",
  termsLink: { to: "/south-florida-promotion#offer-terms", label: "Read the offer terms" },
  cta: "Claim My Winter Savings",
} as const;

export const PACKAGE_CARD = {
  title: "All-Inclusive Pool Package",
  price: STARTING_PRICE_LABEL,
  priceNote: "Final price depends on the model, your yard and the upgrades you choose.",
  included: [
    "Fiberglass pool shell from Latham or San Juan",
    "Delivery and crane set",
    "Excavation, gravel base and backfill",
    "Plumbing, pump and filtration equipment",
    ELECTRICAL_HOOKUP,
    "Permit paperwork and inspections",
    "Start-up, water balancing and a pool-care walkthrough",
    PACKAGE_WARRANTY,
  ],
  extras:
    "Longer electrical runs, extra decking, screen enclosures, fencing and other site-specific work are quoted separately, so there are no surprises.",
  footnotes: [`Installation is scheduled from ${PACKAGE_TIMELINE.start}.`, "Pool dimensions may vary by up to 3%."],
} as const;

export interface ProcessStep {
  title: string;
  text: string;
  icon: SpriteIconName;
  /** Payments falling due at this step, from the one payment schedule. */
  payments: readonly PaymentMilestoneId[];
  /** How long the step usually takes. */
  duration: string;
}

export const BUILDING_PROCESS: readonly ProcessStep[] = [
  {
    title: "Free estimate",
    text: "Tell us about your yard and the pool you like. A specialist replies within 24 hours with a written, itemized estimate.",
    icon: "ClipboardCheck",
    payments: [],
    duration: "Within 24 hours",
  },
  {
    title: "Agreement",
    text: "Pick your model, color and upgrades, then sign one agreement that lists everything in your package.",
    icon: "FilePenLine",
    payments: ["initial"],
    duration: "At your pace",
  },
  {
    title: "Technical visit",
    text: `A specialist measures the yard, checks the access path for the crane and the truck, and plans the equipment pad and electrical run. ${TECHNICAL_VISIT_NOTE}`,
    icon: "MapPin",
    payments: [],
    duration: "About 1 hour on site",
  },
  {
    title: "Permits",
    text: "We prepare and submit the permit package and any HOA paperwork, and order your shell. Permits and delivery usually take 1-4 months.",
    icon: "BadgeCheck",
    payments: ["pre-construction"],
    duration: "1-4 months",
  },
  {
    title: "Excavation",
    text: `The crew arrives from ${PACKAGE_TIMELINE.start}, digs to the exact shape of your model and prepares a compacted, leveled base.`,
    icon: "Shovel",
    payments: [],
    duration: "1-3 days",
  },
  {
    title: "Installation",
    text: `The shell is craned in, plumbed, leveled and backfilled as it fills. Installation takes ${PACKAGE_TIMELINE.installation}; landscaping and finishing take another ${PACKAGE_TIMELINE.landscaping}.`,
    icon: "WavesHorizontal",
    payments: ["installation", "finishing", "final-completion"],
    duration: PACKAGE_TIMELINE.installation,
  },
];

export const PAYMENT_HEADING = {
  eyebrow: "Payment schedule",
  title: "Pay as your pool takes shape",
  intro: "You never pay for the whole pool up front. Each payment matches work you can see in your yard.",
} as const;

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export const PAYMENT_FAQ: readonly QuestionAnswer[] = [
  {
    question: "Which payment methods do you accept?",
    answer: `${PAYMENT_METHODS_SENTENCE} Every payment is confirmed with a receipt for its milestone.`,
  },
  {
    question: "Is the technical visit free?",
    answer: `${TECHNICAL_VISIT_NOTE} We tell you before we book it.`,
  },
  {
    question: "Do I pay for everything up front?",
    answer: `No. You pay in ${PAYMENT_SCHEDULE.length} milestones, and the last payment is due only after the final inspection and your walkthrough.`,
  },
  {
    question: "Can I finance my pool?",
    answer:
      "Yes. Our lending partners offer pool loans, and you can compare them and estimate a monthly payment on our financing page. We are not a lender: rates and approval are decided by each lender.",
  },
];

export interface IconPoint {
  icon: SpriteIconName;
  title: string;
  text: string;
}

export function reasonsHeading(company: Company) {
  return {
    eyebrow: "Why choose us",
    title: `Why Florida homeowners choose ${company.name}`,
    intro: "One team from the first estimate to the first swim, and still here long after.",
  } as const;
}

export const REASONS: readonly IconPoint[] = [
  {
    icon: "MapPin",
    title: `${OFFICE_COUNT} local offices`,
    text: `Our own crews work from ${OFFICE_LOCATIONS.map((o) => o.name)
      .join(", ")
      .replace(/, ([^,]*)$/, " and $1")}.`,
  },
  {
    icon: "HandCoins",
    title: "One all-inclusive price",
    text: "Shell, installation, equipment and permits in one written price, with extras quoted before you sign.",
  },
  {
    icon: "ShieldCheck",
    title: PACKAGE_WARRANTY,
    text: "Written coverage for your pool, with the manufacturer's structural warranty on the shell.",
  },
  {
    icon: "Timer",
    title: `Installed in ${PACKAGE_TIMELINE.installation}`,
    text: "A factory-built shell means days of work in your yard, not months.",
  },
  {
    icon: "CalendarCheck",
    title: "Milestone payments",
    text: "You pay as the work progresses, never the full amount up front.",
  },
  {
    icon: "Star",
    title: `${COMPANY_CLAIMS.rating} customer rating`,
    text: "Florida families recommend us for clear communication and clean job sites.",
  },
];

export const REASON_STATS: readonly { value: string; label: string }[] = [
  { value: String(OFFICE_COUNT), label: "Florida offices" },
  { value: COMPANY_CLAIMS.experience.split(" ")[0] ?? "", label: "Years of experience" },
  { value: COMPANY_CLAIMS.rating, label: "Customer rating" },
  { value: PACKAGE_TIMELINE.installation, label: "Installation" },
];

export const FAQ_HEADING = {
  eyebrow: "FAQ",
  title: "Frequently Asked Questions",
  intro: "Search our answers about cost, permits, installation, payments and more.",
} as const;

/** Popular-search chips, in display order. */
export const POPULAR_SEARCHES = [
  "heat",
  "cost",
  "installation time",
  "permits",
  "payment",
  "warranty",
  "maintenance",
] as const;

export const ALL_QUESTIONS_LABEL = "All Questions";

export const CONTACT_HEADING = {
  eyebrow: "Contact",
  title: "Talk to your local pool team",
  intro: `Get a free estimate, or call the nearest of our ${OFFICE_COUNT} offices. We reply within 24 hours.`,
} as const;
