// Copy and constants of the resurfacing page. Every /estimate link of the page is built here
// with resurfacingEstimateHref, so each carries exactly its service, source,
// sourcePage=resurfacing and interest=pool-resurfacing.
import type { VideoSlotId } from "~/lib/content/video-slots";
import { OFFICE_COUNT } from "~/lib/company/offices";
import type { Company } from "~/lib/company/company-profile";
import { type ResurfacingService, resurfacingEstimateHref } from "~/lib/leads/estimate-links";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export const RESURFACING_PATH = "/resurfacing";

/** The page's figures, stated once. */
export const RESURFACING_FACTS = {
  days: "5-7 days",
  lifespan: "15-20 years",
  warranty: "10-year warranty",
  epoxyGuarantee: "1-year workmanship guarantee",
  structuralRepairs: "up to 10 years",
  satisfaction: "98%",
  pools: "500+",
  response: "within 24 hours",
} as const;

/** Where each estimate link sits on the page (the `source` parameter). */
export type ResurfacingSource =
  | "hero"
  | "problem-identification"
  | "video"
  | "services-cta"
  | "epoxy"
  | "complete"
  | "repair"
  | "process"
  | "gallery"
  | "restoration-video"
  | "faq"
  | "cta";

const SERVICE_OF_SOURCE: Partial<Record<ResurfacingSource, ResurfacingService>> = {
  epoxy: "epoxy-resurfacing",
  complete: "complete-resurfacing",
  repair: "crack-repair",
};

/** The /estimate link of one place on the page; service cards name their service, the rest 'resurfacing'. */
export function resurfacingLink(source: ResurfacingSource): string {
  return resurfacingEstimateHref(source, SERVICE_OF_SOURCE[source] ?? "resurfacing");
}

export function resurfacingDescription(company: Company): string {
  return `Fiberglass pool resurfacing and repair across Florida from ${company.name}: epoxy resurfacing, complete gelcoat resurfacing and crack and blister repair in ${RESURFACING_FACTS.days}, with a ${RESURFACING_FACTS.warranty}.`;
}

export const RESURFACING_HERO = {
  eyebrow: "Pool resurfacing & repair",
  title: "Transform Your Damaged Pool in Just 5-7 Days",
  intro: `Faded, chalky, cracked or blistered? We restore fiberglass pools to a smooth, glossy finish that lasts ${RESURFACING_FACTS.lifespan}, backed by a ${RESURFACING_FACTS.warranty}.`,
  facts: [
    `Done in ${RESURFACING_FACTS.days}`,
    `Lasts ${RESURFACING_FACTS.lifespan}`,
    RESURFACING_FACTS.warranty,
    `Free estimate ${RESURFACING_FACTS.response}`,
  ],
} as const;

export interface IconPoint {
  icon: SpriteIconName;
  title: string;
  text: string;
}

export const WARNING_SIGNS: readonly IconPoint[] = [
  {
    icon: "Palette",
    title: "Faded or chalky surface",
    text: "The color has dulled and a powdery film comes off on your hand: the gelcoat is breaking down.",
  },
  {
    icon: "Zap",
    title: "Spider or stress cracks",
    text: "Fine web-like lines or longer cracks in the finish let water reach the laminate underneath.",
  },
  {
    icon: "Droplets",
    title: "Blisters and bubbles",
    text: "Raised bumps in the surface are osmotic blisters; left alone, they grow and break open.",
  },
  {
    icon: "Sparkles",
    title: "Rough or stained finish",
    text: "A surface that snags swimsuits, scratches feet or holds stains no longer protects the shell.",
  },
  {
    icon: "WavesHorizontal",
    title: "Losing water",
    text: "If the level drops faster than evaporation explains, a crack or fitting may be leaking.",
  },
  {
    icon: "Clock",
    title: "An old coating peeling",
    text: "Paint or an earlier coating flaking away means it is time for a finish made for the job.",
  },
];

export interface ComparisonRow {
  label: string;
  epoxy: string;
  gelcoat: string;
}

/** Epoxy coating versus a complete gelcoat resurfacing, row by row. */
export const COMPARISON: readonly ComparisonRow[] = [
  {
    label: "Best for",
    epoxy: "Sound shells with a faded or worn surface",
    gelcoat: "Chalky, cracked or blistered surfaces, or a full color change",
  },
  { label: "Finish", epoxy: "Smooth, durable coating", gelcoat: "Factory-grade gloss, like a new shell" },
  {
    label: "Lasts",
    epoxy: "Several years with balanced water",
    gelcoat: RESURFACING_FACTS.lifespan,
  },
  { label: "Time to complete", epoxy: RESURFACING_FACTS.days, gelcoat: RESURFACING_FACTS.days },
  {
    label: "Coverage",
    epoxy: RESURFACING_FACTS.epoxyGuarantee,
    gelcoat: RESURFACING_FACTS.warranty,
  },
  { label: "Investment", epoxy: "Lower", gelcoat: "Higher, with the longest life" },
];

/** Each place for a video on the page (/admin/videos) and the estimate link under it. */
export const RESURFACING_VIDEO_PLACES: readonly { slot: VideoSlotId; source: ResurfacingSource; cta: string }[] = [
  { slot: "resurfacing-first", source: "video", cta: "Get My Resurfacing Estimate" },
  { slot: "resurfacing-second", source: "restoration-video", cta: "Restore My Pool" },
];

export const RESURFACING_VIDEOS_HEADING = {
  eyebrow: "See the work",
  title: "Watch a pool come back to life",
  intro: "What happens in the week your pool is resurfaced, and what the finish looks like when we are done.",
};

/** While no video is set: no play button, a plain link to the steps in words. */
export const RESURFACING_NO_VIDEOS_HEADING = {
  eyebrow: "See the work",
  title: "How a pool comes back to life",
  intro: "Draining, sanding, repairs and the new finish: what happens in the week your pool is resurfaced.",
};

export const RESURFACING_NO_VIDEOS_LINK = { href: "#process", label: "See the resurfacing process, step by step" };

export interface ResurfacingServiceCard {
  name: string;
  source: "epoxy" | "complete" | "repair";
  icon: SpriteIconName;
  mostPopular: boolean;
  summary: string;
  points: readonly string[];
  coverage: string;
  cta: string;
}

export const SERVICE_CARDS: readonly ResurfacingServiceCard[] = [
  {
    name: "Epoxy Resurfacing",
    source: "epoxy",
    icon: "PaintRoller",
    mostPopular: false,
    summary: "A tough epoxy coating that brings back color and a smooth feel to a structurally sound pool.",
    points: ["Surface cleaned and sanded", "Minor chips filled", "Two-coat epoxy finish", "Back in the water in days"],
    coverage: RESURFACING_FACTS.epoxyGuarantee,
    cta: "Estimate Epoxy Resurfacing",
  },
  {
    name: "Complete Resurfacing",
    source: "complete",
    icon: "Sparkles",
    mostPopular: true,
    summary: `A new gelcoat surface over the whole pool for a like-new gloss that lasts ${RESURFACING_FACTS.lifespan}.`,
    points: [
      "Old finish ground back to sound laminate",
      "Cracks and blisters repaired",
      "New gelcoat in your choice of color",
      "Tile and fittings resealed",
    ],
    coverage: RESURFACING_FACTS.warranty,
    cta: "Estimate Complete Resurfacing",
  },
  {
    name: "Crack & Blister Repair",
    source: "repair",
    icon: "Wrench",
    mostPopular: false,
    summary: "Targeted repairs that stop cracks and blisters spreading and keep water out of the shell.",
    points: [
      "Leak and damage inspection",
      "Cracks opened and reinforced",
      "Blisters drained and filled",
      "Color-matched finish",
    ],
    coverage: `Structural repairs warranted ${RESURFACING_FACTS.structuralRepairs}`,
    cta: "Estimate a Repair",
  },
];

export interface ResurfacingStep {
  title: string;
  text: string;
  when: string;
}

export const RESURFACING_PROCESS: readonly ResurfacingStep[] = [
  {
    title: "Free inspection & estimate",
    text: "A specialist inspects the surface, cracks and fittings, and you get a written estimate.",
    when: RESURFACING_FACTS.response,
  },
  {
    title: "Drain & prepare",
    text: "We drain the pool safely, protect the deck and grind the old finish back to sound material.",
    when: "Days 1-2",
  },
  {
    title: "Repair & resurface",
    text: "Cracks and blisters are repaired, then the new epoxy or gelcoat finish is applied and cured.",
    when: "Days 3-5",
  },
  {
    title: "Refill & start-up",
    text: "We refill, balance the water and walk you through care of the new finish.",
    when: "Days 6-7",
  },
];

export interface GalleryPair {
  title: string;
  damage: "fade" | "cracks" | "blisters";
  /** Colour of the new finish in the drawing. */
  finish: "sapphire" | "aqua" | "midnight";
  before: string;
  after: string;
  service: string;
}

export const GALLERY: readonly GalleryPair[] = [
  {
    title: "Faded, chalky finish",
    damage: "fade",
    finish: "midnight",
    before: "Dull, chalky gelcoat with stains at the waterline",
    after: "Deep blue, glossy gelcoat",
    service: "Complete Resurfacing",
  },
  {
    title: "Spider cracks",
    damage: "cracks",
    finish: "sapphire",
    before: "Spider cracks spreading across the floor and steps",
    after: "Cracks reinforced and sealed under a seamless finish",
    service: "Crack & Blister Repair",
  },
  {
    title: "Osmotic blisters",
    damage: "blisters",
    finish: "aqua",
    before: "Blisters across the walls of the deep end",
    after: "Blisters drained, filled and coated smooth",
    service: "Epoxy Resurfacing",
  },
];

export const RESURFACING_REASONS: readonly IconPoint[] = [
  {
    icon: "Timer",
    title: `Done in ${RESURFACING_FACTS.days}`,
    text: "Most resurfacing jobs take about a week, so you lose days of swimming, not a season.",
  },
  {
    icon: "ShieldCheck",
    title: RESURFACING_FACTS.warranty,
    text: `Complete resurfacing is warranted for 10 years, and epoxy comes with a ${RESURFACING_FACTS.epoxyGuarantee}.`,
  },
  {
    icon: "BadgeCheck",
    title: "Fiberglass specialists",
    text: `We install and repair fiberglass pools every day from ${OFFICE_COUNT} Florida offices, with our own trained crews.`,
  },
  {
    icon: "Search",
    title: "Honest inspection",
    text: "If a repair will do, we say so. You choose the service with the full picture and a written price.",
  },
];

export const RESURFACING_STATS: readonly { value: string; label: string }[] = [
  { value: RESURFACING_FACTS.pools, label: "Pools restored" },
  { value: RESURFACING_FACTS.satisfaction, label: "Customer satisfaction" },
  { value: RESURFACING_FACTS.days, label: "Typical project" },
  { value: "24 h", label: "Response and estimate" },
];

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export const RESURFACING_FAQ: readonly QuestionAnswer[] = [
  {
    question: "How long does pool resurfacing take?",
    answer: `Most projects take ${RESURFACING_FACTS.days} from draining to refilling. Extensive crack or blister repairs and wet weather can add a day or two, and we give you the schedule with your estimate.`,
  },
  {
    question: "How long will the new surface last?",
    answer: `A complete gelcoat resurfacing lasts ${RESURFACING_FACTS.lifespan} with balanced water and normal care, and carries a ${RESURFACING_FACTS.warranty}. Epoxy resurfacing comes with a ${RESURFACING_FACTS.epoxyGuarantee}.`,
  },
  {
    question: "Should I choose epoxy or gelcoat?",
    answer:
      "Epoxy is a cost-effective refresh for a sound shell with a worn surface. Complete gelcoat resurfacing is the long-term answer for chalking, cracks, blisters or a change of color. After the inspection we recommend the one that fits your pool and budget.",
  },
  {
    question: "Can you repair cracks and blisters without resurfacing the whole pool?",
    answer: `Yes. Our Crack & Blister Repair treats the damaged areas and color-matches the finish, and structural repairs are warranted ${RESURFACING_FACTS.structuralRepairs}. If the damage is widespread, complete resurfacing is usually better value.`,
  },
  {
    question: "How quickly can I get an estimate?",
    answer: `We respond and give you an estimate ${RESURFACING_FACTS.response}. Send a request online or call your nearest office, and a specialist will arrange the inspection.`,
  },
];

export const RESURFACING_CLOSING = {
  title: "Ready to love your pool again?",
  text: `Get a free resurfacing estimate ${RESURFACING_FACTS.response}, or call your nearest office and talk to a specialist today.`,
} as const;
