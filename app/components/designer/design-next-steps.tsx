// What happens after a design is sent, and the fine print on dimensions, below the designer's steps.
import { useTexts } from "~/lib/i18n/texts";

export function DesignNextSteps() {
  const t = useTexts("designer").next;
  return (
    <section aria-labelledby="how" className="rounded-2xl bg-ocean-50 p-5 ring-1 ring-ocean-100">
      <h2 id="how" className="font-extrabold text-ocean-950">
        {t.heading}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {t.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}:</strong> {step.text}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-700">{t.dimensions}</p>
    </section>
  );
}
