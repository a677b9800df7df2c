import { Link } from "react-router";
import { FilterSelect, SearchField } from "./filter-select";
import {
  EMPTY_MODERN_FILTERS,
  MODERN_PATH,
  MODERN_RESULTS_ID,
  type ModernFilters,
  hasModernFilters,
  modernHref,
} from "./modern-filters";
import { SpriteIcon } from "~/components/sprite-icon";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

interface ModernFilterBarProps {
  filters: ModernFilters;
  options: { brands: readonly string[]; series: readonly string[]; sizes: readonly string[] };
  searchText: string;
  onSearchChange: (text: string) => void;
  onFilterChange: (patch: Partial<ModernFilters>) => void;
  onSubmit: () => void;
}

/** Brand, series, size, built-in spa and search: a GET form that also applies each change at once with JavaScript. */
export function ModernFilterBar({
  filters,
  options,
  searchText,
  onSearchChange,
  onFilterChange,
  onSubmit,
}: ModernFilterBarProps) {
  const texts = useTexts("catalogue");
  const t = texts.modern;
  const panel = texts.panel;
  const sizeNames = useTexts("poolCard").sizes;
  const to = useLocalePath();
  const spaOptions = [
    { value: "yes", label: t.withSpa },
    { value: "no", label: t.withoutSpa },
  ];
  return (
    <form
      method="get"
      action={`${to(MODERN_PATH)}#${MODERN_RESULTS_ID}`}
      aria-label={t.filterLabel}
      className="rounded-2xl border border-slate-200 bg-sand-50 p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <div className="col-span-2 lg:col-span-1">
          <SearchField
            label={t.search}
            value={searchText}
            placeholder={t.searchPlaceholder}
            onChange={onSearchChange}
          />
        </div>
        <FilterSelect
          label={panel.brand}
          name="brand"
          anyLabel={panel.allBrands}
          value={filters.brand ?? ""}
          options={options.brands}
          onChange={(value) => onFilterChange({ brand: value || null })}
        />
        <FilterSelect
          label={panel.series}
          name="series"
          anyLabel={panel.allSeries}
          value={filters.series ?? ""}
          options={options.series}
          onChange={(value) => onFilterChange({ series: value || null })}
        />
        <FilterSelect
          label={panel.size}
          name="size"
          anyLabel={panel.allSizes}
          value={filters.size ?? ""}
          options={options.sizes.map((value) => ({ value, label: namedValue(sizeNames, value) }))}
          onChange={(value) => onFilterChange({ size: value || null })}
        />
        <FilterSelect
          label={t.spa}
          name="spa"
          anyLabel={t.anySpa}
          value={filters.spa ?? ""}
          options={spaOptions}
          onChange={(value) => onFilterChange({ spa: value === "yes" || value === "no" ? value : null })}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {panel.apply}
        </button>
        {hasModernFilters(filters) && (
          <Link
            to={to(modernHref(EMPTY_MODERN_FILTERS))}
            replace
            preventScrollReset
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
          >
            <SpriteIcon icon="X" className="size-4" />
            {texts.quick.clear}
          </Link>
        )}
      </div>
    </form>
  );
}
