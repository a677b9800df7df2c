import { Inbox, Phone } from "lucide-react";
import { LeadStatusPill } from "./lead-status-pill";
import type { LeadCallView, LeadEventView, LeadHistoryView } from "~/lib/leads/lead-desk-views";

type Entry =
  | { kind: "status"; atIso: string; entry: LeadHistoryView }
  | { kind: "call"; atIso: string; entry: LeadCallView }
  | { kind: "event"; atIso: string; entry: LeadEventView };

function StatusEntry({ entry }: { entry: LeadHistoryView }) {
  return (
    <>
      {entry.kind === "office-move" ? (
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{entry.by}</span> changed the office
        </p>
      ) : entry.from === entry.to && (entry.toStatus === "won" || entry.toStatus === "lost") ? (
        // A correction of a won/lost lead's outcome: the status stayed.
        <p className="flex flex-wrap items-center gap-1 text-sm text-slate-900">
          <span className="font-semibold">{entry.by}</span> corrected the outcome of{" "}
          <LeadStatusPill status={entry.toStatus} />
        </p>
      ) : entry.from === entry.to ? (
        // Something happened that left the status as it was (a consultation booked or moved): the note says what.
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{entry.by}</span>
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
    </>
  );
}

const TIE_ORDER: Record<Entry["kind"], number> = { call: 0, status: 1, event: 2 };

function CallEntry({ entry }: { entry: LeadCallView }) {
  return (
    <p className="text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
      Call logged by <span className="font-semibold">{entry.by}</span>: {entry.outcome}
      {entry.note && <> — {entry.note}</>}
    </p>
  );
}

/** Any other line (a task added, done, reopened or closed with the lead; a merge): what it says, and who. */
function EventEntry({ entry }: { entry: LeadEventView }) {
  return (
    <p className="text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
      <span className="font-semibold">{entry.by}</span>: {entry.note}
    </p>
  );
}

/**
 * The history of a lead, oldest first: status changes (who, when, from and to), logged calls and the other lines
 * (tasks, merges). Read-only by
 * design: there is no control to edit or delete an entry, and the models never update these rows.
 */
export function LeadTimeline({
  history,
  calls,
  received,
  receivedIso,
  receivedAs = "new",
  events = [],
}: {
  history: readonly LeadHistoryView[];
  calls: readonly LeadCallView[];
  events?: readonly LeadEventView[];
  received: string;
  receivedIso: string;
  /** The status the lead arrived with: "spam" when a spam signal filed it so. */
  receivedAs?: string;
}) {
  const entries: Entry[] = [
    ...history.map((entry) => ({ kind: "status" as const, atIso: entry.atIso, entry })),
    ...calls.map((entry) => ({ kind: "call" as const, atIso: entry.atIso, entry })),
    ...events.map((entry) => ({ kind: "event" as const, atIso: entry.atIso, entry })),
  ].sort((a, b) => {
    if (a.atIso !== b.atIso) return a.atIso < b.atIso ? -1 : 1;
    // A call that moved the status is told first, then the change it made, then what followed from it.
    return TIE_ORDER[a.kind] - TIE_ORDER[b.kind];
  });
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
      {entries.map((item) => (
        <li key={`${item.kind}-${item.entry.id}`} className="relative pb-4 pl-5 last:pb-0">
          {item.kind === "call" ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 -left-[9px] grid size-4 place-items-center rounded-full bg-white ring-2 ring-ocean-700"
            >
              <Phone className="size-2.5 text-ocean-800" />
            </span>
          ) : (
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[7px] size-3 rounded-full bg-ocean-700 ring-2 ring-white"
            />
          )}
          {item.kind === "call" ? (
            <CallEntry entry={item.entry} />
          ) : item.kind === "event" ? (
            <EventEntry entry={item.entry} />
          ) : (
            <StatusEntry entry={item.entry} />
          )}
          <p className="mt-0.5 text-xs text-slate-600">
            <time dateTime={item.atIso}>{item.entry.at}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
