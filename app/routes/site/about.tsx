import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { OfficeCard } from "~/components/office-card";
import { PageHero } from "~/components/page-hero";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { aboutTexts } from "~/content/texts/about.server";
import { companyClaimsTexts } from "~/content/texts/company-claims.server";
import { appContext } from "~/context";
import { openingHoursIn } from "~/lib/company/opening-hours-in";
import { loadCompany } from "~/models/company.server";
import { OFFICE_COUNT } from "~/lib/company/offices";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/about.css?url";
import type { Route } from "./+types/about";
import { SpriteIcon } from "~/components/sprite-icon";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const VALUE_ICONS: readonly SpriteIconName[] = ["Handshake", "Eye", "HeartHandshake", "Sun"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  // The Spanish hours as a sentence writes them (lower case), written here: the page's script formats none.
  const hoursInSentence =
    locale === "es"
      ? openingHoursIn(locale, (await loadCompany(context.get(appContext).db)).primaryOffice.openingHours, "sentence")
      : null;
  return { texts: pickTexts(locale, aboutTexts, companyClaimsTexts), ...(hoursInSentence && { hoursInSentence }) };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["about", "companyClaims"], ({ about, companyClaims: claims }, { matches }) => {
    const company = companyFromMatches(matches);
    const t = about.meta;
    return routeMeta(matches, {
      title: t.title,
      description: fill(t.description, {
        company: company.name,
        offices: OFFICE_COUNT,
        experience: claims.experience,
        installDays: claims.installDays,
      }),
      path: "/about",
      jsonLd: companyLocalBusiness(company, siteUrlFromMatches(matches)),
    });
  });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const t = useTexts("about");
  const claims = useTexts("companyClaims");
  const to = useLocalePath();
  const hours = loaderData.hoursInSentence ?? company.hours;
  const stats = [
    { value: claims.installDays, label: t.stats.installation },
    { value: claims.rating, label: t.stats.rating },
    { value: String(OFFICE_COUNT), label: t.stats.offices },
    { value: t.stats.free, label: t.stats.estimates },
  ];
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={fill(t.hero.title, { company: company.name })}
        intro={fill(t.hero.intro, { offices: OFFICE_COUNT })}
        actions={
          <>
            <Link to={to("/estimate")} className="btn-primary">
              {t.hero.estimate}
            </Link>
            <a href="#offices" className="btn-ghost-light">
              {t.hero.findOffice}
            </a>
          </>
        }
        facts={[claims.experience, claims.structuralWarranty, claims.chemicals]}
      />

      <section aria-labelledby="story" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <SectionHeading id="story" eyebrow={t.story.eyebrow} title={t.story.title} align="left" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
              {t.story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>
                  {fill(paragraph, { installDays: claims.installDays, experience: claims.experience })}
                </p>
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
            eyebrow={t.howWeWork.eyebrow}
            title={t.howWeWork.title}
            intro={t.howWeWork.intro}
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {t.howWeWork.steps.map((step, index) => (
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
            <Link to={to("/installation")} className="font-semibold text-ocean-800 underline">
              {t.howWeWork.timeline}
            </Link>
          </p>
        </div>
      </section>

      <section id="offices" aria-labelledby="offices-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="offices-heading"
            eyebrow={t.offices.eyebrow}
            title={fill(t.offices.title, { offices: OFFICE_COUNT })}
            intro={fill(t.offices.intro, { serviceArea: t.offices.serviceArea, hours })}
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
          <SectionHeading id="values" eyebrow={t.values.eyebrow} title={t.values.title} tone="light" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {t.values.items.map((value, index) => {
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

      <ClosingCta title={t.closing.title} text={t.closing.text} estimateHref={to("/estimate")} />
    </>
  );
}
