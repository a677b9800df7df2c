import type { LucideIcon } from "lucide-react";

export interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface BenefitGridProps {
  benefits: readonly Benefit[];
  columns?: 3 | 4;
}

/** Benefit tiles: an icon on a water chip, a title and one or two sentences. */
export function BenefitGrid({ benefits, columns = 3 }: BenefitGridProps) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {benefits.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ocean-950">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
