import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { appContext } from "~/context";
import { company } from "~/content/company";
import { requireStaff } from "~/lib/auth.server";
import { type ContentFormFailure, contentFormFailure, parseContentForm } from "~/lib/content-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { FAQ_ITEM_FIELDS, FaqItemSchema, NEW_FAQ_ITEM_VALUES, isFaqCategory } from "~/lib/schemas/faq-item";
import { createFaqItem } from "~/models/admin-faq.server";
import { FaqItemForm } from "./faq-form";
import type { Route } from "./+types/faq-new";

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  // "New question" from a filtered list starts in that list's category.
  const category = new URL(request.url).searchParams.get("category") ?? "";
  return { category: isFaqCategory(category) ? category : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const parsed = await parseContentForm(request, FaqItemSchema, FAQ_ITEM_FIELDS);
  if (!parsed.ok) return contentFormFailure(parsed.failure);
  const item = await createFaqItem(app.db, parsed.data);
  app.logger.info({ event: "content.faq-item-created", faqItemId: item.id, by: staff.id }, "FAQ item created");
  return redirectWithToast("/admin/faq", "FAQ item added.", { secure: app.config.isProduction });
}

export default function NewFaqItem({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <title>{`New FAQ item | Staff area | ${company.name}`}</title>
      <ContentBackLink to="/admin/faq" label="FAQ" />
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
