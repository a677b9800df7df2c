import { SectionHeading } from "~/components/section-heading";
import { company } from "~/content/company";
import { RESURFACING_REASONS, RESURFACING_STATS } from "~/content/resurfacing";

/** Why choose the company for resurfacing, with its figures. */
export function ReasonsSection() {
  return (
    <section aria-labelledby="why-us" className="py-16 sm:py-20">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            id="why-us"
            eyebrow="Why choose us"
            title={`Why pool owners trust ${company.name}`}
            align="left"
            intro="We build fiberglass pools, so we know how to bring them back."
          />
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {RESURFACING_STATS.map((stat) => (
              <div key={stat.label} className="water-gradient flex flex-col rounded-2xl p-5 text-white shadow-md">
                <dt className="text-sm font-semibold text-ocean-50">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-sun-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {RESURFACING_REASONS.map((reason) => {
            const Icon = reason.icon;
            return (
              <li key={reason.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ocean-950">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{reason.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
