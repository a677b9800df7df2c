import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { SERVICE_AREA, telHref } from "~/lib/company/offices";
import { socialLinksToShow } from "~/lib/company/social-links";
import { useCompany } from "./company-context";
import { Logo } from "./logo";
import { fallbackOfficeFor, useNearestOffice } from "./nearest-office";

export const FOOTER_LINK_GROUPS = [
  {
    title: "Pools",
    links: [
      { to: "/pools", label: "All Fiberglass Pools" },
      { to: "/san-juan-pools", label: "San Juan Pools" },
      { to: "/latham-pools", label: "Latham Pools" },
      { to: "/above-ground", label: "Above Ground Pools" },
      { to: "/resurfacing", label: "Pool Resurfacing" },
    ],
  },
  {
    title: "Services",
    links: [
      { to: "/packages", label: "Pool Packages" },
      { to: "/installation", label: "Installation Timeline" },
      { to: "/resurfacing", label: "Resurfacing & Repair" },
      { to: "/calculator", label: "Payment Calculator" },
      { to: "/financing", label: "Financing" },
      { to: "/estimate", label: "Free Estimate" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/resources", label: "Guides & Downloads" },
      { to: "/blog", label: "Blog" },
      { to: "/contact", label: "Contact Us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/legal-disclaimers", label: "Legal Disclaimers" },
      { to: "/sitemap", label: "Sitemap" },
      { to: "/admin-login", label: "Admin" },
    ],
  },
] as const;

export const FOOTNOTES = [
  "Pool dimensions may vary by up to 3% from published specifications.",
  "All pools are non-diving pools unless stated otherwise.",
  "Installation timelines begin 45 days after permit approval and shell delivery.",
  "Warranty terms differ by manufacturer; ask us for the current terms of your model.",
] as const;

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
const LINE_WITH_ICON = "icon-before flex gap-2 before:mt-0.5 before:size-4 before:text-ocean-200";

export function SiteFooter() {
  useHydratedMark();
  const company = useCompany();
  const { pathname } = useLocation();
  const { office: nearest } = useNearestOffice(fallbackOfficeFor(pathname));
  const socialLinks = socialLinksToShow(company.profile.social);
  return (
    <footer className="bg-ocean-950 text-ocean-100">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.3fr_2fr]">
        <div className="space-y-5">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-ocean-100/90">
            Fiberglass pools sold and installed across Florida, from compact plunge pools to family-size models. Free
            estimates, transparent packages and a crew that finishes in days, not months.
          </p>
          <p className="text-sm">
            <span className="block text-xs font-semibold tracking-widest text-ocean-200 uppercase">Toll-free</span>
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
                  aria-label={`${s.name} (opens in a new tab)`}
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
            <nav key={group.title} aria-label={`${group.title} links`} className="flex flex-col items-start gap-1">
              <h2 className="mb-2 text-sm font-bold tracking-wide text-white">{group.title}</h2>
              {group.links.map((link) => (
                // discover="none": no data-discover marker on 19 links of every page (the page-weight HTML budget); a
                // footer link's route is looked up when it is followed, as the router does for any unknown one.
                <Link
                  key={link.to + link.label}
                  to={link.to}
                  discover="none"
                  className="py-1.5 text-sm text-ocean-100 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
          ))}
        </div>
      </div>

      <section aria-labelledby="footer-offices" className="border-t border-white/10">
        <div className="container-page py-10">
          <h2 id="footer-offices" className="text-sm font-bold tracking-wide text-white">
            Our Florida offices
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
                      <span className="rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-ocean-950">Near</span>
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

      <div className="border-t border-white/10">
        <div className="container-page py-6 text-xs text-ocean-100/80">
          {/* One paragraph, a line per note. */}
          <p className="whitespace-pre-line leading-5">{FOOTNOTES.map((note) => `* ${note}`).join("\n")}</p>
          <p className="pt-3">{`© ${new Date().getFullYear()} ${company.name}. ${SERVICE_AREA}.`}</p>
        </div>
      </div>
    </footer>
  );
}
