import { memo } from "react";
import { Link } from "react-router";
import { CompareToggle } from "~/components/compare-selection";
import { FavoriteButton } from "~/components/favorite-button";
import { FactIcon, poolPictureAlt } from "~/components/pool-card-parts";
import { PoolImage } from "~/components/pool-image";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { depthIn, gallonsIn, seriesIn } from "~/lib/catalogue/pool-labels";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
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
  const card = useTexts("poolCard");
  const t = useTexts("catalogue").modern;
  const locale = useLocale();
  const to = useLocalePath();
  const name = poolDisplayName(pool);
  const brand = pool.manufacturer || pool.brand;
  return (
    <article className="pool-card h-full flex-col">
      <div className="relative">
        <PoolImage pool={pool} alt={poolPictureAlt(card, name, pool.shape)} loading={priority ? "eager" : "lazy"} />
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
        <p className="text-sm font-semibold text-ocean-700">{seriesIn(card, pool)}</p>
        {pool.description && (
          <p lang={pool.descriptionLang} className="mt-2 line-clamp-2 text-sm text-slate-600">
            {pool.description}
          </p>
        )}
        <dl className="mt-4 space-y-1.5 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2 text-slate-600">
              <FactIcon fact="dimensions" />
              {t.dimensions}
            </dt>
            <dd className="font-semibold">{pool.dimensions ?? card.customSize}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2 text-slate-600">
              <FactIcon fact="depth" />
              {t.depth}
            </dt>
            <dd className="font-semibold">{depthIn(card, pool)}</dd>
          </div>
          {pool.volume ? (
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-slate-600">
                <FactIcon fact="capacity" />
                {t.capacity}
              </dt>
              <dd className="font-semibold">{gallonsIn(locale, pool.volume, card.gallons)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Link
            to={to(poolDetailHref(pool))}
            aria-label={fill(card.viewDetailsOf, { name })}
            className="btn-outline min-h-10 flex-1 px-4"
          >
            {card.viewDetails}
          </Link>
          <Link
            to={to("/estimate")}
            aria-label={fill(t.quoteFor, { name })}
            className="btn-primary min-h-10 flex-1 px-4"
          >
            {t.quoteShort}
          </Link>
        </div>
      </div>
    </article>
  );
});
