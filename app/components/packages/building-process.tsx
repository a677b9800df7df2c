import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { BUILDING_STEPS } from "~/content/packages";
import { paymentScheduleSummary } from "~/lib/projects/payment-schedule";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { PackagesStaticTexts } from "./static-texts";

interface BuildingProcessProps {
  id: string;
  t: PackagesStaticTexts["process"];
  /** The payment section's texts: the milestones' names and the technical visit's note. */
  labels: PackagesStaticTexts["payment"];
}

/** The 6-step building process; each step names the payments of the one schedule that fall due there. */
export function BuildingProcess({ id, t, labels }: BuildingProcessProps) {
  const to = useLocalePath();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BUILDING_STEPS.map(({ icon, payments }, index) => {
            const step = t.steps[index];
            if (!step) return null;
            return (
              <li
                key={icon}
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
                  <span className="sr-only">{fill(t.step, { number: index + 1 })}</span>
                  {step.title}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-700">
                  {fill(step.text, { visitNote: labels.visitNote })}
                </p>
                <p className="icon-before icon-Clock step-fact mt-4 text-ocean-800">{step.duration}</p>
                <p className="icon-before icon-Banknote step-fact mt-2 text-slate-800 before:text-palm-600">
                  {payments.length === 0
                    ? t.noPayment
                    : fill(t.due, {
                        payments: paymentScheduleSummary(payments, (paymentId) => labels.milestones[paymentId].label),
                      })}
                </p>
              </li>
            );
          })}
        </ol>
        <div className="mt-10 text-center">
          <Link to={to("/estimate")} className="btn-primary">
            {t.start}
          </Link>
        </div>
      </div>
    </section>
  );
}
