import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ContentListToolbar } from "~/components/admin/content/content-list-toolbar";
import { ContentNotice } from "~/components/admin/content/content-page";
import { ContentPagination } from "~/components/admin/content/content-pagination";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { NewRecordLink } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { LANDING_CONTENT_TYPES, PUBLISH_STATUSES } from "#db/schema/enums.ts";
import { requireStaff } from "~/services/staff/auth.server";
import { findBuiltInPage } from "~/lib/content/built-in-page-names";
import { PREVIEW_SEGMENT } from "~/lib/content/landing-resolution";
import { can } from "~/lib/staff/permissions";
import { CONTENT_PAGE_SIZE, IGNORED_QUERY_MESSAGE, parseContentListQuery } from "~/lib/schemas/content-list";
import { LANDING_CONTENT_TYPE_LABELS, LANDING_STATUS_LABELS } from "~/lib/schemas/landing-page";
import { landingSourcePage, listLandingPagesForAdmin } from "~/models/admin-landing-pages.server";
import { LANDING_PAGES_PATH, LandingSections, publicHref } from "~/components/admin/content/landing-sections";
import type { Route } from "./+types/landing-pages";

const PATH = LANDING_PAGES_PATH;
const percentFormat = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const numberFormat = new Intl.NumberFormat("en-US");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    status: PUBLISH_STATUSES,
    type: LANDING_CONTENT_TYPES,
  });
  const result = await listLandingPagesForAdmin(db, {
    page: query.page,
    q: query.q,
    status: query.filters.status as (typeof PUBLISH_STATUSES)[number] | undefined,
    contentType: query.filters.type as (typeof LANDING_CONTENT_TYPES)[number] | undefined,
  });
  // The conversions link to the leads they count, for staff who may open the all-leads view.
  const leadsView = can(staff.role, "leads.bulk");
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    pages: result.rows.map((row) => ({
      id: row.id,
      title: row.title,
      address: `/${row.slug}`,
      previewHref: publicHref(`/${PREVIEW_SEGMENT}/${row.slug}`),
      place: [row.city, row.service].filter(Boolean).join(" · "),
      content:
        row.contentType === "page"
          ? (findBuiltInPage(row.localPagePath)?.title ?? `Unknown page "${row.localPagePath ?? ""}"`)
          : LANDING_CONTENT_TYPE_LABELS.html,
      builtIn: row.contentType === "page",
      published: row.status === "published",
      hiddenByMapping: row.hiddenByMapping,
      views: row.views,
      conversions: row.conversions,
      conversionRate: row.views > 0 ? percentFormat.format(row.conversions / row.views) : null,
      leadsHref:
        leadsView && row.conversions > 0
          ? `/admin/admin-estimates?source=${encodeURIComponent(landingSourcePage(row.slug))}`
          : null,
    })),
  };
}

type LandingRow = Awaited<ReturnType<typeof loader>>["pages"][number];

const muted = <span className="text-slate-600">—</span>;

const COLUMNS: ContentColumn<LandingRow>[] = [
  {
    id: "title",
    header: "Title",
    rowHeader: true,
    className: "min-w-[16rem]",
    cell: (row) => (
      <>
        <Link
          to={`${PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit ${row.title}`}
        >
          {row.title}
        </Link>
        <span className="block font-mono text-xs break-all text-slate-700">{row.address}</span>
      </>
    ),
  },
  { id: "place", header: "City · Service", cell: (row) => row.place || muted },
  {
    id: "content",
    header: "Shows",
    cell: (row) => (
      <>
        {row.content}
        {row.builtIn && <span className="block text-xs text-slate-600">{LANDING_CONTENT_TYPE_LABELS.page}</span>}
      </>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <span className="flex flex-col items-start gap-1">
        <StatusPill tone={row.published ? "green" : "slate"}>
          {row.published ? LANDING_STATUS_LABELS.published : LANDING_STATUS_LABELS.draft}
        </StatusPill>
        {row.hiddenByMapping && <StatusPill tone="amber">Hidden by a URL mapping</StatusPill>}
      </span>
    ),
  },
  {
    id: "views",
    header: "Views",
    className: "text-right tabular-nums",
    cell: (row) => numberFormat.format(row.views),
  },
  {
    id: "conversions",
    header: "Conversions",
    className: "text-right tabular-nums",
    cell: (row) =>
      row.leadsHref ? (
        <Link
          to={row.leadsHref}
          className="font-semibold text-ocean-800 underline"
          aria-label={`${row.conversions} leads from ${row.title}`}
        >
          {numberFormat.format(row.conversions)}
        </Link>
      ) : (
        numberFormat.format(row.conversions)
      ),
  },
  {
    id: "rate",
    header: "Rate",
    className: "text-right tabular-nums",
    cell: (row) => row.conversionRate ?? muted,
  },
  {
    id: "preview",
    header: <span className="sr-only">Preview</span>,
    cell: (row) => (
      <a
        href={row.previewHref}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-ocean-800 underline-offset-2 hover:underline"
      >
        Preview
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{`${row.title} (opens in a new tab)`}</span>
      </a>
    ),
  },
];

export default function LandingPagesAdminPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, pages, total, pageCount } = loaderData;
  return (
    <>
      <StaffPageTitle title="Landing pages" />
      <AdminPageHeader
        title="Landing pages"
        description="Local and service pages at their own address (/{slug}). A published page is live as soon as it is saved; preview a draft at /enhanced-test/{slug}. Conversions are the leads whose source page is the landing page."
        actions={<NewRecordLink to={`${PATH}/new`} label="New landing page" />}
      />
      <LandingSections current={PATH} />
      {ignored && <ContentNotice>{IGNORED_QUERY_MESSAGE}</ContentNotice>}
      <ContentListToolbar
        path={PATH}
        query={query}
        searchLabel="Search landing pages"
        searchPlaceholder="Title, slug, city or service"
        filters={[
          {
            name: "status",
            label: "Status",
            anyLabel: "Draft and published",
            options: PUBLISH_STATUSES.map((status) => ({ value: status, label: LANDING_STATUS_LABELS[status] })),
          },
          {
            name: "type",
            label: "Content type",
            anyLabel: "HTML and built-in pages",
            options: LANDING_CONTENT_TYPES.map((type) => ({ value: type, label: LANDING_CONTENT_TYPE_LABELS[type] })),
          },
        ]}
      />
      <ContentTable
        caption={`Landing pages (${total})`}
        columns={COLUMNS}
        rows={pages}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.published ? "" : "bg-slate-50")}
        minWidth="60rem"
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New landing page"
            noMatch={{
              title: "No landing pages match",
              clearLabel: "Show every landing page",
              hint: "Try another search, status or content.",
            }}
            none={{
              title: "No landing pages yet",
              hint: "A landing page answers at its own address with HTML content or one of the site's built-in pages.",
            }}
          />
        }
      />
      <ContentPagination
        path={PATH}
        query={query}
        page={query.page}
        pageCount={pageCount}
        total={total}
        shown={pages.length}
        pageSize={CONTENT_PAGE_SIZE}
        noun={{ one: "landing page", many: "landing pages" }}
      />
    </>
  );
}
