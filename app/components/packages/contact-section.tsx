import { Link } from "react-router";
import { useCompany } from "~/components/company-context";
import { fallbackOfficeFor, useNearestOffice } from "~/components/nearest-office";
import { OfficeCard } from "~/components/office-card";
import { SectionHeading } from "~/components/section-heading";
import { telHref } from "~/lib/company/offices";
import { PACKAGES_PATH } from "~/content/packages";
import { OFFICE_COUNT } from "~/lib/company/offices";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { estimateHref } from "~/lib/leads/estimate-links";

/** The page's closing block: an estimate with sourcePage=packages, a call to the nearest office, every office. */
export function ContactSection({ id }: { id: string }) {
  const company = useCompany();
  const { office } = useNearestOffice(fallbackOfficeFor(PACKAGES_PATH));
  const { contact: t, hero } = useTexts("packages");
  const to = useLocalePath();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] bg-sand-100 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={t.eyebrow}
          title={t.title}
          intro={fill(t.intro, { offices: OFFICE_COUNT })}
        />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to(estimateHref({ sourcePage: "packages" }))} className="btn-primary">
            {hero.estimate}
          </Link>
          <a
            href={telHref(office.phone)}
            data-office={office.id}
            className="btn-ocean icon-before icon-Phone before:size-4"
          >
            {fill(t.call, { office: office.name, phone: office.phone })}
          </a>
        </div>
        {/* The cards are articles straight in the grid (a list item around each would be 4 elements more). */}
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {company.offices.map((entry) => (
            <OfficeCard key={entry.id} office={entry} highlight={entry.id === office.id} />
          ))}
        </div>
      </div>
    </section>
  );
}
