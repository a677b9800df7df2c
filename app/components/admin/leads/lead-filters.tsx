import { ChevronDown, Search, SlidersHorizontal, X } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Form, Link, useNavigate } from "react-router";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import {
  DEFAULT_SORT_DIRECTION,
  type LeadDeskQuery,
  activeLeadFilterCount,
  hasLeadFilters,
  serializeLeadDeskQuery,
  withoutFilters,
  LEAD_LANGUAGE_LABELS,
} from "~/lib/leads/lead-desk-query";
import { LEAD_STATUS_OPTIONS } from "~/lib/leads/lead-status";
import { LabelledSelect } from "./labelled-select";
import type { Option } from "~/lib/leads/lead-desk-views";

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none";
const labelClass = "text-xs font-semibold text-slate-700";
const applyClass =
  "inline-flex items-center justify-center gap-1.5 rounded-md bg-ocean-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-ocean-800";

const STALE_OPTIONS: Option[] = [{ value: "1", label: "Stale only" }];
const LANGUAGE_OPTIONS: Option[] = Object.entries(LEAD_LANGUAGE_LABELS).map(([value, label]) => ({ value, label }));
const OFFICE_OPTIONS: Option[] = OFFICE_LOCATIONS.map((office) => ({ value: office.id, label: office.name }));

/**
 * Search and filters of a lead list: a GET form, so the list's state lives in
 * the URL (bookmarks, the back button and sharing work) and the form works
 * without JavaScript. Applying filters returns to page 1; the sort is kept.
 * The search box is always in view; the filters fold behind one "Filter (2)"
 * button (a <details>, which needs no script), so a phone's first screen shows
 * leads. Folded fields still carry their values.
 */
export function LeadFilters({
  path,
  query,
  typeOptions,
  repOptions,
  sourcePages,
  statusFilter = true,
}: {
  path: string;
  query: LeadDeskQuery;
  typeOptions: readonly Option[];
  repOptions: readonly Option[];
  sourcePages: readonly string[];
  /** Offer the status filter (not on the spam list). */
  statusFilter?: boolean;
}) {
  const searchId = useId();
  const sourceId = useId();
  const fromId = useId();
  const toId = useId();
  const sourcesListId = useId();
  const navigate = useNavigate();
  // The form is keyed by the URL's state so a link (Clear filters, back button) resets what it shows.
  const key = serializeLeadDeskQuery({ ...query, page: 1 });
  const filterCount = activeLeadFilterCount(query);
  // With JavaScript, unset fields are left out of the URL (without it the browser sends them empty, which reads the same).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
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
      aria-label="Search and filter leads"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      {query.sort !== "created" && <input type="hidden" name="sort" value={query.sort} />}
      {query.dir !== DEFAULT_SORT_DIRECTION[query.sort] && <input type="hidden" name="dir" value={query.dir} />}
      <label htmlFor={searchId} className={labelClass}>
        Search leads
      </label>
      <div className="mt-1 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
            placeholder="Name, e-mail, phone or message"
            aria-describedby={`${searchId}-hint`}
            className={`${controlClass} mt-0 min-h-11 pl-8 lg:min-h-9`}
          />
        </div>
        <button type="submit" className={`${applyClass} min-h-11 lg:min-h-9`}>
          Apply
        </button>
      </div>
      <p id={`${searchId}-hint`} className="sr-only">
        Finds words that start with what you type; phone numbers by their last 4, 7 or 10 digits.
      </p>
      <div className="relative mt-2">
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 lg:min-h-9 [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filterCount > 0 ? `Filter (${filterCount})` : "Filter"}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 md:grid-cols-4 xl:grid-cols-8">
            {statusFilter && (
              <LabelledSelect
                className={controlClass}
                label="Status"
                name="status"
                defaultValue={query.status ?? ""}
                placeholder="Any status"
                options={LEAD_STATUS_OPTIONS}
              />
            )}
            {typeOptions.length > 1 && (
              <LabelledSelect
                className={controlClass}
                label="Request type"
                name="type"
                defaultValue={query.type ?? ""}
                placeholder="Any type"
                options={typeOptions}
              />
            )}
            <div>
              <label htmlFor={sourceId} className={labelClass}>
                Source page
              </label>
              <input
                id={sourceId}
                name="source"
                defaultValue={query.source ?? ""}
                list={sourcesListId}
                maxLength={100}
                autoComplete="off"
                placeholder="Any page"
                className={controlClass}
              />
              <datalist id={sourcesListId}>
                {sourcePages.map((page) => (
                  <option key={page} value={page} />
                ))}
              </datalist>
            </div>
            <LabelledSelect
              className={controlClass}
              label="Office"
              name="office"
              defaultValue={query.office ?? ""}
              placeholder="Any office"
              options={OFFICE_OPTIONS}
            />
            <LabelledSelect
              className={controlClass}
              label="Assigned rep"
              name="rep"
              defaultValue={query.rep === undefined ? "" : String(query.rep)}
              placeholder="Anyone"
              options={[{ value: "none", label: "Unassigned" }, { value: "me", label: "Me" }, ...repOptions]}
            />
            <LabelledSelect
              className={controlClass}
              label="Follow-up"
              name="stale"
              defaultValue={query.stale ? "1" : ""}
              placeholder="Any lead"
              options={STALE_OPTIONS}
            />
            <LabelledSelect
              className={controlClass}
              label="Language"
              name="lang"
              defaultValue={query.lang ?? ""}
              placeholder="Any language"
              options={LANGUAGE_OPTIONS}
            />
            <div>
              <label htmlFor={fromId} className={labelClass}>
                Received from
              </label>
              <input id={fromId} type="date" name="from" defaultValue={query.from ?? ""} className={controlClass} />
            </div>
            <div>
              <label htmlFor={toId} className={labelClass}>
                Received to
              </label>
              <input id={toId} type="date" name="to" defaultValue={query.to ?? ""} className={controlClass} />
            </div>
          </div>
          <button type="submit" className={`${applyClass} mt-3 min-h-11 lg:min-h-9`}>
            Apply filters
          </button>
        </details>
        {hasLeadFilters(query) && (
          <Link
            to={path + serializeLeadDeskQuery(withoutFilters(query))}
            className="absolute top-0 right-0 inline-flex min-h-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-ocean-800 underline underline-offset-2 hover:text-ocean-900 lg:min-h-9"
          >
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
