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

/**
 * A manufacturer's "Title - detail" description lines as benefit tiles (staff edit them in the admin). The icons
 * are chosen by English keywords, so a translated description takes the icon of the English feature in the same
 * place (`iconsFrom`, the English description) when there is one.
 */
export function manufacturerBenefits(
  description: string | null | undefined,
  iconsFrom: string | null | undefined = description,
): {
  summary: string | null;
  benefits: Benefit[];
} {
  const { summary, features } = parseManufacturerDescription(description);
  const iconTitles = parseManufacturerDescription(iconsFrom).features.map((f) => f.title);
  return {
    summary,
    benefits: features.map((f, index) => ({
      icon: ICONS[featureIconKey(iconTitles[index] ?? f.title)],
      title: f.title,
      text: f.detail,
    })),
  };
}
