import { POOLS_PAGE_TITLE } from "~/lib/content/page-titles";
import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { COMPANY_CLAIMS } from "~/lib/company/offices";

interface HeroProps {
  /** Null when the pool list could not be read. */
  poolCount: number | null;
  manufacturerCount: number;
  shapeCount: number;
  brands: readonly string[];
}

/** When the pool list is unknown the hero still states a count, so the hero never reads "0 pools". */
export const UNKNOWN_POOL_COUNT = 100;

export function CatalogueHero({ poolCount, manufacturerCount, shapeCount, brands }: HeroProps) {
  const stats = [
    { value: poolCount ?? UNKNOWN_POOL_COUNT, label: "Pool models" },
    { value: manufacturerCount, label: manufacturerCount === 1 ? "Manufacturer" : "Manufacturers" },
    { value: shapeCount, label: shapeCount === 1 ? "Shape" : "Shapes" },
  ];
  const brandText = brands.length ? `${brands.join(" and ")} ` : "";
  return (
    <PageHero
      eyebrow="Fiberglass pool catalog"
      title={POOLS_PAGE_TITLE}
      intro={`Compare every ${brandText}fiberglass model we install across Florida: shapes, sizes, depths and starting prices, side by side.`}
      actions={
        <>
          <a href="#collection" className="btn-primary">
            Browse the Collection
          </a>
          <Link to="/estimate" className="btn-ghost-light">
            Get a Free Estimate
          </Link>
        </>
      }
      facts={[
        `Installed in ${COMPANY_CLAIMS.installDays}`,
        COMPANY_CLAIMS.structuralWarranty,
        `${COMPANY_CLAIMS.rating} rating`,
      ]}
      aside={
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl border border-white/25 bg-white/10 px-1.5 py-4 text-center frosted sm:p-6"
            >
              <dt className="mt-1 text-[0.6875rem] font-semibold text-ocean-50 sm:text-sm sm:tracking-wide sm:uppercase">
                {stat.label}
              </dt>
              <dd className="text-3xl font-extrabold text-white sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
