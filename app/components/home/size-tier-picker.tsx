import { HOME_CHOICE } from "~/lib/catalogue/home-choices";
import type { SizeCategory } from "~/lib/catalogue/pool-size";
import { SIZE_TIERS, formatUsd } from "~/lib/catalogue/pricing";
import { useTexts } from "~/lib/i18n/texts";

/**
 * The five size tiers with their dimensions and add-on, one pressed at a time. Each is a submit button of
 * the home choices form, so a tier is chosen with or without scripts.
 */
export function SizeTierPicker({ value }: { value: SizeCategory }) {
  const t = useTexts("home").design;
  return (
    <fieldset>
      <legend className="text-sm font-bold tracking-wide text-ocean-950 uppercase">{t.sizeLegend}</legend>
      <div className="mt-3 grid grid-cols-3 gap-2 xl:grid-cols-5">
        {SIZE_TIERS.map((tier) => {
          const selected = tier.name === value;
          return (
            <button
              key={tier.name}
              type="submit"
              name={HOME_CHOICE.size}
              value={tier.name}
              aria-pressed={selected}
              className={`flex min-h-11 flex-col items-start rounded-xl border-2 px-2.5 py-2.5 text-left sm:px-3 transition-colors ${
                selected
                  ? "border-ocean-700 bg-ocean-700 text-white"
                  : "border-slate-200 bg-white text-ocean-950 hover:border-ocean-500"
              }`}
            >
              <span className="font-bold whitespace-nowrap">{t.tiers[tier.name]}</span>
              <span className={`text-xs ${selected ? "text-ocean-50" : "text-slate-600"}`}>{tier.dimensions}</span>
              <span className={`text-xs font-semibold ${selected ? "text-sun-300" : "text-ocean-700"}`}>
                {tier.addOn ? `+${formatUsd(tier.addOn)}` : t.included}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
