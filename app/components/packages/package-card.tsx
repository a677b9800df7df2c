import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { PACKAGE_CARD, PACKAGE_TIMELINE } from "~/content/packages";

const TIMELINE_FACTS = [
  { label: "Installation", value: PACKAGE_TIMELINE.installation },
  { label: "Landscaping & finishing", value: PACKAGE_TIMELINE.landscaping },
  { label: "From signing to first swim", value: PACKAGE_TIMELINE.total },
] as const;

/** The all-inclusive package: what the price covers and how long it takes. */
export function PackageCard({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] bg-ocean-50/60 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow="The package"
          title="Everything your pool needs, in one price"
          intro="No separate contractors to chase and no surprise invoices: one team, one agreement."
        />
        <article className="mx-auto mt-12 max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-ocean-100 lg:grid lg:grid-cols-[1fr_1.35fr]">
          <div className="water-gradient flex flex-col justify-between gap-8 p-8 text-white sm:p-10">
            <div>
              <h3 className="text-2xl font-extrabold">{PACKAGE_CARD.title}</h3>
              <p className="mt-4 text-4xl font-extrabold tracking-tight text-sun-300 sm:text-5xl">
                {PACKAGE_CARD.price}
              </p>
              <p className="mt-3 text-ocean-50">{PACKAGE_CARD.priceNote}</p>
            </div>
            <dl className="space-y-3">
              {TIMELINE_FACTS.map((fact) => (
                <div key={fact.label} className="rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/20">
                  <dt className="text-xs font-bold tracking-wide text-ocean-100 uppercase">{fact.label}</dt>
                  <dd className="mt-0.5 text-lg font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="p-8 sm:p-10">
            <p className="text-sm font-bold tracking-wide text-ocean-700 uppercase">What is included</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {PACKAGE_CARD.included.map((item) => (
                <li
                  key={item}
                  className="tile-start tile-start-xs icon-Check text-slate-800 before:rounded-full before:bg-palm-600 after:text-white"
                >
                  {item}
                </li>
              ))}
            </ul>
            <p className="icon-before icon-Info mt-6 flex gap-3 rounded-xl bg-sand-100 p-4 text-sm text-slate-800 before:mt-0.5 before:size-4 before:text-ocean-700">
              {PACKAGE_CARD.extras}
            </p>
            <ul className="mt-4 space-y-1 text-sm text-slate-600">
              {PACKAGE_CARD.footnotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/estimate" className="btn-primary">
                Get My Package Price
              </Link>
              <Link to="/pools" className="btn-outline">
                Choose a Pool
              </Link>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
