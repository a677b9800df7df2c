import { Link } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { ActivePill, StatusPill } from "~/components/admin/content/status-pill";
import { timeAgo } from "~/lib/text/time-ago";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { formatApr, termYearsLabel } from "~/lib/financing/loan-payment";
import { formatUsd } from "~/lib/catalogue/pricing";
import {
  ACTIVE_STATUS_FILTERS,
  ACTIVE_STATUS_OPTIONS,
  type ActiveStatusFilter,
  parseContentListQuery,
} from "~/lib/schemas/content-list";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { listFinancingPartnersForAdmin } from "~/models/admin-financing.server";
import type { Route } from "./+types/financing-partners";

const PATH = "/admin/financing-partners";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    status: ACTIVE_STATUS_FILTERS,
  });
  const result = await listFinancingPartnersForAdmin(db, {
    page: query.page,
    q: query.q,
    status: query.filters.status as ActiveStatusFilter | undefined,
  });
  const now = new Date();
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    partners: result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      lender: row.lender && row.lender !== row.name ? row.lender : null,
      apr: formatApr(Number(row.apr)),
      interestRate: row.interestRate === null ? null : `${Number(row.interestRate).toFixed(2)}% interest`,
      rateUpdated: row.lastRateUpdate ? `Rate updated ${timeAgo(row.lastRateUpdate, now)}` : "Rate update not recorded",
      rateUpdatedAt: formatStaffDateTime(row.lastRateUpdate),
      amounts: `${formatUsd(row.minAmount)} – ${formatUsd(row.maxAmount)}`,
      term: `${row.loanTermMonths} months (${termYearsLabel(row.loanTermMonths)})`,
      promoted: row.promoted,
      isActive: row.isActive,
      displayOrder: row.displayOrder,
    })),
  };
}

type PartnerRow = Awaited<ReturnType<typeof loader>>["partners"][number];

const COLUMNS: ContentColumn<PartnerRow>[] = [
  {
    id: "name",
    header: "Partner",
    rowHeader: true,
    cell: (row) => (
      <>
        <Link
          to={`${PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit ${row.name}`}
        >
          {row.name}
        </Link>
        {row.lender && <span className="block text-xs text-slate-600">Lender: {row.lender}</span>}
      </>
    ),
  },
  {
    id: "rate",
    header: "Rate",
    cell: (row) => (
      <>
        <span className="font-semibold whitespace-nowrap text-slate-900">{row.apr}</span>
        {row.interestRate && <span className="block text-xs whitespace-nowrap text-slate-600">{row.interestRate}</span>}
        <span className="block text-xs whitespace-nowrap text-slate-600" title={row.rateUpdatedAt ?? undefined}>
          {row.rateUpdated}
        </span>
      </>
    ),
  },
  { id: "amounts", header: "Loan range", cell: (row) => <span className="whitespace-nowrap">{row.amounts}</span> },
  { id: "term", header: "Maximum term", cell: (row) => <span className="whitespace-nowrap">{row.term}</span> },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        <ActivePill active={row.isActive} inactiveLabel="Inactive (hidden)" />
        {row.promoted && <StatusPill tone="amber">Promoted</StatusPill>}
      </span>
    ),
  },
  { id: "order", header: "Order", className: "text-right tabular-nums", cell: (row) => row.displayOrder },
];

export default function FinancingPartnersPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, partners, total, pageCount } = loaderData;
  return (
    <ContentListPage
      path={PATH}
      query={query}
      ignored={ignored}
      total={total}
      pageCount={pageCount}
      shown={partners.length}
      title="Financing partners"
      description="The lenders shown on the financing page and the calculator, in display order. Active partners appear on the site as soon as they are saved."
      publicPage={{ href: "/financing", label: "View /financing" }}
      newLabel="New partner"
      search={{ label: "Search partners", placeholder: "Name, lender or description" }}
      filters={[
        {
          name: "status",
          label: "Status",
          anyLabel: "Active and inactive",
          options: ACTIVE_STATUS_OPTIONS,
        },
      ]}
      noun={{ one: "partner", many: "partners" }}
    >
      <ContentTable
        caption={`Financing partners (${total})`}
        columns={COLUMNS}
        rows={partners}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.isActive ? "" : "bg-slate-50")}
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New partner"
            noMatch={{
              title: "No partners match",
              clearLabel: "Show every partner",
              hint: "Try another search or status.",
            }}
            none={{ title: "No financing partners yet", hint: "The financing page shows the partners you add here." }}
          />
        }
      />
    </ContentListPage>
  );
}
