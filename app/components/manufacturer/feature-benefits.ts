import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";
import {
  type FeatureIconKey,
  featureIconKey,
  parseManufacturerDescription,
} from "~/lib/catalogue/manufacturer-features";
import type { Benefit } from "~/components/benefit-grid";

const ICONS: Record<FeatureIconKey, SpriteIconName> = {
  warranty: "ShieldCheck",
  speed: "Timer",
  price: "BadgeDollarSign",
  range: "LayoutGrid",
  finish: "Gem",
  craft: "Hammer",
  factory: "Factory",
  local: "MapPin",
  comfort: "Sofa",
  default: "Award",
};

/** A manufacturer's "Title - detail" description lines as benefit tiles (staff edit them in the admin). */
export function manufacturerBenefits(description: string | null | undefined): {
  summary: string | null;
  benefits: Benefit[];
} {
  const { summary, features } = parseManufacturerDescription(description);
  return {
    summary,
    benefits: features.map((f) => ({ icon: ICONS[featureIconKey(f.title)], title: f.title, text: f.detail })),
  };
}
