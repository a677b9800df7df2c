// Where a public page's failure is caught: below the site layout, so the layout (the shell and the words its loader
// sends) stays on screen. React Router runs the loaders above the route that catches an error, never its own: were
// the layout itself the boundary, a form post refused by its action (a malformed body) would reach it without the
// shell's words.
import { Outlet, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useCompany } from "~/components/company-context";
import { NotFound } from "~/components/not-found";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import errorStylesheet from "~/styles/pages/error.css?url";

/** The error page's content: the not-found page, or a plain apology with the toll-free number. */
export function PageError({ error }: { error: unknown }) {
  const company = useCompany();
  const location = useLocation();
  const texts = useTexts("shell").errors;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${texts.notFoundTitle} | ${company.name}`}</title>
        <meta name="robots" content="noindex" />
        <NotFound path={location.pathname} />
      </>
    );
  }
  // 503: the database is unreachable for a moment (server/database-outage.ts), not a fault of the page.
  const heading = isRouteErrorResponse(error) && error.status === 503 ? texts.unavailableHeading : texts.failedHeading;
  return (
    <>
      <title>{`${heading} | ${company.name}`}</title>
      <section className="container-page py-24 text-center">
        <h1 className="text-3xl font-bold text-ocean-950">{heading}</h1>
        <p className="mt-3 text-slate-600">{fill(texts.tryAgain, { phone: company.tollFreePhone })}</p>
      </section>
    </>
  );
}

export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <>
      {/* The route that failed never linked its sheet (decision 026): React puts this one in the head, before the
          shell it styles. */}
      <link rel="stylesheet" href={errorStylesheet} precedence="default" />
      <PageError error={useRouteError()} />
    </>
  );
}
