import { memo } from "react";
import { Link } from "react-router";
import { CompareToggle } from "~/components/compare-selection";
import { FavoriteButton } from "~/components/favorite-button";
import { FactIcon } from "~/components/pool-card-parts";
import { PoolImage } from "~/components/pool-image";
import { formatGallons, poolDisplayDepth, poolDisplayName, poolDisplaySeries } from "~/lib/catalogue/pool-display";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import type { CataloguePool } from "./catalogue-pool";

/** A modern-page card: picture, brand badge, name, series, two lines of description, measurements. */
export const ModernPoolCard = memo(function ModernPoolCard({
  pool,
  priority = false,
}: {
  pool: CataloguePool;
  priority?: boolean;
}) {
  const name = poolDisplayName(pool);
  const brand = pool.manufacturer || pool.brand;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <PoolImage
          pool={pool}
          alt={`${name} ${pool.shape ? pool.shape.toLowerCase() + " " : ""}fiberglass pool`}
          loading={priority ? "eager" : "lazy"}
        />
        {brand && (
          <span className="absolute bottom-3 left-3 rounded-full bg-ocean-900 px-3 py-1 text-xs font-bold text-white shadow-sm">
            {brand}
          </span>
        )}
        <FavoriteButton poolId={pool.id} name={name} overPicture />
        <CompareToggle poolId={pool.id} name={name} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-ocean-950">{name}</h3>
        <p className="text-sm font-semibold text-ocean-700">{poolDisplaySeries(pool)}</p>
        {pool.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{pool.description}</p>}
        <dl className="mt-4 space-y-1.5 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2 text-slate-600">
              <FactIcon fact="dimensions" />
              Dimensions:
            </dt>
            <dd className="font-semibold">{pool.dimensions ?? "Custom Size"}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2 text-slate-600">
              <FactIcon fact="depth" />
              Depth:
            </dt>
            <dd className="font-semibold">{poolDisplayDepth(pool)}</dd>
          </div>
          {pool.volume ? (
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-slate-600">
                <FactIcon fact="capacity" />
                Capacity:
              </dt>
              <dd className="font-semibold">{formatGallons(pool.volume)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Link
            to={poolDetailHref(pool)}
            aria-label={`View Details of ${name}`}
            className="btn-outline min-h-10 flex-1 px-4"
          >
            View Details
          </Link>
          <Link to="/estimate" aria-label={`Get Quote for ${name}`} className="btn-primary min-h-10 flex-1 px-4">
            Get Quote
          </Link>
        </div>
      </div>
    </article>
  );
});
