import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { WARNING_SIGNS, resurfacingLink } from "~/content/resurfacing";
import { IconTile } from "~/components/icon-tile";

/** Signs that a pool needs resurfacing or repair. */
export function WarningSigns() {
  return (
    <section aria-labelledby="warning-signs" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="warning-signs"
          eyebrow="Warning signs"
          title="Does your pool show any of these signs?"
          intro="Surface damage only gets worse with time. Caught early, most pools need days of work, not a new shell."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {WARNING_SIGNS.map((sign) => {
            const icon = sign.icon;
            return (
              <li key={sign.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <IconTile
                  icon={icon}
                  className="size-12 shrink-0 rounded-2xl bg-sun-300/40 text-ocean-900"
                  iconSize="before:size-6"
                />
                <div>
                  <h3 className="text-lg font-bold text-ocean-950">{sign.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-slate-700">{sign.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-ocean-50 p-6 text-center sm:flex-row sm:justify-between sm:text-left">
          <p className="icon-before icon-TriangleExclamationPoint flex items-center gap-3 font-semibold text-ocean-950 before:size-6 before:text-ocean-700">
            Spotted one or more? A free inspection tells you exactly what your pool needs.
          </p>
          <Link to={resurfacingLink("problem-identification")} className="btn-primary shrink-0">
            Book a Free Inspection
          </Link>
        </div>
      </div>
    </section>
  );
}
