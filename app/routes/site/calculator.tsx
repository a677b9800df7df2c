import { Star } from "lucide-react";
import { Link } from "react-router";
import { FinancingCalculator } from "~/components/calculator/financing-calculator";
import { ClosingCta } from "~/components/closing-cta";
import type { FinancingPartner } from "~/components/financing/partner";
import { calculatorPageJsonLd } from "~/components/financing/structured-data";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { appContext } from "~/context";
import {
  CALCULATOR_DISCLAIMER,
  CALCULATOR_FEATURES,
  CALCULATOR_HERO,
  CALCULATOR_PATH,
  FINANCING_PATH,
  STARTING_RATE_NOTE,
} from "~/content/financing";
import { parseCalculatorQuery } from "~/lib/financing/financing-calculator";
import { termYearsLabel } from "~/lib/financing/loan-payment";
import { formatUsd } from "~/lib/catalogue/pricing";
import { CALCULATOR_PAGE_TITLE } from "~/lib/content/page-titles";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { listActiveFinancingPartners } from "~/models/financing-options.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/calculator.css?url";
import type { Route } from "./+types/calculator";
import { IconTile } from "~/components/icon-tile";
import { SpriteIcon } from "~/components/sprite-icon";
import { keepPageOnQueryChange } from "~/components/calculator/use-address-follows";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const FEATURE_ICONS = { rates: "BadgePercent", terms: "CalendarRange", approval: "Timer" } as const;

// The calculator makes no server call: the loader only reads a submitted form's query
// (the page works without JavaScript) and the partner list for the comparison strip.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { input, calculated } = parseCalculatorQuery(new URL(request.url).searchParams);
  const partners: FinancingPartner[] = await listActiveFinancingPartners(db);
  return { input, calculated, partners };
}

export const shouldRevalidate = keepPageOnQueryChange;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: CALCULATOR_PAGE_TITLE,
    description:
      "Estimate the monthly payment on your new pool by price, down payment, loan term and credit range, and compare financing options side by side. Rates from 5.99% APR, terms up to 15 years.",
    path: CALCULATOR_PATH,
    keywords: ["pool financing calculator", "pool loan payment", "pool monthly payment", "Florida pool financing"],
    jsonLd: calculatorPageJsonLd(
      companyFromMatches(matches),
      loaderData?.partners ?? [],
      siteUrlFromMatches(matches),
      CALCULATOR_PATH,
    ),
  });

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { input, calculated, partners } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={CALCULATOR_HERO.eyebrow}
        title={CALCULATOR_HERO.title}
        intro={CALCULATOR_HERO.intro}
        actions={
          <>
            <a href="#calculator" className="btn-primary">
              Calculate My Payment
            </a>
            <Link to={FINANCING_PATH} className="btn-ghost-light">
              Compare Financing Options
            </Link>
          </>
        }
        facts={CALCULATOR_HERO.facts}
      />

      <section aria-labelledby="calculator-features" className="pt-4 pb-4 sm:pt-6">
        <div className="container-page">
          <h2 id="calculator-features" className="sr-only">
            Why finance with us
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {CALCULATOR_FEATURES.map((feature) => {
              const icon = FEATURE_ICONS[feature.id];
              return (
                <li key={feature.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <IconTile
                    icon={icon}
                    className="size-12 rounded-xl bg-ocean-700 text-white"
                    iconSize="before:size-6"
                  />
                  <h3 className="mt-4 text-xl font-bold text-ocean-950">{feature.title}</h3>
                  <p className="mt-2 text-slate-700">{feature.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="calculator" aria-labelledby="calculator-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="calculator-heading"
            eyebrow="Financing calculator"
            title="Compare your monthly payments"
            intro="Your options are sorted by rate, lowest first. Numbers are estimates; lenders set the final rate after a credit review."
          />
          <div className="mt-12">
            {/* The query starts the form; afterwards the form holds the numbers and writes them into the address. */}
            <FinancingCalculator initialInput={input} initiallyCalculated={calculated} />
          </div>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to={FINANCING_PATH} className="btn-ocean">
              Compare Financing Options
              <SpriteIcon icon="ArrowRight" className="size-4" />
            </Link>
            <Link to="/contact" className="btn-outline">
              <SpriteIcon icon="MessageCircle" className="size-4" />
              Speak with a Specialist
            </Link>
          </div>
          <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-700">{CALCULATOR_DISCLAIMER}</p>
        </div>
      </section>

      {partners.length > 0 && <PartnerStrip partners={partners} />}

      <ClosingCta
        title="Know your price, then your payment"
        text="A free estimate gives you the exact price of your pool project, so your financing numbers are real."
      />
    </>
  );
}

/** The lenders stored in the database with their current starting rates. */
function PartnerStrip({ partners }: { partners: readonly FinancingPartner[] }) {
  return (
    <section aria-labelledby="calculator-partners" className="bg-ocean-50/60 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="calculator-partners"
          eyebrow="Our lending partners"
          title="Apply with a trusted lender"
          intro="When you are ready, compare our partners' starting rates, loan amounts and terms on the financing page."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-xl font-bold text-ocean-950">{partner.name}</h3>
                {partner.promoted && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-sun-400 px-3 py-1 text-xs font-bold text-ocean-950">
                    <Star aria-hidden="true" className="size-3.5 fill-current" />
                    Most Popular
                  </span>
                )}
              </div>
              <p className="mt-3 text-3xl font-extrabold text-ocean-800">
                From {partner.apr.toFixed(2)}%<span aria-hidden="true">*</span>{" "}
                <span className="text-base font-bold">APR</span>
              </p>
              <p className="mt-2 text-slate-700">
                {formatUsd(partner.minAmount)} - {formatUsd(partner.maxAmount)}, up to{" "}
                {termYearsLabel(partner.termMonths)}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-700">{STARTING_RATE_NOTE}</p>
        <div className="mt-6 text-center">
          <Link to={FINANCING_PATH} className="btn-ocean">
            View Partner Details
            <SpriteIcon icon="ArrowRight" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
