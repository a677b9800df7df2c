// A record's state as a pill: colour AND text, never colour alone (AA contrast on every tone).
const TONES = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  slate: "bg-slate-100 text-slate-700 ring-slate-300",
  amber: "bg-amber-50 text-amber-900 ring-amber-300",
  sky: "bg-sky-50 text-ocean-800 ring-sky-300",
} as const;

export type PillTone = keyof typeof TONES;

export function StatusPill({ tone, children }: { tone: PillTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}

/** Active / Inactive, the most common pill of the content lists. */
export function ActivePill({ active, inactiveLabel = "Inactive" }: { active: boolean; inactiveLabel?: string }) {
  return <StatusPill tone={active ? "green" : "slate"}>{active ? "Active" : inactiveLabel}</StatusPill>;
}
