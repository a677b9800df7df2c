import { Link, data } from "react-router";
import { ContentListEmptyState } from "~/components/admin/content/content-list-empty";
import { ContentListPage } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentTable } from "~/components/admin/content/content-table";
import { appContext } from "~/context";
import { BLOG_POST_STATUSES } from "#db/schema/enums.ts";
import { requireStaff } from "~/services/staff/auth.server";
import { cleanBlogContent, renderBlogContent } from "~/lib/blog/blog-article.server";
import { BLOG_PATH } from "~/lib/blog/blog-list-query";
import { formatScheduledFor } from "~/lib/blog/blog-schedule";
import { type ContentFormFailure, parseContentFields } from "~/services/content/content-form.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { jsonError, readFormBody } from "~/lib/http/http.server";
import { BLOG_CATEGORY_FIELDS, BlogCategorySchema, NO_CATEGORY } from "~/lib/schemas/blog-category";
import {
  BLOG_CONTENT_MAX,
  BLOG_POST_MESSAGES,
  BLOG_POST_STATUS_LABELS,
  type BlogPostStatus,
} from "~/lib/schemas/blog-post";
import { parseContentListQuery } from "~/lib/schemas/content-list";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  createBlogCategory,
  deleteBlogCategory,
  listBlogCategoriesWithCounts,
  listBlogPostsForAdmin,
  livePostIds,
  updateBlogCategory,
} from "~/models/admin-blog.server";
import { BLOG_LIST_PATH as PATH } from "~/components/admin/forms/blog-form";
import { type CategoryFormFailure, BlogCategoriesPanel } from "~/components/admin/content/blog-categories-panel";
import { BlogStatusPill } from "~/components/admin/content/blog-status-pill";
import type { Route } from "./+types/blog";

const CATEGORIES_PATH = `${PATH}#categories`;
const CATEGORY_NOT_FOUND = "No such category.";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const now = new Date();
  const categories = await listBlogCategoriesWithCounts(db);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {
    status: BLOG_POST_STATUSES,
    category: [...categories.map((category) => String(category.id)), NO_CATEGORY],
  });
  const result = await listBlogPostsForAdmin(
    db,
    {
      page: query.page,
      q: query.q,
      status: query.filters.status as BlogPostStatus | undefined,
      category: query.filters.category,
    },
    now,
  );
  const live = await livePostIds(
    db,
    result.rows.map((row) => row.id),
    now,
  );
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    categories,
    posts: result.rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      live: live.has(row.id),
      scheduledFor: row.status === "scheduled" && row.scheduledFor ? formatScheduledFor(row.scheduledFor) : null,
      category: row.categoryId === null ? null : (categoryNames.get(row.categoryId) ?? null),
      author: row.author,
      updated: formatStaffDateTime(row.updatedAt),
    })),
  };
}

/**
 * The list's own actions: the categories section (add, rename, delete) and the editor's live preview
 * (the article text, cleaned and rendered exactly as saving and the public page would).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const done = (message: string) => redirectWithToast(CATEGORIES_PATH, message, { secure: app.config.isProduction });
  const categoryId = () => {
    const id = form.get("categoryId") ?? "";
    if (!/^[1-9]\d{0,8}$/.test(id)) throw jsonError(404, CATEGORY_NOT_FOUND);
    return Number(id);
  };
  const failed = (formId: string, failure: ContentFormFailure) =>
    data({ categoryForm: formId, failure } satisfies CategoryFormFailure, { status: 400 });

  switch (intent) {
    case "preview": {
      const content = form.get("content") ?? "";
      if (content.length > BLOG_CONTENT_MAX) return { previewError: BLOG_POST_MESSAGES.contentTooLong };
      return { previewHtml: renderBlogContent(cleanBlogContent(content)).html };
    }
    case "category-create":
    case "category-update": {
      const id = intent === "category-update" ? categoryId() : null;
      const formId = id === null ? "new" : String(id);
      const parsed = parseContentFields(form, BlogCategorySchema, BLOG_CATEGORY_FIELDS);
      if (!parsed.ok) return failed(formId, parsed.failure);
      const result =
        id === null ? await createBlogCategory(app.db, parsed.data) : await updateBlogCategory(app.db, id, parsed.data);
      if (!result) throw jsonError(404, CATEGORY_NOT_FOUND);
      if (!result.ok) {
        const values = Object.fromEntries(BLOG_CATEGORY_FIELDS.map((name) => [name, form.get(name) ?? ""]));
        return failed(formId, {
          message: "Please correct the highlighted fields.",
          errors: result.fieldErrors,
          values,
        });
      }
      const verb = id === null ? "added" : "saved";
      app.logger.info(
        {
          event: `content.blog-category-${id === null ? "created" : "updated"}`,
          categoryId: result.category.id,
          by: staff.id,
        },
        `blog category ${verb}`,
      );
      return done(`Category "${result.category.name}" ${verb}.`);
    }
    case "category-delete": {
      const id = categoryId();
      const deleted = await deleteBlogCategory(app.db, id);
      if (!deleted) throw jsonError(404, CATEGORY_NOT_FOUND);
      app.logger.info(
        { event: "content.blog-category-deleted", categoryId: id, by: staff.id },
        "blog category deleted",
      );
      const kept =
        deleted.posts === 0
          ? ""
          : ` Its ${deleted.posts === 1 ? "post now has" : `${deleted.posts} posts now have`} no category.`;
      return done(`Category "${deleted.name}" deleted.${kept}`);
    }
    default:
      throw jsonError(400, "Unknown action.");
  }
}

type PostRow = Awaited<ReturnType<typeof loader>>["posts"][number];

const COLUMNS: ContentColumn<PostRow>[] = [
  {
    id: "title",
    header: "Title",
    rowHeader: true,
    className: "min-w-[16rem] sm:min-w-[22rem]",
    cell: (row) => (
      <>
        <Link
          to={`${PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`Edit ${row.title}`}
        >
          {row.title}
        </Link>
        <span className="mt-0.5 block font-mono text-xs break-all text-slate-600">/blog/{row.slug}</span>
      </>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <>
        <BlogStatusPill status={row.status} live={row.live} />
        {row.scheduledFor && (
          <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
            {row.live ? "Since" : "Goes live"} {row.scheduledFor}
          </span>
        )}
      </>
    ),
  },
  { id: "category", header: "Category", cell: (row) => row.category ?? <span className="text-slate-600">—</span> },
  { id: "author", header: "Author", cell: (row) => row.author ?? <span className="text-slate-600">—</span> },
  {
    id: "updated",
    header: "Last saved",
    cell: (row) => <span className="text-xs whitespace-nowrap text-slate-700">{row.updated}</span>,
  },
];

export default function BlogAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, ignored, posts, total, pageCount, categories } = loaderData;
  const categoryFailure = actionData && "categoryForm" in actionData ? (actionData as CategoryFormFailure) : undefined;
  return (
    <>
      <ContentListPage
        path={PATH}
        query={query}
        ignored={ignored}
        total={total}
        pageCount={pageCount}
        shown={posts.length}
        title="Blog"
        description="Posts of the public blog, most recently saved first. Published posts are on /blog at once; scheduled posts appear there by themselves at their time."
        publicPage={{ href: BLOG_PATH, label: "View /blog" }}
        newLabel="New post"
        search={{ label: "Search posts", placeholder: "Title, address, excerpt, author or tag" }}
        filters={[
          {
            name: "status",
            label: "Status",
            anyLabel: "Every status",
            options: BLOG_POST_STATUSES.map((status) => ({ value: status, label: BLOG_POST_STATUS_LABELS[status] })),
          },
          {
            name: "category",
            label: "Category",
            anyLabel: "All categories",
            options: [
              ...categories.map((category) => ({ value: String(category.id), label: category.name })),
              { value: NO_CATEGORY, label: "No category" },
            ],
          },
        ]}
        noun={{ one: "post", many: "posts" }}
      >
        <ContentTable
          caption={`Blog posts (${total})`}
          columns={COLUMNS}
          rows={posts}
          rowKey={(row) => row.id}
          rowClassName={(row) => (row.live ? "" : "bg-slate-50")}
          minWidth="56rem"
          empty={
            <ContentListEmptyState
              path={PATH}
              query={query}
              newLabel="New post"
              noMatch={{
                title: "No posts match",
                clearLabel: "Show every post",
                hint: "Try another search, status or category.",
              }}
              none={{ title: "No posts yet", hint: "The blog lists the posts you publish here." }}
            />
          }
        />
      </ContentListPage>
      <BlogCategoriesPanel categories={categories} failure={categoryFailure} />
    </>
  );
}
