import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { TESTIMONIAL_FIELDS, TestimonialSchema, testimonialFormValues } from "~/lib/schemas/testimonial";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { deleteTestimonial, getTestimonialById, updateTestimonial } from "~/models/admin-testimonials.server";
import { TESTIMONIAL_RECORD, TestimonialForm, starsLabel } from "~/components/admin/forms/testimonials-form";
import type { Route } from "./+types/testimonials-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = TESTIMONIAL_RECORD;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const testimonial = await getTestimonialById(
    context.get(appContext).db,
    recordIdParam(params.testimonialId, NOT_FOUND),
  );
  if (!testimonial) throw jsonError(404, NOT_FOUND);
  return {
    name: testimonial.customerName,
    rating: testimonial.rating,
    featured: testimonial.isFeatured,
    verified: testimonial.isVerified,
    values: testimonialFormValues(testimonial),
    updated: formatStaffDateTime(testimonial.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: TESTIMONIAL_RECORD,
      schema: TestimonialSchema,
      fields: TESTIMONIAL_FIELDS,
      idParam: params.testimonialId,
      update: async (id, input, db) => {
        const saved = await updateTestimonial(db, id, input);
        return saved && `Testimonial from ${saved.customerName} saved.`;
      },
      remove: async (id, db) => {
        const deleted = await deleteTestimonial(db, id);
        return deleted && `Testimonial from ${deleted.customerName} deleted.`;
      },
    },
  );
}

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { name, rating, featured, verified, values, updated } = loaderData;
  return (
    <>
      <StaffPageTitle title={`Testimonial from ${name}`} />
      <ContentBackLink to={LIST_PATH} label="Testimonials" />
      <AdminPageHeader
        title={`Testimonial from ${name}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>{starsLabel(rating)}</span>
            {featured && <StatusPill tone="amber">Featured</StatusPill>}
            {verified && <StatusPill tone="green">Verified</StatusPill>}
            <span>· Last saved {updated}</span>
          </span>
        }
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <TestimonialForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
          />
        </AdminPanel>
        <DeleteRecordPanel
          title="Delete testimonial"
          description="It leaves the home page at once."
          name={`the testimonial from ${name}`}
          confirmLabel="Delete this testimonial"
        />
      </div>
    </>
  );
}
