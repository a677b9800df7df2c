import { Link } from "react-router";
import type { LeadFact } from "~/lib/leads/lead-desk-views";

/** Label/value pairs of a lead; lead text is rendered as text (React escapes it), never as HTML. */
export function LeadFacts({ facts, empty }: { facts: readonly LeadFact[]; empty?: string }) {
  if (facts.length === 0) return <p className="text-sm text-slate-600">{empty ?? "Nothing recorded."}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? "sm:col-span-2" : undefined}>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.label}</dt>
          <dd className={`mt-0.5 text-slate-900 ${fact.wide ? "whitespace-pre-wrap" : ""} [overflow-wrap:anywhere]`}>
            {fact.items ? (
              <ul className="space-y-1">
                {fact.items.map((item) => (
                  <li key={item.text}>
                    {item.href ? (
                      // A public page: a full page load, out of the staff area's scripts and styles.
                      <a href={item.href} className="font-semibold text-ocean-800 underline underline-offset-2">
                        {item.text}
                      </a>
                    ) : (
                      item.text
                    )}
                    {item.note && <span className="text-slate-600"> ({item.note})</span>}
                  </li>
                ))}
              </ul>
            ) : fact.href ? (
              fact.href.startsWith("/") ? (
                <Link to={fact.href} className="font-semibold text-ocean-800 underline underline-offset-2">
                  {fact.value}
                </Link>
              ) : (
                <a href={fact.href} className="font-semibold text-ocean-800 underline underline-offset-2">
                  {fact.value}
                </a>
              )
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
