import { Search, SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { PanelFilters } from "~/lib/pool-filters";
import { PANEL_QUERY_KEYS, hasPanelFilters } from "./panel-filter-query";

export interface PanelFilterOptions {
  brands: readonly string[];
  series: readonly string[];
  sizes: readonly string[];
}

interface PoolFilterPanelProps {
  /** Path of the page the form filters (its GET target). */
  path: string;
  /** Id of the results section; without JavaScript the browser lands there after filtering. */
  resultsId: string;
  options: PanelFilterOptions;
  filters: PanelFilters;
  shown: number;
  total: number;
}

interface FieldValues {
  brand: string;
  series: string;
  size: string;
  spa: string;
  q: string;
}

function fieldValues(filters: PanelFilters): FieldValues {
  return {
    brand: filters.brands[0] ?? "",
    series: filters.series[0] ?? "",
    size: filters.sizes[0] ?? "",
    spa: filters.hasSpa === null ? "" : filters.hasSpa ? "yes" : "no",
    q: filters.searchTerm,
  };
}

function queryOf(values: FieldValues): string {
  const params = new URLSearchParams();
  if (values.brand) params.set(PANEL_QUERY_KEYS.brand, values.brand);
  if (values.series) params.set(PANEL_QUERY_KEYS.series, values.series);
  if (values.size) params.set(PANEL_QUERY_KEYS.size, values.size);
  if (values.spa) params.set(PANEL_QUERY_KEYS.spa, values.spa);
  if (values.q.trim()) params.set(PANEL_QUERY_KEYS.search, values.q.trim());
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Filter panel of the manufacturer pages. It is a plain GET form (brand,
 * series, size, spa, q) so it filters without JavaScript; with JavaScript the
 * URL changes in place (no scroll jump) and the choice lists apply at once.
 */
export function PoolFilterPanel({ path, resultsId, options, filters, shown, total }: PoolFilterPanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(() => fieldValues(filters));
  // Follow the URL when it changes from outside the form (Clear, back and forward).
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    setValues(fieldValues(filters));
  }

  const apply = (next: FieldValues) => {
    navigate(`${path}${queryOf(next)}`, { preventScrollReset: true, replace: true });
  };
  const choose = (field: keyof FieldValues) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    apply(next);
  };

  const select = (field: "brand" | "series" | "size", label: string, anyLabel: string, list: readonly string[]) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-ocean-950">
        {label}
      </label>
      <select
        id={`${id}-${field}`}
        name={PANEL_QUERY_KEYS[field]}
        value={values[field]}
        onChange={choose(field)}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-ocean-600"
      >
        <option value="">{anyLabel}</option>
        {list.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      method="get"
      action={`${path}#${resultsId}`}
      role="search"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        apply(values);
      }}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-ocean-950">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-ocean-600" />
          Filter Pools
        </h3>
        <p role="status" className="text-sm font-medium text-slate-700">
          {`Showing ${shown} of ${total} pools`}
        </p>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)]">
        {select("brand", "Brand", "All brands", options.brands)}
        {select("series", "Series", "All series", options.series)}
        {select("size", "Size", "All sizes", options.sizes)}
        <div>
          <label htmlFor={`${id}-spa`} className="block text-sm font-semibold text-ocean-950">
            Built-in spa
          </label>
          <select
            id={`${id}-spa`}
            name={PANEL_QUERY_KEYS.spa}
            value={values.spa}
            onChange={choose("spa")}
            className="mt-1.5 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-ocean-600"
          >
            <option value="">Any</option>
            <option value="yes">With built-in spa</option>
            <option value="no">Without spa</option>
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ocean-950">
            Search
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
            />
            <input
              id={`${id}-q`}
              type="search"
              name={PANEL_QUERY_KEYS.search}
              value={values.q}
              maxLength={200}
              placeholder="Name, model, series…"
              onChange={(event) => setValues({ ...values, q: event.target.value })}
              className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-600 focus:border-ocean-600"
            />
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-ocean">
          Apply Filters
        </button>
        {hasPanelFilters(filters) && (
          <Link to={`${path}#${resultsId}`} preventScrollReset replace className="btn-outline">
            <X aria-hidden="true" className="size-4" />
            Clear Filters
          </Link>
        )}
      </div>
    </form>
  );
}
