import { Link, useSubmit } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { ALL_POOLS_CATEGORY } from "~/lib/catalogue/home-gallery";
import { HOME_CHOICE } from "~/lib/catalogue/home-choices";
import type { SizeCategory } from "~/lib/catalogue/pool-size";
import { BASE_POOL_PRICE, SIZE_TIERS, estimatedTotalForTier, formatUsd } from "~/lib/catalogue/pricing";
import { ColorPicker, SHOWN_WITH_COLOR, type TeaserColor, colorSwatch } from "./color-picker";
import { type Recommendation, RecommendationCarousel } from "./recommendation-carousel";
import { SizeTierPicker } from "./size-tier-picker";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** The form every home choice belongs to; the gallery's buttons join it with form="home-choices". */
export const HOME_CHOICES_FORM = "home-choices";

interface DesignTeaserProps {
  tier: SizeCategory;
  colors: readonly TeaserColor[];
  colorId: number | null;
  recommendation: Recommendation;
  /** The gallery's category, kept when a choice here is sent. */
  gallery: string;
}

/**
 * Size tier and colour pickers, the estimated total, and pools of the chosen size. It is a GET form, so it
 * works before the scripts run: a size or pool button sends the page's choices (app/lib/catalogue/home-choices.ts) and
 * the colour is a radio whose choice CSS shows at once. With scripts the same submission is a client
 * navigation that keeps the scroll position and the radios as the visitor left them.
 */
export function DesignTeaser({ tier, colors, colorId, recommendation, gallery }: DesignTeaserProps) {
  const submit = useSubmit();
  const tierInfo = SIZE_TIERS.find((t) => t.name === tier)!;
  const to = useLocalePath();
  const { eyebrow, title, intro, ...t } = useTexts("home").design;
  const tierName = t.tiers[tier];

  return (
    <section
      id="design"
      aria-labelledby="design-heading"
      className="scroll-mt-16 bg-[linear-gradient(var(--color-ocean-50),white)] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id="design-heading" eyebrow={eyebrow} title={title} intro={intro} />
        <form
          id={HOME_CHOICES_FORM}
          method="get"
          action={to("/#design")}
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            submit(submitter ?? event.currentTarget, {
              method: "get",
              action: to("/"),
              preventScrollReset: true,
              replace: true,
            });
          }}
          className="group/teaser mt-12 grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-start"
        >
          {/* The current choices come first; the button pressed adds its own value after them. */}
          <input type="hidden" name={HOME_CHOICE.size} value={tier} />
          {recommendation.pool && <input type="hidden" name={HOME_CHOICE.pool} value={recommendation.pool.id} />}
          {gallery !== ALL_POOLS_CATEGORY && <input type="hidden" name={HOME_CHOICE.gallery} value={gallery} />}
          <div className="flex flex-col gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <SizeTierPicker value={tier} />
            {colors.length > 0 && <ColorPicker colors={colors} value={colorId} />}
            <div className="flex flex-col gap-5 rounded-2xl bg-ocean-950 p-5 text-white sm:flex-row sm:items-center sm:p-6">
              {colors.length === 0 ? (
                <span aria-hidden="true" className="h-12 w-full shrink-0 rounded-xl shadow-inner sm:h-24 sm:w-24" />
              ) : (
                colors.map((color, index) => (
                  <span
                    key={color.id}
                    aria-hidden="true"
                    className={`swatch hidden h-12 w-full shrink-0 rounded-xl shadow-inner sm:h-24 sm:w-24 ${SHOWN_WITH_COLOR[index]}`}
                    style={colorSwatch(color)}
                  />
                ))
              )}
              <div className="flex-1">
                <p className="text-sm text-ocean-100">
                  {fill(t.tierPool, { tier: tierName })} · {tierInfo.dimensions}
                  {colors.map((color, index) => (
                    <span key={color.id} className={`hidden ${SHOWN_WITH_COLOR[index]}`}>
                      {` · ${color.name}`}
                    </span>
                  ))}
                </p>
                <p className="mt-1 text-sm font-semibold text-ocean-100">{t.estimatedTotal}</p>
                <p aria-live="polite" className="text-4xl font-extrabold tracking-tight text-sun-300">
                  <span className="sr-only">{t.estimatedTotalLabel}</span>
                  {formatUsd(estimatedTotalForTier(tier))}
                </p>
                <p className="mt-1 text-xs text-ocean-100">
                  {fill(t.basePackage, {
                    price: formatUsd(BASE_POOL_PRICE),
                    tier: tierName,
                    addOn: tierInfo.addOn ? formatUsd(tierInfo.addOn) : t.addOnIncluded,
                  })}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to={to("/design")} className="btn-ocean">
                {t.startDesigning}
              </Link>
              <Link to={to("/financing")} className="btn-outline">
                {t.seeFinancing}
              </Link>
            </div>
          </div>
          <div>
            <h3 className="mb-4 text-lg font-bold text-ocean-950">{fill(t.poolsThatFit, { tier: tierName })}</h3>
            <RecommendationCarousel tier={tier} recommendation={recommendation} />
          </div>
        </form>
      </div>
    </section>
  );
}
