import { useEffect } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { telHref } from "~/lib/company/offices";
import { FOOTER_TEXTS_KEY, SITE_LAYOUT_ROUTE_ID } from "~/lib/i18n/footer-texts";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { socialLinksToShow } from "~/lib/company/social-links";
import { useCompany } from "./company-context";
import { Logo } from "./logo";
import { PageLoadOnly } from "./page-load-only";
import { fallbackOfficeFor, useNearestOffice } from "./nearest-office";

type FooterTexts = TextAreas["footer"];
type FooterLink = keyof FooterTexts["links"];

/** The footer's link groups, their words in the footer's texts. */
const FOOTER_LINK_GROUPS: readonly {
  title: keyof FooterTexts["groups"];
  links: readonly { to: string; spanishTo?: string; label: FooterLink }[];
}[] = [
  {
    title: "pools",
    links: [
      { to: "/pools", label: "allPools" },
      { to: "/san-juan-pools", label: "sanJuan" },
      { to: "/latham-pools", label: "latham" },
      // The old site's address, kept in English where it is known; it redirects in English only.
      { to: "/above-ground", spanishTo: "/above-ground-pools", label: "aboveGround" },
      { to: "/resurfacing", label: "poolResurfacing" },
    ],
  },
  {
    title: "services",
    links: [
      { to: "/packages", label: "packages" },
      { to: "/installation", label: "installation" },
      { to: "/resurfacing", label: "resurfacingRepair" },
      { to: "/calculator", label: "calculator" },
      { to: "/financing", label: "financing" },
      { to: "/estimate", label: "estimate" },
    ],
  },
  {
    title: "resources",
    links: [
      { to: "/resources", label: "resources" },
      { to: "/blog", label: "blog" },
      { to: "/contact", label: "contact" },
    ],
  },
  {
    title: "legal",
    links: [
      { to: "/privacy-policy", label: "privacy" },
      { to: "/terms-of-service", label: "terms" },
      { to: "/legal-disclaimers", label: "disclaimers" },
      { to: "/sitemap", label: "sitemap" },
      { to: "/admin-login", label: "admin" },
    ],
  },
];

/**
 * Marks the document once React has hydrated the public shell: `<html data-hydrated>`. The footer is the
 * shell's last part, so its effect runs after the effects of the header and the page above it; browser
 * tests wait for this mark before checking what hydration kept (tests/e2e/first-paint.spec.ts).
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** An office's line led by its icon (the line's ::before, decision 027): one element fewer per line on every page. */
const LINE_WITH_ICON = "icon-before office-line";

/** The footer's words as the layout sent them: null on a page load, whose HTML carries the static parts once. */
function useFooterTexts(): FooterTexts | null {
  return useRouteLoaderData<{ footer: FooterTexts | null }>(SITE_LAYOUT_ROUTE_ID)?.footer ?? null;
}

export function SiteFooter() {
  useHydratedMark();
  const company = useCompany();
  const shell = useTexts("shell").offices;
  const footerTexts = useFooterTexts();
  const locale = useLocale();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const { office: nearest } = useNearestOffice(fallbackOfficeFor(pathname));
  const socialLinks = socialLinksToShow(company.profile.social);
  const linkTo = (link: (typeof FOOTER_LINK_GROUPS)[number]["links"][number]) =>
    to(locale === "es" && link.spanishTo ? link.spanishTo : link.to);
  return (
    <footer className="bg-ocean-950 text-ocean-100">
      <PageLoadOnly name={FOOTER_TEXTS_KEY} value={footerTexts}>
        {(texts) => (
          <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.3fr_2fr]">
            <div className="space-y-5">
              <Logo tone="light" />
              <p className="max-w-sm text-sm leading-relaxed text-ocean-100/90">{texts.description}</p>
              <p className="text-sm">
                <span className="block text-xs font-semibold tracking-widest text-ocean-200 uppercase">
                  {texts.tollFree}
                </span>
                <a href={telHref(company.tollFreePhone)} className="text-xl font-bold text-white hover:text-sun-300">
                  {company.tollFreePhone}
                </a>
              </p>
              {socialLinks.length > 0 && (
                <p className="flex flex-wrap gap-2">
                  {socialLinks.map((s) => (
                    // The name says where the link goes and that it leaves the site; it starts with the visible text.
                    <a
                      key={s.name}
                      href={s.href}
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={fill(texts.socialLabel, { name: s.name })}
                      className="inline-flex min-h-10 items-center rounded-full border border-white/25 px-4 text-sm font-semibold text-white hover:bg-white/10"
                    >
                      {s.name}
                    </a>
                  ))}
                </p>
              )}
            </div>

            <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
              {FOOTER_LINK_GROUPS.map((group) => (
                // The links stand in the nav itself, without a list: 23 elements fewer on every page (the page-weight budgets).
                <nav
                  key={group.title}
                  aria-label={fill(texts.groupLabel, { title: texts.groups[group.title] })}
                  className="flex flex-col items-start gap-1"
                >
                  <h2 className="mb-2 text-sm font-bold tracking-wide text-white">{texts.groups[group.title]}</h2>
                  {group.links.map((link) => (
                    // discover="none": no data-discover marker on 19 links of every page (the page-weight HTML budget); a
                    // footer link's route is looked up when it is followed, as the router does for any unknown one.
                    <Link key={link.to + link.label} to={linkTo(link)} discover="none" className="footer-link">
                      {texts.links[link.label]}
                    </Link>
                  ))}
                </nav>
              ))}
            </div>
          </div>
        )}
      </PageLoadOnly>

      <section aria-labelledby="footer-offices" className="border-t border-white/10">
        <div className="container-page py-10">
          <h2 id="footer-offices" className="text-sm font-bold tracking-wide text-white">
            {shell.heading}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {company.offices.map((office) => {
              const isNear = office.id === nearest.id;
              return (
                <li
                  key={office.id}
                  data-office={office.id}
                  className={`rounded-2xl border p-4 text-sm ${isNear ? "border-sun-400/70 bg-white/5" : "border-white/10"}`}
                >
                  <p className="flex items-center justify-between gap-2 font-bold text-white">
                    {office.name}
                    {isNear && (
                      <span className="rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-ocean-950">
                        {shell.near}
                      </span>
                    )}
                  </p>
                  <p className={`${LINE_WITH_ICON} icon-MapPin mt-2 whitespace-pre-line`}>
                    {`${office.address}\n${office.city}, ${office.state} ${office.zip}`}
                  </p>
                  <a
                    href={telHref(office.phone)}
                    data-office={office.id}
                    className={`${LINE_WITH_ICON} icon-Phone mt-1 w-fit font-semibold text-white hover:underline`}
                  >
                    {office.phone}
                  </a>
                  <p className={`${LINE_WITH_ICON} icon-Clock mt-1`}>{office.hours}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <PageLoadOnly name={FOOTER_TEXTS_KEY} value={footerTexts}>
        {(texts) => (
          <div className="border-t border-white/10">
            <div className="container-page py-6 text-xs text-ocean-100/80">
              {/* One paragraph, a line per note. */}
              <p className="whitespace-pre-line leading-5">{texts.footnotes.map((note) => `* ${note}`).join("\n")}</p>
              <p className="pt-3">{`© ${new Date().getFullYear()} ${company.name}. ${texts.serviceArea}.`}</p>
            </div>
          </div>
        )}
      </PageLoadOnly>
    </footer>
  );
}
