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
import { CALCULATOR_PATH, FINANCING_MARKETING_APR, FINANCING_PATH } from "~/content/financing";
import { financingTexts } from "~/content/texts/financing.server";
import { loansTexts } from "~/content/texts/loans.server";
import {
  DEFAULT_LOAN_AMOUNT,
  DEFAULT_TERM_MONTHS,
  formatApr,
  formatUsdCents,
  monthlyPayment,
  parsePaymentQuery,
} from "~/lib/financing/loan-payment";
import { formatUsd } from "~/lib/catalogue/pricing";
import { localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listActiveFinancingPartners } from "~/models/financing-options.server";
import { useLoanWords } from "~/components/financing/use-loan-words";
import type { FinancingPartner } from "~/components/financing/partner";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/financing.css?url";
import type { Route } from "./+types/financing";
import { SpriteIcon } from "~/components/sprite-icon";
import { keepPageOnQueryChange } from "~/components/calculator/use-address-follows";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const partners: FinancingPartner[] = await listActiveFinancingPartners(db, locale);
  // The payment calculator's GET form (it works without JavaScript): the server renders its payment.
  return {
    partners,
    payment: parsePaymentQuery(new URL(request.url).searchParams),
    texts: pickTexts(locale, financingTexts, loansTexts),
  };
}

export const shouldRevalidate = keepPageOnQueryChange;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["financing"], ({ financing }, { matches, loaderData }) => {
    const { partners } = loaderData;
    const t = financing.meta;
    return routeMeta(matches, {
      title: t.title,
      description: fill(t.description, {
        partners: partners.length ? ` (${partners.map((p) => p.name).join(", ")})` : "",
        apr: FINANCING_MARKETING_APR,
      }),
      path: FINANCING_PATH,
      keywords: [...t.keywords, ...partners.map((p) => p.name)],
      jsonLd: financingPageJsonLd(
        companyFromMatches(matches),
        partners,
        siteUrlFromMatches(matches),
        localizedPath(localeFromMatches(matches), FINANCING_PATH),
        t,
      ),
    });
  });

export default function FinancingPage({ loaderData }: Route.ComponentProps) {
  const { partners, payment } = loaderData;
  const company = useCompany();
  const first = partners.find((p) => p.applicationUrl);
  const prequalify = featuredPartner(partners);
  const t = useTexts("financing");
  const loans = useTexts("loans");
  const to = useLocalePath();
  const apr = { apr: FINANCING_MARKETING_APR };

  return (
    <>
      {/* 1. Hero */}
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={fill(t.hero.intro, apr)}
        actions={
          <>
            {first?.applicationUrl && (
              <NewTabLink href={first.applicationUrl} className="btn-primary">
                {t.hero.prequalify}
              </NewTabLink>
            )}
            <Link to={to("/estimate")} className="btn-ghost-light">
              <SpriteIcon icon="Calculator" className="size-4" />
              {t.hero.costFirst}
            </Link>
          </>
        }
        facts={t.hero.facts.map((fact) => fill(fact, apr))}
        aside={partners[0] ? <SamplePayment partner={partners[0]} /> : undefined}
      />

      {/* 2. Partners */}
      <section id="partners" aria-labelledby="partners-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="partners-heading"
            eyebrow={t.partners.eyebrow}
            title={t.partners.title}
            intro={t.partners.intro}
          />
          {partners.length > 0 ? (
            <>
              <div className="mt-14 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
                {partners.map((partner) => (
                  <PartnerCard key={partner.key} partner={partner} />
                ))}
              </div>
              <p className="mt-8 text-center text-sm text-slate-700">{loans.startingRateNote}</p>
            </>
          ) : (
            <p className="mx-auto mt-10 max-w-2xl rounded-2xl bg-ocean-50 p-6 text-center text-slate-700">
              {t.partners.none}
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
              eyebrow={t.calculatorSection.eyebrow}
              title={t.calculatorSection.title}
              intro={t.calculatorSection.intro}
            />
            <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1.35fr_1fr]">
              <PaymentCalculator partners={partners} initial={payment} />
              <WhyFinanceBlock />
            </div>
            <p className="mt-8 text-center text-slate-700">
              {t.calculatorSection.comparePrompt}{" "}
              <Link to={to(CALCULATOR_PATH)} className="font-semibold text-ocean-800 underline">
                {t.calculatorSection.compareLink}
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
              {t.cta.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-ocean-100">{t.cta.text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to={to("/estimate")} className="btn-primary">
                {t.cta.estimate}
                <SpriteIcon icon="ArrowRight" className="size-4" />
              </Link>
              {prequalify?.applicationUrl && (
                <NewTabLink href={prequalify.applicationUrl} className="btn-ghost-light">
                  {t.cta.prequalify}
                </NewTabLink>
              )}
            </div>
          </div>
        </div>
      </section>

      {/* 6. Disclaimer */}
      <FinancingDisclaimer />

      <ClosingCta
        title={t.closing.title}
        text={fill(t.closing.text, { company: company.name })}
        estimateHref={to("/estimate")}
      />
    </>
  );
}

/** Hero aside: what the calculator's starting values cost with the first partner. */
function SamplePayment({ partner }: { partner: FinancingPartner }) {
  const monthly = monthlyPayment(DEFAULT_LOAN_AMOUNT, partner.apr, DEFAULT_TERM_MONTHS);
  const t = useTexts("financing").sample;
  const { t: loans, years } = useLoanWords();
  return (
    <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/25 frosted sm:p-8">
      <p className="text-sm font-bold tracking-wide text-ocean-50 uppercase">{t.heading}</p>
      <p className="mt-4 text-5xl font-extrabold tracking-tight text-sun-300">
        {formatUsdCents(monthly)}
        <span className="text-xl font-bold text-white">{loans.perMonth}</span>
      </p>
      <p className="mt-3 text-ocean-50">
        {fill(t.text, {
          amount: formatUsd(DEFAULT_LOAN_AMOUNT),
          years: years(DEFAULT_TERM_MONTHS),
          partner: partner.name,
          apr: formatApr(partner.apr),
        })}
      </p>
      <a href="#payment-calculator" className="btn-ghost-light mt-6">
        {t.adjust}
      </a>
    </div>
  );
}
