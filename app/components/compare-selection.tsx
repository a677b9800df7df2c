import { Suspense, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { COMPARE_PATH } from "~/lib/catalogue/compare-page";
import {
  clearCompareNotice,
  compareNotice,
  compareSelectionSnapshot,
  getServerCompareSelection,
  subscribeCompareSelection,
  toggleCompare,
} from "~/lib/catalogue/compare-selection";
import { favoritesNotice, subscribeFavorites } from "~/lib/catalogue/favorites";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { lazyWhenIdle } from "./lazy-when-idle";
import { useHydrated } from "./leads/use-hydrated";

const CompareTrayPanel = lazyWhenIdle(() => import("./compare-tray-panel"));

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
 * The picked pools at the bottom of the page, each with a remove button, and "Compare (n)" (CompareTrayPanel). It
 * also says why a heart saved nothing (a full list of favourites), the one place at the bottom of every page a
 * refusal is shown.
 */
export function CompareTray() {
  const ids = useCompareSelection();
  const compareRefusal = useSyncExternalStore(subscribeCompareSelection, compareNotice, () => "");
  const favoritesRefusal = useSyncExternalStore(subscribeFavorites, favoritesNotice, () => "");
  const notice = compareRefusal || favoritesRefusal;
  const { pathname } = useLocation();
  const to = useLocalePath();
  useEffect(() => clearCompareNotice(), [pathname]);
  // The comparison page is where the tray leads: it has its own controls, and the tray would cover its table.
  if (to(COMPARE_PATH) === pathname || (ids.length === 0 && !notice)) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayPanel ids={ids} notice={notice} />
    </Suspense>
  );
}
