import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { useCompany } from "~/components/company-context";
import { useNearestOffice } from "~/components/nearest-office";
import { PageHero } from "~/components/page-hero";
import { COMPANY_CLAIMS, OFFICE_COUNT, telHref } from "~/lib/company/offices";
import { LANDING_PROSE } from "./landing-prose";
import { SpriteIcon } from "~/components/sprite-icon";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

export interface LandingArticleProps {
  title: string;
  city: string | null;
  service: string | null;
  intro: string | null;
  /** Already sanitised on the server. */
  html: string;
  /** Estimate link that credits the page (sourcePage=<slug>), in the page's language. */
  estimateHref: string;
  /** A Spanish address showing the English page (no Spanish version yet): a one-line note says so. */
  untranslated?: boolean;
}

function eyebrowFor(service: string | null, city: string | null) {
  const place = city ? `${city}, FL` : null;
  return [service, place].filter(Boolean).join(" · ") || undefined;
}

/** A landing page's own HTML between the site's header and footer, with a hero and closing calls to action. */
export function LandingArticle({
  title,
  city,
  service,
  intro,
  html,
  estimateHref,
  untranslated = false,
}: LandingArticleProps) {
  const company = useCompany();
  const t = useTexts("landing");
  const to = useLocalePath();
  const lang = untranslated ? "en" : undefined;
  // True of every service a landing page may be about.
  const facts = t.facts.map((fact) => fill(fact, { offices: OFFICE_COUNT, rating: COMPANY_CLAIMS.rating }));
  // Until the visitor's nearest office is known, a page about an office's own city shows that office.
  const cityOffice = city ? company.offices.find((o) => o.city.toLowerCase() === city.toLowerCase())?.id : undefined;
  const { office } = useNearestOffice(cityOffice);
  const place = city ?? t.florida;
  return (
    <>
      {untranslated && (
        <p role="note" className="bg-sun-100 px-4 py-3 text-center text-sm font-semibold text-ocean-950">
          {t.untranslated}
        </p>
      )}
      <PageHero
        eyebrow={eyebrowFor(service, city)}
        title={lang ? <span lang={lang}>{title}</span> : title}
        intro={intro ?? undefined}
        facts={facts}
        actions={
          <>
            <Link to={estimateHref} className="btn-primary">
              {t.estimate}
            </Link>
            <a href={telHref(office.phone)} data-office={office.id} className="btn-ghost-light">
              <SpriteIcon icon="Phone" className="size-4" />
              {fill(t.call, { phone: office.phone })}
            </a>
          </>
        }
      />
      <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        {html ? (
          <article lang={lang} className={LANDING_PROSE} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-lg text-slate-700">{t.fallbackText}</p>
        )}
        {/* On phones the closing call to action right below does this job. */}
        <aside aria-labelledby="landing-aside-title" className="hidden lg:sticky lg:top-28 lg:block lg:self-start">
          <div className="rounded-2xl border border-ocean-100 bg-ocean-50 p-6 shadow-sm">
            <h2 id="landing-aside-title" className="text-lg font-extrabold text-ocean-950">
              {fill(t.asideTitle, { place })}
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-slate-700">
              <li className="icon-before icon-CalendarCheck flex gap-3 before:mt-0.5 before:size-4 before:text-ocean-700">
                {t.asideReply}
              </li>
              <li className="icon-before icon-MapPin flex gap-3 before:mt-0.5 before:size-4 before:text-ocean-700">
                {fill(t.asideOffice, { office: office.name })}
              </li>
              <li className="icon-before icon-Clock flex gap-3 before:mt-0.5 before:size-4 before:text-ocean-700">
                {office.hours}
              </li>
            </ul>
            <div className="mt-6 flex flex-col gap-3">
              <Link to={estimateHref} className="btn-primary">
                {t.requestEstimate}
              </Link>
              <a href={telHref(office.phone)} data-office={office.id} className="btn-outline bg-white">
                <SpriteIcon icon="Phone" className="size-4" />
                {office.phone}
              </a>
            </div>
          </div>
        </aside>
      </div>
      <ClosingCta
        title={city ? fill(t.closingTitle, { city }) : undefined}
        estimateHref={estimateHref}
        fallbackOfficeId={cityOffice}
        secondary={{ to: to("/pools"), label: t.browsePools }}
      />
    </>
  );
}
