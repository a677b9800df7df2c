// Step 2 of the designer: the finish colors of the chosen model's manufacturer, fields of the choices form.
import { DESIGN_QUERY } from "~/lib/designer/design-address";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

export interface DesignColorOption {
  value: string;
  name: string;
  collection: string | null;
  /** The swatch's CSS background (swatchBackground, worked out by the loader). */
  background: string;
}

export function DesignColorStep({
  pool,
  colors,
  chosen,
  drawnFor,
}: {
  pool: { name: string; manufacturer: string | null } | null;
  colors: readonly DesignColorOption[];
  chosen: string | null;
  /** The design the server drew: a new one (another model) draws the choices afresh. */
  drawnFor: string;
}) {
  const t = useTexts("designer").color;
  return (
    <section aria-labelledby="step-color" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
      <h2 id="step-color" className="text-xl font-extrabold text-ocean-950">
        {t.heading}
      </h2>
      {!pool ? (
        <p className="mt-2 text-slate-700">{t.modelFirst}</p>
      ) : colors.length === 0 ? (
        <p className="mt-2 text-slate-700">{fill(t.atConsultation, { pool: pool.name })}</p>
      ) : (
        <fieldset key={drawnFor} className="mt-3">
          <legend className="text-sm text-slate-700">
            {fill(t.colors, { manufacturer: pool.manufacturer ?? "" })}
          </legend>
          <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
            {colors.map((color) => (
              <label
                key={color.value}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-200 p-2 text-sm has-checked:border-ocean-600 has-checked:ring-2 has-checked:ring-ocean-200"
              >
                <input
                  type="radio"
                  name={DESIGN_QUERY.color}
                  value={color.value}
                  defaultChecked={color.value === chosen}
                />
                <span
                  aria-hidden="true"
                  className="size-6 shrink-0 rounded-full ring-1 ring-black/10"
                  style={{ background: color.background }}
                />
                <span className="min-w-0">
                  {color.name}
                  {color.collection ? (
                    <span className="block text-xs text-slate-600">
                      {fill(t.collection, { collection: color.collection })}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {pool && colors.length > 0 && (
        <noscript>
          <button type="submit" className="btn-outline mt-3">
            {t.choose}
          </button>
        </noscript>
      )}
    </section>
  );
}
