import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type LeadDeskQuery, serializeLeadDeskQuery, withPage } from "~/lib/leads/lead-desk-query";

const numberFormat = new Intl.NumberFormat("en-US");

/** The pages to offer around the current one: first, last and two on each side, with gaps. */
export function pageWindow(current: number, last: number): (number | "gap")[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const page of sorted) {
    const previous = out.at(-1);
    if (typeof previous === "number" && page - previous > 1) out.push("gap");
    out.push(page);
  }
  return out;
}

const linkClass =
  "inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";
const disabledClass =
  "inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-slate-200 bg-slate-50 px-2.5 text-sm font-semibold text-slate-500";

/**
 * "Showing 26–50 of 1,234 leads" and page links. Past the count cap the
 * total reads "10,000+" and Next keeps going while pages are full.
 */
export function LeadPagination({
  path,
  query,
  total,
  totalIsCapped,
  pageSize,
  shown,
}: {
  path: string;
  query: LeadDeskQuery;
  total: number;
  totalIsCapped: boolean;
  pageSize: number;
  shown: number;
}) {
  const first = (query.page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const lastPage = totalIsCapped
    ? Math.max(query.page + (shown === pageSize ? 1 : 0), 1)
    : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = totalIsCapped ? shown === pageSize : query.page < lastPage;
  const href = (page: number) => path + serializeLeadDeskQuery(withPage(query, page));
  const totalText = `${numberFormat.format(total)}${totalIsCapped ? "+" : ""}`;
  return (
    <nav aria-label="Pages of leads" className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {shown > 0 ? (
          <>
            Showing <strong>{numberFormat.format(first)}</strong>–<strong>{numberFormat.format(last)}</strong> of{" "}
            <strong>{totalText}</strong> {total === 1 ? "lead" : "leads"}
          </>
        ) : (
          <>
            <strong>{totalText}</strong> {total === 1 ? "lead" : "leads"}
          </>
        )}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {query.page > 1 ? (
            <Link to={href(query.page - 1)} className={linkClass} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </span>
          )}
        </li>
        {!totalIsCapped &&
          pageWindow(query.page, lastPage).map((page, i) =>
            page === "gap" ? (
              <li key={`gap-${i}`} aria-hidden="true" className="hidden px-1 text-slate-500 sm:block">
                …
              </li>
            ) : (
              <li key={page} className="hidden sm:block">
                <Link
                  to={href(page)}
                  aria-current={page === query.page ? "page" : undefined}
                  aria-label={`Page ${page}`}
                  className={
                    page === query.page
                      ? "inline-flex min-h-9 min-w-9 items-center justify-center rounded-md bg-ocean-700 px-2.5 text-sm font-semibold text-white"
                      : linkClass
                  }
                >
                  {page}
                </Link>
              </li>
            ),
          )}
        <li>
          {hasNext ? (
            <Link to={href(query.page + 1)} className={linkClass} rel="next">
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
