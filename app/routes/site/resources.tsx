import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";
import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { resourcesTexts } from "~/content/texts/resources.server";
import { appContext } from "~/context";
import { localeOfRequest } from "~/lib/i18n/locale";
import { resourceInLanguage } from "~/lib/content/resource-language";
import { type TextAreas, pickTexts, useTexts } from "~/lib/i18n/texts";
import { plural } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listPublishedResources } from "~/models/resources.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/resources.css?url";
import type { Route } from "./+types/resources";
import { IconTile } from "~/components/icon-tile";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

type Resource = Awaited<ReturnType<typeof loader>>["resources"][number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const resources = (await listPublishedResources(db)).map((resource) => resourceInLanguage(locale, resource));
  return { resources, texts: pickTexts(locale, resourcesTexts) };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["resources"], ({ resources }, { matches }) => {
    const t = resources.meta;
    return routeMeta(matches, { title: t.title, description: t.description, path: "/resources" });
  });

type ResourcesTexts = TextAreas["resources"];

/**
 * Resources grouped by category, in the order the first of each category appears. `id` is the English
 * category's anchor, the same in both languages; `category` is its name in the page's language.
 */
function groupByCategory(resources: readonly Resource[], t: ResourcesTexts) {
  const groups = new Map<string, Resource[]>();
  for (const resource of resources) {
    const category = resource.category?.trim() || "";
    groups.set(category, [...(groups.get(category) ?? []), resource]);
  }
  return [...groups].map(([category, items]) => ({
    id: categoryId(category || "More resources"),
    category: category ? (t.categoryNames[category] ?? category) : t.otherCategory,
    items,
  }));
}

const TYPE_ICONS = {
  guide: "BookOpen",
  checklist: "ClipboardCheck",
  warranty: "ShieldCheck",
  pdf: "FileText",
} as const satisfies Record<string, SpriteIconName>;

const isKnownType = (key: string): key is keyof typeof TYPE_ICONS => key in TYPE_ICONS;

function typeOf(type: string | null, t: ResourcesTexts): { label: string; icon: SpriteIconName } {
  const key = (type ?? "").trim().toLowerCase();
  if (isKnownType(key)) return { label: t.types[key], icon: TYPE_ICONS[key] };
  return { label: key ? key.charAt(0).toUpperCase() + key.slice(1) : t.types.document, icon: "FileText" };
}

/** Anchor id of a category section. */
function categoryId(text: string) {
  return (
    "category-" +
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  );
}

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts("resources");
  const locale = useLocale();
  const to = useLocalePath();
  const groups = groupByCategory(loaderData.resources, t);
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={t.hero.intro}
        facts={groups.length ? t.hero.facts : undefined}
      />

      {groups.length === 0 ? (
        <section aria-labelledby="no-resources" className="py-16 sm:py-20">
          <div className="container-page max-w-2xl text-center">
            <SpriteIcon icon="FileText" className="mx-auto size-12 text-ocean-600" />
            <h2 id="no-resources" className="mt-4 text-2xl font-extrabold text-ocean-950">
              {t.empty.title}
            </h2>
            <p className="mt-3 text-slate-700">{t.empty.text}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to={to("/blog")} className="btn-ocean">
                {t.empty.blog}
              </Link>
              <Link to={to("/contact")} className="btn-outline">
                {t.empty.contact}
              </Link>
            </div>
          </div>
        </section>
      ) : (
        <div className="py-16 sm:py-20">
          <div className="container-page">
            <nav aria-label={t.categoriesLabel} className="mb-12">
              <ul className="flex flex-wrap justify-center gap-2">
                {groups.map((group) => (
                  <li key={group.id}>
                    <a
                      href={`#${group.id}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-ocean-200 bg-white px-4 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
                    >
                      {group.category}
                      <span className="ml-2 rounded-full bg-ocean-50 px-2 text-xs">{group.items.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="divide-y divide-slate-200 border-y border-slate-200">
              {groups.map((group) => (
                <section
                  key={group.id}
                  aria-labelledby={group.id}
                  className="grid scroll-mt-24 gap-6 py-10 lg:grid-cols-[16rem_1fr] lg:gap-10"
                >
                  <div>
                    <h2 id={group.id} className="scroll-mt-24 text-2xl font-extrabold text-ocean-950">
                      {group.category}
                    </h2>
                    <p className="mt-1 text-sm font-medium text-slate-600">
                      {plural(locale, group.items.length, t.documents)}
                    </p>
                  </div>
                  <ul className={`grid gap-6 ${group.items.length > 1 ? "xl:grid-cols-2" : ""}`}>
                    {group.items.map((resource) => (
                      <ResourceCard key={resource.id} resource={resource} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        </div>
      )}

      <ClosingCta title={t.closing.title} text={t.closing.text} estimateHref={to("/estimate")} />
    </>
  );
}

function ResourceCard({ resource }: { resource: Resource }) {
  const t = useTexts("resources");
  const locale = useLocale();
  const type = typeOf(resource.type, t);
  const icon = type.icon;
  const isPdf = /\.pdf($|\?)/i.test(resource.fileUrl ?? "");
  const isExternal = /^https?:\/\//i.test(resource.fileUrl ?? "");
  const details = resource.pages ? plural(locale, resource.pages, t.pages) : "";
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:gap-5">
      <IconTile
        icon={icon}
        className="size-14 shrink-0 rounded-2xl bg-ocean-50 text-ocean-700"
        iconSize="before:size-7"
      />
      <div className="mt-4 flex flex-1 flex-col sm:mt-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-sun-300 px-2.5 py-0.5 text-xs font-bold text-ocean-950">{type.label}</span>
          {resource.pages ? <span className="text-sm font-medium text-slate-600">{details}</span> : null}
          {resource.inEnglish && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {t.inEnglish}
            </span>
          )}
        </div>
        <h3 className="mt-2 text-lg font-bold text-ocean-950" lang={resource.inEnglish ? "en-US" : undefined}>
          {resource.title}
        </h3>
        {resource.description && (
          <p className="mt-2 flex-1 leading-relaxed text-slate-700" lang={resource.inEnglish ? "en-US" : undefined}>
            {resource.description}
          </p>
        )}
        {resource.fileUrl ? (
          <a
            href={resource.fileUrl}
            className="btn-ocean mt-5 self-start"
            {...(isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {isPdf ? (
              <SpriteIcon icon="Download" className="size-4" />
            ) : (
              <SpriteIcon icon="FileText" className="size-4" />
            )}
            {isPdf ? t.download : t.open}
            <span className="sr-only">
              {": "}
              <span lang={resource.inEnglish ? "en-US" : undefined}>{resource.title}</span>
              {`${details ? ` (${details})` : ""}${isExternal ? t.newTab : ""}`}
            </span>
          </a>
        ) : (
          <p className="mt-5 text-sm font-medium text-slate-600">{t.askOffice}</p>
        )}
      </div>
    </li>
  );
}
