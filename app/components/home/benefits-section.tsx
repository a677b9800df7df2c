import { SectionHeading } from "~/components/section-heading";
import { BENEFIT_ICONS } from "~/content/home";
import { IconTile } from "~/components/icon-tile";
import type { TextAreas } from "~/lib/i18n/texts";

/** The five claims of the site; its words come with the page's HTML only (PageLoadOnly). */
export function BenefitsSection({ t }: { t: TextAreas["homeSections"]["benefits"] }) {
  const { items, ...heading } = t;
  return (
    <section aria-labelledby="benefits-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="benefits-heading" {...heading} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {items.map(({ title, text }, index) => (
            <li
              key={title}
              className="grid grid-cols-[auto_1fr] content-start gap-x-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
            >
              {/* Beside the title and text on a phone (a two-column grid, the tile over both rows), above them from
                  sm up; no wrapper around the text (the page-weight element budget). */}
              <IconTile
                icon={BENEFIT_ICONS[index]!}
                className="row-span-2 size-12 shrink-0 rounded-xl bg-ocean-50 text-ocean-700"
                iconSize="before:size-6"
              />
              <h3 className="text-lg font-bold text-ocean-950 sm:mt-4">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:mt-2">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
