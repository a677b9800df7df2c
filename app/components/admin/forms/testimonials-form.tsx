// The testimonial form, shared by the new and edit pages.
import { useId } from "react";
import { AdminSelectField, AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentForm } from "~/components/admin/content/content-form";
import { AdminCheckboxField, AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import { ImageUpload } from "~/components/admin/media/image-upload";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import {
  TESTIMONIAL_CONTENT_MAX,
  TESTIMONIAL_RATINGS,
  TESTIMONIAL_SOURCES,
  TestimonialSchema,
  type TestimonialFormValues,
} from "~/lib/schemas/testimonial";

export const TESTIMONIAL_RECORD: ContentRecordKind = {
  noun: "testimonial",
  idField: "testimonialId",
  listPath: "/admin/testimonials",
  notFoundMessage: "No such testimonial.",
};

/** "5 stars", "1 star". */
export const starsLabel = (rating: number) => `${rating} ${rating === 1 ? "star" : "stars"}`;

const RATING_OPTIONS = TESTIMONIAL_RATINGS.map((rating) => ({ value: String(rating), label: starsLabel(rating) }));

export function TestimonialForm({
  initial,
  failure,
  submitLabel,
  intent,
}: {
  initial: TestimonialFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
}) {
  const { errors, onSubmit } = useSchemaForm(TestimonialSchema, failure?.errors);
  const values = (failure?.values as TestimonialFormValues | undefined) ?? initial;
  const sourceListId = useId();
  const text = (
    name: keyof TestimonialFormValues,
    label: string,
    props: Omit<React.ComponentProps<typeof AdminTextField>, "label" | "name"> = {},
  ) => (
    <AdminTextField
      label={label}
      name={name}
      autoComplete="off"
      defaultValue={values[name]}
      error={errors[name]}
      {...props}
    />
  );
  return (
    <ContentForm
      onSubmit={onSubmit}
      message={failure?.message}
      intent={intent}
      submitLabel={submitLabel}
      cancelTo={TESTIMONIAL_RECORD.listPath}
    >
      <ContentFieldGroup legend="Review">
        {text("customerName", "Customer name", {
          required: true,
          maxLength: 100,
          hint: "As it is shown, e.g. Karen and Mike D. (a last initial keeps it private).",
        })}
        <AdminSelectField
          label="Rating"
          name="rating"
          required
          options={RATING_OPTIONS}
          defaultValue={values.rating}
          error={errors.rating}
        />
        <AdminTextAreaField
          label="Testimonial"
          name="content"
          rows={6}
          required
          maxLength={TESTIMONIAL_CONTENT_MAX}
          defaultValue={values.content}
          error={errors.content}
          hint="What the customer said, as plain text."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>

      <ContentFieldGroup
        legend="Spanish (optional)"
        description="Shown on the Spanish pages; empty, they show the English testimonial."
      >
        <AdminTextAreaField
          label="Spanish testimonial"
          name="contentEs"
          lang="es"
          rows={6}
          maxLength={TESTIMONIAL_CONTENT_MAX}
          defaultValue={values.contentEs}
          error={errors.contentEs}
          hint="A faithful translation of what the customer said, as plain text."
          className="sm:col-span-2"
        />
      </ContentFieldGroup>

      <ContentFieldGroup legend="Where">
        {text("location", "Location", {
          maxLength: 150,
          hint: "Shown under the name, e.g. Wellington, Palm Beach County. When empty, City, State is shown.",
          className: "sm:col-span-2",
        })}
        {text("city", "City", { maxLength: 100 })}
        {text("state", "State", { maxLength: 2, hint: "Two letters, e.g. FL." })}
      </ContentFieldGroup>

      <ContentFieldGroup legend="Project">
        {text("poolType", "Pool type", { maxLength: 100, hint: "e.g. Fiberglass" })}
        {text("poolSize", "Pool size", { maxLength: 100, hint: "e.g. Medium 14x28" })}
        {text("installationYear", "Installation year", { inputMode: "numeric", maxLength: 4 })}
        {text("projectValue", "Project value ($)", {
          inputMode: "numeric",
          hint: "Whole dollars; never shown publicly.",
        })}
        <ImageUpload
          name="beforeImage"
          label="Before photo"
          defaultValue={values.beforeImage}
          error={errors.beforeImage}
        />
        <ImageUpload name="afterImage" label="After photo" defaultValue={values.afterImage} error={errors.afterImage} />
      </ContentFieldGroup>

      <ContentFieldGroup legend="Source and display">
        {text("source", "Source", {
          required: true,
          maxLength: 50,
          list: sourceListId,
          hint: "Where it came from: manual, google, ...",
        })}
        <datalist id={sourceListId}>
          {TESTIMONIAL_SOURCES.map((source) => (
            <option key={source} value={source} />
          ))}
        </datalist>
        <div className="flex flex-col gap-3 sm:pt-6">
          <AdminCheckboxField
            label="Featured"
            name="isFeatured"
            defaultChecked={values.isFeatured === "on"}
            error={errors.isFeatured}
            hint="Featured testimonials come first on the home page."
          />
          <AdminCheckboxField
            label="Verified"
            name="isVerified"
            defaultChecked={values.isVerified === "on"}
            error={errors.isVerified}
            hint="We confirmed this customer's project."
          />
        </div>
        {text("googleReviewId", "Google review ID", { maxLength: 255, hint: "Optional, for reviews from Google." })}
        {text("googlePlaceId", "Google place ID", { maxLength: 255 })}
      </ContentFieldGroup>
    </ContentForm>
  );
}
