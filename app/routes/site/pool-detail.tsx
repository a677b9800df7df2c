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
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { depthIn, gallonsIn, namedValue, seriesIn, sizeIn } from "~/lib/catalogue/pool-labels";
import { installationTimeIn } from "~/components/pool-detail/pool-specs";
import { poolDetailTexts } from "~/content/texts/pool-detail.server";
import { type Locale, localeOfRequest } from "~/lib/i18n/locale";
import { type TextAreas, pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { slideshowPoolImages } from "~/lib/catalogue/pool-image";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { formatUsd } from "~/lib/catalogue/pricing";
import { companyFromMatches, localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { poolProduct } from "~/lib/seo/structured-data";
import { listPoolColors } from "~/models/pool-colors.server";
import { getActivePoolById, getActivePoolBySlug, listActivePoolsIn, toPublicPoolIn } from "~/models/pools.server";
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

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const row = await findPool(db, params);
  if (!row) throw data(null, { status: 404 });
  const pool = toPublicPoolIn(row, locale);
  const [colors, pools] = await Promise.all([
    pool.manufacturer ? listPoolColors(db, pool.manufacturer) : Promise.resolve([]),
    listActivePoolsIn(db, locale),
  ]);
  const similar = pool.sizeCategory
    ? pools.filter((p) => p.id !== pool.id && p.sizeCategory === pool.sizeCategory).slice(0, SIMILAR_POOL_LIMIT)
    : [];
  return { texts: pickTexts(locale, poolDetailTexts), pool, colors, similar };
}

function crumbsFor(name: string, t: TextAreas["poolCard"]["crumbs"]): Crumb[] {
  return [{ name: t.home, path: "/" }, { name: t.pools, path: "/pools" }, { name }];
}

/** "Apollo 14 Rectangle Fiberglass Pool by Latham" in the page's language. */
function productTitle(t: TextAreas["poolDetail"], card: TextAreas["poolCard"], name: string, shape: string | null) {
  return shape
    ? fill(t.meta.titleShaped, { name, shape: namedValue(card.shapes, shape) })
    : fill(t.meta.title, { name });
}

function metaDescription(
  t: TextAreas["poolDetail"],
  card: TextAreas["poolCard"],
  pool: Route.ComponentProps["loaderData"]["pool"],
  locale: Locale,
) {
  const name = poolDisplayName(pool);
  const brand = pool.manufacturer || pool.brand;
  const facts = [
    pool.dimensions,
    pool.depth ? fill(t.meta.depth, { depth: depthIn(card, pool) }) : null,
    pool.volume ? gallonsIn(locale, pool.volume, card.gallons) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return fill(t.meta.description, {
    name,
    by: brand ? fill(t.meta.by, { brand }) : "",
    facts,
    price: pool.price ? fill(t.meta.price, { price: formatUsd(pool.price) }) : "",
  });
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["poolDetail", "poolCard"], ({ poolDetail: t, poolCard: card }, { matches, loaderData }) => {
    const { pool } = loaderData;
    const locale = localeFromMatches(matches);
    const siteUrl = siteUrlFromMatches(matches);
    const name = poolDisplayName(pool);
    const brand = pool.manufacturer || pool.brand;
    const path = poolDetailHref(pool);
    // A pool staff have not described in Spanish: its Spanish address names the English page as canonical.
    const pageLocale = pool.translated ? locale : "en";
    return routeMeta(matches, {
      title: productTitle(t, card, name, pool.shape) + (brand ? fill(t.meta.by, { brand }) : ""),
      description: metaDescription(t, card, pool, locale),
      path,
      type: "product",
      image: pool.imageUrl,
      translated: pool.translated,
      jsonLd: [
        poolProduct(companyFromMatches(matches), pool, siteUrl, { locale: pageLocale, category: t.meta.category }),
        breadcrumbList(crumbsFor(name, card.crumbs), siteUrl, path, locale, pageLocale),
      ],
    });
  });

export default function PoolDetailPage({ loaderData }: Route.ComponentProps) {
  const { pool, colors, similar } = loaderData;
  const t = loaderData.texts.poolDetail;
  const card = useTexts("poolCard");
  const locale = useLocale();
  const to = useLocalePath();
  const name = poolDisplayName(pool);
  const brand = pool.manufacturer || pool.brand;
  const photos = slideshowPoolImages({ ...pool, imageUrl: pool.imageUrl === pool.planImageUrl ? null : pool.imageUrl });
  const images = photos.length ? photos : [pool.planImageUrl];
  const keyFacts: { icon: SpriteIconName; label: string; value: string }[] = [
    { icon: "Ruler", label: t.size, value: pool.dimensions || sizeIn(card, pool) },
    { icon: "WavesHorizontal", label: t.depth, value: depthIn(card, pool) },
    ...(pool.volume
      ? [{ icon: "Droplets" as const, label: t.capacity, value: gallonsIn(locale, pool.volume, card.gallons) }]
      : []),
    ...(pool.installationTime
      ? [{ icon: "Timer" as const, label: t.installation, value: installationTimeIn(t, pool.installationTime)! }]
      : []),
  ];

  return (
    <>
      <Breadcrumbs crumbs={crumbsFor(name, card.crumbs)} />

      <section className="bg-[linear-gradient(var(--color-sand-50),white)]">
        <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <PoolGallery pool={pool} name={name} images={images} isPlan={photos.length === 0} />

          <div>
            <p className="eyebrow">
              {brand ? `${brand} · ` : ""}
              {seriesIn(card, pool)}
            </p>
            <h1 className="mt-2 text-4xl leading-tight font-extrabold tracking-tight text-ocean-950 sm:text-5xl">
              {name}
            </h1>
            {locale === "es" && !pool.translated && pool.description && (
              <p lang="es-US" className="mt-4 text-sm font-semibold text-slate-600">
                {t.untranslated}
              </p>
            )}
            {pool.description && (
              <p
                lang={locale === "es" && !pool.translated ? "en-US" : undefined}
                className="mt-4 text-lg leading-relaxed text-slate-700"
              >
                {pool.description}
              </p>
            )}

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
                  <span className="block text-sm font-semibold text-ocean-100">{t.from}</span>
                  <span className="text-4xl font-extrabold tracking-tight">{formatUsd(pool.price)}</span>
                </p>
              ) : (
                <p className="text-2xl font-extrabold">{t.priceOnRequest}</p>
              )}
              <p className="mt-2 text-sm text-ocean-100">{t.priceNote}</p>
              <div className="mt-5 flex flex-col gap-3">
                <Link to={to(poolDetailEstimateHref(pool))} className="btn-primary">
                  {t.estimate}
                </Link>
                <Link to={to(designHref({ poolId: pool.id, color: null, addOns: [] }))} className="btn-ghost-light">
                  {t.design}
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
              eyebrow={t.colors.eyebrow}
              title={fill(t.colors.title, { brand: brand ?? "" })}
              intro={t.colors.intro}
              align="left"
            />
            <div className="mt-8 space-y-8">
              {groupColorsBySeries(colors).map((group) => (
                <div key={group.series}>
                  <h3 className="text-lg font-bold text-ocean-950">
                    {locale === "en"
                      ? collectionTitle(group.series)
                      : fill(t.colors.collection, { series: group.series })}
                  </h3>
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
            eyebrow={t.similar.eyebrow}
            title={fill(t.similar.title, { size: namedValue(card.sizes, pool.sizeCategory) ?? "" })}
            intro={t.similar.intro}
            align="left"
          />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((p) => (
              <PoolCard key={p.id} pool={p} estimateHref={poolDetailEstimateHref(p)} />
            ))}
          </div>
          <Link to={to("/pools")} className="btn-outline mt-8">
            {t.similar.browse}
          </Link>
        </section>
      )}

      <ClosingCta
        title={fill(t.closing.title, { name })}
        text={t.closing.text}
        estimateHref={to(poolDetailEstimateHref(pool))}
      />
    </>
  );
}
