import { Link } from "react-router";
import { COMPARE_MAX_POOLS, COMPARE_PATH } from "~/lib/catalogue/compare-page";
import { COMPARE_FULL_MESSAGE, compareName, removeFromCompare } from "~/lib/catalogue/compare-selection";
import {
  FAVORITES_FULL_MESSAGE,
  FAVORITES_UNAVAILABLE_MESSAGE,
  MAX_FAVORITES,
  poolIdsParam,
} from "~/lib/catalogue/favorites";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** The compare tray's contents (CompareTray decides when it shows): the picks, "Compare (n)" and a refusal. */
export default function CompareTrayPanel({ ids, notice }: { ids: readonly number[]; notice: string }) {
  const texts = useTexts("shell").compare;
  const to = useLocalePath();
  return (
    <aside
      aria-label={texts.tray}
      className="sticky bottom-0 z-30 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-lg frosted"
    >
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          aria-label={fill(texts.remove, { name: compareName(id) })}
          className="icon-after icon-X inline-flex min-h-10 items-center gap-1 rounded-full border border-slate-300 px-3 text-sm font-semibold text-ocean-950 after:size-4 hover:bg-slate-100"
          onClick={() => removeFromCompare(id)}
        >
          {compareName(id)}
        </button>
      ))}
      {ids.length > 0 && (
        <Link to={to(`${COMPARE_PATH}?pools=${poolIdsParam(ids)}`)} className="btn-primary ml-auto min-h-10 px-4">
          {fill(texts.open, { count: ids.length })}
        </Link>
      )}
      {/* Always there while the tray is, so a screen reader hears the refusal of a fifth pool when it is set. */}
      <p role="status" className="w-full text-sm font-semibold text-rose-700 empty:hidden">
        {noticeInLanguage(notice, texts)}
      </p>
    </aside>
  );
}

/** The store's refusals, in the page's language (the store keeps its own words: it knows no page). */
function noticeInLanguage(notice: string, texts: TextAreas["shell"]["compare"]): string {
  if (notice === COMPARE_FULL_MESSAGE) return fill(texts.full, { max: COMPARE_MAX_POOLS });
  if (notice === FAVORITES_FULL_MESSAGE) return fill(texts.favoritesFull, { max: MAX_FAVORITES });
  if (notice === FAVORITES_UNAVAILABLE_MESSAGE) return texts.favoritesUnavailable;
  return notice;
}
