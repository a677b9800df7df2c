import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";
import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { appContext } from "~/context";
import { routeMeta } from "~/lib/seo/route-meta";
import { listPublishedResources } from "~/models/resources.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/resources.css?url";
import type { Route } from "./+types/resources";
import { IconTile } from "~/components/icon-tile";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

type Resource = Awaited<ReturnType<typeof listPublishedResources>>[number];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return { resources: await listPublishedResources(db) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Pool Buyer Resources: Guides, Checklists and Worksheets",
    description:
      "Free downloads for Florida pool buyers and owners: a fiberglass pool buyer's guide, installation checklist, maintenance calendar, warranty overview, financing worksheet and HOA checklist.",
    path: "/resources",
  });

/** Resources grouped by category, in the order the first of each category appears. */
function groupByCategory(resources: readonly Resource[]) {
  const groups = new Map<string, Resource[]>();
  for (const resource of resources) {
    const category = resource.category?.trim() || "More resources";
    groups.set(category, [...(groups.get(category) ?? []), resource]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}

const TYPE_LABELS: Record<string, { label: string; icon: SpriteIconName }> = {
  guide: { label: "Guide", icon: "BookOpen" },
  checklist: { label: "Checklist", icon: "ClipboardCheck" },
  warranty: { label: "Warranty", icon: "ShieldCheck" },
  pdf: { label: "PDF", icon: "FileText" },
};

function typeOf(type: string | null) {
  const key = (type ?? "").trim().toLowerCase();
  return TYPE_LABELS[key] ?? { label: key ? key.charAt(0).toUpperCase() + key.slice(1) : "Document", icon: "FileText" };
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
  const groups = groupByCategory(loaderData.resources);
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Guides, checklists and worksheets for pool buyers"
        intro="Free, printable documents to plan your pool, prepare your yard, talk to your HOA and care for your water, written by the people who install Florida pools."
        facts={groups.length ? ["Free to download", "Printable PDF", "No sign-up needed"] : undefined}
      />

      {groups.length === 0 ? (
        <section aria-labelledby="no-resources" className="py-16 sm:py-20">
          <div className="container-page max-w-2xl text-center">
            <SpriteIcon icon="FileText" className="mx-auto size-12 text-ocean-600" />
            <h2 id="no-resources" className="mt-4 text-2xl font-extrabold text-ocean-950">
              No resources are published yet
            </h2>
            <p className="mt-3 text-slate-700">
              Our guides and checklists are being updated. In the meantime, our blog answers the most common questions,
              and your nearest office is happy to send you anything you need.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/blog" className="btn-ocean">
                Read the Blog
              </Link>
              <Link to="/contact" className="btn-outline">
                Contact Us
              </Link>
            </div>
          </div>
        </section>
      ) : (
        <div className="py-16 sm:py-20">
          <div className="container-page">
            <nav aria-label="Resource categories" className="mb-12">
              <ul className="flex flex-wrap justify-center gap-2">
                {groups.map((group) => (
                  <li key={group.category}>
                    <a
                      href={`#${categoryId(group.category)}`}
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
                  key={group.category}
                  aria-labelledby={categoryId(group.category)}
                  className="grid scroll-mt-24 gap-6 py-10 lg:grid-cols-[16rem_1fr] lg:gap-10"
                >
                  <div>
                    <h2 id={categoryId(group.category)} className="scroll-mt-24 text-2xl font-extrabold text-ocean-950">
                      {group.category}
                    </h2>
                    <p className="mt-1 text-sm font-medium text-slate-600">
                      {group.items.length} {group.items.length === 1 ? "document" : "documents"}
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

      <ClosingCta
        title="Have a question the guides don't answer?"
        text="Ask a specialist at your nearest office, or request a free estimate for your yard."
      />
    </>
  );
}

function ResourceCard({ resource }: { resource: Resource }) {
  const type = typeOf(resource.type);
  const icon = type.icon;
  const isPdf = /\.pdf($|\?)/i.test(resource.fileUrl ?? "");
  const isExternal = /^https?:\/\//i.test(resource.fileUrl ?? "");
  const details = resource.pages ? `${resource.pages} ${resource.pages === 1 ? "page" : "pages"}` : "";
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
          {resource.pages ? (
            <span className="text-sm font-medium text-slate-600">
              {resource.pages} {resource.pages === 1 ? "page" : "pages"}
            </span>
          ) : null}
        </div>
        <h3 className="mt-2 text-lg font-bold text-ocean-950">{resource.title}</h3>
        {resource.description && <p className="mt-2 flex-1 leading-relaxed text-slate-700">{resource.description}</p>}
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
            {isPdf ? "Download PDF" : "Open"}
            <span className="sr-only">
              {`: ${resource.title}${details ? ` (${details})` : ""}${isExternal ? " (opens in a new tab)" : ""}`}
            </span>
          </a>
        ) : (
          <p className="mt-5 text-sm font-medium text-slate-600">Ask your nearest office for a copy.</p>
        )}
      </div>
    </li>
  );
}
