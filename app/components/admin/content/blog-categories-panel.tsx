// The Categories section of /admin/blog: add, rename and delete
// the blog's categories on the same screen as the posts. Each form posts to
// the list route's action; a delete keeps the category's posts, which are
// left without a category (the foreign key is ON DELETE SET NULL).
import { Pencil, Plus, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import {
  AdminTextField,
  FormMessage,
  SubmitButton,
  dangerButtonClass,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { AdminPanel } from "~/components/admin/admin-shell";
import { AdminTextAreaField } from "~/components/admin/content/content-fields";
import type { ContentFormFailure } from "~/lib/content-form-types";
import { blogListHref } from "~/lib/blog/blog-list-query";
import {
  BLOG_CATEGORY_DESCRIPTION_MAX,
  BLOG_CATEGORY_NAME_MAX,
  BLOG_CATEGORY_SLUG_MAX,
  BlogCategorySchema,
} from "~/lib/schemas/blog-category";

/** A failed category form: which one ("new" or the category's id) and its errors. */
export interface CategoryFormFailure {
  categoryForm: string;
  failure: ContentFormFailure;
}

interface Category {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  nameEs: string | null;
  posts: number;
}

const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

function CategoryForm({ category, failure }: { category: Category | null; failure: ContentFormFailure | undefined }) {
  const { errors, onSubmit } = useSchemaForm(BlogCategorySchema, failure?.errors);
  const values = failure?.values ?? {
    name: category?.name ?? "",
    slug: category?.slug ?? "",
    description: category?.description ?? "",
    nameEs: category?.nameEs ?? "",
  };
  const intent = category ? "category-update" : "category-create";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
      <FormMessage message={failure?.message} />
      {category && <input type="hidden" name="categoryId" value={category.id} />}
      <AdminTextField
        label={category ? "Name" : "New category"}
        name="name"
        required
        maxLength={BLOG_CATEGORY_NAME_MAX}
        autoComplete="off"
        defaultValue={values.name}
        error={errors.name}
      />
      <AdminTextField
        label="Address in the blog filter"
        name="slug"
        maxLength={BLOG_CATEGORY_SLUG_MAX}
        autoComplete="off"
        spellCheck={false}
        defaultValue={values.slug}
        error={errors.slug}
        hint={
          category ? "Changing it breaks saved links to the filtered list." : "Leave empty to make it from the name."
        }
      />
      <AdminTextAreaField
        label="Description"
        name="description"
        rows={2}
        maxLength={BLOG_CATEGORY_DESCRIPTION_MAX}
        defaultValue={values.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <AdminTextField
        label="Spanish name (optional)"
        name="nameEs"
        lang="es"
        maxLength={BLOG_CATEGORY_NAME_MAX}
        autoComplete="off"
        defaultValue={values.nameEs}
        error={errors.nameEs}
        hint="Shown on the Spanish blog; empty, it shows the name."
      />
      <div className="sm:col-span-2">
        <SubmitButton intent={intent} busyLabel="Saving..." className={category ? secondaryButtonClass : undefined}>
          {category ? (
            `Save ${category.name}`
          ) : (
            <>
              <Plus aria-hidden="true" className="size-4" />
              Add category
            </>
          )}
        </SubmitButton>
      </div>
    </Form>
  );
}

function postCount(posts: number) {
  return `${posts} ${posts === 1 ? "post" : "posts"}`;
}

function CategoryItem({ category, failure }: { category: Category; failure: ContentFormFailure | undefined }) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{category.name}</p>
          <p className="font-mono text-xs break-all text-slate-600">{blogListHref({ category: category.slug })}</p>
          {category.description && <p className="mt-1 max-w-2xl text-sm text-slate-700">{category.description}</p>}
        </div>
        <Link
          to={`/admin/blog?category=${category.id}`}
          className="text-sm font-semibold whitespace-nowrap text-ocean-800 underline-offset-2 hover:underline"
          aria-label={`${postCount(category.posts)} in ${category.name}`}
        >
          {postCount(category.posts)}
        </Link>
      </div>
      <div className="mt-2 flex flex-wrap items-start gap-2">
        <details className="group w-full sm:w-auto sm:flex-1" open={failure ? true : undefined}>
          <summary className={`${secondaryButtonClass} ${summaryClass} min-h-9 px-3`}>
            <Pencil aria-hidden="true" className="size-4" />
            <span>
              Edit<span className="sr-only"> {category.name}</span>
            </span>
          </summary>
          <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3">
            <CategoryForm category={category} failure={failure} />
          </div>
        </details>
        <details className="w-full sm:w-auto">
          <summary className={`${dangerButtonClass} ${summaryClass} min-h-9 px-3`}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span>
              Delete<span className="sr-only"> {category.name}</span>…
            </span>
          </summary>
          <div className="mt-3 max-w-md rounded-md border border-red-200 bg-red-50 p-3">
            <p className="text-sm text-red-900">
              Delete <strong className="break-words">{category.name}</strong>?{" "}
              {category.posts === 0
                ? "No post uses it."
                : `Its ${postCount(category.posts)} stay as they are, without a category.`}
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="categoryId" value={category.id} />
              <SubmitButton
                intent="category-delete"
                busyLabel="Deleting..."
                className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-red-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:opacity-60"
              >
                Delete category {category.name}
              </SubmitButton>
            </Form>
          </div>
        </details>
      </div>
    </li>
  );
}

export function BlogCategoriesPanel({
  categories,
  failure,
}: {
  categories: readonly Category[];
  failure: CategoryFormFailure | undefined;
}) {
  const failureOf = (formId: string) => (failure?.categoryForm === formId ? failure.failure : undefined);
  return (
    <div id="categories" className="mt-8 scroll-mt-20">
      <AdminPanel
        title="Categories"
        description="Readers filter the blog by category. Deleting a category keeps its posts: they are left without a category."
      >
        {categories.length === 0 ? (
          <p className="text-sm text-slate-700">No categories yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Blog categories">
            {categories.map((category) => (
              // Keyed by what it shows: after a save the item starts again, closed and with the saved values.
              <CategoryItem
                key={`${category.id}:${category.name}:${category.slug}:${category.description ?? ""}`}
                category={category}
                failure={failureOf(String(category.id))}
              />
            ))}
          </ul>
        )}
        <div className="mt-4 border-t border-slate-200 pt-4">
          {/* A new key after each added category empties the form. */}
          <CategoryForm key={`new-${categories.length}`} category={null} failure={failureOf("new")} />
        </div>
      </AdminPanel>
    </div>
  );
}
