import { Link } from "react-router";
import { useNearestOffice } from "~/components/nearest-office";
import { PageHero } from "~/components/page-hero";
import { telHref } from "~/lib/company/offices";
import { resurfacingLink } from "~/content/resurfacing";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { PoolIllustration } from "./pool-illustration";
import { SpriteIcon } from "~/components/sprite-icon";

/** The page's h1 with an estimate link and a call button for the visitor's nearest office. */
export function ResurfacingHero() {
  // The server renders the fallback office; the nearest one replaces it once known.
  const { office } = useNearestOffice();
  const words = useTexts("resurfacing");
  const t = words.hero;
  const to = useLocalePath();
  return (
    <PageHero
      eyebrow={t.eyebrow}
      title={t.title}
      intro={t.intro}
      facts={t.facts}
      actions={
        <>
          <Link to={to(resurfacingLink("hero"))} className="btn-primary">
            {t.estimate}
          </Link>
          <a href={telHref(office.phone)} data-office={office.id} className="btn-ghost-light">
            <SpriteIcon icon="Phone" className="size-4" />
            {fill(t.call, { office: office.name, phone: office.phone })}
          </a>
        </>
      }
      aside={
        <div className="relative hidden sm:block">
          <div className="grid grid-cols-2 gap-3 rounded-3xl bg-white/10 p-3 ring-1 ring-white/25 frosted">
            {(["before", "after"] as const).map((state) => (
              <div key={state} className="relative overflow-hidden rounded-2xl">
                <PoolIllustration state={state} damage="fade" loading="eager" className="aspect-[16/11] w-full" />
                <span
                  className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${
                    state === "before" ? "bg-ocean-950/80 text-white" : "bg-sun-400 text-ocean-950"
                  }`}
                >
                  {state === "before" ? words.before : words.after}
                </span>
              </div>
            ))}
          </div>
          <p className="absolute -bottom-5 left-1/2 -translate-x-1/2 rounded-full bg-white px-5 py-2 text-sm font-bold whitespace-nowrap text-ocean-950 shadow-lg">
            {words.facts.days} · {words.facts.warranty}
          </p>
        </div>
      }
    />
  );
}
