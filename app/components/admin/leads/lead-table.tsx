import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link } from "react-router";
import { useHydrated } from "~/components/leads/use-hydrated";
import {
  LEAD_SORT_LABELS,
  type LeadDeskQuery,
  type LeadSort,
  serializeLeadDeskQuery,
  withSort,
} from "~/lib/leads/lead-desk-query";
import { LeadStatusPill, LeadTag } from "./lead-status-pill";
import { StaleTag } from "./stale-tag";
import { NotSpamButton } from "./not-spam-button";
import type { LeadRowView } from "~/lib/leads/lead-desk-views";

export const BULK_FORM_ID = "lead-bulk-form";

const thClass = "px-3 py-2.5 text-left font-semibold whitespace-nowrap";

function SortHeader({ sort, path, query }: { sort: LeadSort; path: string; query: LeadDeskQuery }) {
  const active = query.sort === sort;
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  const next = withSort(query, sort);
  return (
    <th
      scope="col"
      className={thClass}
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        to={path + serializeLeadDeskQuery(next)}
        className="inline-flex items-center gap-1 rounded-sm text-slate-700 hover:text-ocean-800"
      >
        {LEAD_SORT_LABELS[sort]}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? "text-ocean-700" : "text-slate-500"}`} />
        <span className="sr-only">, sort {next.dir === "asc" ? "ascending" : "descending"}</span>
      </Link>
    </th>
  );
}

function SelectAll() {
  function toggle(checked: boolean) {
    const form = document.getElementById(BULK_FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM_ID}"]`)) {
      box.checked = checked;
    }
    form.dispatchEvent(new Event("change", { bubbles: true }));
  }
  return (
    <input
      type="checkbox"
      aria-label="Select every lead on this page"
      className="size-4 rounded border-slate-400 accent-ocean-700"
      onChange={(event) => toggle(event.currentTarget.checked)}
    />
  );
}

/**
 * A page of leads for wide screens (phones get the cards). The table scrolls sideways when the window is still
 * too narrow for it, and its header stays in view while a long page scrolls. With `bulk`,
 * each row has a checkbox that belongs to the bulk actions' form.
 */
export function LeadTable({
  rows,
  path,
  query,
  bulk,
  checkedIds = [],
  caption,
  canRestoreSpam = false,
}: {
  rows: readonly LeadRowView[];
  path: string;
  query: LeadDeskQuery;
  bulk: boolean;
  /** Rows checked at first: those of a refused bulk action. */
  checkedIds?: readonly number[] | undefined;
  caption: string;
  /** "Not spam" on each row (the spam list). */
  canRestoreSpam?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <div className="relative overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm lg:max-h-[calc(100dvh-13rem)]">
      <table className="w-full min-w-[60rem] border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase shadow-[inset_0_-1px_0_var(--color-slate-200)]">
          <tr>
            {bulk && (
              <th scope="col" className="w-10 px-3 py-2.5">
                {hydrated ? <SelectAll /> : <span className="sr-only">Select</span>}
              </th>
            )}
            <SortHeader sort="name" path={path} query={query} />
            <SortHeader sort="status" path={path} query={query} />
            <th scope="col" className={thClass}>
              Type
            </th>
            <SortHeader sort="created" path={path} query={query} />
            <SortHeader sort="office" path={path} query={query} />
            <th scope="col" className={thClass}>
              Rep
            </th>
            <th scope="col" className={thClass}>
              Source
            </th>
            <th scope="col" className={thClass}>
              Message
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const callHref = row.contact.find((link) => link.kind === "call")?.href;
            return (
              <tr key={row.id} className="group align-top hover:bg-sky-50/60">
                {bulk && (
                  <td className="border-b border-slate-100 px-3 py-2.5">
                    <input
                      type="checkbox"
                      name="ids"
                      value={row.id}
                      defaultChecked={checkedIds.includes(row.id)}
                      form={BULK_FORM_ID}
                      aria-label={`Select ${row.name}`}
                      className="size-4 rounded border-slate-400 accent-ocean-700"
                    />
                  </td>
                )}
                <th scope="row" className="border-b border-slate-100 px-3 py-2.5 text-left font-normal">
                  <Link
                    to={`/admin/leads/${row.id}`}
                    className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-600">
                    {callHref ? (
                      <a href={callHref} className="text-ocean-800 underline underline-offset-2">
                        {row.phone}
                      </a>
                    ) : (
                      row.phone
                    )}
                    {row.email && <> · {row.email}</>}
                  </span>
                  {(row.isTest || row.spanish || row.duplicateOf || row.overdueTask || row.stale) && (
                    <span className="mt-1 flex flex-wrap gap-1">
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
                    </span>
                  )}
                </th>
                <td className="border-b border-slate-100 px-3 py-2.5">
                  <LeadStatusPill status={row.status} />
                  {row.qualification && <span className="mt-1 block text-xs text-slate-600">{row.qualification}</span>}
                  {row.spamReason && <span className="mt-1 block max-w-48 text-xs text-red-900">{row.spamReason}</span>}
                  {canRestoreSpam && row.spamReason && (
                    <span className="mt-1.5 block">
                      <NotSpamButton leadId={row.id} name={row.name} />
                    </span>
                  )}
                </td>
                <td className="border-b border-slate-100 px-3 py-2.5 whitespace-nowrap">{row.typeLabel}</td>
                <td className="border-b border-slate-100 px-3 py-2.5 whitespace-nowrap">
                  <time dateTime={row.receivedIso}>{row.received}</time>
                </td>
                <td className="border-b border-slate-100 px-3 py-2.5 whitespace-nowrap">{row.office ?? "—"}</td>
                <td className="border-b border-slate-100 px-3 py-2.5 whitespace-nowrap">
                  {row.rep ?? <span className="text-slate-600">Unassigned</span>}
                </td>
                <td className="border-b border-slate-100 px-3 py-2.5 whitespace-nowrap">{row.source ?? "—"}</td>
                <td className="max-w-72 border-b border-slate-100 px-3 py-2.5">
                  <span className="line-clamp-2 text-slate-700">{row.messageStart ?? "—"}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
