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

interface ModernFilterBarProps {
  filters: ModernFilters;
  options: { brands: readonly string[]; series: readonly string[]; sizes: readonly string[] };
  searchText: string;
  onSearchChange: (text: string) => void;
  onFilterChange: (patch: Partial<ModernFilters>) => void;
  onSubmit: () => void;
}

const SPA_OPTIONS = [
  { value: "yes", label: "With built-in spa" },
  { value: "no", label: "Without built-in spa" },
];

/** Brand, series, size, built-in spa and search: a GET form that also applies each change at once with JavaScript. */
export function ModernFilterBar({
  filters,
  options,
  searchText,
  onSearchChange,
  onFilterChange,
  onSubmit,
}: ModernFilterBarProps) {
  return (
    <form
      method="get"
      action={`${MODERN_PATH}#${MODERN_RESULTS_ID}`}
      aria-label="Filter modern pools"
      className="rounded-2xl border border-slate-200 bg-sand-50 p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <div className="col-span-2 lg:col-span-1">
          <SearchField
            label="Search"
            value={searchText}
            placeholder="Name, brand, series..."
            onChange={onSearchChange}
          />
        </div>
        <FilterSelect
          label="Brand"
          name="brand"
          anyLabel="All brands"
          value={filters.brand ?? ""}
          options={options.brands}
          onChange={(value) => onFilterChange({ brand: value || null })}
        />
        <FilterSelect
          label="Series"
          name="series"
          anyLabel="All series"
          value={filters.series ?? ""}
          options={options.series}
          onChange={(value) => onFilterChange({ series: value || null })}
        />
        <FilterSelect
          label="Size"
          name="size"
          anyLabel="All sizes"
          value={filters.size ?? ""}
          options={options.sizes}
          onChange={(value) => onFilterChange({ size: value || null })}
        />
        <FilterSelect
          label="Built-in spa"
          name="spa"
          anyLabel="Any"
          value={filters.spa ?? ""}
          options={SPA_OPTIONS}
          onChange={(value) => onFilterChange({ spa: value === "yes" || value === "no" ? value : null })}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          Apply Filters
        </button>
        {hasModernFilters(filters) && (
          <Link
            to={modernHref(EMPTY_MODERN_FILTERS)}
            replace
            preventScrollReset
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
          >
            <SpriteIcon icon="X" className="size-4" />
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
