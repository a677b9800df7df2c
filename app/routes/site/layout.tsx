import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/layout";
import { CatalogueAwareOutlet } from "~/components/catalogue/catalogue-skeleton";
import { CompareTray } from "~/components/compare-selection";
import { LoadingScreen } from "~/components/loading-screen";
import { NearestOfficeProvider } from "~/components/nearest-office";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { footerTexts } from "~/content/texts/footer.server";
import { SITE_WIDE_TEXTS } from "~/content/texts/site-wide.server";
import { FOOTER_TEXTS_KEY } from "~/lib/i18n/footer-texts";
import { localeFromPath, localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { sendOnceAsHtml } from "~/services/http/send-once.server";

/**
 * The words of the shell, in the page's language (decision 047). No database: an error page still has them. The
 * footer's static words reach a page load once, as its HTML (decision 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    texts: pickTexts(locale, ...SITE_WIDE_TEXTS),
    footer: sendOnceAsHtml(context, FOOTER_TEXTS_KEY, footerTexts[locale]),
  };
}

/** The shell's words change only with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

function Shell({ children }: { children: React.ReactNode }) {
  const texts = useTexts("shell");
  return (
    <NearestOfficeProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-ocean-900 shadow-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {texts.skipToContent}
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
