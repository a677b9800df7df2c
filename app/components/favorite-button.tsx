import { addFavorite, removeFavorite } from "~/lib/catalogue/favorites";
import { useHydrated } from "./leads/use-hydrated";
import { useFavorites } from "./use-favorites";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";

/**
 * The heart that saves a pool to the visitor's favourites (decision 029, app/lib/catalogue/favorites.ts). One element: the heart
 * is the button's ::before (icon-before), the state is aria-pressed, the accessible name stays "Save X to
 * favourites" whether pressed or not (a toggle's name must not flip with its state).
 *
 * The list lives in localStorage, so the button can do nothing before the scripts run, and a dead control is worse
 * than none (decision 023). Over a card's picture it is not rendered until hydration: it takes no room there, so
 * nothing moves when it appears, and the served HTML stays within the page-weight budgets (a heart on each of the home
 * page's cards was 0.8 KB and 6 elements it has no room for). The labelled one stands in a column: it is
 * `invisible` until hydration (keeps its room, neither focusable nor announced), and stays so without scripts.
 *
 * `overPicture`: a round icon button over a card's picture (the card's one added element); otherwise a labelled
 * button ("Save" / "Saved") on a dark panel (the pool page's price box).
 */
export function FavoriteButton({
  poolId,
  name,
  overPicture = false,
  className = "",
}: {
  poolId: number;
  name: string;
  overPicture?: boolean;
  className?: string;
}) {
  const t = useTexts("poolCard");
  const saved = useFavorites().includes(poolId);
  const hydrated = useHydrated();
  if (overPicture && !hydrated) return null;
  const look = overPicture
    ? "absolute top-2 right-2 flex size-10 items-center justify-center rounded-full bg-white/90 text-ocean-900 shadow-sm before:size-5 hover:bg-white aria-pressed:bg-rose-600 aria-pressed:text-white"
    : "btn-ghost-light before:size-4 aria-pressed:border-rose-300 aria-pressed:bg-rose-600";
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={fill(t.saveToFavorites, { name })}
      className={`icon-before icon-Heart ${look}${hydrated ? "" : " invisible"}${className ? ` ${className}` : ""}`}
      onClick={() => (saved ? removeFavorite(poolId) : addFavorite(poolId))}
    >
      {overPicture ? null : saved ? t.saved : t.save}
    </button>
  );
}
