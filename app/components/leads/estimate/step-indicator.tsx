import { SpriteIcon } from "~/components/sprite-icon";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import type { EstimateStep } from "./estimate-values";

/** Contact, Details, Review; the active step carries aria-current="step". */
export function StepIndicator({ current }: { current: EstimateStep }) {
  const { form } = useTexts("estimate");
  return (
    <ol aria-label={form.progress} className="grid grid-cols-3 gap-2">
      {form.steps.map(({ label }, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            aria-current={active ? "step" : undefined}
            className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:justify-center sm:gap-2"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                active
                  ? "bg-ocean-700 text-white ring-4 ring-ocean-100"
                  : done
                    ? "bg-palm-600 text-white"
                    : "border border-slate-300 bg-white text-slate-600"
              }`}
            >
              {done ? <SpriteIcon icon="Check" className="size-4" /> : step}
            </span>
            <span className={`text-sm font-semibold ${active ? "text-ocean-900" : "text-slate-600"}`}>
              <span className="sr-only">{fill(form.stepPrefix, { step })}</span>
              {label}
              {done && <span className="sr-only">{form.done}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
