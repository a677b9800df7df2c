import { Star } from "lucide-react";
import { Link } from "react-router";
import { trackEvent } from "~/lib/attribution/analytics";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { formatUsd } from "~/lib/catalogue/pricing";
import { NewTabLink } from "./external-link";
import type { FinancingPartner } from "./partner";
import { useLoanWords } from "./use-loan-words";

/** One lender: rate, amounts, term, features, requirements and its application link. */
export function PartnerCard({ partner }: { partner: FinancingPartner }) {
  const headingId = `partner-${partner.key}`;
  const t = useTexts("financing").card;
  const { t: loans, years } = useLoanWords();
  const to = useLocalePath();
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-7 ${
        partner.promoted ? "border-2 border-sun-400 shadow-lg" : "border border-slate-200"
      }`}
    >
      {partner.promoted && (
        <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1.5 rounded-full bg-sun-400 px-3 py-1 text-xs font-bold tracking-wide text-ocean-950 uppercase shadow-sm">
          <Star aria-hidden="true" className="size-3.5 fill-current" />
          {loans.mostPopular}
        </p>
      )}
      <h3 id={headingId} className="mt-2 text-2xl font-extrabold text-ocean-950">
        {partner.name}
      </h3>
      {partner.description && <p className="mt-2 leading-relaxed text-slate-700">{partner.description}</p>}

      <div className="mt-5 rounded-xl bg-ocean-50 p-4">
        <p className="flex items-baseline gap-1.5 text-ocean-900">
          <span className="text-4xl font-extrabold tracking-tight">
            {partner.apr.toFixed(2)}%
            <span aria-hidden="true" className="align-super text-xl">
              *
            </span>
          </span>
          <span className="text-base font-bold">APR</span>
        </p>
        <p className="mt-1 text-sm text-slate-700">{loans.startingRateNote}</p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl border border-slate-200 p-3">
          <dt className="font-semibold text-slate-600">{t.loanRange}</dt>
          <dd className="mt-1 font-bold text-ocean-950">
            {formatUsd(partner.minAmount)} - {formatUsd(partner.maxAmount)}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-3">
          <dt className="font-semibold text-slate-600">{t.maxTerm}</dt>
          <dd className="mt-1 font-bold text-ocean-950">{years(partner.termMonths)}</dd>
        </div>
      </dl>

      {partner.features.length > 0 && (
        <>
          <h4 className="icon-before icon-BadgeCheck mt-6 flex items-center gap-2 font-bold text-ocean-950 before:size-5 before:text-ocean-700">
            {t.features}
          </h4>
          <ul className="mt-3 space-y-2">
            {partner.features.map((feature) => (
              <li
                key={feature}
                className="icon-before icon-CircleCheck flex gap-2.5 text-slate-700 before:mt-0.5 before:size-5 before:text-palm-600"
              >
                {feature}
              </li>
            ))}
          </ul>
        </>
      )}

      {partner.requirements.length > 0 && (
        <>
          <h4 className="icon-before icon-ClipboardList mt-6 flex items-center gap-2 font-bold text-ocean-950 before:size-5 before:text-ocean-700">
            {t.requirements}
          </h4>
          <ul className="mt-3 space-y-2">
            {partner.requirements.map((requirement) => (
              <li key={requirement} className="flex gap-2.5 text-slate-700">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-ocean-700" />
                {requirement}
              </li>
            ))}
          </ul>
        </>
      )}

      <div className="mt-auto pt-7">
        {partner.applicationUrl ? (
          <NewTabLink
            href={partner.applicationUrl}
            className={partner.promoted ? "btn-primary w-full" : "btn-ocean w-full"}
            onClick={() => trackEvent("financing_apply", { partner: partner.name })}
          >
            {fill(t.apply, { partner: partner.name })}
          </NewTabLink>
        ) : (
          // Without a stored application page the visitor still gets a way forward.
          <Link to={to("/contact")} className="btn-outline w-full">
            {fill(t.ask, { partner: partner.name })}
          </Link>
        )}
      </div>
    </article>
  );
}
