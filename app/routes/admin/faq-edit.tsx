import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { ActivePill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { company } from "~/content/company";
import { requireStaff } from "~/lib/auth.server";
import {
  type ContentFormFailure,
  contentFormFailure,
  parseContentFields,
  recordIdParam,
} from "~/lib/content-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { jsonError, readFormBody } from "~/lib/http.server";
import { FAQ_ITEM_FIELDS, FaqItemSchema, faqItemFormValues } from "~/lib/schemas/faq-item";
import { formatStaffDateTime } from "~/lib/staff-display";
import { deleteFaqItem, getFaqItemById, updateFaqItem } from "~/models/admin-faq.server";
import { FaqItemForm } from "./faq-form";
import type { Route } from "./+types/faq-edit";

const LIST_PATH = "/admin/faq";
const NOT_FOUND = "No such FAQ item.";

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

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const id = recordIdParam(params.faqId, NOT_FOUND);
  const form = await readFormBody(request);
  const done = (message: string) => redirectWithToast(LIST_PATH, message, { secure: app.config.isProduction });
  switch (form.get("intent")) {
    case "update": {
      const parsed = parseContentFields(form, FaqItemSchema, FAQ_ITEM_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      if (!(await updateFaqItem(app.db, id, parsed.data))) throw jsonError(404, NOT_FOUND);
      app.logger.info({ event: "content.faq-item-updated", faqItemId: id, by: staff.id }, "FAQ item updated");
      return done("FAQ item saved.");
    }
    case "delete": {
      if (!(await deleteFaqItem(app.db, id))) throw jsonError(404, NOT_FOUND);
      app.logger.info({ event: "content.faq-item-deleted", faqItemId: id, by: staff.id }, "FAQ item deleted");
      return done("FAQ item deleted.");
    }
    default:
      throw jsonError(400, "Unknown action.");
  }
}

export default function EditFaqItem({ loaderData, actionData }: Route.ComponentProps) {
  const { question, category, isActive, values, updated } = loaderData;
  return (
    <>
      <title>{`Edit FAQ item | Staff area | ${company.name}`}</title>
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
