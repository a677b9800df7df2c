import { SectionHeading } from "~/components/section-heading";
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import { IconTile } from "~/components/icon-tile";
import { fill } from "~/lib/i18n/translate";
import { daysIn } from "~/lib/catalogue/pool-labels";
import { useTexts } from "~/lib/i18n/texts";

/** The reasons' icons, in the order of the texts' reasons. */
const ICONS = ["Sparkles", "Gauge", "ShieldCheck"] as const;

export function WhyFiberglass() {
  const texts = useTexts("catalogue");
  const t = texts.modern.why;
  const values = {
    chemicals: t.chemicals,
    days: daysIn(texts.days, COMPANY_CLAIMS.installDays)!,
    warranty: t.warranty,
  };
  return (
    <section aria-labelledby="why-fiberglass" className="bg-ocean-50">
      <div className="container-page py-16 sm:py-20">
        <SectionHeading id="why-fiberglass" eyebrow={t.eyebrow} title={t.title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {t.reasons.map(({ title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm">
              <IconTile
                icon={ICONS[index] ?? "Sparkles"}
                className="size-12 rounded-xl bg-sun-300 text-ocean-950"
                iconSize="before:size-6"
              />
              <h3 className="mt-4 text-lg font-bold text-ocean-950">{title}</h3>
              <p className="mt-2 text-slate-600">{fill(text, values)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
