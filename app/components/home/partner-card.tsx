import {
  Armchair,
  BadgeDollarSign,
  CircleCheck,
  Factory,
  Hammer,
  LayoutGrid,
  type LucideIcon,
  MapPin,
  Paintbrush,
  ShieldCheck,
  Timer,
} from "lucide-react";
import { useId, useState } from "react";
import {
  type FeatureIconKey,
  VISIBLE_FEATURE_COUNT,
  featureIconKey,
  manufacturerMark,
  moreFeaturesLabel,
  parseManufacturerDescription,
} from "~/lib/manufacturer-features";

export interface PartnerManufacturer {
  id: number;
  name: string;
  description: string | null;
  logo: string | null;
  iconLogo: string | null;
}

const FEATURE_ICONS: Record<FeatureIconKey, LucideIcon> = {
  warranty: ShieldCheck,
  local: MapPin,
  speed: Timer,
  price: BadgeDollarSign,
  finish: Paintbrush,
  comfort: Armchair,
  craft: Hammer,
  factory: Factory,
  range: LayoutGrid,
  default: CircleCheck,
};

/** A manufacturer: mark, summary and its features, three at first, the rest behind a toggle. */
export function PartnerCard({ manufacturer }: { manufacturer: PartnerManufacturer }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { summary, features } = parseManufacturerDescription(manufacturer.description);
  const mark = manufacturerMark(manufacturer.logo, manufacturer.iconLogo);
  const hidden = Math.max(0, features.length - VISIBLE_FEATURE_COUNT);
  const visible = expanded ? features : features.slice(0, VISIBLE_FEATURE_COUNT);

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <div className="flex flex-col items-start gap-4">
        {mark.kind === "image" ? (
          <img
            src={mark.src}
            alt={`${manufacturer.name} logo`}
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
        <ul id={listId} className="mt-5 space-y-4">
          {visible.map((feature) => {
            const Icon = FEATURE_ICONS[featureIconKey(feature.title)];
            return (
              <li key={feature.title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-ocean-50 text-ocean-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h4 className="font-semibold text-ocean-950">{feature.title}</h4>
                  {feature.detail && <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{feature.detail}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <div className="mt-auto pt-5">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
          >
            {moreFeaturesLabel(hidden, expanded)}
            <span className="sr-only"> of {manufacturer.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
