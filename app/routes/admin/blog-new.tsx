import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { saveOutcome } from "~/lib/blog/blog-post-state";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import { BLOG_POST_FIELDS, BlogPostSchema, NEW_BLOG_POST_VALUES } from "~/lib/schemas/blog-post";
import { createBlogPost, listBlogAuthors, listBlogCategoryChoices, livePostIds } from "~/models/admin-blog.server";
import { BLOG_LIST_PATH, BLOG_POST_RECORD, BlogPostForm } from "~/components/admin/forms/blog-form";
import type { Route } from "./+types/blog-new";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const [categories, authors] = await Promise.all([listBlogCategoryChoices(db), listBlogAuthors(db)]);
  return { categories, authors };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: BLOG_POST_RECORD,
      schema: BlogPostSchema,
      fields: BLOG_POST_FIELDS,
      create: async (input, db) => {
        const result = await createBlogPost(db, input);
        if (!result.ok) return { fieldErrors: result.fieldErrors };
        const { post } = result;
        const live = (await livePostIds(db, [post.id])).has(post.id);
        return { id: post.id, toast: `Post "${post.title}" created ${saveOutcome({ ...post, live })}.` };
      },
    },
  );
}

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New post | Blog" />
      <ContentBackLink to={BLOG_LIST_PATH} label="Blog" />
      <AdminPageHeader
        title="New post"
        description="Save it as a draft to preview it as readers will see it; publish or schedule it when it is ready."
      />
      <AdminPanel className="max-w-7xl">
        <BlogPostForm
          initial={NEW_BLOG_POST_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Create post"
          categories={loaderData.categories}
          authors={loaderData.authors}
          initialPreviewHtml=""
        />
      </AdminPanel>
    </>
  );
}
