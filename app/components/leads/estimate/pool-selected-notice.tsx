import type { SelectionNotice } from "~/lib/leads/estimate-prefill";
import { useTexts } from "~/lib/i18n/texts";

/** "Pool Selected": what the link was about, so the visitor knows the request is about it. */
export function PoolSelectedNotice({ notice }: { notice: SelectionNotice }) {
  const t = useTexts("estimate").notice;
  return (
    <section
      aria-labelledby="pool-selected-heading"
      className="rounded-2xl border border-ocean-200 bg-ocean-50 p-4 sm:p-5"
    >
      <h3
        id="pool-selected-heading"
        className="icon-before icon-CircleCheck flex items-center gap-2 text-sm font-bold text-ocean-900 before:size-5 before:text-palm-600"
      >
        {t.heading}
      </h3>
      <p className="mt-1.5 text-lg font-extrabold text-ocean-950">{notice.title}</p>
      {notice.facts.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          {notice.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.label}</dt>
              <dd className="font-medium text-ocean-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-sm text-slate-700">{t.added}</p>
    </section>
  );
}
