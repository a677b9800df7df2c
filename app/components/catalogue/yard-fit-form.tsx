import { useId } from "react";
import { YARD_DEFAULTS, YARD_FIT_PARAMS as P, type YardFitField, type YardQuery } from "~/lib/catalogue/yard-fit";
import { CATALOGUE_PATH, type CatalogueState, RESULTS_ID, catalogueHref, withYard } from "./catalogue-state";
import { useFieldValue } from "./filter-select";
import { ResultsLink } from "./results-link";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** Where the form is: the results' messages link here. */
export const YARD_FIT_ID = "yard-fit";

type LabelKey = "width" | "depth" | "fromHouse" | "fromLines" | "deck";
type Field = { name: YardFitField; label: LabelKey; fallback?: number };

const YARD_FIELDS: Field[] = [
  { name: P.width, label: "width" },
  { name: P.depth, label: "depth" },
];
const DISTANCE_FIELDS: Field[] = [
  { name: P.houseSetback, label: "fromHouse", fallback: YARD_DEFAULTS.houseSetback },
  { name: P.lineSetback, label: "fromLines", fallback: YARD_DEFAULTS.lineSetback },
  { name: P.deck, label: "deck", fallback: YARD_DEFAULTS.deck },
];

interface YardFitFormProps {
  /** The catalogue as the address has it: the yard's fields as typed, and the filters the form carries along. */
  state: CatalogueState;
  /** The server's message beside each wrong field (parseYardFit). */
  errors: Partial<Record<YardFitField, string>>;
  /** With scripts: show the pools for the yard as typed, without a page load. */
  onSubmit: (yard: YardQuery) => void;
}

/**
 * "Will it fit my yard?" (decision 029): a GET form to /pools, so it works before and without the scripts; the
 * numbers land in the address, to share and reload, and the page opens at the results. The other filters and the view ride along as hidden fields;
 * a new yard starts at the first page. Its fields are uncontrolled: what is typed before hydration stays.
 */
export function YardFitForm({ state, errors, onSubmit }: YardFitFormProps) {
  const whyId = useId();
  const t = useTexts("catalogue").yard;
  const to = useLocalePath();
  const hasYard = Object.keys(state.yard).length > 0;
  const carried = new URLSearchParams(catalogueHref(withYard(state, {})).split("?")[1] ?? "");
  return (
    <details
      id={YARD_FIT_ID}
      open={hasYard}
      className="scroll-mt-32 rounded-2xl border border-slate-200 bg-sand-50 shadow-sm"
    >
      <summary className="cursor-pointer rounded-2xl px-4 py-3.5 text-lg font-extrabold text-ocean-950 sm:px-5">
        {t.summary} <span className="block text-sm font-medium text-slate-600 sm:inline">{t.summaryHint}</span>
      </summary>
      <form
        method="get"
        action={`${to(CATALOGUE_PATH)}#${RESULTS_ID}`}
        noValidate
        className="border-t border-slate-200 px-4 pt-4 pb-5 sm:px-5"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const yard: YardQuery = {};
          for (const name of Object.values(P)) {
            const value = data.get(name);
            if (typeof value === "string") yard[name] = value;
          }
          onSubmit(yard);
        }}
      >
        <p className="text-sm text-slate-700">{t.intro}</p>
        <div className="mt-4 grid gap-x-6 gap-y-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <fieldset>
            <legend className="text-sm font-bold text-ocean-950">{t.yourYard}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {YARD_FIELDS.map((field) => (
                <YardField
                  key={field.name}
                  field={field}
                  label={t[field.label]}
                  value={state.yard[field.name]}
                  error={errors[field.name]}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-bold text-ocean-950">{t.distances}</legend>
            <div className="mt-2 grid grid-cols-3 gap-3">
              {DISTANCE_FIELDS.map((field) => (
                <YardField
                  key={field.name}
                  field={field}
                  label={t[field.label]}
                  value={state.yard[field.name]}
                  error={errors[field.name]}
                  describedBy={whyId}
                />
              ))}
            </div>
            <p id={whyId} className="mt-2 text-xs text-slate-600">
              {t.why}
            </p>
          </fieldset>
        </div>
        {[...carried].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary">
            {t.submit}
          </button>
          {hasYard && (
            <ResultsLink
              to={catalogueHref(withYard(state, {}))}
              className="text-sm font-semibold text-ocean-800 underline underline-offset-4"
            >
              {t.showEvery}
            </ResultsLink>
          )}
        </div>
      </form>
    </details>
  );
}

function YardField({
  field,
  label,
  value,
  error,
  describedBy,
}: {
  field: Field;
  label: string;
  value: string | undefined;
  error: string | undefined;
  describedBy?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // A distance left out (or blank) counts at its default: the field shows the figure that is used.
  const shown = value?.trim() || field.fallback === undefined ? (value ?? "") : String(field.fallback);
  const ref = useFieldValue<HTMLInputElement>(shown);
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="flex min-h-10 items-end text-sm leading-5 font-semibold text-slate-800 xl:min-h-0">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={field.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined}
        className={`mt-1.5 block min-h-11 w-full scroll-mt-40 rounded-xl border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-ocean-600 ${
          error ? "border-red-600" : "border-slate-300"
        }`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
