import { SpriteIcon } from "~/components/sprite-icon";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export interface Benefit {
  icon: SpriteIconName;
  title: string;
  text: string;
}

interface BenefitGridProps {
  benefits: readonly Benefit[];
  /** Columns from the large breakpoint on (two below it, one on phones). */
  columns?: 2 | 3 | 4;
  /** The icon chip: cool water, or sun where the section is about the company's promise. */
  tone?: "ocean" | "sun";
}

const COLUMNS = { 2: "", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;
const CHIP = { ocean: "bg-ocean-50 text-ocean-700", sun: "bg-sun-300/40 text-ocean-900" } as const;

/** Benefit tiles: an icon on a chip, a title and one or two sentences. */
export function BenefitGrid({ benefits, columns = 3, tone = "ocean" }: BenefitGridProps) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${COLUMNS[columns]}`}>
      {benefits.map(({ icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className={`flex size-12 items-center justify-center rounded-xl ${CHIP[tone]}`}>
            <SpriteIcon icon={icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ocean-950">{title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
