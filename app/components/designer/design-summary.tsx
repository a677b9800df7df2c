// The designer's running summary, beside every step (decision 032): the plan
// drawing of the chosen model with its deck and ledge, the itemized total and
// the monthly payment with its terms. The same block ends the printable
// summary page and mirrors the e-mail, so the three show one set of figures.
import type { DesignLine, DesignMonthly } from "~/lib/designer/design-price";
import { quantityLabel } from "~/lib/designer/design-quantity";
import { formatUsd } from "~/lib/catalogue/pricing";
import type { Locale } from "~/lib/i18n/locale";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocale } from "~/lib/i18n/use-locale";

type SummaryTexts = TextAreas["designer"]["summary"];

export interface DesignSummaryProps {
  poolName: string | null;
  dimensions: string | null;
  color: string | null;
  planHref: string | null;
  lines: readonly DesignLine[];
  total: number;
  monthly: DesignMonthly | null;
}

/** "8.99 % APR over 120 months with 20 % down ($10,440)": the terms the monthly figure is computed on. */
function monthlyTerms(monthly: DesignMonthly, t: SummaryTexts): string {
  return fill(t.terms, {
    apr: monthly.apr,
    months: monthly.termMonths,
    down: monthly.downPaymentPercent,
    downAmount: formatUsd(monthly.downPayment),
    lender: monthly.lender,
  });
}

function lineLabel(line: Pick<DesignLine, "name" | "quantity" | "unitLabel" | "unitPrice">, locale: Locale): string {
  return line.unitLabel
    ? `${line.name}: ${quantityLabel(line.quantity, line.unitLabel, locale)} × ${formatUsd(line.unitPrice)}`
    : line.name;
}

export function DesignSummary({ poolName, dimensions, color, planHref, lines, total, monthly }: DesignSummaryProps) {
  const t = useTexts("designer").summary;
  const locale = useLocale();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {planHref ? (
        <img
          src={planHref}
          alt={`${fill(t.planAlt, { pool: poolName ?? "" })}${dimensions ? `, ${dimensions}` : ""}`}
          width={800}
          height={500}
          className="w-full rounded-xl"
        />
      ) : (
        <p className="rounded-xl bg-ocean-50 p-4 text-sm text-slate-700">{t.chooseToSee}</p>
      )}
      <p className="mt-3 font-bold text-ocean-950">
        {poolName ?? t.noModel}
        {color ? <span className="font-normal text-slate-700"> · {color}</span> : null}
      </p>
      <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label={t.itemized}>
        {lines.map((line) => (
          <li key={line.key ?? "pool"} className="flex justify-between gap-3 py-1.5">
            <span className="text-slate-700">{lineLabel(line, locale)}</span>
            <span className="font-semibold text-ocean-950">{formatUsd(line.total)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-300 pt-2 text-lg font-extrabold text-ocean-950">
        <span>{t.total}</span>
        {/* Not a live region: the designer announces a new total once the visitor pauses, not per keystroke. */}
        <span>{formatUsd(total)}</span>
      </p>
      {monthly ? (
        <p className="mt-1 text-sm text-slate-700">
          <strong className="text-ocean-950">{fill(t.perMonth, { amount: formatUsd(monthly.payment) })}</strong>
          {t.at}
          {monthlyTerms(monthly, t)}
        </p>
      ) : null}
    </div>
  );
}
