import { SectionHeading } from "~/components/section-heading";
import type { TextAreas } from "~/lib/i18n/texts";
import { LoadingMessage } from "./loading-message";
import { type PartnerManufacturer, PartnerCard } from "./partner-card";

/** Cards of the enabled manufacturers. */
export function PartnersSection({
  manufacturers,
  t,
}: {
  manufacturers: readonly PartnerManufacturer[];
  t: TextAreas["homeSections"]["partners"];
}) {
  const { loading, card, ...heading } = t;
  return (
    <section aria-labelledby="partners-heading" className="bg-sand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="partners-heading" {...heading} />
        {manufacturers.length === 0 ? (
          <LoadingMessage text={loading} />
        ) : (
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {manufacturers.map((manufacturer) => (
              <li key={manufacturer.id} className="grid">
                <PartnerCard manufacturer={manufacturer} t={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
