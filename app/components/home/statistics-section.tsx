import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { STATISTICS_HEADING, statistics } from "~/content/home";

/** The company's stated counts (~/content/home and the office data) on a water background. */
export function StatisticsSection() {
  const company = useCompany();
  return (
    <section aria-labelledby="statistics-heading" className="water-gradient py-16 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading id="statistics-heading" tone="light" {...STATISTICS_HEADING} />
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {statistics(company).map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/20 frosted sm:p-6"
            >
              <dt className="mt-1 text-sm font-medium text-ocean-50">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-sun-300 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
