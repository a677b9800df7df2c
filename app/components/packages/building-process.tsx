import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { BUILDING_PROCESS } from "~/content/packages";
import { paymentMilestone } from "~/content/payment-schedule";

/** The 6-step building process; each step names the payments of the one schedule that fall due there. */
export function BuildingProcess({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow="How it works"
          title="Your pool in 6 steps"
          intro="From the first estimate to the first swim, you always know what happens next and what is due."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BUILDING_PROCESS.map((step, index) => {
            const icon = step.icon;
            return (
              <li
                key={step.title}
                className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                {/* The row's tile and icon are its ::before and ::after (tile-start). The number is drawn from an
                    attribute: a faint decorative number, not text to read or contrast-check. */}
                <div
                  className={`tile-start tile-start-lg icon-${icon} flex items-center justify-end before:rounded-2xl before:bg-ocean-50 after:text-ocean-700`}
                >
                  <span
                    aria-hidden="true"
                    data-step={String(index + 1).padStart(2, "0")}
                    className="text-5xl font-extrabold text-ocean-100 before:content-[attr(data-step)]"
                  />
                </div>
                <h3 className="mt-4 text-xl font-bold text-ocean-950">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-700">{step.text}</p>
                <p className="icon-before icon-Clock mt-4 flex items-center gap-2 text-sm font-semibold text-ocean-800 before:size-4">
                  {step.duration}
                </p>
                <p className="icon-before icon-Banknote mt-2 flex items-start gap-2 text-sm font-semibold text-slate-800 before:mt-0.5 before:size-4 before:text-palm-600">
                  {step.payments.length === 0
                    ? "No payment at this step"
                    : `Due: ${step.payments
                        .map((paymentId) => {
                          const milestone = paymentMilestone(paymentId);
                          return `${milestone.percent}% ${milestone.label.toLowerCase()}`;
                        })
                        .join(", ")}`}
                </p>
              </li>
            );
          })}
        </ol>
        <div className="mt-10 text-center">
          <Link to="/estimate" className="btn-primary">
            Start With a Free Estimate
          </Link>
        </div>
      </div>
    </section>
  );
}
