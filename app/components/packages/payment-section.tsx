import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { ACCEPTED_PAYMENT_METHODS, PAYMENT_SCHEDULE, REFUSED_PAYMENT_METHODS } from "~/lib/projects/payment-schedule";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { PackagesStaticTexts } from "./static-texts";

/** Milestone colours from the first to the last, darkest first: each milestone's dot (a before: class) and its
 * stretch of the bar (the same theme colour). */
const MILESTONE_COLOURS = [
  { dot: "before:bg-ocean-900", colour: "var(--color-ocean-900)" },
  { dot: "before:bg-ocean-700", colour: "var(--color-ocean-700)" },
  { dot: "before:bg-ocean-500", colour: "var(--color-ocean-500)" },
  { dot: "before:bg-sun-400", colour: "var(--color-sun-400)" },
  { dot: "before:bg-sun-300", colour: "var(--color-sun-300)" },
];
const milestoneColour = (index: number) => MILESTONE_COLOURS[index % MILESTONE_COLOURS.length]!;

/** The schedule as one bar: each milestone's share in its colour, a 2 px white gap between (one element, not six). */
function scheduleBarBackground(): string {
  let end = 0;
  const stops = PAYMENT_SCHEDULE.map((milestone, index) => {
    const start = end;
    end += milestone.percent;
    const last = index === PAYMENT_SCHEDULE.length - 1;
    const colour = milestoneColour(index).colour;
    return last
      ? `${colour} ${start}% 100%`
      : `${colour} ${start}% calc(${end}% - 2px), white calc(${end}% - 2px) ${end}%`;
  });
  return `linear-gradient(to right, ${stops.join(", ")})`;
}

/** The milestone payment schedule (the one schedule of ~/lib/projects/payment-schedule), the accepted methods and the payment questions. */
export function PaymentSection({ id, t }: { id: string; t: PackagesStaticTexts["payment"] }) {
  const to = useLocalePath();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] bg-ocean-50/60 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading id={`${id}-heading`} eyebrow={t.eyebrow} title={t.title} intro={t.intro} />

        <div className="mx-auto mt-12 max-w-5xl rounded-3xl bg-white p-6 shadow-lg ring-1 ring-ocean-100 sm:p-10">
          <div aria-hidden="true" className="h-4 rounded-full" style={{ background: scheduleBarBackground() }} />
          <ol className="mt-8 grid gap-4 md:grid-cols-5">
            {PAYMENT_SCHEDULE.map((milestone, index) => (
              <li key={milestone.id} className="rounded-2xl border border-slate-200 p-5">
                <p
                  className={`flex items-center gap-2 text-xs font-bold tracking-wide text-slate-600 uppercase before:size-3 before:rounded-full before:content-[''] ${milestoneColour(index).dot}`}
                >
                  {fill(t.number, { number: index + 1 })}
                </p>
                <p className="mt-3 text-4xl font-extrabold tracking-tight text-ocean-950">{milestone.percent}%</p>
                <h3 className="mt-1 font-bold text-ocean-900">{t.milestones[milestone.id].label}</h3>
                <p className="mt-2 text-sm text-slate-700">{fill(t.due, { due: t.milestones[milestone.id].due })}</p>
                <p className="mt-2 text-sm text-slate-600">{t.milestones[milestone.id].detail}</p>
              </li>
            ))}
          </ol>
        </div>

        <div className="mx-auto mt-12 grid max-w-5xl gap-8 lg:grid-cols-[1fr_1.6fr]">
          <div className="self-start rounded-3xl bg-ocean-950 p-8 text-white">
            <h3 className="text-xl font-bold">{t.methodsHeading}</h3>
            <ul className="mt-5 space-y-3" aria-label={t.accepted}>
              {ACCEPTED_PAYMENT_METHODS.map((method) => (
                <li
                  key={method}
                  className="icon-before icon-CircleCheck flex items-center gap-3 before:size-5 before:text-sun-300"
                >
                  {t.methods[method]}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm font-bold tracking-wide text-ocean-100 uppercase">{t.notAccepted}</p>
            <ul className="mt-3 space-y-3" aria-label={t.notAccepted}>
              {REFUSED_PAYMENT_METHODS.map((method) => (
                <li
                  key={method}
                  className="icon-before icon-Ban flex items-center gap-3 text-ocean-50 before:size-5 before:text-ocean-100"
                >
                  {t.methods[method]}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-2xl font-extrabold text-ocean-950">{t.questionsHeading}</h3>
            <dl className="mt-5 space-y-5">
              {t.questions.map((entry) => (
                <div key={entry.question} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <dt className="font-bold text-ocean-950">{entry.question}</dt>
                  <dd className="mt-2 leading-relaxed text-slate-700">
                    {fill(entry.answer, { visitNote: t.visitNote, count: PAYMENT_SCHEDULE.length })}
                  </dd>
                </div>
              ))}
            </dl>
            <Link
              to={to("/financing")}
              className="icon-before icon-Link mt-5 inline-flex items-center gap-2 font-semibold text-ocean-800 underline underline-offset-4 before:size-4"
            >
              {t.financing}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
