import { BenefitGrid } from "~/components/benefit-grid";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { StatTiles } from "~/components/stat-tiles";
import { RESURFACING_REASON_ICONS, RESURFACING_STATS } from "~/content/resurfacing";
import { OFFICE_COUNT } from "~/lib/company/offices";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

/** Why choose the company for resurfacing, with its figures. */
export function ReasonsSection() {
  const company = useCompany();
  const { reasons: t, facts } = useTexts("resurfacing");
  const reasons = t.items.map((item, index) => ({
    icon: RESURFACING_REASON_ICONS[index] ?? "Search",
    title: item.title,
    text: fill(item.text, { offices: OFFICE_COUNT }),
  }));
  const stats = [
    { value: RESURFACING_STATS.pools, label: t.stats.pools },
    { value: RESURFACING_STATS.satisfaction, label: t.stats.satisfaction },
    { value: facts.days, label: t.stats.typical },
    { value: RESURFACING_STATS.response, label: t.stats.response },
  ];
  return (
    <section aria-labelledby="why-us" className="py-16 sm:py-20">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            id="why-us"
            eyebrow={t.eyebrow}
            title={fill(t.title, { company: company.name })}
            align="left"
            intro={t.intro}
          />
          <StatTiles stats={stats} className="mt-8" />
        </div>
        <BenefitGrid benefits={reasons} columns={2} />
      </div>
    </section>
  );
}
