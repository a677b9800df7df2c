import { Link } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { manufacturerMark, parseManufacturerDescription } from "~/lib/catalogue/manufacturer-features";
import { parseContentListQuery } from "~/lib/schemas/content-list";
import { MANUFACTURER_STATUS_FILTERS, MANUFACTURER_STATUS_OPTIONS } from "~/lib/schemas/manufacturer";
import { countManufacturerUsage, listManufacturersForAdmin } from "~/models/admin-manufacturers.server";
import { MANUFACTURER_RECORD, usageLabel } from "~/components/admin/forms/manufacturers-form";
import type { Route } from "./+types/manufacturers";

const PATH = MANUFACTURER_RECORD.listPath;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    status: MANUFACTURER_STATUS_FILTERS,
  });
  const result = await listManufacturersForAdmin(db, {
    page: query.page,
    q: query.q,
    status: query.filters.status as (typeof MANUFACTURER_STATUS_FILTERS)[number] | undefined,
  });
  const usage = await countManufacturerUsage(
    db,
    result.rows.map((row) => row.name),
  );
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    manufacturers: result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      mark: manufacturerMark(row.logo, row.iconLogo),
      features: parseManufacturerDescription(row.description).features.length,
      website: row.website,
      usage: usageLabel(usage.get(row.name.toLowerCase()) ?? { pools: 0, colors: 0 }),
      enabled: row.enabled,
      displayOrder: row.displayOrder,
    })),
  };
}

type ManufacturerRow = Awaited<ReturnType<typeof loader>>["manufacturers"][number];

function Mark({ row }: { row: ManufacturerRow }) {
  const { mark } = row;
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-14 shrink-0 items-center justify-center overflow-hidden rounded bg-slate-50 text-xl ring-1 ring-slate-200"
    >
      {mark.kind === "image" ? (
        <img src={mark.src} alt="" className="max-h-8 max-w-12 object-contain" loading="lazy" />
      ) : mark.kind === "text" ? (
        mark.text
      ) : (
        row.name.charAt(0)
      )}
    </span>
  );
}

const COLUMNS: ContentColumn<ManufacturerRow>[] = [
  {
    id: "name",
    header: "Manufacturer",
    rowHeader: true,
    cell: (row) => (
      <span className="flex items-center gap-3">
        <Mark row={row} />
        <span>
          <Link
            to={`${PATH}/${row.id}`}
            className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
            aria-label={`Edit ${row.name}`}
          >
            {row.name}
          </Link>
          <span className="block text-xs text-slate-600">
            {row.features} {row.features === 1 ? "feature" : "features"}
          </span>
        </span>
      </span>
    ),
  },
  {
    id: "website",
    header: "Website",
    cell: (row) =>
      row.website ? (
        <span className="break-all">{row.website.replace(/^https:\/\//, "")}</span>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
  { id: "usage", header: "Used by", cell: (row) => <span className="whitespace-nowrap">{row.usage}</span> },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <StatusPill tone={row.enabled ? "green" : "slate"}>{row.enabled ? "Enabled" : "Disabled (hidden)"}</StatusPill>
    ),
  },
  { id: "order", header: "Order", className: "text-right tabular-nums", cell: (row) => row.displayOrder },
];

export default function ManufacturersPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, manufacturers, total, pageCount } = loaderData;
  return (
    <ContentListPage
      path={PATH}
      query={query}
      ignored={ignored}
      total={total}
      pageCount={pageCount}
      shown={manufacturers.length}
      title="Manufacturers"
      description="The pool manufacturers of the home page's partner cards and the manufacturer pages, in display order. Enabled manufacturers appear as soon as they are saved."
      publicPage={{ href: "/#partners-heading", label: "View home page cards" }}
      newLabel="New manufacturer"
      search={{ label: "Search manufacturers", placeholder: "Name, description or website" }}
      filters={[
        { name: "status", label: "Status", anyLabel: "Enabled and disabled", options: MANUFACTURER_STATUS_OPTIONS },
      ]}
      noun={{ one: "manufacturer", many: "manufacturers" }}
    >
      <ContentTable
        caption={`Manufacturers (${total})`}
        columns={COLUMNS}
        rows={manufacturers}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.enabled ? "" : "bg-slate-50")}
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New manufacturer"
            noMatch={{
              title: "No manufacturers match",
              clearLabel: "Show every manufacturer",
              hint: "Try another search or status.",
            }}
            none={{
              title: "No manufacturers yet",
              hint: "The home page shows a partner card for each manufacturer you add here.",
            }}
          />
        }
      />
    </ContentListPage>
  );
}
