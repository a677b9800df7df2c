import { Link } from "react-router";
import { paginationWindow } from "~/lib/blog/blog-pagination";
import { type BlogListParams, blogListHref } from "~/lib/blog/blog-list-query";
import { SpriteIcon } from "~/components/sprite-icon";
import { useBlogTexts } from "./use-blog-texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { fill } from "~/lib/i18n/translate";

const PAGE_LINK =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold transition-colors";
const IDLE = "border-slate-300 bg-white text-ocean-900 hover:border-ocean-600 hover:bg-ocean-50";
const DISABLED = "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500";

interface BlogPaginationProps {
  params: BlogListParams;
  totalPages: number;
}

/** Previous, up to five page links and next; plain links, so paging works without JavaScript. */
export function BlogPagination({ params, totalPages }: BlogPaginationProps) {
  const t = useBlogTexts().pagination;
  const to = useLocalePath();
  if (totalPages <= 1) return null;
  const current = params.page;
  const href = (page: number) => to(blogListHref({ ...params, page }));
  const previous = current > 1 ? current - 1 : null;
  const next = current < totalPages ? current + 1 : null;

  return (
    <nav aria-label={t.label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous ? (
            <Link to={href(previous)} rel="prev" className={`${PAGE_LINK} ${IDLE}`}>
              <SpriteIcon icon="ChevronLeft" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t.previous}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${PAGE_LINK} ${DISABLED}`}>
              <SpriteIcon icon="ChevronLeft" className="size-4" />
              <span className="sr-only sm:not-sr-only">{t.previous}</span>
            </span>
          )}
        </li>
        {paginationWindow(current, totalPages).map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              aria-current={page === current ? "page" : undefined}
              className={`${PAGE_LINK} ${page === current ? "border-ocean-700 bg-ocean-700 text-white" : IDLE}`}
            >
              <span className="sr-only">{t.page} </span>
              {page}
            </Link>
          </li>
        ))}
        <li>
          {next ? (
            <Link to={href(next)} rel="next" className={`${PAGE_LINK} ${IDLE}`}>
              <span className="sr-only sm:not-sr-only">{t.next}</span>
              <SpriteIcon icon="ChevronRight" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${PAGE_LINK} ${DISABLED}`}>
              <span className="sr-only sm:not-sr-only">{t.next}</span>
              <SpriteIcon icon="ChevronRight" className="size-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="mt-3 text-center text-sm text-slate-600">{fill(t.pageOf, { page: current, total: totalPages })}</p>
    </nav>
  );
}
