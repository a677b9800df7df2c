import { Link } from "react-router";
import { BLOG_PATH } from "~/lib/blog/blog-list-query";
import type { BlogPostSummary } from "~/lib/blog/blog-post-summary";
import { PostCard } from "./post-card";
import { useBlogTexts } from "./use-blog-texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** Articles to read next: the same category first, then the newest. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  const t = useBlogTexts().article;
  const to = useLocalePath();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-title" className="bg-ocean-50/60 py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{t.keepReading}</p>
            <h2 id="related-posts-title" className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950">
              {t.related}
            </h2>
          </div>
          <Link to={to(BLOG_PATH)} className="btn-outline">
            {t.allArticles}
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
