// The resource form, shared by the new and edit pages.
import { useId } from "react";
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentForm, DisplayOrderField } from "~/components/admin/content/content-form";
import { AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import {
  RESOURCE_STATUS_LABELS,
  RESOURCE_TYPE_MAX_LENGTH,
  RESOURCE_TYPE_SUGGESTIONS,
  ResourceSchema,
  type ResourceFormValues,
} from "~/lib/schemas/resource";

export const RESOURCE_RECORD: ContentRecordKind = {
  noun: "resource",
  idField: "resourceId",
  listPath: "/admin/resources",
  notFoundMessage: "No such resource.",
};

const STATUS_OPTIONS = Object.entries(RESOURCE_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function ResourceForm({
  initial,
  failure,
  submitLabel,
  intent,
  categories,
}: {
  initial: ResourceFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
  /** Categories already in use, offered as suggestions. */
  categories: readonly string[];
}) {
  const { errors, onSubmit } = useSchemaForm(ResourceSchema, failure?.errors);
  const values = (failure?.values as ResourceFormValues | undefined) ?? initial;
  const categoryListId = useId();
  const typeListId = useId();
  return (
    <ContentForm
      onSubmit={onSubmit}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={RESOURCE_RECORD.listPath}
    >
      <ContentFieldGroup legend="Resource">
        <AdminTextField
          label="Title"
          name="title"
          required
          maxLength={255}
          autoComplete="off"
          defaultValue={values.title}
          error={errors.title}
          className="sm:col-span-2"
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
        <AdminTextField
          label="Category"
          name="category"
          maxLength={100}
          autoComplete="off"
          list={categoryListId}
          defaultValue={values.category}
          error={errors.category}
          hint="/resources groups documents by category. Pick one in use or type a new one."
        />
        <datalist id={categoryListId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <AdminTextField
          label="Type"
          name="type"
          maxLength={RESOURCE_TYPE_MAX_LENGTH}
          autoComplete="off"
          list={typeListId}
          defaultValue={values.type}
          error={errors.type}
          hint={`At most ${RESOURCE_TYPE_MAX_LENGTH} characters, e.g. ${RESOURCE_TYPE_SUGGESTIONS.join(", ")}.`}
        />
        <datalist id={typeListId}>
          {RESOURCE_TYPE_SUGGESTIONS.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Spanish (optional)"
        description="Shown on the Spanish resources page; empty fields show the English text."
      >
        <AdminTextField
          label="Spanish title"
          name="titleEs"
          lang="es"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.titleEs}
          error={errors.titleEs}
          className="sm:col-span-2"
        />
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
      </ContentFieldGroup>
      <ContentFieldGroup legend="File">
        <AdminTextField
          label="File URL"
          name="fileUrl"
          maxLength={1000}
          autoComplete="off"
          spellCheck={false}
          placeholder="/downloads/"
          defaultValue={values.fileUrl}
          error={errors.fileUrl}
          hint="A file in the site's downloads folder (/downloads/name.pdf) or a full https:// address."
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Pages"
          name="pages"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.pages}
          error={errors.pages}
          hint="Optional."
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Publishing">
        <AdminSelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          defaultValue={values.status}
          error={errors.status}
          hint="Only published resources are listed on /resources."
        />
        <DisplayOrderField defaultValue={values.displayOrder} error={errors.displayOrder} />
      </ContentFieldGroup>
    </ContentForm>
  );
}
