import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { DIFFERENTIATORS, differentiatorsHeading } from "~/content/home";

/** What sets the company apart, as icon cards. */
export function DifferentiatorsSection() {
  const company = useCompany();
  return (
    <section aria-labelledby="differentiators-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="differentiators-heading" {...differentiatorsHeading(company)} />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {DIFFERENTIATORS.map(({ icon, title, text }) => (
            <li
              key={title}
              className={`tile-start tile-start-lg icon-${icon} before:rounded-full before:bg-sun-300 after:text-ocean-950`}
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
