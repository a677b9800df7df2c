import { Search, X } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Form, Link, useNavigate } from "react-router";
import {
  CONTENT_SEARCH_MAX_LENGTH,
  type ContentListQuery,
  hasContentFilters,
  serializeContentListQuery,
} from "~/lib/schemas/content-list";

export interface ContentListFilter {
  name: string;
  label: string;
  /** The first option: no filter. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none";
const labelClass = "text-xs font-semibold text-slate-700";

/**
 * Search and filters above a content list: a GET form, so the list's state
 * lives in the URL and the form works without JavaScript. Applying it returns
 * to page 1; "Clear" shows everything again.
 */
export function ContentListToolbar({
  path,
  query,
  searchLabel,
  searchPlaceholder,
  filters = [],
}: {
  path: string;
  query: ContentListQuery;
  searchLabel: string;
  searchPlaceholder?: string;
  filters?: readonly ContentListFilter[];
}) {
  const searchId = useId();
  const filterId = useId();
  const navigate = useNavigate();
  // Keyed by the URL state: a link (Clear, the back button) resets what the form shows.
  const key = serializeContentListQuery({ ...query, page: 1 });
  // With JavaScript, empty fields stay out of the URL (without it they arrive empty, which reads the same).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    const search = params.toString();
    void navigate(search ? `${path}?${search}` : path);
  }
  return (
    <Form
      key={key}
      method="get"
      action={path}
      onSubmit={onSubmit}
      role="search"
      className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="min-w-0 flex-[1_1_16rem]">
        <label htmlFor={searchId} className={labelClass}>
          {searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={CONTENT_SEARCH_MAX_LENGTH}
            placeholder={searchPlaceholder}
            className={`${controlClass} pl-8`}
          />
        </div>
      </div>
      {filters.map((filter, index) => (
        <div key={filter.name} className="min-w-0 flex-[1_1_12rem] sm:max-w-xs">
          <label htmlFor={`${filterId}-${index}`} className={labelClass}>
            {filter.label}
          </label>
          <select
            id={`${filterId}-${index}`}
            name={filter.name}
            defaultValue={query.filters[filter.name] ?? ""}
            className={controlClass}
          >
            <option value="">{filter.anyLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex gap-2">
        <button
          type="submit"
          className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-ocean-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-ocean-800"
        >
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
        {hasContentFilters(query) && (
          <Link
            to={path}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
          >
            <X aria-hidden="true" className="size-4" />
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}
