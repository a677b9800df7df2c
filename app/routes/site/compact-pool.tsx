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
import {
  COMPACT_FEATURED_POOL_IDS,
  COMPACT_POOL_PATH,
  compactPoolBenefits,
  compactPoolPage,
  compactPoolTestimonials,
  plungePoolExplainer,
} from "~/content/compact-pool";
import { appContext } from "~/context";
import { COMPACT_POOL_ESTIMATE_HREF, estimateHref } from "~/lib/leads/estimate-links";
import { formatGallons, poolDisplayDepth, poolDisplayName } from "~/lib/catalogue/pool-display";
import { GENERIC_POOL_IMAGE } from "~/lib/catalogue/pool-image";
import { compactPools } from "~/lib/catalogue/pool-links";
import { formatUsd } from "~/lib/catalogue/pricing";
import { COMPACT_POOL_PAGE_TITLE } from "~/lib/content/page-titles";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { type PublicPool, getActivePoolById, listActivePools, toPublicPool } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/compact-pool.css?url";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";
import type { Route } from "./+types/compact-pool";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const BENEFIT_ICONS: readonly SpriteIconName[] = ["Timer", "Maximize", "PiggyBank", "Sun"];

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = context.get(appContext);
  // The page stands even when pools cannot be read (the copy needs no database): the lists are then silently empty.
  let compact: PublicPool[] = [];
  try {
    compact = compactPools(await listActivePools(db));
  } catch (error) {
    logger.warn({ err: error }, "compact pool page: pool list failed, showing no compact pools");
  }
  const featured: PublicPool[] = [];
  for (const id of COMPACT_FEATURED_POOL_IDS) {
    try {
      const row = await getActivePoolById(db, id);
      if (row) featured.push(toPublicPool(row));
    } catch (error) {
      logger.warn({ err: error, poolId: id }, "compact pool page: featured pool failed to load");
    }
  }
  return { featured, compact };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: COMPACT_POOL_PAGE_TITLE,
    description: compactPoolPage.description,
    path: COMPACT_POOL_PATH,
    keywords: ["10x20 fiberglass pool", "compact fiberglass pools", "plunge pool Florida", "small pool"],
    jsonLd: companyLocalBusiness(companyFromMatches(matches), siteUrlFromMatches(matches)),
  });

function FeaturedPool({ pool, priority }: { pool: PublicPool; priority: boolean }) {
  const name = poolDisplayName(pool);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PoolImage
        pool={pool}
        src={pool.planImageUrl}
        alt={`Plan drawing of the ${name} pool`}
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
            <dt className="text-slate-600">Size</dt>
            <dd className="font-bold text-ocean-950">{pool.dimensions}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Depth</dt>
            <dd className="font-bold text-ocean-950">{poolDisplayDepth(pool)}</dd>
          </div>
          {pool.volume ? (
            <div>
              <dt className="text-slate-600">Capacity</dt>
              <dd className="font-bold text-ocean-950">{formatGallons(pool.volume)}</dd>
            </div>
          ) : null}
        </dl>
        {pool.price ? (
          <p className="mt-4 text-slate-700">
            From <span className="text-2xl font-extrabold text-ocean-950">{formatUsd(pool.price)}</span>
          </p>
        ) : null}
        <Link to={`/pool-detail/${pool.id}`} className="btn-ocean mt-auto self-start">
          View {name} Details
          <SpriteIcon icon="ArrowRight" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export default function CompactPoolPage({ loaderData }: Route.ComponentProps) {
  const { featured, compact } = loaderData;
  const company = useCompany();
  const specPool = featured.find((p) => p.id === COMPACT_FEATURED_POOL_IDS[0]);
  const benefits: Benefit[] = compactPoolBenefits.map((b, i) => ({ ...b, icon: BENEFIT_ICONS[i] ?? "Check" }));

  return (
    <>
      <PageHero
        eyebrow={compactPoolPage.eyebrow}
        title={compactPoolPage.heading}
        intro={compactPoolPage.intro}
        facts={compactPoolPage.facts}
        actions={
          <>
            <Link to={COMPACT_POOL_ESTIMATE_HREF} className="btn-primary">
              Get a Free 10x20 Pool Estimate
            </Link>
            <CallNearestButton className="btn-ghost-light" />
          </>
        }
        aside={
          <figure className="rounded-2xl bg-white/95 p-3 shadow-2xl shadow-ocean-950/30">
            {specPool ? (
              <PoolImage
                pool={specPool}
                src={specPool.planImageUrl}
                alt={`Spec drawing of the ${poolDisplayName(specPool)}: ${specPool.dimensions}, depth ${poolDisplayDepth(specPool)}`}
                loading="eager"
                fetchPriority="high"
                className="rounded-xl object-contain"
              />
            ) : (
              <img
                src={GENERIC_POOL_IMAGE}
                alt="Compact rectangular fiberglass pool"
                width={800}
                height={500}
                className="aspect-[8/5] w-full rounded-xl object-cover"
              />
            )}
            <figcaption className="px-2 pt-3 pb-1 text-sm font-semibold text-ocean-950">
              {specPool
                ? `${poolDisplayName(specPool)}: ${specPool.dimensions}, ${poolDisplayDepth(specPool)} depth${specPool.volume ? `, about ${formatGallons(specPool.volume)}` : ""}`
                : "A compact 10' x 20' fiberglass pool"}
            </figcaption>
          </figure>
        }
      />

      <section aria-labelledby="plunge-explainer" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading
              id="plunge-explainer"
              eyebrow="Small pool, big life"
              title={plungePoolExplainer.title}
              align="left"
            />
            {plungePoolExplainer.paragraphs.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </div>
          <ul className="grid gap-3">
            {plungePoolExplainer.points.map((point) => (
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
              eyebrow="Featured models"
              title="Our Most Popular Compact Pools"
              intro="Two proven small-yard favorites from the brands we install."
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
        <SectionHeading
          id="compact-grid"
          eyebrow="Compact collection"
          title="More Compact Fiberglass Pools"
          intro="Plunge and small models that fit tight Florida lots."
        />
        {compact.length > 0 ? (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {compact.map((pool) => (
              // Linked by id (/pool-detail/{id}), like the featured models above, not by slug.
              <PoolCard
                key={pool.id}
                pool={{ ...pool, slug: null }}
                estimateHref={estimateHref({
                  poolId: pool.id,
                  poolName: pool.name,
                  poolDimensions: pool.dimensions,
                  sourcePage: "10x20-fiberglass-pool",
                })}
              />
            ))}
          </div>
        ) : (
          <p className="mt-8 text-center text-slate-700">Call us or request an estimate to see every compact model.</p>
        )}
        <div className="mt-10 text-center">
          <Link to="/pools" className="btn-outline">
            View All Pools
            <SpriteIcon icon="ArrowRight" className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="compact-benefits" className="bg-ocean-50/60">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading id="compact-benefits" eyebrow="Why compact" title="Why Choose a Compact Pool?" />
          <div className="mt-10">
            <BenefitGrid benefits={benefits} columns={4} />
          </div>
        </div>
      </section>

      <section aria-labelledby="compact-testimonials" className="container-page py-16 sm:py-20">
        <SectionHeading id="compact-testimonials" eyebrow="Happy owners" title="What Compact Pool Owners Say" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {compactPoolTestimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <SpriteIcon icon="Quote" className="size-8 text-sun-400" />
                <Stars rating={t.rating} className="mt-3" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">{t.text}</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-bold text-ocean-950">{t.name}</span>
                  <span className="text-slate-600">{t.location}</span>
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
            eyebrow="Local branches"
            title="Talk to Your Local Branch"
            intro="Call the office nearest you for a site visit and a compact pool quote."
          />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {company.offices.map((office) => (
              <OfficeCard key={office.id} office={office} />
            ))}
          </div>
        </div>
      </section>

      <ClosingCta
        title="Ready for your compact pool?"
        text="Get a free 10x20 pool estimate, or call your nearest branch to talk it through."
        estimateHref={COMPACT_POOL_ESTIMATE_HREF}
      />
    </>
  );
}
