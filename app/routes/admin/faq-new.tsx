import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import { FAQ_ITEM_FIELDS, FaqItemSchema, NEW_FAQ_ITEM_VALUES, isFaqCategory } from "~/lib/schemas/faq-item";
import { createFaqItem } from "~/models/admin-faq.server";
import { FAQ_ITEM_RECORD, FaqItemForm } from "~/components/admin/forms/faq-form";
import type { Route } from "./+types/faq-new";

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  // "New question" from a filtered list starts in that list's category.
  const category = new URL(request.url).searchParams.get("category") ?? "";
  return { category: isFaqCategory(category) ? category : "" };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: FAQ_ITEM_RECORD,
      schema: FaqItemSchema,
      fields: FAQ_ITEM_FIELDS,
      create: async (input, db) => ({ id: (await createFaqItem(db, input)).id, toast: "FAQ item added." }),
    },
  );
}

export default function NewFaqItem({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New FAQ item" />
      <ContentBackLink to={FAQ_ITEM_RECORD.listPath} label="FAQ" />
      <AdminPageHeader
        title="New FAQ item"
        description="An active item appears in the packages page FAQ, and its search, as soon as it is saved."
      />
      <AdminPanel className="max-w-4xl">
        <FaqItemForm
          initial={{ ...NEW_FAQ_ITEM_VALUES, category: loaderData.category }}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Add FAQ item"
        />
      </AdminPanel>
    </>
  );
}
