import { Link } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { parseContentListQuery } from "~/lib/schemas/content-list";
import { PUBLISH_STATUSES } from "#db/schema/enums.ts";
import { RESOURCE_STATUS_LABELS } from "~/lib/schemas/resource";
import { listResourceCategories, listResourcesForAdmin } from "~/models/admin-resources.server";
import type { Route } from "./+types/resources";

const PATH = "/admin/resources";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const categories = await listResourceCategories(db);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    status: PUBLISH_STATUSES,
    category: categories,
  });
  const result = await listResourcesForAdmin(db, {
    page: query.page,
    q: query.q,
    status: query.filters.status as (typeof PUBLISH_STATUSES)[number] | undefined,
    category: query.filters.category,
  });
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    categories,
    resources: result.rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      type: row.type,
      fileUrl: row.fileUrl,
      pages: row.pages,
      published: row.status === "published",
      displayOrder: row.displayOrder,
    })),
  };
}

type ResourceRow = Awaited<ReturnType<typeof loader>>["resources"][number];

const COLUMNS: ContentColumn<ResourceRow>[] = [
  {
    id: "title",
    header: "Title",
    rowHeader: true,
    className: "min-w-[14rem]",
    cell: (row) => (
      <Link
        to={`${PATH}/${row.id}`}
        className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
        aria-label={`Edit ${row.title}`}
      >
        {row.title}
      </Link>
    ),
  },
  { id: "category", header: "Category", cell: (row) => row.category ?? <span className="text-slate-600">—</span> },
  {
    id: "type",
    header: "Type",
    cell: (row) => (
      <>
        {row.type ?? <span className="text-slate-600">—</span>}
        {row.pages !== null && (
          <span className="block text-xs whitespace-nowrap text-slate-600">
            {row.pages} {row.pages === 1 ? "page" : "pages"}
          </span>
        )}
      </>
    ),
  },
  {
    id: "file",
    header: "File",
    cell: (row) =>
      row.fileUrl ? (
        <span className="block max-w-64 truncate font-mono text-xs text-slate-700" title={row.fileUrl}>
          {row.fileUrl}
        </span>
      ) : (
        <span className="text-slate-600">No file</span>
      ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <StatusPill tone={row.published ? "green" : "slate"}>
        {row.published ? RESOURCE_STATUS_LABELS.published : RESOURCE_STATUS_LABELS.draft}
      </StatusPill>
    ),
  },
  { id: "order", header: "Order", className: "text-right tabular-nums", cell: (row) => row.displayOrder },
];

export default function ResourcesAdminPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, resources, total, pageCount, categories } = loaderData;
  return (
    <ContentListPage
      path={PATH}
      query={query}
      ignored={ignored}
      total={total}
      pageCount={pageCount}
      shown={resources.length}
      title="Resources"
      description="Guides, checklists and other documents. Published resources are listed on /resources, grouped by category, as soon as they are saved."
      publicPage={{ href: "/resources", label: "View /resources" }}
      newLabel="New resource"
      search={{ label: "Search resources", placeholder: "Title, description, category or type" }}
      filters={[
        {
          name: "category",
          label: "Category",
          anyLabel: "All categories",
          options: categories.map((category) => ({ value: category, label: category })),
        },
        {
          name: "status",
          label: "Status",
          anyLabel: "Draft and published",
          options: PUBLISH_STATUSES.map((status) => ({ value: status, label: RESOURCE_STATUS_LABELS[status] })),
        },
      ]}
      noun={{ one: "resource", many: "resources" }}
    >
      <ContentTable
        caption={`Resources (${total})`}
        columns={COLUMNS}
        rows={resources}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.published ? "" : "bg-slate-50")}
        minWidth="52rem"
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New resource"
            noMatch={{
              title: "No resources match",
              clearLabel: "Show every resource",
              hint: "Try another search, category or status.",
            }}
            none={{ title: "No resources yet", hint: "The resources page lists the documents you publish here." }}
          />
        }
      />
    </ContentListPage>
  );
}
