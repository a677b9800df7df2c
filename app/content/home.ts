// What the home page shows besides its words (app/content/texts/home.server.ts): icons, links and figures, in the
// order of the texts' lists. Claims come from ~/lib/company/offices, so a changed figure changes here too.
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

/** The icons of the five benefits, in the order of the benefits' texts. */
export const BENEFIT_ICONS: readonly SpriteIconName[] = ["Clock", "ShieldCheck", "HardHat", "Star", "Droplets"];

export interface ServiceLink {
  icon: SpriteIconName;
  /** Null for a service that is not offered yet (its button is disabled). */
  href: string | null;
}

/** The four service cards, in the order of the services' texts. */
export const SERVICE_LINKS: readonly ServiceLink[] = [
  { icon: "Hammer", href: "/installation" },
  { icon: "DraftingCompass", href: "/design" },
  { icon: "Wrench", href: null },
  { icon: "PaintRoller", href: "/resurfacing" },
];

/** The icons of the six differentiators, in the order of their texts. */
export const DIFFERENTIATOR_ICONS: readonly SpriteIconName[] = [
  "HardHat",
  "FileCheckCorner",
  "BadgeCheck",
  "MapPin",
  "Sparkles",
  "HeartHandshake",
];

/** The stated counts, in the order of the statistics' labels; the last is a time, written per language. */
export const STATISTIC_VALUES: readonly string[] = [COMPANY_CLAIMS.rating, "98%", "95+", "3+", "50+", "6", "15+"];

/** While no video is set, the videos section links to the same story in words. */
export const NO_VIDEOS_HREF = "/installation";
