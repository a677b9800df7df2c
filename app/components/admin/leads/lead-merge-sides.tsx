import type { LeadFact } from "~/lib/leads/lead-desk-views";
import { LeadFacts } from "./lead-facts";
import { LeadStatusPill } from "./lead-status-pill";

export interface LeadMergeSideProps {
  id: number;
  name: string;
  status: string;
  facts: LeadFact[];
}

function Side({ side, role }: { side: LeadMergeSideProps; role: "remains" | "merged" }) {
  const remains = role === "remains";
  return (
    <section
      aria-labelledby={`merge-side-${side.id}`}
      className={`min-w-0 rounded-lg border bg-white shadow-sm ${remains ? "border-ocean-600 ring-1 ring-ocean-600" : "border-slate-200"}`}
    >
      <div className="border-b border-slate-200 px-4 py-3">
        <p className={`text-xs font-semibold tracking-wide uppercase ${remains ? "text-ocean-800" : "text-slate-600"}`}>
          {remains ? "Remains" : "Merged into the other"}
        </p>
        <h2 id={`merge-side-${side.id}`} className="mt-0.5 flex flex-wrap items-center gap-2 text-base font-semibold">
          <span>
            #{side.id} {side.name}
          </span>
          <LeadStatusPill status={side.status} />
        </h2>
      </div>
      <div className="px-4 py-4">
        <LeadFacts facts={side.facts} />
      </div>
    </section>
  );
}

/** The two leads of a merge side by side (stacked on a phone), the one that remains first. */
export function LeadMergeSides({ survivor, merged }: { survivor: LeadMergeSideProps; merged: LeadMergeSideProps }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Side side={survivor} role="remains" />
      <Side side={merged} role="merged" />
    </div>
  );
}
