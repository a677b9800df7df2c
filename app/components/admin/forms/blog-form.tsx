// The blog post form, shared by the new and edit pages.
import { useId, useMemo } from "react";
import { Link } from "react-router";
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import { ContentForm } from "~/components/admin/content/content-form";
import { HtmlEditor } from "~/components/admin/content/html-editor";
import { ImageUpload, UPLOAD_HINT } from "~/components/admin/media/image-upload";
import { SeoFields } from "~/components/admin/content/seo-fields";
import { useLiveFormValues } from "~/components/admin/content/use-live-form-values";
import { ArticleBody } from "~/components/blog/article-body";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import { blogPostHref } from "~/lib/blog/blog-list-query";
import { htmlToText } from "~/lib/blog/reading-time";
import {
  BLOG_AUTHOR_MAX,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_META_DESCRIPTION_MAX,
  BLOG_META_TITLE_MAX,
  BLOG_POST_STATUS_LABELS,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  BlogPostSchema,
  type BlogPostFormValues,
  type BlogPostStatus,
} from "~/lib/schemas/blog-post";
import { slugify } from "~/lib/text/slug";

export const BLOG_LIST_PATH = "/admin/blog";

export const BLOG_POST_RECORD: ContentRecordKind = {
  noun: "blog post",
  idField: "postId",
  listPath: BLOG_LIST_PATH,
  notFoundMessage: "No such blog post.",
};

const STATUS_OPTIONS = Object.entries(BLOG_POST_STATUS_LABELS).map(([value, label]) => ({ value, label }));

const STATUS_HINTS: Record<BlogPostStatus, string> = {
  draft: "Only staff can see it, in the preview. Nothing is public.",
  scheduled: "It appears on /blog by itself at the date and time below.",
  published: "It is on /blog as soon as you save.",
};

export function BlogPostForm({
  initial,
  failure,
  submitLabel,
  intent,
  categories,
  authors,
  initialPreviewHtml,
}: {
  initial: BlogPostFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
  categories: readonly { id: number; name: string }[];
  /** Authors of other posts, offered as suggestions. */
  authors: readonly string[];
  /** The server's rendering of the initial article text. */
  initialPreviewHtml: string;
}) {
  const { errors, onSubmit } = useSchemaForm(BlogPostSchema, failure?.errors);
  const values = (failure?.values as BlogPostFormValues | undefined) ?? initial;
  // What the slug hint, the status hint and the search result preview show, as staff type.
  const { values: typed, onChange } = useLiveFormValues(values);
  const articleText = useMemo(() => htmlToText(typed.content), [typed.content]);
  const status = typed.status as BlogPostStatus;
  const authorListId = useId();
  // An edited post keeps its address when the field is emptied; a new one takes it from the title.
  const address = typed.slug.trim() || initial.slug || slugify(typed.title) || "your-post";
  return (
    <ContentForm
      onSubmit={onSubmit}
      onChange={onChange}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={BLOG_LIST_PATH}
    >
      <ContentFieldGroup legend="Post">
        <AdminTextField
          label="Title"
          name="title"
          required
          maxLength={BLOG_TITLE_MAX}
          autoComplete="off"
          defaultValue={values.title}
          error={errors.title}
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Address"
          name="slug"
          maxLength={255}
          autoComplete="off"
          spellCheck={false}
          placeholder={initial.slug || slugify(typed.title) || "made-from-the-title"}
          defaultValue={values.slug}
          error={errors.slug}
          hint={
            <>
              The post is at <span className="font-mono break-all">{blogPostHref(address)}</span>.{" "}
              {initial.slug
                ? "Changing it after publishing breaks links to the old address; left empty, it stays as it was."
                : "Leave it empty to make it from the title."}
            </>
          }
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Excerpt"
          name="excerpt"
          rows={2}
          maxLength={BLOG_EXCERPT_MAX}
          defaultValue={values.excerpt}
          error={errors.excerpt}
          hint="One or two sentences under the title and on the blog's cards."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Article">
        <HtmlEditor
          label="Article text"
          name="content"
          defaultValue={values.content}
          maxLength={BLOG_CONTENT_MAX}
          error={errors.content}
          hint="Write paragraphs separated by an empty line. Select text and use the buttons for headings, bold, italic, links, lists and quotes. Scripts, styles and embedded frames are removed when you save."
          previewAction={BLOG_LIST_PATH}
          initialPreviewHtml={initialPreviewHtml}
          renderPreview={(html) => <ArticleBody html={html} />}
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Cover image">
        <ImageUpload
          name="coverImage"
          label="Cover image"
          defaultValue={values.coverImage}
          error={errors.coverImage}
          hint={`Shown above the article and on the blog's cards; a wide picture (about 2:1) works best. Without one, the post gets a coloured panel with its category's icon. ${UPLOAD_HINT}`}
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Category, tags and author">
        <AdminSelectField
          label="Category"
          name="categoryId"
          options={[
            { value: "", label: "No category" },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
          defaultValue={values.categoryId}
          error={errors.categoryId}
          hint={
            <>
              Add, rename or delete categories under{" "}
              <Link to={`${BLOG_LIST_PATH}#categories`} className="font-semibold text-ocean-800 underline">
                Categories
              </Link>{" "}
              on the blog list.
            </>
          }
        />
        <AdminTextField
          label="Author"
          name="author"
          maxLength={BLOG_AUTHOR_MAX}
          autoComplete="off"
          list={authorListId}
          defaultValue={values.author}
          error={errors.author}
          hint="The name readers see, e.g. Editorial Team."
        />
        <datalist id={authorListId}>
          {authors.map((author) => (
            <option key={author} value={author} />
          ))}
        </datalist>
        <AdminTextField
          label="Tags"
          name="tags"
          autoComplete="off"
          defaultValue={values.tags}
          error={errors.tags}
          hint={`Separated by commas, at most ${BLOG_TAGS_MAX}, e.g. fiberglass, maintenance.`}
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Publishing">
        <AdminSelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          defaultValue={values.status}
          error={errors.status}
          hint={STATUS_HINTS[status] ?? undefined}
        />
        <AdminTextField
          label="Publish on (Eastern time)"
          name="scheduledFor"
          type="datetime-local"
          defaultValue={values.scheduledFor}
          error={errors.scheduledFor}
          hint="For Scheduled posts: the date and time it goes live, in the offices' time zone (New York time)."
        />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Spanish (optional)"
        description="The post appears on the Spanish blog (/es/blog) once it has a Spanish title and article. Empty fields show the English text."
      >
        <AdminTextField
          label="Spanish title"
          name="titleEs"
          lang="es"
          maxLength={BLOG_TITLE_MAX}
          autoComplete="off"
          defaultValue={values.titleEs}
          error={errors.titleEs}
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Spanish excerpt"
          name="excerptEs"
          lang="es"
          rows={2}
          maxLength={BLOG_EXCERPT_MAX}
          defaultValue={values.excerptEs}
          error={errors.excerptEs}
          className="sm:col-span-2"
        />
        <AdminTextAreaField
          label="Spanish article text"
          name="contentEs"
          lang="es"
          rows={10}
          maxLength={BLOG_CONTENT_MAX}
          defaultValue={values.contentEs}
          error={errors.contentEs}
          hint="Paragraphs separated by an empty line, or the same HTML as the English article; it is cleaned the same way when you save."
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Spanish meta title"
          name="metaTitleEs"
          lang="es"
          maxLength={BLOG_META_TITLE_MAX}
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
          maxLength={BLOG_META_DESCRIPTION_MAX}
          defaultValue={values.metaDescriptionEs}
          error={errors.metaDescriptionEs}
          className="sm:col-span-2"
        />
        <AdminTextField
          label="Spanish tags"
          name="tagsEs"
          lang="es"
          autoComplete="off"
          defaultValue={values.tagsEs}
          error={errors.tagsEs}
          hint={`Separated by commas, at most ${BLOG_TAGS_MAX}, e.g. fibra de vidrio, mantenimiento. Without them the Spanish article shows no tags.`}
          className="sm:col-span-2"
        />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Search engines"
        description="How the post appears in Google and other search results. Both fields are optional."
      >
        <SeoFields
          defaultTitle={values.metaTitle}
          defaultDescription={values.metaDescription}
          titleError={errors.metaTitle}
          descriptionError={errors.metaDescription}
          titleMax={BLOG_META_TITLE_MAX}
          descriptionMax={BLOG_META_DESCRIPTION_MAX}
          fallbackTitle={typed.title}
          fallbackDescription={typed.excerpt.trim() || articleText}
          path={blogPostHref(address)}
        />
      </ContentFieldGroup>
    </ContentForm>
  );
}
