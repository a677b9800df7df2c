import { useCompany } from "~/components/company-context";
import { OfficeCard } from "~/components/office-card";
import { SectionHeading } from "~/components/section-heading";
import { telHref } from "~/lib/company/offices";
import { LOCAL_OFFICE_HEADING } from "~/content/home";
import { getOffice } from "~/lib/company/company-profile";

/** The West Palm Beach office with its service-area towns and a tap-to-call number. */
export function LocalOfficeSection() {
  const office = getOffice(useCompany(), "west-palm-beach");
  return (
    <section aria-labelledby="local-office-heading" className="py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <SectionHeading id="local-office-heading" align="left" {...LOCAL_OFFICE_HEADING} />
          <p className="mt-6 text-slate-700">
            Our crews install pools in {office.serviceTowns.length} towns across {office.serviceAreas.join(", ")}, so a
            local team is never far from your yard.
          </p>
          <a
            href={telHref(office.phone)}
            data-office={office.id}
            className="btn-primary icon-before icon-Phone mt-6 px-6 text-base before:size-5"
          >{`Call ${office.phone}`}</a>
        </div>
        <OfficeCard office={office} showTowns highlight />
      </div>
    </section>
  );
}
