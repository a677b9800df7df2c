// The form of a newsletter issue (new and draft pages): the subject, the introduction and up to six posts, one
// select per place in the order readers see them.
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentForm } from "~/components/admin/content/content-form";
import { AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import type { ContentFormFailure } from "~/lib/content-form-types";
import {
  NEWSLETTER_INTRO_MAX,
  NEWSLETTER_MAX_POSTS,
  NEWSLETTER_POST_FIELDS,
  NEWSLETTER_SUBJECT_MAX,
  NewsletterIssueSchema,
  type NewsletterIssueFormValues,
} from "~/lib/schemas/newsletter-issue";

export const NEWSLETTER_PATH = "/admin/newsletter";

export interface PostChoice {
  id: number;
  title: string;
}

export function NewsletterIssueForm({
  initial,
  failure,
  postChoices,
  submitLabel,
  intent,
}: {
  initial: NewsletterIssueFormValues;
  failure: ContentFormFailure | undefined;
  postChoices: readonly PostChoice[];
  submitLabel: string;
  intent?: string;
}) {
  const { errors, onSubmit } = useSchemaForm(NewsletterIssueSchema, failure?.errors);
  const values = (failure?.values as NewsletterIssueFormValues | undefined) ?? initial;
  const options = [
    { value: "", label: "No post here" },
    ...postChoices.map((post) => ({ value: String(post.id), label: post.title })),
  ];
  return (
    <ContentForm
      onSubmit={onSubmit}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={NEWSLETTER_PATH}
    >
      <ContentFieldGroup legend="The message">
        <AdminTextField
          label="Subject"
          name="subject"
          required
          maxLength={NEWSLETTER_SUBJECT_MAX}
          autoComplete="off"
          defaultValue={values.subject}
          error={errors.subject}
          hint="The e-mail's subject line, and the heading above the introduction."
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Introduction"
          name="intro"
          rows={7}
          required
          maxLength={NEWSLETTER_INTRO_MAX}
          defaultValue={values.intro}
          error={errors.intro}
          hint="Plain text. Leave an empty line between paragraphs."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend={`Blog posts (up to ${NEWSLETTER_MAX_POSTS}, in this order)`}
        description="Published posts, newest first. Each appears with its cover image, title, excerpt and a link."
      >
        {NEWSLETTER_POST_FIELDS.map((field, index) => (
          <AdminSelectField
            key={field}
            label={`Post ${index + 1}`}
            name={field}
            options={options}
            defaultValue={values[field]}
            error={errors[field]}
          />
        ))}
      </ContentFieldGroup>
    </ContentForm>
  );
}
