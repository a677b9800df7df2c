import { Link } from "react-router";
import { useMemo, useState } from "react";
import { SectionHeading } from "~/components/section-heading";
import { DESIGN_TEASER_HEADING } from "~/content/home";
import { recommendationsForTier } from "~/lib/home-gallery";
import type { HomePool } from "~/lib/home-pool";
import type { SizeCategory } from "~/lib/pool-size";
import { BASE_POOL_PRICE, SIZE_TIERS, estimatedTotalForTier, formatUsd } from "~/lib/pricing";
import { ColorPicker, type TeaserColor, colorSwatch } from "./color-picker";
import { RecommendationCarousel } from "./recommendation-carousel";
import { SizeTierPicker } from "./size-tier-picker";

/** The tier shown first: the size most Florida families choose. */
const INITIAL_TIER: SizeCategory = "Medium";

interface DesignTeaserProps {
  pools: readonly HomePool[];
  colors: readonly TeaserColor[];
}

/** Size tier and colour pickers, the estimated total, and pools of the chosen size. */
export function DesignTeaser({ pools, colors }: DesignTeaserProps) {
  const [tier, setTier] = useState<SizeCategory>(INITIAL_TIER);
  const [colorId, setColorId] = useState<number | null>(colors[0]?.id ?? null);
  const recommendations = useMemo(() => recommendationsForTier(pools, tier), [pools, tier]);
  const tierInfo = SIZE_TIERS.find((t) => t.name === tier)!;
  const color = colors.find((c) => c.id === colorId) ?? null;

  return (
    <section aria-labelledby="design-heading" className="bg-gradient-to-b from-ocean-50 to-white py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="design-heading" {...DESIGN_TEASER_HEADING} />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-start">
          <div className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <SizeTierPicker value={tier} onChange={setTier} />
            {colors.length > 0 && <ColorPicker colors={colors} value={colorId} onChange={setColorId} />}
            <div className="flex flex-col gap-5 rounded-2xl bg-ocean-950 p-5 text-white sm:flex-row sm:items-center sm:p-6">
              <span
                aria-hidden="true"
                className="h-12 w-full shrink-0 rounded-xl shadow-inner sm:h-24 sm:w-24"
                style={{ background: color ? colorSwatch(color) : undefined }}
              />
              <div className="flex-1">
                <p className="text-sm text-ocean-100">
                  {tier} pool · {tierInfo.dimensions}
                  {color ? ` · ${color.name}` : ""}
                </p>
                <p className="mt-1 text-sm font-semibold text-ocean-100">Estimated total</p>
                <p aria-live="polite" className="text-4xl font-extrabold tracking-tight text-sun-300">
                  <span className="sr-only">Estimated total: </span>
                  {formatUsd(estimatedTotalForTier(tier))}
                </p>
                <p className="mt-1 text-xs text-ocean-100">
                  Base package {formatUsd(BASE_POOL_PRICE)} + {tier} size{" "}
                  {tierInfo.addOn ? formatUsd(tierInfo.addOn) : "included"}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to="/design" className="btn-ocean">
                Start Designing
              </Link>
              <Link to="/financing" className="btn-outline">
                See Financing Options
              </Link>
            </div>
          </div>
          <div>
            <h3 className="mb-4 text-lg font-bold text-ocean-950">Pools that fit a {tier} design</h3>
            <RecommendationCarousel key={tier} tier={tier} pools={recommendations} />
          </div>
        </div>
      </div>
    </section>
  );
}
