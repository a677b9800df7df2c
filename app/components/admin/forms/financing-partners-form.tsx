// The financing partner form, shared by the new and edit pages.
import { AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentForm, DisplayOrderField } from "~/components/admin/content/content-form";
import { AdminCheckboxField, AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import {
  FINANCING_LIST_MAX_ITEMS,
  FINANCING_TERM_MAX_MONTHS,
  FINANCING_TERM_MIN_MONTHS,
  FinancingPartnerSchema,
  type FinancingPartnerFormValues,
} from "~/lib/schemas/financing-partner";

export const FINANCING_PARTNER_RECORD: ContentRecordKind = {
  noun: "financing partner",
  idField: "partnerId",
  listPath: "/admin/financing-partners",
  notFoundMessage: "No such financing partner.",
};

export function FinancingPartnerForm({
  initial,
  failure,
  submitLabel,
  intent,
  rateNote,
}: {
  initial: FinancingPartnerFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  /** The intent a save posts (edit pages also post "delete"). */
  intent?: string;
  /** When the rate last changed, shown beside the rate fields. */
  rateNote?: string | undefined;
}) {
  const { errors, onSubmit } = useSchemaForm(FinancingPartnerSchema, failure?.errors);
  const values = (failure?.values as FinancingPartnerFormValues | undefined) ?? initial;
  return (
    <ContentForm
      onSubmit={onSubmit}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={FINANCING_PARTNER_RECORD.listPath}
    >
      <ContentFieldGroup legend="Partner">
        <AdminTextField
          label="Name"
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values.name}
          error={errors.name}
          hint="The card's heading, e.g. LightStream."
        />
        <AdminTextField
          label="Lender"
          name="lender"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.lender}
          error={errors.lender}
          hint="Leave empty when it is the same as the name."
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

      <ContentFieldGroup legend="Rates and limits" description={rateNote}>
        <AdminTextField
          label="APR (%)"
          name="apr"
          required
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.apr}
          error={errors.apr}
          hint="0 to 99.99, e.g. 6.99. Shown as the starting rate."
        />
        <AdminTextField
          label="Interest rate (%)"
          name="interestRate"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.interestRate}
          error={errors.interestRate}
          hint="Optional. Changing either rate records the date of the change."
        />
        <AdminTextField
          label="Minimum amount ($)"
          name="minAmount"
          required
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.minAmount}
          error={errors.minAmount}
          hint="Whole dollars, e.g. 5000."
        />
        <AdminTextField
          label="Maximum amount ($)"
          name="maxAmount"
          required
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.maxAmount}
          error={errors.maxAmount}
          hint="At least the minimum amount."
        />
        <AdminTextField
          label="Maximum term (months)"
          name="termMonths"
          required
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.termMonths}
          error={errors.termMonths}
          hint={`${FINANCING_TERM_MIN_MONTHS} to ${FINANCING_TERM_MAX_MONTHS} months (144 = 12 years).`}
        />
        <AdminTextField
          label="Credit score hint"
          name="creditScoreRequired"
          maxLength={20}
          autoComplete="off"
          defaultValue={values.creditScoreRequired}
          error={errors.creditScoreRequired}
          hint="Optional, e.g. 680+."
        />
      </ContentFieldGroup>

      <ContentFieldGroup
        legend="Card lists"
        description={`One item per line, at most ${FINANCING_LIST_MAX_ITEMS} each.`}
      >
        <AdminTextAreaField
          label="Features"
          name="features"
          rows={5}
          defaultValue={values.features}
          error={errors.features}
        />
        <AdminTextAreaField
          label="Requirements"
          name="requirements"
          rows={5}
          defaultValue={values.requirements}
          error={errors.requirements}
        />
      </ContentFieldGroup>

      <ContentFieldGroup
        legend="Spanish (optional)"
        description={`Shown on the Spanish financing page; empty fields show the English text. Lists: one item per line, at most ${FINANCING_LIST_MAX_ITEMS} each.`}
      >
        <AdminTextAreaField
          label="Spanish description"
          name="descriptionEs"
          lang="es"
          rows={3}
          maxLength={2000}
          defaultValue={values.descriptionEs}
          error={errors.descriptionEs}
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Spanish features"
          name="featuresEs"
          lang="es"
          rows={5}
          defaultValue={values.featuresEs}
          error={errors.featuresEs}
        />
        <AdminTextAreaField
          label="Spanish requirements"
          name="requirementsEs"
          lang="es"
          rows={5}
          defaultValue={values.requirementsEs}
          error={errors.requirementsEs}
        />
      </ContentFieldGroup>

      <ContentFieldGroup legend="Link and display">
        <AdminTextField
          label="Application URL"
          name="applicationUrl"
          type="url"
          inputMode="url"
          maxLength={1000}
          autoComplete="off"
          placeholder="https://"
          defaultValue={values.applicationUrl}
          error={errors.applicationUrl}
          hint="The lender's pre-qualification page; https:// only."
          className="sm:col-span-2"
        />
        <DisplayOrderField defaultValue={values.displayOrder} error={errors.displayOrder} />
        <div className="flex flex-col gap-3 sm:pt-6">
          <AdminCheckboxField
            label="Active"
            name="isActive"
            defaultChecked={values.isActive === "on"}
            error={errors.isActive}
            hint="Inactive partners are kept but not shown on the site."
          />
          <AdminCheckboxField
            label="Promoted"
            name="promoted"
            defaultChecked={values.promoted === "on"}
            error={errors.promoted}
            hint='Highlighted as "Most Popular".'
          />
        </div>
      </ContentFieldGroup>
    </ContentForm>
  );
}
