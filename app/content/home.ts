// Copy of the home page. Claims come from ~/content/company
// and prices from ~/lib/pricing, so a changed figure changes here too. Texts
// naming the company are functions of the stored company profile.
import { COMPANY_CLAIMS, OFFICE_COUNT, SERVICE_AREA } from "~/lib/company/offices";
import type { Company } from "~/lib/company/company-profile";
import { BASE_POOL_PRICE, formatUsd } from "~/lib/catalogue/pricing";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export function homeTitle(company: Company): string {
  return `${company.name} | Fiberglass Pools Installed in ${COMPANY_CLAIMS.installDays}`;
}

export function homeDescription(company: Company): string {
  return `Fiberglass pools for Florida backyards from ${company.name}: Latham and San Juan models, a free estimate, packages from ${formatUsd(BASE_POOL_PRICE)} and installation in ${COMPANY_CLAIMS.installDays} by local crews.`;
}

export const HOME_HERO = {
  eyebrow: `${SERVICE_AREA} · ${OFFICE_COUNT} local offices`,
  title: "Your backyard pool, installed in weeks, not months",
  intro: `One-piece fiberglass pools from Latham and San Juan, set by our own Florida crews in ${COMPANY_CLAIMS.installDays}. Smooth, durable shells that need ${COMPANY_CLAIMS.chemicals} than concrete, backed by a ${COMPANY_CLAIMS.structuralWarranty}.`,
  estimateLabel: "Get Your Free Estimate",
  designLabel: "Design Your Pool",
  facts: [
    `Installed in ${COMPANY_CLAIMS.installDays}`,
    COMPANY_CLAIMS.structuralWarranty,
    `${COMPANY_CLAIMS.rating} customer rating`,
  ],
} as const;

export interface IconItem {
  icon: SpriteIconName;
  title: string;
  text: string;
}

export const BENEFITS_HEADING = {
  eyebrow: "Why fiberglass",
  title: "A better pool, and a faster way to get one",
  intro:
    "Fiberglass shells are built in a factory, delivered in one piece and set by crane, so your project is measured in days.",
};

export const BENEFITS: readonly IconItem[] = [
  {
    icon: "Clock",
    title: `Installed in ${COMPANY_CLAIMS.installDays}`,
    text: "From excavation to first swim in about two weeks, instead of the months a concrete pool takes.",
  },
  {
    icon: "ShieldCheck",
    title: COMPANY_CLAIMS.structuralWarranty,
    text: "Every shell is backed by its manufacturer's structural warranty, in writing before you sign.",
  },
  {
    icon: "HardHat",
    title: COMPANY_CLAIMS.experience,
    text: "Our installers, designers and project leads bring a combined 40+ years of fiberglass know-how.",
  },
  {
    icon: "Star",
    title: `${COMPANY_CLAIMS.rating} rating`,
    text: "Florida homeowners rate our crews, communication and clean-up 4.9 out of 5.",
  },
  {
    icon: "Droplets",
    title: COMPANY_CLAIMS.chemicals,
    text: "A non-porous gelcoat resists algae, so you spend less on chemicals and less time brushing.",
  },
];

export interface ServiceCard extends IconItem {
  href: string | null;
  cta: string;
  comingSoon?: boolean;
}

export const SERVICES_HEADING = {
  eyebrow: "Our services",
  title: "Everything your pool needs, from one team",
  intro: "Design, installation and resurfacing by the same local crews, with one point of contact from the first call.",
};

export const SERVICES: readonly ServiceCard[] = [
  {
    icon: "Hammer",
    title: "Pool Installation",
    text: `Permits, excavation, crane set, plumbing, backfill and start-up, completed in ${COMPANY_CLAIMS.installDays}.`,
    href: "/installation",
    cta: "See the Timeline",
  },
  {
    icon: "DraftingCompass",
    title: "Pool Design",
    text: "Choose a shape, size, finish color and add-ons, and see your pool priced before anyone digs.",
    href: "/design",
    cta: "Design Your Pool",
  },
  {
    icon: "Wrench",
    title: "Pool Maintenance",
    text: "Weekly cleaning, water chemistry and equipment checks by the team that installed your pool.",
    href: null,
    cta: "Coming Soon",
    comingSoon: true,
  },
  {
    icon: "PaintRoller",
    title: "Fiberglass Pool Resurfacing",
    text: "Renew a faded, rough or blistered pool with a new fiberglass finish in 5-7 days.",
    href: "/resurfacing",
    cta: "Explore Resurfacing",
  },
];

/** Above the videos staff put on the home page (/admin/videos). */
export const VIDEOS_HEADING = {
  eyebrow: "See it happen",
  title: "Watch a fiberglass pool go in",
  intro: "Our crews at work: the shell arriving by crane, the backfill and the first swim.",
};

/** While no video is set: the same story in words, and no play button. */
export const NO_VIDEOS_HEADING = {
  eyebrow: "See it happen",
  title: "How a fiberglass pool goes in",
  intro: "The dig, the shell lifted in by crane, the backfill rising with the water and the first swim.",
};

export const NO_VIDEOS_LINK = { href: "/installation", label: "See how a pool is installed" };

export const DESIGN_TEASER_HEADING = {
  eyebrow: "Design your pool",
  title: "Pick a size and a color, see your price",
  intro: `Every package starts at ${formatUsd(BASE_POOL_PRICE)} with the shell, installation and start-up included. Choose a size to see your estimated total and the pools that fit it.`,
};

export const GALLERY_HEADING = {
  eyebrow: "Pool gallery",
  title: "Find the shape that fits your yard",
  intro: "Browse our fiberglass models by shape or size, then get an estimate for the one you like.",
};

export const PARTNERS_HEADING = {
  eyebrow: "Trusted partners",
  title: "Shells from manufacturers we trust",
  intro: "We install pools from manufacturers with decades of fiberglass experience and warranties that hold up.",
};

export function differentiatorsHeading(company: Company) {
  return {
    eyebrow: `Why ${company.name}`,
    title: "What makes us different",
    intro: "Buying a pool is a big decision. Here is what you can count on when you choose us.",
  };
}

export const DIFFERENTIATORS: readonly IconItem[] = [
  {
    icon: "HardHat",
    title: "Our own local crews",
    text: "The people who measure your yard are the people who dig it and set your shell, never a stranger from a subcontractor list.",
  },
  {
    icon: "FileCheckCorner",
    title: "Permits handled for you",
    text: "We draw the site plan, file the permit and meet the inspector, so you never stand in line at the county office.",
  },
  {
    icon: "BadgeCheck",
    title: "One clear price",
    text: "Your estimate lists the shell, installation, equipment and finishing work, with payments tied to finished stages.",
  },
  {
    icon: "MapPin",
    title: `${OFFICE_COUNT} Florida offices`,
    text: "A sales and service office near you, with people who know your soil, your water table and your permit office.",
  },
  {
    icon: "Sparkles",
    title: "Built for Florida",
    text: "Shells and finishes chosen for year-round sun, heavy summer rain and sandy soils, installed to stay put.",
  },
  {
    icon: "HeartHandshake",
    title: "Here after the install",
    text: "We walk you through your equipment on day one and stay one call away for questions and warranty service.",
  },
];

export const TESTIMONIALS_HEADING = {
  eyebrow: "Reviews",
  title: "What Florida homeowners say",
  intro: `Rated ${COMPANY_CLAIMS.rating} by the families we have built pools for.`,
};

export interface Statistic {
  value: string;
  label: string;
}

export const STATISTICS_HEADING = {
  eyebrow: "By the numbers",
  title: "Proof in the numbers",
};

export function statistics(company: Company): readonly Statistic[] {
  return [
    { value: COMPANY_CLAIMS.rating, label: "Average customer rating" },
    { value: "98%", label: "Customer satisfaction" },
    { value: "95+", label: "Happy pool owners" },
    { value: "3+", label: `Years as ${company.name}` },
    { value: "50+", label: "Pool designs" },
    { value: "6", label: "Finish colors" },
    { value: "15+", label: "Add-ons and upgrades" },
    { value: "30 sec", label: "To your estimate" },
  ];
}

export const LOCAL_OFFICE_HEADING = {
  eyebrow: "Local office",
  title: "Your West Palm Beach pool team",
  intro:
    "Our West Palm Beach office designs and installs pools across Palm Beach County. Stop by, or tap the number to call.",
};

export const CONTACT_HEADING = {
  eyebrow: "Contact us",
  title: "Tell us about your dream pool",
  intro:
    "Send a message and a pool specialist will get back to you, or request a full estimate with your pool, budget and timeline.",
};

/** What happens after the home contact form is sent (the promised response times). */
export const CONTACT_NEXT_STEPS: readonly string[] = [
  "Our team reviews your message within 2 hours during office hours.",
  "We reply within 24 hours by e-mail or phone.",
  "A pool specialist calls you within 24 hours to talk through your yard, your budget and your timeline.",
];
