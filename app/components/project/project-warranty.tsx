import { SpriteIcon } from "~/components/sprite-icon";
import type { HomeownerWarranty } from "~/lib/projects/homeowner-page";
import { useTexts } from "~/lib/i18n/texts";

/** A refused registration: the message of each field that was wrong, and what was typed. */
export interface WarrantyRefusal {
  errors: Record<string, string>;
  values: Record<string, string>;
}

function Field({
  name,
  label,
  values,
  errors,
  max,
  type = "text",
  inputMax,
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  max: number;
  type?: "text" | "date";
  inputMax?: string;
}) {
  const error = errors[name];
  return (
    <div>
      <label htmlFor={`warranty-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`warranty-${name}`}
        name={name}
        type={type}
        maxLength={type === "text" ? max : undefined}
        max={inputMax}
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `warranty-${name}-error` : undefined}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
      />
      {error && (
        <p id={`warranty-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** At handover: the warranties with their end dates, and the registration the homeowner confirms or corrects. */
export function ProjectWarranty({
  warranty,
  action,
  refusal,
  confirmedNow,
}: {
  warranty: HomeownerWarranty;
  action: string;
  refusal?: WarrantyRefusal;
  confirmedNow: boolean;
}) {
  const t = useTexts("project").warranty;
  const values = refusal?.values ?? warranty.values;
  const errors = refusal?.errors ?? {};
  const max = warranty.fieldMax;
  return (
    <section
      id="warranty"
      aria-labelledby="warranty-heading"
      className="mt-10 rounded-2xl border border-emerald-200 bg-emerald-50/50 p-5"
    >
      <h2 id="warranty-heading" className="flex items-center gap-2 text-2xl font-bold text-ocean-950">
        <SpriteIcon icon="ShieldCheck" className="size-6 text-emerald-700" />
        {t.heading}
      </h2>
      <p className="mt-2 text-slate-700">{warranty.intro}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {warranty.items.map((item) => (
          <li key={item.id} className="rounded-xl bg-white p-4">
            <span className="block font-semibold text-ocean-950">{item.name}</span>
            <span className="block text-sm text-slate-600">{item.length}</span>
            <span className="mt-1 block font-semibold text-emerald-800">{item.endsOn}</span>
          </li>
        ))}
      </ul>
      {warranty.poolWarranty && (
        <p className="mt-4 text-slate-700">
          {t.poolWarranty}{" "}
          <span lang={warranty.poolWarranty.english ? "en" : undefined}>{warranty.poolWarranty.text}</span>
        </p>
      )}
      <h3 className="mt-6 text-xl font-bold text-ocean-950">{t.registerHeading}</h3>
      {(confirmedNow || warranty.registered) && (
        <p role="status" className="mt-2 rounded-xl bg-white p-3 font-medium text-emerald-900">
          {confirmedNow ? t.confirmedNow : warranty.registered}
        </p>
      )}
      <p className="mt-2 text-slate-700">{t.registerIntro}</p>
      {refusal && (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {t.fixErrors}
        </p>
      )}
      <form method="post" action={action} className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="warranty" />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-ocean-950">{t.shell}</legend>
          <Field name="shellModel" label={t.model} values={values} errors={errors} max={max.model} />
          <Field name="shellSerial" label={t.serial} values={values} errors={errors} max={max.serial} />
        </fieldset>
        {warranty.equipmentKinds.map((kind) => (
          <fieldset key={kind} className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-ocean-950">{t.equipment[kind]}</legend>
            <Field name={`${kind}Model`} label={t.model} values={values} errors={errors} max={max.model} />
            <Field name={`${kind}Serial`} label={t.serial} values={values} errors={errors} max={max.serial} />
          </fieldset>
        ))}
        <div className="max-w-xs">
          <Field
            name="startUpOn"
            label={t.startUpOn}
            type="date"
            inputMax={warranty.today}
            values={values}
            errors={errors}
            max={10}
          />
        </div>
        <button type="submit" className="btn-ocean">
          {warranty.registered ? t.update : t.confirm}
        </button>
      </form>
    </section>
  );
}
