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
              className="tier-option"
            >
              <span className="font-bold whitespace-nowrap">{t.tiers[tier.name]}</span>
              <span>{tier.dimensions}</span>
              <span>{tier.addOn ? `+${formatUsd(tier.addOn)}` : t.included}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
