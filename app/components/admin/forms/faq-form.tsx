// The FAQ item form, shared by the new and edit pages.
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentForm, DisplayOrderField } from "~/components/admin/content/content-form";
import { AdminCheckboxField, AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import { FAQ_CATEGORIES, FAQ_TAGS_MAX, FaqItemSchema, type FaqItemFormValues } from "~/lib/schemas/faq-item";

export const FAQ_ITEM_RECORD: ContentRecordKind = {
  noun: "FAQ item",
  idField: "faqItemId",
  listPath: "/admin/faq",
  notFoundMessage: "No such FAQ item.",
};

const CATEGORY_OPTIONS = [
  { value: "", label: "Choose a category" },
  ...FAQ_CATEGORIES.map((category) => ({ value: category, label: category })),
];

export function FaqItemForm({
  initial,
  failure,
  submitLabel,
  intent,
}: {
  initial: FaqItemFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
}) {
  const { errors, onSubmit } = useSchemaForm(FaqItemSchema, failure?.errors);
  const values = (failure?.values as FaqItemFormValues | undefined) ?? initial;
  return (
    <ContentForm
      onSubmit={onSubmit}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={FAQ_ITEM_RECORD.listPath}
    >
      <ContentFieldGroup legend="Question and answer">
        <AdminTextAreaField
          label="Question"
          name="question"
          rows={2}
          required
          maxLength={500}
          defaultValue={values.question}
          error={errors.question}
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Answer"
          name="answer"
          rows={7}
          required
          maxLength={5000}
          defaultValue={values.answer}
          error={errors.answer}
          hint="Plain text; shown as written."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Spanish (optional)"
        description="Shown on the Spanish pages. Without a Spanish question and answer, they show the English ones; without a Spanish category or tags, the English ones."
      >
        <AdminTextAreaField
          label="Spanish question"
          name="questionEs"
          lang="es"
          rows={2}
          maxLength={500}
          defaultValue={values.questionEs}
          error={errors.questionEs}
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Spanish answer"
          name="answerEs"
          lang="es"
          rows={7}
          maxLength={5000}
          defaultValue={values.answerEs}
          error={errors.answerEs}
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Spanish category"
          name="categoryEs"
          lang="es"
          maxLength={100}
          autoComplete="off"
          defaultValue={values.categoryEs}
          error={errors.categoryEs}
          hint="The category's name on the Spanish page, e.g. Mantenimiento. Write it the same on every item of the category."
        />
        <AdminTextField
          label="Spanish tags"
          name="tagsEs"
          lang="es"
          autoComplete="off"
          defaultValue={values.tagsEs}
          error={errors.tagsEs}
          hint={`Comma separated or one per line, at most ${FAQ_TAGS_MAX}.`}
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Finding it">
        <AdminSelectField
          label="Category"
          name="category"
          required
          options={CATEGORY_OPTIONS}
          defaultValue={values.category}
          error={errors.category}
        />
        <AdminTextField
          label="Tags"
          name="tags"
          autoComplete="off"
          defaultValue={values.tags}
          error={errors.tags}
          hint={`Comma separated or one per line, at most ${FAQ_TAGS_MAX}. The FAQ search matches them, and visitors can click them.`}
        />
        <DisplayOrderField defaultValue={values.displayOrder} error={errors.displayOrder} />
        <AdminCheckboxField
          label="Active"
          name="isActive"
          defaultChecked={values.isActive === "on"}
          error={errors.isActive}
          hint="Inactive items are kept but not shown on /packages."
          className="sm:pt-6"
        />
      </ContentFieldGroup>
    </ContentForm>
  );
}
