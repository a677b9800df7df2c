import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { SERVICE_LINKS } from "~/content/home";
import { IconTile } from "~/components/icon-tile";
import type { TextAreas } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** Service cards; a coming-soon service shows a disabled button instead of a link. */
export function ServicesSection({ t }: { t: TextAreas["homeSections"]["services"] }) {
  const to = useLocalePath();
  const { items, comingSoon: comingSoonLabel, ...heading } = t;
  return (
    <section aria-labelledby="services-heading" className="bg-sand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="services-heading" {...heading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ title, text, cta }, index) => {
            const { icon, href } = SERVICE_LINKS[index]!;
            return (
              <li
                key={title}
                className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                {!href && (
                  <span className="absolute top-5 right-5 rounded-full bg-sun-300 px-2.5 py-1 text-xs font-bold text-ocean-950">
                    {comingSoonLabel}
                  </span>
                )}
                <IconTile icon={icon} className="size-12 rounded-xl bg-ocean-700 text-white" iconSize="before:size-6" />
                <h3 className="mt-5 text-xl font-bold text-ocean-950">{title}</h3>
                <p className="mt-2 mb-6 text-sm leading-relaxed text-slate-600">{text}</p>
                {/* The service's name completes each action's accessible name (the visible text comes first). */}
                {href ? (
                  <Link to={to(href)} aria-label={`${cta}: ${title}`} className="btn-outline mt-auto w-full">
                    {cta}
                  </Link>
                ) : (
                  <button
                    type="button"
                    disabled
                    aria-label={`${cta}: ${title}`}
                    className="btn mt-auto w-full bg-slate-100 text-slate-700"
                  >
                    {cta}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
