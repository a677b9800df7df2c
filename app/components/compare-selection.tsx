import { useEffect, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { COMPARE_MAX_POOLS, COMPARE_PATH } from "~/lib/catalogue/compare-page";
import {
  COMPARE_FULL_MESSAGE,
  clearCompareNotice,
  compareName,
  compareNotice,
  compareSelectionSnapshot,
  getServerCompareSelection,
  removeFromCompare,
  subscribeCompareSelection,
  toggleCompare,
} from "~/lib/catalogue/compare-selection";
import {
  FAVORITES_FULL_MESSAGE,
  FAVORITES_UNAVAILABLE_MESSAGE,
  MAX_FAVORITES,
  favoritesNotice,
  poolIdsParam,
  subscribeFavorites,
} from "~/lib/catalogue/favorites";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useHydrated } from "./leads/use-hydrated";

// "Compare" on the pool cards and the pool page, and the tray that collects the picks on every public page
// (decision 029; the list: app/lib/catalogue/compare-selection.ts). Both need the scripts (sessionStorage), so neither is in the
// served HTML: they appear at hydration, over a card's picture or fixed at the bottom, where they move nothing.

function useCompareSelection(): readonly number[] {
  return useSyncExternalStore(subscribeCompareSelection, compareSelectionSnapshot, getServerCompareSelection);
}

/** Over a card's picture (bottom right, clear of the plan's label and the brand; the heart is top right), or in a column on the pool page (`inline`). */
export function CompareToggle({ poolId, name, inline = false }: { poolId: number; name: string; inline?: boolean }) {
  const picked = useCompareSelection().includes(poolId);
  const hydrated = useHydrated();
  const texts = useTexts("shell").compare;
  if (!hydrated && !inline) return null;
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={fill(texts.toggleLabel, { name })}
      className={
        inline
          ? `btn-ghost-light aria-pressed:bg-white aria-pressed:text-ocean-950${hydrated ? "" : " invisible"}`
          : "absolute right-2 bottom-2 min-h-10 rounded-full bg-white/90 px-3 text-xs font-bold text-ocean-900 shadow-sm hover:bg-white aria-pressed:bg-ocean-800 aria-pressed:text-white"
      }
      onClick={() => toggleCompare(poolId, name)}
    >
      {/* The same word pressed or not (axe: the visible text is part of the name); aria-pressed and the colour say it. */}
      {texts.toggle}
    </button>
  );
}

/**
 * The picked pools at the bottom of the page, each with a remove button, and "Compare (n)". It also says why a
 * heart saved nothing (a full list of favourites), the one place at the bottom of every page a refusal is shown.
 */
export function CompareTray() {
  const ids = useCompareSelection();
  const compareRefusal = useSyncExternalStore(subscribeCompareSelection, compareNotice, () => "");
  const favoritesRefusal = useSyncExternalStore(subscribeFavorites, favoritesNotice, () => "");
  const notice = compareRefusal || favoritesRefusal;
  const { pathname } = useLocation();
  const texts = useTexts("shell").compare;
  const to = useLocalePath();
  useEffect(() => clearCompareNotice(), [pathname]);
  // The comparison page is where the tray leads: it has its own controls, and the tray would cover its table.
  if (to(COMPARE_PATH) === pathname || (ids.length === 0 && !notice)) return null;
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
