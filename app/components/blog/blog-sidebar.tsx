import { Link } from "react-router";
import { BLOG_ESTIMATE_HREF, BLOG_POPULAR_POSTS, blogPostHref } from "~/lib/blog/blog-list-query";
import { formatBlogDate } from "~/lib/blog/blog-dates";
import type { BlogPostSummary } from "~/lib/blog/blog-post-summary";
import { NewsletterBox } from "./newsletter-box";
import { IconTile } from "~/components/icon-tile";
import { SpriteIcon } from "~/components/sprite-icon";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogTexts } from "./use-blog-texts";

/**
 * The warranty PDF; without a title of its own (the site's default document) it is named by the page's texts.
 * `lang`: "en" when a Spanish page shows the title staff wrote in English only.
 */
export interface WarrantyDocument {
  title: string | null;
  fileUrl: string;
  lang?: "en";
}

const BOX = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

function PopularPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  const { sidebar: t, post: postTexts } = useBlogTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const popular = posts.slice(0, BLOG_POPULAR_POSTS);
  if (popular.length === 0) return null;
  return (
    <section aria-labelledby="popular-posts-title" className={BOX}>
      <h2 id="popular-posts-title" className="text-lg font-extrabold text-ocean-950">
        {t.popular}
      </h2>
      <ol className="mt-4 space-y-4">
        {popular.map((post, i) => (
          <li key={post.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sun-300 text-sm font-extrabold text-ocean-950"
            >
              {i + 1}
            </span>
            <div>
              <Link
                to={to(blogPostHref(post.slug))}
                className="font-bold leading-snug text-ocean-900 hover:text-ocean-700 hover:underline"
              >
                {post.title}
              </Link>
              <p className="mt-1 text-xs text-slate-600">
                {formatBlogDate(post.publishedAt, locale, postTexts.recentlyPublished)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ResourceLink({
  to,
  icon,
  title,
  note,
  download,
  lang,
}: {
  to: string;
  icon: SpriteIconName;
  title: string;
  note: string;
  download?: boolean;
  lang?: "en";
}) {
  const content = (
    <>
      <IconTile
        icon={icon}
        className="size-10 shrink-0 rounded-xl bg-ocean-50 text-ocean-700"
        iconSize="before:size-5"
      />
      <span>
        <span className="block font-bold text-ocean-900 group-hover:underline" lang={lang}>
          {title}
        </span>
        <span className="block text-xs text-slate-600">{note}</span>
      </span>
    </>
  );
  const className = "group flex items-center gap-3 rounded-xl p-2 -m-2 hover:bg-ocean-50";
  return download ? (
    // A file, not a page: a plain link so the router does not try to render it.
    <a href={to} className={className} type="application/pdf">
      {content}
    </a>
  ) : (
    <Link to={to} className={className}>
      {content}
    </Link>
  );
}

function QuickResources({ warranty }: { warranty: WarrantyDocument }) {
  const t = useBlogTexts().sidebar;
  const to = useLocalePath();
  return (
    <section aria-labelledby="quick-resources-title" className={BOX}>
      <h2 id="quick-resources-title" className="text-lg font-extrabold text-ocean-950">
        {t.quickResources}
      </h2>
      <ul className="mt-4 space-y-4">
        <li>
          <ResourceLink to={to("/resources")} icon="FileText" title={t.resourcesTitle} note={t.resourcesNote} />
        </li>
        <li>
          <ResourceLink
            to={warranty.fileUrl}
            icon="Download"
            title={warranty.title ?? t.warrantyOverview}
            lang={warranty.title ? warranty.lang : undefined}
            note={t.pdfDownload}
            download
          />
        </li>
        <li>
          <ResourceLink to={to("/installation")} icon="Hammer" title={t.installationTitle} note={t.installationNote} />
        </li>
      </ul>
    </section>
  );
}

function EstimateBox() {
  const t = useBlogTexts().article;
  const to = useLocalePath();
  return (
    <section aria-labelledby="blog-estimate-title" className="rounded-2xl bg-sand-100 p-6">
      <h2 id="blog-estimate-title" className="text-lg font-extrabold text-ocean-950">
        {t.planningTitle}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{t.planningText}</p>
      <Link to={to(BLOG_ESTIMATE_HREF)} className="btn-primary mt-4 w-full">
        {t.estimate} <SpriteIcon icon="ArrowRight" className="size-4" />
      </Link>
    </section>
  );
}

/** Newsletter, Popular Posts (the first three of the page), Quick Resources and an estimate link. */
export function BlogSidebar({ posts, warranty }: { posts: readonly BlogPostSummary[]; warranty: WarrantyDocument }) {
  return (
    <div className="space-y-6">
      <NewsletterBox />
      <PopularPosts posts={posts} />
      <QuickResources warranty={warranty} />
      <EstimateBox />
    </div>
  );
}
