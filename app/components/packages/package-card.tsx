import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { PackagesStaticTexts } from "./static-texts";

interface PackageCardProps {
  id: string;
  t: PackagesStaticTexts["card"];
  /** "Pools starting at $42k", the warranty and the installation time, as the hero states them. */
  price: string;
  warranty: string;
  installationDays: string;
}

/** The all-inclusive package: what the price covers and how long it takes. */
export function PackageCard({ id, t, price, warranty, installationDays }: PackageCardProps) {
  const to = useLocalePath();
  const timeline = [
    { label: t.timeline.installation, value: installationDays },
    { label: t.timeline.landscaping, value: t.timeline.landscapingDays },
    { label: t.timeline.total, value: t.timeline.totalTime },
  ];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] bg-ocean-50/60 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} eyebrow={t.eyebrow} title={t.heading} intro={t.intro} />
        <article className="mx-auto mt-12 max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-ocean-100 lg:grid lg:grid-cols-[1fr_1.35fr]">
          <div className="water-gradient flex flex-col justify-between gap-8 p-8 text-white sm:p-10">
            <div>
              <h3 className="text-2xl font-extrabold">{t.title}</h3>
              <p className="mt-4 text-4xl font-extrabold tracking-tight text-sun-300 sm:text-5xl">{price}</p>
              <p className="mt-3 text-ocean-50">{t.priceNote}</p>
            </div>
            <dl className="space-y-3">
              {timeline.map((fact) => (
                <div key={fact.label} className="rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/20">
                  <dt className="text-xs font-bold tracking-wide text-ocean-100 uppercase">{fact.label}</dt>
                  <dd className="mt-0.5 text-lg font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="p-8 sm:p-10">
            <p className="text-sm font-bold tracking-wide text-ocean-700 uppercase">{t.includedHeading}</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {[...t.included, warranty].map((item) => (
                <li
                  key={item}
                  className="tile-start tile-start-xs icon-Check text-slate-800 before:rounded-full before:bg-palm-600 after:text-white"
                >
                  {item}
                </li>
              ))}
            </ul>
            <p className="icon-before icon-Info mt-6 flex gap-3 rounded-xl bg-sand-100 p-4 text-sm text-slate-800 before:mt-0.5 before:size-4 before:text-ocean-700">
              {t.extras}
            </p>
            <ul className="mt-4 space-y-1 text-sm text-slate-600">
              {t.footnotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={to("/estimate")} className="btn-primary">
                {t.price}
              </Link>
              <Link to={to("/pools")} className="btn-outline">
                {t.choose}
              </Link>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
