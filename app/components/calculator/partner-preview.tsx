import { NewTabLink } from "~/components/financing/external-link";
import { FINANCING_PATH } from "~/content/financing";
import { type PreviewPartner } from "~/lib/financing/financing-calculator";
import { monthlyPayment } from "~/lib/financing/loan-payment";
import { formatUsd } from "~/lib/catalogue/pricing";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useLoanWords } from "~/components/financing/use-loan-words";

/** The preview partners (~/lib/financing-calculator) for the chosen credit range; each card opens /financing in a new tab. */
export function PartnerPreview({ partners, financed }: { partners: readonly PreviewPartner[]; financed: number }) {
  const t = useTexts("calculator").preview;
  const { t: loans, years } = useLoanWords();
  const to = useLocalePath();
  return (
    <div>
      <h3 className="text-xl font-extrabold text-ocean-950">{t.heading}</h3>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {partners.map((partner) => {
          const monthly = Math.round(monthlyPayment(financed, partner.apr, partner.termMonths));
          return (
            <li key={partner.name}>
              <NewTabLink
                href={to(FINANCING_PATH)}
                className="relative flex h-full rounded-2xl [&>.icon]:absolute [&>.icon]:top-5 [&>.icon]:right-5 [&>.icon]:text-ocean-700 border border-slate-200 bg-white p-5 shadow-sm transition hover:border-ocean-500 hover:shadow-md"
              >
                <span className="flex w-full flex-col gap-1 text-left">
                  <span className="text-lg font-bold text-ocean-950">{partner.name}</span>
                  <span className="text-sm font-semibold text-slate-700">
                    {fill(t.rate, { apr: partner.apr.toFixed(2), years: years(partner.termMonths) })}
                  </span>
                  <span className="mt-2 text-2xl font-extrabold text-ocean-800">
                    {monthly > 0 ? `${formatUsd(monthly)}${loans.perMonth}` : t.enterPrice}
                  </span>
                  <span className="mt-2 text-sm font-semibold text-ocean-800 underline">{t.details}</span>
                </span>
              </NewTabLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
