import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type ContentListQuery, serializeContentListQuery } from "~/lib/schemas/content-list";

const numberFormat = new Intl.NumberFormat("en-US");

/** The pages to offer around the current one: first, last and one on each side, with gaps. */
export function contentPageWindow(current: number, last: number): (number | "gap")[] {
  const pages = [...new Set([1, last, current - 1, current, current + 1])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const page of pages) {
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

/** "Showing 26–50 of 73 questions" and page links (hidden when everything fits on one page). */
export function ContentPagination({
  path,
  query,
  page,
  pageCount,
  total,
  shown,
  pageSize,
  noun,
}: {
  path: string;
  query: ContentListQuery;
  page: number;
  pageCount: number;
  total: number;
  shown: number;
  pageSize: number;
  /** Singular and plural of what the list holds. */
  noun: { one: string; many: string };
}) {
  const first = (page - 1) * pageSize + 1;
  const href = (to: number) => path + serializeContentListQuery({ ...query, page: to });
  const name = total === 1 ? noun.one : noun.many;
  return (
    <nav aria-label={`Pages of ${noun.many}`} className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {shown > 0 && pageCount > 1 ? (
          <>
            Showing <strong>{numberFormat.format(first)}</strong>–
            <strong>{numberFormat.format(first + shown - 1)}</strong> of <strong>{numberFormat.format(total)}</strong>{" "}
            {name}
          </>
        ) : (
          <>
            <strong>{numberFormat.format(total)}</strong> {name}
          </>
        )}
      </p>
      {pageCount > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {page > 1 ? (
              <Link to={href(page - 1)} className={linkClass} rel="prev">
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
          {contentPageWindow(page, pageCount).map((entry, i) =>
            entry === "gap" ? (
              <li key={`gap-${i}`} aria-hidden="true" className="hidden px-1 text-slate-500 sm:block">
                …
              </li>
            ) : (
              <li key={entry} className="hidden sm:block">
                <Link
                  to={href(entry)}
                  aria-current={entry === page ? "page" : undefined}
                  aria-label={`Page ${entry}`}
                  className={
                    entry === page
                      ? "inline-flex min-h-9 min-w-9 items-center justify-center rounded-md bg-ocean-700 px-2.5 text-sm font-semibold text-white"
                      : linkClass
                  }
                >
                  {entry}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < pageCount ? (
              <Link to={href(page + 1)} className={linkClass} rel="next">
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
      )}
    </nav>
  );
}
