import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { estimateHref } from "~/lib/leads/estimate-links";
import { BASE_POOL_PRICE, formatUsd } from "~/lib/catalogue/pricing";
import { fill } from "~/lib/i18n/translate";
import type { TextAreas } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

type HeroTexts = TextAreas["homeSections"]["hero"];

interface HomeHeroProps {
  /** A pool whose plan drawing decorates the hero card. */
  featured: { name: string; planImageUrl: string | null; dimensions: string | null } | null;
  /** Its words come with the page's HTML only (PageLoadOnly). */
  t: HeroTexts;
}

export const HOME_ESTIMATE_HREF = estimateHref({ sourcePage: "home" });

/** The home page's h1 with its two calls to action: a free estimate and the designer. */
export function HomeHero({ featured, t }: HomeHeroProps) {
  const to = useLocalePath();
  return (
    <PageHero
      eyebrow={t.eyebrow}
      title={t.title}
      intro={t.intro}
      actions={
        <>
          <Link to={to(HOME_ESTIMATE_HREF)} className="btn-primary px-6 text-base">
            {t.estimateLabel}
          </Link>
          <Link to={to("/design")} className="btn-ghost-light px-6 text-base">
            {t.designLabel}
          </Link>
        </>
      }
      facts={t.facts}
      aside={featured?.planImageUrl ? <HeroCard featured={featured} t={t} /> : undefined}
    />
  );
}

function HeroCard({ featured, t }: { featured: NonNullable<HomeHeroProps["featured"]>; t: HeroTexts }) {
  return (
    <figure className="relative mx-auto hidden max-w-xl rotate-1 rounded-3xl bg-white/10 p-3 shadow-2xl ring-1 ring-white/25 frosted lg:block">
      <img
        src={featured.planImageUrl!}
        alt={fill(t.planAlt, { name: featured.name })}
        width={800}
        height={500}
        className="aspect-[8/5] w-full rounded-2xl bg-sand-50 object-cover"
      />
      <figcaption className="absolute -bottom-6 -left-6 rounded-2xl bg-white px-5 py-4 text-ocean-950 shadow-xl">
        <span className="block text-xs font-bold tracking-wide text-ocean-700 uppercase">{t.packagesFrom}</span>
        <span className="block text-2xl font-extrabold">{formatUsd(BASE_POOL_PRICE)}</span>
        <span className="block text-sm text-slate-600">
          {fill(t.shown, { name: featured.name })}
          {featured.dimensions ? `, ${featured.dimensions}` : ""}
        </span>
      </figcaption>
    </figure>
  );
}
