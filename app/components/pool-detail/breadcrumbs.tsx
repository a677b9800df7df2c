import { Link } from "react-router";
import { absoluteUrl } from "~/lib/seo/seo";
import { SpriteIcon } from "~/components/sprite-icon";
import { type Locale, localizedPath } from "~/lib/i18n/locale";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

export interface Crumb {
  name: string;
  /** Path of the page; the last crumb (the current page) may omit it. */
  path?: string;
}

/**
 * schema.org BreadcrumbList for the same trail the page shows, in its words and at the addresses of the page's
 * language; the current page at its canonical address (`currentLocale`: English for staff content not yet translated).
 */
export function breadcrumbList(
  crumbs: readonly Crumb[],
  siteUrl: string,
  currentPath: string,
  locale: Locale = "en",
  currentLocale: Locale = locale,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(
        siteUrl,
        crumb.path ? localizedPath(locale, crumb.path) : localizedPath(currentLocale, currentPath),
      ),
    })),
  };
}

/** Visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useTexts("poolCard").crumbs;
  const to = useLocalePath();
  return (
    <nav aria-label={t.label} className="border-b border-slate-200 bg-sand-50">
      <ol className="container-page flex flex-wrap items-center gap-1.5 py-3 text-sm text-slate-700">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.name}`} className="flex items-center gap-1.5">
              {last || !crumb.path ? (
                <span aria-current={last ? "page" : undefined} className="font-semibold text-ocean-950">
                  {crumb.name}
                </span>
              ) : (
                <Link to={to(crumb.path)} className="text-ocean-800 hover:underline">
                  {crumb.name}
                </Link>
              )}
              {!last && <SpriteIcon icon="ChevronRight" className="size-4 text-slate-500" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
