import { Link } from "react-router";
import { BenefitGrid } from "~/components/benefit-grid";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { StatTiles } from "~/components/stat-tiles";
import { REASONS, REASON_STATS, reasonsHeading } from "~/content/packages";

/** Reasons to choose the company, with its headline figures. */
export function ReasonsSection({ id }: { id: string }) {
  const company = useCompany();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} {...reasonsHeading(company)} />
        <StatTiles stats={REASON_STATS} className="mx-auto mt-10 max-w-5xl lg:grid-cols-4" />
        <div className="mt-12">
          <BenefitGrid benefits={REASONS} tone="sun" />
        </div>
        <div className="mt-10 text-center">
          <Link to="/estimate" className="btn-primary">
            Get a Free Estimate
          </Link>
        </div>
      </div>
    </section>
  );
}
