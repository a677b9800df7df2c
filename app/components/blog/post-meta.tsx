import { blogDateTimeAttribute, formatBlogDate } from "~/lib/blog/blog-dates";
import { SpriteIcon } from "~/components/sprite-icon";
import { useBlogTexts } from "./use-blog-texts";
import { useLocale } from "~/lib/i18n/use-locale";
import { fill } from "~/lib/i18n/translate";
import { namedValue } from "~/lib/catalogue/pool-labels";

interface PostMetaProps {
  author?: string | null;
  publishedAt: string | null;
  readingTime: number;
  tone?: "dark" | "light";
  className?: string;
}

/** Author, date ('Recently Published' without one) and reading time of a post. */
export function PostMeta({ author, publishedAt, readingTime, tone = "dark", className = "" }: PostMetaProps) {
  const t = useBlogTexts().post;
  const locale = useLocale();
  const color = tone === "dark" ? "text-slate-600" : "text-ocean-50";
  const iconColor = tone === "dark" ? "text-ocean-600" : "text-sun-300";
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${color} ${className}`}>
      {author && (
        <li className="flex items-center gap-1.5">
          <SpriteIcon icon="UserRound" className={`size-4 ${iconColor}`} />
          <span className="sr-only">{t.author} </span>
          {namedValue(t.teamNames, author)}
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <SpriteIcon icon="CalendarDays" className={`size-4 ${iconColor}`} />
        <time dateTime={blogDateTimeAttribute(publishedAt)}>
          {formatBlogDate(publishedAt, locale, t.recentlyPublished)}
        </time>
      </li>
      {readingTime > 0 && (
        <li className="flex items-center gap-1.5">
          <SpriteIcon icon="Clock" className={`size-4 ${iconColor}`} />
          {fill(t.minutesRead, { count: readingTime })}
        </li>
      )}
    </ul>
  );
}
