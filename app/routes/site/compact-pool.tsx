import { depthIn } from "~/lib/catalogue/pool-labels";
import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { type Benefit, BenefitGrid } from "~/components/benefit-grid";
import { useCompany } from "~/components/company-context";
import { OfficeCard } from "~/components/office-card";
import { PageHero } from "~/components/page-hero";
import { PoolCard } from "~/components/pool-card";
import { CallNearestButton } from "~/components/pool-detail/call-nearest-button";
import { PoolImage } from "~/components/pool-image";
import { SectionHeading } from "~/components/section-heading";
import { Stars } from "~/components/stars";
import { gallonsIn } from "~/components/manufacturer/catalogue-words";
import { COMPACT_FEATURED_POOL_IDS, COMPACT_POOL_PATH, compactPoolTestimonialAuthors } from "~/content/compact-pool";
import { companyClaimsTexts } from "~/content/texts/company-claims.server";
import { compactPoolTexts } from "~/content/texts/compact-pool.server";
import { poolPanelTexts } from "~/content/texts/pool-panel.server";
import { appContext } from "~/context";
import { COMPACT_POOL_ESTIMATE_HREF, estimateHref } from "~/lib/leads/estimate-links";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { GENERIC_POOL_IMAGE } from "~/lib/catalogue/pool-image";
import { compactPools } from "~/lib/catalogue/pool-links";
import { formatUsd } from "~/lib/catalogue/pricing";
import { localeOfRequest } from "~/lib/i18n/locale";
import { inLanguage } from "~/lib/i18n/staff-content";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { type PublicPool, getActivePoolById, listActivePoolsIn, toPublicPool } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/compact-pool.css?url";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";
import type { Route } from "./+types/compact-pool";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const BENEFIT_ICONS: readonly SpriteIconName[] = ["Timer", "Maximize", "PiggyBank", "Sun"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(appContext);
  const locale = localeOfRequest(request);
  // The page stands even when pools cannot be read (the copy needs no database): the lists are then silently empty.
  let compact: PublicPool[] = [];
  try {
    compact = compactPools(await listActivePoolsIn(db, locale));
  } catch (error) {
    logger.warn({ err: error }, "compact pool page: pool list failed, showing no compact pools");
  }
  const featured: PublicPool[] = [];
  for (const id of COMPACT_FEATURED_POOL_IDS) {
    try {
      const row = await getActivePoolById(db, id);
      if (row) featured.push(toPublicPool(row, locale));
    } catch (error) {
      logger.warn({ err: error, poolId: id }, "compact pool page: featured pool failed to load");
    }
  }
  // A pool's description in the page's language: the Spanish one on a Spanish page when staff wrote it.
  const inPageLanguage = (pool: PublicPool): PublicPool => ({
    ...pool,
    description: inLanguage(locale, pool.description, pool.descriptionEs),
  });
  return {
    featured: featured.map(inPageLanguage),
    compact: compact.map(inPageLanguage),
    texts: pickTexts(locale, compactPoolTexts, poolPanelTexts, companyClaimsTexts),
  };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["compactPool", "companyClaims"], ({ compactPool, companyClaims }, { matches }) => {
    const t = compactPool.meta;
    return routeMeta(matches, {
      title: t.title,
      description: fill(t.description, { days: companyClaims.compactInstallDays }),
      path: COMPACT_POOL_PATH,
      keywords: t.keywords,
      jsonLd: companyLocalBusiness(companyFromMatches(matches), siteUrlFromMatches(matches)),
    });
  });

function FeaturedPool({ pool, priority }: { pool: PublicPool; priority: boolean }) {
  const t = useTexts("compactPool").featured;
  const gallons = useTexts("poolPanel").gallons;
  const card = useTexts("poolCard");
  const to = useLocalePath();
  const name = poolDisplayName(pool);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PoolImage
        pool={pool}
        src={pool.planImageUrl}
        alt={fill(t.planAlt, { name })}
        loading={priority ? "eager" : "lazy"}
        className="object-contain"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow">
          {pool.manufacturer} · {pool.shape}
        </p>
        <h3 className="mt-1 text-2xl font-extrabold text-ocean-950">{name}</h3>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">{t.size}</dt>
            <dd className="font-bold text-ocean-950">{pool.dimensions}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t.depth}</dt>
            <dd className="font-bold text-ocean-950">{depthIn(card, pool)}</dd>
          </div>
          {pool.volume ? (
            <div>
              <dt className="text-slate-600">{t.capacity}</dt>
              <dd className="font-bold text-ocean-950">{gallonsIn(gallons, pool.volume)}</dd>
            </div>
          ) : null}
        </dl>
        {pool.price ? (
          <p className="mt-4 text-slate-700">
            {t.from} <span className="text-2xl font-extrabold text-ocean-950">{formatUsd(pool.price)}</span>
          </p>
        ) : null}
        <Link to={to(`/pool-detail/${pool.id}`)} className="btn-ocean mt-auto self-start">
          {fill(t.details, { name })}
          <SpriteIcon icon="ArrowRight" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export default function CompactPoolPage({ loaderData }: Route.ComponentProps) {
  const { featured, compact } = loaderData;
  const company = useCompany();
  const t = useTexts("compactPool");
  const gallons = useTexts("poolPanel").gallons;
  const card = useTexts("poolCard");
  const days = useTexts("companyClaims").compactInstallDays;
  const to = useLocalePath();
  const specPool = featured.find((p) => p.id === COMPACT_FEATURED_POOL_IDS[0]);
  const benefits: Benefit[] = t.benefits.items.map((b, i) => ({
    title: fill(b.title, { days }),
    text: fill(b.text, { days }),
    icon: BENEFIT_ICONS[i] ?? "Check",
  }));
  const specValues = specPool && {
    name: poolDisplayName(specPool),
    dimensions: specPool.dimensions ?? "",
    depth: depthIn(card, specPool),
    gallons: specPool.volume ? gallonsIn(gallons, specPool.volume) : "",
  };

  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.heading}
        intro={fill(t.hero.intro, { days })}
        facts={t.hero.facts.map((fact) => fill(fact, { days }))}
        actions={
          <>
            <Link to={to(COMPACT_POOL_ESTIMATE_HREF)} className="btn-primary">
              {t.hero.estimate}
            </Link>
            <CallNearestButton className="btn-ghost-light" />
          </>
        }
        aside={
          <figure className="rounded-2xl bg-white/95 p-3 shadow-2xl shadow-ocean-950/30">
            {specPool && specValues ? (
              <PoolImage
                pool={specPool}
                src={specPool.planImageUrl}
                alt={fill(t.hero.specAlt, specValues)}
                loading="eager"
                fetchPriority="high"
                className="rounded-xl object-contain"
              />
            ) : (
              <img
                src={GENERIC_POOL_IMAGE}
                alt={t.hero.genericAlt}
                width={800}
                height={500}
                className="aspect-[8/5] w-full rounded-xl object-cover"
              />
            )}
            <figcaption className="px-2 pt-3 pb-1 text-sm font-semibold text-ocean-950">
              {specValues
                ? fill(specValues.gallons ? t.hero.specCaptionGallons : t.hero.specCaption, specValues)
                : t.hero.genericCaption}
            </figcaption>
          </figure>
        }
      />

      <section aria-labelledby="plunge-explainer" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading
              id="plunge-explainer"
              eyebrow={t.explainer.eyebrow}
              title={t.explainer.title}
              align="left"
            />
            {t.explainer.paragraphs.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </div>
          <ul className="grid gap-3">
            {t.explainer.points.map((point) => (
              <li
                key={point}
                className="icon-before icon-Check flex gap-3 rounded-2xl bg-ocean-50 px-5 py-4 font-medium text-ocean-950 before:mt-0.5 before:size-5 before:text-palm-600"
              >
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured-compact" className="bg-sand-50">
          <div className="container-page py-16 sm:py-20">
            <SectionHeading
              id="featured-compact"
              eyebrow={t.featured.eyebrow}
              title={t.featured.title}
              intro={t.featured.intro}
            />
            <div className="mt-10 grid gap-6 md:grid-cols-2">
              {featured.map((pool, i) => (
                <FeaturedPool key={pool.id} pool={pool} priority={i === 0} />
              ))}
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="compact-grid" className="container-page py-16 sm:py-20">
        <SectionHeading id="compact-grid" eyebrow={t.grid.eyebrow} title={t.grid.title} intro={t.grid.intro} />
        {compact.length > 0 ? (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {compact.map((pool) => (
              // Linked by id (/pool-detail/{id}), like the featured models above, not by slug.
              <PoolCard
                key={pool.id}
                pool={{ ...pool, slug: null }}
                estimateHref={to(
                  estimateHref({
                    poolId: pool.id,
                    poolName: pool.name,
                    poolDimensions: pool.dimensions,
                    sourcePage: "10x20-fiberglass-pool",
                  }),
                )}
              />
            ))}
          </div>
        ) : (
          <p className="mt-8 text-center text-slate-700">{t.grid.none}</p>
        )}
        <div className="mt-10 text-center">
          <Link to={to("/pools")} className="btn-outline">
            {t.grid.viewAll}
            <SpriteIcon icon="ArrowRight" className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="compact-benefits" className="bg-ocean-50/60">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading id="compact-benefits" eyebrow={t.benefits.eyebrow} title={t.benefits.title} />
          <div className="mt-10">
            <BenefitGrid benefits={benefits} columns={4} />
          </div>
        </div>
      </section>

      <section aria-labelledby="compact-testimonials" className="container-page py-16 sm:py-20">
        <SectionHeading id="compact-testimonials" eyebrow={t.testimonials.eyebrow} title={t.testimonials.title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {compactPoolTestimonialAuthors.map((author, index) => (
            <li key={author.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <SpriteIcon icon="Quote" className="size-8 text-sun-400" />
                <Stars rating={author.rating} className="mt-3" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                  {t.testimonials.quotes[index]}
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-bold text-ocean-950">{author.name}</span>
                  <span className="text-slate-600">{author.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="compact-branches" className="bg-sand-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="compact-branches"
            eyebrow={t.branches.eyebrow}
            title={t.branches.title}
            intro={t.branches.intro}
          />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {company.offices.map((office) => (
              <OfficeCard key={office.id} office={office} />
            ))}
          </div>
        </div>
      </section>

      <ClosingCta title={t.closing.title} text={t.closing.text} estimateHref={to(COMPACT_POOL_ESTIMATE_HREF)} />
    </>
  );
}
