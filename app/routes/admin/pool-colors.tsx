import { Link } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { swatchBackground } from "~/components/manufacturer/color-swatch";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { parseContentListQuery } from "~/lib/schemas/content-list";
import { listManufacturerNames } from "~/models/admin-manufacturers.server";
import {
  countPoolColorsByManufacturer,
  listPoolColorSeries,
  listPoolColorsForAdmin,
} from "~/models/admin-pool-colors.server";
import { POOL_COLOR_RECORD } from "~/components/admin/forms/pool-colors-form";
import type { Route } from "./+types/pool-colors";

const PATH = POOL_COLOR_RECORD.listPath;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const [names, counts, series] = await Promise.all([
    listManufacturerNames(db),
    countPoolColorsByManufacturer(db),
    listPoolColorSeries(db),
  ]);
  // Colours of a manufacturer that was since deleted stay findable.
  const manufacturers = [...new Set([...names, ...counts.keys()])].sort((a, b) => a.localeCompare(b));
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    manufacturer: manufacturers,
    series,
  });
  const result = await listPoolColorsForAdmin(db, {
    page: query.page,
    q: query.q,
    manufacturer: query.filters.manufacturer,
    series: query.filters.series,
  });
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    manufacturers: manufacturers.map((name) => ({ value: name, label: `${name} (${counts.get(name) ?? 0})` })),
    series: series.map((name) => ({ value: name, label: name })),
    colors: result.rows.map((row) => ({
      id: row.id,
      name: row.colorName,
      manufacturer: row.manufacturer,
      series: row.colorSeries,
      type: row.colorType,
      swatch: swatchBackground({ hex: row.colorHex, gradientFrom: row.gradientFrom, gradientTo: row.gradientTo }),
      hexes: [row.colorHex, row.gradientFrom && `${row.gradientFrom} → ${row.gradientTo}`].filter(Boolean).join(" · "),
      displayOrder: row.displayOrder,
    })),
  };
}

type ColorRow = Awaited<ReturnType<typeof loader>>["colors"][number];

const muted = <span className="text-slate-600">—</span>;

const COLUMNS: ContentColumn<ColorRow>[] = [
  {
    id: "name",
    header: "Color",
    rowHeader: true,
    cell: (row) => (
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-9 shrink-0 rounded-md ring-1 ring-black/15"
          style={{ background: row.swatch }}
        />
        <Link
          to={`${PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit ${row.name} (${row.manufacturer})`}
        >
          {row.name}
        </Link>
      </span>
    ),
  },
  { id: "manufacturer", header: "Manufacturer", cell: (row) => row.manufacturer },
  { id: "series", header: "Series", cell: (row) => row.series ?? muted },
  { id: "type", header: "Type", cell: (row) => row.type ?? muted },
  {
    id: "hex",
    header: "Hex",
    cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{row.hexes || "—"}</span>,
  },
  { id: "order", header: "Order", className: "text-right tabular-nums", cell: (row) => row.displayOrder },
];

export default function PoolColorsPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, colors, total, pageCount, manufacturers, series } = loaderData;
  const manufacturer = query.filters.manufacturer;
  const newHref = manufacturer ? `${PATH}/new?${new URLSearchParams({ manufacturer })}` : `${PATH}/new`;
  return (
    <ContentListPage
      path={PATH}
      query={query}
      ignored={ignored}
      total={total}
      pageCount={pageCount}
      shown={colors.length}
      title="Pool colors"
      description="Finish colors by manufacturer and series, in display order. They show on /latham-pools, /design, the home page's design teaser and each pool's page as soon as they are saved."
      publicPage={{ href: "/latham-pools#latham-colors", label: "View Latham colors" }}
      newLabel="New color"
      newHref={newHref}
      search={{ label: "Search colors", placeholder: "Name, series, type or hex" }}
      filters={[
        { name: "manufacturer", label: "Manufacturer", anyLabel: "All manufacturers", options: manufacturers },
        { name: "series", label: "Series", anyLabel: "All series", options: series },
      ]}
      noun={{ one: "color", many: "colors" }}
    >
      <ContentTable
        caption={`Pool colors (${total})`}
        columns={COLUMNS}
        rows={colors}
        rowKey={(row) => row.id}
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New color"
            noMatch={{
              title: "No colors match",
              clearLabel: "Show every color",
              hint: "Try another search, manufacturer or series.",
            }}
            none={{
              title: "No pool colors yet",
              hint: "The manufacturer and pool pages show the colors you add here.",
            }}
          />
        }
      />
    </ContentListPage>
  );
}
