import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import { NEW_TESTIMONIAL_VALUES, TESTIMONIAL_FIELDS, TestimonialSchema } from "~/lib/schemas/testimonial";
import { createTestimonial } from "~/models/admin-testimonials.server";
import { TESTIMONIAL_RECORD, TestimonialForm } from "~/components/admin/forms/testimonials-form";
import type { Route } from "./+types/testimonials-new";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: TESTIMONIAL_RECORD,
      schema: TestimonialSchema,
      fields: TESTIMONIAL_FIELDS,
      create: async (input, db) => {
        const testimonial = await createTestimonial(db, input);
        return { id: testimonial.id, toast: `Testimonial from ${testimonial.customerName} added.` };
      },
    },
  );
}

export default function NewTestimonial({ actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New testimonial" />
      <ContentBackLink to={TESTIMONIAL_RECORD.listPath} label="Testimonials" />
      <AdminPageHeader
        title="New testimonial"
        description="The home page shows the newest testimonials, featured ones first, as soon as they are saved."
      />
      <AdminPanel className="max-w-4xl">
        <TestimonialForm
          initial={NEW_TESTIMONIAL_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Add testimonial"
        />
      </AdminPanel>
    </>
  );
}
