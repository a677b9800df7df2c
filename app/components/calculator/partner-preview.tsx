import { NewTabLink } from "~/components/financing/external-link";
import { FINANCING_PATH } from "~/content/financing";
import { type PreviewPartner } from "~/lib/financing/financing-calculator";
import { monthlyPayment, termYearsLabel } from "~/lib/financing/loan-payment";
import { formatUsd } from "~/lib/catalogue/pricing";

/** The preview partners (~/lib/financing-calculator) for the chosen credit range; each card opens /financing in a new tab. */
export function PartnerPreview({ partners, financed }: { partners: readonly PreviewPartner[]; financed: number }) {
  return (
    <div>
      <h3 className="text-xl font-extrabold text-ocean-950">Lending partners for your credit range</h3>
      <p className="mt-1 text-slate-700">Example rates and terms; open a card to compare each partner in detail.</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {partners.map((partner) => {
          const monthly = Math.round(monthlyPayment(financed, partner.apr, partner.termMonths));
          return (
            <li key={partner.name}>
              <NewTabLink
                href={FINANCING_PATH}
                className="relative flex h-full rounded-2xl [&>.icon]:absolute [&>.icon]:top-5 [&>.icon]:right-5 [&>.icon]:text-ocean-700 border border-slate-200 bg-white p-5 shadow-sm transition hover:border-ocean-500 hover:shadow-md"
              >
                <span className="flex w-full flex-col gap-1 text-left">
                  <span className="text-lg font-bold text-ocean-950">{partner.name}</span>
                  <span className="text-sm font-semibold text-slate-700">
                    {partner.apr.toFixed(2)}% APR over {termYearsLabel(partner.termMonths)}
                  </span>
                  <span className="mt-2 text-2xl font-extrabold text-ocean-800">
                    {monthly > 0 ? `${formatUsd(monthly)}/mo` : "Enter a pool price"}
                  </span>
                  <span className="mt-2 text-sm font-semibold text-ocean-800 underline">View partner details</span>
                </span>
              </NewTabLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
