import { Link } from "react-router";
import { PoolCard } from "~/components/pool-card";
import { SectionHeading } from "~/components/section-heading";
import { SpriteIcon } from "~/components/sprite-icon";
import { homeGalleryEstimateHref } from "~/lib/leads/estimate-links";
import { HOME_CHOICE } from "~/lib/catalogue/home-choices";
import { ALL_POOLS_CATEGORY } from "~/lib/catalogue/home-gallery";
import { namedValue } from "~/lib/catalogue/pool-labels";
import type { HomePool } from "~/lib/catalogue/home-pool";
import { HOME_CHOICES_FORM } from "./design-teaser";
import { LoadingMessage } from "./loading-message";
import { plural } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

interface HomeGalleryProps {
  /** All Pools, each shape and each size category (galleryCategories). */
  categories?: readonly string[];
  category?: string;
  /** The category's pools, at most HOME_GALLERY_LIMIT (poolsInGalleryCategory); undefined while loading. */
  pools: readonly HomePool[] | undefined;
}

/**
 * Category buttons (All Pools, each shape, each size) over at most HOME_GALLERY_LIMIT pool cards. The buttons submit the
 * home choices form, so a category is chosen before the scripts run (a reload at #gallery) and with them
 * (a client navigation); the loader sends only the chosen category's cards.
 */
export function HomeGallery({
  categories = [ALL_POOLS_CATEGORY],
  category = ALL_POOLS_CATEGORY,
  pools,
}: HomeGalleryProps) {
  const shown = pools ?? [];
  const locale = useLocale();
  const to = useLocalePath();
  const { eyebrow, title, intro, ...t } = useTexts("home").gallery;
  const { shapes } = useTexts("poolCard");
  // A category is a shape as the catalogue stores it: shown in the page's language, sent as stored.
  const categoryName = (name: string) => (name === ALL_POOLS_CATEGORY ? t.allPools : namedValue(shapes, name));

  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="scroll-mt-16 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="gallery-heading" eyebrow={eyebrow} title={title} intro={intro} />
        {pools === undefined ? (
          <LoadingMessage text={t.loading} />
        ) : (
          <>
            <div role="group" aria-label={t.categories} className="mt-10 flex flex-wrap justify-center gap-2">
              {categories.map((name) => {
                const selected = name === category;
                return (
                  <button
                    key={name}
                    type="submit"
                    form={HOME_CHOICES_FORM}
                    formAction={to("/#gallery")}
                    name={HOME_CHOICE.gallery}
                    value={name}
                    aria-pressed={selected}
                    className="chip-frame choice-chip"
                  >
                    {categoryName(name)}
                  </button>
                );
              })}
            </div>
            <p aria-live="polite" className="mt-6 text-center text-sm text-slate-600">
              {shown.length > 0 &&
                `${plural(locale, shown.length, t.showing, { count: shown.length })}${category === ALL_POOLS_CATEGORY ? "" : `: ${categoryName(category)}`}`}
            </p>
            {shown.length === 0 ? (
              <div className="mx-auto mt-6 max-w-md rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-10 text-center">
                <SpriteIcon icon="SearchX" className="mx-auto size-10 text-slate-500" />
                <h3 className="mt-4 text-lg font-bold text-ocean-950">{t.noPools}</h3>
                <p className="mt-2 text-slate-600">{t.tryAnother}</p>
                <Link to={to("/pools")} className="btn-ocean mt-6">
                  {t.viewAll}
                </Link>
              </div>
            ) : (
              <>
                {/* On a phone the cards scroll sideways, so they do not make the page endless. */}
                {/* The cards (articles) stand straight in the row: no list item around each (the page-weight element budget). */}
                <div className="-mx-4 mt-6 flex scroll-px-4 snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
                  {shown.map((pool) => (
                    <PoolCard
                      key={pool.id}
                      pool={pool}
                      estimateHref={to(homeGalleryEstimateHref(pool))}
                      className="lazy-render w-[90%] shrink-0 snap-start sm:w-auto"
                    />
                  ))}
                </div>
                <div className="mt-10 text-center">
                  <Link to={to("/pools")} className="btn-ocean">
                    {t.viewAll}
                  </Link>
                </div>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
