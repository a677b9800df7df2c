import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { WARNING_SIGN_ICONS, resurfacingLink } from "~/content/resurfacing";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { IconTile } from "~/components/icon-tile";

/** Signs that a pool needs resurfacing or repair. */
export function WarningSigns() {
  const t = useTexts("resurfacing").signs;
  const to = useLocalePath();
  return (
    <section aria-labelledby="warning-signs" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="warning-signs" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {t.items.map((sign, index) => {
            const icon = WARNING_SIGN_ICONS[index] ?? "Sparkles";
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
            {t.prompt}
          </p>
          <Link to={to(resurfacingLink("problem-identification"))} className="btn-primary shrink-0">
            {t.book}
          </Link>
        </div>
      </div>
    </section>
  );
}
