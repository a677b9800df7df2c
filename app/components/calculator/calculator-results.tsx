import { Link } from "react-router";
import { BEST_OPTION_BADGE, type FinancingOption } from "~/lib/financing/financing-calculator";
import { formatUsd } from "~/lib/catalogue/pricing";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useLoanWords } from "~/components/financing/use-loan-words";
import { IconTile } from "~/components/icon-tile";
import { SpriteIcon } from "~/components/sprite-icon";

/** Before calculation: what to do. */
export function CalculatorPrompt() {
  const t = useTexts("calculator").prompt;
  return (
    <div className="flex h-full flex-col items-center justify-center rounded-3xl border-2 border-dashed border-ocean-200 bg-white p-8 text-center sm:p-10">
      <IconTile
        icon="Calculator"
        className="size-16 rounded-full bg-ocean-50 text-ocean-700"
        iconSize="before:size-8"
      />
      <h3 className="mt-5 text-2xl font-extrabold text-ocean-950">{t.title}</h3>
      <p className="mt-3 max-w-md text-slate-700">{t.text}</p>
    </div>
  );
}

/** After calculation: the options by ascending APR, or the message that none fits. */
export function CalculatorResults({ options, financed }: { options: readonly FinancingOption[]; financed: number }) {
  const t = useTexts("calculator").results;
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <h3 className="text-2xl font-extrabold text-ocean-950">{t.heading}</h3>
      {options.length === 0 ? (
        <p className="icon-before icon-Info mt-4 flex gap-3 rounded-xl bg-sun-300/40 p-4 text-ocean-950 before:mt-0.5 before:size-5">
          {t.none}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{fill(t.financed, { amount: formatUsd(financed) })}</p>
          <ol className="mt-6 space-y-5">
            {options.map((option) => (
              <OptionCard key={option.name} option={option} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function OptionCard({ option }: { option: FinancingOption }) {
  const best = option.badges.includes(BEST_OPTION_BADGE);
  const { results: t, optionWords } = useTexts("calculator");
  const { term } = useLoanWords();
  const to = useLocalePath();
  const word = (english: string) => optionWords[english as keyof typeof optionWords] ?? english;
  const name = word(option.name);
  return (
    <li className={`rounded-2xl p-5 ${best ? "border-2 border-palm-600 bg-green-50/40" : "border border-slate-200"}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h4 className="text-lg font-bold text-ocean-950">{name}</h4>
          <p className="text-sm font-semibold text-slate-700">
            {option.apr.toFixed(2)}% APR · {term(option.termMonths)}
          </p>
        </div>
        {option.badges.length > 0 && (
          <ul aria-label={t.badges} className="flex flex-wrap gap-2">
            {option.badges.map((badge) => (
              <li
                key={badge}
                className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold ${
                  badge === BEST_OPTION_BADGE ? "bg-palm-600 text-white" : "bg-sun-400 text-ocean-950"
                }`}
              >
                {badge === BEST_OPTION_BADGE ? (
                  <SpriteIcon icon="Award" className="size-3.5" />
                ) : (
                  <SpriteIcon icon="Clock" className="size-3.5" />
                )}
                {word(badge)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-sm text-slate-600">{t.monthly}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-ocean-800">{formatUsd(option.monthlyPayment)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t.total}</dt>
          <dd className="mt-1.5 font-bold text-ocean-950">{formatUsd(option.totalPayment)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t.interest}</dt>
          <dd className="mt-1.5 font-bold text-ocean-950">{formatUsd(option.totalInterest)}</dd>
        </div>
      </dl>
      {option.qualifications.length > 0 && (
        <ul aria-label={fill(t.qualifications, { option: name })} className="mt-4 flex flex-wrap gap-2">
          {option.qualifications.map((item) => (
            <li key={item} className="rounded-full bg-ocean-50 px-3 py-1 text-xs font-semibold text-ocean-900">
              {word(item)}
            </li>
          ))}
        </ul>
      )}
      <Link to={to("/estimate")} className="btn-primary mt-5 w-full sm:w-auto">
        {t.apply}
      </Link>
    </li>
  );
}
