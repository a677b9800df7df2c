// The designer add-on form, shared by the new and edit pages.
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentForm } from "~/components/admin/content/content-form";
import { AdminCheckboxField, AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import type { ContentFormFailure } from "~/lib/content-form-types";
import {
  ADD_ON_PRICING_KINDS,
  ADD_ON_PRICING_LABELS,
  DesignAddOnSchema,
  type DesignAddOnFormValues,
} from "~/lib/schemas/design-add-on";

export const DESIGN_ADD_ONS_PATH = "/admin/design-add-ons";

const PRICING_OPTIONS = ADD_ON_PRICING_KINDS.map((kind) => ({ value: kind, label: ADD_ON_PRICING_LABELS[kind] }));

export function DesignAddOnForm({
  initial,
  failure,
  submitLabel,
  intent,
}: {
  initial: DesignAddOnFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
}) {
  const { errors, onSubmit } = useSchemaForm(DesignAddOnSchema, failure?.errors);
  const values = (failure?.values as DesignAddOnFormValues | undefined) ?? initial;
  return (
    <ContentForm
      onSubmit={onSubmit}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={DESIGN_ADD_ONS_PATH}
    >
      <ContentFieldGroup legend="What it is">
        <AdminTextField
          label="Name"
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values.name}
          error={errors.name}
        />
        <AdminTextField
          label="Picture"
          name="imageUrl"
          autoComplete="off"
          defaultValue={values.imageUrl}
          error={errors.imageUrl}
          hint="A path on this site, e.g. /images/add-ons/heat-pump.svg, an uploaded image or an https:// address. Small and light: the designer shows it at 160 × 120."
        />
        <AdminTextAreaField
          label="Short description"
          name="description"
          rows={3}
          required
          maxLength={300}
          defaultValue={values.description}
          error={errors.description}
          hint="One or two sentences, at most 300 characters; shown under the name in the designer."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Spanish (optional)"
        description="Shown in the Spanish designer and its e-mail; empty fields show the English text."
      >
        <AdminTextField
          label="Spanish name"
          name="nameEs"
          lang="es"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.nameEs}
          error={errors.nameEs}
        />
        <AdminTextField
          label="Spanish unit"
          name="unitLabelEs"
          lang="es"
          maxLength={30}
          autoComplete="off"
          defaultValue={values.unitLabelEs}
          error={errors.unitLabelEs}
          hint="Per-unit add-ons only, e.g. “luz”."
        />
        <AdminTextAreaField
          label="Spanish short description"
          name="descriptionEs"
          lang="es"
          rows={3}
          maxLength={300}
          defaultValue={values.descriptionEs}
          error={errors.descriptionEs}
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Price"
        description="Whole dollars, installed. Per unit: the price of one unit, and the counts a visitor may choose."
      >
        <AdminSelectField
          label="Pricing"
          name="pricingKind"
          options={PRICING_OPTIONS}
          defaultValue={values.pricingKind}
          error={errors.pricingKind}
        />
        <AdminTextField
          label="Price ($)"
          name="price"
          inputMode="numeric"
          required
          autoComplete="off"
          defaultValue={values.price}
          error={errors.price}
          hint="The whole price, or the price of one unit."
        />
        <AdminTextField
          label="Unit (per unit only)"
          name="unitLabel"
          maxLength={30}
          autoComplete="off"
          defaultValue={values.unitLabel}
          error={errors.unitLabel}
          hint='One unit, singular: "light", "sq ft", "linear ft".'
        />
        <AdminTextField
          label="Minimum (per unit only)"
          name="minQuantity"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.minQuantity}
          error={errors.minQuantity}
          hint="Leave empty for 1."
        />
        <AdminTextField
          label="Maximum (per unit only)"
          name="maxQuantity"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.maxQuantity}
          error={errors.maxQuantity}
        />
        <AdminTextField
          label="Starting quantity (per unit only)"
          name="defaultQuantity"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.defaultQuantity}
          error={errors.defaultQuantity}
          hint="What the designer proposes when the add-on is ticked. Leave empty for the minimum."
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Where it is offered">
        <AdminTextField
          label="Choose-one group"
          name="choiceGroup"
          maxLength={50}
          autoComplete="off"
          defaultValue={values.choiceGroup}
          error={errors.choiceGroup}
          hint='Add-ons with the same group exclude each other, e.g. "heating" for the heat pump and the gas heater. Leave empty when it goes with anything.'
        />
        <div className="grid gap-3 sm:pt-6">
          <AdminCheckboxField
            label="Needs room for a tanning ledge"
            name="needsLedgeRoom"
            defaultChecked={values.needsLedgeRoom === "on"}
            error={errors.needsLedgeRoom}
            hint="Offered only on models whose features name a ledge, or that are at least 30 ft by 14 ft (not lap, plunge or spool)."
          />
          <AdminCheckboxField
            label="Offered in the designer"
            name="isActive"
            defaultChecked={values.isActive === "on"}
            error={errors.isActive}
            hint="Clear it to retire the add-on: it is kept, and designs that named it say it is no longer offered."
          />
        </div>
      </ContentFieldGroup>
    </ContentForm>
  );
}
