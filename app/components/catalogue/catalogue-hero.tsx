import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import { formatAndList } from "~/lib/text/plain-format";
import { daysIn } from "~/lib/catalogue/pool-labels";
import { fill, plural } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

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
  const texts = useTexts("catalogue");
  const t = texts.hero;
  const locale = useLocale();
  const to = useLocalePath();
  const stats = [
    { value: poolCount ?? UNKNOWN_POOL_COUNT, label: t.poolModels },
    { value: manufacturerCount, label: plural(locale, manufacturerCount, t.manufacturers) },
    { value: shapeCount, label: plural(locale, shapeCount, t.shapes) },
  ];
  const brandText = brands.length ? `${formatAndList(brands, locale)} ` : "";
  return (
    <PageHero
      eyebrow={t.eyebrow}
      title={texts.meta.title}
      intro={fill(t.intro, { brands: brandText })}
      actions={
        <>
          <a href="#collection" className="btn-primary">
            {t.browse}
          </a>
          <Link to={to("/estimate")} className="btn-ghost-light">
            {t.estimate}
          </Link>
        </>
      }
      facts={[
        fill(t.installedIn, { days: daysIn(texts.days, COMPANY_CLAIMS.installDays)! }),
        t.warranty,
        fill(t.rating, { rating: COMPANY_CLAIMS.rating }),
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
