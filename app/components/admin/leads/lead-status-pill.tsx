import { LEAD_STATUS_PILL_CLASSES, isLeadStatus, leadStatusLabel } from "~/lib/leads/lead-status";

/** A lead's status as a coloured pill that always spells the status out. */
export function LeadStatusPill({ status }: { status: string }) {
  const colours = isLeadStatus(status)
    ? LEAD_STATUS_PILL_CLASSES[status]
    : "bg-slate-100 text-slate-800 ring-slate-300";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${colours}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {leadStatusLabel(status)}
    </span>
  );
}

/** A small neutral tag (request type, "Test", "Possible duplicate"). */
export function LeadTag({
  children,
  tone = "slate",
}: {
  children: React.ReactNode;
  tone?: "slate" | "amber" | "violet" | "red";
}) {
  const tones = {
    slate: "bg-slate-100 text-slate-800 ring-slate-300",
    amber: "bg-amber-50 text-amber-900 ring-amber-300",
    violet: "bg-violet-50 text-violet-900 ring-violet-300",
    red: "bg-red-50 text-red-800 ring-red-300",
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
