import { cardPool } from "~/components/manufacturer/card-pool";
import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { useCompany } from "~/components/company-context";
import { OfficeCard } from "~/components/office-card";
import { PageHero } from "~/components/page-hero";
import { PoolCard } from "~/components/pool-card";
import { SectionHeading } from "~/components/section-heading";
import { COMPANY_CLAIMS, type OfficeId, telHref } from "~/lib/company/offices";
import { SOUTH_FLORIDA_COUNTIES, SOUTH_FLORIDA_REASONS, SOUTH_FLORIDA_SOURCE_PAGE } from "~/content/local-pages";
import { WINTER_INSTALLATION_SPECIAL } from "~/content/winter-special";
import { appContext } from "~/context";
import { type Company, getOffice } from "~/lib/company/company-profile";
import { estimateHref } from "~/lib/leads/estimate-links";
import { compactPools } from "~/lib/catalogue/pool-links";
import { BASE_POOL_PRICE, formatUsd } from "~/lib/catalogue/pricing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { officeLocalBusiness } from "~/lib/seo/structured-data";
import { listActivePools } from "~/models/pools.server";
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

/** What every all-inclusive package covers (the same facts as the packages page). */
const PACKAGE_INCLUDES = [
  "The fiberglass shell",
  "Delivery and crane set",
  "Excavation and backfill",
  "Plumbing and filtration equipment",
  "A 40 ft electrical hookup",
  "Permit paperwork and start-up",
  "A 30-year limited warranty",
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const pools = compactPools(await listActivePools(db)).map(cardPool);
  return { pools };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  const company = companyFromMatches(matches);
  return routeMeta(matches, {
    title: `South Florida Pool Promotion: Save ${SAVINGS} This Winter`,
    description: `${WINTER_INSTALLATION_SPECIAL.name} for Palm Beach, St. Lucie, Martin and Indian River county homeowners: save ${SAVINGS} on all-inclusive fiberglass pool packages from ${FROM_PRICE}. Terms apply.`,
    path: PATH,
    keywords: ["pool promotion West Palm Beach", "fiberglass pool Port St. Lucie", "pool deal South Florida"],
    jsonLd: promotionOffices(company).map((office) => ({
      "@context": "https://schema.org",
      ...officeLocalBusiness(company, office, siteUrl),
    })),
  });
};

export default function SouthFloridaPromotionPage({ loaderData }: Route.ComponentProps) {
  const { pools } = loaderData;
  const offices = promotionOffices(useCompany());
  return (
    <>
      <PageHero
        eyebrow={`South Florida · ${WINTER_INSTALLATION_SPECIAL.name}`}
        title={`Save ${SAVINGS} on your pool this winter`}
        intro={`For homeowners in ${SOUTH_FLORIDA_COUNTIES.slice(0, -1).join(", ")} and ${SOUTH_FLORIDA_COUNTIES.at(-1)} counties: ${SAVINGS} off an all-inclusive fiberglass pool package, from ${FROM_PRICE}, installed by our West Palm Beach and Port St. Lucie crews.`}
        actions={
          <>
            <Link to={PAGE_ESTIMATE_HREF} className="btn-primary">
              Claim the Winter Special
            </Link>
            <a href="#offer-terms" className="btn-ghost-light">
              See the Terms
            </a>
          </>
        }
        facts={[
          `Packages from ${FROM_PRICE}`,
          `Installed in ${COMPANY_CLAIMS.installDays}`,
          "Terms apply, ask your office",
        ]}
        aside={
          <div className="rounded-3xl bg-white p-6 text-ocean-950 shadow-2xl sm:p-8">
            <p className="icon-before icon-BadgePercent flex items-center gap-2 text-sm font-bold tracking-wide text-ocean-700 uppercase before:size-5">
              {WINTER_INSTALLATION_SPECIAL.name}
            </p>
            <p className="mt-3 text-5xl font-extrabold tracking-tight sm:text-6xl">{SAVINGS}</p>
            <p className="mt-1 text-lg font-semibold">off an all-inclusive pool package</p>
            <p className="mt-3 text-slate-700">Packages start at {FROM_PRICE}. Terms apply, ask your office.</p>
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
              eyebrow="The offer"
              title="One package, one price, and a winter saving"
              align="left"
              intro={`Our all-inclusive package starts at ${FROM_PRICE}. Sign with our West Palm Beach or Port St. Lucie office while the special runs and we take ${SAVINGS} off the package price in your written estimate.`}
            />
            <h3 className="mt-8 text-lg font-bold text-ocean-950">Every package includes</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {PACKAGE_INCLUDES.map((item) => (
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
            <h3 className="text-lg font-bold text-ocean-950">Offer terms</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-ocean-600">
              {WINTER_INSTALLATION_SPECIAL.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">
              See our{" "}
              <Link to="/legal-disclaimers" className="font-semibold text-ocean-800 underline">
                legal disclaimers
              </Link>{" "}
              for how prices and timelines are stated.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="compact-pools" className="bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="compact-pools"
            eyebrow="Compact pools"
            title="Made for South Florida lots"
            intro={`Townhome yards and zero-lot-line homes still have room for a pool. Compact models are installed in ${COMPANY_CLAIMS.compactInstallDays}.`}
          />
          {pools.length === 0 ? (
            <p className="mt-10 text-center text-slate-700">
              Our compact models are being updated.{" "}
              <Link to="/pools" className="font-semibold text-ocean-800 underline">
                Browse all pools
              </Link>
              .
            </p>
          ) : (
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {pools.map((pool) => (
                <li key={pool.id}>
                  <PoolCard
                    pool={pool}
                    estimateHref={estimateHref({
                      poolId: pool.id,
                      poolName: pool.name,
                      sourcePage: SOUTH_FLORIDA_SOURCE_PAGE,
                    })}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/10x20-fiberglass-pool" className="btn-outline">
              About Compact Pools
            </Link>
            <Link to="/pools" className="btn-outline">
              View All Pools
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-south-florida" className="water-gradient py-16 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="why-south-florida"
            eyebrow="Why fiberglass"
            title="A pool built for South Florida living"
            tone="light"
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {SOUTH_FLORIDA_REASONS.map((reason) => (
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
            eyebrow="Your local offices"
            title="Local offices on the Treasure and Gold Coasts"
            intro={`${offices.map((o) => `${o.name}: ${o.serviceAreas.join(", ")}`).join(". ")}.`}
          />
          <ul className="mt-6 flex flex-wrap justify-center gap-2">
            {SOUTH_FLORIDA_COUNTIES.map((county) => (
              <li
                key={county}
                className="icon-before icon-MapPin flex items-center gap-1.5 rounded-full bg-ocean-50 px-3 py-1.5 text-sm font-semibold text-ocean-800 before:size-4"
              >
                {county} County
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
        title={`Lock in your ${SAVINGS} winter saving`}
        text={`Request your free estimate and mention the ${WINTER_INSTALLATION_SPECIAL.name}, or call your nearest South Florida office.`}
        estimateHref={PAGE_ESTIMATE_HREF}
        fallbackOfficeId="west-palm-beach"
      />
    </>
  );
}
