import { Plus } from "lucide-react";
import { Link } from "react-router";
import { primaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { CONTENT_PAGE_SIZE, type ContentListQuery, IGNORED_QUERY_MESSAGE } from "~/lib/schemas/content-list";
import { type ContentListFilter, ContentListToolbar } from "./content-list-toolbar";
import { ContentNotice, PublicPageLink } from "./content-page";
import { ContentPagination } from "./content-pagination";

/** The "New …" button of a content list (the page header and the empty list's call to action). */
export function NewRecordLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={primaryButtonClass}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/**
 * The frame of a content list page: title, the public page it feeds, the
 * "New" button, a note when part of the address was ignored, search and
 * filters, the table (children) and paging.
 */
export function ContentListPage({
  path,
  query,
  ignored,
  total,
  pageCount,
  shown,
  title,
  description,
  publicPage,
  newLabel,
  newHref = `${path}/new`,
  search,
  filters,
  noun,
  children,
}: {
  path: string;
  query: ContentListQuery;
  /** Part of the address was not understood (shown as a note). */
  ignored: boolean;
  /** Rows matching the search and filters, on every page. */
  total: number;
  pageCount: number;
  /** Rows on this page. */
  shown: number;
  title: string;
  description: string;
  publicPage: { href: string; label: string };
  newLabel: string;
  newHref?: string;
  search: { label: string; placeholder: string };
  filters?: readonly ContentListFilter[];
  noun: { one: string; many: string };
  children: React.ReactNode;
}) {
  return (
    <>
      <StaffPageTitle title={title} />
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <>
            <PublicPageLink href={publicPage.href} label={publicPage.label} />
            <NewRecordLink to={newHref} label={newLabel} />
          </>
        }
      />
      {ignored && <ContentNotice>{IGNORED_QUERY_MESSAGE}</ContentNotice>}
      <ContentListToolbar
        path={path}
        query={query}
        searchLabel={search.label}
        searchPlaceholder={search.placeholder}
        filters={filters}
      />
      {children}
      <ContentPagination
        path={path}
        query={query}
        page={query.page}
        pageCount={pageCount}
        total={total}
        shown={shown}
        pageSize={CONTENT_PAGE_SIZE}
        noun={noun}
      />
    </>
  );
}
