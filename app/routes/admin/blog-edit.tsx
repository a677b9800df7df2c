import { Eye } from "lucide-react";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink, PublicPageLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { renderBlogContent } from "~/lib/blog/blog-article.server";
import { blogPostHref } from "~/lib/blog/blog-list-query";
import { publicationSentence, saveOutcome } from "~/lib/blog/blog-post-state";
import { blogPreviewHref } from "~/lib/blog/blog-preview";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { BLOG_POST_FIELDS, BlogPostSchema, blogPostFormValues } from "~/lib/schemas/blog-post";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  deleteBlogPost,
  getBlogPostById,
  listBlogAuthors,
  listBlogCategoryChoices,
  livePostIds,
  updateBlogPost,
} from "~/models/admin-blog.server";
import { BLOG_LIST_PATH, BLOG_POST_RECORD, BlogPostForm } from "~/components/admin/forms/blog-form";
import { BlogStatusPill } from "~/components/admin/content/blog-status-pill";
import type { Route } from "./+types/blog-edit";

const NOT_FOUND = BLOG_POST_RECORD.notFoundMessage;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const id = recordIdParam(params.postId, NOT_FOUND);
  const post = await getBlogPostById(db, id);
  if (!post) throw jsonError(404, NOT_FOUND);
  const [live, categories, authors] = await Promise.all([
    livePostIds(db, [id]).then((ids) => ids.has(id)),
    listBlogCategoryChoices(db),
    listBlogAuthors(db),
  ]);
  return {
    id,
    title: post.title,
    publicPath: live ? blogPostHref(post.slug) : null,
    state: { status: post.status, live, sentence: publicationSentence({ ...post, live }) },
    values: blogPostFormValues(post, { live }),
    updated: formatStaffDateTime(post.updatedAt),
    firstPublished: formatStaffDateTime(post.publishedAt),
    categories,
    authors,
    previewHtml: renderBlogContent(post.content).html,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: BLOG_POST_RECORD,
      schema: BlogPostSchema,
      fields: BLOG_POST_FIELDS,
      idParam: params.postId,
      update: async (id, input, db) => {
        const result = await updateBlogPost(db, id, input);
        if (!result) return null;
        if (!result.ok) return { fieldErrors: result.fieldErrors };
        const live = (await livePostIds(db, [id])).has(id);
        return `Post "${result.post.title}" saved ${saveOutcome({ ...result.post, live })}.`;
      },
      remove: async (id, db) => {
        const post = await deleteBlogPost(db, id);
        return post && `Post "${post.title}" deleted.`;
      },
    },
  );
}

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, publicPath, state, values, updated, firstPublished, categories, authors, previewHtml } =
    loaderData;
  return (
    <>
      <StaffPageTitle title={`${title} | Blog`} />
      <ContentBackLink to={BLOG_LIST_PATH} label="Blog" />
      <AdminPageHeader
        title={title}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <BlogStatusPill status={state.status} live={state.live} />
            <span>
              {state.sentence} Last saved {updated}.{firstPublished && ` First published ${firstPublished}.`}
            </span>
          </span>
        }
        actions={
          <>
            <a
              href={blogPreviewHref(id)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
            >
              <Eye aria-hidden="true" className="size-4" />
              Preview
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {publicPath && <PublicPageLink href={publicPath} label="View on the blog" />}
          </>
        }
      />
      <div className="grid max-w-7xl gap-5">
        <AdminPanel>
          <BlogPostForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
            categories={categories}
            authors={authors}
            initialPreviewHtml={previewHtml}
          />
        </AdminPanel>
        <DeleteRecordPanel
          title="Delete post"
          description="To take it off the blog but keep it, set its status to Draft instead."
          name={title}
          confirmLabel={`Delete ${title}`}
        />
      </div>
    </>
  );
}
