import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { type Benefit, BenefitGrid } from "~/components/benefit-grid";
import { Carousel } from "~/components/manufacturer/carousel";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import {
  ABOVE_GROUND_INSTALL_DAYS,
  ABOVE_GROUND_STARTING_PRICE,
  type AboveGroundSeries,
  aboveGroundSeries,
} from "~/content/above-ground-series";
import { aboveGroundTexts } from "~/content/texts/above-ground.server";
import { carouselTexts } from "~/content/texts/carousel.server";
import { formatUsd } from "~/lib/catalogue/pricing";
import { localeOfRequest } from "~/lib/i18n/locale";
import { type TextAreas, pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/above-ground-pools.css?url";
import type { Route } from "./+types/above-ground-pools";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const LONGEST_WARRANTY = Math.max(...aboveGroundSeries.map((s) => s.warrantyYears));
const WALL_HEIGHTS = [...new Set(aboveGroundSeries.map((s) => s.wallHeightInches))].sort((a, b) => b - a);
/** The figures the page's texts are filled with. */
const FIGURES = {
  price: formatUsd(ABOVE_GROUND_STARTING_PRICE),
  days: ABOVE_GROUND_INSTALL_DAYS,
  years: LONGEST_WARRANTY,
};

export function loader({ request }: Route.LoaderArgs) {
  return { texts: pickTexts(localeOfRequest(request), aboveGroundTexts, carouselTexts) };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["aboveGround"], ({ aboveGround }, { matches }) => {
    const t = aboveGround.meta;
    return routeMeta(matches, {
      title: t.title,
      description: fill(t.description, FIGURES),
      path: "/above-ground-pools",
      keywords: t.keywords,
      jsonLd: companyLocalBusiness(companyFromMatches(matches), siteUrlFromMatches(matches)),
    });
  });

const BENEFIT_ICONS = ["BadgeDollarSign", "Timer", "CloudSun", "ShieldCheck", "Ruler", "Users"] as const;

type AboveGroundTexts = TextAreas["aboveGround"];

function benefitsOf(t: AboveGroundTexts): Benefit[] {
  const values = {
    ...FIGURES,
    warranties: aboveGroundSeries.map((s) => fill(t.benefits.years, { years: s.warrantyYears })).join(", "),
    heights: WALL_HEIGHTS.join(` ${t.and} `),
  };
  return t.benefits.items.map((item, index) => ({
    icon: BENEFIT_ICONS[index] ?? "Check",
    title: fill(item.title, values),
    text: fill(item.text, values),
  }));
}

function SeriesSlide({ series }: { series: AboveGroundSeries }) {
  const t = useTexts("aboveGround");
  const words = t.series[series.id];
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1fr_1.3fr]">
      <div className="water-gradient relative flex flex-col justify-end p-8 text-white">
        <p className="text-xs font-bold tracking-[0.2em] text-ocean-100 uppercase">{t.slide.eyebrow}</p>
        <h3 className="mt-2 text-3xl font-extrabold tracking-tight">{series.name}</h3>
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white/15 px-4 py-3">
            <dt className="text-xs font-semibold text-ocean-50">{t.slide.warranty}</dt>
            <dd className="text-xl font-extrabold">{fill(t.slide.warrantyYears, { years: series.warrantyYears })}</dd>
          </div>
          <div className="rounded-xl bg-white/15 px-4 py-3">
            <dt className="text-xs font-semibold text-ocean-50">{t.slide.wallHeight}</dt>
            <dd className="text-xl font-extrabold">{fill(t.slide.wallInches, { inches: series.wallHeightInches })}</dd>
          </div>
        </dl>
      </div>
      <div className="p-6 sm:p-8">
        <p className="leading-relaxed text-slate-700">{words.description}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-bold tracking-wide text-ocean-800 uppercase">{t.slide.shapesAndSizes}</h4>
            <p className="mt-2 text-sm font-semibold text-ocean-950">{words.shapes.join(` ${t.and} `)}</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {words.sizes.map((size) => (
                <li key={size} className="rounded-full bg-ocean-50 px-2.5 py-1 text-xs font-medium text-ocean-900">
                  {size}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-bold tracking-wide text-ocean-800 uppercase">{t.slide.features}</h4>
            <ul className="mt-2 space-y-2">
              {words.features.map((feature) => (
                <li
                  key={feature}
                  className="icon-before icon-Check flex gap-2 text-sm text-slate-700 before:mt-0.5 before:size-4 before:text-palm-600"
                >
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </article>
  );
}

export default function AboveGroundPoolsPage() {
  const t = useTexts("aboveGround");
  const to = useLocalePath();
  const startingAt = fill(t.startingAt, FIGURES);
  const installation = fill(t.installationItem, FIGURES);
  const warrantiesUpTo = fill(t.warrantiesUpTo, FIGURES);
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={fill(t.hero.intro, FIGURES)}
        facts={[startingAt, installation, warrantiesUpTo]}
        actions={
          <>
            <Link to={to("/estimate")} className="btn-primary">
              {t.hero.estimate}
            </Link>
            <a href="#series" className="btn-ghost-light">
              {t.hero.explore}
            </a>
          </>
        }
        aside={
          <div className="rounded-2xl bg-white p-7 text-ocean-950 shadow-2xl shadow-ocean-950/30">
            <p className="eyebrow">{t.hero.packages}</p>
            <p className="mt-2 text-4xl font-extrabold tracking-tight">{startingAt}</p>
            <ul className="mt-5 space-y-2.5 text-slate-700">
              {[
                fill(t.hero.seriesCount, { count: aboveGroundSeries.length }),
                installation,
                fill(t.hero.walls, { heights: WALL_HEIGHTS.join(` ${t.and} `) }),
                fill(t.hero.longestWarranty, FIGURES),
              ].map((item) => (
                <li
                  key={item}
                  className="icon-before icon-Check flex gap-2.5 before:mt-0.5 before:size-5 before:text-palm-600"
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
        }
      />

      <section aria-labelledby="above-ground-benefits" className="container-page py-16 sm:py-20">
        <SectionHeading
          id="above-ground-benefits"
          eyebrow={t.benefits.eyebrow}
          title={t.benefits.title}
          intro={t.benefits.intro}
        />
        <div className="mt-10">
          <BenefitGrid benefits={benefitsOf(t)} />
        </div>
      </section>

      <section id="series" aria-labelledby="series-heading" className="scroll-mt-24 bg-sand-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="series-heading"
            eyebrow={t.seriesSection.eyebrow}
            title={t.seriesSection.title}
            intro={t.seriesSection.intro}
          />
          <div className="mt-10">
            <Carousel
              label={t.seriesSection.carouselLabel}
              itemName={t.seriesSection.itemName}
              titles={aboveGroundSeries.map((s) => s.name)}
              showDots
              renderSlide={(i) => <SeriesSlide series={aboveGroundSeries[i]!} />}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="included" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <SectionHeading
            id="included"
            eyebrow={t.included.eyebrow}
            title={t.included.title}
            intro={t.included.intro}
            align="left"
          />
          <ul className="grid gap-3 sm:grid-cols-2">
            {t.included.items.map((item) => (
              <li
                key={item}
                className="icon-before icon-Check flex gap-3 rounded-2xl bg-ocean-50 px-5 py-4 font-medium text-ocean-950 before:mt-0.5 before:size-5 before:text-palm-600"
              >
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingCta
        title={t.closing.title}
        text={t.closing.text}
        estimateHref={to("/estimate")}
        secondary={{ to: to("/contact"), label: t.closing.contact }}
      />
    </>
  );
}
