// The figures of the packages page; its words are in app/content/texts/packages.server.ts. Payment shares come
// from ~/lib/projects/payment-schedule, office facts from ~/lib/company/offices and the starting price from
// ~/lib/catalogue/pricing, each stated once for every page. The FAQ items live in the database, so staff edit
// them without a deploy.
import { WINTER_INSTALLATION_SPECIAL } from "~/content/winter-special";
import type { PaymentMilestoneId } from "~/lib/projects/payment-schedule";
import { BASE_POOL_PRICE } from "~/lib/catalogue/pricing";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

/** Canonical path of the page; links and shared section URLs use it even when a landing page renders the page. */
export const PACKAGES_PATH = "/packages";

/** The page's sections in order (their tab names are texts, by id). */
export const PACKAGES_SECTIONS = [
  { id: "specials" },
  { id: "package" },
  { id: "process" },
  { id: "payment" },
  { id: "benefits" },
  { id: "faq" },
  { id: "contact" },
] as const;

export type PackagesSectionId = (typeof PACKAGES_SECTIONS)[number]["id"];

/** How long the 'Link Copied!' toast stays. */
export const LINK_COPIED_TOAST_MS = 2000;

/** '$42k', the starting price the page states, from the base pool price. */
export const STARTING_PRICE = `$${Math.floor(BASE_POOL_PRICE / 1000)}k`;
/** The winter offer's amount and terms live with the South Florida promotion (one place for the offer). */
export const WINTER_SPECIAL_SAVINGS = WINTER_INSTALLATION_SPECIAL.savings;
export const WINTER_SPECIAL_TERMS_PATH = "/south-florida-promotion#offer-terms";

/** The 6 building steps, in order, with the payments of the one schedule falling due at each (texts by index). */
export const BUILDING_STEPS: readonly { icon: SpriteIconName; payments: readonly PaymentMilestoneId[] }[] = [
  { icon: "ClipboardCheck", payments: [] },
  { icon: "FilePenLine", payments: ["initial"] },
  { icon: "MapPin", payments: [] },
  { icon: "BadgeCheck", payments: ["pre-construction"] },
  { icon: "Shovel", payments: [] },
  { icon: "WavesHorizontal", payments: ["installation", "finishing", "final-completion"] },
];

/** The icons of the reasons to choose the company, in the order of their texts. */
export const REASON_ICONS: readonly SpriteIconName[] = [
  "MapPin",
  "HandCoins",
  "ShieldCheck",
  "Timer",
  "CalendarCheck",
  "Star",
];
