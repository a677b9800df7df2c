import { useId } from "react";
import { hasCatalogueFilters } from "~/lib/catalogue/pool-filters";
import { type CatalogueState, catalogueHref, clearedState, toggledFilter } from "./catalogue-state";
import { SpriteIcon } from "~/components/sprite-icon";
import { ResultsLink } from "./results-link";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { useTexts } from "~/lib/i18n/texts";

type QuickKey = "brand" | "shape" | "size";

interface QuickFiltersProps {
  state: CatalogueState;
  options: Record<QuickKey, readonly string[]>;
}

const GROUPS: QuickKey[] = ["brand", "shape", "size"];

/** One-tap brand, shape and size chips; tapping the active chip again removes it. */
export function CatalogueQuickFilters({ state, options }: QuickFiltersProps) {
  const t = useTexts("catalogue").quick;
  const card = useTexts("poolCard");
  const names: Record<QuickKey, Record<string, string>> = { brand: {}, shape: card.shapes, size: card.sizes };
  return (
    <div role="group" aria-label={t.label} className="space-y-3">
      {GROUPS.map((key) =>
        options[key].length ? (
          <QuickGroup
            key={key}
            label={t[key]}
            names={names[key]}
            values={options[key]}
            active={state.filters[key]}
            state={state}
            filterKey={key}
          />
        ) : null,
      )}
      {hasCatalogueFilters(state.filters) && (
        <ResultsLink
          to={catalogueHref(clearedState(state))}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-800 underline-offset-4 hover:bg-ocean-50 hover:underline"
        >
          <SpriteIcon icon="X" className="size-4" />
          {t.clear}
        </ResultsLink>
      )}
    </div>
  );
}

function QuickGroup({
  label,
  names,
  values,
  active,
  state,
  filterKey,
}: {
  label: string;
  /** The values' names in the page's language (the address keeps the values). */
  names: Record<string, string>;
  values: readonly string[];
  active: string | null;
  state: CatalogueState;
  filterKey: QuickKey;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-3">
      <span id={labelId} className="w-12 shrink-0 text-xs font-bold tracking-wide text-slate-700 uppercase">
        {label}
      </span>
      {/* One scrolling row per group keeps the chips to three lines on a phone. */}
      <ul className="-my-1 flex gap-2 overflow-x-auto py-1 [scrollbar-width:thin]">
        {values.map((value) => {
          const selected = active?.toLowerCase() === value.toLowerCase();
          return (
            <li key={value} className="shrink-0">
              <ResultsLink
                to={catalogueHref(toggledFilter(state, filterKey, value))}
                aria-current={selected ? "true" : undefined}
                className="chip-frame filter-chip"
              >
                {selected && <SpriteIcon icon="Check" className="size-3.5" />}
                {namedValue(names, value)}
              </ResultsLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
