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
  aboveGroundIncluded,
  aboveGroundSeries,
} from "~/content/above-ground-series";
import { formatUsd } from "~/lib/catalogue/pricing";
import { ABOVE_GROUND_PAGE_TITLE } from "~/lib/content/page-titles";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/above-ground-pools.css?url";
import type { Route } from "./+types/above-ground-pools";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const STARTING_AT = `Starting at ${formatUsd(ABOVE_GROUND_STARTING_PRICE)}`;
const INSTALLATION = `${ABOVE_GROUND_INSTALL_DAYS} installation`;
const LONGEST_WARRANTY = Math.max(...aboveGroundSeries.map((s) => s.warrantyYears));
const WALL_HEIGHTS = [...new Set(aboveGroundSeries.map((s) => s.wallHeightInches))].sort((a, b) => b - a);

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: ABOVE_GROUND_PAGE_TITLE,
    description: `Above ground pools for Florida families: three series with warranties up to ${LONGEST_WARRANTY} years, ${STARTING_AT.toLowerCase()} with ${INSTALLATION}.`,
    path: "/above-ground-pools",
    keywords: ["above ground pools Florida", "resin above ground pool", "steel wall pool", "affordable pool"],
    jsonLd: companyLocalBusiness(companyFromMatches(matches), siteUrlFromMatches(matches)),
  });

const benefits: Benefit[] = [
  {
    icon: "BadgeDollarSign",
    title: "Budget friendly",
    text: `${STARTING_AT}, with ladders, filtration and installation options quoted up front.`,
  },
  {
    icon: "Timer",
    title: "Swim this week",
    text: `Most pools are set up, leveled and filled with ${INSTALLATION} on a prepared site.`,
  },
  {
    icon: "CloudSun",
    title: "Built for Florida",
    text: "Resin and galvanized steel walls with resin trim stand up to humidity, sun and salt air.",
  },
  {
    icon: "ShieldCheck",
    title: `Warranties up to ${LONGEST_WARRANTY} years`,
    text: `Every series carries its own warranty: ${aboveGroundSeries.map((s) => `${s.warrantyYears} years`).join(", ")}.`,
  },
  {
    icon: "Ruler",
    title: "Two wall heights",
    text: `Walls come in ${WALL_HEIGHTS.map((h) => `${h}`).join(" and ")} inch heights to suit your yard and your swimmers.`,
  },
  {
    icon: "Users",
    title: "Local crews",
    text: "The same local crews and offices that install our fiberglass pools set up and service your pool.",
  },
];

function SeriesSlide({ series }: { series: AboveGroundSeries }) {
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1fr_1.3fr]">
      <div className="water-gradient relative flex flex-col justify-end p-8 text-white">
        <p className="text-xs font-bold tracking-[0.2em] text-ocean-100 uppercase">Above ground series</p>
        <h3 className="mt-2 text-3xl font-extrabold tracking-tight">{series.name}</h3>
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white/15 px-4 py-3">
            <dt className="text-xs font-semibold text-ocean-50">Warranty</dt>
            <dd className="text-xl font-extrabold">{`${series.warrantyYears} years`}</dd>
          </div>
          <div className="rounded-xl bg-white/15 px-4 py-3">
            <dt className="text-xs font-semibold text-ocean-50">Wall height</dt>
            <dd className="text-xl font-extrabold">{`${series.wallHeightInches} inches`}</dd>
          </div>
        </dl>
      </div>
      <div className="p-6 sm:p-8">
        <p className="leading-relaxed text-slate-700">{series.description}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-bold tracking-wide text-ocean-800 uppercase">Shapes and sizes</h4>
            <p className="mt-2 text-sm font-semibold text-ocean-950">{series.shapes.join(" and ")}</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {series.sizes.map((size) => (
                <li key={size} className="rounded-full bg-ocean-50 px-2.5 py-1 text-xs font-medium text-ocean-900">
                  {size}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-bold tracking-wide text-ocean-800 uppercase">Features</h4>
            <ul className="mt-2 space-y-2">
              {series.features.map((feature) => (
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
  return (
    <>
      <PageHero
        eyebrow="Above ground pools"
        title="Above Ground Pools for Florida Families"
        intro={`An affordable pool your family can enjoy this season: three series built for Florida weather, ${STARTING_AT.toLowerCase()} with ${INSTALLATION}.`}
        facts={[STARTING_AT, INSTALLATION, `Warranties up to ${LONGEST_WARRANTY} years`]}
        actions={
          <>
            <Link to="/estimate" className="btn-primary">
              Get Free Estimate
            </Link>
            <a href="#series" className="btn-ghost-light">
              Explore Pool Series
            </a>
          </>
        }
        aside={
          <div className="rounded-2xl bg-white p-7 text-ocean-950 shadow-2xl shadow-ocean-950/30">
            <p className="eyebrow">Packages</p>
            <p className="mt-2 text-4xl font-extrabold tracking-tight">{STARTING_AT}</p>
            <ul className="mt-5 space-y-2.5 text-slate-700">
              {[
                `${aboveGroundSeries.length} series to choose from`,
                INSTALLATION[0]!.toUpperCase() + INSTALLATION.slice(1),
                `${WALL_HEIGHTS.join(" and ")} inch walls`,
                `Up to ${LONGEST_WARRANTY}-year warranty`,
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
          eyebrow="Why above ground"
          title="A Backyard Pool Without the Wait"
          intro="Everything you love about a pool, at a price and a pace that fit your family."
        />
        <div className="mt-10">
          <BenefitGrid benefits={benefits} />
        </div>
      </section>

      <section id="series" aria-labelledby="series-heading" className="scroll-mt-24 bg-sand-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="series-heading"
            eyebrow="Pool series"
            title="Choose Your Series"
            intro="Three series, each with its own wall, warranty and look."
          />
          <div className="mt-10">
            <Carousel
              label="Above ground pool series"
              itemName="series"
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
            eyebrow="What's included"
            title="What's Included With Every Pool"
            intro="A complete, ready-to-swim pool from one local team, with no surprise add-ons on installation day."
            align="left"
          />
          <ul className="grid gap-3 sm:grid-cols-2">
            {aboveGroundIncluded.map((item) => (
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
        title="Ready for your above ground pool?"
        text="Get a free estimate, or contact us with questions about sizes, series and installation."
        estimateHref="/estimate"
        secondary={{ to: "/contact", label: "Contact Us" }}
      />
    </>
  );
}
