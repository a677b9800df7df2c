import { Link } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { parseContentListQuery } from "~/lib/schemas/content-list";
import { RATING_FILTERS, TESTIMONIAL_RATINGS, YES_NO_FILTERS } from "~/lib/schemas/testimonial";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { listTestimonialsForAdmin } from "~/models/admin-testimonials.server";
import { TESTIMONIAL_RECORD, starsLabel } from "~/components/admin/forms/testimonials-form";
import type { Route } from "./+types/testimonials";

const PATH = TESTIMONIAL_RECORD.listPath;
const EXCERPT_LENGTH = 140;

const yesNo = (value: string | undefined) => (value === undefined ? undefined : value === "yes");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    featured: YES_NO_FILTERS,
    verified: YES_NO_FILTERS,
    rating: RATING_FILTERS,
  });
  const result = await listTestimonialsForAdmin(db, {
    page: query.page,
    q: query.q,
    featured: yesNo(query.filters.featured),
    verified: yesNo(query.filters.verified),
    rating: query.filters.rating === undefined ? undefined : Number(query.filters.rating),
  });
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    testimonials: result.rows.map((row) => ({
      id: row.id,
      name: row.customerName,
      place: row.location ?? ([row.city, row.state].filter(Boolean).join(", ") || null),
      rating: row.rating,
      excerpt: row.content.length > EXCERPT_LENGTH ? `${row.content.slice(0, EXCERPT_LENGTH).trimEnd()}…` : row.content,
      featured: row.isFeatured,
      verified: row.isVerified,
      source: row.source,
      added: formatStaffDateTime(row.createdAt),
    })),
  };
}

type TestimonialRow = Awaited<ReturnType<typeof loader>>["testimonials"][number];

const COLUMNS: ContentColumn<TestimonialRow>[] = [
  {
    id: "customer",
    header: "Customer",
    rowHeader: true,
    cell: (row) => (
      <>
        <Link
          to={`${PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit the testimonial from ${row.name}`}
        >
          {row.name}
        </Link>
        {row.place && <span className="block text-xs text-slate-600">{row.place}</span>}
      </>
    ),
  },
  {
    id: "rating",
    header: "Rating",
    cell: (row) => (
      <span className="whitespace-nowrap">
        <span aria-hidden="true" className="text-amber-700">
          {"★".repeat(row.rating)}
          {"☆".repeat(5 - row.rating)}
        </span>
        <span className="sr-only">{starsLabel(row.rating)}</span>
      </span>
    ),
  },
  {
    id: "content",
    header: "Testimonial",
    className: "min-w-[18rem]",
    cell: (row) => <span className="text-slate-700">{row.excerpt}</span>,
  },
  {
    id: "status",
    header: "Status",
    cell: (row) =>
      row.featured || row.verified ? (
        <span className="flex flex-wrap gap-1">
          {row.featured && <StatusPill tone="amber">Featured</StatusPill>}
          {row.verified && <StatusPill tone="green">Verified</StatusPill>}
        </span>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
  { id: "source", header: "Source", cell: (row) => row.source },
  { id: "added", header: "Added", cell: (row) => <span className="whitespace-nowrap">{row.added}</span> },
];

const YES_NO_OPTIONS = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { query, ignored, testimonials, total, pageCount } = loaderData;
  return (
    <ContentListPage
      path={PATH}
      query={query}
      ignored={ignored}
      total={total}
      pageCount={pageCount}
      shown={testimonials.length}
      title="Testimonials"
      description="Customer reviews in the home page's order: featured first, then the newest. The home page shows the first six as soon as they are saved."
      publicPage={{ href: "/#testimonials-heading", label: "View home page reviews" }}
      newLabel="New testimonial"
      search={{ label: "Search testimonials", placeholder: "Customer, place, text or pool" }}
      filters={[
        {
          name: "featured",
          label: "Featured",
          anyLabel: "Featured or not",
          options: YES_NO_OPTIONS("Featured", "Not featured"),
        },
        {
          name: "verified",
          label: "Verified",
          anyLabel: "Verified or not",
          options: YES_NO_OPTIONS("Verified", "Not verified"),
        },
        {
          name: "rating",
          label: "Rating",
          anyLabel: "Any rating",
          options: TESTIMONIAL_RATINGS.map((rating) => ({ value: String(rating), label: starsLabel(rating) })),
        },
      ]}
      noun={{ one: "testimonial", many: "testimonials" }}
    >
      <ContentTable
        caption={`Testimonials (${total})`}
        columns={COLUMNS}
        rows={testimonials}
        rowKey={(row) => row.id}
        minWidth="60rem"
        empty={
          <ContentListEmptyState
            path={PATH}
            query={query}
            newLabel="New testimonial"
            noMatch={{
              title: "No testimonials match",
              clearLabel: "Show every testimonial",
              hint: "Try another search or filter.",
            }}
            none={{ title: "No testimonials yet", hint: "The home page shows the testimonials you add here." }}
          />
        }
      />
    </ContentListPage>
  );
}
