import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { ActivePill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { FAQ_ITEM_FIELDS, FaqItemSchema, faqItemFormValues } from "~/lib/schemas/faq-item";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { deleteFaqItem, getFaqItemById, updateFaqItem } from "~/models/admin-faq.server";
import { FAQ_ITEM_RECORD, FaqItemForm } from "~/components/admin/forms/faq-form";
import type { Route } from "./+types/faq-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = FAQ_ITEM_RECORD;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const item = await getFaqItemById(context.get(appContext).db, recordIdParam(params.faqId, NOT_FOUND));
  if (!item) throw jsonError(404, NOT_FOUND);
  return {
    question: item.question,
    category: item.category,
    isActive: item.isActive,
    values: faqItemFormValues(item),
    updated: formatStaffDateTime(item.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: FAQ_ITEM_RECORD,
      schema: FaqItemSchema,
      fields: FAQ_ITEM_FIELDS,
      idParam: params.faqId,
      update: async (id, input, db) => ((await updateFaqItem(db, id, input)) ? "FAQ item saved." : null),
      remove: async (id, db) => ((await deleteFaqItem(db, id)) ? "FAQ item deleted." : null),
    },
  );
}

export default function EditFaqItem({ loaderData, actionData }: Route.ComponentProps) {
  const { question, category, isActive, values, updated } = loaderData;
  return (
    <>
      <StaffPageTitle title="Edit FAQ item" />
      <ContentBackLink to={LIST_PATH} label="FAQ" />
      <AdminPageHeader
        title="Edit FAQ item"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <ActivePill active={isActive} inactiveLabel="Inactive (hidden)" />
            <span>{category}</span>
            <span>· Last saved {updated}</span>
          </span>
        }
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <FaqItemForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
          />
        </AdminPanel>
        <DeleteRecordPanel
          title="Delete FAQ item"
          description="To hide the item but keep it, clear Active above instead."
          name={question}
          confirmLabel="Delete this FAQ item"
        />
      </div>
    </>
  );
}
