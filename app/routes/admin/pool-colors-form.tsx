// The pool color form, shared by the new and edit pages (not a route), with a
// live preview drawn by the public swatch component (the one /latham-pools and
// the pool detail pages use), so what staff see is what visitors see.
import { useId } from "react";
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { AdminPanel } from "~/components/admin/admin-shell";
import { ContentForm, DisplayOrderField } from "~/components/admin/content/content-form";
import { AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import { useLiveFormValues } from "~/components/admin/content/use-live-form-values";
import { ColorSwatch } from "~/components/manufacturer/color-swatch";
import type { ContentFormFailure, ContentRecordKind } from "~/services/content/content-form.server";
import { PoolColorSchema, type PoolColorFormValues, normalizeHexColor } from "~/lib/schemas/pool-color";

export const POOL_COLOR_RECORD: ContentRecordKind = {
  noun: "pool color",
  idField: "colorId",
  listPath: "/admin/pool-colors",
  notFoundMessage: "No such pool color.",
};

/** A small chip of a hex color (a dashed outline while it is empty or not a color yet); decorative, the text says it. */
export function HexChip({ value }: { value: string | null }) {
  const hex = value ? normalizeHexColor(value) : null;
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-6 shrink-0 rounded-md ${hex ? "ring-1 ring-black/20" : "border border-dashed border-slate-400"}`}
      style={hex ? { background: hex } : undefined}
    />
  );
}

type SwatchFields = Pick<
  PoolColorFormValues,
  "colorName" | "colorSeries" | "colorHex" | "gradientFrom" | "gradientTo" | "description"
>;

function SwatchPreview({ fields }: { fields: SwatchFields }) {
  const hex = (value: string) => normalizeHexColor(value);
  return (
    <AdminPanel
      title="Swatch preview"
      description="As /latham-pools and the pool pages show it; it follows what you type."
      className="xl:sticky xl:top-4"
    >
      <div className="mx-auto max-w-64">
        <ColorSwatch
          size="lg"
          showDescription
          color={{
            id: 0,
            name: fields.colorName.trim() || "Color name",
            series: fields.colorSeries.trim() || null,
            hex: hex(fields.colorHex),
            gradientFrom: hex(fields.gradientFrom),
            gradientTo: hex(fields.gradientTo),
            description: fields.description.trim() || null,
          }}
        />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
        {(
          [
            ["Color", fields.colorHex],
            ["Gradient from", fields.gradientFrom],
            ["Gradient to", fields.gradientTo],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="flex items-center gap-2 font-mono text-slate-900">
              <HexChip value={value} />
              {normalizeHexColor(value) ?? "—"}
            </dd>
          </div>
        ))}
      </dl>
    </AdminPanel>
  );
}

export function PoolColorForm({
  initial,
  failure,
  submitLabel,
  intent,
  manufacturers,
  series,
}: {
  initial: PoolColorFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
  /** Every manufacturer's name (a color belongs to one of them). */
  manufacturers: readonly string[];
  /** Series already in use, offered as suggestions. */
  series: readonly string[];
}) {
  const { errors, onSubmit } = useSchemaForm(PoolColorSchema, failure?.errors);
  const values = (failure?.values as PoolColorFormValues | undefined) ?? initial;
  const seriesListId = useId();
  const { values: preview, onChange } = useLiveFormValues<SwatchFields>({
    colorName: values.colorName,
    colorSeries: values.colorSeries,
    colorHex: values.colorHex,
    gradientFrom: values.gradientFrom,
    gradientTo: values.gradientTo,
    description: values.description,
  });
  // A color whose manufacturer was since deleted keeps showing it, so saving does not silently move it.
  const names =
    values.manufacturer && !manufacturers.includes(values.manufacturer)
      ? [values.manufacturer, ...manufacturers]
      : manufacturers;
  const hexField = (name: "colorHex" | "gradientFrom" | "gradientTo", label: string, hint: string) => (
    <div className="flex items-start gap-2">
      <span className="pt-7">
        <HexChip value={preview[name]} />
      </span>
      <AdminTextField
        label={label}
        name={name}
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
        placeholder="#1F6FB5"
        defaultValue={values[name]}
        error={errors[name]}
        hint={hint}
        className="min-w-0 flex-1"
      />
    </div>
  );
  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <AdminPanel>
        <ContentForm
          onSubmit={onSubmit}
          onChange={onChange}
          message={failure?.message}
          intent={intent}
          submitLabel={submitLabel}
          cancelTo={POOL_COLOR_RECORD.listPath}
        >
          <ContentFieldGroup legend="Color">
            <AdminSelectField
              label="Manufacturer"
              name="manufacturer"
              required
              options={[{ value: "", label: "Choose a manufacturer" }, ...names.map((n) => ({ value: n, label: n }))]}
              defaultValue={values.manufacturer}
              error={errors.manufacturer}
            />
            <AdminTextField
              label="Name"
              name="colorName"
              required
              maxLength={100}
              autoComplete="off"
              defaultValue={values.colorName}
              error={errors.colorName}
              hint="e.g. Sapphire Blue"
            />
            <AdminTextField
              label="Series"
              name="colorSeries"
              maxLength={100}
              autoComplete="off"
              list={seriesListId}
              defaultValue={values.colorSeries}
              error={errors.colorSeries}
              hint="The collection it belongs to, e.g. Crystal. Pages group colors by series."
            />
            <datalist id={seriesListId}>
              {series.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <AdminTextField
              label="Type"
              name="colorType"
              maxLength={100}
              autoComplete="off"
              defaultValue={values.colorType}
              error={errors.colorType}
              hint="The finish, e.g. Crystal gelcoat."
            />
            <AdminTextAreaField
              label="Description"
              name="description"
              rows={3}
              maxLength={2000}
              defaultValue={values.description}
              error={errors.description}
              className="sm:col-span-2"
            />
          </ContentFieldGroup>

          <ContentFieldGroup
            legend="Look in the water"
            description="How the water looks over the finish in sun, as hex colors such as #1F6FB5. The swatch paints the gradient when there is one, otherwise the flat color."
          >
            {hexField("colorHex", "Color (hex)", "The flat color; needed unless both gradient colors are given.")}
            <div className="hidden sm:block" />
            {hexField("gradientFrom", "Gradient from (hex)", "The light, sunlit side.")}
            {hexField("gradientTo", "Gradient to (hex)", "The deep side.")}
          </ContentFieldGroup>

          <ContentFieldGroup legend="Display">
            <DisplayOrderField
              defaultValue={values.displayOrder}
              error={errors.displayOrder}
              hint="Lower numbers come first within a series. Leave empty to place it last."
            />
          </ContentFieldGroup>
        </ContentForm>
      </AdminPanel>
      <SwatchPreview fields={preview} />
    </div>
  );
}
