import { SpriteIcon } from "~/components/sprite-icon";
import { Link } from "react-router";
import { blogPostHref } from "~/lib/blog/blog-list-query";
import type { BlogPostSummary } from "~/lib/blog/blog-post-summary";
import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";
import { useBlogTexts } from "./use-blog-texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

function CategoryChip({ category }: { category: string | null }) {
  if (!category) return null;
  return (
    <p className="inline-flex self-start rounded-full bg-ocean-50 px-3 py-1 text-xs font-bold tracking-wide text-ocean-800 uppercase">
      {category}
    </p>
  );
}

// The title's link stretches over the whole card (the ::after covers it), so
// the card is one click target with a single, meaningful link name.
const STRETCHED_LINK =
  "after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sun-400";

/** A post in the 2-column grid or the related posts. */
export function PostCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const to = useLocalePath();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <PostCover coverImage={post.coverImage} category={post.category} />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <CategoryChip category={post.category} />
        <Heading className="text-lg leading-snug font-extrabold text-ocean-950 group-hover:text-ocean-700 sm:text-xl">
          <Link to={to(blogPostHref(post.slug))} className={STRETCHED_LINK}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className="line-clamp-3 text-[0.95rem] leading-relaxed text-slate-700">{post.excerpt}</p>}
        <PostMeta
          author={post.author}
          publishedAt={post.publishedAt}
          readingTime={post.readingTime}
          className="mt-auto border-t border-slate-100 pt-4"
        />
      </div>
    </article>
  );
}

/** The first post of the page, large: cover beside the text on wide screens. */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  const t = useBlogTexts().post;
  const to = useLocalePath();
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-md transition hover:shadow-xl md:grid-cols-[1.1fr_1fr]">
      <PostCover
        coverImage={post.coverImage}
        category={post.category}
        className="aspect-[16/9] h-full md:aspect-auto md:min-h-80"
        iconClassName="size-16"
        eager
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <p className="inline-flex rounded-full bg-sun-300 px-3 py-1 text-xs font-bold tracking-wide text-ocean-950 uppercase">
            {t.featured}
          </p>
          <CategoryChip category={post.category} />
        </div>
        <h3 className="text-2xl leading-tight font-extrabold tracking-tight text-ocean-950 group-hover:text-ocean-700 sm:text-3xl">
          <Link to={to(blogPostHref(post.slug))} className={STRETCHED_LINK}>
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="text-base leading-relaxed text-slate-700">{post.excerpt}</p>}
        <PostMeta author={post.author} publishedAt={post.publishedAt} readingTime={post.readingTime} />
        <p aria-hidden="true" className="mt-auto inline-flex items-center gap-2 text-sm font-bold text-ocean-700">
          {t.readArticle} <SpriteIcon icon="ArrowRight" className="size-4 transition group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
