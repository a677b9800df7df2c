// Step 1 of the designer: the catalogue filters and the model, fields of the choices form.
import { inputClass } from "~/components/leads/form-fields";
import { DESIGN_QUERY } from "~/lib/designer/design-address";
import { DESIGN_FILTER_KEYS, type DesignFilters } from "./design-form-state";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

/**
 * The model list: a closed select cannot wrap, so on a 320 px phone every pixel goes to the chosen model's name and
 * price (regular weight, the narrower inline padding).
 */
const MODEL_SELECT_CLASS = `${inputClass.replace("px-4", "pr-2 pl-3")} font-normal`;

export function DesignModelStep({
  filters,
  filterOptions,
  models,
  poolId,
}: {
  filters: DesignFilters;
  filterOptions: Record<keyof DesignFilters, readonly string[]>;
  models: readonly { id: number; label: string }[];
  poolId: number | null;
}) {
  const t = useTexts("designer").model;
  const { shapes, sizes } = useTexts("poolCard");
  // Shapes and size classes as the catalogue stores them: shown in the page's language, sent as stored.
  const optionNames: Partial<Record<keyof DesignFilters, Readonly<Record<string, string>>>> = {
    shape: shapes,
    size: sizes,
  };
  return (
    <section aria-labelledby="step-model" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
      <h2 id="step-model" className="text-xl font-extrabold text-ocean-950">
        {t.heading}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {DESIGN_FILTER_KEYS.map((key) => (
          <label key={key} className="text-sm font-semibold text-ocean-950">
            {t[key]}
            <select name={key} defaultValue={filters[key] ?? ""} className={inputClass}>
              <option value="">{t.all}</option>
              {filterOptions[key].map((value) => (
                <option key={value} value={value}>
                  {optionNames[key] ? namedValue(optionNames[key], value) : value}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="text-sm font-semibold text-ocean-950 sm:col-span-3">
          {fill(t.models, { count: models.length })}
          <select name={DESIGN_QUERY.poolId} defaultValue={poolId ?? ""} className={MODEL_SELECT_CLASS}>
            <option value="">{t.choose}</option>
            {models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <noscript>
        <button type="submit" className="btn-outline mt-4">
          {t.show}
        </button>
      </noscript>
    </section>
  );
}
