import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { resurfacingLink } from "~/content/resurfacing";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** The 4-step resurfacing process. */
export function ProcessSteps() {
  const t = useTexts("resurfacing").process;
  const to = useLocalePath();
  return (
    <section id="process" aria-labelledby="process-heading" className="scroll-mt-24 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="process-heading" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ol className="relative mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {t.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-ocean-700 text-xl font-extrabold text-white ring-8 ring-ocean-50"
              >
                {index + 1}
              </span>
              <p className="mt-5 text-sm font-bold tracking-wide text-ocean-700 uppercase">{step.when}</p>
              <h3 className="mt-1 text-xl font-bold text-ocean-950">
                <span className="sr-only">{fill(t.step, { number: index + 1 })}</span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Link to={to(resurfacingLink("process"))} className="btn-primary">
            {t.start}
          </Link>
        </div>
      </div>
    </section>
  );
}
