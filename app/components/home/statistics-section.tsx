import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { STATISTIC_VALUES } from "~/content/home";
import { fill } from "~/lib/i18n/translate";
import type { TextAreas } from "~/lib/i18n/texts";

/** The company's stated counts (~/content/home) on a water background. */
export function StatisticsSection({ t }: { t: TextAreas["homeSections"]["statistics"] }) {
  const company = useCompany();
  const values = [...STATISTIC_VALUES, t.estimateTime];
  return (
    <section aria-labelledby="statistics-heading" className="water-gradient py-16 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading id="statistics-heading" tone="light" eyebrow={t.eyebrow} title={t.title} />
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {t.labels.map((label, index) => (
            <div key={label} className="stat-tile frosted">
              <dt>{fill(label, { company: company.name })}</dt>
              <dd>{values[index]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
