import { useId, useLayoutEffect, useRef, useState } from "react";
import { RangeField } from "~/components/calculator/range-field";
import { useAddressFollows } from "~/components/calculator/use-address-follows";
import {
  MIN_TERM_MONTHS,
  PAYMENT_QUERY,
  type PaymentInput,
  formatApr,
  formatUsdCents,
  monthlyPayment,
  parsePaymentQuery,
  paymentQuery,
  totalPayment,
} from "~/lib/financing/loan-payment";
import { formatUsd } from "~/lib/catalogue/pricing";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLoanWords } from "./use-loan-words";
import { NewTabLink } from "./external-link";
import type { FinancingPartner } from "./partner";
import { IconTile } from "~/components/icon-tile";

const AMOUNT_STEP = 1000;
const TERM_STEP = 12;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A range input's steps count from its min: with a $2,500 minimum and $1,000 steps, $50,000 is not a step, so the
 * browser would move the thumb to $50,500 while the page shows $50,000. A step that divides the minimum too keeps
 * round amounts (and the amount kept from another lender) on the grid.
 */
const amountStep = (minAmount: number) => gcd(AMOUNT_STEP, minAmount) || AMOUNT_STEP;

/**
 * Monthly payment for one partner. Changing the partner keeps amount and term as they
 * are, without clamping them to the new range; a value outside the new partner's range is said plainly.
 *
 * It is a GET form: without JavaScript its button sends the inputs and the server renders the
 * payment from the query (`initial`, read by parsePaymentQuery). With JavaScript the payment follows
 * the inputs at once and the address follows them; inputs moved before hydration are taken from the DOM.
 */
export function PaymentCalculator({
  partners,
  initial,
}: {
  partners: readonly FinancingPartner[];
  initial: PaymentInput;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [partnerKey, setPartnerKey] = useState(initial.partnerKey ?? partners[0]?.key ?? "");
  const [amount, setAmount] = useState(initial.amount);
  const [term, setTerm] = useState(initial.termMonths);
  const partner = partners.find((p) => p.key === partnerKey) ?? partners[0];
  const t = useTexts("financing").calculator;
  const { months, term: termText } = useLoanWords();

  // Hydration: the DOM has what the visitor chose while the scripts loaded; the state takes it over.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const chosen = parsePaymentQuery(new URLSearchParams(formDataText(new FormData(formRef.current))));
    if (chosen.partnerKey) setPartnerKey(chosen.partnerKey);
    setAmount(chosen.amount);
    setTerm(chosen.termMonths);
  }, []);

  useAddressFollows(partner ? paymentQuery({ partnerKey: partner.key, amount, termMonths: term }) : null);
  if (!partner) return null;

  const monthly = monthlyPayment(amount, partner.apr, term);
  const total = totalPayment(monthly, term);
  const amountValues = {
    amount: formatUsd(amount),
    partner: partner.name,
    minimum: formatUsd(partner.minAmount),
    maximum: formatUsd(partner.maxAmount),
  };
  const amountNote =
    amount < partner.minAmount
      ? fill(t.belowMinimum, amountValues)
      : amount > partner.maxAmount
        ? fill(t.aboveMaximum, amountValues)
        : undefined;
  const termNote =
    term > partner.termMonths
      ? fill(t.tooLong, { term: months(term), partner: partner.name, maximum: termText(partner.termMonths) })
      : term < MIN_TERM_MONTHS
        ? fill(t.tooShort, { term: months(term), minimum: months(MIN_TERM_MONTHS) })
        : undefined;

  return (
    <form
      ref={formRef}
      method="get"
      // Without JavaScript the answer page opens at the calculator.
      action="#payment-calculator"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t.heading}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <div className="flex items-center gap-3">
        <IconTile icon="Calculator" className="size-11 rounded-xl bg-ocean-700 text-white" iconSize="before:size-6" />
        <h3 className="text-2xl font-extrabold text-ocean-950">{t.heading}</h3>
      </div>

      <div className="mt-7 space-y-7">
        <div>
          <label htmlFor={`${id}-partner`} className="font-semibold text-ocean-950">
            {t.partner}
          </label>
          <select
            id={`${id}-partner`}
            name={PAYMENT_QUERY.partner}
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
          name={PAYMENT_QUERY.amount}
          label={t.amount}
          value={amount}
          valueText={formatUsd(amount)}
          min={partner.minAmount}
          max={partner.maxAmount}
          step={amountStep(partner.minAmount)}
          minLabel={formatUsd(partner.minAmount)}
          maxLabel={formatUsd(partner.maxAmount)}
          onChange={setAmount}
          note={amountNote}
        />

        <RangeField
          id={`${id}-term`}
          name={PAYMENT_QUERY.term}
          label={t.term}
          value={term}
          valueText={termText(term)}
          min={MIN_TERM_MONTHS}
          max={partner.termMonths}
          step={TERM_STEP}
          minLabel={months(MIN_TERM_MONTHS)}
          maxLabel={months(partner.termMonths)}
          onChange={setTerm}
          note={termNote}
        />
      </div>

      {/* Only without JavaScript: with it, the payment below follows the inputs as they move. */}
      <noscript>
        <button type="submit" className="btn-ocean mt-7 w-full">
          {t.update}
        </button>
      </noscript>

      <div className="water-gradient mt-8 rounded-2xl p-6 text-white">
        <dl aria-live="polite" className="grid gap-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ocean-50">{t.monthly}</dt>
            <dd className="mt-1 text-4xl font-extrabold tracking-tight text-sun-300">{formatUsdCents(monthly)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ocean-50">{t.total}</dt>
            <dd className="mt-1 text-2xl font-extrabold tracking-tight sm:mt-3">{formatUsdCents(total)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-ocean-50">
          {fill(t.summary, {
            amount: formatUsd(amount),
            term: termText(term),
            partner: partner.name,
            apr: formatApr(partner.apr),
          })}
        </p>
        {partner.applicationUrl && (
          <NewTabLink href={partner.applicationUrl} className="btn-primary mt-5 w-full sm:w-auto">
            {t.apply}
          </NewTabLink>
        )}
      </div>
    </form>
  );
}

/** A form's text fields as query pairs (the form has no files). */
function formDataText(data: FormData): [string, string][] {
  return [...data].flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));
}
