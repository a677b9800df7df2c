import { useCallback, useId } from "react";
import { useNavigate } from "react-router";
import {
  BLOG_PATH,
  type BlogListParams,
  blogListHref,
  hasBlogFilters,
  withBlogFilters,
} from "~/lib/blog/blog-list-query";
import { ClearFiltersButton } from "./clear-filters-button";
import { useBlogSearch } from "./use-blog-search";
import { SpriteIcon } from "~/components/sprite-icon";
import { useBlogTexts } from "./use-blog-texts";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { useLocalePath } from "~/lib/i18n/use-locale";

export interface BlogFilterOptions {
  categories: { name: string; slug: string }[];
  authors: string[];
}

/** The chosen category as the select knows it: a URL may name it by slug or by name. */
function categoryValue(value: string, options: BlogFilterOptions["categories"]): string {
  const wanted = value.toLowerCase();
  return options.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted)?.slug ?? value;
}

const FIELD =
  "block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-ocean-600";

/**
 * Search, category and author: a real GET form to /blog, so without JavaScript
 * the Search button reloads the page filtered by the server. With JavaScript
 * the selects apply at once and the search box after a 500 ms pause; every
 * change goes back to page 1.
 */
export function BlogFilters({ params, options }: { params: BlogListParams; options: BlogFilterOptions }) {
  const navigate = useNavigate();
  const texts = useBlogTexts();
  const t = texts.filters;
  const to = useLocalePath();
  const searchId = useId();
  const categoryId = useId();
  const authorId = useId();

  const go = useCallback(
    (next: BlogListParams) => void navigate(to(blogListHref(next)), { replace: true, preventScrollReset: true }),
    [navigate, to],
  );
  const commitSearch = useCallback((search: string) => go(withBlogFilters(params, { search })), [go, params]);
  const search = useBlogSearch(params.search, commitSearch);

  const category = categoryValue(params.category, options.categories);
  const categoryChoices = options.categories.some((c) => c.slug === category)
    ? options.categories
    : category
      ? [...options.categories, { name: category, slug: category }]
      : options.categories;
  const authorChoices =
    params.author && !options.authors.includes(params.author) ? [...options.authors, params.author] : options.authors;

  return (
    <section
      aria-labelledby="blog-filters-title"
      className="rounded-2xl border border-slate-200 bg-sand-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="blog-filters-title" className="sr-only">
        {t.heading}
      </h2>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <form
          method="get"
          action={to(BLOG_PATH)}
          role="search"
          aria-label={t.formLabel}
          className="grid flex-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            go(
              withBlogFilters(params, {
                search: search.flush(),
                category: String(form.get("category") ?? ""),
                author: String(form.get("author") ?? ""),
              }),
            );
          }}
        >
          <div>
            <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
              {t.search}
            </label>
            <div className="relative mt-1.5">
              <SpriteIcon
                icon="Search"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                id={searchId}
                type="search"
                name="search"
                value={search.text}
                maxLength={200}
                autoComplete="off"
                placeholder={t.searchPlaceholder}
                onChange={(event) => search.change(event.target.value)}
                className={`${FIELD} pl-9 placeholder:text-slate-500`}
              />
            </div>
          </div>
          <div>
            <label htmlFor={categoryId} className="block text-sm font-semibold text-slate-800">
              {t.category}
            </label>
            <select
              id={categoryId}
              name="category"
              value={category}
              onChange={(event) =>
                go(withBlogFilters(params, { search: search.flush(), category: event.target.value }))
              }
              className={`mt-1.5 ${FIELD}`}
            >
              <option value="">{t.allCategories}</option>
              {categoryChoices.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={authorId} className="block text-sm font-semibold text-slate-800">
              {t.author}
            </label>
            <select
              id={authorId}
              name="author"
              value={params.author}
              onChange={(event) => go(withBlogFilters(params, { search: search.flush(), author: event.target.value }))}
              className={`mt-1.5 ${FIELD}`}
            >
              <option value="">{t.allAuthors}</option>
              {authorChoices.map((author) => (
                <option key={author} value={author}>
                  {namedValue(texts.post.teamNames, author)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-ocean">
            <SpriteIcon icon="Search" className="size-4" />
            {t.submit}
          </button>
        </form>
        <ClearFiltersButton
          className="btn-outline w-full lg:w-auto"
          disabled={!hasBlogFilters({ ...params, search: search.text })}
          onClear={search.reset}
        >
          <SpriteIcon icon="X" className="size-4" />
          {t.clear}
        </ClearFiltersButton>
      </div>
    </section>
  );
}
