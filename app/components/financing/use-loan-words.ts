import { useLocale } from "~/lib/i18n/use-locale";
import { useTexts } from "~/lib/i18n/texts";
import { plural } from "~/lib/i18n/translate";
import { termYears } from "~/lib/financing/loan-payment";

/** Loan terms in the page's language: "10 years", "120 months", "120 months (10 years)". */
export function useLoanWords() {
  const locale = useLocale();
  const t = useTexts("loans");
  const years = (months: number) => plural(locale, termYears(months), t.years);
  const months = (count: number) => plural(locale, count, t.months);
  return { t, years, months, term: (count: number) => `${months(count)} (${years(count)})` };
}
