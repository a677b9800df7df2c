import { Link } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { ActivePill } from "~/components/admin/content/status-pill";
import { ImagePreview } from "~/components/admin/media/image-upload";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { formatUsd } from "~/lib/catalogue/pricing";
import {
  ACTIVE_STATUS_FILTERS,
  ACTIVE_STATUS_OPTIONS,
  type ActiveStatusFilter,
  parseContentListQuery,
} from "~/lib/schemas/content-list";
import { listPoolFacets, listPoolsForAdmin } from "~/models/admin-pools.server";
import { poolPlanUrl } from "~/models/pools.server";
import { POOL_RECORD } from "~/components/admin/forms/pools-form";
import type { Route } from "./+types/pools";

const PATH = POOL_RECORD.listPath;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const facets = await listPoolFacets(db);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    manufacturer: facets.manufacturers,
    size: facets.sizeCategories,
    status: ACTIVE_STATUS_FILTERS,
  });
  const result = await listPoolsForAdmin(db, {
    page: query.page,
    q: query.q,
    manufacturer: query.filters.manufacturer,
    sizeCategory: query.filters.size,
    status: query.filters.status as ActiveStatusFilter | undefined,
  });
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    manufacturers: facets.manufacturers,
    sizeCategories: facets.sizeCategories,
    pools: result.rows.map((pool) => ({
      id: pool.id,
      name: pool.name,
      model: pool.model && pool.model !== pool.name ? pool.model : null,
      manufacturer: pool.manufacturer,
      series: pool.series,
      dimensions: pool.dimensions ?? pool.size,
      sizeCategory: pool.sizeCategory,
      price: pool.price,
      picture: pool.imageUrl || pool.images[0] || poolPlanUrl(pool.slug),
      pictureCount: pool.images.length,
      isActive: pool.isActive,
    })),
  };
}

type PoolRow = Awaited<ReturnType<typeof loader>>["pools"][number];

const COLUMNS: ContentColumn<PoolRow>[] = [
  {
    id: "picture",
    header: <span className="sr-only">Picture</span>,
    className: "w-24",
    cell: (row) => <ImagePreview url={row.picture} className="h-12 w-20" />,
  },
  {
    id: "name",
    header: "Pool",
    rowHeader: true,
    className: "min-w-[12rem]",
    cell: (row) => (
      <>
        <Link
          to={`${PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit ${row.name}`}
        >
          {row.name}
        </Link>
        {row.model && <span className="mt-0.5 block text-xs text-slate-600">Model {row.model}</span>}
      </>
    ),
  },
  {
    id: "manufacturer",
    header: "Manufacturer",
    cell: (row) => (
      <>
        <span className="block whitespace-nowrap">{row.manufacturer ?? "—"}</span>
        {row.series && <span className="block text-xs text-slate-600">{row.series}</span>}
      </>
    ),
  },
  {
    id: "size",
    header: "Size",
    cell: (row) => (
      <>
        <span className="block whitespace-nowrap">{row.dimensions ?? "—"}</span>
        {row.sizeCategory && <span className="block text-xs text-slate-600">{row.sizeCategory}</span>}
      </>
    ),
  },
  {
    id: "price",
    header: "Price",
    className: "text-right tabular-nums whitespace-nowrap",
    cell: (row) => (row.price ? formatUsd(row.price) : <span className="text-slate-600">On request</span>),
  },
  {
    id: "pictures",
    header: "Pictures",
    className: "text-right tabular-nums",
    cell: (row) => row.pictureCount,
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => <ActivePill active={row.isActive} inactiveLabel="Inactive (hidden)" />,
  },
];

export default function PoolsAdminPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, pools, total, pageCount, manufacturers, sizeCategories } = loaderData;
  return (
    <ContentListPage
      path={PATH}
      query={query}
      ignored={ignored}
      total={total}
      pageCount={pageCount}
      shown={pools.length}
      title="Pools"
      description="The pool models of the public catalogue. Active pools appear on /pools and get their own page as soon as they are saved."
      publicPage={{ href: "/pools", label: "View /pools" }}
      newLabel="New pool"
      search={{ label: "Search pools", placeholder: "Name, model, manufacturer or series" }}
      filters={[
        {
          name: "manufacturer",
          label: "Manufacturer",
          anyLabel: "All manufacturers",
          options: manufacturers.map((name) => ({ value: name, label: name })),
        },
        {
          name: "size",
          label: "Size category",
          anyLabel: "All sizes",
          options: sizeCategories.map((name) => ({ value: name, label: name })),
        },
        { name: "status", label: "Status", anyLabel: "Active and inactive", options: ACTIVE_STATUS_OPTIONS },
      ]}
      noun={{ one: "pool", many: "pools" }}
    >
      <ContentTable
        caption={`Pools (${total})`}
        columns={COLUMNS}
        rows={pools}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.isActive ? "" : "bg-slate-50")}
        minWidth="52rem"
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New pool"
            noMatch={{
              title: "No pools found",
              clearLabel: "Clear all filters",
              hint: "Try another search, manufacturer or size.",
            }}
            none={{ title: "No pools yet", hint: "The public catalogue shows the pools you add here." }}
          />
        }
      />
    </ContentListPage>
  );
}
