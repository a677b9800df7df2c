import { cardPool } from "~/components/manufacturer/card-pool";
import { serviceAreaPhrase } from "~/lib/company/service-areas";
import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { useCompany } from "~/components/company-context";
import { OfficeCard } from "~/components/office-card";
import { PageHero } from "~/components/page-hero";
import { PoolCard } from "~/components/pool-card";
import { SectionHeading } from "~/components/section-heading";
import { type OfficeId, telHref } from "~/lib/company/offices";
import { SOUTH_FLORIDA_COUNTIES, SOUTH_FLORIDA_SOURCE_PAGE } from "~/content/local-pages";
import { southFloridaTexts } from "~/content/texts/local-pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatAndList } from "~/lib/text/plain-format";
import { WINTER_INSTALLATION_SPECIAL } from "~/content/winter-special";
import { appContext } from "~/context";
import { type Company, getOffice } from "~/lib/company/company-profile";
import { estimateHref } from "~/lib/leads/estimate-links";
import { compactPools } from "~/lib/catalogue/pool-links";
import { BASE_POOL_PRICE, formatUsd } from "~/lib/catalogue/pricing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { officeLocalBusiness } from "~/lib/seo/structured-data";
import { listActivePoolsIn } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/south-florida-promotion.css?url";
import type { Route } from "./+types/south-florida-promotion";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/south-florida-promotion";
const PROMOTION_OFFICE_IDS: readonly OfficeId[] = ["west-palm-beach", "port-st-lucie"];

/** The offices running the promotion, with their current contact details. */
function promotionOffices(company: Company) {
  return PROMOTION_OFFICE_IDS.map((id) => getOffice(company, id));
}

const PAGE_ESTIMATE_HREF = estimateHref({ sourcePage: SOUTH_FLORIDA_SOURCE_PAGE });
const SAVINGS = formatUsd(WINTER_INSTALLATION_SPECIAL.savings);
const FROM_PRICE = formatUsd(BASE_POOL_PRICE);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const pools = compactPools(await listActivePoolsIn(db, locale)).map(cardPool);
  return { pools, texts: pickTexts(locale, southFloridaTexts) };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["southFlorida"], ({ southFlorida: t }, { matches }) => {
    const siteUrl = siteUrlFromMatches(matches);
    const company = companyFromMatches(matches);
    const values = { savings: SAVINGS, price: FROM_PRICE, special: t.special };
    return routeMeta(matches, {
      title: fill(t.meta.title, values),
      description: fill(t.meta.description, values),
      path: PATH,
      keywords: t.meta.keywords,
      jsonLd: promotionOffices(company).map((office) => ({
        "@context": "https://schema.org",
        ...officeLocalBusiness(company, office, siteUrl),
      })),
    });
  });

export default function SouthFloridaPromotionPage({ loaderData }: Route.ComponentProps) {
  const { pools } = loaderData;
  const offices = promotionOffices(useCompany());
  const t = useTexts("southFlorida");
  const locale = useLocale();
  const to = useLocalePath();
  const values = { savings: SAVINGS, price: FROM_PRICE, special: t.special };
  const counties =
    locale === "es"
      ? formatAndList(SOUTH_FLORIDA_COUNTIES, "es")
      : `${SOUTH_FLORIDA_COUNTIES.slice(0, -1).join(", ")} and ${SOUTH_FLORIDA_COUNTIES.at(-1)}`;
  return (
    <>
      <PageHero
        eyebrow={fill(t.hero.eyebrow, values)}
        title={fill(t.hero.title, values)}
        intro={fill(t.hero.intro, { ...values, counties })}
        actions={
          <>
            <Link to={to(PAGE_ESTIMATE_HREF)} className="btn-primary">
              {t.hero.claim}
            </Link>
            <a href="#offer-terms" className="btn-ghost-light">
              {t.hero.terms}
            </a>
          </>
        }
        facts={t.hero.facts.map((fact) => fill(fact, values))}
        aside={
          <div className="rounded-3xl bg-white p-6 text-ocean-950 shadow-2xl sm:p-8">
            <p className="icon-before icon-BadgePercent flex items-center gap-2 text-sm font-bold tracking-wide text-ocean-700 uppercase before:size-5">
              {t.special}
            </p>
            <p className="mt-3 text-5xl font-extrabold tracking-tight sm:text-6xl">{SAVINGS}</p>
            <p className="mt-1 text-lg font-semibold">{t.hero.off}</p>
            <p className="mt-3 text-slate-700">{fill(t.hero.startAt, values)}</p>
            <ul className="mt-5 space-y-2">
              {offices.map((office) => (
                <li key={office.id}>
                  <a
                    href={telHref(office.phone)}
                    data-office={office.id}
                    className="icon-before icon-Phone flex items-center gap-2 font-semibold text-ocean-800 hover:underline before:size-4"
                  >
                    {office.name} {office.phone}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        }
      />

      <section aria-labelledby="offer" className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="offer"
              eyebrow={t.offer.eyebrow}
              title={t.offer.title}
              align="left"
              intro={fill(t.offer.intro, values)}
            />
            <h3 className="mt-8 text-lg font-bold text-ocean-950">{t.offer.includesHeading}</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {t.offer.includes.map((item) => (
                <li
                  key={item}
                  className="icon-before icon-CircleCheck flex gap-2 text-slate-700 before:mt-0.5 before:size-5 before:text-palm-600"
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div id="offer-terms" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-sand-50 p-6 sm:p-8">
            <h3 className="text-lg font-bold text-ocean-950">{t.offer.termsHeading}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-ocean-600">
              {t.offer.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">
              {t.offer.seeOur}{" "}
              <Link to={to("/legal-disclaimers")} className="font-semibold text-ocean-800 underline">
                {t.offer.disclaimers}
              </Link>{" "}
              {t.offer.howStated}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="compact-pools" className="bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="compact-pools"
            eyebrow={t.compact.eyebrow}
            title={t.compact.title}
            intro={t.compact.intro}
          />
          {pools.length === 0 ? (
            <p className="mt-10 text-center text-slate-700">
              {t.compact.updating}{" "}
              <Link to={to("/pools")} className="font-semibold text-ocean-800 underline">
                {t.compact.browseAll}
              </Link>
              .
            </p>
          ) : (
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {pools.map((pool) => (
                <li key={pool.id}>
                  <PoolCard
                    pool={pool}
                    estimateHref={to(
                      estimateHref({ poolId: pool.id, poolName: pool.name, sourcePage: SOUTH_FLORIDA_SOURCE_PAGE }),
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to={to("/10x20-fiberglass-pool")} className="btn-outline">
              {t.compact.about}
            </Link>
            <Link to={to("/pools")} className="btn-outline">
              {t.compact.viewAll}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-south-florida" className="water-gradient py-16 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading id="why-south-florida" eyebrow={t.why.eyebrow} title={t.why.title} tone="light" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {t.why.reasons.map((reason) => (
              <li key={reason.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25 frosted">
                <h3 className="text-lg font-bold">{reason.title}</h3>
                <p className="mt-2 text-ocean-50">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="offices" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="offices"
            eyebrow={t.offices.eyebrow}
            title={t.offices.title}
            intro={`${offices.map((o) => `${o.name}: ${serviceAreaPhrase(o.serviceAreas, locale)}`).join(". ")}.`}
          />
          <ul className="mt-6 flex flex-wrap justify-center gap-2">
            {SOUTH_FLORIDA_COUNTIES.map((county) => (
              <li
                key={county}
                className="icon-before icon-MapPin flex items-center gap-1.5 rounded-full bg-ocean-50 px-3 py-1.5 text-sm font-semibold text-ocean-800 before:size-4"
              >
                {fill(t.offices.county, { county })}
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
            {offices.map((office) => (
              <OfficeCard key={office.id} office={office} showTowns />
            ))}
          </div>
        </div>
      </section>

      <ClosingCta
        title={fill(t.closing.title, values)}
        text={fill(t.closing.text, values)}
        estimateHref={to(PAGE_ESTIMATE_HREF)}
        fallbackOfficeId="west-palm-beach"
      />
    </>
  );
}
