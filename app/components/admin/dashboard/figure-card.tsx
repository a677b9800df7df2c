import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import type { Change } from "~/lib/leads/lead-stats";

/** One headline figure of the dashboard: a label, a big number and what it is compared with. */
export function FigureCard({
  label,
  value,
  valueLabel,
  change,
  changeLabel,
  children,
}: {
  label: string;
  value: string;
  /** What a screen reader says instead of a terse value ("3 h 20 min" is fine; "—" is not). */
  valueLabel?: string;
  change?: Change;
  /** "vs. the same time last week" */
  changeLabel?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white px-4 py-3.5 shadow-sm">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
          {valueLabel ? (
            <>
              <span aria-hidden="true">{value}</span>
              <span className="sr-only">{valueLabel}</span>
            </>
          ) : (
            value
          )}
        </span>
        {change && <ChangeChip change={change} label={changeLabel} />}
      </dd>
      {children && <dd className="mt-1.5 text-xs leading-5 text-slate-600">{children}</dd>}
    </div>
  );
}

const CHANGE_STYLES = {
  up: { icon: ArrowUpRight, className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  down: { icon: ArrowDownRight, className: "bg-rose-50 text-rose-800 ring-rose-200" },
  same: { icon: ArrowRight, className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

function ChangeChip({ change, label }: { change: Change; label?: string | undefined }) {
  const { icon: Icon, className } = CHANGE_STYLES[change.direction];
  return (
    <span
      className={`inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {change.text}
      {label && <span className="sr-only"> {label}</span>}
    </span>
  );
}
