import { Link } from "react-router";
import { LeadContactActions } from "./lead-contact-actions";
import { NotSpamButton } from "./not-spam-button";
import { LeadStatusPill, LeadTag } from "./lead-status-pill";
import { StaleTag } from "./stale-tag";
import type { LeadRowView } from "~/lib/leads/lead-desk-views";

/**
 * A page of leads as cards, for phones: who, where, what they asked, how long ago, the status, and call, text,
 * e-mail and map one tap away. Wide screens show the table instead.
 */
export function LeadCards({
  rows,
  caption,
  canRestoreSpam,
}: {
  rows: readonly LeadRowView[];
  caption: string;
  canRestoreSpam: boolean;
}) {
  return (
    <ul aria-label={caption} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h2 className="min-w-0 text-base leading-snug font-semibold [overflow-wrap:anywhere]">
              <Link to={`/admin/leads/${row.id}`} className="text-ocean-800 underline-offset-2 hover:underline">
                <span>{row.name}</span>
              </Link>
            </h2>
            <LeadStatusPill status={row.status} />
          </div>
          <p className="mt-0.5 text-sm text-slate-700">
            {row.place && <>{row.place} · </>}
            <time dateTime={row.receivedIso} title={row.received}>
              {row.age}
            </time>
          </p>
          <p className="text-sm text-slate-900">{row.asked}</p>
          {(row.isTest || row.spanish || row.duplicateOf || row.overdueTask || row.stale) && (
            <p className="mt-1 flex flex-wrap gap-1">
              {row.isTest && <LeadTag tone="violet">Test</LeadTag>}
              {row.spanish && (
                <LeadTag>
                  <abbr title="Prefers Spanish">ES</abbr>
                  <span className="sr-only"> (prefers Spanish)</span>
                </LeadTag>
              )}
              {row.duplicateOf && <LeadTag tone="amber">Possible duplicate</LeadTag>}
              {row.overdueTask && <LeadTag tone="red">Overdue task</LeadTag>}
              {row.stale && <StaleTag idle={row.stale.idle} idleWords={row.stale.idleWords} />}
            </p>
          )}
          {row.spamReason && (
            <p className="mt-1 text-sm text-red-900">
              <span className="font-semibold">Why spam:</span> {row.spamReason}
            </p>
          )}
          <LeadContactActions links={row.contact} className="mt-2" />
          {canRestoreSpam && row.spamReason && (
            <div className="mt-2">
              <NotSpamButton leadId={row.id} name={row.name} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
