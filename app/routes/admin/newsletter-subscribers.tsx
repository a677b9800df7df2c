import { Download } from "lucide-react";
import { Link } from "react-router";
import { secondaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ContentListToolbar } from "~/components/admin/content/content-list-toolbar";
import { ContentNotice } from "~/components/admin/content/content-page";
import { ContentPagination } from "~/components/admin/content/content-pagination";
import { type ContentColumn, ContentEmptyState, ContentTable } from "~/components/admin/content/content-table";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { NEWSLETTER_SUBSCRIBER_STATUSES, type NewsletterSubscriberStatus } from "#db/schema/enums.ts";
import { formatOfficeDateTime } from "~/lib/company/office-time";
import {
  CONTENT_PAGE_SIZE,
  IGNORED_QUERY_MESSAGE,
  hasContentFilters,
  parseContentListQuery,
  serializeContentListQuery,
} from "~/lib/schemas/content-list";
import { countSubscribersByStatus, listSubscribers } from "~/models/newsletter-subscribers.server";
import { requireStaff } from "~/services/staff/auth.server";
import type { Route } from "./+types/newsletter-subscribers";

const PATH = "/admin/newsletter/subscribers";

const STATUS_LABELS: Record<NewsletterSubscriberStatus, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "newsletter.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    status: NEWSLETTER_SUBSCRIBER_STATUSES,
  });
  const [result, counts] = await Promise.all([
    listSubscribers(db, {
      page: query.page,
      q: query.q,
      status: query.filters.status as NewsletterSubscriberStatus | undefined,
    }),
    countSubscribersByStatus(db),
  ]);
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    counts: NEWSLETTER_SUBSCRIBER_STATUSES.map((status) => ({
      status,
      label: STATUS_LABELS[status],
      count: counts.get(status) ?? 0,
    })),
    subscribers: result.rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status as NewsletterSubscriberStatus,
      consentAt: formatOfficeDateTime(row.consentAt),
      consentPage: row.consentPage,
      consentText: row.consentText,
      confirmedAt: row.confirmedAt && formatOfficeDateTime(row.confirmedAt),
      unsubscribedAt: row.unsubscribedAt && formatOfficeDateTime(row.unsubscribedAt),
      leadId: row.leadId,
    })),
  };
}

type SubscriberRow = Awaited<ReturnType<typeof loader>>["subscribers"][number];

const COLUMNS: ContentColumn<SubscriberRow>[] = [
  {
    id: "email",
    header: "E-mail",
    rowHeader: true,
    className: "min-w-[14rem]",
    cell: (row) => (
      <>
        <span className="font-semibold break-all text-slate-900">{row.email}</span>
        {row.leadId !== null && (
          <a href={`/admin/leads/${row.leadId}`} className="mt-0.5 block text-xs text-ocean-800 underline">
            From lead #{row.leadId}
          </a>
        )}
      </>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <>
        <span className="whitespace-nowrap">{STATUS_LABELS[row.status]}</span>
        {row.confirmedAt && <span className="block text-xs text-slate-600">Confirmed {row.confirmedAt}</span>}
        {row.unsubscribedAt && <span className="block text-xs text-slate-600">Unsubscribed {row.unsubscribedAt}</span>}
      </>
    ),
  },
  {
    id: "consent",
    header: "Consent",
    className: "min-w-[18rem]",
    cell: (row) => (
      <>
        <span className="whitespace-nowrap">
          {row.consentAt} on {row.consentPage}
        </span>
        <span className="mt-0.5 block text-xs text-slate-600">“{row.consentText}”</span>
      </>
    ),
  },
];

export default function NewsletterSubscribersPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, total, pageCount, counts, subscribers } = loaderData;
  const title = "Newsletter subscribers";
  return (
    <>
      <StaffPageTitle title={title} />
      <AdminPageHeader
        title={title}
        description="Addresses signed up on the blog or with a lead form, newest first. An address gets the newsletter once its owner has confirmed it; unconfirmed ones are deleted after 7 days."
        actions={
          <a
            href={`${PATH}.csv${serializeContentListQuery({ ...query, page: 1 })}`}
            download
            className={secondaryButtonClass}
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        }
      />
      <ul aria-label="Subscribers by status" className="mb-4 flex flex-wrap gap-2">
        {counts.map(({ status, label, count }) => (
          <li key={status} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-sm">
            <span className="font-bold text-slate-900 tabular-nums">{count}</span>{" "}
            <span className="text-slate-700">{label}</span>
          </li>
        ))}
      </ul>
      {ignored && <ContentNotice>{IGNORED_QUERY_MESSAGE}</ContentNotice>}
      <ContentListToolbar
        path={PATH}
        query={query}
        searchLabel="Search subscribers"
        searchPlaceholder="E-mail or page"
        filters={[
          {
            name: "status",
            label: "Status",
            anyLabel: "Every status",
            options: NEWSLETTER_SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
          },
        ]}
      />
      <ContentTable
        caption={`Newsletter subscribers (${total})`}
        columns={COLUMNS}
        rows={subscribers}
        rowKey={(row) => row.id}
        minWidth="44rem"
        empty={
          hasContentFilters(query) ? (
            <ContentEmptyState
              title="No subscribers found"
              action={
                <Link to={PATH} className="text-sm font-semibold text-ocean-800 underline">
                  Clear all filters
                </Link>
              }
            >
              Try another search or status.
            </ContentEmptyState>
          ) : (
            <ContentEmptyState title="No subscribers yet">
              Addresses given in the blog&apos;s newsletter box or ticked on a lead form appear here.
            </ContentEmptyState>
          )
        }
      />
      <ContentPagination
        path={PATH}
        query={query}
        page={query.page}
        pageCount={pageCount}
        total={total}
        shown={subscribers.length}
        pageSize={CONTENT_PAGE_SIZE}
        noun={{ one: "subscriber", many: "subscribers" }}
      />
    </>
  );
}
