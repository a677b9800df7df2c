import {
  type FeatureIconKey,
  VISIBLE_FEATURE_COUNT,
  featureIconKey,
  manufacturerMark,
  moreFeaturesLabel,
  parseManufacturerDescription,
} from "~/lib/catalogue/manufacturer-features";
import type { TextAreas } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocale } from "~/lib/i18n/use-locale";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

/** The card's own words: the logo's alt text and the toggle of the extra features. */
export type PartnerCardTexts = TextAreas["homeSections"]["partners"]["card"];

export interface PartnerManufacturer {
  id: number;
  name: string;
  description: string | null;
  logo: string | null;
  iconLogo: string | null;
}

const FEATURE_ICONS: Record<FeatureIconKey, SpriteIconName> = {
  warranty: "ShieldCheck",
  local: "MapPin",
  speed: "Timer",
  price: "BadgeDollarSign",
  finish: "Paintbrush",
  comfort: "Armchair",
  craft: "Hammer",
  factory: "Factory",
  range: "LayoutGrid",
  default: "CircleCheck",
};

/** A manufacturer: mark, summary and its features, three at first, the rest behind a disclosure. */
export function PartnerCard({ manufacturer, t }: { manufacturer: PartnerManufacturer; t: PartnerCardTexts }) {
  const locale = useLocale();
  const { summary, features } = parseManufacturerDescription(manufacturer.description);
  const mark = manufacturerMark(manufacturer.logo, manufacturer.iconLogo);
  const hidden = Math.max(0, features.length - VISIBLE_FEATURE_COUNT);

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <div className="flex flex-col items-start gap-4">
        {mark.kind === "image" ? (
          <img
            src={mark.src}
            alt={fill(t.logoAlt, { name: manufacturer.name })}
            width={160}
            height={60}
            loading="lazy"
            className="h-14 w-auto max-w-[12rem] object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-3xl"
          >
            {mark.kind === "text" ? mark.text : manufacturer.name.charAt(0)}
          </span>
        )}
        <h3 className="text-xl font-bold text-ocean-950">{manufacturer.name}</h3>
      </div>
      {summary && <p className="mt-4 text-sm leading-relaxed text-slate-600">{summary}</p>}
      {features.length > 0 && (
        <ul className="mt-5 grid gap-4">
          {features.slice(0, VISIBLE_FEATURE_COUNT).map((feature) => (
            <FeatureItem key={feature.title} feature={feature} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        // A disclosure that works before the scripts run. Its summary stays at the card's foot: below the
        // extra features once open (column-reverse), as the Show Less button was.
        <details className="group/more mt-auto flex flex-col-reverse">
          <summary className="mt-5 cursor-pointer list-none self-start text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">{moreFeaturesLabel(locale, hidden, false, t)}</span>
            <span className="hidden group-open/more:inline">{moreFeaturesLabel(locale, hidden, true, t)}</span>
            <span className="sr-only"> {fill(t.ofManufacturer, { name: manufacturer.name })}</span>
          </summary>
          <ul className="mt-4 grid gap-4">
            {features.slice(VISIBLE_FEATURE_COUNT).map((feature) => (
              <FeatureItem key={feature.title} feature={feature} />
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

function FeatureItem({ feature }: { feature: { title: string; detail: string } }) {
  return (
    <li
      className={`tile-start icon-${FEATURE_ICONS[featureIconKey(feature.title)]} before:rounded-lg before:bg-ocean-50 after:text-ocean-700`}
    >
      <h4 className="font-semibold text-ocean-950">{feature.title}</h4>
      {feature.detail && <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{feature.detail}</p>}
    </li>
  );
}
