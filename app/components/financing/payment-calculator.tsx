import { Calculator } from "lucide-react";
import { useId, useState } from "react";
import { RangeField } from "~/components/calculator/range-field";
import { formatApr, formatUsdCents, monthlyPayment, termYearsLabel, totalPayment } from "~/lib/loan-payment";
import { formatUsd } from "~/lib/pricing";
import { NewTabLink } from "./external-link";
import type { FinancingPartner } from "./partner";

/** §4: the calculator starts with the first partner, $50,000 and 120 months. */
export const DEFAULT_LOAN_AMOUNT = 50_000;
export const DEFAULT_TERM_MONTHS = 120;
export const MIN_TERM_MONTHS = 60;
const AMOUNT_STEP = 1000;
const TERM_STEP = 12;

function termText(months: number) {
  return `${months} months (${termYearsLabel(months)})`;
}

/**
 * Monthly payment for one partner. Changing the partner keeps amount and term as they
 * are (§4, §5: no clamping); a value outside the new partner's range is said plainly.
 */
export function PaymentCalculator({ partners }: { partners: readonly FinancingPartner[] }) {
  const id = useId();
  const [partnerKey, setPartnerKey] = useState(partners[0]?.key ?? "");
  const [amount, setAmount] = useState(DEFAULT_LOAN_AMOUNT);
  const [term, setTerm] = useState(DEFAULT_TERM_MONTHS);
  const partner = partners.find((p) => p.key === partnerKey) ?? partners[0];
  if (!partner) return null;

  const monthly = monthlyPayment(amount, partner.apr, term);
  const total = totalPayment(monthly, term);
  const amountNote =
    amount < partner.minAmount
      ? `${formatUsd(amount)} is below ${partner.name}'s minimum of ${formatUsd(partner.minAmount)}. Move the slider to an amount this lender offers.`
      : amount > partner.maxAmount
        ? `${formatUsd(amount)} is above ${partner.name}'s maximum of ${formatUsd(partner.maxAmount)}. Move the slider to an amount this lender offers.`
        : undefined;
  const termNote =
    term > partner.termMonths
      ? `${term} months is longer than ${partner.name}'s maximum term of ${partner.termMonths} months (${termYearsLabel(partner.termMonths)}).`
      : term < MIN_TERM_MONTHS
        ? `${term} months is shorter than the calculator's minimum of ${MIN_TERM_MONTHS} months.`
        : undefined;

  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-ocean-700 text-white">
          <Calculator aria-hidden="true" className="size-6" />
        </span>
        <h3 className="text-2xl font-extrabold text-ocean-950">Estimate your monthly payment</h3>
      </div>

      <div className="mt-7 space-y-7">
        <div>
          <label htmlFor={`${id}-partner`} className="font-semibold text-ocean-950">
            Financing partner
          </label>
          <select
            id={`${id}-partner`}
            value={partner.key}
            onChange={(event) => setPartnerKey(event.currentTarget.value)}
            className="mt-2 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ocean-950"
          >
            {partners.map((p) => (
              <option key={p.key} value={p.key}>
                {`${p.name} - ${formatApr(p.apr)}`}
              </option>
            ))}
          </select>
        </div>

        <RangeField
          id={`${id}-amount`}
          label="Loan amount"
          value={amount}
          valueText={formatUsd(amount)}
          min={partner.minAmount}
          max={partner.maxAmount}
          step={AMOUNT_STEP}
          minLabel={formatUsd(partner.minAmount)}
          maxLabel={formatUsd(partner.maxAmount)}
          onChange={setAmount}
          note={amountNote}
        />

        <RangeField
          id={`${id}-term`}
          label="Loan term"
          value={term}
          valueText={termText(term)}
          min={MIN_TERM_MONTHS}
          max={partner.termMonths}
          step={TERM_STEP}
          minLabel={`${MIN_TERM_MONTHS} months`}
          maxLabel={`${partner.termMonths} months`}
          onChange={setTerm}
          note={termNote}
        />
      </div>

      <div className="water-gradient mt-8 rounded-2xl p-6 text-white">
        <dl aria-live="polite" className="grid gap-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ocean-50">Monthly payment</dt>
            <dd className="mt-1 text-4xl font-extrabold tracking-tight text-sun-300">{formatUsdCents(monthly)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ocean-50">Total amount</dt>
            <dd className="mt-1 text-2xl font-extrabold tracking-tight sm:mt-3">{formatUsdCents(total)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-ocean-50">
          {formatUsd(amount)} over {termText(term)} at {partner.name}&apos;s starting rate of {formatApr(partner.apr)}
          *. Estimate only; your rate depends on credit approval.
        </p>
        {partner.applicationUrl && (
          <NewTabLink href={partner.applicationUrl} className="btn-primary mt-5 w-full sm:w-auto">
            Apply for Pre-Approval
          </NewTabLink>
        )}
      </div>
    </div>
  );
}
