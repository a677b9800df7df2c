import { Check } from "lucide-react";

export interface TeaserColor {
  id: number;
  name: string;
  /** The colour's style, e.g. "Crystal gelcoat". */
  type: string | null;
  hex: string | null;
  gradientFrom: string | null;
  gradientTo: string | null;
}

/** CSS background of a colour's water swatch. */
export function colorSwatch(color: TeaserColor): string {
  const from = color.gradientFrom ?? color.hex ?? "#3eacd8";
  const to = color.gradientTo ?? color.hex ?? "#1769a3";
  return `linear-gradient(135deg, ${from}, ${to})`;
}

interface ColorPickerProps {
  colors: readonly TeaserColor[];
  value: number | null;
  onChange: (id: number) => void;
}

/** Finish colours as water swatches; the first is marked POPULAR. */
export function ColorPicker({ colors, value, onChange }: ColorPickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-bold tracking-wide text-ocean-950 uppercase">2. Finish color</legend>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {colors.map((color, index) => {
          const selected = color.id === value;
          return (
            <button
              key={color.id}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(color.id)}
              className={`group relative flex flex-col items-center gap-1.5 rounded-xl border-2 p-2 pt-3 text-center transition-colors ${
                selected ? "border-ocean-700 bg-ocean-50" : "border-transparent hover:border-slate-200"
              }`}
            >
              {index === 0 && (
                <span className="absolute -top-2 left-1/2 -translate-x-1/2 rounded-full bg-sun-400 px-1.5 py-0.5 text-[0.625rem] font-extrabold tracking-wide text-ocean-950">
                  POPULAR
                </span>
              )}
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full shadow-inner ring-2 ring-white"
                style={{ background: colorSwatch(color) }}
              >
                {selected && <Check className="size-5 text-white drop-shadow" />}
              </span>
              <span className="text-xs leading-tight font-semibold text-ocean-950">{color.name}</span>
              {color.type && <span className="sr-only">{color.type}</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
