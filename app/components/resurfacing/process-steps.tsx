import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { RESURFACING_FACTS, RESURFACING_PROCESS, resurfacingLink } from "~/content/resurfacing";

/** The 4-step resurfacing process. */
export function ProcessSteps() {
  return (
    <section id="process" aria-labelledby="process-heading" className="scroll-mt-24 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="process-heading"
          eyebrow="Our process"
          title={`Four steps, ${RESURFACING_FACTS.days}`}
          intro="One crew handles the whole job, and you always know what happens next."
        />
        <ol className="relative mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {RESURFACING_PROCESS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-ocean-700 text-xl font-extrabold text-white ring-8 ring-ocean-50"
              >
                {index + 1}
              </span>
              <p className="mt-5 text-sm font-bold tracking-wide text-ocean-700 uppercase">{step.when}</p>
              <h3 className="mt-1 text-xl font-bold text-ocean-950">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Link to={resurfacingLink("process")} className="btn-primary">
            Start With a Free Inspection
          </Link>
        </div>
      </div>
    </section>
  );
}
