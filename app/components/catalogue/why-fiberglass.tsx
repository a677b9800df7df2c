import { SectionHeading } from "~/components/section-heading";
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import { IconTile } from "~/components/icon-tile";

const REASONS = [
  {
    title: "Low Maintenance",
    text: `A smooth, non-porous gelcoat resists algae, so you spend less time brushing and use ${COMPANY_CLAIMS.chemicals}.`,
    icon: "Sparkles",
  },
  {
    title: "Quick Installation",
    text: `The shell arrives finished from the factory: most backyards go from dig to swim in ${COMPANY_CLAIMS.installDays}.`,
    icon: "Gauge",
  },
  {
    title: "Durable Design",
    text: `Flexible fiberglass handles Florida's shifting sandy soils and heat, backed by a ${COMPANY_CLAIMS.structuralWarranty}.`,
    icon: "ShieldCheck",
  },
] as const;

export function WhyFiberglass() {
  return (
    <section aria-labelledby="why-fiberglass" className="bg-ocean-50">
      <div className="container-page py-16 sm:py-20">
        <SectionHeading id="why-fiberglass" eyebrow="Built for Florida" title="Why Choose Fiberglass Pools?" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ title, text, icon }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm">
              <IconTile icon={icon} className="size-12 rounded-xl bg-sun-300 text-ocean-950" iconSize="before:size-6" />
              <h3 className="mt-4 text-lg font-bold text-ocean-950">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
