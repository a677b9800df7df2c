import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { DIFFERENTIATOR_ICONS } from "~/content/home";
import { fill } from "~/lib/i18n/translate";
import type { TextAreas } from "~/lib/i18n/texts";

/** What sets the company apart, as icon cards. */
export function DifferentiatorsSection({ t }: { t: TextAreas["homeSections"]["differentiators"] }) {
  const company = useCompany();
  const { items, eyebrow, ...heading } = t;
  return (
    <section aria-labelledby="differentiators-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="differentiators-heading" eyebrow={fill(eyebrow, { company: company.name })} {...heading} />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ title, text }, index) => (
            <li
              key={title}
              className={`tile-start tile-start-lg icon-${DIFFERENTIATOR_ICONS[index]} before:rounded-full before:bg-sun-300 after:text-ocean-950`}
            >
              <h3 className="text-lg font-bold text-ocean-950">{title}</h3>
              <p className="mt-1.5 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
