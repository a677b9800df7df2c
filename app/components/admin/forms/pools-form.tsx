// The pool form, shared by the new and edit pages.
import { useId } from "react";
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentForm } from "~/components/admin/content/content-form";
import { AdminCheckboxField, AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import { ImageListField } from "~/components/admin/content/image-list-field";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import { isImageAddress } from "~/lib/schemas/image-address";
import {
  POOL_FEATURES_MAX,
  POOL_MAX_IMAGES,
  POOL_MESSAGES,
  POOL_SPA_OPTIONS,
  PoolSchema,
  type PoolFormValues,
} from "~/lib/schemas/pool";

export const POOL_RECORD: ContentRecordKind = {
  noun: "pool",
  idField: "poolId",
  listPath: "/admin/pools",
  notFoundMessage: "No such pool.",
};

export interface PoolFormChoices {
  /** Manufacturers a pool may be assigned to (the current one included). */
  manufacturers: readonly string[];
  shapes: readonly string[];
  series: readonly string[];
}

function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

export function PoolForm({
  initial,
  failure,
  submitLabel,
  intent,
  choices,
}: {
  initial: PoolFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  /** The intent a save posts (edit pages also post "delete"). */
  intent?: string;
  choices: PoolFormChoices;
}) {
  const { errors, onSubmit } = useSchemaForm(PoolSchema, failure?.errors);
  const values = (failure?.values as PoolFormValues | undefined) ?? initial;
  const ids = useId();
  const manufacturerOptions = [
    { value: "", label: "Choose a manufacturer" },
    ...choices.manufacturers.map((name) => ({ value: name, label: name })),
  ];
  return (
    <ContentForm
      onSubmit={onSubmit}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={POOL_RECORD.listPath}
    >
      <ContentFieldGroup legend="Name and maker">
        <AdminTextField
          label="Name"
          name="name"
          required
          maxLength={255}
          autoComplete="off"
          defaultValue={values.name}
          error={errors.name}
          hint="As visitors see it on the catalogue and the pool's page."
        />
        <AdminTextField
          label="Model"
          name="model"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.model}
          error={errors.model}
          hint="The manufacturer's model name, if it differs."
        />
        <AdminSelectField
          label="Manufacturer"
          name="manufacturer"
          required
          options={manufacturerOptions}
          defaultValue={values.manufacturer}
          error={errors.manufacturer}
          hint="Manufacturers are managed under Manufacturers."
        />
        <AdminTextField
          label="Brand"
          name="brand"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.brand}
          error={errors.brand}
          hint="Leave empty to use the manufacturer."
        />
        <AdminTextField
          label="Series"
          name="series"
          maxLength={100}
          autoComplete="off"
          list={`${ids}-series`}
          defaultValue={values.series}
          error={errors.series}
        />
        <Suggestions id={`${ids}-series`} values={choices.series} />
        <AdminTextField
          label="Shape"
          name="shape"
          maxLength={100}
          autoComplete="off"
          list={`${ids}-shapes`}
          defaultValue={values.shape}
          error={errors.shape}
          hint="Pick one in use (the catalogue filters by shape) or type a new one."
        />
        <Suggestions id={`${ids}-shapes`} values={choices.shapes} />
        <AdminTextField
          label="Address name"
          name="slug"
          maxLength={255}
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.slug}
          error={errors.slug}
          hint="The pool's page is /pool-detail/slug/ followed by this. Leave empty to make it from the name."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>

      <ContentFieldGroup legend="Description">
        <AdminTextAreaField
          label="Description"
          name="description"
          rows={5}
          maxLength={5000}
          defaultValue={values.description}
          error={errors.description}
          hint="Plain text; shown as written."
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Features"
          name="features"
          rows={4}
          defaultValue={values.features}
          error={errors.features}
          hint={`One per line, at most ${POOL_FEATURES_MAX}.`}
          className="sm:col-span-2"
        />
      </ContentFieldGroup>

      <ContentFieldGroup
        legend="Spanish (optional)"
        description="The Spanish pool page shows each field written here in place of the English one; until the Spanish description is written it shows the English description with a note in Spanish."
      >
        <AdminTextAreaField
          label="Spanish description"
          name="descriptionEs"
          lang="es"
          rows={5}
          maxLength={5000}
          defaultValue={values.descriptionEs}
          error={errors.descriptionEs}
          hint="Plain text; shown as written."
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Spanish features"
          name="featuresEs"
          lang="es"
          rows={4}
          defaultValue={values.featuresEs}
          error={errors.featuresEs}
          hint={`One per line, at most ${POOL_FEATURES_MAX}. Empty: the English features are shown.`}
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Spanish warranty"
          name="warrantyEs"
          lang="es"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.warrantyEs}
          error={errors.warrantyEs}
          hint="Empty: the English warranty is shown."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>

      <ContentFieldGroup
        legend="Size"
        description="Measurements in feet (13.83 is 13'10&quot;). The size category (Plunge, Small, Medium, Large, X-Large) follows the length; empty texts below are written from the measurements."
      >
        <AdminTextField
          label="Length (ft)"
          name="lengthFt"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.lengthFt}
          error={errors.lengthFt}
        />
        <AdminTextField
          label="Width (ft)"
          name="widthFt"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.widthFt}
          error={errors.widthFt}
        />
        <AdminTextField
          label="Shallow end (ft)"
          name="shallowDepthFt"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.shallowDepthFt}
          error={errors.shallowDepthFt}
        />
        <AdminTextField
          label="Deep end (ft)"
          name="deepDepthFt"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.deepDepthFt}
          error={errors.deepDepthFt}
        />
        <AdminTextField
          label="Size"
          name="size"
          maxLength={50}
          autoComplete="off"
          defaultValue={values.size}
          error={errors.size}
          hint="Nominal size, e.g. 14' x 32'."
        />
        <AdminTextField
          label="Dimensions"
          name="dimensions"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.dimensions}
          error={errors.dimensions}
          hint={`Exact, e.g. 13'10" x 32'.`}
        />
        <AdminTextField
          label="Depth"
          name="depth"
          maxLength={50}
          autoComplete="off"
          defaultValue={values.depth}
          error={errors.depth}
          hint={`e.g. 3'6" - 6'1".`}
        />
        <AdminTextField
          label="Volume (gallons)"
          name="gallons"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.gallons}
          error={errors.gallons}
        />
        <AdminSelectField
          label="Built-in spa"
          name="builtInSpa"
          options={POOL_SPA_OPTIONS.map((option) => ({ value: option, label: option }))}
          defaultValue={values.builtInSpa}
          error={errors.builtInSpa}
        />
      </ContentFieldGroup>

      <ContentFieldGroup legend="Price and details">
        <AdminTextField
          label="Price ($)"
          name="price"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.price}
          error={errors.price}
          hint="Starting price, installed. Leave empty for “Price on request”."
        />
        <AdminTextField
          label="Installation time"
          name="installationTime"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.installationTime}
          error={errors.installationTime}
          hint="e.g. 7-14 days."
        />
        <AdminTextField
          label="Material"
          name="material"
          required
          maxLength={50}
          autoComplete="off"
          defaultValue={values.material}
          error={errors.material}
        />
        <AdminTextField
          label="Rating"
          name="rating"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.rating}
          error={errors.rating}
          hint="0 to 5, e.g. 4.8. Leave empty for none."
        />
        <AdminTextField
          label="Warranty"
          name="warranty"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.warranty}
          error={errors.warranty}
        />
        <AdminTextField
          label="Finish options"
          name="finishOptions"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.finishOptions}
          error={errors.finishOptions}
        />
        <AdminTextField
          label="Product page"
          name="productUrl"
          type="url"
          maxLength={1000}
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.productUrl}
          error={errors.productUrl}
          hint="The manufacturer's page for this model (https://…)."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>

      <ContentFieldGroup
        legend="Pictures"
        description={`Up to ${POOL_MAX_IMAGES}. The first is the main picture on the catalogue card and the pool's page.`}
      >
        <ImageListField
          name="images"
          legend="Pictures of this pool, in display order"
          max={POOL_MAX_IMAGES}
          defaultValue={values.images}
          error={errors.images}
          validateUrl={(url) => (isImageAddress(url) ? null : POOL_MESSAGES.imageUrl)}
        />
      </ContentFieldGroup>

      <ContentFieldGroup legend="Visibility">
        <AdminCheckboxField
          label="Active"
          name="isActive"
          defaultChecked={values.isActive === "on"}
          error={errors.isActive}
          hint="Inactive pools are kept but not shown on the public site."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
    </ContentForm>
  );
}
