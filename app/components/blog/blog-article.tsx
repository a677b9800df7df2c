import { Link } from "react-router";
import { ArticleBody } from "~/components/blog/article-body";
import type { BlogArticleView, BlogPostSummary } from "~/lib/blog/blog-post-summary";
import { PostCover } from "~/components/blog/post-cover";
import { PostMeta } from "~/components/blog/post-meta";
import { RelatedPosts } from "~/components/blog/related-posts";
import { ClosingCta } from "~/components/closing-cta";
import { BLOG_ESTIMATE_HREF, BLOG_PATH, blogListHref } from "~/lib/blog/blog-list-query";
import { SpriteIcon } from "~/components/sprite-icon";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogTexts } from "./use-blog-texts";

type Post = BlogArticleView;

/** `lang`: the post's own words are English on a Spanish page when it has no Spanish version. */
function ArticleHeader({ post, lang }: { post: Post; lang: "en" | undefined }) {
  const t = useBlogTexts().article;
  const to = useLocalePath();
  return (
    <header className="water-gradient hero-wave relative overflow-hidden text-white">
      <span aria-hidden="true" className="absolute -top-24 right-[-6rem] size-80 rounded-full bg-sun-300/20 blur-3xl" />
      <div className="container-page relative pt-10 pb-24 sm:pt-14 sm:pb-28">
        <nav aria-label={t.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-1 text-sm font-semibold text-ocean-50">
            <li>
              <Link to={to("/")} className="hover:underline">
                {t.home}
              </Link>
            </li>
            <li aria-hidden="true">
              <SpriteIcon icon="ChevronRight" className="size-4" />
            </li>
            <li>
              <Link to={to(BLOG_PATH)} className="hover:underline">
                {t.blog}
              </Link>
            </li>
            {post.category && (
              <>
                <li aria-hidden="true">
                  <SpriteIcon icon="ChevronRight" className="size-4" />
                </li>
                <li>
                  <Link
                    to={to(blogListHref({ category: post.categorySlug ?? post.category }))}
                    className="hover:underline"
                  >
                    {post.category}
                  </Link>
                </li>
              </>
            )}
          </ol>
        </nav>
        <h1 lang={lang} className="mt-6 max-w-4xl text-3xl leading-[1.12] font-extrabold tracking-tight sm:text-5xl">
          {post.title}
        </h1>
        {post.excerpt && (
          <p lang={lang} className="mt-5 max-w-3xl text-lg leading-relaxed text-ocean-50">
            {post.excerpt}
          </p>
        )}
        <PostMeta
          author={post.author}
          publishedAt={post.publishedAt}
          readingTime={post.readingTime}
          tone="light"
          className="mt-6 font-semibold"
        />
      </div>
    </header>
  );
}

function ArticleAside({ post }: { post: Post }) {
  const t = useBlogTexts().article;
  const to = useLocalePath();
  return (
    <div className="space-y-6 lg:sticky lg:top-28">
      {post.headings.length > 1 && (
        <nav
          aria-labelledby="article-outline-title"
          className="hidden rounded-2xl border border-slate-200 bg-white p-6 lg:block"
        >
          <h2 id="article-outline-title" className="text-sm font-bold tracking-wide text-ocean-800 uppercase">
            {t.outline}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {post.headings.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="font-semibold text-ocean-900 hover:text-ocean-700 hover:underline"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <section aria-labelledby="post-estimate-title" className="rounded-2xl bg-sand-100 p-6">
        <h2 id="post-estimate-title" className="text-lg font-extrabold text-ocean-950">
          {t.planningTitle}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{t.planningText}</p>
        <Link to={to(BLOG_ESTIMATE_HREF)} className="btn-primary mt-4 w-full">
          {t.estimate} <SpriteIcon icon="ArrowRight" className="size-4" />
        </Link>
      </section>
    </div>
  );
}

/**
 * A post's article page below the site header: the public page at /blog/:slug and the staff preview at
 * /blog-preview/:id render this one component, so a preview shows exactly what readers will see.
 */
export function BlogArticle({
  post,
  related,
  untranslated = false,
}: {
  post: Post;
  related: readonly BlogPostSummary[];
  /** A Spanish page showing a post that has no Spanish version: a one-line note says it is in English. */
  untranslated?: boolean;
}) {
  const t = useBlogTexts().article;
  const to = useLocalePath();
  // The tags are in the article's language (postInLanguage): a Spanish article without Spanish tags has none.
  const showTags = post.tags.length > 0;
  return (
    <>
      <article>
        {untranslated && (
          <p role="note" className="bg-sun-100 px-4 py-3 text-center text-sm font-semibold text-ocean-950">
            {t.untranslated}
          </p>
        )}
        <ArticleHeader post={post} lang={untranslated ? "en" : undefined} />
        {post.coverImage && (
          <div className="container-page relative -mt-16">
            <PostCover
              coverImage={post.coverImage}
              category={post.category}
              alt={post.title}
              eager
              sizes="(min-width: 1280px) 1216px, 100vw"
              className="aspect-[2/1] rounded-3xl shadow-xl lg:aspect-[21/8]"
            />
          </div>
        )}
        <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,48rem)_18rem] lg:items-start lg:justify-between">
          <div className="min-w-0">
            <div lang={untranslated ? "en" : undefined}>
              <ArticleBody html={post.html} />
            </div>
            {showTags && (
              <div className="mt-12 border-t border-slate-200 pt-6">
                <h2 className="flex items-center gap-2 text-sm font-bold tracking-wide text-ocean-800 uppercase">
                  <SpriteIcon icon="Tag" className="size-4" /> {t.tags}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2" lang={untranslated ? "en" : undefined}>
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-ocean-50 px-3 py-1 text-sm font-semibold text-ocean-800">
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-10 rounded-3xl water-gradient p-6 text-white sm:p-8">
              <h2 className="text-2xl font-extrabold tracking-tight">{t.readyTitle}</h2>
              <p className="mt-2 max-w-xl text-ocean-50">{t.readyText}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link to={to(BLOG_ESTIMATE_HREF)} className="btn-primary">
                  {t.estimate}
                </Link>
                <Link to={to("/pools")} className="btn-ghost-light">
                  {t.browsePools}
                </Link>
              </div>
            </div>
            <p className="mt-10">
              <Link
                to={to(BLOG_PATH)}
                className="icon-before icon-ArrowLeft inline-flex items-center gap-2 font-bold text-ocean-700 hover:underline before:size-4"
              >
                {t.allArticles}
              </Link>
            </p>
          </div>
          <ArticleAside post={post} />
        </div>
      </article>
      <RelatedPosts posts={related} />
      <ClosingCta estimateHref={to(BLOG_ESTIMATE_HREF)} secondary={{ to: to(BLOG_PATH), label: t.moreArticles }} />
    </>
  );
}
