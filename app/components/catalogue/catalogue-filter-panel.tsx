import type { CatalogueFilters } from "~/lib/catalogue/pool-filters";
import { CATALOGUE_PATH, type CatalogueState, RESULTS_ID } from "./catalogue-state";
import { FILTER_PANEL_ID } from "./catalogue-toolbar";
import { FilterSelect, SearchField } from "./filter-select";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

interface FilterPanelProps {
  state: CatalogueState;
  options: {
    brands: readonly string[];
    shapes: readonly string[];
    sizes: readonly string[];
    series: readonly string[];
  };
  searchText: string;
  onSearchChange: (text: string) => void;
  onFilterChange: (patch: Partial<CatalogueFilters>) => void;
  onSubmit: () => void;
}

/**
 * The Find Your Pool sidebar: a real GET form, so without JavaScript "Apply
 * Filters" reloads the page filtered by the server, at the results; with
 * JavaScript every change applies at once.
 */
export function CatalogueFilterPanel({
  state,
  options,
  searchText,
  onSearchChange,
  onFilterChange,
  onSubmit,
}: FilterPanelProps) {
  const { filters } = state;
  const t = useTexts("catalogue").panel;
  const card = useTexts("poolCard");
  const to = useLocalePath();
  const named = (names: Record<string, string>) => (value: string) => ({ value, label: namedValue(names, value) });
  return (
    // A region rather than an <aside>: complementary landmarks must not sit inside another landmark.
    <section
      id={FILTER_PANEL_ID}
      aria-labelledby="catalogue-filters-title"
      className="scroll-mt-32 rounded-2xl border border-slate-200 bg-sand-50 p-5 shadow-sm lg:sticky lg:top-32"
    >
      <h2 id="catalogue-filters-title" className="text-lg font-extrabold text-ocean-950">
        {t.heading}
      </h2>
      <form
        method="get"
        action={`${to(CATALOGUE_PATH)}#${RESULTS_ID}`}
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <SearchField label={t.search} value={searchText} placeholder={t.searchPlaceholder} onChange={onSearchChange} />
        <FilterSelect
          label={t.brand}
          name="brand"
          anyLabel={t.allBrands}
          value={filters.brand ?? ""}
          options={options.brands}
          onChange={(value) => onFilterChange({ brand: value || null })}
        />
        <FilterSelect
          label={t.shape}
          name="shape"
          anyLabel={t.allShapes}
          value={filters.shape ?? ""}
          options={options.shapes.map(named(card.shapes))}
          onChange={(value) => onFilterChange({ shape: value || null })}
        />
        <FilterSelect
          label={t.size}
          name="size"
          anyLabel={t.allSizes}
          value={filters.size ?? ""}
          options={options.sizes.map(named(card.sizes))}
          onChange={(value) => onFilterChange({ size: value || null })}
        />
        <FilterSelect
          label={t.series}
          name="series"
          anyLabel={t.allSeries}
          value={filters.series ?? ""}
          options={options.series}
          onChange={(value) => onFilterChange({ series: value || null })}
        />
        {/* Keep the visitor's yard, view and the open panel across a no-JavaScript submit. */}
        {Object.entries(state.yard).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {state.view === "list" && <input type="hidden" name="view" value="list" />}
        <input type="hidden" name="filters" value="open" />
        <button type="submit" className="btn-primary w-full">
          {t.apply}
        </button>
      </form>
    </section>
  );
}
