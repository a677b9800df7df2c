import type { CSSProperties } from "react";
import { HOME_CHOICE } from "~/lib/catalogue/home-choices";
import { useTexts } from "~/lib/i18n/texts";

export interface TeaserColor {
  id: number;
  name: string;
  /** The colour's style, e.g. "Crystal gelcoat". */
  type: string | null;
  hex: string | null;
  gradientFrom: string | null;
  gradientTo: string | null;
}

/**
 * A colour's water swatch, drawn by the `swatch` class: the element carries only its two colours, since the
 * teaser repeats each swatch and every byte of the page's inline style counts against its stylesheet budget.
 */
export function colorSwatch(color: TeaserColor): CSSProperties {
  const from = color.gradientFrom ?? color.hex ?? "#3eacd8";
  const to = color.gradientTo ?? color.hex ?? "#1769a3";
  return { "--swatch": `${from},${to}` } as CSSProperties;
}

/**
 * Classes that show an element of the teaser only while the colour at that position is checked: the choice
 * shows with CSS alone, before and without any script. Written out whole so Tailwind finds them.
 */
export const SHOWN_WITH_COLOR = [
  "group-has-[[data-swatch=c0]:checked]/teaser:inline",
  "group-has-[[data-swatch=c1]:checked]/teaser:inline",
  "group-has-[[data-swatch=c2]:checked]/teaser:inline",
  "group-has-[[data-swatch=c3]:checked]/teaser:inline",
  "group-has-[[data-swatch=c4]:checked]/teaser:inline",
  "group-has-[[data-swatch=c5]:checked]/teaser:inline",
] as const;

interface ColorPickerProps {
  colors: readonly TeaserColor[];
  value: number | null;
}

/**
 * Finish colours as water swatches, the first marked POPULAR: radios of the home choices form, uncontrolled,
 * so a colour picked before the scripts run is still picked after they do.
 */
export function ColorPicker({ colors, value }: ColorPickerProps) {
  const t = useTexts("home").design;
  return (
    <fieldset>
      <legend className="text-sm font-bold tracking-wide text-ocean-950 uppercase">{t.colorLegend}</legend>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {colors.slice(0, SHOWN_WITH_COLOR.length).map((color, index) => (
          <label key={color.id} className="swatch-option">
            <input
              type="radio"
              name={HOME_CHOICE.color}
              value={color.id}
              defaultChecked={color.id === value}
              data-swatch={`c${index}`}
              className="sr-only"
            />
            {index === 0 && (
              <span className="absolute -top-2 left-1/2 -translate-x-1/2 rounded-full bg-sun-400 px-1.5 py-0.5 text-[0.625rem] font-extrabold tracking-wide text-ocean-950">
                {t.popular}
              </span>
            )}
            <span
              aria-hidden="true"
              className="icon-before icon-Check swatch swatch-check"
              style={colorSwatch(color)}
            />
            <span className="text-xs leading-tight font-semibold text-ocean-950">{color.name}</span>
            {color.type && <span className="sr-only">{color.type}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
