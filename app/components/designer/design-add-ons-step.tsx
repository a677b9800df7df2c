// Step 3 of the designer: the add-ons, fields of the choices form. A choice group (the heating) is one of its
// members or none; an add-on that needs room for a ledge is named but not offered on a pool without that room.
import { DESIGN_QUERY } from "~/lib/designer/design-address";
import { formatUsd } from "~/lib/catalogue/pricing";
import type { DesignChoices, DesignerAddOn } from "./design-form-state";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

export function DesignAddOnsStep({
  addOns,
  chosen,
  pool,
  ledgeRoom,
  drawnFor,
}: {
  addOns: readonly DesignerAddOn[];
  chosen: DesignChoices;
  pool: { name: string } | null;
  /** Whether the pool has room for a ledge (null: no pool chosen). */
  ledgeRoom: boolean | null;
  /** The design the server drew: a new one (another model) draws the choices afresh. */
  drawnFor: string;
}) {
  const t = useTexts("designer").addOns;
  const chosenKeys = new Map(chosen.map((c) => [c.key, c.quantity]));
  const groups = new Map<string, DesignerAddOn[]>();
  for (const addOn of addOns)
    if (addOn.choiceGroup) groups.set(addOn.choiceGroup, [...(groups.get(addOn.choiceGroup) ?? []), addOn]);
  return (
    <section aria-labelledby="step-addons" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
      <h2 id="step-addons" className="text-xl font-extrabold text-ocean-950">
        {t.heading}
      </h2>
      <div key={drawnFor} className="mt-3">
        {[...groups].map(([group, members]) => (
          <fieldset key={group} className="mb-3 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-ocean-950">{t.heating}</legend>
            {members.map((addOn) => (
              <AddOnRow
                key={addOn.key}
                addOn={addOn}
                type="radio"
                checked={chosenKeys.has(addOn.key)}
                quantity={chosenKeys.get(addOn.key)}
              />
            ))}
            <label className="flex items-center gap-2 py-1 text-sm">
              <input
                type="radio"
                name={DESIGN_QUERY.addOn}
                value=""
                defaultChecked={!members.some((m) => chosenKeys.has(m.key))}
              />
              {t.none}
            </label>
          </fieldset>
        ))}
        <div className="divide-y divide-slate-100">
          {addOns
            .filter((addOn) => !addOn.choiceGroup)
            .map((addOn) =>
              addOn.needsLedgeRoom && ledgeRoom === false ? (
                <p key={addOn.key} className="py-2 text-sm text-slate-600">
                  {fill(t.noRoom, { name: addOn.name, pool: pool!.name })}
                </p>
              ) : (
                <AddOnRow
                  key={addOn.key}
                  addOn={addOn}
                  type="checkbox"
                  checked={chosenKeys.has(addOn.key)}
                  quantity={chosenKeys.get(addOn.key)}
                />
              ),
            )}
        </div>
      </div>
      <noscript>
        <button type="submit" className="btn-outline mt-3">
          {t.update}
        </button>
      </noscript>
    </section>
  );
}

function AddOnRow({
  addOn,
  type,
  checked,
  quantity,
}: {
  addOn: DesignerAddOn;
  type: "radio" | "checkbox";
  checked: boolean;
  quantity: number | undefined;
}) {
  const t = useTexts("designer").addOns;
  const perUnit = addOn.pricingKind === "per-unit";
  return (
    <div className="flex items-start gap-3 py-2">
      {addOn.imageUrl ? (
        <img
          src={addOn.imageUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-lg"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <label className="flex items-center gap-2 font-semibold text-ocean-950">
          <input type={type} name={DESIGN_QUERY.addOn} value={addOn.key} defaultChecked={checked} />
          {addOn.name}
          <span className="ml-auto text-sm font-normal text-slate-700">
            {formatUsd(addOn.price)}
            {perUnit ? fill(t.perUnit, { unit: addOn.unitLabel ?? "" }) : ""}
          </span>
        </label>
        <p className="text-sm text-slate-600">{addOn.description}</p>
        {perUnit && (
          <label className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            {fill(t.quantity, { unit: addOn.unitLabel ?? "", min: addOn.minQuantity, max: addOn.maxQuantity })}
            <input
              type="number"
              name={`${DESIGN_QUERY.quantityPrefix}${addOn.key}`}
              min={addOn.minQuantity}
              max={addOn.maxQuantity}
              defaultValue={Math.min(addOn.maxQuantity, Math.max(addOn.minQuantity, quantity ?? addOn.defaultQuantity))}
              className="w-24 rounded-lg border border-slate-300 px-2 py-1"
            />
          </label>
        )}
      </div>
    </div>
  );
}
