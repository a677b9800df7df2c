import { FINANCING_MARKETING_APR } from "~/content/financing";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useCompany } from "~/components/company-context";
import { SectionHeading } from "~/components/section-heading";
import { IconTile } from "~/components/icon-tile";

const BENEFIT_ICONS = { "cash-flow": "PiggyBank", credit: "CreditCard", sooner: "Sparkles", value: "House" } as const;
const WHY_ICONS = { quick: "Zap", rates: "BadgeDollarSign", flexible: "Clock" } as const;

/** Section 3's side block: the four reasons to finance. */
export function WhyFinanceBlock() {
  const t = useTexts("financing").benefits;
  return (
    <div className="rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-100 sm:p-8">
      <h3 className="icon-before icon-TrendingUp flex items-center gap-2 text-2xl font-extrabold text-ocean-950 before:size-6 before:text-ocean-700">
        {t.title}
      </h3>
      <ul className="mt-6 space-y-5">
        {Object.entries(BENEFIT_ICONS).map(([id, icon]) => {
          const benefit = t.items[id as keyof typeof BENEFIT_ICONS];
          return (
            <li key={id} className="flex gap-4">
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
  const t = useTexts("financing").whyPartners;
  return (
    <section aria-labelledby="why-partners" className="water-gradient py-16 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading id="why-partners" eyebrow={t.eyebrow} title={t.title} tone="light" intro={t.intro} />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {Object.entries(WHY_ICONS).map(([id, icon]) => {
            const item = t.items[id as keyof typeof WHY_ICONS];
            return (
              <li key={id} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25 frosted">
                <IconTile
                  icon={icon}
                  className="size-12 rounded-xl bg-sun-400 text-ocean-950"
                  iconSize="before:size-6"
                />
                <h3 className="mt-4 text-xl font-bold">{item.title}</h3>
                <p className="mt-2 text-ocean-50">{fill(item.text, { apr: FINANCING_MARKETING_APR })}</p>
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
  const t = useTexts("financing").disclaimer;
  return (
    <section aria-labelledby="financing-disclaimer" className="py-12 sm:py-14">
      <div className="container-page">
        <div className="mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h2 id="financing-disclaimer" className="text-lg font-bold text-ocean-950">
            {t.title}
          </h2>
          <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">
            {t.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph, { company: company.name })}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
