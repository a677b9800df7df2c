/** A finish colour as the pages show it (the colour model's public fields). */
export interface SwatchColor {
  id: number;
  name: string;
  series: string | null;
  hex: string | null;
  gradientFrom: string | null;
  gradientTo: string | null;
  description?: string | null;
}

const FALLBACK_COLOR = "#0b93d1";
const HEX = /^#[0-9a-f]{6}$/i;

function safeHex(value: string | null | undefined): string | null {
  return value && HEX.test(value) ? value : null;
}

/** The water-over-finish look of a colour: its gradient, else its flat colour. */
export function swatchBackground(color: Pick<SwatchColor, "hex" | "gradientFrom" | "gradientTo">): string {
  const from = safeHex(color.gradientFrom) ?? safeHex(color.hex) ?? FALLBACK_COLOR;
  const to = safeHex(color.gradientTo) ?? safeHex(color.hex) ?? from;
  return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}

interface ColorSwatchProps {
  color: SwatchColor;
  size?: "sm" | "lg";
  showDescription?: boolean;
}

/** A swatch of how the water looks over a finish, with its name. */
export function ColorSwatch({ color, size = "sm", showDescription = false }: ColorSwatchProps) {
  return (
    <figure className="flex flex-col">
      <div
        aria-hidden="true"
        className={`relative overflow-hidden rounded-2xl shadow-inner ring-1 ring-black/10 ${size === "lg" ? "aspect-[4/3]" : "aspect-square"}`}
        style={{ background: swatchBackground(color) }}
      >
        {/* Sun glints, so the swatch reads as water rather than paint. */}
        <span className="absolute -top-1/3 -left-1/4 h-2/3 w-3/4 rotate-12 rounded-full bg-white/20 blur-2xl" />
        <span className="absolute right-3 bottom-3 h-1.5 w-10 rounded-full bg-white/30" />
      </div>
      <figcaption className="mt-2">
        <span className={`block font-semibold text-ocean-950 ${size === "lg" ? "text-base" : "text-sm"}`}>
          {color.name}
        </span>
        {showDescription && color.description && (
          <span className="mt-1 block text-sm leading-relaxed text-slate-600">{color.description}</span>
        )}
      </figcaption>
    </figure>
  );
}
