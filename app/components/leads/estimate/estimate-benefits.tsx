import { SectionHeading } from "~/components/section-heading";
import { useTexts } from "~/lib/i18n/texts";
import { IconTile } from "~/components/icon-tile";

const BENEFIT_ICONS = ["badge", "clock", "map", "shield"] as const;
const ICONS = { badge: "BadgeCheck", clock: "Clock", map: "MapPin", shield: "ShieldCheck" } as const;

export function EstimateBenefits() {
  const t = useTexts("estimate").benefits;
  return (
    <section aria-labelledby="estimate-benefits" className="bg-sand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="estimate-benefits" eyebrow={t.eyebrow} title={t.title} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.items.map(({ title, text }, index) => {
            const icon = BENEFIT_ICONS[index] ?? "badge";
            return (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <IconTile
                  icon={ICONS[icon]}
                  className="size-12 rounded-xl bg-ocean-50 text-ocean-700"
                  iconSize="before:size-6"
                />
                <h3 className="mt-4 text-lg font-bold text-ocean-950">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
