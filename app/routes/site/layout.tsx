import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { CatalogueAwareOutlet } from "~/components/catalogue/catalogue-skeleton";
import { useCompany } from "~/components/company-context";
import { CompareTray } from "~/components/compare-selection";
import { LoadingScreen } from "~/components/loading-screen";
import { NearestOfficeProvider } from "~/components/nearest-office";
import { NotFound } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import errorStylesheet from "~/styles/pages/error.css?url";

function Shell({ children, stylesheet }: { children: React.ReactNode; stylesheet?: string }) {
  return (
    <NearestOfficeProvider>
      {/* An error page: the route that failed never linked its sheet (decision 026). First, before any content. */}
      {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-ocean-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <LoadingScreen />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* After the footer and sticky: it stays at the bottom of the screen, and at the page's end it takes its own
          room instead of covering the footer. */}
      <CompareTray />
    </NearestOfficeProvider>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      {/* Catalogue pages show card placeholders while their pools load, so nothing jumps. */}
      <CatalogueAwareOutlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const company = useCompany();
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell stylesheet={errorStylesheet}>
        <title>{`404 Page Not Found | ${company.name}`}</title>
        <meta name="robots" content="noindex" />
        <NotFound path={location.pathname} />
      </Shell>
    );
  }
  // 503: the database is unreachable for a moment (server/database-outage.ts), not a fault of the page.
  const heading = isRouteErrorResponse(error) && error.status === 503 ? "We'll be right back" : "Something went wrong";
  return (
    <Shell stylesheet={errorStylesheet}>
      <title>{`${heading} | ${company.name}`}</title>
      <section className="container-page py-24 text-center">
        <h1 className="text-3xl font-bold text-ocean-950">{heading}</h1>
        <p className="mt-3 text-slate-600">
          Please try again in a moment. If it keeps happening, call us toll-free at {company.tollFreePhone}.
        </p>
      </section>
    </Shell>
  );
}
