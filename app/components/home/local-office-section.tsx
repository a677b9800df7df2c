import { useCompany } from "~/components/company-context";
import { serviceAreaPhrase } from "~/lib/company/service-areas";
import { OfficeCard } from "~/components/office-card";
import { SectionHeading } from "~/components/section-heading";
import { telHref } from "~/lib/company/offices";
import { getOffice } from "~/lib/company/company-profile";
import { fill } from "~/lib/i18n/translate";
import { useLocale } from "~/lib/i18n/use-locale";
import type { TextAreas } from "~/lib/i18n/texts";

/** The West Palm Beach office with its service-area towns and a tap-to-call number. */
export function LocalOfficeSection({ t }: { t: TextAreas["homeSections"]["localOffice"] }) {
  const office = getOffice(useCompany(), "west-palm-beach");
  const locale = useLocale();
  return (
    <section aria-labelledby="local-office-heading" className="py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <SectionHeading id="local-office-heading" align="left" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
          <p className="mt-6 text-slate-700">
            {fill(t.towns, {
              count: office.serviceTowns.length,
              areas: serviceAreaPhrase(office.serviceAreas, locale),
            })}
          </p>
          <a
            href={telHref(office.phone)}
            data-office={office.id}
            className="btn-primary icon-before icon-Phone mt-6 px-6 text-base before:size-5"
          >
            {fill(t.call, { phone: office.phone })}
          </a>
        </div>
        <OfficeCard office={office} showTowns highlight />
      </div>
    </section>
  );
}
