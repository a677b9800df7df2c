import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { NewRecordLink } from "~/components/admin/content/content-list-page";
import { PublicPageLink } from "~/components/admin/content/content-page";
import { type ContentColumn, ContentEmptyState, ContentTable } from "~/components/admin/content/content-table";
import { StatusPill } from "~/components/admin/content/status-pill";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { designAddOnListAction } from "~/services/designer/design-add-on-admin.server";
import { addOnPriceLabel } from "~/lib/schemas/design-add-on";
import { listAllDesignAddOns } from "~/models/design-add-ons.server";
import { DESIGN_ADD_ONS_PATH } from "~/components/admin/forms/design-add-ons-form";
import type { Route } from "./+types/design-add-ons";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const rows = await listAllDesignAddOns(context.get(appContext).db);
  return {
    addOns: rows.map((row, index) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      imageUrl: row.imageUrl,
      price: addOnPriceLabel(row),
      quantities:
        row.pricingKind === "per-unit"
          ? `${row.minQuantity}–${row.maxQuantity}, starts at ${row.defaultQuantity}`
          : null,
      choiceGroup: row.choiceGroup,
      needsLedgeRoom: row.needsLedgeRoom,
      isActive: row.isActive,
      first: index === 0,
      last: index === rows.length - 1,
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return designAddOnListAction({ request, context });
}

type AddOnRow = Awaited<ReturnType<typeof loader>>["addOns"][number];

const rowButtonClass =
  "inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

/** One button of a row: a small post form naming the add-on and what to do. */
function RowAction({
  id,
  intent,
  label,
  disabled,
  children,
}: {
  id: number;
  intent: string;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={rowButtonClass}
        aria-label={label}
        title={label}
        disabled={disabled}
      >
        {children}
      </button>
    </Form>
  );
}

const COLUMNS: ContentColumn<AddOnRow>[] = [
  {
    id: "picture",
    header: <span className="sr-only">Picture</span>,
    className: "w-20",
    cell: (row) =>
      row.imageUrl ? (
        <img src={row.imageUrl} alt="" width={64} height={48} loading="lazy" className="rounded" />
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
  {
    id: "name",
    header: "Add-on",
    rowHeader: true,
    className: "min-w-[12rem]",
    cell: (row) => (
      <>
        <Link
          to={`${DESIGN_ADD_ONS_PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit: ${row.name}`}
        >
          {row.name}
        </Link>
        <span className="mt-0.5 block font-mono text-xs text-slate-600">{row.key}</span>
      </>
    ),
  },
  {
    id: "price",
    header: "Price",
    cell: (row) => (
      <>
        <span className="whitespace-nowrap tabular-nums">{row.price}</span>
        {row.quantities && <span className="mt-0.5 block text-xs text-slate-600">{row.quantities}</span>}
      </>
    ),
  },
  {
    id: "offered",
    header: "Offered",
    cell: (row) => (
      <ul className="grid gap-0.5 text-xs text-slate-700">
        {row.choiceGroup && <li>Choose one of “{row.choiceGroup}”</li>}
        {row.needsLedgeRoom && <li>Pools with ledge room</li>}
        {!row.choiceGroup && !row.needsLedgeRoom && <li>Every pool</li>}
      </ul>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <StatusPill tone={row.isActive ? "green" : "slate"}>{row.isActive ? "Offered" : "Retired"}</StatusPill>
    ),
  },
  {
    id: "order",
    header: "Order",
    cell: (row) => (
      <div className="flex gap-1">
        <RowAction id={row.id} intent="move-up" label={`Move ${row.name} up`} disabled={row.first}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </RowAction>
        <RowAction id={row.id} intent="move-down" label={`Move ${row.name} down`} disabled={row.last}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </RowAction>
      </div>
    ),
  },
  {
    id: "actions",
    header: <span className="sr-only">Retire or restore</span>,
    cell: (row) =>
      row.isActive ? (
        <RowAction id={row.id} intent="retire" label={`Retire ${row.name}`}>
          Retire
        </RowAction>
      ) : (
        <RowAction id={row.id} intent="restore" label={`Restore ${row.name}`}>
          Restore
        </RowAction>
      ),
  },
];

export default function DesignAddOnsPage({ loaderData }: Route.ComponentProps) {
  const { addOns } = loaderData;
  const offered = addOns.filter((row) => row.isActive).length;
  return (
    <>
      <StaffPageTitle title="Design add-ons" />
      <AdminPageHeader
        title="Design add-ons"
        description="What the pool designer offers beside the pool, in this order, with its price. A retired add-on is kept but no longer offered; designs that named it say so."
        actions={
          <>
            <PublicPageLink href="/design" label="View /design" />
            <NewRecordLink to={`${DESIGN_ADD_ONS_PATH}/new`} label="New add-on" />
          </>
        }
      />
      <p className="mb-3 text-sm text-slate-700">
        <strong>{offered}</strong> offered, <strong>{addOns.length - offered}</strong> retired.
      </p>
      <ContentTable
        caption={`Design add-ons (${addOns.length})`}
        columns={COLUMNS}
        rows={addOns}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.isActive ? "" : "bg-slate-50")}
        minWidth="52rem"
        empty={
          <ContentEmptyState
            title="No add-ons yet"
            action={<NewRecordLink to={`${DESIGN_ADD_ONS_PATH}/new`} label="New add-on" />}
          >
            The designer offers the add-ons you add here.
          </ContentEmptyState>
        }
      />
    </>
  );
}
