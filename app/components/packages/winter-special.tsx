import { Link } from "react-router";
import { WINTER_SPECIAL_SAVINGS, WINTER_SPECIAL_TERMS_PATH } from "~/content/packages";
import { formatUsd } from "~/lib/catalogue/pricing";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { PackagesStaticTexts } from "./static-texts";

/** The current offer: the Winter Installation Special. */
export function WinterSpecial({ id, t }: { id: string; t: PackagesStaticTexts["winter"] }) {
  const to = useLocalePath();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-ocean-950 text-white shadow-xl lg:grid lg:grid-cols-[1.3fr_1fr]">
          <div className="relative p-8 sm:p-12">
            <p className="icon-before icon-Snowflake inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-bold tracking-[0.18em] text-sun-300 uppercase ring-1 ring-white/20 before:size-3.5">
              {t.eyebrow}
            </p>
            <h2 id={`${id}-heading`} className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t.title}
            </h2>
            <p className="mt-3 text-xl font-bold text-sun-300">
              {fill(t.headline, { savings: formatUsd(WINTER_SPECIAL_SAVINGS) })}
            </p>
            <p className="mt-4 max-w-xl leading-relaxed text-ocean-50">{t.text}</p>
            <ul className="mt-6 space-y-2.5">
              {t.points.map((point) => (
                <li
                  key={point}
                  className="icon-before icon-CircleCheck flex gap-3 text-ocean-50 before:mt-0.5 before:size-5 before:text-sun-300"
                >
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link to={to("/estimate")} className="btn-primary">
                {t.cta}
              </Link>
              <p className="text-sm text-ocean-100">
                {t.terms}{" "}
                <Link
                  to={to(WINTER_SPECIAL_TERMS_PATH)}
                  className="font-semibold text-white underline underline-offset-4"
                >
                  {t.termsLink}
                </Link>
              </p>
            </div>
          </div>
          {/* The sparkles are a cacheable picture (public/images/winter-sparkles.svg) in the ::before, 25 % opaque,
              instead of 31 inline SVG elements (the page-weight element budget). */}
          <div className="water-gradient relative flex min-h-64 items-center justify-center p-8 before:absolute before:inset-0 before:bg-[url(/images/winter-sparkles.svg)] before:bg-contain before:bg-center before:bg-no-repeat before:opacity-25 before:content-['']">
            <div className="relative rounded-full bg-sun-400 p-2 shadow-2xl">
              <div className="flex size-48 flex-col items-center justify-center rounded-full border-2 border-dashed border-ocean-950/30 text-center text-ocean-950 sm:size-56">
                <span className="text-sm font-bold tracking-widest uppercase">{t.save}</span>
                <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                  {formatUsd(WINTER_SPECIAL_SAVINGS)}
                </span>
                <span className="text-sm font-bold">{t.onWinter}</span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
