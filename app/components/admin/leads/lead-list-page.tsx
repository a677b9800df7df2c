import { Download, Inbox, Info, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { secondaryButtonClass } from "~/components/admin/admin-form";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { hasLeadFilters, serializeLeadDeskQuery, withPage, withoutFilters } from "~/lib/leads/lead-desk-query";
import type { LeadBulkChoices } from "~/lib/schemas/lead-desk";
import { LeadBulkBar } from "./lead-bulk-bar";
import { LeadCards } from "./lead-cards";
import { LeadFilters } from "./lead-filters";
import { LeadPagination } from "./lead-pagination";
import { LeadTable } from "./lead-table";
import type { LeadListData } from "~/lib/leads/lead-desk-views";

function EmptyState({ data }: { data: LeadListData }) {
  const pastTheEnd = data.query.page > 1 && data.total > 0;
  const filtered = hasLeadFilters(data.query);
  const Icon = filtered && !pastTheEnd ? SearchX : Inbox;
  const [title, text] = pastTheEnd
    ? ["No leads on this page", "The list is shorter than this page."]
    : filtered
      ? ["No leads match these filters", "Try other words, or widen the filters."]
      : ["No leads yet", "Requests from the website's forms appear here the moment they are sent."];
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-500" />
      <h2 className="mt-3 text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p>
      {pastTheEnd ? (
        <Link
          to={data.path + serializeLeadDeskQuery(withPage(data.query, 1))}
          className={`${secondaryButtonClass} mt-4`}
        >
          Back to the first page
        </Link>
      ) : (
        filtered && (
          <Link
            to={data.path + serializeLeadDeskQuery(withoutFilters(data.query))}
            className={`${secondaryButtonClass} mt-4`}
          >
            Clear filters
          </Link>
        )
      )}
    </div>
  );
}

/** The lead lists as a row of tabs: "New today", "Estimates", ... "Spam". */
function LeadViewTabs({ data }: { data: LeadListData }) {
  return (
    <nav aria-label="Lead lists" className="-mx-1 mb-3 overflow-x-auto px-1">
      <ul className="flex gap-1.5">
        {data.views.map((tab) => {
          const current = tab.view === data.view;
          return (
            <li key={tab.view}>
              <Link
                to={tab.path}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap lg:min-h-9 ${
                  current
                    ? "bg-ocean-800 text-white"
                    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A lead list: header, the lists' tabs, search and filters, bulk bar (all-leads page), the leads and pages. The
 * leads are cards on phones and a table on wide screens (each drawn once, the other hidden by CSS, so the page
 * is right before any script runs).
 */
export function LeadListPage({
  data,
  bulkError,
  bulkChoices,
  restoreError,
}: {
  data: LeadListData;
  bulkError?: string | undefined;
  bulkChoices?: LeadBulkChoices | undefined;
  /** Why "Not spam" was refused (the spam list). */
  restoreError?: string | undefined;
}) {
  // A new location (after a bulk action's redirect, or paging) starts with no row checked. A refused bulk
  // action (e.g. "lost" without a reason) keeps the rows checked and the choices made: staff fix one field
  // and send again, instead of selecting every row anew.
  const { key: locationKey } = useLocation();
  const [key, setKey] = useState(locationKey);
  if (!bulkError && key !== locationKey) setKey(locationKey);
  return (
    <>
      <StaffPageTitle title={data.title} />
      <AdminPageHeader
        title={data.title}
        // On a phone the first screen is for leads.
        description={<span className="hidden sm:inline">{data.description}</span>}
        actions={
          data.canExport && (
            <a href={data.exportHref} className={`${secondaryButtonClass} min-h-9 px-3`} download>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          )
        }
      />
      <LeadViewTabs data={data} />
      {restoreError && (
        <p
          role="alert"
          className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {restoreError}
        </p>
      )}
      {data.ignored.length > 0 && (
        <p
          role="status"
          className="mb-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Some filters in the address were not valid and were ignored: {data.ignored.join(", ")}.
        </p>
      )}
      <LeadFilters
        path={data.path}
        query={data.query}
        typeOptions={data.typeOptions}
        repOptions={data.repFilterOptions}
        sourcePages={data.sourcePages}
        statusFilter={data.statusFilter}
      />
      {data.hidesTestLeads && (
        <p className="mb-2 text-xs text-slate-600">Leads marked as test are hidden (your test-mode preference).</p>
      )}
      {data.bulk && data.rows.length > 0 && (
        // Bulk work is desk work: the checkboxes live in the wide screen's table.
        <div className="hidden lg:block">
          <LeadBulkBar key={`bulk-${key}`} repOptions={data.repOptions} error={bulkError} choices={bulkChoices} />
        </div>
      )}
      {data.rows.length > 0 ? (
        <>
          <div className="lg:hidden">
            <LeadCards
              rows={data.rows}
              caption={`${data.title}, page ${data.query.page}`}
              canRestoreSpam={data.canRestoreSpam}
            />
          </div>
          <div className="hidden lg:block">
            <LeadTable
              key={`table-${key}`}
              rows={data.rows}
              path={data.path}
              query={data.query}
              bulk={data.bulk}
              checkedIds={bulkChoices?.ids}
              caption={`${data.title}, page ${data.query.page}`}
              canRestoreSpam={data.canRestoreSpam}
            />
          </div>
        </>
      ) : (
        <EmptyState data={data} />
      )}
      <LeadPagination
        path={data.path}
        query={data.query}
        total={data.total}
        totalIsCapped={data.totalIsCapped}
        pageSize={data.pageSize}
        shown={data.rows.length}
      />
    </>
  );
}
