import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { appContext } from "~/context";
import { findBuiltInPage } from "~/lib/content/built-in-page-names";
import { isLandingRoutePath } from "~/lib/content/landing-paths";
import { normalizeMappingPath } from "~/lib/content/landing-resolution";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { routeMeta } from "~/lib/seo/route-meta";
import { listPublishedLandingPages } from "~/models/landing-pages.server";
import { listActiveUrlMappings } from "~/models/url-mappings.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/test-landing.css?url";
import type { Route } from "./+types/test-landing";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /test-landing: a staff check page (never indexed, not in the sitemap). It shows that the
// dynamic landing route works by linking every published landing page and active URL mapping.

type Status = "live" | "hidden" | "broken";

const STATUS_TEXT: Record<Status, string> = {
  live: "Live",
  hidden: "Hidden by a built-in route",
  broken: "Unknown target page",
};

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [pages, mappings] = await Promise.all([listPublishedLandingPages(db), listActiveUrlMappings(db)]);
  return {
    pages: pages.map((page) => {
      const path = `/${page.slug}`;
      const target = page.contentType === "page" ? findBuiltInPage(page.localPagePath)?.name : undefined;
      const status: Status = isLandingRoutePath(path) ? "live" : "hidden";
      return {
        path,
        title: page.title,
        city: page.city,
        shows: target ?? "Landing content",
        views: page.views,
        status,
      };
    }),
    mappings: mappings.map((mapping) => {
      const path = normalizeMappingPath(mapping.legacyUrl);
      const known = findBuiltInPage(mapping.targetPage) !== undefined;
      const status: Status = !isLandingRoutePath(path) ? "hidden" : known ? "live" : "broken";
      return { path, targetPage: mapping.targetPage, priority: mapping.priority, status };
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Landing Page Test",
    description: "Test page of the dynamic landing pages and legacy URL mappings.",
    path: "/test-landing",
    noindex: true,
  });

function StatusBadge({ status }: { status: Status }) {
  const tone =
    status === "live"
      ? "bg-green-50 text-green-800"
      : status === "broken"
        ? "bg-red-50 text-red-800"
        : "bg-slate-100 text-slate-700";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {STATUS_TEXT[status]}
    </span>
  );
}

const TH = "px-4 py-3 text-left text-xs font-bold tracking-wide text-slate-700 uppercase";
const TD = "px-4 py-3 align-top text-sm text-slate-700";

export default function TestLandingPage({ loaderData }: Route.ComponentProps) {
  const { pages, mappings } = loaderData;
  const to = useLocalePath();
  return (
    <>
      {/* A staff check stays English at its Spanish address too, like every staff page. */}
      <div lang="en-US">
        <PageHero
          eyebrow="Test page"
          title="Landing Page Test"
          intro="The dynamic landing route is working. Every published landing page and active URL mapping is listed below; this page is not indexed by search engines."
          facts={[`${pages.length} published landing pages`, `${mappings.length} active URL mappings`]}
        />
        <section aria-labelledby="test-landing-pages" className="container-page py-16 sm:py-20">
          <div className="icon-before icon-CircleCheck flex items-center gap-3 before:size-6 before:text-palm-600">
            <h2 id="test-landing-pages" className="text-2xl font-extrabold tracking-tight text-ocean-950">
              Published landing pages
            </h2>
          </div>
          {pages.length === 0 ? (
            <p className="mt-4 text-slate-700">No landing pages are published yet.</p>
          ) : (
            <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200">
              <table className="w-full min-w-[40rem] divide-y divide-slate-200">
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={TH}>
                      Page
                    </th>
                    <th scope="col" className={TH}>
                      City
                    </th>
                    <th scope="col" className={TH}>
                      Shows
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Views
                    </th>
                    <th scope="col" className={TH}>
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white">
                  {pages.map((page) => (
                    <tr key={page.path}>
                      <td className={TD}>
                        <Link to={to(page.path)} className="font-semibold text-ocean-700 underline underline-offset-4">
                          {page.title}
                        </Link>
                        <span className="mt-0.5 block text-xs break-all text-slate-600">{page.path}</span>
                      </td>
                      <td className={TD}>{page.city ?? "-"}</td>
                      <td className={TD}>{page.shows}</td>
                      <td className={`${TD} text-right tabular-nums`}>{page.views}</td>
                      <td className={TD}>
                        <StatusBadge status={page.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h2 className="mt-14 text-2xl font-extrabold tracking-tight text-ocean-950">Active URL mappings</h2>
          {mappings.length === 0 ? (
            <p className="mt-4 text-slate-700">No URL mappings are active.</p>
          ) : (
            <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200">
              <table className="w-full min-w-[36rem] divide-y divide-slate-200">
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={TH}>
                      Address
                    </th>
                    <th scope="col" className={TH}>
                      Target page
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Priority
                    </th>
                    <th scope="col" className={TH}>
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white">
                  {mappings.map((mapping) => (
                    <tr key={mapping.path}>
                      <td className={TD}>
                        <Link
                          to={to(mapping.path)}
                          className="font-semibold break-all text-ocean-700 underline underline-offset-4"
                        >
                          {mapping.path}
                        </Link>
                      </td>
                      <td className={`${TD} font-mono text-xs`}>{mapping.targetPage}</td>
                      <td className={`${TD} text-right tabular-nums`}>{mapping.priority}</td>
                      <td className={TD}>
                        <StatusBadge status={mapping.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
      <ClosingCta />
    </>
  );
}
