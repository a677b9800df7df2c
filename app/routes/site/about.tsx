import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { OfficeCard } from "~/components/office-card";
import { PageHero } from "~/components/page-hero";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { ABOUT_STORY, HOW_WE_WORK, VALUES } from "~/content/about";
import { COMPANY_CLAIMS, OFFICE_COUNT, SERVICE_AREA } from "~/lib/company/offices";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/about.css?url";
import type { Route } from "./+types/about";
import { SpriteIcon } from "~/components/sprite-icon";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const VALUE_ICONS: readonly SpriteIconName[] = ["Handshake", "Eye", "HeartHandshake", "Sun"];

export const meta: Route.MetaFunction = ({ matches }) => {
  const company = companyFromMatches(matches);
  return routeMeta(matches, {
    title: "About Us",
    description: `About ${company.name}: fiberglass pool specialists with local crews, ${OFFICE_COUNT} Florida offices, ${COMPANY_CLAIMS.experience} and installation in ${COMPANY_CLAIMS.installDays}.`,
    path: "/about",
    jsonLd: companyLocalBusiness(company, siteUrlFromMatches(matches)),
  });
};

export default function AboutPage() {
  const company = useCompany();
  const stats = [
    { value: COMPANY_CLAIMS.installDays, label: "Typical installation" },
    { value: COMPANY_CLAIMS.rating, label: "Customer rating" },
    { value: String(OFFICE_COUNT), label: "Florida offices" },
    { value: "Free", label: "Written estimates" },
  ];
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${company.name}`}
        intro={`Florida's fiberglass pool specialists: local crews, honest estimates and pools installed in about two weeks, from ${OFFICE_COUNT} offices across Florida.`}
        actions={
          <>
            <Link to="/estimate" className="btn-primary">
              Get a Free Estimate
            </Link>
            <a href="#offices" className="btn-ghost-light">
              Find Your Office
            </a>
          </>
        }
        facts={[COMPANY_CLAIMS.experience, COMPANY_CLAIMS.structuralWarranty, COMPANY_CLAIMS.chemicals]}
      />

      <section aria-labelledby="story" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <SectionHeading id="story" eyebrow="The company" title="Pools without the long wait" align="left" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
              {ABOUT_STORY.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-2xl bg-ocean-50 p-6 text-center ring-1 ring-ocean-100"
              >
                <dt className="text-sm font-semibold text-slate-700">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-ocean-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="how-we-work" className="bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="how-we-work"
            eyebrow="How we work"
            title="One team from estimate to first swim"
            intro="Every project follows the same clear path, with one point of contact at your local office."
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {HOW_WE_WORK.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-sun-400 font-extrabold text-ocean-950">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-ocean-950">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-10 text-center">
            <Link to="/installation" className="font-semibold text-ocean-800 underline">
              See the installation timeline day by day
            </Link>
          </p>
        </div>
      </section>

      <section id="offices" aria-labelledby="offices-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="offices-heading"
            eyebrow="Our offices"
            title={`${OFFICE_COUNT} offices, one Florida team`}
            intro={`${SERVICE_AREA}. Every office is open ${company.hours}.`}
          />
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {company.offices.map((office) => (
              <OfficeCard key={office.id} office={office} showTowns highlight={office.isPrimary} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="values" className="water-gradient py-16 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading id="values" eyebrow="Our values" title="What we stand for" tone="light" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value, index) => {
              const icon = VALUE_ICONS[index % VALUE_ICONS.length]!;
              return (
                <li key={value.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25 frosted">
                  <SpriteIcon icon={icon} className="size-8 text-sun-300" />
                  <h3 className="mt-4 text-lg font-bold">{value.title}</h3>
                  <p className="mt-2 text-ocean-50">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <ClosingCta
        title="Meet your local pool team"
        text="Get a free estimate, or call your nearest office and talk to the people who will build your pool."
      />
    </>
  );
}
