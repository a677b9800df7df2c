import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { REASONS, REASONS_HEADING, REASON_STATS } from "~/content/packages";

/** Reasons to choose the company, with its headline figures. */
export function ReasonsSection({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} {...REASONS_HEADING} />
        <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
          {REASON_STATS.map((stat) => (
            <div
              key={stat.label}
              className="water-gradient flex flex-col rounded-2xl p-5 text-center text-white shadow-md"
            >
              <dt className="text-sm font-semibold text-ocean-50">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-sun-300 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => {
            const Icon = reason.icon;
            return (
              <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-sun-300/40 text-ocean-900">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ocean-950">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{reason.text}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/estimate" className="btn-primary">
            Get a Free Estimate
          </Link>
        </div>
      </div>
    </section>
  );
}
