import type { InterestedPoolOption } from "~/lib/leads/estimate-prefill";
import { useTexts } from "~/lib/i18n/texts";
import { FieldError } from "../form-fields";
import { INTERESTED_POOLS_FIELD } from "./estimate-values";

interface InterestedPoolsProps {
  pools: readonly InterestedPoolOption[];
  /** Whether a pool starts ticked (all of them, unless the server sent back the visitor's own choice). */
  defaultTicked: (id: number) => boolean;
  error?: string | undefined;
  /** After a tick changes; the form's checkboxes are the truth (they are uncontrolled). */
  onChange: () => void;
}

const ERROR_ID = "interested-pools-error";

/**
 * "Pools you're interested in" (decision 029): the visitor's saved pools, each a ticked checkbox they can untick.
 * Plain checkboxes in the form, so the list is sent as it is shown with or without scripts, and a tick
 * changed before hydration stays (uncontrolled inputs).
 */
export function InterestedPools({ pools, defaultTicked, error, onChange }: InterestedPoolsProps) {
  const t = useTexts("estimate").pools;
  if (!pools.length) return null;
  return (
    <fieldset aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="text-sm font-semibold text-ocean-950">{t.legend}</legend>
      <p className="mt-1 text-sm text-slate-600">{t.hint}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {pools.map((pool) => (
          <li key={pool.id}>
            <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-sand-50 p-4">
              <input
                type="checkbox"
                name={INTERESTED_POOLS_FIELD}
                value={pool.id}
                defaultChecked={defaultTicked(pool.id)}
                onChange={onChange}
                className="mt-1 size-5 shrink-0 accent-ocean-700"
              />
              <span className="text-sm text-slate-700">
                <span className="block font-bold text-ocean-950">{pool.name}</span>
                {[pool.size, pool.priceFrom].filter(Boolean).join(" · ")}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={ERROR_ID} error={error} />
    </fieldset>
  );
}
