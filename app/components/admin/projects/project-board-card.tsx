import { Link } from "react-router";
import { LeadTag } from "~/components/admin/leads/lead-status-pill";
import type { ProjectCardView } from "~/lib/projects/project-desk-views";

/** One project on the board: the homeowner (to the lead's page), pool, rep, its stage's date, and late marked. */
export function ProjectBoardCard({ card }: { card: ProjectCardView }) {
  return (
    <article
      className={`rounded-md border bg-white px-3 py-2 shadow-sm ${card.late ? "border-red-300 border-l-4 border-l-red-600" : "border-slate-200"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold">
          <Link
            to={`/admin/leads/${card.leadId}#project`}
            className="text-ocean-800 underline-offset-2 hover:underline"
          >
            {card.homeowner}
          </Link>
        </h3>
        {card.late && <LeadTag tone="red">Late</LeadTag>}
      </div>
      <p className="mt-1 text-xs text-slate-700">{card.pool ?? "Pool not chosen yet"}</p>
      <p className="text-xs text-slate-700">Rep: {card.rep ?? "Unassigned"}</p>
      {card.when && <p className="mt-1 text-xs text-slate-900">{card.when}</p>}
      {card.pageHref && (
        <Link
          to={card.pageHref}
          className="mt-1 inline-flex min-h-8 items-center text-xs font-semibold text-ocean-800 underline underline-offset-2"
          aria-label={`Open the project of ${card.homeowner}`}
        >
          Open the project
        </Link>
      )}
    </article>
  );
}
