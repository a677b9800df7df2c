import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { ColorSwatch } from "~/components/manufacturer/color-swatch";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { DESIGN_FEATURES, DESIGN_PROCESS, SHAPE_FALLBACK_NOTE, SHAPE_NOTES } from "~/content/design";
import { appContext } from "~/context";
import { estimateHref } from "~/lib/estimate-links";
import { catalogueFiltersToQuery, EMPTY_CATALOGUE_FILTERS } from "~/lib/pool-filters";
import { poolDetailHref } from "~/lib/pool-links";
import { BASE_POOL_PRICE, SIZE_TIERS, estimatedTotalForTier, formatUsd } from "~/lib/pricing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/route-meta";
import { listPoolColors } from "~/models/pool-colors.server";
import { listActivePools } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/design.css?url";
import type { Route } from "./+types/design";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/design";
const SOURCE_PAGE = "design";
const DESIGN_ESTIMATE_HREF = estimateHref({ sourcePage: SOURCE_PAGE });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [pools, colors] = await Promise.all([listActivePools(db), listPoolColors(db, "Latham")]);

  const sizeCounts: Record<string, number> = {};
  for (const pool of pools)
    if (pool.sizeCategory) sizeCounts[pool.sizeCategory] = (sizeCounts[pool.sizeCategory] ?? 0) + 1;

  const byShape = new Map<string, typeof pools>();
  for (const pool of pools) {
    if (!pool.shape) continue;
    byShape.set(pool.shape, [...(byShape.get(pool.shape) ?? []), pool]);
  }
  const shapes = [...byShape]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([shape, models]) => {
      const example = models[0]!;
      return {
        shape,
        count: models.length,
        example: { name: example.name, href: poolDetailHref(example), planImageUrl: example.planImageUrl },
      };
    });

  const featured = pools.find((p) => p.shape === "Rectangle, built-in spa") ?? pools[0];
  // The Crystal collection is the six-colour range; the others are shown by name.
  const crystal = colors.filter((c) => c.series === "Crystal");
  return {
    sizeCounts,
    shapes,
    featured: featured
      ? {
          name: featured.name,
          href: poolDetailHref(featured),
          planImageUrl: featured.planImageUrl,
          dimensions: featured.dimensions,
        }
      : null,
    finishes: crystal.length ? crystal : colors,
    otherSeries: [
      ...new Set(
        colors
          .filter((c) => c.series !== "Crystal")
          .map((c) => c.series)
          .filter(Boolean),
      ),
    ],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const company = companyFromMatches(matches);
  const siteUrl = siteUrlFromMatches(matches);
  return routeMeta(matches, {
    title: "Pool Design Service",
    description: `Design your fiberglass pool with a Florida specialist: five sizes from ${formatUsd(BASE_POOL_PRICE)}, shapes, finish colors and features, planned in a 3D design consultation.`,
    path: PATH,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Fiberglass pool design",
      serviceType: "Swimming pool design",
      url: siteUrl + PATH,
      areaServed: { "@type": "State", name: "Florida" },
      provider: { "@type": "HomeAndConstructionBusiness", name: company.name, url: siteUrl + "/" },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "USD",
        lowPrice: estimatedTotalForTier(SIZE_TIERS[0]!.name),
        highPrice: estimatedTotalForTier(SIZE_TIERS[SIZE_TIERS.length - 1]!.name),
      },
    },
  });
};

const poolsQuery = (filters: Partial<typeof EMPTY_CATALOGUE_FILTERS>) =>
  `/pools${catalogueFiltersToQuery({ ...EMPTY_CATALOGUE_FILTERS, ...filters })}`;

export default function DesignPage({ loaderData }: Route.ComponentProps) {
  const { sizeCounts, shapes, featured, finishes, otherSeries } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Pool design"
        title="Design your pool with a Florida specialist"
        intro="Choose a size, a shape, a finish and the features you love. We turn them into a plan for your yard, a 3D view and a written price."
        actions={
          <>
            <Link to={DESIGN_ESTIMATE_HREF} className="btn-primary">
              Book a Free Design Consultation
            </Link>
            <Link to="/pools" className="btn-ghost-light">
              Browse Pools
            </Link>
          </>
        }
        facts={[`From ${formatUsd(BASE_POOL_PRICE)}`, `${SIZE_TIERS.length} size tiers`, "3D design consultation"]}
        aside={
          featured ? (
            <figure className="hidden rounded-3xl bg-white p-3 shadow-2xl ring-1 ring-white/40 lg:block">
              <img
                src={featured.planImageUrl}
                alt={`Plan drawing of the ${featured.name} pool${featured.dimensions ? `, ${featured.dimensions}` : ""}`}
                width={800}
                height={500}
                className="w-full rounded-2xl"
              />
              <figcaption className="px-3 pt-3 pb-1 text-sm text-slate-700">
                Every model comes with a plan drawing.{" "}
                <Link to={featured.href} className="font-semibold text-ocean-800 underline">
                  See the {featured.name}
                </Link>
              </figcaption>
            </figure>
          ) : undefined
        }
      />

      <section aria-labelledby="sizes" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="sizes"
            eyebrow="Step 1"
            title="Pick a size"
            intro={`Estimated totals are our base pool price of ${formatUsd(BASE_POOL_PRICE)} plus the size add-on. Your written estimate depends on the model, your site and your options.`}
          />
          <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5">
            {SIZE_TIERS.map((tier) => {
              const count = sizeCounts[tier.name] ?? 0;
              return (
                <li
                  key={tier.name}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm sm:p-6"
                >
                  <h3 className="text-xl font-extrabold text-ocean-950">{tier.name}</h3>
                  <p className="icon-before icon-Ruler mt-1 flex items-center justify-center gap-1.5 text-sm font-semibold text-slate-600 before:size-4">
                    {tier.dimensions}
                  </p>
                  <p className="mt-4 text-sm text-slate-600">Estimated total</p>
                  <p className="text-2xl font-extrabold text-ocean-800">
                    {formatUsd(estimatedTotalForTier(tier.name))}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    {tier.addOn ? `${formatUsd(tier.addOn)} size add-on` : "No size add-on"}
                  </p>
                  <div className="mt-auto flex flex-col gap-2 pt-5">
                    <Link
                      to={estimateHref({ poolSize: tier.name, sourcePage: SOURCE_PAGE })}
                      className="btn-primary min-h-10 px-4"
                    >
                      Estimate<span className="sr-only"> a {tier.name} pool</span>
                    </Link>
                    {count > 0 && (
                      <Link
                        to={poolsQuery({ size: tier.name })}
                        className="text-sm font-semibold text-ocean-800 underline"
                      >
                        {count} {count === 1 ? "model" : "models"}
                        <span className="sr-only"> in {tier.name}</span>
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      {shapes.length > 0 && (
        <section aria-labelledby="shapes" className="bg-sand-50 py-16 sm:py-20">
          <div className="container-page">
            <SectionHeading
              id="shapes"
              eyebrow="Step 2"
              title="Choose a shape"
              intro="Every shape in our collection, with the plan drawing of one of its models."
            />
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {shapes.map((item) => (
                <li
                  key={item.shape}
                  className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                >
                  <img
                    src={item.example.planImageUrl}
                    alt={`Plan drawing of the ${item.example.name}, a ${item.shape.toLowerCase()} pool`}
                    width={800}
                    height={500}
                    loading="lazy"
                    className="aspect-[8/5] w-full bg-sand-100 object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-lg font-bold text-ocean-950">{item.shape}</h3>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">
                      {SHAPE_NOTES[item.shape] ?? SHAPE_FALLBACK_NOTE}
                    </p>
                    <Link
                      to={poolsQuery({ shape: item.shape })}
                      className="mt-4 text-sm font-semibold text-ocean-800 underline"
                    >
                      See {item.count} {item.count === 1 ? "model" : "models"}
                      <span className="sr-only"> with the {item.shape} shape</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {finishes.length > 0 && (
        <section aria-labelledby="finishes" className="py-16 sm:py-20">
          <div className="container-page">
            <SectionHeading
              id="finishes"
              eyebrow="Step 3"
              title="Choose a finish"
              intro={`How the water looks over each finish of the Latham Crystal collection in Florida sun.${otherSeries.length ? ` The ${otherSeries.join(" and ")} collection and San Juan's own colors are available too.` : ""}`}
            />
            <ul className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
              {finishes.map((color, index) => (
                <li key={color.id} className="relative">
                  {index === 0 && (
                    <span className="absolute top-2 left-2 z-10 rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-ocean-950">
                      POPULAR
                    </span>
                  )}
                  <ColorSwatch color={color} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="features" className="water-gradient py-16 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="features"
            eyebrow="Step 4"
            title="Add the features you love"
            tone="light"
            intro="Each one is priced in your estimate, so you can choose what matters most."
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {DESIGN_FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/25 frosted">
                <SpriteIcon icon="Sparkles" className="size-6 text-sun-300" />
                <h3 className="mt-3 font-bold">{feature.title}</h3>
                <p className="mt-1 text-sm text-ocean-50">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading
              id="process"
              eyebrow="How it works"
              title="From idea to a 3D design of your yard"
              align="left"
              intro="Our designers do the planning with you, in person, and show you the pool in your own yard before anything is dug."
            />
            <Link to={DESIGN_ESTIMATE_HREF} className="btn-primary mt-8">
              Start Your Design
            </Link>
          </div>
          <ol className="space-y-5">
            {DESIGN_PROCESS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ocean-700 font-extrabold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-ocean-950">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="container-page mt-12">
          <p className="icon-before icon-Check flex items-start gap-2 rounded-2xl bg-ocean-50 p-5 text-slate-700 ring-1 ring-ocean-100 before:mt-0.5 before:size-5 before:text-palm-600">
            Pool dimensions may vary by up to 3% from published specifications, and all pools are non-diving pools
            unless stated otherwise.
          </p>
        </div>
      </section>

      <ClosingCta
        title="Let's design your pool"
        text="Book a free design consultation, or call your nearest office to talk through your ideas."
        estimateHref={DESIGN_ESTIMATE_HREF}
      />
    </>
  );
}
