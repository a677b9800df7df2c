import { Link } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { ActivePill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import {
  ACTIVE_STATUS_FILTERS,
  ACTIVE_STATUS_OPTIONS,
  type ActiveStatusFilter,
  parseContentListQuery,
} from "~/lib/schemas/content-list";
import { FAQ_CATEGORIES } from "~/lib/schemas/faq-item";
import { countFaqItemsByCategory, listFaqItemsForAdmin } from "~/models/admin-faq.server";
import type { Route } from "./+types/faq";

const PATH = "/admin/faq";
const ANSWER_PREVIEW_LENGTH = 140;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    category: FAQ_CATEGORIES,
    status: ACTIVE_STATUS_FILTERS,
  });
  const [result, counts] = await Promise.all([
    listFaqItemsForAdmin(db, {
      page: query.page,
      q: query.q,
      category: query.filters.category,
      status: query.filters.status as ActiveStatusFilter | undefined,
    }),
    countFaqItemsByCategory(db),
  ]);
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    categories: FAQ_CATEGORIES.map((category) => ({
      value: category,
      label: `${category} (${counts.get(category) ?? 0})`,
    })),
    items: result.rows.map((row) => ({
      id: row.id,
      question: row.question,
      answer:
        row.answer.length > ANSWER_PREVIEW_LENGTH
          ? `${row.answer.slice(0, ANSWER_PREVIEW_LENGTH).trimEnd()}…`
          : row.answer,
      category: row.category,
      tags: row.tags,
      isActive: row.isActive,
      displayOrder: row.displayOrder,
    })),
  };
}

type FaqRow = Awaited<ReturnType<typeof loader>>["items"][number];

const COLUMNS: ContentColumn<FaqRow>[] = [
  {
    id: "question",
    header: "Question",
    rowHeader: true,
    className: "min-w-[16rem] sm:min-w-[20rem]",
    cell: (row) => (
      <>
        <Link
          to={`${PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit: ${row.question}`}
        >
          {row.question}
        </Link>
        <span className="mt-0.5 block text-xs text-slate-600">{row.answer}</span>
      </>
    ),
  },
  { id: "category", header: "Category", cell: (row) => <span className="whitespace-nowrap">{row.category}</span> },
  {
    id: "tags",
    header: "Tags",
    cell: (row) =>
      row.tags.length ? (
        <ul className="flex max-w-64 flex-wrap gap-1" aria-label="Tags">
          {row.tags.map((tag) => (
            <li
              key={tag}
              className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => <ActivePill active={row.isActive} inactiveLabel="Inactive (hidden)" />,
  },
  { id: "order", header: "Order", className: "text-right tabular-nums", cell: (row) => row.displayOrder },
];

export default function FaqAdminPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, items, total, pageCount, categories } = loaderData;
  const category = query.filters.category;
  const newHref = category ? `${PATH}/new?${new URLSearchParams({ category })}` : `${PATH}/new`;
  return (
    <ContentListPage
      path={PATH}
      query={query}
      ignored={ignored}
      total={total}
      pageCount={pageCount}
      shown={items.length}
      title="FAQ"
      description="The questions of the packages page FAQ, in display order. Active items appear there, and in its search, as soon as they are saved."
      publicPage={{ href: "/packages#faq", label: "View /packages FAQ" }}
      newLabel="New question"
      newHref={newHref}
      search={{ label: "Search questions", placeholder: "Question, answer or tag" }}
      filters={[
        { name: "category", label: "Category", anyLabel: "All categories", options: categories },
        {
          name: "status",
          label: "Status",
          anyLabel: "Active and inactive",
          options: ACTIVE_STATUS_OPTIONS,
        },
      ]}
      noun={{ one: "question", many: "questions" }}
    >
      <ContentTable
        caption={`FAQ items (${total})`}
        columns={COLUMNS}
        rows={items}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.isActive ? "" : "bg-slate-50")}
        minWidth="56rem"
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New question"
            noMatch={{
              title: "No questions found",
              clearLabel: "Clear all filters",
              hint: "Try another search or category.",
            }}
            none={{ title: "No FAQ items yet", hint: "The packages page FAQ shows the questions you add here." }}
          />
        }
      />
    </ContentListPage>
  );
}
