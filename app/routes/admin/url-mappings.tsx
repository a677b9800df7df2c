import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ContentListToolbar } from "~/components/admin/content/content-list-toolbar";
import { ContentNotice } from "~/components/admin/content/content-page";
import { ContentPagination } from "~/components/admin/content/content-pagination";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { NewRecordLink } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { ActivePill, StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { BUILT_IN_PAGE_NAMES, findBuiltInPage } from "~/lib/content/built-in-page-names";
import {
  ACTIVE_STATUS_FILTERS,
  ACTIVE_STATUS_OPTIONS,
  type ActiveStatusFilter,
  CONTENT_PAGE_SIZE,
  IGNORED_QUERY_MESSAGE,
  parseContentListQuery,
} from "~/lib/schemas/content-list";
import { BUILT_IN_PAGE_OPTIONS } from "~/lib/schemas/url-mapping";
import { listUrlMappingsForAdmin } from "~/models/admin-url-mappings.server";
import { LandingSections, URL_MAPPINGS_PATH, publicHref } from "~/components/admin/content/landing-sections";
import type { Route } from "./+types/url-mappings";

const PATH = URL_MAPPINGS_PATH;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    status: ACTIVE_STATUS_FILTERS,
    page: BUILT_IN_PAGE_NAMES,
  });
  const result = await listUrlMappingsForAdmin(db, {
    page: query.page,
    q: query.q,
    status: query.filters.status as ActiveStatusFilter | undefined,
    targetPage: query.filters.page,
  });
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    mappings: result.rows.map((row) => {
      const target = findBuiltInPage(row.targetPage);
      return {
        id: row.id,
        legacyUrl: row.legacyUrl,
        href: publicHref(row.legacyUrl),
        targetName: row.targetPage,
        target: target ? `${target.title} (${target.path})` : null,
        priority: row.priority,
        active: row.isActive,
        metaTitle: row.metaTitle,
        description: row.description,
      };
    }),
  };
}

type MappingRow = Awaited<ReturnType<typeof loader>>["mappings"][number];

const COLUMNS: ContentColumn<MappingRow>[] = [
  {
    id: "legacyUrl",
    header: "Legacy URL",
    rowHeader: true,
    className: "min-w-[14rem]",
    cell: (row) => (
      <>
        <Link
          to={`${PATH}/${row.id}`}
          className="font-mono font-semibold break-all text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit mapping ${row.legacyUrl}`}
        >
          {row.legacyUrl}
        </Link>
        {row.description && <span className="block max-w-80 text-xs text-slate-600">{row.description}</span>}
      </>
    ),
  },
  {
    id: "target",
    header: "Target page",
    cell: (row) =>
      row.target ? (
        <>
          {row.target}
          <span className="block font-mono text-xs text-slate-600">{row.targetName}</span>
        </>
      ) : (
        // A stored name the site does not know: the address shows the Configuration Error.
        <StatusPill tone="amber">{`Unknown page "${row.targetName}"`}</StatusPill>
      ),
  },
  { id: "priority", header: "Priority", className: "text-right tabular-nums", cell: (row) => row.priority },
  { id: "status", header: "Status", cell: (row) => <ActivePill active={row.active} /> },
  {
    id: "meta",
    header: "Meta title",
    cell: (row) =>
      row.metaTitle ? (
        <span className="block max-w-72 truncate" title={row.metaTitle}>
          {row.metaTitle}
        </span>
      ) : (
        <span className="text-slate-600">Target page&apos;s title</span>
      ),
  },
  {
    id: "open",
    header: <span className="sr-only">Open</span>,
    cell: (row) =>
      row.active ? (
        <a
          href={row.href}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-ocean-800 underline-offset-2 hover:underline"
        >
          Open
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{`${row.legacyUrl} (opens in a new tab)`}</span>
        </a>
      ) : null,
  },
];

export default function UrlMappingsAdminPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, mappings, total, pageCount } = loaderData;
  return (
    <>
      <StaffPageTitle title="URL mappings | Landing pages" />
      <AdminPageHeader
        title="URL mappings"
        description="Old addresses of the site that show one of its pages, so old links and search results keep working. A mapping takes precedence over a landing page at the same address; addresses of the site's own pages cannot be mapped."
        actions={<NewRecordLink to={`${PATH}/new`} label="New mapping" />}
      />
      <LandingSections current={PATH} />
      {ignored && <ContentNotice>{IGNORED_QUERY_MESSAGE}</ContentNotice>}
      <ContentListToolbar
        path={PATH}
        query={query}
        searchLabel="Search URL mappings"
        searchPlaceholder="Address, page, description or meta title"
        filters={[
          { name: "page", label: "Target page", anyLabel: "Every page", options: BUILT_IN_PAGE_OPTIONS },
          { name: "status", label: "Status", anyLabel: "Active and inactive", options: ACTIVE_STATUS_OPTIONS },
        ]}
      />
      <ContentTable
        caption={`URL mappings (${total})`}
        columns={COLUMNS}
        rows={mappings}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.active ? "" : "bg-slate-50")}
        minWidth="56rem"
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New mapping"
            noMatch={{
              title: "No URL mappings match",
              clearLabel: "Show every mapping",
              hint: "Try another search, page or status.",
            }}
            none={{
              title: "No URL mappings yet",
              hint: "The 404 log shows which old addresses visitors still ask for.",
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
        shown={mappings.length}
        pageSize={CONTENT_PAGE_SIZE}
        noun={{ one: "mapping", many: "mappings" }}
      />
    </>
  );
}
