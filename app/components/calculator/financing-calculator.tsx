import { DollarSign } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import {
  CALCULATOR_QUERY,
  CREDIT_RANGES,
  type CalculatorInput,
  DOWN_PAYMENT_PERCENT,
  LOAN_TERM_MONTHS,
  calculateFinancingOptions,
  calculatorQuery,
  canCalculate,
  downPaymentAmount,
  financedAmount,
  parseCreditScore,
  previewPartnersFor,
} from "~/lib/financing/financing-calculator";
import { formatUsd } from "~/lib/catalogue/pricing";
import { useTexts } from "~/lib/i18n/texts";
import { useLoanWords } from "~/components/financing/use-loan-words";
import { CalculatorPrompt, CalculatorResults } from "./calculator-results";
import { PartnerPreview } from "./partner-preview";
import { RangeField } from "./range-field";
import { useAddressFollows } from "./use-address-follows";

interface FinancingCalculatorProps {
  initialInput: CalculatorInput;
  /** True when the page was requested with a submitted form (no JavaScript). */
  initiallyCalculated: boolean;
}

/** The price text as dollars; an empty or invalid field is 0 (and Calculate is disabled). */
function priceFromText(text: string): number {
  const value = Number(text.replace(/[$,\s]/g, ""));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The /calculator form. Without JavaScript (and before it runs) it is a plain GET form and the
 * server renders the results from the query. With JavaScript the options are computed here, with
 * the same functions, follow the inputs once calculated, and the address follows them too.
 * Inputs moved before hydration are read from the DOM when React takes over, never reset.
 */
export function FinancingCalculator({ initialInput, initiallyCalculated }: FinancingCalculatorProps) {
  const id = useId();
  const [priceText, setPriceText] = useState(String(initialInput.poolPrice));
  const [downPaymentPercent, setDownPaymentPercent] = useState(initialInput.downPaymentPercent);
  const [termMonths, setTermMonths] = useState(initialInput.termMonths);
  const [creditScore, setCreditScore] = useState(initialInput.creditScore);
  const [calculated, setCalculated] = useState(initiallyCalculated);
  const formRef = useRef<HTMLFormElement>(null);
  const t = useTexts("calculator").form;
  const { months, term } = useLoanWords();

  // Hydration: the DOM has what the visitor chose while the scripts loaded; the state takes it over.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    setPriceText(text(CALCULATOR_QUERY.poolPrice));
    setDownPaymentPercent(Number(text(CALCULATOR_QUERY.downPaymentPercent)));
    setTermMonths(Number(text(CALCULATOR_QUERY.termMonths)));
    setCreditScore(parseCreditScore(text(CALCULATOR_QUERY.creditScore)));
  }, []);

  const poolPrice = priceFromText(priceText);
  const ready = canCalculate(poolPrice);
  const financed = financedAmount(poolPrice, downPaymentPercent);
  const down = downPaymentAmount(poolPrice, downPaymentPercent);
  const showResults = calculated && ready;
  const input = { poolPrice, downPaymentPercent, termMonths, creditScore };
  const options = showResults ? calculateFinancingOptions(input) : [];
  useAddressFollows(showResults ? calculatorQuery(input) : null);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_1.15fr]">
      <form
        ref={formRef}
        method="get"
        // Keeps the visitor's page and query-less path: the browser replaces only the query.
        action="#calculator"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) setCalculated(true);
        }}
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
      >
        <h3 className="text-2xl font-extrabold text-ocean-950">{t.heading}</h3>
        <div className="mt-6 space-y-7">
          <div>
            <label htmlFor={`${id}-price`} className="font-semibold text-ocean-950">
              {t.price}
            </label>
            <div className="relative mt-2">
              <DollarSign
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
              />
              <input
                id={`${id}-price`}
                name={CALCULATOR_QUERY.poolPrice}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={priceText}
                onChange={(event) => setPriceText(event.currentTarget.value)}
                aria-describedby={`${id}-price-hint`}
                className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-lg font-semibold text-ocean-950"
              />
            </div>
            <p id={`${id}-price-hint`} className="mt-2 text-sm text-slate-600">
              {t.priceHint}
            </p>
          </div>

          <RangeField
            id={`${id}-down`}
            name={CALCULATOR_QUERY.downPaymentPercent}
            label={t.downPayment}
            value={downPaymentPercent}
            valueText={`${downPaymentPercent}% (${formatUsd(down)})`}
            min={DOWN_PAYMENT_PERCENT.min}
            max={DOWN_PAYMENT_PERCENT.max}
            step={DOWN_PAYMENT_PERCENT.step}
            minLabel={`${DOWN_PAYMENT_PERCENT.min}%`}
            maxLabel={`${DOWN_PAYMENT_PERCENT.max}%`}
            onChange={setDownPaymentPercent}
          />

          <RangeField
            id={`${id}-term`}
            name={CALCULATOR_QUERY.termMonths}
            label={t.term}
            value={termMonths}
            valueText={term(termMonths)}
            min={LOAN_TERM_MONTHS.min}
            max={LOAN_TERM_MONTHS.max}
            step={LOAN_TERM_MONTHS.step}
            minLabel={months(LOAN_TERM_MONTHS.min)}
            maxLabel={months(LOAN_TERM_MONTHS.max)}
            onChange={setTermMonths}
          />

          <div>
            <label htmlFor={`${id}-credit`} className="font-semibold text-ocean-950">
              {t.credit}
            </label>
            <select
              id={`${id}-credit`}
              name={CALCULATOR_QUERY.creditScore}
              value={creditScore}
              onChange={(event) => setCreditScore(parseCreditScore(event.currentTarget.value))}
              className="mt-2 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ocean-950"
            >
              {CREDIT_RANGES.map((range) => (
                <option key={range.value} value={range.value}>
                  {t.creditRanges[String(range.value) as keyof typeof t.creditRanges]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p className="mt-7 flex items-baseline justify-between rounded-xl bg-ocean-50 px-4 py-3 text-ocean-950">
          <span className="font-semibold">{t.financed}</span>
          <span className="text-xl font-extrabold">{formatUsd(financed)}</span>
        </p>
        <button type="submit" disabled={!ready} className="btn-primary mt-5 w-full text-base">
          {t.submit}
        </button>
        {!ready && <p className="mt-2 text-center text-sm text-slate-700">{t.needPrice}</p>}
      </form>

      <div aria-live="polite" className="h-full">
        {showResults ? <CalculatorResults options={options} financed={financed} /> : <CalculatorPrompt />}
      </div>

      <div className="lg:col-span-2">
        <PartnerPreview partners={previewPartnersFor(creditScore)} financed={financed} />
      </div>
    </div>
  );
}
