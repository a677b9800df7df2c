import { type LeadStatus, STATUS_LABELS } from "~/lib/leads/lead-stats";

// Colour AND text: the colour helps scanning, the word carries the meaning.
// Every pair keeps AA contrast (800 on 100).
const STATUS_CLASSES: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-300",
  contacted: "bg-indigo-100 text-indigo-800 ring-indigo-300",
  qualified: "bg-violet-100 text-violet-800 ring-violet-300",
  "consultation scheduled": "bg-amber-100 text-amber-900 ring-amber-300",
  "proposal sent": "bg-orange-100 text-orange-900 ring-orange-300",
  won: "bg-emerald-100 text-emerald-800 ring-emerald-300",
  lost: "bg-slate-200 text-slate-800 ring-slate-300",
  spam: "bg-rose-100 text-rose-800 ring-rose-300",
};

export function LeadStatusPill({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
