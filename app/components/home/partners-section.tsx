import { SectionHeading } from "~/components/section-heading";
import { PARTNERS_HEADING } from "~/content/home";
import { LoadingMessage } from "./loading-message";
import { type PartnerManufacturer, PartnerCard } from "./partner-card";

/** Cards of the enabled manufacturers. */
export function PartnersSection({ manufacturers }: { manufacturers: readonly PartnerManufacturer[] }) {
  return (
    <section aria-labelledby="partners-heading" className="bg-sand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="partners-heading" {...PARTNERS_HEADING} />
        {manufacturers.length === 0 ? (
          <LoadingMessage text="Loading trusted partners..." />
        ) : (
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {manufacturers.map((manufacturer) => (
              <li key={manufacturer.id} className="grid">
                <PartnerCard manufacturer={manufacturer} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
