import { Inbox } from "lucide-react";
import { LeadStatusPill } from "./lead-status-pill";
import type { LeadHistoryView } from "./types";

/**
 * The status history of a lead, oldest first: who changed it, when, from and
 * to. Read-only by design (ruling 7): there is no control to edit or delete an
 * entry, and the models never update history rows.
 */
export function LeadTimeline({
  history,
  received,
  receivedIso,
  receivedAs = "new",
}: {
  history: readonly LeadHistoryView[];
  received: string;
  receivedIso: string;
  /** The status the lead arrived with: "spam" when a spam signal filed it so. */
  receivedAs?: string;
}) {
  return (
    <ol className="relative ml-2 border-l-2 border-slate-200">
      <li className="relative pb-4 pl-5">
        <span
          aria-hidden="true"
          className="absolute top-0.5 -left-[9px] grid size-4 place-items-center rounded-full bg-white ring-2 ring-slate-300"
        >
          <Inbox className="size-2.5 text-slate-600" />
        </span>
        <p className="text-sm text-slate-900">
          Received as <LeadStatusPill status={receivedAs} />
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={receivedIso}>{received}</time> · website form
        </p>
      </li>
      {history.map((entry) => (
        <li key={entry.id} className="relative pb-4 pl-5 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[7px] size-3 rounded-full bg-ocean-700 ring-2 ring-white"
          />
          {entry.kind === "office-move" ? (
            <p className="text-sm text-slate-900">
              <span className="font-semibold">{entry.by}</span> changed the office
            </p>
          ) : entry.from === entry.to ? (
            // A correction of a won/lost lead's outcome (issue 21): the status stayed.
            <p className="flex flex-wrap items-center gap-1 text-sm text-slate-900">
              <span className="font-semibold">{entry.by}</span> corrected the outcome of{" "}
              <LeadStatusPill status={entry.toStatus} />
            </p>
          ) : (
            <p className="flex flex-wrap items-center gap-1 text-sm text-slate-900">
              <span className="font-semibold">{entry.by}</span> changed the status
              {entry.from && (
                <>
                  {" "}
                  from <span className="font-medium">{entry.from}</span>
                </>
              )}{" "}
              to <LeadStatusPill status={entry.toStatus} />
            </p>
          )}
          {entry.note && <p className="mt-0.5 text-sm text-slate-800">{entry.note}</p>}
          <p className="mt-0.5 text-xs text-slate-600">
            <time dateTime={entry.atIso}>{entry.at}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
