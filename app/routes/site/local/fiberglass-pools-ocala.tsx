import { Link } from "react-router";
import { serviceAreaNames } from "~/lib/company/service-areas";
import { ClosingCta } from "~/components/closing-cta";
import { useCompany } from "~/components/company-context";
import { OfficeCard } from "~/components/office-card";
import { PageHero } from "~/components/page-hero";
import { PoolCard, type PoolCardPool } from "~/components/pool-card";
import { SectionHeading } from "~/components/section-heading";
import { telHref } from "~/lib/company/offices";
import { LOCAL_POOL_LIMIT, OCALA_POPULAR_POOL_SLUGS, OCALA_SOURCE_PAGE } from "~/content/local-pages";
import { ocalaTexts } from "~/content/texts/local-pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatAndList } from "~/lib/text/plain-format";
import { appContext } from "~/context";
import { getOffice } from "~/lib/company/company-profile";
import { estimateHref } from "~/lib/leads/estimate-links";
import { BASE_POOL_PRICE, formatUsd } from "~/lib/catalogue/pricing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { officeLocalBusiness } from "~/lib/seo/structured-data";
import { listActivePoolsIn } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/fiberglass-pools-ocala.css?url";
import type { Route } from "./+types/fiberglass-pools-ocala";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/fiberglass-pools-ocala";
const PAGE_ESTIMATE_HREF = estimateHref({ sourcePage: OCALA_SOURCE_PAGE });

/** The fields a pool card needs, so the page does not ship whole pool records. */
function cardFields(pool: PoolCardPool): PoolCardPool {
  const { id, slug, name, model, description, manufacturer, brand, series, shape, sizeCategory } = pool;
  const { dimensions, depth, volume, price, builtInSpa, imageUrl, planImageUrl, images } = pool;
  return {
    id,
    slug,
    name,
    model,
    description,
    manufacturer,
    brand,
    series,
    shape,
    sizeCategory,
    dimensions,
    depth,
    volume,
    price,
    builtInSpa,
    imageUrl,
    planImageUrl,
    images,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const pools = await listActivePoolsIn(db, locale);
  const chosen = OCALA_POPULAR_POOL_SLUGS.map((slug) => pools.find((p) => p.slug === slug)).filter(
    (p): p is (typeof pools)[number] => p !== undefined,
  );
  for (const pool of pools) {
    if (chosen.length >= LOCAL_POOL_LIMIT) break;
    if (!chosen.includes(pool)) chosen.push(pool);
  }
  return {
    pools: chosen.slice(0, LOCAL_POOL_LIMIT).map(cardFields),
    poolCount: pools.length,
    texts: pickTexts(locale, ocalaTexts),
  };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["ocala"], ({ ocala }, { matches }) => {
    const company = companyFromMatches(matches);
    const office = getOffice(company, "ocala");
    const t = ocala.meta;
    return routeMeta(matches, {
      title: t.title,
      description: fill(t.description, { price: formatUsd(BASE_POOL_PRICE) }),
      path: PATH,
      keywords: t.keywords,
      jsonLd: {
        "@context": "https://schema.org",
        ...officeLocalBusiness(company, office, siteUrlFromMatches(matches)),
      },
    });
  });

export default function OcalaPage({ loaderData }: Route.ComponentProps) {
  const { pools, poolCount } = loaderData;
  const office = getOffice(useCompany(), "ocala");
  const t = useTexts("ocala");
  const locale = useLocale();
  const to = useLocalePath();
  const price = formatUsd(BASE_POOL_PRICE);
  const towns =
    locale === "es"
      ? formatAndList(office.serviceTowns, "es")
      : `${office.serviceTowns.slice(0, -1).join(", ")} and ${office.serviceTowns.at(-1)}`;
  return (
    <>
      <PageHero
        eyebrow={[office.name, ...serviceAreaNames(office.serviceAreas, locale)].join(" · ")}
        title={t.hero.title}
        intro={fill(t.hero.intro, { office: office.name })}
        actions={
          <>
            <Link to={to(PAGE_ESTIMATE_HREF)} className="btn-primary">
              {t.hero.estimate}
            </Link>
            <a href={telHref(office.phone)} data-office={office.id} className="btn-ghost-light">
              <SpriteIcon icon="Phone" className="size-4" />
              {fill(t.hero.call, { office: office.name, phone: office.phone })}
            </a>
          </>
        }
        facts={t.hero.facts}
        aside={
          <div className="hidden rounded-3xl bg-white/10 p-6 ring-1 ring-white/25 frosted sm:p-8 lg:block">
            <p className="text-sm font-bold tracking-wide text-ocean-50 uppercase">{t.hero.serving}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {office.serviceTowns.map((town) => (
                <li
                  key={town}
                  className="icon-before icon-MapPin flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold before:size-4 before:text-sun-300"
                >
                  {town}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-ocean-50">
              {office.address}, {office.city}, {office.state} {office.zip} · {office.hours}
            </p>
          </div>
        }
      />

      <section aria-labelledby="service-area" className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <div>
            <SectionHeading
              id="service-area"
              eyebrow={t.area.eyebrow}
              title={t.area.title}
              align="left"
              intro={fill(t.area.intro, { office: office.name })}
            />
            <ul className="mt-8 grid grid-cols-3 gap-2 sm:gap-3">
              {serviceAreaNames(office.serviceAreas, locale).map((area) => (
                <li key={area} className="rounded-2xl bg-ocean-50 p-3 text-center ring-1 ring-ocean-100 sm:p-4">
                  <SpriteIcon icon="MapPin" className="mx-auto size-5 text-ocean-700" />
                  <p className="mt-2 text-sm font-bold text-ocean-950 sm:text-base">{area}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-slate-700">{fill(t.area.towns, { towns })}</p>
          </div>
          <OfficeCard office={office} highlight />
        </div>
      </section>

      <section aria-labelledby="popular-pools" className="bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="popular-pools"
            eyebrow={t.popular.eyebrow}
            title={t.popular.title}
            intro={t.popular.intro}
          />
          {pools.length === 0 ? (
            <p className="mt-10 text-center text-slate-700">
              {t.popular.updating}{" "}
              <Link to={to("/pools")} className="font-semibold text-ocean-800 underline">
                {t.popular.browseAll}
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
                      estimateHref({ poolId: pool.id, poolName: pool.name, sourcePage: OCALA_SOURCE_PAGE }),
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-10 text-center">
            <Link to={to("/pools")} className="btn-outline">
              {fill(t.popular.viewAll, { count: poolCount })}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="why-fiberglass" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="why-fiberglass" eyebrow={t.why.eyebrow} title={t.why.title} intro={t.why.intro} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2">
            {t.why.reasons.map((reason) => (
              <li
                key={reason.title}
                className="icon-before icon-CircleCheck flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm before:mt-0.5 before:size-6 before:text-palm-600"
              >
                <div>
                  <h3 className="text-lg font-bold text-ocean-950">{reason.title}</h3>
                  <p className="mt-1 text-slate-700">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center text-slate-700">
            {t.why.seeHow}{" "}
            <Link to={to("/installation")} className="font-semibold text-ocean-800 underline">
              {t.why.timeline}
            </Link>
            .
          </p>
        </div>
      </section>

      <ClosingCta
        title={fill(t.closing.title, { office: office.name })}
        text={fill(t.closing.text, { price })}
        estimateHref={to(PAGE_ESTIMATE_HREF)}
        fallbackOfficeId="ocala"
      />
    </>
  );
}
