import latinFontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { lazy, useEffect, useLayoutEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { appContext } from "./context";
import { CompanyProvider, useCompany } from "./components/company-context";
import { DEFAULT_COMPANY_PROFILE } from "./lib/company/company-profile-defaults";
import { isAdminForbiddenData } from "./lib/staff/admin-forbidden";
import { loadAnalytics } from "./lib/attribution/analytics";
import { HTML_LANG, type Locale, SPANISH_PREFIX, localeFromPath, localeOfRequest } from "./lib/i18n/locale";
import { writtenHours } from "./lib/company/written-hours";
import { getSetting } from "./models/site-settings.server";
import errorStylesheet from "./styles/pages/error.css?url";

// Staff-area code stays out of the public pages' JavaScript: loaded only when a staff 403 is shown. It brings the
// staff stylesheet with it (decision 020): the staff layout's links are not rendered when the error lands here.
const AdminErrorPage = lazy(async () => {
  const [{ AdminErrorPage: Page }, { staffStylesheet }] = await Promise.all([
    import("./components/admin/admin-error-page"),
    import("./styles/staff-stylesheet"),
  ]);
  return {
    default: (props: React.ComponentProps<typeof Page>) => (
      <>
        <link {...staffStylesheet} />
        <Page {...props} />
      </>
    ),
  };
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  const [{ measurementId }, company] = await Promise.all([
    getSetting(db, "analytics"),
    getSetting(db, "company-profile"),
  ]);
  // A Spanish page's office hours, written here: the browser's script formats only the English ones.
  const hours = writtenHours(company, localeOfRequest(request));
  return { siteUrl: config.publicSiteUrl, analyticsId: measurementId, company, ...(hours && { hours }) };
}

/**
 * The root's data (site URL, analytics id, company profile) does not change with the page: don't fetch it again on
 * navigation, but for the hours when the language changes.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined && formMethod !== "GET"
    ? defaultShouldRevalidate
    : localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

export const links: Route.LinksFunction = () => [
  // No stylesheet here: each page links its own, complete for that page (decision 026); the staff area has one sheet.
  // The Latin subset of the self-hosted font is on every page: fetch it with the CSS, not after it.
  { rel: "preload", href: latinFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The staff area: its own pages, sign-in included. */
const STAFF_AREA = /^\/admin(-|\/|$)/;

/**
 * The site's manifest, or on staff pages the staff app's (start page the rep's leads, scope the staff area), which a
 * rep adds to the home screen to get alerts on an iPhone. A page links one, so the choice is made here.
 */
function manifestFor(pathname: string): string {
  return STAFF_AREA.test(pathname) ? "/admin/manifest.webmanifest" : "/site.webmanifest";
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined only when the root loader itself failed: the error page still needs a name and a phone.
  const root = useRouteLoaderData<typeof loader>("root");
  const profile = root?.company ?? DEFAULT_COMPANY_PROFILE;
  const { pathname } = useLocation();
  return (
    <html lang={HTML_LANG[localeFromPath(pathname)]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0369a1" />
        <Meta />
        <Links />
        <link rel="manifest" href={manifestFor(pathname)} />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <CompanyProvider profile={profile} written={root?.hours}>
          {children}
        </CompanyProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { analyticsId } = loaderData;
  const isStaffArea = STAFF_AREA.test(useLocation().pathname);
  // A layout effect: it runs before every passive effect of the same commit, so a success screen the server
  // rendered (a form sent without scripts) finds gtag when its own effect reports the lead at hydration;
  // a passive effect here would run after the children's and that generate_lead would be lost.
  useLayoutEffect(() => {
    if (analyticsId && !isStaffArea) loadAnalytics(analyticsId);
  }, [analyticsId, isStaffArea]);
  // Call clicks (decision 033): one listener for the whole document, loaded once the page is up.
  useEffect(() => void import("./lib/attribution/call-click-listener"), []);
  return <Outlet />;
}

// The last-resort page's words. They cannot come from a loader (the loader that failed may be the root's own), so
// both languages are here: a few short lines in the root's script, against a page without words if they were not.
const ROOT_ERROR_TEXTS: Record<
  Locale,
  { notFound: string; unavailable: string; failed: string; notFoundLead: string; tryAgain: string; home: string }
> = {
  en: {
    notFound: "404 Page Not Found",
    unavailable: "We'll be right back",
    failed: "Something went wrong",
    notFoundLead: "Did you forget to add the page to the router?",
    tryAgain: "Please try again in a moment, or call us if it keeps happening.",
    home: "Back to the home page",
  },
  es: {
    notFound: "404 Página no encontrada",
    unavailable: "Volvemos enseguida",
    failed: "Algo salió mal",
    notFoundLead: "La página que busca no existe o cambió de dirección.",
    tryAgain: "Vuelva a intentarlo en un momento, o llámenos si sigue pasando.",
    home: "Volver a la página principal",
  },
};

/** Last-resort error page; public pages render their own inside the site shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const company = useCompany();
  const locale = localeFromPath(useLocation().pathname);
  const texts = ROOT_ERROR_TEXTS[locale];
  // The admin guard's 403 (thrown by middleware, so it lands here on a full page load) keeps the staff menu.
  if (isRouteErrorResponse(error) && error.status === 403 && isAdminForbiddenData(error.data)) {
    return <AdminErrorPage error={error} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // 503: the database is unreachable for a moment (server/database-outage.ts), not a fault of the page.
  const heading = status === 404 ? texts.notFound : status === 503 ? texts.unavailable : texts.failed;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <link rel="stylesheet" href={errorStylesheet} />
      <title>{`${heading} | ${company.name}`}</title>
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{company.name}</p>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-slate-600">{status === 404 ? texts.notFoundLead : texts.tryAgain}</p>
      <a className="btn-primary" href={locale === "es" ? SPANISH_PREFIX : "/"}>
        {texts.home}
      </a>
    </main>
  );
}
