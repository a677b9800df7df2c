import { Link, data } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { collectionTitle, groupColorsBySeries } from "~/components/manufacturer/color-collections";
import { ColorSwatch } from "~/components/manufacturer/color-swatch";
import { CompareToggle } from "~/components/compare-selection";
import { designHref } from "~/lib/designer/design-address";
import { FavoriteButton } from "~/components/favorite-button";
import { PoolCard } from "~/components/pool-card";
import { Breadcrumbs, type Crumb, breadcrumbList } from "~/components/pool-detail/breadcrumbs";
import { CallNearestButton } from "~/components/pool-detail/call-nearest-button";
import { PoolGallery } from "~/components/pool-detail/pool-gallery";
import { PoolSpecs } from "~/components/pool-detail/pool-specs";
import { SectionHeading } from "~/components/section-heading";
import { appContext } from "~/context";
import { poolDetailEstimateHref } from "~/lib/leads/estimate-links";
import {
  formatGallons,
  poolDisplayDepth,
  poolDisplayName,
  poolDisplaySeries,
  poolDisplaySize,
} from "~/lib/catalogue/pool-display";
import { slideshowPoolImages } from "~/lib/catalogue/pool-image";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { formatUsd } from "~/lib/catalogue/pricing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { poolProduct } from "~/lib/seo/structured-data";
import { listPoolColors } from "~/models/pool-colors.server";
import { getActivePoolById, getActivePoolBySlug, listActivePools, toPublicPool } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/pool-detail.css?url";
import type { Route } from "./+types/pool-detail";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const SIMILAR_POOL_LIMIT = 3;

async function findPool(db: Parameters<typeof getActivePoolById>[0], params: { id?: string; slug?: string }) {
  if (params.slug !== undefined) return getActivePoolBySlug(db, params.slug);
  // Only plain positive integers are ids; "abc", "1e3" or "-1" are unknown pools.
  if (params.id === undefined || !/^\d{1,9}$/.test(params.id)) return null;
  return getActivePoolById(db, Number(params.id));
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const row = await findPool(db, params);
  if (!row) throw data(null, { status: 404 });
  const pool = toPublicPool(row);
  const [colors, pools] = await Promise.all([
    pool.manufacturer ? listPoolColors(db, pool.manufacturer) : Promise.resolve([]),
    listActivePools(db),
  ]);
  const similar = pool.sizeCategory
    ? pools.filter((p) => p.id !== pool.id && p.sizeCategory === pool.sizeCategory).slice(0, SIMILAR_POOL_LIMIT)
    : [];
  return { pool, colors, similar };
}

function crumbsFor(name: string): Crumb[] {
  return [{ name: "Home", path: "/" }, { name: "Pools", path: "/pools" }, { name }];
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { pool } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const name = poolDisplayName(pool);
  const brand = pool.manufacturer || pool.brand;
  const path = poolDetailHref(pool);
  const facts = [
    pool.dimensions,
    pool.depth ? `depth ${pool.depth}` : null,
    pool.volume ? formatGallons(pool.volume) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return routeMeta(matches, {
    title: `${name} ${pool.shape ? `${pool.shape} ` : ""}Fiberglass Pool${brand ? ` by ${brand}` : ""}`,
    description: `${name}${brand ? ` by ${brand}` : ""}: ${facts}.${pool.price ? ` From ${formatUsd(pool.price)} installed in Florida.` : ""} Specs, colors and a free estimate.`,
    path,
    type: "product",
    image: pool.imageUrl,
    jsonLd: [poolProduct(companyFromMatches(matches), pool, siteUrl), breadcrumbList(crumbsFor(name), siteUrl, path)],
  });
};

export default function PoolDetailPage({ loaderData }: Route.ComponentProps) {
  const { pool, colors, similar } = loaderData;
  const name = poolDisplayName(pool);
  const brand = pool.manufacturer || pool.brand;
  const photos = slideshowPoolImages({ ...pool, imageUrl: pool.imageUrl === pool.planImageUrl ? null : pool.imageUrl });
  const images = photos.length ? photos : [pool.planImageUrl];
  const keyFacts: { icon: SpriteIconName; label: string; value: string }[] = [
    { icon: "Ruler", label: "Size", value: pool.dimensions || poolDisplaySize(pool) },
    { icon: "WavesHorizontal", label: "Depth", value: poolDisplayDepth(pool) },
    ...(pool.volume ? [{ icon: "Droplets" as const, label: "Capacity", value: formatGallons(pool.volume) }] : []),
    ...(pool.installationTime ? [{ icon: "Timer" as const, label: "Installation", value: pool.installationTime }] : []),
  ];

  return (
    <>
      <Breadcrumbs crumbs={crumbsFor(name)} />

      <section className="bg-[linear-gradient(var(--color-sand-50),white)]">
        <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <PoolGallery pool={pool} name={name} images={images} isPlan={photos.length === 0} />

          <div>
            <p className="eyebrow">
              {brand ? `${brand} · ` : ""}
              {poolDisplaySeries(pool)}
            </p>
            <h1 className="mt-2 text-4xl leading-tight font-extrabold tracking-tight text-ocean-950 sm:text-5xl">
              {name}
            </h1>
            {pool.description && <p className="mt-4 text-lg leading-relaxed text-slate-700">{pool.description}</p>}

            <dl className="mt-6 grid grid-cols-2 gap-3">
              {keyFacts.map(({ icon, label, value }) => (
                <div key={label} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
                  <dt
                    className={`icon-before icon-${icon} flex items-center gap-1.5 text-xs font-bold tracking-wide text-slate-600 uppercase before:size-4 before:text-ocean-600`}
                  >
                    {label}
                  </dt>
                  <dd className="mt-1 font-bold text-ocean-950">{value}</dd>
                </div>
              ))}
            </dl>

            <div className="mt-6 rounded-2xl bg-ocean-950 p-6 text-white">
              {pool.price ? (
                <p>
                  <span className="block text-sm font-semibold text-ocean-100">From</span>
                  <span className="text-4xl font-extrabold tracking-tight">{formatUsd(pool.price)}</span>
                </p>
              ) : (
                <p className="text-2xl font-extrabold">Price on request</p>
              )}
              <p className="mt-2 text-sm text-ocean-100">
                Starting price for the shell, delivery and installation. Your estimate adds your yard, decking and
                options.
              </p>
              <div className="mt-5 flex flex-col gap-3">
                <Link to={poolDetailEstimateHref(pool)} className="btn-primary">
                  Get a Free Estimate for this pool
                </Link>
                <Link to={designHref({ poolId: pool.id, color: null, addOns: [] })} className="btn-ghost-light">
                  Design this pool
                </Link>
                <CallNearestButton className="btn-ghost-light" />
                <FavoriteButton poolId={pool.id} name={name} />
                <CompareToggle poolId={pool.id} name={name} inline />
              </div>
            </div>
          </div>
        </div>
      </section>

      <div className="container-page py-16 sm:py-20">
        <PoolSpecs pool={pool} />
      </div>

      {colors.length > 0 && (
        <section aria-labelledby="pool-colors" className="bg-sand-50">
          <div className="container-page py-16 sm:py-20">
            <SectionHeading
              id="pool-colors"
              eyebrow="Finishes"
              title={`${brand} Colors`}
              intro="How the water looks over each finish in Florida sun. Ask for samples at your consultation."
              align="left"
            />
            <div className="mt-8 space-y-8">
              {groupColorsBySeries(colors).map((group) => (
                <div key={group.series}>
                  <h3 className="text-lg font-bold text-ocean-950">{collectionTitle(group.series)}</h3>
                  <ul className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-6">
                    {group.colors.map((color) => (
                      <li key={color.id}>
                        <ColorSwatch color={color} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      )}

      {similar.length > 0 && (
        <section aria-labelledby="similar-pools" className="container-page py-16 sm:py-20">
          <SectionHeading
            id="similar-pools"
            eyebrow="Compare"
            title={`Similar ${pool.sizeCategory} Pools`}
            intro="Other models in the same size range."
            align="left"
          />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((p) => (
              <PoolCard key={p.id} pool={p} estimateHref={poolDetailEstimateHref(p)} />
            ))}
          </div>
          <Link to="/pools" className="btn-outline mt-8">
            Browse All Pools
          </Link>
        </section>
      )}

      <ClosingCta
        title={`Ready to make the ${name} yours?`}
        text="Get a free, no-obligation estimate for this pool, or talk to a specialist at your nearest office today."
        estimateHref={poolDetailEstimateHref(pool)}
      />
    </>
  );
}
