// The landing page form, shared by the new and edit pages.
import { useState } from "react";
import { Form, Link } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import {
  LANDING_CONTENT_MAX_LENGTH,
  LANDING_CONTENT_TYPES,
  LANDING_CONTENT_TYPE_LABELS,
  LANDING_KEYWORDS_MAX,
  LANDING_STATUS_LABELS,
  LandingPageSchema,
  type LandingPageFormValues,
} from "~/lib/schemas/landing-page";
import { BUILT_IN_PAGE_OPTIONS } from "~/lib/schemas/url-mapping";
import { LANDING_PAGES_PATH } from "~/components/admin/content/landing-sections";

export const LANDING_PAGE_RECORD: ContentRecordKind = {
  noun: "landing page",
  idField: "landingPageId",
  listPath: LANDING_PAGES_PATH,
  notFoundMessage: "No such landing page.",
};

const STATUS_OPTIONS = Object.entries(LANDING_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const CONTENT_TYPE_OPTIONS = LANDING_CONTENT_TYPES.map((value) => ({
  value,
  label: LANDING_CONTENT_TYPE_LABELS[value],
}));
const PAGE_OPTIONS = [{ value: "", label: "Choose a page…" }, ...BUILT_IN_PAGE_OPTIONS];

export function LandingPageForm({
  initial,
  failure,
  submitLabel,
  intent,
}: {
  initial: LandingPageFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
}) {
  const { errors, onSubmit } = useSchemaForm(LandingPageSchema, failure?.errors);
  const values = (failure?.values as LandingPageFormValues | undefined) ?? initial;
  // Which part the page shows; the other part's field stays (and is kept) but says it is not used.
  const [contentType, setContentType] = useState(values.contentType);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormMessage message={failure?.message} />
      {intent && <input type="hidden" name="intent" value={intent} />}
      <ContentFieldGroup legend="Page">
        <AdminTextField
          label="Title"
          name="title"
          required
          maxLength={255}
          autoComplete="off"
          defaultValue={values.title}
          error={errors.title}
          hint="The page's heading, e.g. Pool Services in Tampa, FL."
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Slug"
          name="slug"
          maxLength={255}
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.slug}
          error={errors.slug}
          hint="The page's address: /slug. Lower-case letters, digits and dashes (other characters become dashes). Leave empty to make it from the title."
          className="sm:col-span-2"
        />
        <AdminTextField
          label="City"
          name="city"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.city}
          error={errors.city}
          hint="Optional. Shown above the title and in the local-business data for search engines."
        />
        <AdminTextField
          label="Service"
          name="service"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.service}
          error={errors.service}
          hint="Optional, e.g. Pool Resurfacing."
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Content">
        <AdminSelectField
          label="Content type"
          name="contentType"
          options={CONTENT_TYPE_OPTIONS}
          defaultValue={values.contentType}
          onChange={(event) => setContentType(event.currentTarget.value)}
          error={errors.contentType}
          hint="HTML content: the page shows your text between the site's header and footer. Built-in page: the address shows one of the site's own pages."
        />
        <AdminSelectField
          label="Built-in page"
          name="localPagePath"
          options={PAGE_OPTIONS}
          defaultValue={values.localPagePath}
          error={errors.localPagePath}
          hint={
            contentType === "page"
              ? "The page shown at this address."
              : "Used only when the content type is Built-in page."
          }
        />
        <AdminTextAreaField
          label="HTML content"
          name="content"
          rows={contentType === "page" ? 4 : 16}
          maxLength={LANDING_CONTENT_MAX_LENGTH}
          spellCheck={false}
          defaultValue={values.content}
          error={errors.content}
          hint={
            contentType === "page"
              ? "Not shown while the content type is Built-in page."
              : "Headings (h2-h4), paragraphs, lists, links, images and tables. Scripts, styles, frames and event attributes are removed when you save."
          }
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Spanish (optional)"
        description="The page's Spanish twin (/es/ and the slug) shows these once the Spanish title and HTML content are written; until then it shows the English page with a note in Spanish."
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
          label="Spanish HTML content"
          name="contentEs"
          lang="es"
          rows={contentType === "page" ? 4 : 12}
          maxLength={LANDING_CONTENT_MAX_LENGTH}
          spellCheck={false}
          defaultValue={values.contentEs}
          error={errors.contentEs}
          hint="The same kinds of HTML as the English content, cleaned the same way when you save."
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Spanish meta title"
          name="metaTitleEs"
          lang="es"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.metaTitleEs}
          error={errors.metaTitleEs}
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Spanish meta description"
          name="metaDescriptionEs"
          lang="es"
          rows={2}
          maxLength={500}
          defaultValue={values.metaDescriptionEs}
          error={errors.metaDescriptionEs}
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
          hint="The browser tab and search result title. Leave empty to use the title."
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Meta description"
          name="metaDescription"
          rows={3}
          maxLength={500}
          defaultValue={values.metaDescription}
          error={errors.metaDescription}
          hint="The search result summary, also shown under the title of an HTML page. About 150 characters."
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Target keywords"
          name="targetKeywords"
          rows={3}
          defaultValue={values.targetKeywords}
          error={errors.targetKeywords}
          hint={`Separated by commas or new lines; at most ${LANDING_KEYWORDS_MAX}.`}
        />
        <AdminTextField
          label="Strategy"
          name="strategy"
          maxLength={50}
          autoComplete="off"
          defaultValue={values.strategy}
          error={errors.strategy}
          hint="A label for your own reporting; empty means standard."
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Publishing">
        <AdminSelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          defaultValue={values.status}
          error={errors.status}
          hint="Only a published page answers at its address. Staff can preview a draft at /enhanced-test/slug."
        />
      </ContentFieldGroup>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <SubmitButton intent={intent} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        <Link to={LANDING_PAGES_PATH} className={secondaryButtonClass}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
