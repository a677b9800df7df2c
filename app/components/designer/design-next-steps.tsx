// What happens after a design is sent, and the fine print on dimensions, below the designer's steps.
import { DESIGN_PROCESS } from "~/content/design";

export function DesignNextSteps() {
  return (
    <section aria-labelledby="how" className="rounded-2xl bg-ocean-50 p-5 ring-1 ring-ocean-100">
      <h2 id="how" className="font-extrabold text-ocean-950">
        After you send it
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {DESIGN_PROCESS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}:</strong> {step.text}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-700">
        Pool dimensions may vary by up to 3% from published specifications, and all pools are non-diving pools unless
        stated otherwise.
      </p>
    </section>
  );
}
