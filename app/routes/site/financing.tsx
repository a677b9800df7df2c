import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { NewTabLink } from "~/components/financing/external-link";
import { FinancingDisclaimer, WhyFinanceBlock, WhyPartnersSection } from "~/components/financing/financing-sections";
import { featuredPartner } from "~/components/financing/partner";
import { PartnerCard } from "~/components/financing/partner-card";
import { PaymentCalculator } from "~/components/financing/payment-calculator";
import { financingPageJsonLd } from "~/components/financing/structured-data";
import { PageHero } from "~/components/page-hero";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { appContext } from "~/context";
import {
  CALCULATOR_PATH,
  FINANCING_CTA,
  FINANCING_HERO,
  FINANCING_MARKETING_APR,
  FINANCING_PATH,
  STARTING_RATE_NOTE,
} from "~/content/financing";
import {
  DEFAULT_LOAN_AMOUNT,
  DEFAULT_TERM_MONTHS,
  formatApr,
  formatUsdCents,
  monthlyPayment,
  parsePaymentQuery,
  termYearsLabel,
} from "~/lib/financing/loan-payment";
import { formatUsd } from "~/lib/catalogue/pricing";
import { FINANCING_PAGE_TITLE } from "~/lib/content/page-titles";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { listActiveFinancingPartners } from "~/models/financing-options.server";
import type { FinancingPartner } from "~/components/financing/partner";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/financing.css?url";
import type { Route } from "./+types/financing";
import { SpriteIcon } from "~/components/sprite-icon";
import { keepPageOnQueryChange } from "~/components/calculator/use-address-follows";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const partners: FinancingPartner[] = await listActiveFinancingPartners(db);
  // The payment calculator's GET form (it works without JavaScript): the server renders its payment.
  return { partners, payment: parsePaymentQuery(new URL(request.url).searchParams) };
}

export const shouldRevalidate = keepPageOnQueryChange;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const partners = loaderData?.partners ?? [];
  return routeMeta(matches, {
    title: FINANCING_PAGE_TITLE,
    description: `Finance your fiberglass pool through trusted lending partners${partners.length ? ` (${partners.map((p) => p.name).join(", ")})` : ""}: rates from ${FINANCING_MARKETING_APR} APR, a 2-minute application and a monthly payment calculator.`,
    path: FINANCING_PATH,
    keywords: ["pool financing", "pool loans Florida", "fiberglass pool financing", ...partners.map((p) => p.name)],
    jsonLd: financingPageJsonLd(companyFromMatches(matches), partners, siteUrlFromMatches(matches), FINANCING_PATH),
  });
};

export default function FinancingPage({ loaderData }: Route.ComponentProps) {
  const { partners, payment } = loaderData;
  const company = useCompany();
  const first = partners.find((p) => p.applicationUrl);
  const prequalify = featuredPartner(partners);

  return (
    <>
      {/* 1. Hero */}
      <PageHero
        eyebrow={FINANCING_HERO.eyebrow}
        title={FINANCING_HERO.title}
        intro={FINANCING_HERO.intro}
        actions={
          <>
            {first?.applicationUrl && (
              <NewTabLink href={first.applicationUrl} className="btn-primary">
                Get Pre-Qualified Now
              </NewTabLink>
            )}
            <Link to="/estimate" className="btn-ghost-light">
              <SpriteIcon icon="Calculator" className="size-4" />
              Calculate Pool Cost First
            </Link>
          </>
        }
        facts={FINANCING_HERO.facts}
        aside={partners[0] ? <SamplePayment partner={partners[0]} /> : undefined}
      />

      {/* 2. Partners */}
      <section id="partners" aria-labelledby="partners-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="partners-heading"
            eyebrow="Our lending partners"
            title="Trusted Financing Partners"
            intro="Compare rates, loan amounts and terms side by side, then apply directly with the lender that fits you best."
          />
          {partners.length > 0 ? (
            <>
              <div className="mt-14 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
                {partners.map((partner) => (
                  <PartnerCard key={partner.key} partner={partner} />
                ))}
              </div>
              <p className="mt-8 text-center text-sm text-slate-700">{STARTING_RATE_NOTE}</p>
            </>
          ) : (
            <p className="mx-auto mt-10 max-w-2xl rounded-2xl bg-ocean-50 p-6 text-center text-slate-700">
              Our partner list is being updated. Call us or request an estimate and we will go over your financing
              options with you.
            </p>
          )}
        </div>
      </section>

      {/* 3. Payment calculator and Why Finance Your Pool? */}
      {partners.length > 0 && (
        <section
          id="payment-calculator"
          aria-labelledby="calculator-heading"
          className="scroll-mt-16 bg-ocean-50/60 py-16 sm:py-20"
        >
          <div className="container-page">
            <SectionHeading
              id="calculator-heading"
              eyebrow="Payment calculator"
              title="See your monthly payment"
              intro="Pick a partner, a loan amount and a term. Payments use each lender's starting rate."
            />
            <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1.35fr_1fr]">
              <PaymentCalculator partners={partners} initial={payment} />
              <WhyFinanceBlock />
            </div>
            <p className="mt-8 text-center text-slate-700">
              Want to compare payments with a down payment and your credit range?{" "}
              <Link to={CALCULATOR_PATH} className="font-semibold text-ocean-800 underline">
                Try the pool financing calculator
              </Link>
            </p>
          </div>
        </section>
      )}

      {/* 4. Why choose our partners */}
      <WhyPartnersSection />

      {/* 5. Call to action */}
      <section aria-labelledby="financing-cta" className="py-16 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-4xl rounded-3xl bg-ocean-950 px-6 py-12 text-center text-white shadow-xl sm:px-12">
            <h2 id="financing-cta" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {FINANCING_CTA.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-ocean-100">{FINANCING_CTA.text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to="/estimate" className="btn-primary">
                Get Pool Estimate First
                <SpriteIcon icon="ArrowRight" className="size-4" />
              </Link>
              {prequalify?.applicationUrl && (
                <NewTabLink href={prequalify.applicationUrl} className="btn-ghost-light">
                  Start Pre-Qualification
                </NewTabLink>
              )}
            </div>
          </div>
        </div>
      </section>

      {/* 6. Disclaimer */}
      <FinancingDisclaimer />

      <ClosingCta
        title="Questions about paying for your pool?"
        text={`${company.name} specialists can walk you through pricing, financing partners and the payment schedule.`}
      />
    </>
  );
}

/** Hero aside: what the calculator's starting values cost with the first partner. */
function SamplePayment({ partner }: { partner: FinancingPartner }) {
  const monthly = monthlyPayment(DEFAULT_LOAN_AMOUNT, partner.apr, DEFAULT_TERM_MONTHS);
  return (
    <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/25 frosted sm:p-8">
      <p className="text-sm font-bold tracking-wide text-ocean-50 uppercase">Example payment</p>
      <p className="mt-4 text-5xl font-extrabold tracking-tight text-sun-300">
        {formatUsdCents(monthly)}
        <span className="text-xl font-bold text-white">/mo</span>
      </p>
      <p className="mt-3 text-ocean-50">
        {formatUsd(DEFAULT_LOAN_AMOUNT)} over {termYearsLabel(DEFAULT_TERM_MONTHS)} with {partner.name} at{" "}
        {formatApr(partner.apr)}*.
      </p>
      <a href="#payment-calculator" className="btn-ghost-light mt-6">
        Adjust in the calculator
      </a>
    </div>
  );
}
