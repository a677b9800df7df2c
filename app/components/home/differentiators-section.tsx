import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { DIFFERENTIATORS, differentiatorsHeading } from "~/content/home";
import { IconTile } from "~/components/icon-tile";

/** What sets the company apart, as icon cards. */
export function DifferentiatorsSection() {
  const company = useCompany();
  return (
    <section aria-labelledby="differentiators-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="differentiators-heading" {...differentiatorsHeading(company)} />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {DIFFERENTIATORS.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <IconTile
                icon={icon}
                className="size-12 shrink-0 rounded-full bg-sun-300 text-ocean-950"
                iconSize="before:size-6"
              />
              <div>
                <h3 className="text-lg font-bold text-ocean-950">{title}</h3>
                <p className="mt-1.5 leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
