import { Star } from "lucide-react";
import { Link } from "react-router";
import { FinancingCalculator } from "~/components/calculator/financing-calculator";
import { ClosingCta } from "~/components/closing-cta";
import type { FinancingPartner } from "~/components/financing/partner";
import { calculatorPageJsonLd } from "~/components/financing/structured-data";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { appContext } from "~/context";
import { CALCULATOR_MARKETING_APR, CALCULATOR_PATH, FINANCING_PATH } from "~/content/financing";
import { calculatorTexts } from "~/content/texts/calculator.server";
import { loansTexts } from "~/content/texts/loans.server";
import { parseCalculatorQuery } from "~/lib/financing/financing-calculator";
import { formatUsd } from "~/lib/catalogue/pricing";
import { localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { useLoanWords } from "~/components/financing/use-loan-words";
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
  const locale = localeOfRequest(request);
  const partners: FinancingPartner[] = await listActiveFinancingPartners(db, locale);
  return { input, calculated, partners, texts: pickTexts(locale, calculatorTexts, loansTexts) };
}

export const shouldRevalidate = keepPageOnQueryChange;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["calculator"], ({ calculator }, { matches, loaderData }) => {
    const t = calculator.meta;
    return routeMeta(matches, {
      title: t.title,
      description: fill(t.description, { apr: CALCULATOR_MARKETING_APR }),
      path: CALCULATOR_PATH,
      keywords: [...t.keywords],
      jsonLd: calculatorPageJsonLd(
        companyFromMatches(matches),
        loaderData.partners,
        siteUrlFromMatches(matches),
        localizedPath(localeFromMatches(matches), CALCULATOR_PATH),
        t,
      ),
    });
  });

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { input, calculated, partners } = loaderData;
  const t = useTexts("calculator");
  const to = useLocalePath();
  const apr = { apr: CALCULATOR_MARKETING_APR };
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={fill(t.hero.intro, apr)}
        actions={
          <>
            <a href="#calculator" className="btn-primary">
              {t.hero.calculate}
            </a>
            <Link to={to(FINANCING_PATH)} className="btn-ghost-light">
              {t.hero.compare}
            </Link>
          </>
        }
        facts={t.hero.facts.map((fact) => fill(fact, apr))}
      />

      <section aria-labelledby="calculator-features" className="pt-4 pb-4 sm:pt-6">
        <div className="container-page">
          <h2 id="calculator-features" className="sr-only">
            {t.features.heading}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {Object.entries(FEATURE_ICONS).map(([id, icon]) => {
              const feature = t.features.items[id as keyof typeof FEATURE_ICONS];
              return (
                <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <IconTile
                    icon={icon}
                    className="size-12 rounded-xl bg-ocean-700 text-white"
                    iconSize="before:size-6"
                  />
                  <h3 className="mt-4 text-xl font-bold text-ocean-950">{feature.title}</h3>
                  <p className="mt-2 text-slate-700">{fill(feature.text, apr)}</p>
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
            eyebrow={t.section.eyebrow}
            title={t.section.title}
            intro={t.section.intro}
          />
          <div className="mt-12">
            {/* The query starts the form; afterwards the form holds the numbers and writes them into the address. */}
            <FinancingCalculator initialInput={input} initiallyCalculated={calculated} />
          </div>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to={to(FINANCING_PATH)} className="btn-ocean">
              {t.hero.compare}
              <SpriteIcon icon="ArrowRight" className="size-4" />
            </Link>
            <Link to={to("/contact")} className="btn-outline">
              <SpriteIcon icon="MessageCircle" className="size-4" />
              {t.section.specialist}
            </Link>
          </div>
          <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-700">{t.section.disclaimer}</p>
        </div>
      </section>

      {partners.length > 0 && <PartnerStrip partners={partners} />}

      <ClosingCta title={t.closing.title} text={t.closing.text} estimateHref={to("/estimate")} />
    </>
  );
}

/** The lenders stored in the database with their current starting rates. */
function PartnerStrip({ partners }: { partners: readonly FinancingPartner[] }) {
  const t = useTexts("calculator").strip;
  const { t: loans, years } = useLoanWords();
  const to = useLocalePath();
  return (
    <section aria-labelledby="calculator-partners" className="bg-ocean-50/60 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="calculator-partners" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-xl font-bold text-ocean-950">{partner.name}</h3>
                {partner.promoted && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-sun-400 px-3 py-1 text-xs font-bold text-ocean-950">
                    <Star aria-hidden="true" className="size-3.5 fill-current" />
                    {loans.mostPopular}
                  </span>
                )}
              </div>
              <p className="mt-3 text-3xl font-extrabold text-ocean-800">
                {t.from} {partner.apr.toFixed(2)}%<span aria-hidden="true">*</span>{" "}
                <span className="text-base font-bold">APR</span>
              </p>
              <p className="mt-2 text-slate-700">
                {fill(t.range, {
                  minimum: formatUsd(partner.minAmount),
                  maximum: formatUsd(partner.maxAmount),
                  years: years(partner.termMonths),
                })}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-700">{loans.startingRateNote}</p>
        <div className="mt-6 text-center">
          <Link to={to(FINANCING_PATH)} className="btn-ocean">
            {t.details}
            <SpriteIcon icon="ArrowRight" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
