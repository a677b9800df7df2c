import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { MORE_STATE, type ShownPages, isMoreState, searchWithPage } from "~/lib/catalogue/pool-paging";
import { plainClick } from "./results-link";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";

interface ResultsPagerProps {
  shown: ShownPages<unknown>;
  /** Id of the results section: without scripts, a page link lands there rather than on the hero. */
  resultsId: string;
}

/**
 * Below a page of pools: which ones are on screen, the previous page (when
 * the list does not start at the first) and "Show more pools". Both are real
 * links that keep every filter, so they work without scripts; with scripts
 * "more" appends the next page in place (its navigation state says so) and
 * the address keeps the page, for a reload or a shared link.
 */
export function ResultsPager({ shown, resultsId }: ResultsPagerProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const t = useTexts("poolCard").pager;
  const { pageCount, total, perPage } = shown.source;
  if (pageCount < 2) return null;
  const first = (shown.firstPage - 1) * perPage + 1;
  const last = first + shown.items.length - 1;
  const search = (page: number) => location.pathname + searchWithPage(location.search, page);
  const loadingMore = navigation.state === "loading" && isMoreState(navigation.location.state);
  return (
    <nav aria-label={t.label} className="mt-10 flex flex-col items-center gap-3 text-center">
      <p aria-live="polite" className="text-sm font-medium text-slate-700">
        {fill(t.range, { first, last, total })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {shown.firstPage > 1 && (
          <Link to={`${search(shown.firstPage - 1)}#${resultsId}`} rel="prev" className="btn-outline">
            {t.previous}
          </Link>
        )}
        {shown.lastPage < pageCount && (
          <Link
            to={`${search(shown.lastPage + 1)}#${resultsId}`}
            rel="next"
            aria-disabled={loadingMore || undefined}
            className="btn-ocean"
            onClick={(event) => {
              if (!plainClick(event)) return;
              // In place: no jump to the results' top (the href's #id is for the page load without scripts).
              event.preventDefault();
              if (loadingMore) return;
              void navigate(search(shown.lastPage + 1), { state: MORE_STATE, replace: true, preventScrollReset: true });
            }}
          >
            {loadingMore ? t.loadingMore : t.more}
          </Link>
        )}
      </div>
    </nav>
  );
}
