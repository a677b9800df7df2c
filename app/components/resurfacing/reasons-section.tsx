import { BenefitGrid } from "~/components/benefit-grid";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { StatTiles } from "~/components/stat-tiles";
import { RESURFACING_REASONS, RESURFACING_STATS } from "~/content/resurfacing";

/** Why choose the company for resurfacing, with its figures. */
export function ReasonsSection() {
  const company = useCompany();
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
          <StatTiles stats={RESURFACING_STATS} className="mt-8" />
        </div>
        <BenefitGrid benefits={RESURFACING_REASONS} columns={2} />
      </div>
    </section>
  );
}
