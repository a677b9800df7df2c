import { Link } from "react-router";
import { BenefitGrid } from "~/components/benefit-grid";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { StatTiles } from "~/components/stat-tiles";
import { REASON_ICONS } from "~/content/packages";
import { COMPANY_CLAIMS, OFFICE_COUNT, OFFICE_LOCATIONS } from "~/lib/company/offices";
import { formatAndList } from "~/lib/text/plain-format";
import type { Locale } from "~/lib/i18n/locale";
import { fill } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import type { PackagesStaticTexts } from "./static-texts";

interface ReasonsSectionProps {
  id: string;
  t: PackagesStaticTexts["reasons"];
  /** "4-15 days", the installation time the hero states. */
  installationDays: string;
}

/** "Orlando, Ocala and Port St. Lucie": the English page has always written it without the serial comma. */
function officeList(locale: Locale): string {
  const names = OFFICE_LOCATIONS.map((office) => office.name);
  return locale === "es" ? formatAndList(names, "es") : names.join(", ").replace(/, ([^,]*)$/, " and $1");
}

/** Reasons to choose the company, with its headline figures. */
export function ReasonsSection({ id, t, installationDays }: ReasonsSectionProps) {
  const company = useCompany();
  const locale = useLocale();
  const to = useLocalePath();
  const values = {
    offices: OFFICE_COUNT,
    locations: officeList(locale),
    rating: COMPANY_CLAIMS.rating,
  };
  const reasons = t.items.map((item, index) => ({
    icon: REASON_ICONS[index] ?? "Star",
    title: fill(item.title, values),
    text: fill(item.text, values),
  }));
  const stats = [
    { value: String(OFFICE_COUNT), label: t.stats.offices },
    { value: COMPANY_CLAIMS.experience.split(" ")[0] ?? "", label: t.stats.experience },
    { value: COMPANY_CLAIMS.rating, label: t.stats.rating },
    { value: installationDays, label: t.stats.installation },
  ];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={t.eyebrow}
          title={fill(t.title, { company: company.name })}
          intro={t.intro}
        />
        <StatTiles stats={stats} className="mx-auto mt-10 max-w-5xl lg:grid-cols-4" />
        <div className="mt-12">
          <BenefitGrid benefits={reasons} tone="sun" />
        </div>
        <div className="mt-10 text-center">
          <Link to={to("/estimate")} className="btn-primary">
            {t.estimate}
          </Link>
        </div>
      </div>
    </section>
  );
}
