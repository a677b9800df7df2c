import {
  FINANCING_BENEFITS,
  FINANCING_BENEFITS_TITLE,
  FINANCING_DISCLAIMER_TITLE,
  WHY_PARTNERS,
  WHY_PARTNERS_TITLE,
  financingDisclaimer,
} from "~/content/financing";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { IconTile } from "~/components/icon-tile";

const BENEFIT_ICONS = { "cash-flow": "PiggyBank", credit: "CreditCard", sooner: "Sparkles", value: "House" } as const;
const WHY_ICONS = { quick: "Zap", rates: "BadgeDollarSign", flexible: "Clock" } as const;

/** Section 3's side block: the four reasons to finance. */
export function WhyFinanceBlock() {
  return (
    <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-100 sm:p-8">
      <h3 className="icon-before icon-TrendingUp flex items-center gap-2 text-2xl font-extrabold text-ocean-950 before:size-6 before:text-ocean-700">
        {FINANCING_BENEFITS_TITLE}
      </h3>
      <ul className="mt-6 space-y-5">
        {FINANCING_BENEFITS.map((benefit) => {
          const icon = BENEFIT_ICONS[benefit.id];
          return (
            <li key={benefit.id} className="flex gap-4">
              <IconTile
                icon={icon}
                className="size-11 shrink-0 rounded-xl bg-white text-ocean-700 shadow-sm"
                iconSize="before:size-6"
              />
              <div>
                <h4 className="font-bold text-ocean-950">{benefit.title}</h4>
                <p className="mt-1 text-slate-700">{benefit.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Section 4: quick pre-approval, competitive rates, flexible options. */
export function WhyPartnersSection() {
  return (
    <section aria-labelledby="why-partners" className="water-gradient py-16 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="why-partners"
          eyebrow="Lenders we trust"
          title={WHY_PARTNERS_TITLE}
          tone="light"
          intro="We work with established lenders who finance pools every day, so you get a fast answer and a payment that fits."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {WHY_PARTNERS.map((item) => {
            const icon = WHY_ICONS[item.id];
            return (
              <li key={item.id} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25 frosted">
                <IconTile
                  icon={icon}
                  className="size-12 rounded-xl bg-sun-400 text-ocean-950"
                  iconSize="before:size-6"
                />
                <h3 className="mt-4 text-xl font-bold">{item.title}</h3>
                <p className="mt-2 text-ocean-50">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Section 6: we refer, lenders decide. */
export function FinancingDisclaimer() {
  const company = useCompany();
  return (
    <section aria-labelledby="financing-disclaimer" className="py-12 sm:py-14">
      <div className="container-page">
        <div className="mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h2 id="financing-disclaimer" className="text-lg font-bold text-ocean-950">
            {FINANCING_DISCLAIMER_TITLE}
          </h2>
          <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">
            {financingDisclaimer(company).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
