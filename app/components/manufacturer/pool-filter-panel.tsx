import { Search } from "lucide-react";
import { useCallback, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useFieldValue } from "~/components/catalogue/filter-select";
import type { PanelFilters } from "~/lib/catalogue/pool-filters";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { sizeName } from "./catalogue-words";
import { PANEL_QUERY_KEYS, hasPanelFilters } from "./panel-filter-query";
import { SpriteIcon } from "~/components/sprite-icon";

export interface PanelFilterOptions {
  brands: readonly string[];
  series: readonly string[];
  sizes: readonly string[];
}

interface PoolFilterPanelProps {
  /** English path of the page the form filters (its GET target, in the page's language). */
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
 * Its fields are uncontrolled: what the visitor chose or typed before the
 * scripts ran stays, and a choice made then is applied on hydration.
 */
export function PoolFilterPanel({
  path: englishPath,
  resultsId,
  options,
  filters,
  shown,
  total,
}: PoolFilterPanelProps) {
  const id = useId();
  const t = useTexts("poolPanel");
  const path = useLocalePath()(englishPath);
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const values = fieldValues(filters);

  /** The form's current fields, from the first page of their results. */
  const apply = useCallback(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const read = (name: keyof FieldValues) => String(data.get(PANEL_QUERY_KEYS[name === "q" ? "search" : name]) ?? "");
    const next = { brand: read("brand"), series: read("series"), size: read("size"), spa: read("spa"), q: read("q") };
    void navigate(`${path}${queryOf(next)}`, { preventScrollReset: true, replace: true });
  }, [navigate, path]);

  const select = (
    field: "brand" | "series" | "size",
    label: string,
    anyLabel: string,
    list: readonly string[],
    optionLabel: (value: string) => string = (value) => value,
  ) => (
    <PanelSelect
      id={`${id}-${field}`}
      name={PANEL_QUERY_KEYS[field]}
      label={label}
      value={values[field]}
      onChange={apply}
    >
      <option value="">{anyLabel}</option>
      {list.map((value) => (
        <option key={value} value={value}>
          {optionLabel(value)}
        </option>
      ))}
    </PanelSelect>
  );

  return (
    <form
      ref={form}
      method="get"
      action={`${path}#${resultsId}`}
      role="search"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-ocean-950">
          <SpriteIcon icon="SlidersHorizontal" className="size-5 text-ocean-600" />
          {t.filter.title}
        </h3>
        <p role="status" className="text-sm font-medium text-slate-700">
          {fill(t.filter.showing, { shown, total })}
        </p>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)]">
        {select("brand", t.filter.brand, t.filter.allBrands, options.brands)}
        {select("series", t.filter.series, t.filter.allSeries, options.series)}
        {select("size", t.filter.size, t.filter.allSizes, options.sizes, (size) => sizeName(t.sizeNames, size))}
        <PanelSelect
          id={`${id}-spa`}
          name={PANEL_QUERY_KEYS.spa}
          label={t.filter.spa}
          value={values.spa}
          onChange={apply}
        >
          <option value="">{t.filter.anySpa}</option>
          <option value="yes">{t.filter.withSpa}</option>
          <option value="no">{t.filter.withoutSpa}</option>
        </PanelSelect>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ocean-950">
            {t.filter.search}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
            />
            <SearchInput
              id={`${id}-q`}
              name={PANEL_QUERY_KEYS.search}
              value={values.q}
              placeholder={t.filter.searchPlaceholder}
            />
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-ocean">
          {t.filter.apply}
        </button>
        {hasPanelFilters(filters) && (
          <Link to={`${path}#${resultsId}`} preventScrollReset replace className="btn-outline">
            <SpriteIcon icon="X" className="size-4" />
            {t.filter.clear}
          </Link>
        )}
      </div>
    </form>
  );
}

const FIELD_CLASS =
  "block min-h-11 w-full rounded-xl border border-slate-300 bg-white text-sm text-slate-900 shadow-sm focus:border-ocean-600";

function PanelSelect({
  id,
  name,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: () => void;
  children: React.ReactNode;
}) {
  const ref = useFieldValue<HTMLSelectElement>(value, onChange);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ocean-950">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        defaultValue={value}
        onChange={onChange}
        className={`mt-1.5 px-3 ${FIELD_CLASS}`}
      >
        {children}
      </select>
    </div>
  );
}

/** The search box keeps its text until the form is applied; it follows the URL when a filter changes elsewhere. */
function SearchInput({
  id,
  name,
  value,
  placeholder,
}: {
  id: string;
  name: string;
  value: string;
  placeholder: string;
}) {
  const ref = useFieldValue<HTMLInputElement>(value);
  return (
    <input
      ref={ref}
      id={id}
      type="search"
      name={name}
      defaultValue={value}
      maxLength={200}
      placeholder={placeholder}
      className={`pr-3 pl-9 placeholder:text-slate-600 ${FIELD_CLASS}`}
    />
  );
}
