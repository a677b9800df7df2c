// The URL mapping form, shared by the new and edit pages (not a route).
import { Form, Link } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { AdminCheckboxField, AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import type { ContentFormFailure, ContentRecordKind } from "~/services/content/content-form.server";
import {
  BUILT_IN_PAGE_OPTIONS,
  MAPPING_PRIORITY_MAX,
  UrlMappingSchema,
  type UrlMappingFormValues,
} from "~/lib/schemas/url-mapping";
import { URL_MAPPINGS_PATH } from "./landing-pages-sections";

export const URL_MAPPING_RECORD: ContentRecordKind = {
  noun: "URL mapping",
  idField: "urlMappingId",
  listPath: URL_MAPPINGS_PATH,
  notFoundMessage: "No such URL mapping.",
};

const PAGE_OPTIONS = [{ value: "", label: "Choose a page…" }, ...BUILT_IN_PAGE_OPTIONS];

export function UrlMappingForm({
  initial,
  failure,
  submitLabel,
  intent,
}: {
  initial: UrlMappingFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
}) {
  const { errors, onSubmit } = useSchemaForm(UrlMappingSchema, failure?.errors);
  const values = (failure?.values as UrlMappingFormValues | undefined) ?? initial;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormMessage message={failure?.message} />
      {intent && <input type="hidden" name="intent" value={intent} />}
      <ContentFieldGroup legend="Mapping">
        <AdminTextField
          label="Legacy URL"
          name="legacyUrl"
          required
          maxLength={2000}
          autoComplete="off"
          spellCheck={false}
          placeholder="/old-page"
          defaultValue={values.legacyUrl}
          error={errors.legacyUrl}
          hint="The old address, e.g. /fiberglass-pools or a full https:// link of the old site. Saved as its path only: lower-case, without a trailing slash, query or #part."
          className="sm:col-span-2"
        />
        <AdminSelectField
          label="Target page"
          name="targetPage"
          required
          options={PAGE_OPTIONS}
          defaultValue={values.targetPage}
          error={errors.targetPage}
          hint="The site's page that the old address shows."
        />
        <AdminTextField
          label="Priority"
          name="priority"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.priority}
          error={errors.priority}
          hint={`0 to ${MAPPING_PRIORITY_MAX}. When two mappings match one address, the higher priority wins.`}
        />
        <AdminCheckboxField
          label="Active"
          name="isActive"
          defaultChecked={values.isActive === "on"}
          error={errors.isActive}
          hint="An inactive mapping is kept here but its address shows Page Not Found."
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Description"
          name="description"
          rows={2}
          maxLength={2000}
          defaultValue={values.description}
          error={errors.description}
          hint="A note for staff: where the old address came from."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Search engines">
        <AdminTextField
          label="Meta title"
          name="metaTitle"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.metaTitle}
          error={errors.metaTitle}
          hint="Leave empty to use the target page's title."
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Meta description"
          name="metaDescription"
          rows={3}
          maxLength={500}
          defaultValue={values.metaDescription}
          error={errors.metaDescription}
          hint="The search result summary at this address. About 150 characters."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <SubmitButton intent={intent} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        <Link to={URL_MAPPING_RECORD.listPath} className={secondaryButtonClass}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
