import { type CatalogueState, type CatalogueView, catalogueHref } from "./catalogue-state";
import { SpriteIcon } from "~/components/sprite-icon";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";
import { ResultsLink } from "./results-link";
import { useTexts } from "~/lib/i18n/texts";

export const FILTER_PANEL_ID = "catalogue-filters";

const VIEWS: { view: CatalogueView; icon: SpriteIconName }[] = [
  { view: "grid", icon: "LayoutGrid" },
  { view: "list", icon: "List" },
];

/**
 * The filter panel toggle and the grid/list switch. Both are links to the
 * same page with another query, so they work before (and without) JavaScript
 * and the choice survives a reload. Without scripts, opening the panel lands on it; the rest land on the results.
 */
export function CatalogueToolbar({ state }: { state: CatalogueState }) {
  const open = state.filtersOpen;
  const t = useTexts("catalogue").toolbar;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ResultsLink
        to={catalogueHref({ ...state, filtersOpen: !open })}
        anchor={open ? undefined : FILTER_PANEL_ID}
        aria-expanded={open}
        aria-controls={open ? FILTER_PANEL_ID : undefined}
        className={open ? "btn-outline" : "btn-ocean"}
      >
        <SpriteIcon icon="SlidersHorizontal" className="size-4" />
        {open ? t.hideFilters : t.findYourPool}
      </ResultsLink>
      <div role="group" aria-label={t.view} className="inline-flex rounded-full border border-slate-300 bg-white p-1">
        {VIEWS.map(({ view, icon }) => {
          const active = state.view === view;
          return (
            <ResultsLink
              key={view}
              to={catalogueHref({ ...state, view })}
              aria-current={active ? "true" : undefined}
              className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors ${
                active ? "bg-ocean-700 text-white" : "text-slate-700 hover:bg-ocean-50 hover:text-ocean-800"
              }`}
            >
              <SpriteIcon icon={icon} className="size-4" />
              {t[view]}
            </ResultsLink>
          );
        })}
      </div>
    </div>
  );
}
